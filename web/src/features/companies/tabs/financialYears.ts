// Plain values only: the years tab imports these, and a value of `@ledger/contract` brings all
// its schemas (zod); the add form's hint (`endHint.ts`) comes with the form.
import type { FinancialYear } from '@ledger/contract';

/** Whole months covered by a year (`2024-01-01`..`2024-12-31` -> 12). */
export function monthsBetween(start: string, end: string): number {
  const [sy, sm] = start.split('-').map(Number) as [number, number];
  const [ey, em] = end.split('-').map(Number) as [number, number];
  return (ey - sy) * 12 + (em - sm) + 1;
}

/** A year's period as its dates (ISO in both languages). */
export const period = (y: Pick<FinancialYear, 'startDate' | 'endDate'>) =>
  `${y.startDate} – ${y.endDate}`;
