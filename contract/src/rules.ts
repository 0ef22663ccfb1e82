// Rules of the contract that the browser needs without zod: plain values, no schema. The schemas
// in resources.ts are built from these, so there is still one home for each (a test holds the
// contract to V1.md). A screen that only shows data imports from `@ledger/contract/rules` and keeps
// zod (about 30 KB gzip) out of its download.

/** V1's file statuses. */
export const FILE_STATUSES = ['uploaded', 'pending', 'parsed', 'verified', 'corrupt'] as const;
type FileStatusCode = (typeof FILE_STATUSES)[number];

/** Statuses processing ends in (`pending` is the only one that changes). */
export const FINAL_FILE_STATUSES: readonly FileStatusCode[] = [
  'uploaded',
  'parsed',
  'verified',
  'corrupt',
];
export const isFinalFileStatus = (s: FileStatusCode) => FINAL_FILE_STATUSES.includes(s);

/** V1's assignment types and statuses. */
export const ASSIGNMENT_TYPES = ['AE', 'ANALYSIS', 'GN'] as const;
export const ASSIGNMENT_STATUSES = ['OPEN', 'LOCKED', 'ARCHIVED'] as const;
type AssignmentStatusCode = (typeof ASSIGNMENT_STATUSES)[number];

/** The status moves our extension allows: OPEN <-> LOCKED -> ARCHIVED (final). */
export const ASSIGNMENT_STATUS_MOVES: Record<
  AssignmentStatusCode,
  readonly AssignmentStatusCode[]
> = {
  OPEN: ['LOCKED'],
  LOCKED: ['OPEN', 'ARCHIVED'],
  ARCHIVED: [],
};

/** What our platform sends as a balance's `accountType`; V1.md types it as a free string. */
export const KNOWN_ACCOUNT_TYPES = ['ASSET', 'LIABILITY', 'INCOME', 'EXPENSE'] as const;

/**
 * Bulk actions (docs/BULK.md) and the V1 operations each may use, here without the schemas so the
 * browser's bulk runs need no zod; the contract's bulk schemas re-export it.
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

/** The overview points out invitations waiting longer than this many days since last sent. */
export const STALE_INVITATION_DAYS = 14;

/**
 * When an invitation was last sent (epoch ms): the later of V1's `createdTimestamp` and the
 * console's last resend of it (`resentAt`, ISO); undefined when neither is known (V1's time is
 * optional). V1 keeps the time of the invitation, not of its last mail.
 */
export function lastSentAt(
  createdTimestamp: number | undefined,
  resentAt: string | undefined,
): number | undefined {
  const resent = resentAt === undefined ? NaN : Date.parse(resentAt);
  if (Number.isNaN(resent)) return createdTimestamp;
  return createdTimestamp === undefined ? resent : Math.max(createdTimestamp, resent);
}

/** Was it last sent more than `days` days before `now`? Not when nothing says when it was. */
export function waitingLongerThan(sentAt: number | undefined, days: number, now: number): boolean {
  return sentAt !== undefined && now - sentAt > days * 24 * 60 * 60_000;
}

/** A financial year's longest span: it ends at most this many months after it starts, less a day. */
export const MAX_FINANCIAL_YEAR_MONTHS = 18;

/**
 * The largest work materiality an assignment takes: under a thousand billion kronor, where every
 * amount in whole öre is exact as a JSON number (a double), so what was typed is what is stored.
 */
export const MAX_WORK_MATERIALITY = 999_999_999_999.99;
/** Kronor and öre: at most two decimals (the double nearest to a whole number of öre). */
export const isWholeOre = (v: number): boolean => Math.round(v * 100) / 100 === v;

/**
 * Materiality levels of an audit assignment (ISA 320, ISA 450): performance (V1's work)
 * materiality and the clearly-trivial limit as shares of overall materiality, in per cent, unless
 * the auditor chooses others.
 */
export const DEFAULT_PERFORMANCE_SHARE = 75;
export const DEFAULT_TRIVIAL_SHARE = 5;
/** A share in per cent with at most two decimals (hundredths, as the console types them). */
export const isHundredths = (v: number): boolean => Math.round(v * 100) / 100 === v;

/**
 * `share` per cent of `amount` kronor, to the öre, halves away from zero: computed in whole öre
 * and hundredths of a per cent (integers), so no float drift (e.g. 0.5 % of 201 kr is 1.01 kr).
 * Both take at most two decimals (isWholeOre, isHundredths).
 */
export function shareOfAmount(amount: number, share: number): number {
  const ore = BigInt(Math.round(Math.abs(amount) * 100));
  const hundredths = BigInt(Math.round(share * 100));
  // öre × hundredths of a per cent is öre × 10 000: divide, rounding half up.
  const result = Number((ore * hundredths + 5000n) / 10000n) / 100;
  return amount < 0 && result !== 0 ? -result : result;
}
