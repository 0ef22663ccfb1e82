import dayjs from 'dayjs';
import { z } from 'zod';
import { DurableKey, IsoDate, plainText } from '../primitives.js';
import { issueText } from '../issues.js';
import {
  ASSIGNMENT_STATUSES,
  ASSIGNMENT_TYPES,
  FILE_STATUSES,
  FINAL_FILE_STATUSES,
  isFinalFileStatus,
  isWholeOre,
  KNOWN_ACCOUNT_TYPES,
  MAX_FINANCIAL_YEAR_MONTHS,
  MAX_WORK_MATERIALITY,
} from '../rules.js';

export { ASSIGNMENT_STATUS_MOVES, isWholeOre, MAX_WORK_MATERIALITY } from '../rules.js';

// ---- Financial years ---------------------------------------------------------
export const FinancialYear = z.strictObject({
  id: z.string(),
  companyDurableKey: z.string(),
  startDate: IsoDate,
  endDate: IsoDate,
});
export type FinancialYear = z.infer<typeof FinancialYear>;

/** `YYYY-MM-DD` of start + 18 months - 1 day (day clamped to the month's end): a year's last end. */
export function latestEndDate(startDate: string): string {
  return dayjs(startDate)
    .add(MAX_FINANCIAL_YEAR_MONTHS, 'month')
    .subtract(1, 'day')
    .format('YYYY-MM-DD');
}

/** The span rule of a financial year: start <= end, at most 18 months. */
export function checkFinancialYearSpan(startDate: string, endDate: string): string | null {
  if (endDate < startDate) return issueText('before_start');
  const latest = latestEndDate(startDate);
  if (endDate > latest) return issueText('year_too_long', { latest });
  return null;
}

export const CreateFinancialYear = z
  .strictObject({ startDate: IsoDate, endDate: IsoDate })
  .superRefine((v, ctx) => {
    const problem = checkFinancialYearSpan(v.startDate, v.endDate);
    if (problem) ctx.addIssue({ code: 'custom', path: ['endDate'], message: problem });
  });
export type CreateFinancialYear = z.infer<typeof CreateFinancialYear>;

export const CreateFinancialYearResponse = z.strictObject({
  id: z.string(),
  startDate: IsoDate,
  endDate: IsoDate,
});
export type CreateFinancialYearResponse = z.infer<typeof CreateFinancialYearResponse>;

// ---- Files -------------------------------------------------------------------
export const FileStatus = z.enum(FILE_STATUSES);
export type FileStatus = z.infer<typeof FileStatus>;
export { FINAL_FILE_STATUSES, isFinalFileStatus };

/** V1's `File` (named so it does not shadow the DOM's File). */
export const AccountingFile = z.strictObject({
  id: z.string(),
  name: z.string(),
  uploadedByUserId: z.string().nullable(),
  status: FileStatus,
  uploadedDate: z.iso.datetime({ offset: true }),
  parsedDate: z.iso.datetime({ offset: true }).nullable(),
});
export type AccountingFile = z.infer<typeof AccountingFile>;

/** Upload query: `startDate`/`endDate` both or neither, start <= end; or a financial year. */
export const UploadQuery = z
  .object({
    startDate: IsoDate.optional(),
    endDate: IsoDate.optional(),
    financialYearId: DurableKey.optional(),
  })
  .superRefine((v, ctx) => {
    if ((v.startDate === undefined) !== (v.endDate === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [v.startDate === undefined ? 'startDate' : 'endDate'],
        message: issueText('dates_together'),
      });
    } else if (v.startDate && v.endDate && v.endDate < v.startDate) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: issueText('before_start') });
    }
  });
export type UploadQuery = z.infer<typeof UploadQuery>;

// Extension: the processing report (docs/PLATFORM.md), what the console wants beyond V1's File.
export const Severity = z.enum(['error', 'warning', 'info']);
export const Finding = z.object({
  severity: Severity,
  line: z.number().int().nullable(),
  message: z.string(),
});
export type Finding = z.infer<typeof Finding>;
export const Discrepancy = z.object({
  severity: Severity,
  line: z.number().int().nullable(),
  account: z.string(),
  kind: z.enum(['UB', 'RES', 'PSALDO']),
  period: z.string().optional(),
  expected: z.number(),
  actual: z.number(),
  message: z.string(),
});
export type Discrepancy = z.infer<typeof Discrepancy>;
export const FileReport = z.object({
  fileId: z.string(),
  status: FileStatus,
  size: z.number().int().min(0),
  contentType: z.string(),
  /** SHA-256 of the stored bytes, lowercase hex; absent only when the platform lost the bytes. */
  sha256: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .optional(),
  financialYearId: z.string().optional(),
  sieType: z.number().int().optional(),
  program: z.string().optional(),
  organizationNumber: z.string().optional(),
  period: z.object({ startDate: IsoDate, endDate: IsoDate }).optional(),
  counts: z.object({
    accounts: z.number().int().min(0),
    vouchers: z.number().int().min(0),
    transactions: z.number().int().min(0),
  }),
  errors: z.array(Finding),
  discrepancies: z.array(Discrepancy),
});
export type FileReport = z.infer<typeof FileReport>;

