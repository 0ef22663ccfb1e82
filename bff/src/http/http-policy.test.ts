/**
 * One request policy for both kinds of answer: a Hono route's (a web Response the adapter writes)
 * and the proxy's (written on node:http's response to stream) carry the same headers, over http
 * and behind an https balancer, answered or refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HSTS, SECURITY_HEADERS } from './http-policy.js';
import { startTestBff } from '../../test/bff-helpers.js';
import type { Client, TestBff } from '../../test/bff-helpers.js';

/** Headers that say something about the answer's body or connection, not about the policy. */
const OF_THE_ANSWER = new Set([
  'cache-control',
  'connection',
  'content-length',
  'content-type',
  'date',
  'etag',
  'keep-alive',
  'set-cookie',
  'transfer-encoding',
  'vary',
  'x-total-count',
]);
const REQUEST_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The policy's headers of an answer, the request id's value replaced by its form. */
function policyHeaders(headers: Headers): Record<string, string> {
  const out: Record<string, string> = {};
  headers.forEach((value, name) => {
    if (OF_THE_ANSWER.has(name)) return;
    out[name] = name === 'x-request-id' && REQUEST_ID.test(value) ? '<uuid>' : value;
  });
  return out;
}

let bff: TestBff;
let admin: Client;
beforeAll(async () => {
  bff = await startTestBff({ TRUST_PROXY: '1' });
  admin = bff.client();
  expect((await admin.login('admin', 'admin-demo')).status).toBe(204);
});
afterAll(() => bff?.close());

describe('the request policy', () => {
  it.each(['http', 'https'])(
    'a Hono route and a proxied V1 route answer with the same header set (%s)',
    async (scheme) => {
      // Behind an https balancer the session cookie has its `__Host-` name.
      const headers: Record<string, string> =
        scheme === 'https'
          ? { 'x-forwarded-proto': 'https', cookie: `__Host-${admin.cookie}` }
          : {};
      const own = await admin.request('GET', '/auth/session', { headers });
      const proxied = await admin.request('GET', '/api/t/nordrevision/companies', { headers });
      expect(own.status).toBe(200);
      expect(proxied.status).toBe(200);
      const expected = Object.fromEntries([
        ...SECURITY_HEADERS,
        ['x-request-id', '<uuid>'],
        ...(scheme === 'https' ? [HSTS] : []),
      ]);
      expect(policyHeaders(own.headers)).toEqual(expected);
      expect(policyHeaders(proxied.headers)).toEqual(expected);
    },
  );

  it('refusals carry the same set: CSRF, no session, no such route', async () => {
    const signedOut = bff.client();
    const pairs: [Promise<{ headers: Headers; status: number }>, number][] = [
      [admin.request('GET', '/auth/session', { csrf: false }), 403],
      [admin.request('GET', '/api/t/nordrevision/companies', { csrf: false }), 403],
      [signedOut.request('GET', '/api/preferences'), 401],
      [signedOut.request('GET', '/api/t/nordrevision/companies'), 401],
      [admin.request('GET', '/api/nope'), 404],
      [admin.request('GET', '/api/t/nordrevision/nope'), 404],
    ];
    const expected = Object.fromEntries([...SECURITY_HEADERS, ['x-request-id', '<uuid>']]);
    for (const [answer, status] of pairs) {
      const r = await answer;
      expect(r.status).toBe(status);
      expect(policyHeaders(r.headers)).toEqual(expected);
    }
  });
});
