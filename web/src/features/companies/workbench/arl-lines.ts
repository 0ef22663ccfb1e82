/**
 * The lines of the annual report (årsredovisningens poster) and the BAS accounts that feed each
 * one, kept as data: the lead schedules of the Statements view (`lead-schedules.ts`).
 *
 * Sources, in our own words (docs/WORKBENCH.md, "Lead schedules"):
 * - Årsredovisningslagen (ÅRL, SFS 1995:1554), bilaga 1 (uppställningsform för balansräkning) and
 *   bilaga 2 (kostnadsslagsindelad resultaträkning, the income statement by nature): the lines and
 *   their order. Bilaga 3, the income statement by function, is not used: BAS books by nature.
 * - BFNAR 2016:10 (K2, Årsredovisning i mindre företag): the lines a smaller company shows and the
 *   sums between them (Summa rörelseintäkter, Rörelseresultat, Resultat efter finansiella poster,
 *   Resultat före skatt, Summa tillgångar ...); K3 (BFNAR 2012:1) adds lines K2 leaves out, such as
 *   balanserade utgifter för utvecklingsarbeten and uppskjuten skattefordran, kept here.
 * - BAS-kontoplanen's own mapping, "BAS-kontoplanens koppling till årsredovisningens poster" (the
 *   K2/K3 columns of the plan, also behind the tax return's INK2R fields): which accounts feed which
 *   line. Where BAS leaves the choice to the company (purchases in 40-47 as råvaror or as
 *   handelsvaror), the choice made here is said at the line.
 *
 * Every account 1000-8999 is in exactly one line's ranges or in `NOT_MAPPED` (tested). Accounts
 * outside it (class 0 and 9, other numbering) land on the statements' "not mapped" lines by
 * their statement and side. Ids are stable identifiers and the key of a line's sign-off: the
 * web's catalogs name them in Swedish (ÅRL's words) and English.
 */

/** Four-digit accounts `from`-`to`, inclusive. */
export interface AccountRange {
  from: number;
  to: number;
}

/** A line fed by account ranges. */
export interface ArlLine {
  kind: 'line';
  id: string;
  ranges: readonly AccountRange[];
}

/**
 * A heading with its lines and, unless `sum` is null, a "Summa" row after them: `sum` is that
 * row's id (the group's own id, or `totalAssets` and `totalEquityAndLiabilities`).
 */
export interface ArlGroup {
  kind: 'group';
  id: string;
  sum: string | null;
  children: readonly ArlNode[];
}

/** A result row: the sum of every line above it in the income statement (Rörelseresultat ...). */
export interface ArlResult {
  kind: 'result';
  id: string;
}

/**
 * A line computed, not fed by ranges: the result not yet booked to equity (`unbookedResult`),
 * and the statements' "not mapped" lines for accounts outside 1000-8999 or in `NOT_MAPPED`.
 */
export interface ArlComputed {
  kind: 'computed';
  id: 'unbookedResult' | 'unmappedResult' | 'unmappedAssets' | 'unmappedLiabilities';
}

/** A line shown after the result and not part of it: 899x, the result booked to equity. */
export interface ArlMemo {
  kind: 'memo';
  id: string;
  ranges: readonly AccountRange[];
}

export type ArlNode = ArlLine | ArlGroup | ArlResult | ArlComputed | ArlMemo;

const r = (from: number, to: number): AccountRange => ({ from, to });
const line = (id: string, ...ranges: AccountRange[]): ArlLine => ({ kind: 'line', id, ranges });
const group = (id: string, sum: boolean | string, children: ArlNode[]): ArlGroup => ({
  kind: 'group',
  id,
  sum: sum === true ? id : sum === false ? null : sum,
  children,
});
const result = (id: string): ArlResult => ({ kind: 'result', id });
const computed = (id: ArlComputed['id']): ArlComputed => ({ kind: 'computed', id });

/**
 * Resultaträkning, kostnadsslagsindelad (ÅRL bilaga 2, as K2 lays it out). Amounts are each
 * line's contribution to the result: income positive, costs negative.
 */
