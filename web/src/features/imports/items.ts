import { ApiError, callOp, type OpBody } from '../../lib/data/api.js';
import type { BulkItem, BulkOutcome } from '../../lib/bulk/types.js';
import { currentT } from '../../i18n/index.js';
import type { CheckedCompany, CheckedInvitation, CheckedRow } from './checks.js';

/*
 * The rows the preview passed, as bulk items: one V1 call each through the BFF's proxy. A 409
 * (`upstream_conflict`) means the address or organisation number was taken after the preview
 * (or by an earlier try of the same item, whose answer was lost): the item is skipped with the
 * reason, not failed. Any other error is thrown for the runner to show and retry.
 */

function conflictSkips(reason: () => string) {
  return (e: unknown): BulkOutcome => {
    if (e instanceof ApiError && e.code === 'upstream_conflict')
      return { status: 'skipped', reason: reason() };
    throw e;
  };
}

const ready = <R extends { body: unknown; problems: unknown[] }>(rows: readonly R[]) =>
  rows.filter((r) => r.body !== null && r.problems.length === 0) as (R & {
    body: NonNullable<R['body']>;
  })[];

/**
 * One call of `op` per row the preview passed, with the row's body; a conflict skips the row with
 * the reason `skipped` gives (in the language active when the run reaches it).
 */
function oneCallPerRow<Id extends 'createInvitations' | 'createCompany'>(
  tenant: string,
  op: Id,
  rows: readonly CheckedRow<string, OpBody<Id>>[],
  skipped: () => string,
): BulkItem[] {
  return ready(rows).map((r) => ({
    key: r.key,
    label: r.label,
    run: (ctx) =>
      callOp(tenant, op, { body: r.body, signal: ctx.signal, headers: ctx.headers }).then(
        (): BulkOutcome => ({ status: 'done' }),
        conflictSkips(skipped),
      ),
  }));
}

/** One `createInvitations` per row: its address, with its groups and modules. */
export function invitationItems(tenant: string, rows: readonly CheckedInvitation[]): BulkItem[] {
  return oneCallPerRow(
    tenant,
    'createInvitations',
    rows,
    () => currentT().imports.skipped.invitation,
  );
}

/** One `createCompany` per row: V1's CompanyCreate as the contract parsed it. */
export function companyItems(tenant: string, rows: readonly CheckedCompany[]): BulkItem[] {
  return oneCallPerRow(tenant, 'createCompany', rows, () => currentT().imports.skipped.company);
}
