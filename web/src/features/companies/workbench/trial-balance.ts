/**
 * The trial balance (råbalans) of a financial year with a comparison, from V1's monthly
 * balances. Pure: no React, no text; amounts in kronor computed exactly in öre.
 *
 * V1's monthly balance record carries, per account and per month of each contributing year,
 * the month's net movement (`amount`, debit positive) and the month-end `balance`: opening
 * balance plus movements so far for balance-sheet accounts, movements so far within the year
 * for result accounts. So an account's opening balance is its first month's balance less that
 * month's movement, and result accounts open every year at zero.
 */
import type { MonthlyBalanceRecord } from '@ledger/contract';
import { basClassOf, basGroupOf, type BasClassId, type BasGroupId, type Statement } from './bas.js';

export interface FinancialYearRef {
  id: string;
  /** ISO `YYYY-MM-DD`. */
  startDate: string;
  endDate: string;
}

export type ComparisonMode = 'fullYear' | 'sameMonths';

export interface TrialBalanceOptions {
  /** The company's financial years (any order). */
  years: readonly FinancialYearRef[];
  /** The chosen year. */
  yearId: string;
  /** The last month (`YYYY-MM`) of the chosen year to include: a year in progress, or up to a
   *  chosen month. Default: the year's last month. */
  through?: string;
  /** Against the prior year's whole year, or the same months of it (as many months from its
   *  start as the chosen range has). Default: `fullYear` for a whole year, else `sameMonths`. */
  comparison?: ComparisonMode;
  /** Work materiality in kronor; none when absent, null or not above zero. */
  materiality?: number | null;
}

/** Why there is no comparison. */
export type NoComparisonReason =
  /** The company has no financial year before the chosen one. */
  | 'NO_PRIOR_YEAR'
  /** The year before has no balances (no usable file). */
  | 'PRIOR_YEAR_WITHOUT_DATA';

/** What the reader of a comparison should know. */
export type ComparisonNote =
  /** The prior year does not end the day before the chosen one starts. */
  | 'PRIOR_YEAR_NOT_ADJACENT'
  /** The compared ranges have different numbers of months (e.g. an 18-month first year). */
  | 'DIFFERENT_LENGTHS'
  /** `sameMonths` asked for more months than the prior year has: all of it is compared. */
  | 'PRIOR_YEAR_SHORTER';

export interface Range {
  yearId: string;
  startDate: string;
  endDate: string;
  /** First and last included month, `YYYY-MM`. */
  firstMonth: string;
  lastMonth: string;
  months: number;
  /** The range ends before the year does (a year in progress or a chosen month). */
  partial: boolean;
}

export type Comparison =
  | { available: true; mode: ComparisonMode; range: Range; notes: ComparisonNote[] }
  | { available: false; reason: NoComparisonReason };

export interface Figures {
  opening: number;
  movement: number;
  closing: number;
}

export interface TrialBalanceRow extends Figures {
  accountNumber: string;
  accountName: string;
  /** As V1 sends it. */
  accountType: string;
  classId: BasClassId | null;
  groupId: BasGroupId | null;
  statement: Statement;
  /** Assets (class 1, else V1's `ASSET`) are debit by nature; everything else credit in the
   *  statement view's sign (see `statementAmount`). */
  side: 'asset' | 'other';
  /** The included months' movements, in order. */
  months: { month: string; amount: number }[];
  /** The compared range's figures; null without a comparison. */
  prior: Figures | null;
  /** closing - prior closing; null without a comparison. */
  change: number | null;
  /**
   * (closing - prior closing) / prior closing x 100: the change relative to the prior balance, in
   * the prior balance's own direction, so a balance that grew on its side reads positive in any
   * sign convention (a debt from -10 000 to -40 000: +300 %; sales from -100 to -94: -6 %), one
   * that shrank between 0 and -100 %, one that crossed to the other side below -100 %. The same
   * in the trial and the statement view (negating both figures leaves it). Null without a
   * comparison or when the prior closing is 0.
   */
  changePercent: number | null;
  /**
   * ISA 510, ÅRL 2 kap. 4 § första stycket 7: a balance-sheet account's opening balance less the
   * prior year's closing (the whole prior year, whatever the comparison). Null for result
   * accounts (they open at 0), without a comparison, and when the prior year is not the one just
   * before (a gap between them).
   */
  openingDifference: number | null;
  /** |closing| and |change| as shares of materiality (1 = materiality); null without one. */
  materialityShare: { closing: number; change: number | null } | null;
  /** In the chosen range (an opening balance or a movement), in the prior year (anything in
   *  its whole year), or both; always `currentOnly` without a comparison. */
  presence: 'both' | 'currentOnly' | 'priorOnly';
  /** The account had a balance but no movement in the whole prior year (null: no comparison). */
  dormantInPrior: boolean | null;
}