export const INCOME_STATEMENT: readonly ArlNode[] = [
  group('operatingIncome', true, [
    // 30-37, with 37 intäktskorrigeringar (rabatter) deducted.
    line('netSales', r(3000, 3799)),
    // Lagerförändring of own products: 494x produkter i arbete, 495x färdiga varor, 497x
    // pågående arbeten; that of bought goods goes with the purchases below.
    line('inventoryChange', r(4940, 4959), r(4970, 4979)),
    line('capitalisedWork', r(3800, 3899)),
    line('otherOperatingIncome', r(3900, 3999)),
  ]),
  group('operatingCosts', true, [
    // BAS leaves purchases (40-47) to the company: raw materials here (the producing and building
    // firms the console serves), with 491x-493x their stock change; 42 sålda handelsvaror and 496x
    // are handelsvaror. 498x-499x (securities, other stock) go with the purchases too.
    line('rawMaterials', r(4000, 4199), r(4300, 4939), r(4980, 4999)),
    line('tradeGoods', r(4200, 4299), r(4960, 4969)),
    line('otherExternalCosts', r(5000, 6999)),
    line('personnelCosts', r(7000, 7699)),
    // 771x-773x, 776x-778x write-downs and their reversals, 78 avskrivningar enligt plan;
    // 774x, write-downs of current assets, is a line of its own.
    line('depreciation', r(7700, 7739), r(7750, 7899)),
    line('currentAssetWriteDowns', r(7740, 7749)),
    line('otherOperatingCosts', r(7900, 7999)),
  ]),
  result('operatingResult'),
  group('financialItems', true, [
    line('resultGroupCompanies', r(8000, 8069), r(8090, 8099)),
    line('resultAssociates', r(8100, 8169), r(8190, 8199)),
    line('resultOtherFinancialAssets', r(8200, 8269), r(8290, 8299)),
    line('otherInterestIncome', r(8300, 8369), r(8390, 8399)),
    // x07x-x08x of 80-83: write-downs of financial assets and their reversals.
    line('financialWriteDowns', r(8070, 8089), r(8170, 8189), r(8270, 8289), r(8370, 8389)),
    line('interestExpenses', r(8400, 8499)),
    computed('unmappedResult'),
  ]),
  result('resultAfterFinancialItems'),
  group('appropriations', true, [
    line('groupContributionsReceived', r(8820, 8829)),
    line('groupContributionsGiven', r(8830, 8839)),
    line('taxAllocationReserveChange', r(8810, 8819)),
    line('excessDepreciationChange', r(8850, 8859)),
    line('otherAppropriations', r(8800, 8809), r(8840, 8849), r(8860, 8899)),
  ]),
  result('resultBeforeTax'),
  group('taxes', false, [line('taxOnResult', r(8900, 8979)), line('otherTaxes', r(8980, 8989))]),
  result('yearResult'),
  { kind: 'memo', id: 'resultTransfer', ranges: [r(8990, 8999)] },
];

/**
 * Balansräkning (ÅRL bilaga 1, as K2 and K3 lay it out). Assets as they are; equity and
 * liabilities positive. A bank account (1920-1989) in credit is an overdraft: its figure for that
 * year is on `bankOverdraft` among the current liabilities, never netted against the assets
 * (ÅRL 2 kap. 4 §).
 */
