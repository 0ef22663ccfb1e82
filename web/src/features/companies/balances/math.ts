import type { AccountMonthlyBalances, AccountType } from 'bff/contract';
import type { CsvValue } from '../../../lib/csv.js';

/** Work in integer öre so sums of two-decimal amounts stay exact. */
const ore = (x: number) => Math.round(x * 100);
const kr = (o: number) => o / 100;

export type Metric = 'amount' | 'balance';

export const ACCOUNT_TYPE_ORDER: AccountType[] = ['ASSET', 'LIABILITY', 'INCOME', 'EXPENSE'];
export const ACCOUNT_TYPE_LABEL: Record<AccountType, string> = {
  ASSET: 'Assets',
  LIABILITY: 'Liabilities and equity',
  INCOME: 'Income',
  EXPENSE: 'Expenses',
};

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
  accountType: AccountType;
  /** Per period of the range; months the answer lacks are absent. */
  cells: Record<string, Cell>;
  /** Sum of the movements inside the range. */
  movement: number;
  /** Balance at the end of the last period of the range that has data. */
  closing: number | null;
  /** Sum of |movement| inside the range (to rank accounts). */
  activity: number;
}

/** One row per account with the months of `periods` (months outside are dropped). */
export function toRows(accounts: AccountMonthlyBalances[], periods: string[]): BalanceRow[] {
  const wanted = new Set(periods);
  return accounts.map((a) => {
    const cells: Record<string, Cell> = {};
    let movement = 0;
    let activity = 0;
    let closing: number | null = null;
    let closingPeriod = '';
    for (const m of a.amounts) {
      if (!wanted.has(m.period)) continue;
      const prev = cells[m.period];
      // Two years never share a month; if they did, movements add up and the later balance wins.
      cells[m.period] = {
        amount: prev ? kr(ore(prev.amount) + ore(m.amount)) : m.amount,
        balance: m.balance,
      };
      movement += ore(m.amount);
      activity += Math.abs(ore(m.amount));
      if (m.period >= closingPeriod) {
        closingPeriod = m.period;
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
  type: AccountType;
  label: string;
  rows: BalanceRow[];
  totals: Totals;
}

/** Rows grouped by account type (assets, liabilities, income, expenses) with subtotals. */
export function groupByType(rows: BalanceRow[], periods: string[], metric: Metric): TypeGroup[] {
  return ACCOUNT_TYPE_ORDER.map((type) => {
    const of = rows
      .filter((r) => r.accountType === type)
      .sort((a, b) => a.accountNumber.localeCompare(b.accountNumber));
    return {
      type,
      label: ACCOUNT_TYPE_LABEL[type],
      rows: of,
      totals: sumRows(of, periods, metric),
    };
  }).filter((g) => g.rows.length > 0);
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

export const BALANCES_CSV_COLUMNS = [
  'account',
  'name',
  'type',
  'period',
  'amount',
  'balance',
] as const;

/** Long format: one line per account and month (numbers with dot decimals). */
export function balancesCsvRows(rows: BalanceRow[], periods: string[]): CsvValue[][] {
  const out: CsvValue[][] = [];
  for (const r of rows) {
    for (const p of periods) {
      const c = r.cells[p];
      if (!c) continue;
      out.push([
        r.accountNumber,
        r.accountName,
        r.accountType,
        p,
        c.amount.toFixed(2),
        c.balance.toFixed(2),
      ]);
    }
  }
  return out;
}

/** Months in range with the search text (account number prefix or name part). */
export function matchesAccount(
  r: { accountNumber: string; accountName: string },
  q: string,
): boolean {
  const s = q.trim().toLocaleLowerCase('sv-SE');
  if (!s) return true;
  return r.accountNumber.startsWith(s) || r.accountName.toLocaleLowerCase('sv-SE').includes(s);
}
