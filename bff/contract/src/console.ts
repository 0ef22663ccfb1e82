import { z } from 'zod';
import { TenantId, ValidationIssue } from './primitives.js';
import { ISSUE_CODES, issueText } from './issues.js';

// The console's own routes (the BFF's sign-in, session and audit log): their schemas live here
// beside V1's so the BFF validates with them, its OpenAPI is generated from them and the web
// types its calls from them.

export const ConsoleRoleSchema = z.enum(['admin', 'auditor']);

export const LoginRequest = z.strictObject({
  username: z
    .string()
    .min(1, issueText('not_empty'))
    .max(64, issueText('max_length', { max: 64 })),
  password: z
    .string()
    .min(1, issueText('not_empty'))
    .max(200, issueText('max_length', { max: 200 })),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

export const ConsoleTenant = z.object({ id: TenantId, name: z.string() });
export type ConsoleTenant = z.infer<typeof ConsoleTenant>;

/** The console's languages. */
export const LANGUAGES = ['sv', 'en'] as const;
export const Language = z.enum(LANGUAGES, {
  error: issueText('language', { supported: LANGUAGES.join(', ') }),
});
export type Language = z.infer<typeof Language>;

/** `PUT /api/preferences`: the signed-in account's console language. */
export const PreferencesRequest = z.strictObject({ language: Language });
export type PreferencesRequest = z.infer<typeof PreferencesRequest>;

export const SessionResponse = z.object({
  user: z.object({
    username: z.string(),
    role: ConsoleRoleSchema,
    /** The language the account chose last (in any browser); null: none yet. */
    language: Language.nullable(),
    /**
     * What decides which companies the account sees: `tenant` every company of its tenants (an
     * admin, or an auditor not linked to a platform user), `linked` only those V1's permissions
     * give its platform user, directly or through a group.
     */
    scope: z.enum(['tenant', 'linked']),
    /** The platform user the account is linked to in each tenant (`{tenantId: userId}`). */
    platformUserIds: z.record(z.string(), z.string()),
  }),
  tenants: z.array(ConsoleTenant),
  /** Ids of the operations the V1 service has: V1.md's, and the extensions it offers. */
  operations: z.array(z.string()),
});
export type SessionResponse = z.infer<typeof SessionResponse>;

/** A bulk run's id (the BFF's sortable ids: lower-case letters and digits). */
export const BulkRunId = z.string().regex(/^[0-9a-z]{1,64}$/);

/**
 * Bulk actions (docs/BULK.md): what a bulk run does, and the V1 operations its calls may use. V1
 * has no bulk operations: the browser makes one proxied call per item, each with `x-bulk-run`.
 * Opening a run needs the role that every one of its operations needs.
 */
export const BULK_ACTIONS = {
  grantAccess: ['grantUserPermission', 'grantGroupPermission'],
  revokeAccess: ['revokeUserPermission', 'revokeGroupPermission'],
  addGroupMembers: ['addGroupMember'],
  removeGroupMembers: ['removeGroupMember'],
  resendInvitations: ['resendInvitation'],
  withdrawInvitations: ['deleteInvitation'],
  addFinancialYears: ['createFinancialYear'],
  importInvitations: ['createInvitations'],
  importCompanies: ['createCompany'],
} as const satisfies Record<string, readonly string[]>;
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

export const AuditOutcome = z.enum(['success', 'failure', 'denied']);
export type AuditOutcome = z.infer<typeof AuditOutcome>;

export const AuditQuery = z.strictObject({
  tenant: z.string().max(64).optional(),
  /**
   * A bulk run's id: only the calls made in it. Without it the calls of bulk runs are folded into
   * their run's entry (`bulk.run`) and not listed one by one.
   */
  bulkRun: BulkRunId.optional(),
  user: z.string().max(64).optional(),
  operation: z.string().max(100).optional(),
  outcome: AuditOutcome.optional(),
  from: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
  to: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
  cursor: z
    .string()
    .regex(/^[0-9a-z]{1,64}$/, issueText('cursor'))
    .optional(),
  limit: z.coerce.number().int().min(1).max(500).default(50),
});
export type AuditQuery = z.infer<typeof AuditQuery>;

export const AuditEntry = z.object({
  id: z.string(),
  at: z.string(),
  username: z.string().nullable(),
  role: z.string().nullable(),
  tenantId: z.string().nullable(),
  operation: z.string(),
  method: z.string().nullable(),
  path: z.string().nullable(),
  /** What the entry is about: ids from the path, and for creates the new id and its name. */
  targetIds: z.record(z.string(), z.string()),
  outcome: AuditOutcome,
  status: z.number().int(),
  requestId: z.string().nullable(),
  /** The bulk run this call was made in (its `x-bulk-run`); null or absent: none. */
  bulkRunId: z.string().nullable().optional(),
  /** On a run's own entry (`bulk.run`): the run, its counts as the browser last reported them. */
  bulk: BulkRun.optional(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditPage = z.object({
  entries: z.array(AuditEntry),
  nextCursor: z.string().nullable(),
});
export type AuditPage = z.infer<typeof AuditPage>;

/** An upload the BFF proxied, as its store keeps it (for V1 services without a file listing). */
export const UploadRecord = z.object({
  fileId: z.string(),
  companyDurableKey: z.string(),
  name: z.string(),
  /** Bytes sent, when the browser announced them. */
  size: z.number().int().nullable(),
  username: z.string(),
  uploadedAt: z.string(),
  /** The status V1 answered the upload with (V1.md: `pending`). */
  status: z.string(),
});
export type UploadRecord = z.infer<typeof UploadRecord>;

/** `GET /auth/session`: `probe=1` asks whether anyone is signed in (204 when not). */
export const SessionQuery = z.strictObject({ probe: z.literal('1').optional() });

export const UploadsQuery = z.strictObject({
  tenant: TenantId,
  company: z.string().min(1, issueText('not_empty')).max(100),
});

/** What needs doing in a tenant, from the BFF's own records (the overview). */
export const AttentionQuery = z.strictObject({ tenant: TenantId });
/** How far back the overview looks for uploads that ended badly, and for recent actions. */
export const ATTENTION_UPLOAD_DAYS = 30;
export const ATTENTION_ACTION_DAYS = 7;
/** Upload statuses the overview points out: unreadable, and read but not reconciled. */
export const ATTENTION_UPLOAD_STATUSES = ['corrupt', 'parsed'] as const;
export const Attention = z.object({
  uploads: z.object({
    /** ISO time: uploads made at or after it count. */
    since: z.string(),
    counts: z.object({ corrupt: z.number().int(), parsed: z.number().int() }),
    /** The newest of them (at most 10). */
    items: z.array(UploadRecord),
  }),
  /** The console's audit entries in the tenant since `since` (admins only; null for auditors). */
  recentActions: z.object({ since: z.string(), count: z.number().int() }).nullable(),
});
export type Attention = z.infer<typeof Attention>;

export const OpenWithoutMateriality = z.object({
  companyDurableKey: z.string(),
  companyName: z.string(),
  assignmentId: z.string(),
  type: z.string(),
  financialYearId: z.string(),
});
/** Open assignments without work materiality, checked from V1 company by company (bounded). */
export const OpenAssignmentsAttention = z.object({
  /** All of them among the companies checked (a linked auditor: among its own). */
  count: z.number().int(),
  /** The first of them (at most 10), by company name. */
  items: z.array(OpenWithoutMateriality),
  /** Companies checked (the first by name) and how many the tenant has. */
  companiesChecked: z.number().int(),
  companiesTotal: z.number().int(),
});
export type OpenAssignmentsAttention = z.infer<typeof OpenAssignmentsAttention>;

/** The companies a platform user can see, from V1's permissions (the user page). */
export const UserCompaniesQuery = z.strictObject({
  tenant: TenantId,
  user: z
    .string()
    .min(1, issueText('not_empty'))
    .max(200, issueText('max_length', { max: 200 })),
});
export const UserCompany = z.object({
  companyDurableKey: z.string(),
  /** The user's own permission on the company. */
  direct: z.boolean(),
  /** The user's groups that have a permission on the company. */
  groupIds: z.array(z.string()),
});
export type UserCompany = z.infer<typeof UserCompany>;

const ReviewKey = {
  tenant: TenantId,
  company: z
    .string()
    .min(1, issueText('not_empty'))
    .max(100, issueText('max_length', { max: 100 })),
  financialYearId: z
    .string()
    .min(1, issueText('not_empty'))
    .max(100, issueText('max_length', { max: 100 })),
};
/** An account number as the ledger writes it (SIE `#KONTO`): digits only. */
export const ReviewAccount = z.string().regex(/^\d{1,10}$/, issueText('account_number'));

/** `GET /api/reviews`: the review marks of one financial year of a company. */
export const ReviewsQuery = z.strictObject(ReviewKey);
export type ReviewsQuery = z.infer<typeof ReviewsQuery>;

/** `DELETE /api/reviews`: the mark of one account goes (204 also when there was none). */
export const ReviewUnmarkQuery = z.strictObject({ ...ReviewKey, account: ReviewAccount });
export type ReviewUnmarkQuery = z.infer<typeof ReviewUnmarkQuery>;

/** `PUT /api/reviews`: marks an account as reviewed, or marks it again (replacing the mark). */
export const ReviewMarkRequest = z.strictObject({
  ...ReviewKey,
  account: ReviewAccount,
  /** Trimmed; empty or absent is stored as null. */
  comment: z
    .string()
    .trim()
    .max(1000, issueText('max_length', { max: 1000 }))
    .optional(),
  /** Opaque to the BFF: the web's fingerprint of the account's figures when it was marked. */
  figures: z
    .string()
    .min(1, issueText('not_empty'))
    .max(200, issueText('max_length', { max: 200 })),
});
export type ReviewMarkRequest = z.infer<typeof ReviewMarkRequest>;

/** An account marked as reviewed, by whom and when (the BFF's own record). */
export const ReviewMark = z.object({
  account: z.string(),
  comment: z.string().nullable(),
  figures: z.string(),
  username: z.string(),
  /** ISO 8601. */
  markedAt: z.string(),
});
export type ReviewMark = z.infer<typeof ReviewMark>;

/**
 * What went wrong, for the web to say in its own words (docs/ERROR-CODES.md: status, when,
 * params of each). `message` stays English for API clients and logs.
 */
export const ErrorCode = z.enum([
  'invalid_request',
  'invalid_json',
  'upload_cut_off',
  'request_cancelled',
  'not_signed_in',
  'bad_credentials',
  'csrf_rejected',
  'origin_rejected',
  'forbidden_role',
  'tenant_not_allowed',
  'company_not_allowed',
  'not_found',
  'operation_not_offered',
  'payload_too_large',
  'unsupported_media_type',
  'too_many_attempts',
  'bulk_run_not_found',
  'bulk_run_mismatch',
  'upstream_rejected',
  'upstream_not_found',
  'upstream_conflict',
  'upstream_credentials_refused',
  'upstream_failed',
  'upstream_unavailable',
  'upstream_timeout',
  'upstream_bad_answer',
  'store_unavailable',
  'not_ready',
  'internal',
]);
export type ErrorCode = z.infer<typeof ErrorCode>;

/** Values an error or issue carries for the web's text (`retryAfterS`, `maxBytes`, `max`, ...). */
export const ErrorParams = z.record(z.string(), z.union([z.string(), z.number()]));

/** A validation issue as the BFF answers it: V1's `{path, message}` with its code and values. */
export const ConsoleIssue = ValidationIssue.extend({
  code: z.enum(ISSUE_CODES),
  params: ErrorParams.optional(),
});
export type ConsoleIssue = z.infer<typeof ConsoleIssue>;

/** Every error answer of the BFF. */
export const ConsoleError = z.object({
  message: z.string(),
  code: ErrorCode,
  params: ErrorParams.optional(),
  status: z.number().int(),
  requestId: z.string(),
  upstreamStatus: z.number().int().optional(),
  issues: z.array(ConsoleIssue).optional(),
});
export type ConsoleError = z.infer<typeof ConsoleError>;

export interface ConsoleRoute {
  id: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  summary: string;
  query?: z.ZodObject;
  body?: z.ZodType;
  status: number;
  /** `null`: no body. */
  response: z.ZodType | null;
  /** Reachable without a session (sign-in). */
  public?: boolean;
  role?: 'admin';
  /** The audit log's operation name of a change (`x-audit-name`). */
  audit?: string;
}

/** The BFF's own routes (the proxy's are the V1 operations under `/api/t/{tenantId}`). */
export const consoleRoutes = [
  {
    id: 'login',
    method: 'POST',
    path: '/auth/login',
    summary: 'Sign in; sets the session cookie (429 with Retry-After after 5 failures)',
    body: LoginRequest,
    status: 204,
    response: null,
    public: true,
  },
  {
    id: 'logout',
    method: 'POST',
    path: '/auth/logout',
    summary: 'Sign out (revokes the session)',
    status: 204,
    response: null,
    public: true,
  },
  {
    id: 'getSession',
    method: 'GET',
    path: '/auth/session',
    summary:
      'The signed-in user and their tenants (with probe=1: 204 without a body when no one is signed in, instead of 401)',
    query: SessionQuery,
    status: 200,
    response: SessionResponse,
  },
  {
    id: 'listAudit',
    method: 'GET',
    path: '/api/audit',
    summary: 'Audit log, newest first',
    query: AuditQuery,
    status: 200,
    response: AuditPage,
    role: 'admin',
  },
  {
    id: 'listUploads',
    method: 'GET',
    path: '/api/uploads',
    summary: "Uploads of a company made through this console, newest first (the BFF's own record)",
    query: UploadsQuery,
    status: 200,
    response: z.array(UploadRecord),
  },
  {
    id: 'getAttention',
    method: 'GET',
    path: '/api/attention',
    summary:
      "What needs doing in a tenant from the BFF's own records: uploads that ended corrupt or stayed parsed (30 days), recent actions (7 days, admins)",
    query: AttentionQuery,
    status: 200,
    response: Attention,
  },
  {
    id: 'getOpenAssignmentsAttention',
    method: 'GET',
    path: '/api/attention/assignments',
    summary:
      'Open assignments without work materiality, from V1 company by company (at most 200 companies, 4 reads at a time, kept 60 s)',
    query: AttentionQuery,
    status: 200,
    response: OpenAssignmentsAttention,
  },
  {
    id: 'listUserCompanies',
    method: 'GET',
    path: '/api/user-companies',
    summary:
      "The companies a platform user can see, directly or through a group, from V1's permissions (for a linked auditor, within its own)",
    query: UserCompaniesQuery,
    status: 200,
    response: z.array(UserCompany),
    role: 'admin',
  },
  {
    id: 'setPreferences',
    method: 'PUT',
    path: '/api/preferences',
    summary: "Remember the signed-in account's console language (sv or en), for every browser",
    body: PreferencesRequest,
    status: 204,
    response: null,
  },
  {
    id: 'listReviews',
    method: 'GET',
    path: '/api/reviews',
    summary:
      "Review marks of a company's financial year, by account (the BFF's own record; admin and auditor)",
    query: ReviewsQuery,
    status: 200,
    response: z.array(ReviewMark),
  },
  {
    id: 'markReviewed',
    method: 'PUT',
    path: '/api/reviews',
    summary:
      'Mark an account of a financial year as reviewed, with an optional comment (again: replaces the mark)',
    body: ReviewMarkRequest,
    status: 200,
    response: ReviewMark,
    audit: 'reviews.mark',
  },
  {
    id: 'unmarkReviewed',
    method: 'DELETE',
    path: '/api/reviews',
    summary: "Remove an account's review mark (204 also when there was none)",
    query: ReviewUnmarkQuery,
    status: 204,
    response: null,
    audit: 'reviews.unmark',
  },
  {
    id: 'openBulkRun',
    method: 'POST',
    path: '/api/bulk-runs',
    summary:
      'Open a bulk run (one audit entry for it; each call then sends x-bulk-run: <id>); the role of every operation of the action is needed',
    body: BulkRunCreate,
    status: 201,
    response: BulkRun,
    audit: 'bulk.run',
  },
  {
    id: 'updateBulkRun',
    method: 'PUT',
    path: '/api/bulk-runs',
    summary:
      "Report a bulk run's counts and status (finished, cancelled, stopped; again after a retry)",
    body: BulkRunUpdate,
    status: 200,
    response: BulkRun,
  },
] as const satisfies readonly ConsoleRoute[];