export const BALANCE_SHEET: readonly ArlNode[] = [
  group('assets', 'totalAssets', [
    line('subscribedCapitalUnpaid', r(1690, 1699)),
    group('fixedAssets', true, [
      group('intangibleAssets', true, [
        line('developmentExpenditure', r(1000, 1019)),
        line('concessionsPatentsLicences', r(1020, 1069)),
        line('goodwill', r(1070, 1079)),
        line('intangibleAdvances', r(1080, 1099)),
      ]),
      group('tangibleAssets', true, [
        line('buildingsAndLand', r(1100, 1119), r(1130, 1179), r(1190, 1199)),
        line('machinery', r(1200, 1219)),
        line('equipment', r(1220, 1279)),
        line('improvementsOnOthersProperty', r(1120, 1129)),
        line('otherTangibleAssets', r(1290, 1299)),
        line('constructionInProgress', r(1180, 1189), r(1280, 1289)),
      ]),
      group('financialFixedAssets', true, [
        line('sharesInGroupCompanies', r(1300, 1319)),
        line('receivablesFromGroupCompanies', r(1320, 1329)),
        line('sharesInAssociates', r(1330, 1339)),
        line('receivablesFromAssociates', r(1340, 1349)),
        line('otherLongTermSecurities', r(1350, 1359)),
        line('loansToShareholders', r(1360, 1369)),
        line('deferredTaxAssets', r(1370, 1379)),
        line('otherLongTermReceivables', r(1380, 1399)),
      ]),
    ]),
    group('currentAssets', true, [
      group('inventories', true, [
        line('rawMaterialsStock', r(1400, 1429)),
        line('workInProgress', r(1430, 1449)),
        line('finishedAndTradeGoods', r(1450, 1469)),
        line('workForOthers', r(1470, 1479)),
        line('advancesToSuppliers', r(1480, 1489)),
        line('otherInventory', r(1490, 1499)),
      ]),
      group('currentReceivables', true, [
        line('tradeReceivables', r(1500, 1559), r(1580, 1599)),
        line('currentReceivablesGroup', r(1560, 1569), r(1660, 1669)),
        line('currentReceivablesAssociates', r(1570, 1579), r(1670, 1679)),
        line('otherReceivables', r(1600, 1619), r(1630, 1659), r(1680, 1689)),
        line('accruedUnbilledIncome', r(1620, 1629)),
        line('prepaidExpenses', r(1700, 1799)),
      ]),
      group('shortTermInvestments', true, [
        line('shortTermSharesInGroupCompanies', r(1860, 1869)),
        line('otherShortTermInvestments', r(1800, 1859), r(1870, 1899)),
      ]),
      line('cashAndBank', r(1900, 1999)),
      computed('unmappedAssets'),
    ]),
  ]),
  group('equityAndLiabilities', 'totalEquityAndLiabilities', [
    group('equity', true, [
      line('restrictedEquity', r(2080, 2089)),
      line('unrestrictedEquity', r(2090, 2099)),
      // Enskild näringsidkare, handelsbolag (2010-2049), expansion fund, associations (2050-2079).
      line('ownersEquity', r(2000, 2079)),
      computed('unbookedResult'),
    ]),
    group('untaxedReserves', true, [
      line('taxAllocationReserves', r(2100, 2149)),
      line('accumulatedExcessDepreciation', r(2150, 2159)),
      line('otherUntaxedReserves', r(2160, 2199)),
    ]),
    group('provisions', true, [
      line('pensionProvisions', r(2210, 2219), r(2230, 2239)),
      line('taxProvisions', r(2240, 2259)),
      line('otherProvisions', r(2200, 2209), r(2220, 2229), r(2260, 2299)),
    ]),
    group('longTermLiabilities', true, [
      line('bonds', r(2310, 2329)),
      line('longTermOverdraft', r(2330, 2339)),
      line('longTermBankLoans', r(2340, 2359)),
      line('longTermGroupLiabilities', r(2360, 2369)),
      line('longTermAssociateLiabilities', r(2370, 2379)),
      line('otherLongTermLiabilities', r(2300, 2309), r(2380, 2399)),
    ]),
    group('currentLiabilities', true, [
      line('shortTermBankLoans', r(2400, 2419)),
      line('bankOverdraft', r(2480, 2489)),
      line('advancesFromCustomers', r(2420, 2429)),
      line('workForOthersLiability', r(2430, 2439)),
      line('billedNotEarned', r(2450, 2459)),
      line('tradePayables', r(2440, 2449)),
      line('currentGroupLiabilities', r(2460, 2469), r(2860, 2869)),
      line('currentAssociateLiabilities', r(2470, 2479), r(2870, 2879)),
      line('taxLiabilities', r(2500, 2599)),
      line('otherCurrentLiabilities', r(2490, 2499), r(2600, 2859), r(2880, 2899)),
      line('accruedExpenses', r(2900, 2999)),
      computed('unmappedLiabilities'),
    ]),
  ]),
];

/**
 * Accounts in 1000-8999 BAS has no line for: groups 85-87 are not used by the plan. Their
 * accounts are listed on the income statement's "not mapped" line and count in the result.
 */
export const NOT_MAPPED: readonly AccountRange[] = [r(8500, 8799)];

/** Every node of a statement, depth first, with its depth (0 at the top). */
export function walk(nodes: readonly ArlNode[], depth = 0): { node: ArlNode; depth: number }[] {
  return nodes.flatMap((node) => [
    { node, depth },
    ...(node.kind === 'group' ? walk(node.children, depth + 1) : []),
  ]);
}

/** The lines fed by ranges (and the memo), of both statements. */
export const RANGED_LINES: readonly (ArlLine | ArlMemo)[] = [
  ...walk(INCOME_STATEMENT),
  ...walk(BALANCE_SHEET),
]
  .map((x) => x.node)
  .filter((n): n is ArlLine | ArlMemo => n.kind === 'line' || n.kind === 'memo');

/** The line of each account 1000-8999 (index: account - 1000); null: `NOT_MAPPED`. */
const LOOKUP: (ArlLine | ArlMemo | null)[] = (() => {
  const out = new Array<ArlLine | ArlMemo | null>(9000).fill(null);
  for (const l of RANGED_LINES)
    for (const { from, to } of l.ranges) for (let a = from; a <= to; a++) out[a - 1000] = l;
  return out;
})();

/** The line an account feeds, or null (not in 1000-8999, or `NOT_MAPPED`). */
export function arlLineOf(account: string): ArlLine | ArlMemo | null {
  const a = account.trim();
  if (!/^[1-8]\d{3}$/.test(a)) return null;
  return LOOKUP[Number(a) - 1000] ?? null;
}

/** Ranges as a reader writes them: `1210–1229, 1280–1289`. */
export const rangesText = (ranges: readonly AccountRange[]): string =>
  ranges.map((x) => (x.from === x.to ? `${x.from}` : `${x.from}–${x.to}`)).join(', ');
