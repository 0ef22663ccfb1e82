/**
 * The lead schedules: the mapping of BAS accounts to the annual report's lines covers 1000-8999
 * once, and the lines of a hand-made company add up to figures worked out by hand below.
 */
import type { MonthlyBalanceRecord } from '@ledger/contract';
import { describe, expect, it } from 'vitest';
import {
  BALANCE_SHEET,
  INCOME_STATEMENT,
  NOT_MAPPED,
  RANGED_LINES,
  arlLineOf,
  rangesText,
  walk,
} from './arl-lines.js';
import { figureOf, leadSchedule, type LeadRow } from './lead-schedules.js';
import { balanceCheck, yearResult } from './totals.js';
import { monthsOf, trialBalance, type FinancialYearRef } from './trial-balance.js';

describe('the mapping', () => {
  it('covers every account 1000-8999 exactly once, lines and "not mapped" together', () => {
    const hits = new Array<number>(9000).fill(0);
    for (const { from, to } of [...RANGED_LINES.flatMap((l) => l.ranges), ...NOT_MAPPED]) {
      expect(from).toBeLessThanOrEqual(to);
      expect(from).toBeGreaterThanOrEqual(1000);
      expect(to).toBeLessThanOrEqual(8999);
      for (let a = from; a <= to; a++) hits[a]!++;
    }
    const wrong = hits
      .map((n, a) => ({ a, n }))
      .filter(({ a, n }) => a >= 1000 && n !== 1)
      .map(({ a, n }) => `${a}: ${n}`);
    expect(wrong).toEqual([]);
  });

  it('puts the balance sheet in classes 1-2 and the income statement in 3-8', () => {
    const classes = (nodes: typeof INCOME_STATEMENT) =>
      new Set(
        walk(nodes).flatMap(({ node }) =>
          node.kind === 'line' || node.kind === 'memo'
            ? node.ranges.flatMap((x) => [Math.floor(x.from / 1000), Math.floor(x.to / 1000)])
            : [],
        ),
      );
    expect([...classes(BALANCE_SHEET)].sort()).toEqual([1, 2]);
    expect([...classes(INCOME_STATEMENT)].sort()).toEqual([3, 4, 5, 6, 7, 8]);
  });

  it('gives every row a unique id a sign-off can carry', () => {
    const ids = [...walk(INCOME_STATEMENT), ...walk(BALANCE_SHEET)].flatMap(({ node }) =>
      node.kind === 'group'
        ? [node.id, ...(node.sum && node.sum !== node.id ? [node.sum] : [])]
        : [node.id],
    );
    expect(new Set(ids).size).toBe(ids.length);
    // the contract's pattern for a statement line's item
    for (const id of ids) expect(id).toMatch(/^[a-z][A-Za-z0-9]{0,63}$/);
  });

  it('finds the lines BAS names, and says the ranges as a reader writes them', () => {
    const of = (a: string) => arlLineOf(a)?.id ?? null;
    expect(of('3041')).toBe('netSales');
    expect(of('1229')).toBe('equipment');
    expect(of('1930')).toBe('cashAndBank');
    expect(of('2440')).toBe('tradePayables');
    expect(of('7740')).toBe('currentAssetWriteDowns');
    expect(of('7832')).toBe('depreciation');
    expect(of('8170')).toBe('financialWriteDowns');
    expect(of('8999')).toBe('resultTransfer');
    expect([of('8520'), of('9100'), of('0110'), of('19300')]).toEqual([null, null, null, null]);
    expect(
      rangesText([
        { from: 1210, to: 1229 },
        { from: 1280, to: 1289 },
      ]),
    ).toBe('1210–1229, 1280–1289');
  });
});

const TYPES: Record<string, string> = {
  '0': 'ASSET',
  '1': 'ASSET',
  '2': 'LIABILITY',
  '3': 'INCOME',
};

/** V1's record of an account: per year its opening and one movement in December (kronor). */
function account(
  number: string,
  perYear: { year: FinancialYearRef; opening?: number; move?: number }[],
): MonthlyBalanceRecord {
  const type = TYPES[number[0]!] ?? 'EXPENSE';
  const balanceSheet = type === 'ASSET' || type === 'LIABILITY';
  return {
    companyDurableKey: 'c',
    accountNumber: number,
    accountName: `Konto ${number}`,
    accountType: type,
    amounts: perYear.flatMap(({ year, opening = 0, move = 0 }) => {
      let running = balanceSheet ? opening : 0;
      return monthsOf(year.startDate, year.endDate).map((month) => {
        const amount = month.endsWith('-12') ? move : 0;
        running += amount;
        return { month, financialYearId: year.id, amount, balance: running };
      });
    }),
  };
}

