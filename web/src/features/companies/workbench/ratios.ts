/**
 * Key ratios (nyckeltal) of a trial balance, each a formula over BAS groups. The definitions
 * are the ones Swedish annual reports and credit reports use (docs/WORKBENCH.md says each in
 * words, with sources):
 *
 * - soliditet (equityRatio) = justerat eget kapital / balansomslutning. Justerat eget kapital =
 *   eget kapital (group 20) + the result not yet booked to it + obeskattade reserver (group 21)
 *   less deferred tax at the corporate rate. The measure K2 (BFNAR 2016:10) requires in the
 *   annual report's flerårsöversikt; the rate is inkomstskattelagen (1999:1229) 65 kap. 10 §,
 *   20.6 % from 2021.
 * - balanslikviditet (currentRatio) = omsättningstillgångar (14-19) / kortfristiga skulder
 *   (24-29).
 * - kassalikviditet (quickRatio) = (omsättningstillgångar - varulager (14)) / kortfristiga
 *   skulder.
 * - rörelsemarginal (operatingMargin) = rörelseresultat (30-79) / nettoomsättning (30-37).
 * - vinstmarginal (profitMargin) = resultat efter finansiella poster (30-84) / nettoomsättning.
 * - avkastning på eget kapital (returnOnEquity) = resultat efter finansiella poster /
 *   genomsnittligt justerat eget kapital (opening and closing of the range).
 * - avkastning på totalt kapital (returnOnAssets) = (rörelseresultat + finansiella intäkter
 *   (80-83)) / genomsnittlig balansomslutning.
 *
 * Results are the income statement's groups, so 899x (8990 Resultat, 8999 Årets resultat, group
 * 89, the booking of the result to 2099) is never part of them. All in per cent, for the range
 * as it is: not annualised (an 18-month year or a year in progress gives its own period's
 * figures; `months` says how long it is).
 *
 * Bank accounts in credit (an overdraft) are not netted against the assets (ÅRL 2 kap. 4 §
 * första stycket 6): they are added back to the total and the current assets and counted among
 * the current liabilities, as in the balance sheet (`bankOverdraft`). Soliditet is then
 * adjusted equity over the total assets before the overdraft, lower than over the netted total.
 */
import { groupNumber } from './bas.js';
import { bankOverdraft } from './totals.js';
import type { TrialBalance, TrialBalanceRow } from './trial-balance.js';

export type RatioId =
  | 'equityRatio'
  | 'currentRatio'
  | 'quickRatio'
  | 'operatingMargin'
  | 'profitMargin'
  | 'returnOnEquity'
  | 'returnOnAssets';

export const RATIO_IDS: readonly RatioId[] = [
  'equityRatio',
  'currentRatio',
  'quickRatio',
  'operatingMargin',
  'profitMargin',
  'returnOnEquity',
  'returnOnAssets',
];

/** The parts the ratios are made of, in the statement view (kronor, positive as shown). */
export interface RatioParts {
  /** Bank accounts in credit at the range's end and start (positive): in the liabilities. */
  bankOverdraft: number;
  openingBankOverdraft: number;
  totalAssets: number;
  openingTotalAssets: number;
  adjustedEquity: number;
  openingAdjustedEquity: number;
  currentAssets: number;
  inventory: number;
  currentLiabilities: number;
  netSales: number;
  operatingResult: number;
  financialIncome: number;
  resultAfterFinancialItems: number;
}

export interface KeyRatios {
  months: number;
  parts: RatioParts;
  /** Per cent; null where the denominator is zero (or, for averages, not above zero). */
  values: Record<RatioId, number | null>;
}

/** Corporate income tax rate for the deferred tax in untaxed reserves (IL 65 kap. 10 §). */
export const CORPORATE_TAX_RATE = 0.206;

const ore = (kr: number) => Math.round(kr * 100);
/** Öre to kronor (never -0). */
const kr = (o: number) => (o === 0 ? 0 : o / 100);
const pct = (num: number, den: number) => (den === 0 ? null : (num / den) * 100);

