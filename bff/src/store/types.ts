/** What the store's users read and write (the rows as the BFF sees them). */
import type { BulkRun, SignOffKind } from '@ledger/contract';

export type StoreCheck = { ready: true } | { ready: false; kind: string; reason: string };

export type Role = 'owner' | 'admin' | 'auditor';
export const ROLES: readonly Role[] = ['owner', 'admin', 'auditor'];

export interface Account {
  username: string;
  passwordHash: string;
  role: Role;
  tenants: string[];
  createdAt: number;
  updatedAt: number;
  /** As stored: the route that writes it takes only the supported languages. */
  language: string | null;
  /** The V1 user the account is linked to in each tenant (`{tenantId: userId}`); empty: unlinked. */
  platformUsers: Record<string, string>;
}

export interface SessionRow {
  id: string;
  username: string;
  createdAt: number;
  lastSeen: number;
  revokedAt: number | null;
  role: Role;
  tenants: string[];
  language: string | null;
  platformUsers: Record<string, string>;
}

export type AuditOutcome = 'success' | 'failure' | 'denied';
export interface AuditEntry {
  id: string;
  at: string;
  username: string | null;
  role: string | null;
  tenantId: string | null;
  operation: string;
  method: string | null;
  path: string | null;
  targetIds: Record<string, string>;
  outcome: AuditOutcome;
  status: number;
  requestId: string | null;
  /** The bulk run the call was made in, or null. */
  bulkRunId: string | null;
  /** On a run's own entry (`bulk.run`): the run as it stands. */
  bulk?: BulkRun;
}
export type AuditInput = Omit<AuditEntry, 'id' | 'at' | 'bulkRunId' | 'bulk'> & {
  at?: string;
  bulkRunId?: string | null;
};

/** The audit log's operation name of a bulk run's own entry. */
export const BULK_RUN_AUDIT = 'bulk.run';

/**
 * How an admitted call of a bulk run counts: `done` (V1 carried it out), `failed`, or `released`
 * (turned away with 429 or 503, not carried out: its place goes back to the run).
 */
export type BulkCallResult = 'done' | 'failed' | 'released';

/** Whether a bulk run took a call: refused when it has ended, is full, or is missing. */
export type BulkCallAdmission =
  | { admitted: true }
  | { admitted: false; why: 'missing' }
  | { admitted: false; why: 'ended' | 'full'; run: BulkRun };

export interface AuditQuery {
  /**
   * Whose log this is: only entries of these tenants, and the entries without a tenant (sign-ins,
   * languages) of these accounts. Every read of the log through the API names it.
   */
  visibleTo?: { tenants: readonly string[]; usernames: readonly string[] } | undefined;
  tenant?: string | undefined;
  /** With `tenant`: the entries without a tenant too. */
  withoutTenant?: '1' | undefined;
  user?: string | undefined;
  operation?: string | undefined;
  outcome?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  cursor?: string | undefined;
  /**
   * Only the calls of this bulk run. Without it (and without `operation`), calls made in bulk runs
   * are left out: their run's entry stands for them.
   */
  bulkRun?: string | undefined;
  limit: number;
}

/** Where review marks belong: a financial year of a company of a tenant. */
export interface ReviewYear {
  tenantId: string;
  companyKey: string;
  financialYearId: string;
}

/** Whose materiality levels: an audit assignment of a company of a tenant. */
export interface MaterialityKey {
  tenantId: string;
  companyKey: string;
  assignmentId: string;
}
/** Materiality levels as set: overall in kronor (null: none), the shares in per cent. */
export interface MaterialitySetting {
  overall: number | null;
  performanceShare: number;
  trivialShare: number;
  updatedBy: string;
  /** ISO 8601. */
  updatedAt: string;
}

/** What is signed off: an account or statement line of a financial year. */
export interface SignOffKey extends ReviewYear {
  kind: SignOffKind;
  item: string;
}
/** Who acted and when (the BFF's clock, ms). */
export interface SignOffActor {
  username: string;
  now: number;
}
/** A sign-off change the store refused, and why (409 `signoff_conflict`). */
export type SignOffRefusal = 'not_prepared' | 'reviewed' | 'note_cleared';

/** A voucher of a financial year, by its series and number. */
export interface VoucherKey extends ReviewYear {
  series: string;
  number: string;
}
