/**
 * Review marks: an account marked as reviewed carries a fingerprint of its figures when it was
 * marked, so the screen can say when they have changed since.
 */
import type { ReviewMark } from '@ledger/contract';
import type { TrialBalanceRow } from './trial-balance.js';

/** What the BFF keeps of a mark (`GET /api/reviews`, the contract's `ReviewMark`). */
export type { ReviewMark };

const ore = (kr: number) => Math.round(kr * 100);

/** `opening|movement|closing` in öre, with the range's last month: `v1:…`. */
export function figuresFingerprint(row: TrialBalanceRow, lastMonth: string): string {
  return `v1:${lastMonth}:${ore(row.opening)}|${ore(row.movement)}|${ore(row.closing)}`;
}

export type MarkState = 'none' | 'reviewed' | 'changed';

export function markState(
  mark: ReviewMark | undefined,
  row: TrialBalanceRow,
  lastMonth: string,
): MarkState {
  if (!mark) return 'none';
  return mark.figures === figuresFingerprint(row, lastMonth) ? 'reviewed' : 'changed';
}
