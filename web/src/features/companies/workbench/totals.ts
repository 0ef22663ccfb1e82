/**
 * Subtotals per BAS group and class, the year's result, the balance check and the statement
 * view's signs, over a `TrialBalance`. Sums are exact (öre); amounts in kronor.
 *
 * Signs: the trial balance keeps the file's sign (debit positive, credit negative). The
 * statement view shows assets as they are and everything else negated, so liabilities, equity
 * and income are positive and costs negative (each income-statement line is its contribution
 * to the result, as the Swedish statement lists costs with a minus sign); a profit is positive.
 */
import {
  BAS_CLASSES,
  GROUP_ORDER,
  isResultTransfer,
  type BasClassId,
  type BasGroupId,
} from './bas.js';
import { isBankAccount } from './sides.js';
import type { Figures, TrialBalance, TrialBalanceRow } from './trial-balance.js';

const ore = (kr: number) => Math.round(kr * 100);
/** Öre to kronor (never -0). */
const kr = (o: number) => (o === 0 ? 0 : o / 100);

/** A row's amount in the statement view (see the module comment). */
export function statementAmount(amount: number, side: TrialBalanceRow['side']): number {
  return side === 'asset' ? amount : amount === 0 ? 0 : -amount;
}

export interface Totals extends Figures {
  /** Sum of the prior figures' closing; null without a comparison. */
  priorClosing: number | null;
  change: number | null;
  accounts: number;
}

function sum(rows: readonly TrialBalanceRow[], withPrior: boolean): Totals {
  let opening = 0;
  let movement = 0;
  let closing = 0;
  let prior = 0;
  for (const r of rows) {
    opening += ore(r.opening);
    movement += ore(r.movement);
    closing += ore(r.closing);
    prior += ore(r.prior?.closing ?? 0);
  }
  return {
    opening: kr(opening),
    movement: kr(movement),
    closing: kr(closing),
    priorClosing: withPrior ? kr(prior) : null,
    change: withPrior ? kr(closing - prior) : null,
    accounts: rows.length,
  };
}

export interface Subtotals {
  /** Groups in statement order, only those with accounts. */
  groups: { id: BasGroupId; totals: Totals }[];
  /** Classes by digit, only those with accounts. */
  classes: { id: BasClassId; totals: Totals }[];
  /** Accounts outside the BAS groups (class 0 or 9, groups 85-87, other numbering). */
  outsideGroups: Totals;
}

export function subtotals(tb: TrialBalance): Subtotals {
  const withPrior = tb.comparison.available;
  const groups: Subtotals['groups'] = [];
  for (const id of GROUP_ORDER) {
    const rows = tb.rows.filter((r) => r.groupId === id);
    if (rows.length > 0) groups.push({ id, totals: sum(rows, withPrior) });
  }
  const classes: Subtotals['classes'] = [];
  for (const c of BAS_CLASSES) {
    const rows = tb.rows.filter((r) => r.classId === c.id);
    if (rows.length > 0) classes.push({ id: c.id, totals: sum(rows, withPrior) });
  }
  return {
    groups,
    classes,
    outsideGroups: sum(
      tb.rows.filter((r) => r.groupId === null),
      withPrior,
    ),
  };
}

type Which = 'current' | 'prior';

const closingOf = (r: TrialBalanceRow, which: Which) =>
  ore(which === 'current' ? r.closing : (r.prior?.closing ?? 0));
const openingOf = (r: TrialBalanceRow, which: Which) =>
  ore(which === 'current' ? r.opening : (r.prior?.opening ?? 0));

/**
 * The year's result in the trial balance's sign (a profit is negative): the income-statement
 * accounts' closing (their movements of the range), without 899x (8990 Resultat, 8999 Årets
 * resultat), the booking that moves the result to 2099 and is not part of it.
 * `statementAmount(x, 'other')` shows it positive for a profit. Null for `prior` without a
 * comparison.
 */
export function yearResult(tb: TrialBalance, which: Which = 'current'): number | null {
  if (which === 'prior' && !tb.comparison.available) return null;
  let total = 0;
  for (const r of tb.rows)
    if (r.statement === 'incomeStatement' && !isResultTransfer(r.accountNumber))
      total += closingOf(r, which);
  return kr(total);
}

/**
 * Bank and giro accounts (1920-1989) in credit, summed as a positive amount: an overdraft
 * (checkräkningskredit) is a liability, and ÅRL 2 kap. 4 § första stycket 6 forbids netting it
 * against the assets, so the balance sheet and the ratios show it among the current liabilities
 * (as BAS books a credit line, on 2330 or 2480) and leave it out of the assets. At the range's
 * end (`closing`) or start (`opening`), of the chosen range or the compared one (0 without one).
 */
export function bankOverdraft(
  tb: TrialBalance,
  which: Which = 'current',
  at: 'closing' | 'opening' = 'closing',
): number {
  let total = 0;
  for (const r of tb.rows) {
    if (!isBankAccount(r.accountNumber)) continue;
    const o = at === 'closing' ? closingOf(r, which) : openingOf(r, which);
    if (o < 0) total -= o;
  }
  return kr(total);
}

export interface BalanceCheck {
  /** Sum of every account's closing: 0 when the trial balance nets to zero. */
  trialBalance: number;
  /** Sum of the balance-sheet accounts' opening: 0 when the opening balance sheet balances. */
  opening: number;
  /** Statement view (positive): total assets, equity and liabilities as booked, and the part of
   *  the result not yet booked to equity (all income-statement accounts, 899x included). */
  assets: number;
  equityAndLiabilities: number;
  unbookedResult: number;
  /** assets - (equity and liabilities + unbooked result): the trial balance's sum read as a
   *  balance sheet; 0 when it balances. */
  difference: number;
}

/** The balance check of the chosen range (`current`) or the compared one (`prior`). */
export function balanceCheck(tb: TrialBalance, which: Which = 'current'): BalanceCheck | null {
  if (which === 'prior' && !tb.comparison.available) return null;
  let all = 0;
  let opening = 0;
  let assets = 0;
  let other = 0;
  let result = 0;
  for (const r of tb.rows) {
    const c = closingOf(r, which);
    all += c;
    if (r.statement === 'incomeStatement') result += c;
    else {
      opening += openingOf(r, which);
      if (r.side === 'asset') assets += c;
      else other += c;
    }
  }
  return {
    trialBalance: kr(all),
    opening: kr(opening),
    assets: kr(assets),
    equityAndLiabilities: kr(-other),
    unbookedResult: kr(-result),
    difference: kr(assets - (-other + -result)),
  };
}
