/**
 * The one definition of an account's opening balance in a SIE file, shared by the verifier
 * (IB + movements = UB) and the monthly balances (balance at month end = opening + movements),
 * so a file can never be `verified` while its charted closing balance differs from its `#UB 0`.
 */
import { isBalanceAccount } from './accounts.js';
import type { SieSummary } from './types.js';

export interface OpeningBalance {
  /** Öre, debit positive. */
  amount: number;
  /** The record it comes from. */
  source: '#IB 0' | '#UB -1';
  /** That record's line. */
  line?: number;
}

/**
 * Opening balances of year 0 for balance-sheet accounts (`#KTYP` T/S, else BAS class 1-2).
 * A file that has `#IB 0` records gives its opening balances with them: an account without one
 * opens at 0 (zero balances may be omitted), whatever its `#UB -1` says. Only a file with no
 * `#IB 0` at all takes `#UB -1` (the previous year's closing balance, which the SIE format description
 * accepts in place of `#IB 0`; docs/SIE.md). An account without an opening balance is absent from the map (0). Result
 * accounts have none: their year starts at 0.
 */
export function openingBalances(summary: SieSummary): Map<string, OpeningBalance> {
  const ib0 = new Map<string, OpeningBalance>();
  const ubPrev = new Map<string, OpeningBalance>();
  for (const y of summary.yearBalances) {
    if (y.yearNo === 0 && y.ib !== undefined)
      ib0.set(y.account, { amount: y.ib, source: '#IB 0', line: y.ibLine });
    else if (y.yearNo === -1 && y.ub !== undefined)
      ubPrev.set(y.account, { amount: y.ub, source: '#UB -1', line: y.ubLine });
  }
  const out = new Map<string, OpeningBalance>();
  for (const a of summary.accounts) {
    if (!isBalanceAccount(a.number, a.kind)) continue;
    const opening = ib0.size > 0 ? ib0.get(a.number) : ubPrev.get(a.number);
    if (opening) out.set(a.number, opening);
  }
  return out;
}
