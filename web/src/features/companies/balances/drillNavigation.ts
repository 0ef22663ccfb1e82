import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The drill's place in the URL: the account, a month of it, an open voucher. */
export const DRILL_PARAMS = ['vacc', 'vmonth', 'vser', 'vnr'] as const;

/**
 * Opens or closes a step of the drill as a new history entry (the workbench's other choices
 * replace theirs), so the browser's back button goes back a step. `view` leaves a view for the
 * one with the drill (an account of a voucher the journal view opened).
 */
export function useDrillNavigation() {
  const [, setParams] = useSearchParams();
  return useCallback(
    (changes: Partial<Record<(typeof DRILL_PARAMS)[number] | 'view', string | null>>) =>
      setParams((prev) => {
        const p = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(changes)) {
          if (v === null || v === undefined || v === '') p.delete(k);
          else p.set(k, v);
        }
        return p;
      }),
    [setParams],
  );
}
