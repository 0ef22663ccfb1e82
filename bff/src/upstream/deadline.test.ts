/**
 * The BFF against a V1 too slow (test/faulty-v1.ts): whatever V1 is slow at, the request's one
 * deadline cuts it off, with an honest answer. Each test waits out the deadline, each with a
 * tenant and faults of its own, so they wait at the same time (the rest of the misbehaving V1:
 * misbehaving-v1.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client, TestBff } from '../../test/bff-helpers.js';
import type { FaultyV1 } from '../../test/faulty-v1.js';
import { eventually, startBeforeFaultyV1, tenantsOf } from '../../test/faulty-bff.js';

const TIMEOUT_MS = 3000;
/** Room for a loaded machine past the deadline: well under the times the faults would take. */
const SLACK_MS = 1000;
const TENANTS = tenantsOf('t-trickle', 't-stall', 't-slowtoken', 't-expired', 't-stream');

let v1: FaultyV1;
let bff: TestBff;
let alice: Client;
beforeAll(async () => {
  ({ v1, bff, alice } = await startBeforeFaultyV1(TENANTS, { V1_TIMEOUT_MS: String(TIMEOUT_MS) }));
});
afterAll(async () => {
  await bff?.close();
  await v1?.close();
});

async function timed<T>(f: () => Promise<T>): Promise<[T, number]> {
  const started = Date.now();
  const out = await f();
  return [out, Date.now() - started];
}

describe.concurrent('one deadline per request', () => {
  it('a token answer dribbled out is cut off at the deadline: 504 naming the token', async () => {
    // 400 bytes without a length, in 100 pieces, one every 100 ms: 10 s in all.
    v1.faults.set('POST /token @t-trickle', { kind: 'trickle', bytes: 400, everyMs: 100 });
    const [r, took] = await timed(() => alice.get('/api/t/t-trickle/companies'));
    expect(r.status, r.text).toBe(504);
    expect(r.body).toMatchObject({ status: 504, message: expect.stringMatching(/token/) });
    expect(took).toBeLessThan(TIMEOUT_MS + SLACK_MS);
  });

  it('a body read whole (a groups list) that stalls half-way is a 504 at the deadline, not a 500', async () => {
    v1.faults.set('GET /groups @t-stall', { kind: 'stall' });
    const [r, took] = await timed(() => alice.get('/api/t/t-stall/groups'));
    expect(r.status, r.text).toBe(504);
    expect(r.body).toMatchObject({ message: expect.stringMatching(/still arriving/) });
    expect(took).toBeLessThan(TIMEOUT_MS + SLACK_MS);
  });

  it('covers the token and the call together', async () => {
    const each = (TIMEOUT_MS * 2) / 3; // each within the limit, both together not
    v1.faults.set('POST /token @t-slowtoken', { kind: 'slow', ms: each });
    v1.faults.set('GET /companies @t-slowtoken', { kind: 'slow', ms: each });
    const [r, took] = await timed(() => alice.get('/api/t/t-slowtoken/companies'));
    expect(r.status, r.text).toBe(504);
    expect(took).toBeLessThan(TIMEOUT_MS + SLACK_MS);
  });

  it("covers V1's 401, the new token and the call sent again, together", async () => {
    expect((await alice.get('/api/t/t-expired/companies')).status).toBe(200);
    v1.expireTokens('t-expired');
    const each = TIMEOUT_MS / 2.5; // the 401, the token, the call again: each within the limit
    v1.faults.set('POST /token @t-expired', { kind: 'slow', ms: each });
    v1.faults.set('GET /companies @t-expired', { kind: 'slow', ms: each });
    const [r, took] = await timed(() => alice.get('/api/t/t-expired/companies'));
    expect(r.status, r.text).toBe(504);
    expect(took).toBeLessThan(TIMEOUT_MS + SLACK_MS);
  });

  it('covers a streamed answer to its end: one still trickling is cut off', async () => {
    // 200 KB (streamed: no length) in 100 pieces every 60 ms: 6 s, each piece promptly.
    v1.faults.set('GET /companies @t-stream', { kind: 'trickle', bytes: 200_000, everyMs: 60 });
    const started = Date.now();
    const res = await fetch(`${bff.url}/api/t/t-stream/companies`, {
      headers: { cookie: alice.cookie!, 'x-csrf': '1' },
    });
    expect(res.status).toBe(200);
    const body = await res.text().catch(() => 'cut off');
    expect(body.length).toBeLessThan(200_000);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + SLACK_MS);
    expect(await eventually(() => v1.open(undefined, 't-stream') === 0, 500)).toBe(true);
  });
});
