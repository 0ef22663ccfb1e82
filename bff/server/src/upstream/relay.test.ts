import { describe, expect, it } from 'vitest';
import { asList, rewriteLink } from './relay.js';
import { plainTextReason, upstreamFailure } from './v1-failure.js';
import type { UpstreamResponse } from './upstream.js';

const answer = (
  statusCode: number,
  body: string,
  headers: UpstreamResponse['headers'] = {},
): UpstreamResponse => ({ statusCode, headers, body: Buffer.from(body) });

describe('upstreamFailure', () => {
  it("turns V1 refusing the console's credentials into a 502", async () => {
    for (const status of [401, 403])
      expect(await upstreamFailure(answer(status, '{"message":"no"}'), 't0k3n')).toEqual({
        status: 502,
        message: "V1 refused the console's credentials",
        extra: { code: 'upstream_credentials_refused', upstreamStatus: status },
        headers: [],
      });
  });

  it("turns V1's own failures into a 502, or a 504 for V1's 504", async () => {
    expect(await upstreamFailure(answer(500, 'boom'), '')).toMatchObject({
      status: 502,
      message: 'V1 failed to answer',
      extra: { code: 'upstream_failed', upstreamStatus: 500 },
    });
    expect((await upstreamFailure(answer(504, ''), '')).status).toBe(504);
  });

  it("passes a 4xx on with V1's message, issues and Retry-After", async () => {
    const issues = [{ path: 'name', message: 'required' }];
    const res = answer(429, JSON.stringify({ message: 'slow down', issues }), {
      'retry-after': '7',
    });
    expect(await upstreamFailure(res, '')).toEqual({
      status: 429,
      message: 'slow down',
      extra: { code: 'upstream_rejected', upstreamStatus: 429, issues },
      headers: ['retry-after', '7'],
    });
  });

  it("codes a 404 and a 409 apart, and passes on only issues of V1's shape", async () => {
    expect((await upstreamFailure(answer(404, '{"message":"no"}'), '')).extra.code).toBe(
      'upstream_not_found',
    );
    const conflict = await upstreamFailure(
      answer(
        409,
        JSON.stringify({ message: 'taken', issues: [null, 'x', { path: 'a', message: 'b' }] }),
      ),
      '',
    );
    expect(conflict.extra).toEqual({
      code: 'upstream_conflict',
      upstreamStatus: 409,
      issues: [{ path: 'a', message: 'b' }],
    });
  });

  it('uses a plain-text reason without the token, or names the status when there is none', async () => {
    const plain = await upstreamFailure(answer(400, 'token abc.def is suspended'), 'abc.def');
    expect(plain.message).toBe('token [redacted] is suspended');
    const html = await upstreamFailure(answer(404, '<!DOCTYPE html><p>Not found</p>'), '');
    expect(html.message).toBe('V1 answered 404');
  });
});

describe('plainTextReason', () => {
  it('blanks Bearer values and access_token queries, on one line, cut short', () => {
    expect(plainTextReason('bad\n  Bearer xyz.123 and access_token=secret-1', '')).toBe(
      'bad Bearer [redacted] and access_token=[redacted]',
    );
    const long = plainTextReason('x'.repeat(400), '')!;
    expect(long).toHaveLength(301);
    expect(long.endsWith('…')).toBe(true);
    expect(plainTextReason('  \n ', '')).toBeUndefined();
  });
});

describe('asList', () => {
  it('wraps one JSON object in a list and leaves a list as it is', () => {
    expect(asList(Buffer.from(' {"id":1}')).toString()).toBe('[ {"id":1}]');
    expect(asList(Buffer.from('[{"id":1}]')).toString()).toBe('[{"id":1}]');
  });
});

describe('rewriteLink', () => {
  it("points V1's links at the proxy and leaves others alone", () => {
    expect(
      rewriteLink(
        '<http://v1.test/v1/companies?page=2>; rel="next", <https://elsewhere.test/x>; rel="help"',
        '/v1',
        'nord',
      ),
    ).toBe('</api/t/nord/companies?page=2>; rel="next", <https://elsewhere.test/x>; rel="help"');
  });
});