/**
 * The share of materiality a view shows of a row: with a prior year its change's, without one
 * its closing balance's (1 = materiality); null without materiality, or without a change.
 */
export function shownMaterialityShare(r: TrialBalanceRow, withPrior: boolean): number | null {
  if (!r.materialityShare) return null;
  return withPrior ? r.materialityShare.change : r.materialityShare.closing;
}

export interface TrialBalance {
  range: Range;
  comparison: Comparison;
  materiality: number | null;
  rows: TrialBalanceRow[];
}

const ore = (kr: number) => Math.round(kr * 100);
/** Öre to kronor (never -0). */
const kr = (o: number) => (o === 0 ? 0 : o / 100);

/** `YYYY-MM` of every month from the month of `start` to the month of `end` (ISO dates). */
export function monthsOf(start: string, end: string): string[] {
  const out: string[] = [];
  let y = Number(start.slice(0, 4));
  let m = Number(start.slice(5, 7));
  const last = end.slice(0, 7);
  for (let p = start.slice(0, 7); p <= last && out.length < 600;) {
    out.push(p);
    if (++m > 12) {
      m = 1;
      y++;
    }
    p = `${y}-${String(m).padStart(2, '0')}`;
  }
  return out;
}

function rangeOf(year: FinancialYearRef, through: string | undefined, count?: number): Range {
  const all = monthsOf(year.startDate, year.endDate);
  let months = all;
  if (count !== undefined) months = all.slice(0, Math.max(1, count));
  else if (through !== undefined) {
    const cut = all.filter((m) => m <= through);
    months = cut.length > 0 ? cut : all.slice(0, 1);
  }
  return {
    yearId: year.id,
    startDate: year.startDate,
    endDate: year.endDate,
    firstMonth: months[0]!,
    lastMonth: months.at(-1)!,
    months: months.length,
    partial: months.length < all.length,
  };
}

const isBalanceSheet = (account: string, type: string): boolean => {
  const c = basClassOf(account);
  if (c === 'assets' || c === 'equityAndLiabilities') return true;
  if (c !== null) return false;
  return type === 'ASSET' || type === 'LIABILITY';
};

/** One account's figures (öre) over a range of a year, and whether it was there at all. */
function figuresOf(
  record: MonthlyBalanceRecord,
  range: Range,
  balanceSheet: boolean,
): { opening: number; movement: number; months: { month: string; amount: number }[] } {
  const entries = record.amounts
    .filter((a) => a.financialYearId === range.yearId)
    .sort((a, b) => (a.month < b.month ? -1 : a.month > b.month ? 1 : 0));
  const first = entries[0];
  const opening = balanceSheet && first ? ore(first.balance) - ore(first.amount) : 0;
  let movement = 0;
  const months: { month: string; amount: number }[] = [];
  for (const e of entries) {
    if (e.month < range.firstMonth || e.month > range.lastMonth) continue;
    movement += ore(e.amount);
    months.push({ month: e.month, amount: ore(e.amount) });
  }
  return { opening, movement, months };
}

/** Whether the account had a balance or moved at all in a whole year. */
function activityIn(record: MonthlyBalanceRecord, yearId: string) {
  let moved = false;
  let balance = false;
  for (const a of record.amounts) {
    if (a.financialYearId !== yearId) continue;
    if (ore(a.amount) !== 0) moved = true;
    if (ore(a.balance) !== 0 || ore(a.balance) - ore(a.amount) !== 0) balance = true;
  }
  return { moved, present: moved || balance };
}

/** The year before the chosen one: the latest that ends before it starts. */
export function priorYearOf(
  years: readonly FinancialYearRef[],
  year: FinancialYearRef,
): FinancialYearRef | null {
  let best: FinancialYearRef | null = null;
  for (const y of years)
    if (y.endDate < year.startDate && (!best || y.endDate > best.endDate)) best = y;
  return best;
}

const dayBefore = (iso: string) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
};

function comparisonOf(
  records: readonly MonthlyBalanceRecord[],
  opts: TrialBalanceOptions,
  year: FinancialYearRef,
  range: Range,
): Comparison {
  const prior = priorYearOf(opts.years, year);
  if (!prior) return { available: false, reason: 'NO_PRIOR_YEAR' };
  if (!records.some((r) => r.amounts.some((a) => a.financialYearId === prior.id)))
    return { available: false, reason: 'PRIOR_YEAR_WITHOUT_DATA' };
  const mode = opts.comparison ?? (range.partial ? 'sameMonths' : 'fullYear');
  const priorMonths = monthsOf(prior.startDate, prior.endDate).length;
  const priorRange = rangeOf(
    prior,
    undefined,
    mode === 'sameMonths' ? Math.min(range.months, priorMonths) : priorMonths,
  );
  const notes: ComparisonNote[] = [];
  if (prior.endDate !== dayBefore(year.startDate)) notes.push('PRIOR_YEAR_NOT_ADJACENT');
  if (mode === 'sameMonths' && range.months > priorMonths) notes.push('PRIOR_YEAR_SHORTER');
  if (priorRange.months !== range.months) notes.push('DIFFERENT_LENGTHS');
  return { available: true, mode, range: priorRange, notes };
}

