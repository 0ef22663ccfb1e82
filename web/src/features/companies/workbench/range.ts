/**
 * The range a year opens with when the URL names none: the whole year once it has ended; for a
 * year in progress, up to its last month with a movement (else the current month), so that it is
 * compared with the same months of the prior year rather than with all of it.
 */
import type { MonthlyBalanceRecord } from '@ledger/contract';
import type { FinancialYearRef } from './trial-balance.js';

export function defaultThrough(
  records: readonly MonthlyBalanceRecord[],
  year: FinancialYearRef,
  today: string,
): string | null {
  if (year.endDate < today) return null;
  let last: string | null = null;
  for (const r of records)
    for (const a of r.amounts)
      if (a.financialYearId === year.id && a.amount !== 0 && (last === null || a.month > last))
        last = a.month;
  const now = today.slice(0, 7);
  const through = last ?? (now < year.startDate.slice(0, 7) ? year.startDate.slice(0, 7) : now);
  return through >= year.endDate.slice(0, 7) ? null : through;
}
