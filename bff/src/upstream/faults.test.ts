import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBff } from '../../test/bff-helpers.js';
import type { Client, TestBff } from '../../test/bff-helpers.js';

// Room for the 503 test's retry: Retry-After 1 s plus up to half again (jitter), then the attempt.
const TIMEOUT_MS = 3000;
const METRICS_TOKEN = 'metrics-token-of-the-test';
let bff: TestBff;
let admin: Client;
beforeAll(async () => {
  bff = await startTestBff({ V1_TIMEOUT_MS: String(TIMEOUT_MS), METRICS_TOKEN });
  admin = bff.client();
  await admin.login('admin', 'admin-demo');
  expect((await admin.get('/api/t/nordrevision/companies')).status).toBe(200); // token cached
});
afterAll(() => bff?.close());

async function attempts(operation: string): Promise<Record<string, number>> {
  const text = await (
    await fetch(`${bff.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
  ).text();
  const out: Record<string, number> = {};
  for (const m of text.matchAll(
    /^bff_upstream_requests_total\{operation="(\w+)",outcome="(\w+)"\} (\d+)/gm,
  ))
    if (m[1] === operation) out[m[2]!] = Number(m[3]);
  return out;
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('upstream faults', () => {
  it('a GET recovers from a 503 (Retry-After honoured)', async () => {
    await bff.faults({ rate: 1, status: 503, methods: ['GET'], paths: ['/companies'] });
    const started = Date.now();
    const pending = admin.get('/api/t/nordrevision/companies');
    await sleep(300); // the first attempt got 503 + Retry-After: 1; lift the fault meanwhile
    await bff.faults(null);
    const r = await pending;
    expect(r.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
  });

  it('a GET recovers from a dropped connection', async () => {
    const before = await attempts('listCompanies');
    await bff.faults({
      rate: 1,
      status: 0,
      latencyMs: 400,
      methods: ['GET'],
      paths: ['/companies'],
    });
    const pending = admin.get('/api/t/nordrevision/companies');
    await sleep(200); // attempt 1 is already marked to be dropped at 400 ms
    await bff.faults(null);
    const r = await pending;
    expect(r.status).toBe(200);
    const after = await attempts('listCompanies');
    expect((after.connection ?? 0) - (before.connection ?? 0)).toBe(1);
    expect((after['200'] ?? 0) - (before['200'] ?? 0)).toBe(1);
  });

  it('a GET that keeps failing answers 502 after at most 2 retries', async () => {
    const before = await attempts('listCompanies');
    await bff.faults({ rate: 1, status: 0, methods: ['GET'], paths: ['/companies'] });
    const r = await admin.get('/api/t/nordrevision/companies');
    await bff.faults(null);
    expect(r.status).toBe(502);
    expect(r.body).toMatchObject({
      status: 502,
      requestId: r.headers.get('x-request-id'),
      message: expect.any(String),
    });
    const after = await attempts('listCompanies');
    expect((after.connection ?? 0) - (before.connection ?? 0)).toBe(3);
  });

  it('a POST that failed is never sent twice (503, dropped connection)', async () => {
    for (const status of [503, 0]) {
      const before = await attempts('createGroup');
      await bff.faults({ rate: 1, status, methods: ['POST'], paths: ['/groups'] });
      const r = await admin.request('POST', '/api/t/nordrevision/groups', {
        json: { name: `fail-${status}-${Date.now()}` },
      });
      await bff.faults(null);
      expect(r.status).toBe(status === 503 ? 503 : 502);
      if (status === 503) expect(r.body).toMatchObject({ upstreamStatus: 503 });
      const after = await attempts('createGroup');
      const sent = Object.keys(after).reduce((n, k) => n + (after[k]! - (before[k] ?? 0)), 0);
      expect(sent, `status ${status}`).toBe(1);
    }
  });

  it('a POST that timed out answers 504 within the limit and reached V1 exactly once', async () => {
    const name = `slow-${Date.now()}`;
    const before = (await bff.stats()).requests['POST /groups'] ?? 0;
    await bff.faults({
      rate: 1,
      latencyMs: TIMEOUT_MS + 1000,
      methods: ['POST'],
      paths: ['/groups'],
    });
    const started = Date.now();
    const r = await admin.request('POST', '/api/t/nordrevision/groups', { json: { name } });
    const took = Date.now() - started;
    await bff.faults(null);
    expect(r.status).toBe(504);
    expect(r.body).toMatchObject({ status: 504, requestId: expect.any(String) });
    expect(took).toBeLessThan(TIMEOUT_MS + 500);
    await sleep(1500); // the platform finishes the slow request on its own
    expect((await bff.stats()).requests['POST /groups']).toBe(before + 1);
    const groups = await admin.get<{ name: string }[]>('/api/t/nordrevision/groups');
    expect(groups.body.filter((g) => g.name === name).length).toBeLessThanOrEqual(1);
  });

  it('a GET that times out answers 504 within the limit', async () => {
    await bff.faults({ rate: 1, latencyMs: 5000, methods: ['GET'], paths: ['/companies'] });
    const started = Date.now();
    const r = await admin.get('/api/t/nordrevision/companies');
    const took = Date.now() - started;
    await bff.faults(null);
    expect(r.status).toBe(504);
    expect(took).toBeLessThan(TIMEOUT_MS + 500);
  });

  it('maps V1 4xx answers through with upstreamStatus', async () => {
    const r = await admin.get('/api/t/nordrevision/companies/00000000-0000-4000-8000-000000000000');
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ status: 404, upstreamStatus: 404, message: expect.any(String) });
  });
});
