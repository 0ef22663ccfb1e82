import { z } from 'zod';
import { TenantId } from '../primitives.js';
import { BULK_ACTIONS } from '../rules.js';

/** A bulk run's id (the BFF's sortable ids: lower-case letters and digits). */
export const BulkRunId = z.string().regex(/^[0-9a-z]{1,64}$/);

/**
 * Bulk actions (docs/BULK.md): what a bulk run does, and the V1 operations its calls may use. V1
 * has no bulk operations: the browser makes one proxied call per item, each with `x-bulk-run`.
 * Opening a run needs the role that every one of its operations needs.
 */
export { BULK_ACTIONS };
export type BulkAction = keyof typeof BULK_ACTIONS;
export const BulkAction = z.enum(Object.keys(BULK_ACTIONS) as [BulkAction, ...BulkAction[]]);

/** The most items one run may announce. */
export const MAX_BULK_ITEMS = 100_000;

/**
 * Where a run stands. `running` is the only open state: the BFF admits the run's calls only
 * while it runs. `finished` (the browser sent every item) and `cancelled` (the person stopped
 * it) end it for good; nothing sets a run back to running. `stopped` (the session ended) is
 * found only on runs written before that rule: the BFF sets it no more, and it too has ended.
 */
export const BulkRunStatus = z.enum(['running', 'finished', 'cancelled', 'stopped']);
export type BulkRunStatus = z.infer<typeof BulkRunStatus>;

const count = z.number().int().min(0).max(MAX_BULK_ITEMS);

/** `POST /api/bulk-runs`: opens a run of `total` items in a tenant. */
export const BulkRunCreate = z.strictObject({
  tenant: TenantId,
  action: BulkAction,
  total: z.number().int().min(1).max(MAX_BULK_ITEMS),
});
export type BulkRunCreate = z.infer<typeof BulkRunCreate>;

/**
 * `PUT /api/bulk-runs`: the browser ends its run (`finished`, `cancelled`; `running` changes
 * nothing). The BFF counts `done` and `failed` itself from the calls' outcomes: a browser's
 * `done` and `failed` are accepted for tabs loaded before that and ignored. `skipped` (items the
 * browser made no call for) is taken when the run ends, at most the items the BFF saw no call of.
 */
export const BulkRunUpdate = z.strictObject({
  id: BulkRunId,
  status: z.enum(['running', 'finished', 'cancelled']),
  skipped: count.optional(),
  /** Ignored: the BFF's own count stands. */
  done: count.optional(),
  /** Ignored: the BFF's own count stands. */
  failed: count.optional(),
});
export type BulkRunUpdate = z.infer<typeof BulkRunUpdate>;

/** A bulk run as the BFF keeps it. */
export const BulkRun = z.object({
  id: z.string(),
  tenantId: z.string(),
  username: z.string(),
  action: BulkAction,
  total: z.number().int(),
  /** Calls V1 carried out (2xx), as the BFF counted them. */
  done: z.number().int(),
  /** Items the browser said it made no call for (taken when the run ended). */
  skipped: z.number().int(),
  /** Calls that failed (V1's refusal, a check of the BFF, a timeout), as the BFF counted them. */
  failed: z.number().int(),
  status: BulkRunStatus,
  /** ISO 8601. */
  startedAt: z.string(),
  /** When it ended (finished, cancelled); null while running. */
  endedAt: z.string().nullable(),
});
export type BulkRun = z.infer<typeof BulkRun>;
