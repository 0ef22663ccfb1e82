/**
 * One account's months for the drill-down: the chosen range's movements beside the compared
 * range's, month by month from each start (so broken years overlay), with the months at or
 * above materiality. Pure.
 */
import type { MonthlyBalanceRecord } from '@ledger/contract';
import { monthsOf, type TrialBalance } from './trial-balance.js';

export interface SeriesPoint {
  /** 1-based month of the range. */
  index: number;
  month: string | null;
  current: number | null;
  priorMonth: string | null;
  prior: number | null;
  /** |current| at or above materiality. */
  flagged: boolean;
}

const ore = (kr: number) => Math.round(kr * 100);

function movements(record: MonthlyBalanceRecord | undefined, yearId: string, months: string[]) {
  const by = new Map<string, number>();
  for (const a of record?.amounts ?? [])
    if (a.financialYearId === yearId) by.set(a.month, (by.get(a.month) ?? 0) + ore(a.amount));
  return months.map((m) => (by.get(m) ?? 0) / 100);
}

export function accountSeries(
  records: readonly MonthlyBalanceRecord[],
  tb: TrialBalance,
  account: string,
): SeriesPoint[] {
  const record = records.find((r) => r.accountNumber === account);
  const cur = monthsOf(`${tb.range.firstMonth}-01`, `${tb.range.lastMonth}-01`);
  const curValues = movements(record, tb.range.yearId, cur);
  const c = tb.comparison;
  const pri = c.available ? monthsOf(`${c.range.firstMonth}-01`, `${c.range.lastMonth}-01`) : [];
  const priValues = c.available ? movements(record, c.range.yearId, pri) : [];
  const m = tb.materiality;
  const n = Math.max(cur.length, pri.length);
  const out: SeriesPoint[] = [];
  for (let i = 0; i < n; i++) {
    const v = i < cur.length ? curValues[i]! : null;
    out.push({
      index: i + 1,
      month: cur[i] ?? null,
      current: v,
      priorMonth: pri[i] ?? null,
      prior: i < pri.length ? priValues[i]! : null,
      flagged: m !== null && v !== null && Math.abs(v) >= m,
    });
  }
  return out;
}