const compareAccounts = (a: string, b: string) =>
  a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);

/**
 * The trial balance of `opts.yearId` from V1's monthly balances (`records` may hold any years
 * of the company: those outside the chosen and the prior year are ignored). One row per
 * account that has a balance or a movement in the chosen year or, with a comparison, the
 * prior year; ordered by account number. Throws when `yearId` is not among `opts.years`.
 */
export function trialBalance(
  records: readonly MonthlyBalanceRecord[],
  opts: TrialBalanceOptions,
): TrialBalance {
  const year = opts.years.find((y) => y.id === opts.yearId);
  if (!year) throw new Error(`unknown financial year ${opts.yearId}`);
  const range = rangeOf(year, opts.through);
  const comparison = comparisonOf(records, opts, year, range);
  const materiality =
    opts.materiality !== undefined && opts.materiality !== null && opts.materiality > 0
      ? opts.materiality
      : null;
  // The prior year's whole range, for the opening balance check (only the year just before).
  let priorWhole: Range | null = null;
  const comparedRange = comparison.available ? comparison.range : null;
  if (comparison.available && !comparison.notes.includes('PRIOR_YEAR_NOT_ADJACENT')) {
    const c = comparison.range;
    priorWhole = c.partial
      ? rangeOf({ id: c.yearId, startDate: c.startDate, endDate: c.endDate }, undefined)
      : c;
  }
  const rows: TrialBalanceRow[] = [];
  for (const r of [...records].sort((a, b) => compareAccounts(a.accountNumber, b.accountNumber))) {
    const balanceSheet = isBalanceSheet(r.accountNumber, r.accountType);
    const cur = figuresOf(r, range, balanceSheet);
    const inCurrent = cur.opening !== 0 || cur.months.some((m) => m.amount !== 0);
    let prior: Figures | null = null;
    let inPrior = false;
    let dormantInPrior: boolean | null = null;
    if (comparison.available) {
      const p = figuresOf(r, comparison.range, balanceSheet);
      prior = { opening: p.opening, movement: p.movement, closing: p.opening + p.movement };
      const before = activityIn(r, comparison.range.yearId);
      inPrior = before.present;
      dormantInPrior = before.present && !before.moved;
    }
    if (!inCurrent && !inPrior) continue;
    const closing = cur.opening + cur.movement;
    const change = prior ? closing - prior.closing : null;
    let openingDifference: number | null = null;
    if (priorWhole && balanceSheet) {
      let priorClosing: number;
      if (prior && priorWhole === comparedRange) priorClosing = prior.closing;
      else {
        const w = figuresOf(r, priorWhole, true);
        priorClosing = w.opening + w.movement;
      }
      openingDifference = cur.opening - priorClosing;
    }
    const classId = basClassOf(r.accountNumber);
    rows.push({
      accountNumber: r.accountNumber,
      accountName: r.accountName,
      accountType: r.accountType,
      classId,
      groupId: basGroupOf(r.accountNumber)?.id ?? null,
      statement: balanceSheet ? 'balanceSheet' : 'incomeStatement',
      side:
        classId === 'assets' || (classId === null && r.accountType === 'ASSET') ? 'asset' : 'other',
      opening: kr(cur.opening),
      movement: kr(cur.movement),
      closing: kr(closing),
      months: cur.months.map((m) => ({ month: m.month, amount: kr(m.amount) })),
      prior: prior && {
        opening: kr(prior.opening),
        movement: kr(prior.movement),
        closing: kr(prior.closing),
      },
      change: change === null ? null : kr(change),
      changePercent:
        change === null || !prior || prior.closing === 0 ? null : (change / prior.closing) * 100,
      openingDifference: openingDifference === null ? null : kr(openingDifference),
      materialityShare:
        materiality === null
          ? null
          : {
              closing: Math.abs(kr(closing)) / materiality,
              change: change === null ? null : Math.abs(kr(change)) / materiality,
            },
      presence: !comparison.available
        ? 'currentOnly'
        : inCurrent
          ? inPrior
            ? 'both'
            : 'currentOnly'
          : 'priorOnly',
      dormantInPrior,
    });
  }
  return { range, comparison, materiality, rows };
}