// ---- Assignments -------------------------------------------------------------
export const AssignmentType = z.enum(ASSIGNMENT_TYPES);
export type AssignmentType = z.infer<typeof AssignmentType>;
export const AssignmentStatus = z.enum(ASSIGNMENT_STATUSES);
export type AssignmentStatus = z.infer<typeof AssignmentStatus>;
export const AssignmentSummary = z.object({
  id: z.string(),
  type: AssignmentType,
  subType: z.string(),
  financialYearId: z.string(),
  status: AssignmentStatus,
});
export type AssignmentSummary = z.infer<typeof AssignmentSummary>;

export const AuditAssignmentWorkMateriality = z.object({
  workMateriality: z.number().nullable(),
  workMaterialityPercentage: z.number().nullable(),
});
export type AuditAssignmentWorkMateriality = z.infer<typeof AuditAssignmentWorkMateriality>;

// Extension request bodies.
export const AssignmentCreate = z.strictObject({
  type: AssignmentType,
  subType: plainText(
    z
      .string()
      .trim()
      .min(1, issueText('not_empty'))
      .max(100, issueText('max_length', { max: 100 })),
  ),
  financialYearId: DurableKey,
});
export type AssignmentCreate = z.infer<typeof AssignmentCreate>;
export const AssignmentStatusUpdate = z.strictObject({ status: AssignmentStatus });
/**
 * V1 reads an assignment's work materiality as a double and the percentage as one; setting them
 * is our extension. The amount is kronor and öre (no fraction of an öre), the percentage 0-100
 * (docs/decisions/0001-amount-fields.md).
 */
export const WorkMaterialityUpdate = z.strictObject({
  workMateriality: z
    .number()
    .min(0, issueText('not_negative'))
    .max(MAX_WORK_MATERIALITY, issueText('too_large'))
    .refine(isWholeOre, issueText('whole_ore')),
  workMaterialityPercentage: z
    .number()
    .min(0, issueText('not_negative'))
    .max(100, issueText('max_value', { max: 100 })),
});
export type WorkMaterialityUpdate = z.infer<typeof WorkMaterialityUpdate>;

// ---- Balances ----------------------------------------------------------------
/** What our platform sends as `accountType`; V1.md types it as a free string. */
export const KnownAccountType = z.enum(KNOWN_ACCOUNT_TYPES);
export type KnownAccountType = z.infer<typeof KnownAccountType>;
export const MonthEntry = z.object({
  month: z.string().regex(/^\d{4}-\d{2}$/, issueText('month')),
  financialYearId: z.string(),
  amount: z.number(),
  balance: z.number(),
});
export type MonthEntry = z.infer<typeof MonthEntry>;
export const MonthlyBalanceRecord = z.object({
  companyDurableKey: z.string(),
  accountNumber: z.string(),
  accountName: z.string(),
  accountType: z.string(),
  amounts: z.array(MonthEntry),
});
export type MonthlyBalanceRecord = z.infer<typeof MonthlyBalanceRecord>;

// ---- Vouchers (extension) ------------------------------------------------------
/** One object of a voucher row: SIE's `{dimension object}` pair (cost centre 1, project 6, ...). */
export const VoucherObject = z.object({ dimension: z.string(), object: z.string() });
export type VoucherObject = z.infer<typeof VoucherObject>;
/** One `#TRANS` row: the amount in kronor and öre, debit positive (as in the file). */
export const VoucherTransaction = z.object({
  account: z.string(),
  amount: z.number(),
  text: z.string().nullable(),
  objects: z.array(VoucherObject),
});
export type VoucherTransaction = z.infer<typeof VoucherTransaction>;
/**
 * One voucher (`#VER`) of the file a financial year's balances come from, with its `#TRANS`
 * rows in file order (docs/PLATFORM.md "Vouchers"). Dates ISO; `number` as the file writes it.
 */
export const Voucher = z.object({
  series: z.string(),
  number: z.string(),
  date: IsoDate,
  text: z.string().nullable(),
  registeredAt: IsoDate.nullable(),
  registeredBy: z.string().nullable(),
  transactions: z.array(VoucherTransaction),
});
export type Voucher = z.infer<typeof Voucher>;

