// One V1 operation as the contract describes it, and what the tables of operations share.
import { z } from 'zod';
import { CompactDate, DurableKey, PlainId, plainText, UuidV4 } from './primitives.js';
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

/**
 * What the BFF does after a successful call beyond relaying it, which it reads from here and
 * nowhere else (every operation says, even when none, so a new one cannot be forgotten):
 * - `companyScopes`: it may change who sees which company (a company's permissions, a group's
 *   members, a user's groups, which companies exist), so the tenant's company scopes are computed
 *   again.
 * - `openAssignments`: it may change the overview's open assignments without work materiality,
 *   so that answer is computed again.
 * - `uploadStatuses`: its answer carries files with their status, which the BFF copies to its
 *   records of the uploads made through the console.
 * - `uploads`: it uploads a file; the BFF records the upload (who, which company, size) from the
 *   answer, for the Files tab and the overview.
 * - `invitationResends`: it sends an invitation's mail again; the BFF records when and by whom,
 *   which V1 does not keep (an invitation's waiting time counts from it).
 */
export type BffEffect =
  'companyScopes' | 'openAssignments' | 'uploadStatuses' | 'uploads' | 'invitationResends';

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
  /** What the BFF does after a successful call (BffEffect); `[]`: nothing beyond relaying it. */
  bffEffects: readonly BffEffect[];
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
  /** Headers of the success answer beyond the content type: name -> what it holds. */
  responseHeaders?: Readonly<Record<string, string>>;
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

/** The vouchers operation's largest (and default) page. */
export const MAX_VOUCHER_PAGE = 10_000;
/** The response header with the number of vouchers the query matches, all pages together. */
export const VOUCHERS_TOTAL_HEADER = 'x-total-count';

/** A whole number in a query (kept as text, as the query goes on to V1 unchanged). */
const WholeQuery = (max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, issueText('whole_number'))
    .refine((s) => Number(s) <= max, issueText('max_value', { max }));

/**
 * The vouchers operation's query: the year, optionally one account and a date range (compact,
 * as the balances operation's), and the page.
 */
export const VouchersQuery = z
  .object({
    financialYearId: DurableKey,
    account: plainText(
      z
        .string()
        .min(1, issueText('not_empty'))
        .max(20, issueText('max_length', { max: 20 })),
    ).optional(),
    startDate: CompactDate.optional(),
    endDate: CompactDate.optional(),
    offset: WholeQuery(999_999_999).optional(),
    limit: WholeQuery(MAX_VOUCHER_PAGE)
      .refine((s) => Number(s) >= 1, issueText('too_small_value', { origin: 'number', min: 1 }))
      .optional(),
  })
  .refine((q) => !q.startDate || !q.endDate || q.startDate <= q.endDate, {
    path: ['endDate'],
    message: issueText('before_start'),
  });

/** The accounts operation's query: the year. */
export const YearAccountsQuery = z.object({ financialYearId: DurableKey });

/**
 * The journal-entry tests' parameters (docs/PLATFORM.md "Journal-entry tests"): each optional,
 * with its default and its range. `amount` is kronor with at most two decimals, `whole` a
 * whole number. The platform's engine (platform/src/journal) uses the same table.
 */
export const JOURNAL_PARAMS = {
  roundBase: { kind: 'amount', min: 0.01, max: 1e12, default: 1000 },
  roundFloor: { kind: 'amount', min: 0, max: 1e12, default: 10_000 },
  backdatedDays: { kind: 'whole', min: 0, max: 3660, default: 30 },
  rareAccountMaxVouchers: { kind: 'whole', min: 1, max: 1_000_000, default: 2 },
  pairMaxVouchers: { kind: 'whole', min: 1, max: 1_000_000, default: 1 },
  pairMinAccountVouchers: { kind: 'whole', min: 1, max: 100_000_000, default: 10 },
  benfordMinAmount: { kind: 'amount', min: 0.01, max: 1e12, default: 10 },
  maxItems: { kind: 'whole', min: 0, max: MAX_VOUCHER_PAGE, default: 1000 },
} as const satisfies Record<
  string,
  { kind: 'amount' | 'whole'; min: number; max: number; default: number }
>;
export type JournalParamName = keyof typeof JOURNAL_PARAMS;

/** A journal-test parameter in a query: text, checked against its kind and range. */
function journalParamQuery(p: (typeof JOURNAL_PARAMS)[JournalParamName]) {
  const shape =
    p.kind === 'whole'
      ? z.string().regex(/^\d{1,9}$/, issueText('whole_number'))
      : z.string().regex(/^\d{1,13}(?:\.\d{1,2})?$/, issueText('whole_ore'));
  return shape
    .refine(
      (s) => Number(s) >= p.min,
      issueText('too_small_value', { origin: 'number', min: p.min }),
    )
    .refine((s) => Number(s) <= p.max, issueText('max_value', { max: p.max }))
    .optional();
}

/** The journal-tests operation's query: the year and, optionally, each test parameter. */
export const JournalTestsQuery = z.object({
  financialYearId: DurableKey,
  ...(Object.fromEntries(
    Object.entries(JOURNAL_PARAMS).map(([name, p]) => [name, journalParamQuery(p)]),
  ) as Record<JournalParamName, ReturnType<typeof journalParamQuery>>),
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
