// The store's tables as kysely sees them (the migrations in migrations/ make them).

export interface AccountsTable {
  username: string;
  password_hash: string;
  role: string;
  /** JSON array of tenant ids. */
  tenants: string;
  created_at: number | string;
  updated_at: number | string;
  /** The console language chosen (`sv`, `en`), null until one is. */
  language: string | null;
  /** JSON `{tenantId: platformUserId}` of the account's links to V1 users; null: none. */
  platform_users: string | null;
}
export interface SessionsTable {
  id: string;
  username: string;
  created_at: number | string;
  last_seen: number | string;
  revoked_at: number | string | null;
  /** The OpenID Provider's `sub` and `sid` of a session signed in through it (migration 013). */
  oidc_sub?: string | null;
  oidc_sid?: string | null;
  /** The browser's User-Agent at sign-in, shortened (migration 012); null: unknown. */
  user_agent?: string | null;
}
/** One-time set-up links (migration 012): the token's SHA-256 only, used at most once. */
export interface SetupLinksTable {
  token_hash: string;
  username: string;
  created_by: string;
  created_at: number | string;
  expires_at: number | string;
  used_at: number | string | null;
}
export interface SigninFailuresTable {
  id: string;
  key: string;
  at: number | string;
}
export interface AuditTable {
  id: string;
  at: string;
  username: string | null;
  role: string | null;
  tenant_id: string | null;
  operation: string;
  method: string | null;
  path: string | null;
  /** JSON object of target ids. */
  target_ids: string;
  outcome: string;
  status: number;
  request_id: string | null;
  /** The bulk run the call was made in (migration 006), or null. */
  bulk_run_id: string | null;
}
export interface BulkRunsTable {
  id: string;
  tenant_id: string;
  username: string;
  action: string;
  total: number | string;
  done: number | string;
  skipped: number | string;
  failed: number | string;
  /** Calls admitted and not yet settled as done or failed (migration 007). */
  in_flight: number | string;
  status: string;
  started_at: string;
  ended_at: string | null;
}
export interface UploadsTable {
  file_id: string;
  tenant_id: string;
  company_key: string;
  name: string;
  size: number | string | null;
  username: string;
  uploaded_at: string;
  status: string;
}

export interface ReviewMarksTable {
  tenant_id: string;
  company_key: string;
  financial_year_id: string;
  account: string;
  comment: string | null;
  /** The web's fingerprint of the account's figures when it was marked. */
  figures: string;
  username: string;
  /** ISO 8601. */
  marked_at: string;
}

/** An assignment's materiality levels (migration 008). */
export interface MaterialityLevelsTable {
  tenant_id: string;
  company_key: string;
  assignment_id: string;
  /** Overall materiality in whole öre; null: none set. */
  overall_ore: number | string | null;
  /** Shares of overall in hundredths of a per cent (7500 = 75 %). */
  performance_share: number | string;
  trivial_share: number | string;
  updated_by: string;
  /** ISO 8601. */
  updated_at: string;
}

/** A sign-off item's key: five columns that every sign-off table has (migration 009). */
interface SignOffItemColumns {
  tenant_id: string;
  company_key: string;
  financial_year_id: string;
  /** `account` or `line`. */
  kind: string;
  item: string;
}
/** The sign-off of a year's account or statement line as it stands (migration 009). */
export interface SignOffsTable extends SignOffItemColumns {
  prepared_by: string | null;
  prepared_at: string | null;
  /** The figure signed, in whole öre. */
  prepared_figure: number | string | null;
  reviewed_by: string | null;
  reviewed_at: string | null;
  reviewed_figure: number | string | null;
}
/** Review notes (migration 009): open while `cleared_at` is null. */
export interface SignOffNotesTable extends SignOffItemColumns {
  id: string;
  text: string;
  opened_by: string;
  opened_at: string;
  cleared_by: string | null;
  cleared_at: string | null;
  resolution: string | null;
}
/** Every sign-off step (migration 009): appended only, the database refuses updates and deletes. */
export interface SignOffHistoryTable extends SignOffItemColumns {
  id: string;
  action: string;
  username: string;
  at: string;
  /** A signature's figure, in whole öre. */
  figure: number | string | null;
  note_id: string | null;
  text: string | null;
}