// ---- Accounts (extension) ------------------------------------------------------
/**
 * An account of the file a financial year's vouchers come from: every account the file names
 * (`#KONTO`) or books on, with its `#KONTO` name or null (docs/PLATFORM.md "Accounts").
 */
export const YearAccount = z.object({ account: z.string(), name: z.string().nullable() });
export type YearAccount = z.infer<typeof YearAccount>;

// ---- Journal-entry tests (extension) -------------------------------------------
/**
 * A voucher a journal-entry test names (or, for `number-gap`, a missing number or run): series
 * and number always, date, text and amount (its debit rows' sum, kronor) when it exists, `why`
 * in English for a reader of the API, and the test's own fields (docs/PLATFORM.md
 * "Journal-entry tests"): the console words its explanation from those.
 */
const VoucherRef = z.object({ series: z.string(), number: z.string() });
export const JournalTestItem = z.object({
  series: z.string(),
  number: z.string(),
  date: IsoDate.optional(),
  text: z.string().optional(),
  amount: z.number().optional(),
  why: z.string(),
  /** weekend: 0 Sunday, 6 Saturday. */
  weekday: z.number().int().optional(),
  /** holiday: which (`midsommarafton`, `juldagen`, ...: docs/PLATFORM.md has the keys). */
  holiday: z.string().optional(),
  /** after-year-end, backdated: the registration (SIE regdatum and sign). */
  registeredAt: IsoDate.nullable().optional(),
  registeredBy: z.string().nullable().optional(),
  daysAfterYearEnd: z.number().int().optional(),
  daysLate: z.number().int().optional(),
  /** round-amount: the round row; rare-account: the rare account. */
  account: z.string().optional(),
  rowAmount: z.number().optional(),
  /** unbalanced: what the rows sum to. */
  difference: z.number().optional(),
  /** number-gap: the last number of a run of missing ones, and how many are missing. */
  last: z.string().optional(),
  missing: z.number().int().optional(),
  /** duplicate: the group's first voucher and its size. */
  group: VoucherRef.optional(),
  groupSize: z.number().int().optional(),
  /** unusual-combination: the BAS rules it breaks and the rare pairs it has. */
  rules: z.array(z.object({ rule: z.string(), debit: z.string(), credit: z.string() })).optional(),
  pairs: z
    .array(z.object({ debit: z.string(), credit: z.string(), vouchers: z.number().int() }))
    .optional(),
  /** rare-account: how many vouchers use the account, and this voucher's net amount on it. */
  accountVouchers: z.number().int().optional(),
  accountAmount: z.number().optional(),
});
export type JournalTestItem = z.infer<typeof JournalTestItem>;
export const JOURNAL_TEST_IDS = [
  'weekend',
  'holiday',
  'after-year-end',
  'backdated',
  'round-amount',
  'number-gap',
  'duplicate',
  'unusual-combination',
  'rare-account',
  'unbalanced',
  'benford',
] as const;
export type JournalTestId = (typeof JOURNAL_TEST_IDS)[number];
/** One test's answer: how many it finds, the first `maxItems` of them, and its own fields. */
export const JournalTestResult = z.object({
  id: z.enum(JOURNAL_TEST_IDS),
  /** What it finds: vouchers (number-gap: missing numbers; benford: amounts tested). */
  count: z.number().int().nonnegative(),
  items: z.array(JournalTestItem),
  /** True when `items` holds fewer than `count` (cut at maxItems). */
  truncated: z.boolean(),
  /** number-gap: series whose numbers are not all digits, not tested. */
  skippedSeries: z.array(z.object({ series: z.string(), reason: z.string() })).optional(),
  /** rare-account: the rare accounts and how many vouchers use each. */
  accounts: z.array(z.object({ account: z.string(), vouchers: z.number().int() })).optional(),
  /** benford: Nigrini's mean absolute deviation, its conformity range and the digits. */
  mad: z.number().optional(),
  conformity: z.enum(['close', 'acceptable', 'marginal', 'nonconformity']).optional(),
  digits: z
    .array(
      z.object({
        digit: z.number().int(),
        count: z.number().int(),
        actual: z.number(),
        expected: z.number(),
      }),
    )
    .optional(),
});
export type JournalTestResult = z.infer<typeof JournalTestResult>;
/** The journal-tests answer: the year's population, the parameters used, every test. */
export const JournalTests = z.object({
  financialYearId: z.string(),
  /** The file whose vouchers were tested; null when the year has no SIE 4 file. */
  fileId: z.string().nullable(),
  population: z.object({
    vouchers: z.number().int().nonnegative(),
    transactions: z.number().int().nonnegative(),
    debit: z.number(),
    credit: z.number(),
  }),
  parameters: z.record(z.string(), z.number()),
  tests: z.array(JournalTestResult),
});
export type JournalTests = z.infer<typeof JournalTests>;
