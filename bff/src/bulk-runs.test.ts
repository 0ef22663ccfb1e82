/**
 * Bulk runs (`/api/bulk-runs`, docs/BULK.md): a run is opened, its proxied calls name it in
 * `x-bulk-run` and are folded under the run's one audit entry, which says who did what to how
 * many. The run is the BFF's record: calls are admitted only while it runs and within its total,
 * its counts are what the calls did, and its end is for good; on SQLite and PostgreSQL.
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
  const grant = (c: Client, company: string, runId?: string, groupId = group.id) =>
    c.request('PUT', `/api/t/nordrevision/companies/${company}/permissions/groups/${groupId}`, {
      headers: runId ? { 'x-bulk-run': runId } : {},
    });
  const audit = (query = '') => admin.get<Page>(`/api/audit?tenant=nordrevision${query}`);
  const report = (c: Client, body: Record<string, unknown>) =>
    c.request<Run>('PUT', '/api/bulk-runs', { json: body });
  /** Counts as a browser of before this rule sent them with every report (now ignored). */
  const none = { done: 0, skipped: 0, failed: 0 };
  /** The run as the audit log shows it on its own entry. */
  const runOnLog = async (id: string) =>
    (await audit('&operation=bulk.run&limit=500')).body.entries.find(
      (e) => e.targetIds.bulkRunId === id,
    )?.bulk;
  /** How many group grants V1 itself has been asked for (its dev stats). */
  const grantsInV1 = async () =>
    Object.entries((await bff.stats()).requests)
      .filter(([k]) => /^PUT .*\/permissions\/groups\//.test(k))
      .reduce((n, [, v]) => n + v, 0);
  /** Whether V1 gives the group access to the company. */
  const groupHas = async (groupId: string, company: string) =>
    (
      await admin.get<{ groups: { id: string }[] }>(
        `/api/t/nordrevision/companies/${company}/permissions`,
      )
    ).body.groups.some((g) => g.id === groupId);
  /** A new group of no company, and `n` companies to give it. */
  let groups = 0;
  const fresh = async (n: number) => {
    const made = await admin.request<Group>('POST', '/api/t/nordrevision/groups', {
      json: { name: `Bulk ${pg ? 'pg' : 'sqlite'} ${++groups}` },
    });
    expect(made.status, made.text).toBe(200);
    const all = (await admin.get<Company[]>('/api/t/nordrevision/companies')).body;
    expect(all.length).toBeGreaterThanOrEqual(n);
    return { to: made.body.id, keys: all.slice(0, n).map((c) => c.durableKey) };
  };

  it('folds the calls of a run under its one entry, with the counts the BFF made', async () => {
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
    const unknownClose = await report(admin, { id: 'zzzzzzzzzz', status: 'finished' });
    expect(unknownClose.status).toBe(404);
    for (const body of [
      { id: run.id, status: 'stopped' },
      { id: run.id, status: 'finished', skipped: -1 },
      { id: run.id, status: 'finished', extra: 1 },
    ]) {
      const r = await report(admin, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body).toMatchObject({ code: 'invalid_request' });
    }
    // None of the refused calls took a place: the run's one call can still be made.
    expect((await grant(admin, companies[1]!, run.id)).status).toBe(204);
    expect(await runOnLog(run.id)).toMatchObject({ done: 1, failed: 0, status: 'running' });
  });
  it('refuses a call under a cancelled run before V1 is asked, and audits it as denied', async () => {
    if (skip()) return;
    const {
      to,
      keys: [first, second],
    } = await fresh(2);
    const run = (await open(admin, { tenant: 'nordrevision', action: 'grantAccess', total: 3 }))
      .body;
    expect((await grant(admin, first!, run.id, to)).status).toBe(204);
    const cancelled = await report(admin, {
      id: run.id,
      status: 'cancelled',
      done: 1,
      skipped: 0,
      failed: 0,
    });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', done: 1, failed: 0 });
    expect(cancelled.body.endedAt).not.toBeNull();

    const before = await grantsInV1();
    const refused = await grant(admin, second!, run.id, to);
    expect(refused.status, refused.text).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'bulk_run_ended',
      message: 'this bulk run has ended (cancelled); start a new one',
      params: { bulkRunId: run.id, status: 'cancelled' },
    });
    expect(await grantsInV1()).toBe(before);
    expect(await groupHas(to, first!)).toBe(true);
    expect(await groupHas(to, second!)).toBe(false);

    // The refusal is one of the run's calls on the log; the run's counts are unchanged.
    const calls = (await audit(`&bulkRun=${run.id}`)).body.entries;
    expect(calls.map((e) => [e.outcome, e.status, e.targetIds.companyDurableKey])).toEqual([
      ['denied', 409, second],
      ['success', 204, first],
    ]);
    expect(await runOnLog(run.id)).toMatchObject({ done: 1, failed: 0, status: 'cancelled' });
  });

  it('ends a run for good: never back to running, nor to another end', async () => {
    if (skip()) return;
    const {
      keys: [company],
    } = await fresh(1);
    const run = (await open(admin, { tenant: 'nordrevision', action: 'grantAccess', total: 2 }))
      .body;
    // `running` while it runs changes nothing.
    const still = await report(admin, { id: run.id, status: 'running', ...none });
    expect(still.status).toBe(200);
    expect(still.body).toMatchObject({ status: 'running', endedAt: null });
    expect((await grant(admin, company!, run.id)).status).toBe(204);
    const finished = await report(admin, {
      id: run.id,
      status: 'finished',
      done: 1,
      skipped: 1,
      failed: 0,
    });
    expect(finished.status).toBe(200);
    expect(finished.body).toMatchObject({ status: 'finished', done: 1, skipped: 1 });

    for (const status of ['running', 'cancelled']) {
      const r = await report(admin, { id: run.id, status, ...none });
      expect(r.status, status).toBe(409);
      expect(r.body).toMatchObject({
        code: 'bulk_run_ended',
        params: { bulkRunId: run.id, status: 'finished' },
      });
    }
    // The same end again (an answer lost on the way) is no change.
    const again = await report(admin, { id: run.id, status: 'finished', ...none });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(finished.body);
    expect(await runOnLog(run.id)).toEqual(finished.body);
    const late = await grant(admin, company!, run.id);
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ code: 'bulk_run_ended' });
  });

  it("counts what the calls did; the browser's counts change nothing", async () => {
    if (skip()) return;
    const {
      keys: [a, b, c],
    } = await fresh(3);
    const run = (await open(admin, { tenant: 'nordrevision', action: 'grantAccess', total: 5 }))
      .body;
    expect((await grant(admin, a!, run.id)).status).toBe(204);
    expect((await grant(admin, b!, run.id)).status).toBe(204);
    // V1 knows no such company: a failed call.
    const missing = await grant(admin, '00000000-0000-4000-8000-000000000000', run.id);
    expect(missing.status).toBe(404);
    // Turned away by V1 with 429 and 503: not carried out, not counted, the place given back.
    for (const status of [429, 503]) {
      await bff.faults({ rate: 1, status, methods: ['PUT'], paths: ['/companies'] });
      const busy = await grant(admin, c!, run.id);
      await bff.faults(null);
      expect(busy.status).toBe(status);
    }
    // While it runs, reported counts are not taken, lower or higher.
    const higher = await report(admin, {
      id: run.id,
      status: 'running',
      done: 5,
      skipped: 0,
      failed: 0,
    });
    expect(higher.status).toBe(200);
    expect(higher.body).toMatchObject({ done: 2, failed: 1, skipped: 0, status: 'running' });

    // Ended with lower counts than the BFF's and more skipped than are left: the BFF's stand,
    // and skipped is at most the items no call was made for (5 - 2 done - 1 failed).
    const ended = await report(admin, {
      id: run.id,
      status: 'finished',
      done: 0,
      failed: 0,
      skipped: 5,
    });
    expect(ended.status, ended.text).toBe(200);
    expect(ended.body).toMatchObject({ done: 2, failed: 1, skipped: 2, status: 'finished' });
    expect(await runOnLog(run.id)).toMatchObject({ total: 5, done: 2, failed: 1, skipped: 2 });
    const calls = (await audit(`&bulkRun=${run.id}`)).body.entries;
    expect(calls.map((e) => e.status).sort()).toEqual([204, 204, 404, 429, 503]);

    // Another run, ended with higher counts than its calls made: the BFF's stand.
    const other = (await open(admin, { tenant: 'nordrevision', action: 'grantAccess', total: 3 }))
      .body;
    expect((await grant(admin, a!, other.id)).status).toBe(204);
    const inflated = await report(admin, {
      id: other.id,
      status: 'finished',
      done: 3,
      failed: 0,
      skipped: 0,
    });
    expect(inflated.body).toMatchObject({ done: 1, failed: 0, skipped: 0 });
  });

  it('refuses calls beyond the total before V1 is asked, also when they come at once', async () => {
    if (skip()) return;
    const { to, keys } = await fresh(4);
    const run = (await open(admin, { tenant: 'nordrevision', action: 'grantAccess', total: 2 }))
      .body;
    const before = await grantsInV1();
    const answers = await Promise.all(keys.map((key) => grant(admin, key, run.id, to)));
    expect(answers.map((r) => r.status).sort()).toEqual([204, 204, 409, 409]);
    for (const r of answers.filter((r) => r.status === 409))
      expect(r.body).toMatchObject({
        code: 'bulk_run_full',
        message: 'this bulk run is full (total 2); start a new one',
        params: { bulkRunId: run.id, total: 2 },
      });
    expect((await grantsInV1()) - before).toBe(2);
    for (const [i, key] of keys.entries())
      expect(await groupHas(to, key)).toBe(answers[i]!.status === 204);
    const calls = (await audit(`&bulkRun=${run.id}`)).body.entries;
    expect(calls.filter((e) => e.outcome === 'denied').map((e) => e.status)).toEqual([409, 409]);
    expect(await runOnLog(run.id)).toMatchObject({ done: 2, failed: 0, status: 'running' });
    // Skipped items are the browser's word only for the items no call was made for.
    const ended = await report(admin, { id: run.id, status: 'finished', ...none, skipped: 2 });
    expect(ended.body).toMatchObject({ done: 2, skipped: 0 });
  });
});
