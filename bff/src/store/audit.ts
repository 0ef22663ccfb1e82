import type { Kysely } from 'kysely';
import { num } from './db.js';
import type { DB } from './tables.js';
import type { StoreHandle } from './core.js';
import { sortableId, toBulkRun } from './rows.js';
import { BULK_RUN_AUDIT } from './types.js';
import type { AuditEntry, AuditInput, AuditOutcome, AuditQuery, BulkCallResult } from './types.js';

/**
 * The audit log: appended only. A bulk run's own entry stands for its calls (bulk-runs.ts); a
 * call's entry and its count in the run are written in one transaction.
 */
export class AuditLog {
  constructor(private readonly h: StoreHandle) {}

  /**
   * Appends one entry. `settle`: the entry is that of a call admitted to a bulk run
   * (`admitBulkCall`), whose outcome is counted in the run in the same transaction.
   */
  async append(e: AuditInput, now = Date.now(), settle?: BulkCallResult): Promise<string> {
    const id = sortableId(now);
    const runId = e.bulkRunId;
    if (settle && runId) {
      await this.h.transaction(async (tx) => {
        await tx.db
          .insertInto('audit_log')
          .values(this.auditRow(id, e, now))
          .execute();
        await settleCall(tx.db, runId, settle);
      });
      return id;
    }
    await this.h.db
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
  async query(q: AuditQuery): Promise<{ entries: AuditEntry[]; nextCursor: string | null }> {
    let s = this.h.db.selectFrom('audit_log').selectAll();
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
      const runs = await this.h.db
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
  async count(tenantId: string, from: string): Promise<number> {
    const row = await this.h.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('tenant_id', '=', tenantId)
      .where('at', '>=', from)
      .executeTakeFirst();
    return num(row?.n ?? 0);
  }
}

/** Counts one admitted call's outcome in its run (whatever the run's status now). */
export async function settleCall(
  db: Kysely<DB>,
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
