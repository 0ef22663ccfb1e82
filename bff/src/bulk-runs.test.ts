/**
 * Bulk runs (`/api/bulk-runs`, docs/BULK.md): a run is opened, its proxied calls name it in
 * `x-bulk-run` and are folded under the run's one audit entry, which says who did what to how
 * many. The run is the BFF's record: calls are admitted only while it runs and within its total,
 * its counts are what the calls did, and its end is for good; on SQLite and PostgreSQL.
 */
import { describe, expect, it } from 'vitest';
import {
  BACKENDS,
  admin,
  audit,
  bff,
  companies,
  fresh,
  grant,
  grantsInV1,
  group,
  groupHas,
  none,
  open,
  report,
  runOnLog,
  skip,
  useBulkRuns,
  type Run,
} from './bulk-runs.testing.js';

describe.each(BACKENDS)('bulk runs on $name', ({ pg }) => {
  useBulkRuns(pg);

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
