import type { BulkAction, BulkRun, BulkRunStatus } from '@ledger/contract';
import { sql } from './db.js';
import { AuditLog, settleCall } from './audit.js';
import type { StoreHandle } from './core.js';
import { sortableId, toBulkRun } from './rows.js';
import { BULK_RUN_AUDIT } from './types.js';
import type { BulkCallAdmission, BulkCallResult } from './types.js';

/** Bulk runs: one audit entry each stands for their calls in the log (audit.ts). */
export class BulkRunRepository {
  constructor(private readonly h: StoreHandle) {}

  /**
   * Opens a bulk run and writes its one audit entry (`bulk.run`, naming the action and the
   * number of items), in one transaction.
   */
  async open(
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
    await this.h.transaction(async (tx) => {
      await tx.db
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
      await new AuditLog(tx).append(
        {
          at: run.startedAt,
          username: r.username,
          role: r.role,
          tenantId: r.tenantId,
          operation: BULK_RUN_AUDIT,
          method: audit.method,
          path: audit.path,
          targetIds: { bulkRunId: run.id, action: run.action, total: String(run.total) },
          outcome: 'success',
          status: 201,
          requestId: audit.requestId,
        },
        now,
      );
    });
    return run;
  }

  async find(id: string): Promise<BulkRun | undefined> {
    const r = await this.h.db
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
  async admitCall(id: string): Promise<BulkCallAdmission> {
    const r = await this.h.db
      .updateTable('bulk_runs')
      .set((eb) => ({ in_flight: eb('in_flight', '+', 1) }))
      .where('id', '=', id)
      .where('status', '=', 'running')
      .where((eb) =>
        eb(eb(eb('done', '+', eb.ref('failed')), '+', eb.ref('in_flight')), '<', eb.ref('total')),
      )
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) === 1) return { admitted: true };
    const run = await this.find(id);
    if (!run) return { admitted: false, why: 'missing' };
    return run.status === 'running'
      ? { admitted: false, why: 'full', run }
      : { admitted: false, why: 'ended', run };
  }

  /** Counts one admitted call's outcome in its run (whatever the run's status now). */
  async settleCall(id: string, result: BulkCallResult): Promise<void> {
    await settleCall(this.h.db, id, result);
  }

  /**
   * Ends a running run for good (`finished`, `cancelled`), with the browser's `skipped` taken at
   * most up to the items no call was admitted for. The run as it stands afterwards, and whether
   * this call ended it (false: it had ended already, or there is no such run).
   */
  async end(
    id: string,
    u: { status: Exclude<BulkRunStatus, 'running'>; skipped: number },
    now = Date.now(),
  ): Promise<{ ended: boolean; run: BulkRun | undefined }> {
    const left = sql<number>`total - done - failed - in_flight`;
    const reported = sql<number>`cast(${u.skipped} as integer)`;
    const skipped = sql<number>`case when ${reported} < ${left} then ${reported} else ${left} end`;
    const r = await this.h.db
      .updateTable('bulk_runs')
      .set({ status: u.status, skipped, ended_at: new Date(now).toISOString() })
      .where('id', '=', id)
      .where('status', '=', 'running')
      .executeTakeFirst();
    return { ended: Number(r.numUpdatedRows) === 1, run: await this.find(id) };
  }
}
