import { Readable } from 'node:stream';
import { buffer, text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { UpstreamError } from '../http/errors.js';
import { asList, firstJsonByte, jsonStartOfStream, notJson, rewriteLink } from './relay.js';
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

describe('an answer labelled JSON must begin as JSON', () => {
  const json = { 'content-type': 'application/json; charset=utf-8' };
  const page = '<!DOCTYPE html><html><body>Bad gateway</body></html>';

  it('finds the first byte past whitespace and a byte order mark', () => {
    const first = (s: string | number[]) =>
      firstJsonByte(typeof s === 'string' ? Buffer.from(s) : Buffer.from(s));
    expect(first(' \r\n\t{}')).toBe(0x7b);
    expect(first('\ufeff [1]')).toBe(0x5b);
    expect(first([0xef, 0xbb])).toBeUndefined(); // a mark not all here yet
    expect(first([0xef, 0x41])).toBe(0xef);
    expect(first('  ')).toBeUndefined();
    expect(first('')).toBeUndefined();
  });

  it('a body read whole: JSON of any kind passes, a page or text is refused', () => {
    for (const body of ['{}', ' [1]', '"x"', '-1', '0', '9', 'true', 'false', 'null', '', '  '])
      expect(notJson(answer(200, body, json), Buffer.from(body)), body).toBeUndefined();
    for (const body of [page, '  <html>', 'Bad gateway', 'OK', '\u0000{}'])
      expect(notJson(answer(200, body, json), Buffer.from(body)), body).toBe(
        'V1 answered 200 labelled application/json with a body that is not JSON',
      );
    const problem = { 'content-type': 'application/problem+json' };
    expect(notJson(answer(200, page, problem), Buffer.from(page))).toMatch(
      /labelled application\/problem\+json with a body that is not JSON/,
    );
    // Unlabelled and other labels are judged as before.
    expect(notJson(answer(200, 'OK'), Buffer.from('OK'))).toBeUndefined();
    expect(notJson(answer(200, page, { 'content-type': 'text/html' }), undefined)).toMatch(
      /text\/html where JSON was expected/,
    );
    expect(notJson(answer(204, page, json), Buffer.from(page))).toBeUndefined();
    // A body V1 compressed goes on untouched: its bytes are not JSON's, and are not looked into.
    const gzipped = { ...json, 'content-encoding': 'gzip' };
    expect(notJson(answer(200, '\x1f\x8b', gzipped), Buffer.from([0x1f, 0x8b]))).toBeUndefined();
  });

  const streamed = (pieces: (string | Buffer)[], headers: Record<string, string> = json) => ({
    statusCode: 200,
    headers,
    stream: Readable.from(pieces.map((p) => (typeof p === 'string' ? Buffer.from(p) : p))),
  });

  it('a stream is read only to its first byte past whitespace and then streams whole', async () => {
    const pieces = ['  ', '\n', ' [{"a":', '1}', ']'];
    const res = streamed(pieces);
    expect(await jsonStartOfStream(res)).toEqual({
      problem: undefined,
      whole: undefined,
      first: '['.charCodeAt(0),
    });
    expect(await text(res.stream)).toBe(pieces.join(''));

    const bom = streamed([Buffer.from([0xef]), Buffer.from([0xbb, 0xbf]), '{}']);
    expect((await jsonStartOfStream(bom)).problem).toBeUndefined();
    expect(await buffer(bom.stream)).toEqual(Buffer.from('\ufeff{}'));
  });

  it('a stream that does not begin as JSON is refused from its first piece', async () => {
    let produced = 0;
    const endless = new Readable({
      read() {
        produced++;
        this.push(produced === 1 ? ' \n' : page);
      },
    });
    const res = { statusCode: 200, headers: json, stream: endless };
    expect((await jsonStartOfStream(res)).problem).toBe(
      'V1 answered 200 labelled application/json with a body that is not JSON',
    );
    // An endless body: answered all the same, having read at most a stream buffer's worth.
    expect(produced * page.length).toBeLessThan(2 * endless.readableHighWaterMark);
    endless.destroy();
  });

  it('whitespace past 64 KiB is passed on unjudged, as it came', async () => {
    const lead = Buffer.alloc(70 * 1024, ' ');
    const res = streamed([lead, page]);
    expect(await jsonStartOfStream(res)).toEqual({ problem: undefined, whole: undefined });
    expect(await buffer(res.stream)).toEqual(Buffer.concat([lead, Buffer.from(page)]));
  });

  it('a stream of nothing but whitespace comes back whole; one that breaks off is a 502', async () => {
    expect(await jsonStartOfStream(streamed([' ', '\n']))).toEqual({
      problem: undefined,
      whole: Buffer.from(' \n'),
    });
    const broken = new Readable({
      read() {
        this.destroy(new Error('socket hang up'));
      },
    });
    const err = await jsonStartOfStream({ statusCode: 200, headers: json, stream: broken }).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(UpstreamError);
    expect(err).toMatchObject({ status: 502, upstreamStatus: 200 });
    // Not labelled JSON: not looked at here (notJson has answered).
    const other = streamed([page], { 'content-type': 'text/html' });
    expect(await jsonStartOfStream(other)).toEqual({ problem: undefined, whole: undefined });
    const gzipped = streamed([Buffer.from([0x1f, 0x8b, 0x08])], {
      ...json,
      'content-encoding': 'gzip',
    });
    expect(await jsonStartOfStream(gzipped)).toEqual({ problem: undefined, whole: undefined });
  });
});
