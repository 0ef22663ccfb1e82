// One V1 operation as the contract describes it, and what the tables of operations share.
import { z } from 'zod';
import { CompactDate, DurableKey, PlainId, UuidV4 } from './primitives.js';
import * as R from './resources.js';
import { issueText } from './issues.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
/**
 * A console account's role: `owner` (everything an admin may, and console access: the accounts
 * and sessions), `admin`, `auditor`.
 */
export type ConsoleRole = 'owner' | 'admin' | 'auditor';
/** The least console role an operation needs: `auditor` operations are open to admins too. */
export type OperationRole = 'admin' | 'auditor';

const RANK: Record<ConsoleRole, number> = { auditor: 1, admin: 2, owner: 3 };
/** Whether an account of role `have` may do what needs `need` (owner > admin > auditor). */
export const roleCovers = (have: ConsoleRole | null | undefined, need: ConsoleRole): boolean =>
  !!have && (RANK[have] ?? 0) >= RANK[need];

export interface Operation {
  /** Stable operation id (also the OpenAPI operationId). */
  id: string;
  method: HttpMethod;
  /** V1 path without the `/v1` prefix, params as `{name}`. */
  path: string;
  summary: string;
  params?: z.ZodObject;
  query?: z.ZodType;
  /** JSON body schema, or `multipart` for the file upload. */
  body?: z.ZodType | 'multipart';
  /** Success status and body schema (`null` for an empty 204 answer). */
  status: number;
  response: z.ZodType | null;
  role: OperationRole;
  /** Audit-log name for mutating operations; null for reads. */
  audit: string | null;
  /**
   * What the audit entry takes from a successful answer, `{targetKey: answerField}`: a create
   * names the id it made and its name (from each element where the answer is a list).
   */
  auditAnswer?: Readonly<Record<string, string>>;
  /** Path parameters whose invalid value names no resource: 404, not 400 (an unknown enum value). */
  notFoundParams?: readonly string[];
  /** V1.md declares the answer as one item or a list of them: one item means a list of one. */
  answerMayBeOne?: boolean;
  /** V1.md's operation name where it gives one (both financial-year listings share one). */
  operationName?: string;
  /** OAuth scope the platform requires. */
  scope?: 'companyinformation';
  /** Not in the V1 description: our platform adds it for the console (docs/PLATFORM.md). */
  extension?: boolean;
  deprecated?: boolean;
  /** Replaced-by path for deprecated operations. */
  successor?: string;
}

export const CompanyParams = z.object({ companyDurableKey: DurableKey });
export const UserParams = z.object({ userId: PlainId });
export const GroupParams = z.object({ groupId: PlainId });
export const MemberParams = z.object({ groupId: PlainId, userId: PlainId });
export const UserPermissionParams = z.object({ companyDurableKey: DurableKey, userId: PlainId });
export const GroupPermissionParams = z.object({ companyDurableKey: DurableKey, groupId: PlainId });
export const FinancialYearParams = z.object({
  companyDurableKey: DurableKey,
  financialYearId: DurableKey,
});
export const FileParams = z.object({ companyDurableKey: DurableKey, fileId: DurableKey });
export const AssignmentParams = z.object({
  companyDurableKey: DurableKey,
  auditAssignmentId: UuidV4,
});
export const AssignmentListQuery = z.object({ financialYearId: DurableKey.optional() });
export const BalancesQuery = z
  .object({ startDate: CompactDate, endDate: CompactDate })
  .refine((q) => q.startDate <= q.endDate, {
    path: ['endDate'],
    message: issueText('before_start'),
  });

export const C = 'companyinformation' as const;

/** V1's GetFinancialYears, served on its current and its deprecated path. */
export const readFinancialYears = {
  method: 'GET',
  operationName: 'GetFinancialYears',
  params: CompanyParams,
  status: 200,
  response: z.array(R.FinancialYear),
  role: 'auditor',
  audit: null,
  scope: C,
} as const;

/** `/companies/{companyDurableKey}` -> `/companies/:companyDurableKey` (Hono route syntax). */
export function toRoutePath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

/** Fill `{name}` placeholders with encoded values. */
export function fillPath(path: string, params: Record<string, string>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path param ${name}`);
    return encodeURIComponent(value);
  });
}

export const isMutating = (op: Pick<Operation, 'method'>) => op.method !== 'GET';
