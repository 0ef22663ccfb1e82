/**
 * What a bulk run refuses (docs/BULK.md): a run the role may not do, another tenant, bad input;
 * calls naming another account's run, an unknown run or another action; calls under a cancelled
 * run, before V1 is asked; and an ended run, which never runs again. On SQLite and PostgreSQL.
 */
import { describe, expect, it } from 'vitest';
import {
  BACKENDS,
  admin,
  admin2,
  audit,
  auditor,
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
} from './bulk-runs.testing.js';

describe.each(BACKENDS)('bulk runs refuse on $name', ({ pg }) => {
  useBulkRuns(pg);

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
});