type Which = 'current' | 'prior';

/** Sum (öre, trial-balance sign) of the rows whose BAS group lies in [from, to]. */
function groupsSum(
  rows: readonly TrialBalanceRow[],
  from: number,
  to: number,
  pick: (r: TrialBalanceRow) => number,
): number {
  let s = 0;
  for (const r of rows) {
    const g = groupNumber(r.accountNumber);
    if (g !== null && g >= from && g <= to) s += ore(pick(r));
  }
  return s;
}

/** The ratios of the chosen range, or of the compared one (null without a comparison). */
export function keyRatios(
  tb: TrialBalance,
  which: Which = 'current',
  taxRate = CORPORATE_TAX_RATE,
): KeyRatios | null {
  if (which === 'prior' && !tb.comparison.available) return null;
  const range =
    which === 'current' ? tb.range : tb.comparison.available ? tb.comparison.range : tb.range;
  const closing = (r: TrialBalanceRow) =>
    which === 'current' ? r.closing : (r.prior?.closing ?? 0);
  const opening = (r: TrialBalanceRow) =>
    which === 'current' ? r.opening : (r.prior?.opening ?? 0);
  const rows = tb.rows;
  const is = rows.filter((r) => r.statement === 'incomeStatement');
  // the result not yet booked to equity: every income-statement account, 899x included
  let unbooked = 0;
  for (const r of is) unbooked -= ore(closing(r));
  const adjusted = (pick: (r: TrialBalanceRow) => number, result: number) =>
    -groupsSum(rows, 20, 20, pick) + result - groupsSum(rows, 21, 21, pick) * (1 - taxRate);
  const operating = -groupsSum(is, 30, 79, closing);
  const financialIncome = -groupsSum(is, 80, 83, closing);
  const afterFinancial = -groupsSum(is, 30, 84, closing);
  const netSales = -groupsSum(is, 30, 37, closing);
  const od = ore(bankOverdraft(tb, which));
  const odOpening = ore(bankOverdraft(tb, which, 'opening'));
  const parts: RatioParts = {
    bankOverdraft: kr(od),
    openingBankOverdraft: kr(odOpening),
    totalAssets: kr(groupsSum(rows, 10, 19, closing) + od),
    openingTotalAssets: kr(groupsSum(rows, 10, 19, opening) + odOpening),
    adjustedEquity: kr(Math.round(adjusted(closing, unbooked))),
    openingAdjustedEquity: kr(Math.round(adjusted(opening, 0))),
    currentAssets: kr(groupsSum(rows, 14, 19, closing) + od),
    inventory: kr(groupsSum(rows, 14, 14, closing)),
    currentLiabilities: kr(-groupsSum(rows, 24, 29, closing) + od),
    netSales: kr(netSales),
    operatingResult: kr(operating),
    financialIncome: kr(financialIncome),
    resultAfterFinancialItems: kr(afterFinancial),
  };
  const average = (a: number, b: number) => ((a + b) / 2 > 0 ? (a + b) / 2 : 0);
  const p = parts;
  return {
    months: range.months,
    parts,
    values: {
      equityRatio: pct(p.adjustedEquity, p.totalAssets),
      currentRatio: pct(p.currentAssets, p.currentLiabilities),
      quickRatio: pct(p.currentAssets - p.inventory, p.currentLiabilities),
      operatingMargin: pct(p.operatingResult, p.netSales),
      profitMargin: pct(p.resultAfterFinancialItems, p.netSales),
      returnOnEquity: pct(
        p.resultAfterFinancialItems,
        average(p.adjustedEquity, p.openingAdjustedEquity),
      ),
      returnOnAssets: pct(
        p.operatingResult + p.financialIncome,
        average(p.totalAssets, p.openingTotalAssets),
      ),
    },
  };
}
