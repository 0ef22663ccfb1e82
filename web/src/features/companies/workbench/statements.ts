/**
 * The statement view: resultaträkning and balansräkning from the BAS groups, in the signs a
 * reader expects (see `statementAmount`), with the computed result lines. Pure.
 *
 * The income statement follows ÅRL bilaga 2 (kostnadsslagsindelad resultaträkning) as far as
 * the BAS groups go: 77-78 av- och nedskrivningar and 79 övriga rörelsekostnader are lines of
 * their own before the operating result; group 89 without 899x is the tax on the year's result.
 */
import { isResultTransfer, type BasGroupId } from './bas.js';
import { balanceCheck, bankOverdraft, subtotals, yearResult } from './totals.js';
import type { TrialBalance } from './trial-balance.js';

export type StatementLineId =
  | BasGroupId
  | 'taxOnResult'
  | 'outsideGroups'
  | 'operatingResult'
  | 'resultAfterFinancialItems'
  | 'resultBeforeTax'
  | 'yearResult'
  | 'totalAssets'
  | 'bankOverdraft'
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
  { after: 'otherOperatingCosts', id: 'operatingResult' },
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
  'otherOperatingCosts',
  'financialItems',
  'appropriations',
  'taxAndResult',
];
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
 * year's result. Group 89 is shown as the tax on the year's result: without 899x (8990
 * Resultat, 8999 Årets resultat), the booking of the result to 2099, which is not part of it.
 */
export function incomeStatement(tb: TrialBalance): StatementLine[] {
  const withPrior = tb.comparison.available;
  const sub = subtotals(tb);
  const lines: StatementLine[] = [];
  let run = 0;
  let runPrior = 0;
  let transfer = 0;
  let transferPrior = 0;
  for (const r of tb.rows)
    if (isResultTransfer(r.accountNumber)) {
      transfer += ore(r.closing);
      transferPrior += ore(r.prior?.closing ?? 0);
    }
  for (const id of INCOME_GROUPS) {
    const g = sub.groups.find((x) => x.id === id);
    let cur = g ? -ore(g.totals.closing) : 0;
    let pri = g && g.totals.priorClosing !== null ? -ore(g.totals.priorClosing) : 0;
    if (id === 'taxAndResult') {
      cur += transfer;
      pri += transferPrior;
    }
    if (g)
      lines.push({
        id: id === 'taxAndResult' ? 'taxOnResult' : id,
        sum: false,
        current: kr(cur),
        prior: withPrior ? kr(pri) : null,
      });
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
 * (the calculated result, zero once it is booked) and the difference of the balance check (zero
 * when it balances). Bank accounts in credit are not netted against the assets: they are left
 * out of the current assets and shown as a liability of their own (`bankOverdraft`).
 */
export function balanceSheet(tb: TrialBalance): StatementLine[] {
  const withPrior = tb.comparison.available;
  const sub = subtotals(tb);
  const lines: StatementLine[] = [];
  const od = ore(bankOverdraft(tb));
  const odPrior = withPrior ? ore(bankOverdraft(tb, 'prior')) : 0;
  const line = (id: BasGroupId, sign: 1 | -1, add = 0, addPrior = 0) => {
    const g = sub.groups.find((x) => x.id === id);
    if (!g) return;
    lines.push({
      id,
      sum: false,
      current: kr(sign * ore(g.totals.closing) + add),
      prior:
        g.totals.priorClosing === null ? null : kr(sign * ore(g.totals.priorClosing) + addPrior),
    });
  };
  const cur = balanceCheck(tb)!;
  const pri = balanceCheck(tb, 'prior');
  line('fixedAssets', 1);
  line('currentAssets', 1, od, odPrior);
  lines.push({
    id: 'totalAssets',
    sum: true,
    current: kr(ore(cur.assets) + od),
    prior: pri ? kr(ore(pri.assets) + odPrior) : null,
  });
  EL_GROUPS.forEach((id) => line(id, -1));
  if (od !== 0 || odPrior !== 0)
    lines.push({
      id: 'bankOverdraft',
      sum: false,
      current: kr(od),
      prior: withPrior ? kr(odPrior) : null,
    });
  lines.push({
    id: 'unbookedResult',
    sum: false,
    current: cur.unbookedResult,
    prior: pri?.unbookedResult ?? null,
  });
  lines.push({
    id: 'totalEquityAndLiabilities',
    sum: true,
    current: kr(ore(cur.equityAndLiabilities) + ore(cur.unbookedResult) + od),
    prior: pri ? kr(ore(pri.equityAndLiabilities) + ore(pri.unbookedResult) + odPrior) : null,
  });
  lines.push({
    id: 'difference',
    sum: true,
    current: cur.difference,
    prior: withPrior ? (pri?.difference ?? null) : null,
  });
  return lines;
}