describe('a hand-made company, its two years worked out by hand', () => {
  const y1: FinancialYearRef = { id: 'y1', startDate: '2024-01-01', endDate: '2024-12-31' };
  const y2: FinancialYearRef = { id: 'y2', startDate: '2025-01-01', endDate: '2025-12-31' };
  // Closing 2024 / 2025 in the comments (debit +). 2024's result of 64 000 is not booked at its
  // end; 2025 opens with it in 2091. 2025's result, 50 000, is booked by 8999 against 2099.
  const records = [
    account('1220', [
      { year: y1, opening: 100_000 },
      { year: y2, opening: 100_000, move: 30_000 },
    ]), // 100 000 / 130 000
    account('1229', [
      { year: y1, opening: -20_000, move: -20_000 },
      { year: y2, opening: -40_000, move: -26_000 },
    ]), // -40 000 / -66 000
    account('1510', [
      { year: y1, opening: 50_000, move: 30_000 },
      { year: y2, opening: 80_000, move: -10_000 },
    ]), // 80 000 / 70 000
    account('1930', [
      { year: y1, opening: 60_000, move: 79_000 },
      { year: y2, opening: 139_000, move: 27_000 },
    ]), // 139 000 / 166 000
    // in credit at the end of 2024 (an overdraft), in debit at the end of 2025
    account('1940', [
      { year: y1, opening: 10_000, move: -15_000 },
      { year: y2, opening: -5_000, move: 8_000 },
    ]), // -5 000 / 3 000
    // outside BAS, an asset by V1's type
    account('0110', [{ year: y1 }, { year: y2, move: 1_000 }]), // 0 / 1 000
    account('2081', [
      { year: y1, opening: -50_000 },
      { year: y2, opening: -50_000 },
    ]),
    account('2091', [
      { year: y1, opening: -100_000 },
      { year: y2, opening: -164_000 },
    ]),
    account('2099', [{ year: y1 }, { year: y2, move: -50_000 }]),
    account('2440', [
      { year: y1, opening: -50_000, move: -10_000 },
      { year: y2, opening: -60_000, move: 20_000 },
    ]), // -60 000 / -40 000
    account('3001', [
      { year: y1, move: -200_000 },
      { year: y2, move: -300_000 },
    ]),
    account('4010', [
      { year: y1, move: 60_000 },
      { year: y2, move: 90_000 },
    ]),
    account('4210', [{ year: y1 }, { year: y2, move: 10_000 }]),
    account('5010', [
      { year: y1, move: 40_000 },
      { year: y2, move: 45_000 },
    ]),
    account('7010', [{ year: y1 }, { year: y2, move: 60_000 }]),
    account('7832', [
      { year: y1, move: 20_000 },
      { year: y2, move: 26_000 },
    ]),
    account('8410', [
      { year: y1, move: 5_000 },
      { year: y2, move: 4_000 },
    ]),
    // group 85 (not in BAS) and an account outside BAS: "not mapped", in the result
    account('8520', [{ year: y1, move: 1_000 }, { year: y2 }]),
    account('9100', [{ year: y1 }, { year: y2, move: 2_000 }]),
    account('8910', [
      { year: y1, move: 10_000 },
      { year: y2, move: 13_000 },
    ]),
    account('8999', [{ year: y1 }, { year: y2, move: 50_000 }]),
  ];
  const tb = trialBalance(records, { years: [y2, y1], yearId: 'y2' });
  const income = leadSchedule(tb, 'incomeStatement');
  const balance = leadSchedule(tb, 'balanceSheet');
  const pair = (rows: LeadRow[], id: string) => {
    const f = figureOf(rows, id);
    return f && [f.current, f.prior];
  };

  it('the income statement: each line, the sums and the results', () => {
    const expected: Record<string, [number, number]> = {
      netSales: [300_000, 200_000],
      operatingIncome: [300_000, 200_000],
      rawMaterials: [-90_000, -60_000],
      tradeGoods: [-10_000, 0],
      otherExternalCosts: [-45_000, -40_000],
      personnelCosts: [-60_000, 0],
      depreciation: [-26_000, -20_000],
      operatingCosts: [-231_000, -120_000],
      operatingResult: [69_000, 80_000],
      interestExpenses: [-4_000, -5_000],
      unmappedResult: [-2_000, -1_000],
      financialItems: [-6_000, -6_000],
      resultAfterFinancialItems: [63_000, 74_000],
      resultBeforeTax: [63_000, 74_000],
      taxOnResult: [-13_000, -10_000],
      yearResult: [50_000, 64_000],
      resultTransfer: [-50_000, 0],
    };
    for (const [id, v] of Object.entries(expected)) expect([id, pair(income, id)]).toEqual([id, v]);
    // the result is the one the trial balance computes (a profit is negative there)
    expect(pair(income, 'yearResult')).toEqual([-yearResult(tb)!, -yearResult(tb, 'prior')!]);
    // lines without accounts, and a group with none, are not shown
    expect(income.map((r) => r.id)).not.toContain('capitalisedWork');
    expect(income.map((r) => r.id)).not.toContain('appropriations');
    expect(income.map((r) => `${r.kind}:${r.id}`)).toEqual([
      'heading:operatingIncome',
      'line:netSales',
      'sum:operatingIncome',
      'heading:operatingCosts',
      'line:rawMaterials',
      'line:tradeGoods',
      'line:otherExternalCosts',
      'line:personnelCosts',
      'line:depreciation',
      'sum:operatingCosts',
      'sum:operatingResult',
      'heading:financialItems',
      'line:interestExpenses',
      'line:unmappedResult',
      'sum:financialItems',
      'sum:resultAfterFinancialItems',
      'sum:resultBeforeTax',
      'heading:taxes',
      'line:taxOnResult',
      'sum:yearResult',
      'line:resultTransfer',
    ]);
  });

  it('the balance sheet balances in both years, the overdraft among the liabilities', () => {
    const expected: Record<string, [number, number]> = {
      equipment: [64_000, 60_000],
      tangibleAssets: [64_000, 60_000],
      fixedAssets: [64_000, 60_000],
      tradeReceivables: [70_000, 80_000],
      cashAndBank: [169_000, 139_000],
      unmappedAssets: [1_000, 0],
      currentAssets: [240_000, 219_000],
      totalAssets: [304_000, 279_000],
      restrictedEquity: [50_000, 50_000],
      unrestrictedEquity: [214_000, 100_000],
      unbookedResult: [0, 64_000],
      equity: [264_000, 214_000],
      bankOverdraft: [0, 5_000],
      tradePayables: [40_000, 60_000],
      currentLiabilities: [40_000, 65_000],
      totalEquityAndLiabilities: [304_000, 279_000],
      difference: [0, 0],
    };
    for (const [id, v] of Object.entries(expected))
      expect([id, pair(balance, id)]).toEqual([id, v]);
    expect(pair(balance, 'difference')).toEqual([
      balanceCheck(tb)!.difference,
      balanceCheck(tb, 'prior')!.difference,
    ]);
  });

  it('each line opens to its accounts, which add up to it, with the change', () => {
    const line = (rows: LeadRow[], id: string) => {
      const l = rows.find((r) => r.id === id);
      if (l?.kind !== 'line') throw new Error(id);
      return l;
    };
    const equipment = line(balance, 'equipment');
    expect(equipment.ranges).toEqual([{ from: 1220, to: 1279 }]);
    expect(
      equipment.accounts.map((a) => [a.row.accountNumber, a.current, a.prior, a.change]),
    ).toEqual([
      ['1220', 130_000, 100_000, 30_000],
      ['1229', -66_000, -40_000, -26_000],
    ]);
    // the percentage keeps its sign: the contra account grew on its own (credit) side
    expect(equipment.accounts[1]!.changePercent).toBeCloseTo(65, 10);
    expect(equipment.changePercent).toBeCloseTo((4_000 / 60_000) * 100, 10);
    // 1940: its debit of 2025 under Kassa och bank, its credit of 2024 under the overdraft
    const cash = line(balance, 'cashAndBank');
    expect(cash.accounts.map((a) => [a.row.accountNumber, a.current, a.prior, a.split])).toEqual([
      ['1930', 166_000, 139_000, false],
      ['1940', 3_000, 0, true],
    ]);
    expect(
      line(balance, 'bankOverdraft').accounts.map((a) => [a.row.accountNumber, a.current, a.prior]),
    ).toEqual([['1940', 0, 5_000]]);
    // costs fell on the income statement's sign: purchases grew 50 %, as the cost grew
    expect(line(income, 'rawMaterials').changePercent).toBeCloseTo(50, 10);
    expect(line(income, 'tradeGoods').changePercent).toBeNull();
  });

  it('puts every account of the books on a line (a bank account split by year on two)', () => {
    const seen = new Map<string, number>();
    for (const r of [...income, ...balance])
      if (r.kind === 'line')
        for (const a of r.accounts)
          seen.set(a.row.accountNumber, (seen.get(a.row.accountNumber) ?? 0) + 1);
    expect([...seen.keys()].sort()).toEqual(tb.rows.map((r) => r.accountNumber).sort());
    expect([...seen].filter(([, n]) => n !== 1)).toEqual([['1940', 2]]);
  });

  it('without a comparison: this year alone', () => {
    const only = trialBalance(records, { years: [y1], yearId: 'y1' });
    const f = figureOf(leadSchedule(only, 'balanceSheet'), 'bankOverdraft')!;
    expect(f).toMatchObject({ current: 5_000, prior: null, change: null, changePercent: null });
    expect(figureOf(leadSchedule(only, 'incomeStatement'), 'yearResult')!.current).toBe(64_000);
  });
});
