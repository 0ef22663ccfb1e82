/**
 * The journal-entry tests' input and output (docs/PLATFORM.md "Journal-entry tests").
 * Amounts are integer öre on the way in and SEK (a number with at most two decimals) on the
 * way out; signs as in SIE: debit positive, credit negative.
 */

/** One row of a voucher. */
export interface JournalRow {
  account: string;
  /** Integer öre; debit positive, credit negative. */
  amountOre: number;
  text?: string | null;
  objects?: unknown;
}

/** One voucher of the year, as the file has it. */
export interface JournalVoucher {
  series: string;
  number: string;
  /** YYYY-MM-DD */
  date: string;
  text: string;
  /** YYYY-MM-DD, or null when the file does not say. */
  registeredAt: string | null;
  registeredBy: string | null;
  transactions: readonly JournalRow[];
}

/** The financial year the vouchers belong to (YYYY-MM-DD). */
export interface JournalYear {
  startDate: string;
  endDate: string;
}

export type JournalTestId =
  | 'weekend'
  | 'holiday'
  | 'after-year-end'
  | 'round-amount'
  | 'number-gap'
  | 'duplicate'
  | 'unusual-combination'
  | 'rare-account'
  | 'unbalanced'
  | 'backdated'
  | 'benford';

/**
 * A voucher a test names: series and number, its date, text and amount (the sum of its debit
 * rows, SEK), `why` in plain English for a reader of the API, and the test's own fields (the
 * console words its explanation from those, in the user's language).
 */
export interface JournalItem {
  series: string;
  number: string;
  date?: string;
  text?: string;
  amount?: number;
  why: string;
  [field: string]: unknown;
}

export interface JournalTestResult {
  id: JournalTestId;
  /** How many the test finds (vouchers; for `number-gap` missing numbers). */
  count: number;
  /** At most `maxItems` of them, in date, series and number order. */
  items: JournalItem[];
  /** True when `count` is more than `items` holds. */
  truncated: boolean;
  [field: string]: unknown;
}

export interface BenfordDigit {
  digit: number;
  count: number;
  /** Share of the amounts tested, 0..1. */
  actual: number;
  /** Benford's expected share, log10(1 + 1/digit). */
  expected: number;
}

export type BenfordConformity = 'close' | 'acceptable' | 'marginal' | 'nonconformity';

export interface JournalPopulation {
  vouchers: number;
  transactions: number;
  /** Sum of the debit rows, SEK. */
  debit: number;
  /** Sum of the credit rows, SEK (negative). */
  credit: number;
}

export interface JournalResult {
  population: JournalPopulation;
  /** The parameters used, defaults filled in. */
  parameters: JournalParams;
  tests: JournalTestResult[];
}

/** The tests' parameters; every one is optional on the way in (params.ts has the defaults). */
export interface JournalParams {
  /** round-amount: the base, SEK (default 1 000). */
  roundBase: number;
  /** round-amount: amounts under this many SEK are not tested (default 10 000). */
  roundFloor: number;
  /** backdated: registered more than this many days after its date (default 30). */
  backdatedDays: number;
  /** rare-account: accounts on at most this many vouchers (default 2). */
  rareAccountMaxVouchers: number;
  /** unusual-combination: a debit/credit account pair on at most this many vouchers (default 1) ... */
  pairMaxVouchers: number;
  /** ... while each of the two accounts is on at least this many vouchers (default 10). */
  pairMinAccountVouchers: number;
  /** benford: amounts of at least this many SEK are tested (default 10). */
  benfordMinAmount: number;
  /** Items listed per test, at most (default 1 000, largest 10 000); `count` is always whole. */
  maxItems: number;
}
