/**
 * Bulk runs (`/api/bulk-runs`, docs/BULK.md): a run is opened, its proxied calls name it in
 * `x-bulk-run` and are folded under the run's one audit entry, which says who did what to how
 * many; on SQLite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBff } from '../test/bff-helpers.js';
import type { Client, TestBff } from '../test/bff-helpers.js';
import { createTestDatabase, pgAdminUrl } from '../test/test-pg.js';
import type { TestDatabase } from '../test/test-pg.js';

const PG_ADMIN = await pgAdminUrl();

const backends = [
  { name: 'SQLite', pg: false },
  { name: 'PostgreSQL', pg: true },
];

interface Run {
  id: string;
  tenantId: string;
  username: string;
  action: string;
  total: number;
  done: number;
  skipped: number;
  failed: number;
  status: string;
  startedAt: string;
  endedAt: string | null;
}
interface Entry {
  operation: string;
  username: string | null;
  outcome: string;
  status: number;
  targetIds: Record<string, string>;
  bulkRunId: string | null;
  bulk?: Run;
}
interface Page {
  entries: Entry[];
}
interface Company {
  durableKey: string;
}
interface Group {
  id: string;
  name: string;
}

describe.each(backends)('bulk runs on $name', ({ pg }) => {
  let bff: TestBff;
  let db: TestDatabase | undefined;
  let admin: Client;
  let admin2: Client;
  let auditor: Client;
  let companies: string[];
  let group: Group;
  beforeAll(async () => {
    if (pg && !PG_ADMIN) return;
    db = pg ? await createTestDatabase(PG_ADMIN!, 'bff_bulk') : undefined;
    bff = await startTestBff(
      db ? { DATABASE_URL: db.url } : {},
      {},
      {
        accounts: [
          { username: 'admin2', password: 'admin2-pass', role: 'admin', tenants: ['nordrevision'] },
        ],
      },
    );
    admin = bff.client();
    admin2 = bff.client();
    auditor = bff.client();
    expect((await admin.login('admin', 'admin-demo')).status).toBe(204);
    expect((await admin2.login('admin2', 'admin2-pass')).status).toBe(204);
    expect((await auditor.login('auditor', 'auditor-demo')).status).toBe(204);
    companies = (await admin.get<Company[]>('/api/t/nordrevision/companies')).body
      .slice(0, 3)
      .map((c) => c.durableKey);
    const made = await admin.request<Group>('POST', '/api/t/nordrevision/groups', {
      json: { name: `Bulk ${pg ? 'pg' : 'sqlite'}` },
    });
    expect(made.status, made.text).toBe(200);
    group = made.body;
  });
  afterAll(async () => {
    await bff?.close();
    await db?.drop();
  });
  const skip = () => pg && !PG_ADMIN;

  const open = (c: Client, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    c.request<Run>('POST', '/api/bulk-runs', { json: body, headers });
  const grant = (c: Client, company: string, runId?: string) =>
    c.request('PUT', `/api/t/nordrevision/companies/${company}/permissions/groups/${group.id}`, {
      headers: runId ? { 'x-bulk-run': runId } : {},
    });
  const audit = (query = '') => admin.get<Page>(`/api/audit?tenant=nordrevision${query}`);

  it('folds the calls of a run under its one entry, with the counts the browser reports', async () => {
    if (skip()) return;
    const opened = await open(admin, { tenant: 'nordrevision', action: 'grantAccess', total: 3 });
    expect(opened.status, opened.text).toBe(201);
    const run = opened.body;
    expect(run).toMatchObject({
      tenantId: 'nordrevision',
      username: 'admin',
      action: 'grantAccess',
      total: 3,
      done: 0,
      status: 'running',
      endedAt: null,
    });
    for (const key of companies) expect((await grant(admin, key, run.id)).status).toBe(204);
    // A call outside the run stays on the log as before.
    const single = await admin.request(
      'DELETE',
      `/api/t/nordrevision/companies/${companies[0]}/permissions/groups/${group.id}`,
    );
    expect(single.status).toBe(204);

    const closed = await admin.request<Run>('PUT', '/api/bulk-runs', {
      json: { id: run.id, status: 'finished', done: 3, skipped: 0, failed: 0 },
    });
    expect(closed.status, closed.text).toBe(200);
    expect(closed.body).toMatchObject({ status: 'finished', done: 3 });
    expect(closed.body.endedAt).not.toBeNull();

    const log = (await audit()).body.entries;
    const head = log.find((e) => e.targetIds.bulkRunId === run.id);
    expect(head).toMatchObject({
      operation: 'bulk.run',
      username: 'admin',
      outcome: 'success',
      status: 201,
      targetIds: { bulkRunId: run.id, action: 'grantAccess', total: '3' },
      bulkRunId: null,
      bulk: { id: run.id, total: 3, done: 3, failed: 0, status: 'finished' },
    });
    expect(log.filter((e) => e.bulkRunId === run.id)).toEqual([]);
    expect(
      log.some((e) => e.operation === 'permissions.groups.revoke' && e.bulkRunId === null),
    ).toBe(true);

    const calls = (await audit(`&bulkRun=${run.id}`)).body.entries;
    expect(calls).toHaveLength(3);
    expect(
      calls.every((e) => e.operation === 'permissions.groups.grant' && e.bulkRunId === run.id),
    ).toBe(true);
    expect(new Set(calls.map((e) => e.targetIds.companyDurableKey))).toEqual(new Set(companies));

    // Filtering by operation lists the calls of runs too.
    const byOp = (await audit('&operation=permissions.groups.grant')).body.entries;
    expect(byOp.filter((e) => e.bulkRunId === run.id)).toHaveLength(3);
  });

  it('refuses a run the role may not do, another tenant, and bad input', async () => {
    if (skip()) return;
    const byAuditor = await open(auditor, {
      tenant: 'nordrevision',
      action: 'addGroupMembers',
      total: 2,
    });
    expect(byAuditor.status).toBe(403);
    expect(byAuditor.body).toMatchObject({
      code: 'forbidden_role',
      params: { operation: 'addGroupMember' },
    });
    const elsewhere = await open(admin2, { tenant: 'sydekonomi', action: 'grantAccess', total: 2 });
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.body).toMatchObject({ code: 'tenant_not_allowed' });
    const denied = (await audit('&operation=bulk.run&outcome=denied')).body.entries;
    expect(denied.map((e) => e.username)).toEqual(expect.arrayContaining(['auditor']));

    for (const body of [
      { tenant: 'nordrevision', action: 'deleteEverything', total: 2 },
      { tenant: 'nordrevision', action: 'grantAccess', total: 0 },
      { tenant: 'nordrevision', action: 'grantAccess', total: 2, extra: 1 },
    ]) {
      const r = await open(admin, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body).toMatchObject({ code: 'invalid_request' });
    }
    const noCsrf = await admin.request('POST', '/api/bulk-runs', {
      json: { tenant: 'nordrevision', action: 'grantAccess', total: 1 },
      csrf: false,
    });
    expect(noCsrf.status).toBe(403);
    const signedOut = bff.client();
    const anonymous = await open(signedOut, {
      tenant: 'nordrevision',
      action: 'grantAccess',
      total: 1,
    });
    expect(anonymous.status).toBe(401);
  });

  it("refuses calls that name another account's run, an unknown run or another action", async () => {
    if (skip()) return;
    const run = (await open(admin, { tenant: 'nordrevision', action: 'grantAccess', total: 1 }))
      .body;
    const foreign = await grant(admin2, companies[1]!, run.id);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({
      code: 'bulk_run_not_found',
      params: { bulkRunId: run.id },
    });
    const unknown = await grant(admin, companies[1]!, 'zzzzzzzzzz');
    expect(unknown.status).toBe(404);
    const malformed = await grant(admin, companies[1]!, '../x');
    expect(malformed.status).toBe(404);
    const mismatch = await admin.request(
      'PUT',
      `/api/t/nordrevision/groups/${group.id}/members/any-user`,
      { headers: { 'x-bulk-run': run.id } },
    );
    expect(mismatch.status).toBe(400);
    expect(mismatch.body).toMatchObject({
      code: 'bulk_run_mismatch',
      params: { operation: 'addGroupMember', action: 'grantAccess' },
    });

    const otherClose = await admin2.request('PUT', '/api/bulk-runs', {
      json: { id: run.id, status: 'finished', done: 1, skipped: 0, failed: 0 },
    });
    expect(otherClose.status).toBe(404);
    expect(otherClose.body).toMatchObject({ code: 'bulk_run_not_found' });
    const tooMany = await admin.request('PUT', '/api/bulk-runs', {
      json: { id: run.id, status: 'finished', done: 1, skipped: 1, failed: 0 },
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toMatchObject({ code: 'invalid_request' });
    // Stopped, then continued and finished: the run keeps the last report.
    for (const status of ['stopped', 'running', 'finished'] as const) {
      const r = await admin.request<Run>('PUT', '/api/bulk-runs', {
        json: { id: run.id, status, done: status === 'finished' ? 1 : 0, skipped: 0, failed: 0 },
      });
      expect(r.status).toBe(200);
      expect(r.body.status).toBe(status);
      expect(r.body.endedAt === null).toBe(status === 'running');
    }
  });
});
