/**
 * A screen of the web that fails to render is reported to the BFF's log (issue 31): signed in
 * only, JSON of the contract's shape only, at most 16 KiB, and at most 10 reports per account in
 * 10 minutes.
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBff, type Client, type TestBff } from '../test/bff-helpers.js';

const logged: Record<string, unknown>[] = [];
const sink = new Writable({
  write(chunk: Buffer, _enc, done) {
    for (const line of chunk.toString('utf8').split('\n'))
      if (line.trim()) logged.push(JSON.parse(line) as Record<string, unknown>);
    done();
  },
});

let bff: TestBff;
let admin: Client;
beforeAll(async () => {
  bff = await startTestBff({ LOG_LEVEL: 'warn' }, {}, { logDestination: sink });
  admin = bff.client();
  expect((await admin.login('admin', 'admin-demo')).status).toBe(204);
});
afterAll(() => bff?.close());

const report = {
  name: 'TypeError',
  message: "Cannot read properties of undefined (reading 'list')",
  stack: 'TypeError: Cannot read …\n    at CompanyPage (CompanyPage-abc.js:1:2)',
  componentStack: '\n    at CompanyPage',
  path: '/t/nordrevision/companies/abc/overview',
  loadFailure: false,
};

describe('POST /api/client-errors', () => {
  it('writes the report to the log with the account and request id', async () => {
    const r = await admin.request('POST', '/api/client-errors', { json: report });
    expect(r.status, r.text).toBe(204);
    const entry = logged.find((l) => l.msg === 'a screen of the web failed');
    expect(entry).toMatchObject({ clientError: report, username: 'admin' });
    expect(entry?.requestId).toBe(r.headers.get('x-request-id'));
  });

  it('is refused without a session, and for a body of another shape or size', async () => {
    const anonymous = bff.client();
    expect((await anonymous.request('POST', '/api/client-errors', { json: report })).status).toBe(
      401,
    );
    const extra = await admin.request<{ code: string }>('POST', '/api/client-errors', {
      json: { ...report, password: 'x' },
    });
    expect(extra.status).toBe(400);
    expect(extra.body.code).toBe('invalid_request');
    const long = await admin.request<{ code: string; params: { maxBytes: number } }>(
      'POST',
      '/api/client-errors',
      { json: { ...report, stack: 'x'.repeat(20_000) } },
    );
    expect(long.status).toBe(413);
    expect(long.body.params.maxBytes).toBe(16 * 1024);
  });

  it('takes at most 10 reports per account in 10 minutes, then 429 with Retry-After', async () => {
    const auditor = bff.client();
    expect((await auditor.login('auditor', 'auditor-demo')).status).toBe(204);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await auditor.request('POST', '/api/client-errors', { json: report })).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(204));
    const refused = await auditor.request<{ code: string }>('POST', '/api/client-errors', {
      json: report,
    });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('too_many_attempts');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    bff.advance(10 * 60_000);
    expect((await auditor.request('POST', '/api/client-errors', { json: report })).status).toBe(
      204,
    );
  });
});
