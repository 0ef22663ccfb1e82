import { z } from 'zod';
import { BulkRun, BulkRunCreate, BulkRunUpdate } from './bulk.js';
import {
  Attention,
  AttentionQuery,
  AuditPage,
  AuditQuery,
  InvitationResend,
  InvitationResendsQuery,
  InvitationsAttention,
  OpenAssignmentsAttention,
  ReviewMark,
  ReviewMarkRequest,
  ReviewUnmarkQuery,
  ReviewsQuery,
  SessionQuery,
  UploadRecord,
  UploadsQuery,
  UserCompaniesQuery,
  UserCompany,
  GroupCompaniesQuery,
  GroupCompany,
} from './records.js';
import { LoginRequest, PreferencesRequest, SessionResponse } from './session.js';
import {
  MaterialityLevels,
  MaterialityQuery,
  MaterialityRequest,
  SignOff,
  SignOffEvent,
  SignOffHistoryQuery,
  SignOffNote,
  SignOffNoteClearRequest,
  SignOffNoteRequest,
  SignOffRequest,
  SignOffWithdrawQuery,
  SignOffsQuery,
} from './workpapers.js';
import { ClientErrorReport } from './client-errors.js';
import {
  AccessAccount,
  AccessAccountCreate,
  AccessAccountCreated,
  AccessAccountQuery,
  AccessAccountUpdate,
  AccessOverview,
  AccessSessionsQuery,
  AccessSetupLinkRequest,
  SetupInspectAnswer,
  SetupInspectRequest,
  SetupLink,
  SetupPasswordRequest,
} from './access.js';

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
  /** The least role (`owner` routes are console access). */
  role?: 'admin' | 'owner';
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
    id: 'inspectSetupLink',
    method: 'POST',
    path: '/auth/setup/inspect',
    summary:
      'Whose one-time set-up link this is and until when it works (404 unknown, 410 used or expired: setup_link_invalid)',
    body: SetupInspectRequest,
    status: 200,
    response: SetupInspectAnswer,
    public: true,
  },
  {
    id: 'completeSetup',
    method: 'POST',
    path: '/auth/setup',
    summary:
      "Set the account's password with its one-time set-up link (once; the link then stops working); signs nobody in",
    body: SetupPasswordRequest,
    status: 204,
    response: null,
    public: true,
    audit: 'access.setup.complete',
  },
  {
    id: 'getAccess',
    method: 'GET',
    path: '/api/access',
    summary:
      "Console access (owners): every account with its set-up state, every active session with its device, the provider's people",
    status: 200,
    response: AccessOverview,
    role: 'owner',
  },
  {
    id: 'addAccessAccount',
    method: 'POST',
    path: '/api/access/accounts',
    summary:
      'Add a console account without a password: the answer holds its one-time set-up link (24 h)',
    body: AccessAccountCreate,
    status: 201,
    response: AccessAccountCreated,
    role: 'owner',
    audit: 'access.account.add',
  },
  {
    id: 'updateAccessAccount',
    method: 'PUT',
    path: '/api/access/accounts',
    summary:
      "Change an account's role, tenants and platform-user link (409 console_access_conflict for the last owner's role)",
    body: AccessAccountUpdate,
    status: 200,
    response: AccessAccount,
    role: 'owner',
    audit: 'access.account.update',
  },
  {
    id: 'removeAccessAccount',
    method: 'DELETE',
    path: '/api/access/accounts',
    summary: 'Remove an account and end its sessions (409 console_access_conflict: the last owner)',
    query: AccessAccountQuery,
    status: 204,
    response: null,
    role: 'owner',
    audit: 'access.account.remove',
  },
  {
    id: 'resetAccessAccount',
    method: 'POST',
    path: '/api/access/setup-links',
    summary:
      'Reset an account: its password stops working, its sessions end, earlier links die, and a new one-time set-up link is answered',
    body: AccessSetupLinkRequest,
    status: 201,
    response: SetupLink,
    role: 'owner',
    audit: 'access.account.reset',
  },
  {
    id: 'endAccessSessions',
    method: 'DELETE',
    path: '/api/access/sessions',
    summary:
      'End one session (session=<id from the list>) or every session of a person (username=)',
    query: AccessSessionsQuery,
    status: 204,
    response: null,
    role: 'owner',
    audit: 'access.sessions.end',
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
    id: 'getInvitationsAttention',
    method: 'GET',
    path: '/api/attention/invitations',
    summary:
      "Invitations pending over 14 days, counted from when each was last sent: the later of V1's createdTimestamp and the console's last resend (one V1 call)",
    query: AttentionQuery,
    status: 200,
    response: InvitationsAttention,
    role: 'admin',
  },
  {
    id: 'listInvitationResends',
    method: 'GET',
    path: '/api/invitation-resends',
    summary:
      "The console's last resend of each invitation of a tenant, when and by whom (the BFF's own record, kept when V1 accepts a resendInvitation)",
    query: InvitationResendsQuery,
    status: 200,
    response: z.array(InvitationResend),
    role: 'admin',
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
    id: 'listGroupCompanies',
    method: 'GET',
    path: '/api/group-companies',
    summary:
      "The companies a group has a permission on, from V1's permissions (one read of each company's permissions, as V1 has no read by group)",
    query: GroupCompaniesQuery,
    status: 200,
    response: z.array(GroupCompany),
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
    id: 'getMateriality',
    method: 'GET',
    path: '/api/materiality',
    summary:
      "An assignment's materiality levels (ISA 320/450): overall, the shares and the performance and clearly-trivial amounts computed from them (the BFF's own record)",
    query: MaterialityQuery,
    status: 200,
    response: MaterialityLevels,
  },
  {
    id: 'setMateriality',
    method: 'PUT',
    path: '/api/materiality',
    summary:
      "Set an assignment's overall materiality and the shares of it (defaults 75 % and 5 %); V1's work materiality is set apart, through setWorkMateriality",
    body: MaterialityRequest,
    status: 200,
    response: MaterialityLevels,
    audit: 'materiality.set',
  },
  {
    id: 'listSignOffs',
    method: 'GET',
    path: '/api/signoffs',
    summary:
      "Sign-offs (prepared, reviewed, with the figure signed) and review notes of a company's financial year, by account and statement line (the BFF's own record)",
    query: SignOffsQuery,
    status: 200,
    response: z.array(SignOff),
  },
  {
    id: 'signOff',
    method: 'PUT',
    path: '/api/signoffs',
    summary:
      'Sign an account or statement line as prepared or reviewed with the figure signed (a review needs it prepared; again: replaces the signature, the history keeps both)',
    body: SignOffRequest,
    status: 200,
    response: SignOff,
    audit: 'signoffs.sign',
  },
  {
    id: 'withdrawSignOff',
    method: 'DELETE',
    path: '/api/signoffs',
    summary:
      'Withdraw a signature (a preparation stays while its review stands); the history keeps it',
    query: SignOffWithdrawQuery,
    status: 200,
    response: SignOff,
    audit: 'signoffs.withdraw',
  },
  {
    id: 'openSignOffNote',
    method: 'POST',
    path: '/api/signoffs/notes',
    summary: 'Open a review note on an account or statement line; it stays open until cleared',
    body: SignOffNoteRequest,
    status: 201,
    response: SignOffNote,
    audit: 'signoffs.note.open',
  },
  {
    id: 'clearSignOffNote',
    method: 'PUT',
    path: '/api/signoffs/notes',
    summary: 'Clear an open review note, optionally saying how (once)',
    body: SignOffNoteClearRequest,
    status: 200,
    response: SignOffNote,
    audit: 'signoffs.note.clear',
  },
  {
    id: 'listSignOffHistory',
    method: 'GET',
    path: '/api/signoffs/history',
    summary:
      'Every sign-off step of an account or statement line, oldest first (append-only: never rewritten)',
    query: SignOffHistoryQuery,
    status: 200,
    response: z.array(SignOffEvent),
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
      "End a bulk run (finished or cancelled, for good; the same end again changes nothing): done and failed are the BFF's own counts, skipped the browser's",
    body: BulkRunUpdate,
    status: 200,
    response: BulkRun,
  },
  {
    id: 'reportClientError',
    method: 'POST',
    path: '/api/client-errors',
    summary:
      "A screen of the web failed to render: written to the BFF's log (at most 16 KiB; 10 reports per account in 10 minutes, then 429)",
    body: ClientErrorReport,
    status: 204,
    response: null,
  },
] as const satisfies readonly ConsoleRoute[];
