import type { ConsoleRole, OperationId } from '@ledger/contract';
import { OPERATIONS } from '../data/operations.js';
import { currentT } from '../../i18n/index.js';
import { codeLabel } from '../format/codeLabels.js';

export type Role = ConsoleRole;

// The contract's `roleCovers`, kept here: the entry chunk takes no value from the contract.
const RANK: Record<Role, number> = { auditor: 1, admin: 2, owner: 3 };
const roleCovers = (have: Role | null | undefined, need: Role): boolean =>
  !!have && (RANK[have] ?? 0) >= RANK[need];

/**
 * May a console role use a contract operation? Derived from the operation table only:
 * `auditor` operations are open to every role, `admin` operations to admins and owners.
 */
export function can(role: Role | null | undefined, id: OperationId): boolean {
  if (!role) return false;
  const needed = OPERATIONS[id]?.role;
  if (!needed) return false;
  return roleCovers(role, needed);
}

/**
 * Does the V1 service behind the BFF have the operation? V1.md's operations always; an extension
 * of our platform only when the session's `operations` (the BFF's answer) lists it.
 */
export function offered(
  operations: readonly string[] | null | undefined,
  id: OperationId,
): boolean {
  const op = OPERATIONS[id];
  if (!op) return false;
  return !op.extension || (operations?.includes(id) ?? false);
}

/** What decides whether a screen offers an operation: the signed-in role and the upstream's list. */
export interface Access {
  role: Role | null | undefined;
  operations: readonly string[] | null | undefined;
}

/**
 * The one check screens use: the role may use the operation and the V1 service has it. Hide what
 * fails it; `can` and `offered` tell the two reasons apart when a screen explains itself.
 */
export function allowed(access: Access | null | undefined, id: OperationId): boolean {
  return !!access && can(access.role, id) && offered(access.operations, id);
}

/** The audit log is a BFF route (not a V1 operation): admins (and owners) only. */
export function canReadAudit(role: Role | null | undefined): boolean {
  return roleCovers(role, 'admin');
}

/** Console access (accounts, set-up links, sessions): owners only. */
export function canManageAccess(role: Role | null | undefined): boolean {
  return role === 'owner';
}

/** How a role reads on screen (an unknown one, e.g. from an older audit entry, as it is). */
export function roleLabel(role: string): string {
  return codeLabel(currentT().enums.consoleRole, role);
}
