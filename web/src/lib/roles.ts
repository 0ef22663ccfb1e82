import type { ConsoleRole, OperationId } from 'bff/contract';
import { OPERATIONS } from './operations.js';

export type Role = ConsoleRole;

/**
 * May a console role use a contract operation? Derived from the operation table only:
 * `auditor` operations are open to both roles, `admin` operations to admins.
 */
export function can(role: Role | null | undefined, id: OperationId): boolean {
  if (!role) return false;
  const needed = OPERATIONS[id]?.role;
  if (!needed) return false;
  return role === 'admin' || needed === 'auditor';
}

/** The audit log is a BFF route (not a V1 operation): admins only. */
export function canReadAudit(role: Role | null | undefined): boolean {
  return role === 'admin';
}

/** How a role reads on screen (an unknown one, e.g. from an older audit entry, as it is). */
export function roleLabel(role: string): string {
  return role === 'admin' ? 'Administrator' : role === 'auditor' ? 'Auditor' : role;
}
