import { z } from 'zod';
import { TenantId } from '../primitives.js';
import { issueText } from '../issues.js';
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
 * Where a run stands: `running` (items being sent), `finished` (every item done, skipped or
 * failed), `cancelled` (the person stopped it), `stopped` (the session ended; it may continue).
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

/** `PUT /api/bulk-runs`: the run's counts and status as they stand (again after a retry). */
export const BulkRunUpdate = z
  .strictObject({
    id: BulkRunId,
    status: BulkRunStatus,
    done: count,
    skipped: count,
    failed: count,
  })
  .refine((u) => u.done + u.skipped + u.failed <= MAX_BULK_ITEMS, {
    message: issueText('max_value', { max: MAX_BULK_ITEMS }),
    path: ['done'],
  });
export type BulkRunUpdate = z.infer<typeof BulkRunUpdate>;

/** A bulk run as the BFF keeps it. */
export const BulkRun = z.object({
  id: z.string(),
  tenantId: z.string(),
  username: z.string(),
  action: BulkAction,
  total: z.number().int(),
  done: z.number().int(),
  skipped: z.number().int(),
  failed: z.number().int(),
  status: BulkRunStatus,
  /** ISO 8601. */
  startedAt: z.string(),
  /** When it last reported an end (finished, cancelled, stopped); null while running. */
  endedAt: z.string().nullable(),
});
export type BulkRun = z.infer<typeof BulkRun>;
