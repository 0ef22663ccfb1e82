import { z } from 'zod';
import { plainText, TenantId } from '../primitives.js';
import { issueText } from '../issues.js';
import { BulkRun, BulkRunId } from './bulk.js';
import { STALE_INVITATION_DAYS } from '../rules.js';

export { lastSentAt, STALE_INVITATION_DAYS, waitingLongerThan } from '../rules.js';

export const AuditOutcome = z.enum(['success', 'failure', 'denied']);
export type AuditOutcome = z.infer<typeof AuditOutcome>;

export const AuditQuery = z.strictObject({
  tenant: plainText(z.string().max(64)).optional(),
  /**
   * `1` with `tenant`: the tenant's entries and also those without a tenant the reader may see
   * (sign-ins, language choices): the log of the tenant in view, as the web shows it by default.
   */
  withoutTenant: z.literal('1').optional(),
  /**
   * A bulk run's id: only the calls made in it. Without it the calls of bulk runs are folded into
   * their run's entry (`bulk.run`) and not listed one by one.
   */
  bulkRun: BulkRunId.optional(),
  user: plainText(z.string().max(64)).optional(),
  operation: plainText(z.string().max(100)).optional(),
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
  /** On a run's own entry (`bulk.run`): the run as it stands, its calls as the BFF counted them. */
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
  company: plainText(z.string().min(1, issueText('not_empty')).max(100)),
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

/**
 * Invitations pending longer than `days` days since they were last sent (the later of V1's
 * `createdTimestamp` and the console's last resend); admins, like V1's invitations.
 */
export const InvitationsAttention = z.object({
  days: z.literal(STALE_INVITATION_DAYS),
  count: z.number().int(),
});
export type InvitationsAttention = z.infer<typeof InvitationsAttention>;

/** `GET /api/invitation-resends`: the console's last resend of each of a tenant's invitations. */
export const InvitationResendsQuery = z.strictObject({ tenant: TenantId });
export const InvitationResend = z.object({
  /** The invited user's id (V1's `User.id`). */
  userId: z.string(),
  /** ISO 8601: when V1 last accepted a resend of it through the console. */
  resentAt: z.string(),
  /** The console account that resent it. */
  resentBy: z.string(),
});
export type InvitationResend = z.infer<typeof InvitationResend>;

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

/** A platform user's or group's id as a query parameter (never `.` or `..`). */
const RecordIdParam = plainText(
  z
    .string()
    .min(1, issueText('not_empty'))
    .max(200, issueText('max_length', { max: 200 })),
).refine((v) => v !== '.' && v !== '..', issueText('dot_segment'));

/** The companies a platform user can see, from V1's permissions (the user page). */
export const UserCompaniesQuery = z.strictObject({ tenant: TenantId, user: RecordIdParam });
export const UserCompany = z.object({
  companyDurableKey: z.string(),
  /** The user's own permission on the company. */
  direct: z.boolean(),
  /** The user's groups that have a permission on the company. */
  groupIds: z.array(z.string()),
});
export type UserCompany = z.infer<typeof UserCompany>;

/** The companies a group's permissions reach, from V1's permissions (the group page). */
export const GroupCompaniesQuery = z.strictObject({ tenant: TenantId, group: RecordIdParam });
export const GroupCompany = z.object({ companyDurableKey: z.string() });
export type GroupCompany = z.infer<typeof GroupCompany>;

/** A company's financial year in a tenant, as review marks and sign-offs name it (taken as given). */
export const ReviewKey = {
  tenant: TenantId,
  company: plainText(
    z
      .string()
      .min(1, issueText('not_empty'))
      .max(100, issueText('max_length', { max: 100 })),
  ),
  financialYearId: plainText(
    z
      .string()
      .min(1, issueText('not_empty'))
      .max(100, issueText('max_length', { max: 100 })),
  ),
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
  comment: plainText(
    z
      .string()
      .trim()
      .max(1000, issueText('max_length', { max: 1000 })),
    true,
  ).optional(),
  /** Opaque to the BFF: the web's fingerprint of the account's figures when it was marked. */
  figures: plainText(
    z
      .string()
      .min(1, issueText('not_empty'))
      .max(200, issueText('max_length', { max: 200 })),
  ),
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
