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
import { LoginRequest, LogoutResponse, PreferencesRequest, SessionResponse } from './session.js';
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
  VoucherMark,
  VoucherMarkEvent,
  VoucherMarkHistoryQuery,
  VoucherMarkRequest,
  VoucherMarksQuery,
  VoucherUnmarkQuery,
} from './workpapers.js';
import { ClientErrorReport } from './client-errors.js';
import {
  MfaState,
  PasskeyAddRequest,
  PasskeyRemoveRequest,
  PasskeySignInRequest,
  PasswordConfirm,
  RecoveryCodes,
  SecondFactorCode,
  TotpSetup,
  WebAuthnOptions,
} from './mfa.js';

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
    summary:
      'Sign in; sets the session cookie (429 with Retry-After after 5 failures). An account with a second factor (or without one under LOCAL_MFA=required) is answered 200 with a LoginStep and a short-lived half-signed-in cookie instead, good only for /auth/mfa/*',
    body: LoginRequest,
    status: 204,
    response: null,
    public: true,
  },
  {
    id: 'logout',
    method: 'POST',
    path: '/auth/logout',
    summary:
      'Sign out (revokes the session); 204, or for a session signed in through the OpenID Provider 200 with the end_session URL the browser goes to next',
    status: 200,
    response: LogoutResponse,
    public: true,
  },
  {
    id: 'oidcLogin',
    method: 'GET',
    path: '/auth/oidc/login',
    summary:
      'Sign in through the OpenID Provider (OIDC_*): redirects to it (authorization code with PKCE); `next` is where to go after; no x-csrf header (a navigation)',
    status: 302,
    response: null,
    public: true,
  },
  {
    id: 'oidcCallback',
    method: 'GET',
    path: '/auth/oidc/callback',
    summary:
      "The redirect URI (PUBLIC_URL + this path): checks the provider's answer, sets the session cookie and redirects; a refusal redirects to /sign-in?error=oidc_no_access|oidc_failed",
    status: 302,
    response: null,
    public: true,
  },
  {
    id: 'oidcBackchannelLogout',
    method: 'POST',
    path: '/auth/oidc/backchannel-logout',
    summary:
      "OpenID Connect Back-Channel Logout 1.0: the provider's signed logout_token (form body) ends the sessions of its sid or sub",
    status: 200,
    response: null,
    public: true,
  },
  {
    id: 'getSession',
    method: 'GET',
    path: '/auth/session',
    summary:
      'The signed-in user and their tenants (with probe=1: when no one is signed in, instead of 401, 204 without a body, or with an OpenID Provider configured 200 {signIn: {oidc: {name}}})',
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
    id: 'listVoucherMarks',
    method: 'GET',
    path: '/api/voucher-marks',
    summary:
      "Vouchers of a company's financial year marked as examined, with who, when and the note (the BFF's own record)",
    query: VoucherMarksQuery,
    status: 200,
    response: z.array(VoucherMark),
  },
  {
    id: 'markVoucherExamined',
    method: 'PUT',
    path: '/api/voucher-marks',
    summary:
      'Mark a voucher (series and number) as examined with an optional note (again: the new mark stands, the history keeps both)',
    body: VoucherMarkRequest,
    status: 200,
    response: VoucherMark,
    audit: 'vouchers.examine',
  },
  {
    id: 'unmarkVoucherExamined',
    method: 'DELETE',
    path: '/api/voucher-marks',
    summary:
      "Withdraw a voucher's examined mark (204 also when there was none); the history keeps it",
    query: VoucherUnmarkQuery,
    status: 204,
    response: null,
    audit: 'vouchers.unexamine',
  },
  {
    id: 'listVoucherMarkHistory',
    method: 'GET',
    path: '/api/voucher-marks/history',
    summary:
      'Every examined mark of a voucher and its withdrawals, oldest first (append-only: never rewritten)',
    query: VoucherMarkHistoryQuery,
    status: 200,
    response: z.array(VoucherMarkEvent),
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
  // ---- the second step of a sign-in (half-signed-in cookie; docs/OPERATIONS.md "Second factor")
  ...(
    [
      ['signInWithTotp', '/auth/mfa/totp', 'Finish a sign-in with a TOTP code', SecondFactorCode],
      [
        'signInWithRecoveryCode',
        '/auth/mfa/recovery',
        'Finish a sign-in with a recovery code (each is good once)',
        SecondFactorCode,
      ],
      [
        'signInWithPasskey',
        '/auth/mfa/passkey',
        "Finish a sign-in with a passkey: the authenticator's answer to /auth/mfa/passkey/options",
        PasskeySignInRequest,
      ],
    ] as const
  ).map(([id, path, summary, body]) => ({
    id,
    method: 'POST' as const,
    path,
    summary: `${summary}; sets the session cookie (401 bad_credentials when wrong, counted by the sign-in throttle)`,
    body,
    status: 204,
    response: null,
    public: true,
  })),
  {
    id: 'passkeySignInOptions',
    method: 'POST',
    path: '/auth/mfa/passkey/options',
    summary: "WebAuthn options for finishing a sign-in with one of the account's passkeys",
    status: 200,
    response: WebAuthnOptions,
    public: true,
  },
  {
    id: 'enrolTotpOptions',
    method: 'POST',
    path: '/auth/mfa/enrol/totp/options',
    summary: 'LOCAL_MFA=required, an account without a second factor: a TOTP secret to set up',
    status: 200,
    response: TotpSetup,
    public: true,
  },
  {
    id: 'enrolTotp',
    method: 'POST',
    path: '/auth/mfa/enrol/totp',
    summary:
      "LOCAL_MFA=required: confirm the TOTP set-up with a code; sets the session cookie and answers the account's recovery codes",
    body: SecondFactorCode,
    status: 200,
    response: RecoveryCodes,
    public: true,
  },
  {
    id: 'enrolPasskeyOptions',
    method: 'POST',
    path: '/auth/mfa/enrol/passkey/options',
    summary:
      'LOCAL_MFA=required, an account without a second factor: WebAuthn options to create a passkey',
    status: 200,
    response: WebAuthnOptions,
    public: true,
  },
  {
    id: 'enrolPasskey',
    method: 'POST',
    path: '/auth/mfa/enrol/passkey',
    summary:
      "LOCAL_MFA=required: add the passkey created; sets the session cookie and answers the account's recovery codes",
    body: PasskeyAddRequest,
    status: 200,
    response: RecoveryCodes,
    public: true,
  },
  {
    id: 'cancelSignIn',
    method: 'POST',
    path: '/auth/mfa/cancel',
    summary: 'Abandon a half-finished sign-in',
    status: 204,
    response: null,
    public: true,
  },
  // ---- the signed-in account's own second factors (not under LOCAL_MFA=off) ----
  {
    id: 'getMfa',
    method: 'GET',
    path: '/api/mfa',
    summary:
      "The signed-in account's second factors: passkeys by name, TOTP or not, recovery codes left",
    status: 200,
    response: MfaState,
  },
  {
    id: 'addPasskeyOptions',
    method: 'POST',
    path: '/api/mfa/passkeys/options',
    summary: 'WebAuthn options to create a passkey for the signed-in account',
    status: 200,
    response: WebAuthnOptions,
  },
  {
    id: 'addPasskey',
    method: 'POST',
    path: '/api/mfa/passkeys',
    summary:
      'Add the passkey created, with a name (the first factor also answers new recovery codes)',
    body: PasskeyAddRequest,
    status: 200,
    response: RecoveryCodes,
    audit: 'mfa.passkey.add',
  },
  {
    id: 'removePasskey',
    method: 'POST',
    path: '/api/mfa/passkeys/remove',
    summary: 'Remove a passkey (the password asked again)',
    body: PasskeyRemoveRequest,
    status: 204,
    response: null,
    audit: 'mfa.passkey.remove',
  },
  {
    id: 'totpOptions',
    method: 'POST',
    path: '/api/mfa/totp/options',
    summary: 'A new TOTP secret to set up (shown this once; kept until confirmed, 10 minutes)',
    status: 200,
    response: TotpSetup,
  },
  {
    id: 'setTotp',
    method: 'POST',
    path: '/api/mfa/totp',
    summary: 'Confirm the TOTP set-up with a code from the app (replaces an earlier one)',
    body: SecondFactorCode,
    status: 200,
    response: RecoveryCodes,
    audit: 'mfa.totp.add',
  },
  {
    id: 'removeTotp',
    method: 'POST',
    path: '/api/mfa/totp/remove',
    summary: 'Remove the TOTP app (the password asked again)',
    body: PasswordConfirm,
    status: 204,
    response: null,
    audit: 'mfa.totp.remove',
  },
  {
    id: 'newRecoveryCodes',
    method: 'POST',
    path: '/api/mfa/recovery-codes',
    summary: 'Replace the recovery codes with new ones, shown this once (the password asked again)',
    body: PasswordConfirm,
    status: 200,
    response: RecoveryCodes,
    audit: 'mfa.recovery.renew',
  },
] as const satisfies readonly ConsoleRoute[];