/** The console's last resend of an invitation (migration 010). */
export interface InvitationResendsTable {
  tenant_id: string;
  /** The invited user's V1 id. */
  user_id: string;
  /** ISO 8601. */
  resent_at: string;
  /** The console account that resent it. */
  resent_by: string;
}

/** People who signed in through the OpenID Provider (migration 013). */
export interface OidcPeopleTable {
  sub: string;
  username: string;
  email: string | null;
  name: string | null;
  /** Null: their groups give no access any more (refused at their last sign-in). */
  role: string | null;
  /** JSON array of tenant ids. */
  tenants: string;
  platform_users: string | null;
  language: string | null;
  first_sign_in: number | string;
  last_sign_in: number | string;
}
/** Sign-ins through the provider under way: each `state` is used once (migration 013). */
export interface OidcLoginsTable {
  state: string;
  nonce: string;
  code_verifier: string;
  next: string | null;
  /** The address the login started from (the start's cap per address). */
  address: string;
  created_at: number | string;
}
/** A passkey (WebAuthn credential) of a local account (migration 011). */
export interface MfaPasskeysTable {
  /** The credential id, base64url. */
  id: string;
  username: string;
  /** COSE public key, base64url. */
  public_key: string;
  counter: number | string;
  /** JSON array of the authenticator's transports. */
  transports: string;
  name: string;
  created_at: number | string;
  last_used_at: number | string | null;
}
/** An account's TOTP secret, sealed (auth/mfa.ts), and the last time step used (migration 011). */
export interface MfaTotpTable {
  username: string;
  secret: string;
  created_at: number | string;
  last_step: number | string | null;
}
/** Recovery codes: SHA-256 of each, used once (migration 011). */
export interface MfaRecoveryCodesTable {
  code_hash: string;
  username: string;
  created_at: number | string;
  used_at: number | string | null;
}
/**
 * A sign-in between password and second factor (`verify`, `enrol`) or a signed-in set-up (`setup`),
 * short-lived (migration 011). `id`: SHA-256 of the half-signed-in cookie, or `s:` + session id.
 */
export interface MfaChallengesTable {
  id: string;
  username: string;
  stage: string;
  created_at: number | string;
  expires_at: number | string;
  attempts: number | string;
  webauthn_challenge: string | null;
  totp_secret: string | null;
}
/**
 * Vouchers examined (migration 014): every mark and withdrawal, appended only; the database
 * refuses updates and deletes. A voucher's mark is its latest row.
 */
export interface VoucherMarksTable {
  id: string;
  tenant_id: string;
  company_key: string;
  financial_year_id: string;
  series: string;
  number: string;
  /** `examined` or `withdrawn`. */
  action: string;
  username: string;
  /** ISO 8601. */
  at: string;
  note: string | null;
}

export interface DB {
  oidc_people: OidcPeopleTable;
  oidc_logins: OidcLoginsTable;
  accounts: AccountsTable;
  sessions: SessionsTable;
  signin_failures: SigninFailuresTable;
  audit_log: AuditTable;
  uploads: UploadsTable;
  review_marks: ReviewMarksTable;
  bulk_runs: BulkRunsTable;
  materiality_levels: MaterialityLevelsTable;
  signoffs: SignOffsTable;
  signoff_notes: SignOffNotesTable;
  signoff_history: SignOffHistoryTable;
  invitation_resends: InvitationResendsTable;
  mfa_passkeys: MfaPasskeysTable;
  mfa_totp: MfaTotpTable;
  mfa_recovery_codes: MfaRecoveryCodesTable;
  mfa_challenges: MfaChallengesTable;
  voucher_marks: VoucherMarksTable;
  setup_links: SetupLinksTable;
}
