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

export type { JournalTestId } from '@ledger/contract';
import type { JournalTestId, JournalParamName } from '@ledger/contract';

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

/** The tests' parameters, every one given (the contract's JOURNAL_PARAMS has defaults and ranges). */
export type JournalParams = Record<JournalParamName, number>;
