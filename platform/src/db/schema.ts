import type { Generated } from 'kysely';
import type { AssignmentType, LegalForm } from '@ledger/contract';

/** Row types of the platform database (snake_case columns, one table per resource). */
export interface TenantTable {
  id: string;
  name: string;
  created_ts: number;
}

export interface ClientTable {
  id: string;
  secret_hash: string;
  home_tenant_id: string;
  /** Space-separated scopes the client may ask for. */
  scopes: string;
  created_ts: number;
}

export interface ClientTenantTable {
  client_id: string;
  tenant_id: string;
}

export interface TokenTable {
  /** sha256 of the token, hex. */
  hash: string;
  client_id: string;
  tenant_id: string;
  scopes: string;
  expires_at: number;
}

export interface UserTable {
  id: string;
  tenant_id: string;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  initials: string;
  email_verified: number;
  is_active: number;
  /** How the user came (kept for the record; V1 answers carry no source for a User). */
  source: 'USER' | 'SYSTEM';
  /** JSON array of V1 modules (`AUDIT`, `ANALYTICS`). */
  modules: string;
  created_ts: number;
  /** Set for users that were invited (pending or accepted). */
  invited_ts: number | null;
  last_sent_ts: number | null;
  mails_sent: number;
}

export interface GroupTable {
  id: string;
  tenant_id: string;
  name: string;
  name_lower: string;
  created_ts: number;
}

export interface GroupMemberTable {
  group_id: string;
  user_id: string;
}

export interface CompanyTable {
  key: string;
  tenant_id: string;
  name: string;
  organization_number: string;
  country: 'SWEDEN' | 'OTHER';
  default_account_plan: string;
  /** The type the company was created with (its grants are the permission rows). */
  authorization_type: number;
  created_ts: number;
  sni: number | null;
  work_materiality: number | null;
  /** V1 `annualReportFramework` (migration 003; older companies got K2). */
  annual_report_framework: 'K1' | 'K2' | 'K3' | 'RedR';
  /** V1 `legalForm`, null when not given. */
  legal_form: LegalForm | null;
  /** null when not given. */
  address: string | null;
}

export interface CompanyUserPermissionTable {
  company_key: string;
  user_id: string;
}

export interface CompanyGroupPermissionTable {
  company_key: string;
  group_id: string;
}

export interface FinancialYearTable {
  id: string;
  company_key: string;
  start_date: string;
  end_date: string;
  created_ts: number;
}

export interface FileTable {
  id: string;
  company_key: string;
  financial_year_id: string | null;
  name: string;
  size: number;
  content_type: string;
  status: 'pending' | 'uploaded' | 'parsed' | 'verified' | 'corrupt';
  sie_type: number | null;
  uploaded_date: string;
  uploaded_by_user_id: string | null;
  parsed_date: string | null;
  /** File name under `<dataDir>/files`. */
  storage_name: string;
  /** Upload query `startDate`/`endDate` (YYYY-MM-DD), kept for processing. */
  query_start_date: string | null;
  query_end_date: string | null;
  /** JSON of the processing report (without fileId/status), null until processed. */
  report: string | null;
  /** What the stored aggregate (sie_* tables) holds: SIE 4 `#TRANS` or SIE 2/3 `#PSALDO`;
   *  null when the file gives no monthly data (not SIE, SIE 1, corrupt, not yet read). */
  balance_kind: 'transactions' | 'psaldo' | null;
  /** SHA-256 of the stored bytes, lowercase hex; null for a file stored before migration 005
   *  until its report is first read (files/digest.ts). */
  sha256: string | null;
}

/** Accounts of a file's aggregate (`BalanceSource.accounts`). */
export interface SieAccountTable {
  file_id: string;
  account: string;
  /** `#KONTO` name. */
  name: string | null;
  /** `#KTYP`: T, S, I or K. */
  ktyp: 'T' | 'S' | 'I' | 'K' | null;
}

/** Opening balances of a file's balance-sheet accounts (öre, non-zero only). */
export interface SieOpeningTable {
  file_id: string;
  account: string;
  amount_ore: number;
}

/** Net movement per account and month `YYYY-MM` of a file (öre). */
export interface SieMovementTable {
  file_id: string;
  account: string;
  period: string;
  amount_ore: number;
}

/**
 * A set of stored vouchers of one file (migrations 006, 007): the file's live set (`live` 1, at
 * most one per file), or one being written or dropped (0).
 */
export interface SieVoucherSetTable {
  id: Generated<number>;
  file_id: string;
  vouchers: number;
  rows: number;
  live: Generated<number>;
}

/** A `#VER` of a stored file; `seq` is its place in the file. Dates ISO. */
export interface SieVoucherTable {
  set_id: number;
  seq: number;
  series: string;
  number: string;
  /** `number` when it is a whole number, else null (the order: date, series, number_int, seq). */
  number_int: number | null;
  date: string;
  text: string | null;
  registered_at: string | null;
  registered_by: string | null;
}

/** A `#TRANS` row of a stored voucher (öre), with its voucher's order columns repeated. */
export interface SieVoucherRowTable {
  set_id: number;
  seq: number;
  row_no: number;
  account: string;
  amount_ore: number;
  trans_date: string | null;
  text: string | null;
  /** JSON `[[dimension, object], ...]`, null when none. */
  objects: string | null;
  date: string;
  series: string;
  number_int: number | null;
  /** 1 on the voucher's first row on this account, else 0 (the account index holds those). */
  first_on_account: number;
}

export interface FileJobTable {
  file_id: string;
  state: 'queued' | 'running' | 'done' | 'failed';
  attempts: number;
  enqueued_at: number;
  updated_at: number;
  error: string | null;
  /** The `parsedDate` (epoch ms) to record instead of the time the file is read (demo seed). */
  parsed_at: number | null;
}

export interface AssignmentTable {
  id: string;
  company_key: string;
  financial_year_id: string;
  type: AssignmentType;
  sub_type: string;
  status: 'OPEN' | 'LOCKED' | 'ARCHIVED';
  created_ts: number;
  work_materiality: number | null;
  work_materiality_percentage: number | null;
}

export interface MailTable {
  id: string;
  tenant_id: string;
  user_id: string;
  to: string;
  subject: string;
  text: string;
  link: string;
  sent_at: number;
}

export interface AcceptTokenTable {
  hash: string;
  user_id: string;
  expires_at: number;
  used_at: number | null;
}

export interface MetaTable {
  key: string;
  value: string;
}

export interface Database {
  meta: MetaTable;
  tenants: TenantTable;
  clients: ClientTable;
  client_tenants: ClientTenantTable;
  tokens: TokenTable;
  users: UserTable;
  groups: GroupTable;
  group_members: GroupMemberTable;
  companies: CompanyTable;
  company_user_permissions: CompanyUserPermissionTable;
  company_group_permissions: CompanyGroupPermissionTable;
  financial_years: FinancialYearTable;
  files: FileTable;
  file_jobs: FileJobTable;
  sie_accounts: SieAccountTable;
  sie_opening: SieOpeningTable;
  sie_movements: SieMovementTable;
  sie_voucher_sets: SieVoucherSetTable;
  sie_vouchers: SieVoucherTable;
  sie_voucher_rows: SieVoucherRowTable;
  assignments: AssignmentTable;
  mails: MailTable;
  accept_tokens: AcceptTokenTable;
}
