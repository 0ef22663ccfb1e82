import { isRealIsoDate, latestEndDate, type FinancialYear } from '@ledger/contract';
import { currentT } from '../../../i18n/index.js';

/** Whole months covered by a year (`2024-01-01`..`2024-12-31` -> 12). */
export function monthsBetween(start: string, end: string): number {
  const [sy, sm] = start.split('-').map(Number) as [number, number];
  const [ey, em] = end.split('-').map(Number) as [number, number];
  return (ey - sy) * 12 + (em - sm) + 1;
}

/** The last end date the contract's 18-month rule allows for a start date, as a hint. */
export function endHint(startDate: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(startDate) || !isRealIsoDate(startDate)) return undefined;
  return currentT().companies.years.atTheLatest(latestEndDate(startDate));
}

/** A year's period as its dates (ISO in both languages). */
export const period = (y: Pick<FinancialYear, 'startDate' | 'endDate'>) =>
  `${y.startDate} – ${y.endDate}`;
