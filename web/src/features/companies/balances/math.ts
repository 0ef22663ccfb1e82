import type { KnownAccountType, MonthlyBalanceRecord } from '@ledger/contract';
import { KNOWN_ACCOUNT_TYPES } from '@ledger/contract/rules';
import { csvAmount, type CsvValue } from '../../../lib/format/csv.js';
import { currentT, type Catalog } from '../../../i18n/index.js';

/** Work in integer öre so sums of two-decimal amounts stay exact. */
const ore = (x: number) => Math.round(x * 100);
const kr = (o: number) => o / 100;

export type Metric = 'amount' | 'balance';

/** The account types our platform sends, in table order; V1 types `accountType` as any string. */
const ACCOUNT_TYPE_ORDER: readonly KnownAccountType[] = KNOWN_ACCOUNT_TYPES;
const isKnownType = (t: string): t is KnownAccountType =>
  (ACCOUNT_TYPE_ORDER as readonly string[]).includes(t);

/** A known account type by its name; any other value from V1 as it comes (`–` if empty). */
export function accountTypeLabel(type: string, t: Catalog = currentT()): string {
  if (isKnownType(type)) return t.balances.accountType[type];
  return type.trim() ? type : '–';
}

/** The known types in their order, then any others alphabetically, each its own group. */
function compareAccountTypes(a: string, b: string): number {
  const ia = isKnownType(a) ? ACCOUNT_TYPE_ORDER.indexOf(a) : ACCOUNT_TYPE_ORDER.length;
  const ib = isKnownType(b) ? ACCOUNT_TYPE_ORDER.indexOf(b) : ACCOUNT_TYPE_ORDER.length;
  return ia - ib || (a < b ? -1 : a > b ? 1 : 0);
}

/** `YYYY-MM` of every month from the month of `from` to the month of `to` (ISO dates). */
export function monthsInRange(from: string, to: string): string[] {
  let y = Number(from.slice(0, 4));
  let m = Number(from.slice(5, 7));
  const ey = Number(to.slice(0, 4));
  const em = Number(to.slice(5, 7));
  const out: string[] = [];
  while (y < ey || (y === ey && m <= em)) {
    out.push(`${y}-${String(m).padStart(2, '0')}`);
    m++;
    if (m > 12) {
      m = 1;
      y++;
    }
    if (out.length > 600) break;
  }
  return out;
}

export interface Cell {
  amount: number;
  balance: number;
}

export interface BalanceRow {
  accountNumber: string;
  accountName: string;
  /** As V1 sends it: a known type or any other string. */
  accountType: string;
  /** Per month of the range; months the answer lacks are absent. */
  cells: Record<string, Cell>;
  /** Sum of the movements inside the range. */
  movement: number;
  /** Balance at the end of the last period of the range that has data. */
  closing: number | null;
  /** Sum of |movement| inside the range (to rank accounts). */
  activity: number;
}

/** One row per account with the months of `periods` (months outside are dropped). */
export function toRows(accounts: MonthlyBalanceRecord[], periods: string[]): BalanceRow[] {
  const wanted = new Set(periods);
  return accounts.map((a) => {
    const cells: Record<string, Cell> = {};
    let movement = 0;
    let activity = 0;
    let closing: number | null = null;
    let closingPeriod = '';
    for (const m of a.amounts) {
      if (!wanted.has(m.month)) continue;
      const prev = cells[m.month];
      // Two years never share a month; if they did, movements add up and the later balance wins.
      cells[m.month] = {
        amount: prev ? kr(ore(prev.amount) + ore(m.amount)) : m.amount,
        balance: m.balance,
      };
      movement += ore(m.amount);
      activity += Math.abs(ore(m.amount));
      if (m.month >= closingPeriod) {
        closingPeriod = m.month;
        closing = m.balance;
      }
    }
    return {
      accountNumber: a.accountNumber,
      accountName: a.accountName,
      accountType: a.accountType,
      cells,
      movement: kr(movement),
      closing,
      activity: kr(activity),
    };
  });
}

/** The `n` accounts with the largest movement (sum of |monthly movement|), largest first. */
export function topMovers(rows: BalanceRow[], n = 5): string[] {
  return [...rows]
    .filter((r) => r.activity > 0)
    .sort((a, b) => b.activity - a.activity || a.accountNumber.localeCompare(b.accountNumber))
    .slice(0, n)
    .map((r) => r.accountNumber);
}

export interface Totals {
  /** Per period: summed value of the metric. */
  perPeriod: Record<string, number>;
  /** Movement: the sum over the range; balance: the sum of closings. */
  total: number;
}

/** Column sums of rows for one metric. */
export function sumRows(rows: BalanceRow[], periods: string[], metric: Metric): Totals {
  const perPeriod: Record<string, number> = {};
  for (const p of periods) {
    let s = 0;
    for (const r of rows) {
      const c = r.cells[p];
      if (c) s += ore(c[metric]);
    }
    perPeriod[p] = kr(s);
  }
  let total = 0;
  for (const r of rows) total += ore(metric === 'amount' ? r.movement : (r.closing ?? 0));
  return { perPeriod, total: kr(total) };
}

export interface TypeGroup {
  type: string;
  label: string;
  rows: BalanceRow[];
  totals: Totals;
}

/**
 * Rows grouped by account type with subtotals: assets, liabilities, income, expenses, then each
 * other type V1 sends as a group of its own (so every row is in exactly one group).
 */
export function groupByType(rows: BalanceRow[], periods: string[], metric: Metric): TypeGroup[] {
  const types = [...new Set(rows.map((r) => r.accountType))].sort(compareAccountTypes);
  return types.map((type) => {
    const of = rows
      .filter((r) => r.accountType === type)
      .sort((a, b) => a.accountNumber.localeCompare(b.accountNumber));
    return { type, label: accountTypeLabel(type), rows: of, totals: sumRows(of, periods, metric) };
  });
}

/** Chart points: one object per period with one key per account (the metric's value). */
export function chartData(
  rows: BalanceRow[],
  periods: string[],
  metric: Metric,
): Record<string, string | number | null>[] {
  return periods.map((p) => {
    const point: Record<string, string | number | null> = { period: p };
    for (const r of rows) point[r.accountNumber] = r.cells[p]?.[metric] ?? null;
    return point;
  });
}

/** The CSV's columns: one line per account and month. */
export const BALANCES_CSV_COLUMNS = [
  'account',
  'name',
  'type',
  'period',
  'amount',
  'balance',
] as const;

/** The CSV's header in the active language. */
export function balancesCsvHeader(t: Catalog = currentT()): string[] {
  return BALANCES_CSV_COLUMNS.map((c) => t.balances.csvColumns[c]);
}

/** Long format: one line per account and month (amounts with two decimals, the type by name). */
export function balancesCsvRows(rows: BalanceRow[], periods: string[]): CsvValue[][] {
  const out: CsvValue[][] = [];
  for (const r of rows) {
    for (const p of periods) {
      const c = r.cells[p];
      if (!c) continue;
      out.push([
        r.accountNumber,
        r.accountName,
        accountTypeLabel(r.accountType),
        p,
        csvAmount(c.amount),
        csvAmount(c.balance),
      ]);
    }
  }
  return out;
}
