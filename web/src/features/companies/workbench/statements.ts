/**
 * The statement view: resultaträkning and balansräkning from the BAS groups, in the signs a
 * reader expects (see `statementAmount`), with the computed result lines. Pure.
 */
import type { BasGroupId } from './bas.js';
import { balanceCheck, subtotals, yearResult } from './totals.js';
import type { TrialBalance } from './trial-balance.js';

export type StatementLineId =
  | BasGroupId
  | 'outsideGroups'
  | 'operatingResult'
  | 'resultAfterFinancialItems'
  | 'resultBeforeTax'
  | 'yearResult'
  | 'totalAssets'
  | 'unbookedResult'
  | 'totalEquityAndLiabilities'
  | 'difference';

export interface StatementLine {
  id: StatementLineId;
  /** A computed line (a sum), shown strong. */
  sum: boolean;
  current: number;
  prior: number | null;
}

const ore = (kr: number) => Math.round(kr * 100);
const kr = (o: number) => (o === 0 ? 0 : o / 100);

const INCOME_STEPS: { after: BasGroupId; id: StatementLineId }[] = [
  { after: 'depreciation', id: 'operatingResult' },
  { after: 'financialItems', id: 'resultAfterFinancialItems' },
  { after: 'appropriations', id: 'resultBeforeTax' },
];

const INCOME_GROUPS: BasGroupId[] = [
  'netSales',
  'capitalisedWork',
  'otherOperatingIncome',
  'goodsAndMaterials',
  'otherExternalCosts',
  'personnelCosts',
  'depreciation',
  'financialItems',
  'appropriations',
  'taxAndResult',
];
const ASSET_GROUPS: BasGroupId[] = ['fixedAssets', 'currentAssets'];
const EL_GROUPS: BasGroupId[] = [
  'equity',
  'untaxedReserves',
  'provisions',
  'longTermLiabilities',
  'currentLiabilities',
];

/**
 * Resultaträkning: each group's contribution to the result (income positive, costs negative),
 * with the running result after operating costs, financial items and appropriations, and the
 * year's result (8999 Årets resultat, the booking to 2099, left out).
 */
export function incomeStatement(tb: TrialBalance): StatementLine[] {
  const withPrior = tb.comparison.available;
  const sub = subtotals(tb);
  const lines: StatementLine[] = [];
  let run = 0;
  let runPrior = 0;
  // 8999 is in group 89; the result lines leave it out, so group 89 is shown without it.
  const transfer = tb.rows.find((r) => r.accountNumber === '8999');
  for (const id of INCOME_GROUPS) {
    const g = sub.groups.find((x) => x.id === id);
    let cur = g ? -ore(g.totals.closing) : 0;
    let pri = g && g.totals.priorClosing !== null ? -ore(g.totals.priorClosing) : 0;
    if (id === 'taxAndResult' && transfer) {
      cur += ore(transfer.closing);
      pri += ore(transfer.prior?.closing ?? 0);
    }
    if (g) lines.push({ id, sum: false, current: kr(cur), prior: withPrior ? kr(pri) : null });
    run += cur;
    runPrior += pri;
    const step = INCOME_STEPS.find((s) => s.after === id);
    if (step)
      lines.push({
        id: step.id,
        sum: true,
        current: kr(run),
        prior: withPrior ? kr(runPrior) : null,
      });
  }
  const result = yearResult(tb);
  const resultPrior = yearResult(tb, 'prior');
  lines.push({
    id: 'yearResult',
    sum: true,
    current: kr(-ore(result ?? 0)),
    prior: resultPrior === null ? null : kr(-ore(resultPrior)),
  });
  return lines;
}

/**
 * Balansräkning: assets, then equity and liabilities, with the result not yet booked to equity
 * (zero once it is) and the difference of the balance check (zero when it balances).
 */
export function balanceSheet(tb: TrialBalance): StatementLine[] {
  const withPrior = tb.comparison.available;
  const sub = subtotals(tb);
  const lines: StatementLine[] = [];
  const line = (id: BasGroupId, sign: 1 | -1) => {
    const g = sub.groups.find((x) => x.id === id);
    if (!g) return;
    lines.push({
      id,
      sum: false,
      current: kr(sign * ore(g.totals.closing)),
      prior: g.totals.priorClosing === null ? null : kr(sign * ore(g.totals.priorClosing)),
    });
  };
  const cur = balanceCheck(tb)!;
  const pri = balanceCheck(tb, 'prior');
  ASSET_GROUPS.forEach((id) => line(id, 1));
  lines.push({ id: 'totalAssets', sum: true, current: cur.assets, prior: pri?.assets ?? null });
  EL_GROUPS.forEach((id) => line(id, -1));
  lines.push({
    id: 'unbookedResult',
    sum: false,
    current: cur.unbookedResult,
    prior: pri?.unbookedResult ?? null,
  });
  lines.push({
    id: 'totalEquityAndLiabilities',
    sum: true,
    current: kr(ore(cur.equityAndLiabilities) + ore(cur.unbookedResult)),
    prior: pri ? kr(ore(pri.equityAndLiabilities) + ore(pri.unbookedResult)) : null,
  });
  lines.push({
    id: 'difference',
    sum: true,
    current: cur.difference,
    prior: withPrior ? (pri?.difference ?? null) : null,
  });
  return lines;
}
