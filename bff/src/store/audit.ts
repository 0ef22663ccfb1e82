import type { Kysely } from 'kysely';
import type { BulkAction, BulkRun, BulkRunStatus } from '@ledger/contract';
import { num, sql } from './db.js';
import type { DB } from './db.js';
import { RecordStore } from './records.js';
import { sortableId, toBulkRun } from './rows.js';
import { BULK_RUN_AUDIT } from './types.js';
import type {
  AuditEntry,
  AuditInput,
  AuditOutcome,
  AuditQuery,
  BulkCallAdmission,
  BulkCallResult,
} from './types.js';

/** The audit log, and the bulk runs whose own entries stand for their calls in it. */
export class AuditStore extends RecordStore {
  // ---- audit log -------------------------------------------------------------------
  /**
   * Appends one entry. `settle`: the entry is that of a call admitted to a bulk run
   * (`admitBulkCall`), whose outcome is counted in the run in the same transaction.
   */
  async appendAudit(e: AuditInput, now = Date.now(), settle?: BulkCallResult): Promise<string> {
    const id = sortableId(now);
    if (settle && e.bulkRunId) {
      const runId = e.bulkRunId;
      await this.o.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('audit_log')
          .values(this.auditRow(id, e, now))
          .execute();
        await settleCall(trx, runId, settle);
      });
      return id;
    }
    await this.o.db
      .insertInto('audit_log')
      .values(this.auditRow(id, e, now))
      .execute();
    return id;
  }

  private auditRow(id: string, e: AuditInput, now: number) {
    return {
      id,
      at: e.at ?? new Date(now).toISOString(),
      username: e.username,
      role: e.role,
      tenant_id: e.tenantId,
      operation: e.operation,
      method: e.method,
      path: e.path,
      target_ids: JSON.stringify(e.targetIds),
      outcome: e.outcome,
      status: e.status,
      request_id: e.requestId,
      bulk_run_id: e.bulkRunId ?? null,
    };
  }

  /** Newest first; `nextCursor` is the last entry's id when more may follow. */
  async queryAudit(q: AuditQuery): Promise<{ entries: AuditEntry[]; nextCursor: string | null }> {
    let s = this.o.db.selectFrom('audit_log').selectAll();
    const seer = q.visibleTo;
    if (seer)
      // eb.or of nothing is false: a reader with no tenants and no accounts sees nothing.
      s = s.where((eb) =>
        eb.or([
          ...(seer.tenants.length ? [eb('tenant_id', 'in', [...seer.tenants])] : []),
          ...(seer.usernames.length
            ? [eb.and([eb('tenant_id', 'is', null), eb('username', 'in', [...seer.usernames])])]
            : []),
        ]),
      );
    const tenant = q.tenant;
    if (tenant)
      s = q.withoutTenant
        ? s.where((eb) => eb.or([eb('tenant_id', '=', tenant), eb('tenant_id', 'is', null)]))
        : s.where('tenant_id', '=', tenant);
    if (q.user) s = s.where('username', '=', q.user);
    if (q.operation) s = s.where('operation', '=', q.operation);
    if (q.outcome) s = s.where('outcome', '=', q.outcome);
    if (q.from) s = s.where('at', '>=', q.from);
    if (q.to) s = s.where('at', '<=', q.to);
    if (q.cursor) s = s.where('id', '<', q.cursor);
    // A run's calls are folded under its own entry, unless they are asked for (by run or operation).
    if (q.bulkRun) s = s.where('bulk_run_id', '=', q.bulkRun);
    else if (!q.operation) s = s.where('bulk_run_id', 'is', null);
    const rows = await s
      .orderBy('id', 'desc')
      .limit(q.limit + 1)
      .execute();
    const more = rows.length > q.limit;
    const entries = rows.slice(0, q.limit).map((r): AuditEntry => ({
      id: r.id,
      at: r.at,
      username: r.username,
      role: r.role,
      tenantId: r.tenant_id,
      operation: r.operation,
      method: r.method,
      path: r.path,
      targetIds: JSON.parse(r.target_ids) as Record<string, string>,
      outcome: r.outcome as AuditOutcome,
      status: num(r.status),
      requestId: r.request_id,
      bulkRunId: r.bulk_run_id,
    }));
    // A run's own entry says how the run stands (one query for the page's runs).
    const runIds = entries
      .filter((e) => e.operation === BULK_RUN_AUDIT && e.targetIds.bulkRunId)
      .map((e) => e.targetIds.bulkRunId!);
    if (runIds.length) {
      const runs = await this.o.db
        .selectFrom('bulk_runs')
        .selectAll()
        .where('id', 'in', runIds)
        .execute();
      const byId = new Map(runs.map((r) => [r.id, toBulkRun(r)]));
      for (const e of entries) {
        const run =
          e.operation === BULK_RUN_AUDIT ? byId.get(e.targetIds.bulkRunId ?? '') : undefined;
        if (run) e.bulk = run;
      }
    }
    return { entries, nextCursor: more ? (entries.at(-1)?.id ?? null) : null };
  }

  /** How many audit entries of the tenant were written at or after `from` (ISO). */
  async countAudit(tenantId: string, from: string): Promise<number> {
    const row = await this.o.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('tenant_id', '=', tenantId)
      .where('at', '>=', from)
      .executeTakeFirst();
    return num(row?.n ?? 0);
  }

  // ---- bulk runs ---------------------------------------------------------------------
  /**
   * Opens a bulk run and writes its one audit entry (`bulk.run`, naming the action and the
   * number of items), in one transaction.
   */
  async openBulkRun(
    r: { tenantId: string; username: string; role: string; action: BulkAction; total: number },
    audit: { method: string; path: string; requestId: string },
    now = Date.now(),
  ): Promise<BulkRun> {
    const run: BulkRun = {
      id: sortableId(now),
      tenantId: r.tenantId,
      username: r.username,
      action: r.action,
      total: r.total,
      done: 0,
      skipped: 0,
      failed: 0,
      status: 'running',
      startedAt: new Date(now).toISOString(),
      endedAt: null,
    };
    await this.o.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('bulk_runs')
        .values({
          id: run.id,
          tenant_id: run.tenantId,
          username: run.username,
          action: run.action,
          total: run.total,
          done: 0,
          skipped: 0,
          failed: 0,
          in_flight: 0,
          status: run.status,
          started_at: run.startedAt,
          ended_at: null,
        })
        .execute();
      await trx
        .insertInto('audit_log')
        .values({
          id: sortableId(now),
          at: run.startedAt,
          username: r.username,
          role: r.role,
          tenant_id: r.tenantId,
          operation: BULK_RUN_AUDIT,
          method: audit.method,
          path: audit.path,
          target_ids: JSON.stringify({
            bulkRunId: run.id,
            action: run.action,
            total: String(run.total),
          }),
          outcome: 'success',
          status: 201,
          request_id: audit.requestId,
          bulk_run_id: null,
        })
        .execute();
    });
    return run;
  }

  async getBulkRun(id: string): Promise<BulkRun | undefined> {
    const r = await this.o.db
      .selectFrom('bulk_runs')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return r && toBulkRun(r);
  }

  /**
   * Takes a place for one call in a running run: at most `total` calls are admitted (done,
   * failed or in flight). A call V1 or the BFF turned away with 429 or 503 gives its place back
   * (`settle` 'released'). Refused: why (the run has ended, or every place is taken).
   */
  async admitBulkCall(id: string): Promise<BulkCallAdmission> {
    const r = await this.o.db
      .updateTable('bulk_runs')
      .set((eb) => ({ in_flight: eb('in_flight', '+', 1) }))
      .where('id', '=', id)
      .where('status', '=', 'running')
      .where((eb) =>
        eb(eb(eb('done', '+', eb.ref('failed')), '+', eb.ref('in_flight')), '<', eb.ref('total')),
      )
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) === 1) return { admitted: true };
    const run = await this.getBulkRun(id);
    if (!run) return { admitted: false, why: 'missing' };
    return run.status === 'running'
      ? { admitted: false, why: 'full', run }
      : { admitted: false, why: 'ended', run };
  }

  /** Counts the outcome of an admitted call whose audit entry could not be written. */
  async settleBulkCall(id: string, result: BulkCallResult): Promise<void> {
    await settleCall(this.o.db, id, result);
  }

  /**
   * Ends a running run for good (`finished`, `cancelled`), with the browser's `skipped` taken at
   * most up to the items no call was admitted for. The run as it stands afterwards, and whether
   * this call ended it (false: it had ended already, or there is no such run).
   */
  async endBulkRun(
    id: string,
    u: { status: Exclude<BulkRunStatus, 'running'>; skipped: number },
    now = Date.now(),
  ): Promise<{ ended: boolean; run: BulkRun | undefined }> {
    const left = sql<number>`total - done - failed - in_flight`;
    const reported = sql<number>`cast(${u.skipped} as integer)`;
    const skipped = sql<number>`case when ${reported} < ${left} then ${reported} else ${left} end`;
    const r = await this.o.db
      .updateTable('bulk_runs')
      .set({ status: u.status, skipped, ended_at: new Date(now).toISOString() })
      .where('id', '=', id)
      .where('status', '=', 'running')
      .executeTakeFirst();
    return { ended: Number(r.numUpdatedRows) === 1, run: await this.getBulkRun(id) };
  }
}

/** Counts one admitted call's outcome in its run (whatever the run's status now). */
async function settleCall(
  db: Pick<Kysely<DB>, 'updateTable'>,
  id: string,
  result: BulkCallResult,
): Promise<void> {
  await db
    .updateTable('bulk_runs')
    .set((eb) => ({
      in_flight: eb('in_flight', '-', 1),
      ...(result === 'done' ? { done: eb('done', '+', 1) } : {}),
      ...(result === 'failed' ? { failed: eb('failed', '+', 1) } : {}),
    }))
    .where('id', '=', id)
    .where('in_flight', '>', 0)
    .execute();
}
