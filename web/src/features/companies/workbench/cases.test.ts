/**
 * The workbench's edge cases on small hand-made V1 answers: broken years, an 18-month first
 * year, accounts in only one of the years, each flag, the ratios' parts and the BAS lookups.
 */
import type { MonthlyBalanceRecord } from '@ledger/contract';
import { describe, expect, it } from 'vitest';
import { basClassOf, basGroupOf, BAS_GROUPS } from './bas.js';
import { flagsOf, flagTrialBalance, percentFloor, wrongSide } from './flags.js';
import { keyRatios } from './ratios.js';
import { normalSide } from './sides.js';
import { figureOf, leadSchedule } from './lead-schedules.js';
import { subtotals, yearResult } from './totals.js';
import { monthsOf, trialBalance, type FinancialYearRef } from './trial-balance.js';

const TYPES: Record<string, string> = {
  '1': 'ASSET',
  '2': 'LIABILITY',
  '3': 'INCOME',
};

/**
 * V1's record of one account: per year, its opening balance and its months' movements (kronor;
 * months not given are 0), the balance as V1 computes it.
 */
function account(
  number: string,
  perYear: { year: FinancialYearRef; opening?: number; moves?: Record<string, number> }[],
): MonthlyBalanceRecord {
  const type = TYPES[number[0]!] ?? 'EXPENSE';
  const balanceSheet = type === 'ASSET' || type === 'LIABILITY';
  const amounts = perYear.flatMap(({ year, opening = 0, moves = {} }) => {
    let running = balanceSheet ? opening * 100 : 0;
    return monthsOf(year.startDate, year.endDate).map((month) => {
      const amount = moves[month] ?? 0;
      running += Math.round(amount * 100);
      return { month, financialYearId: year.id, amount, balance: running / 100 };
    });
  });
  return {
    companyDurableKey: 'c',
    accountNumber: number,
    accountName: `Konto ${number}`,
    accountType: type,
    amounts,
  };
}

describe('years of other shapes', () => {
  const first: FinancialYearRef = { id: 'y1', startDate: '2023-07-01', endDate: '2024-12-31' };
  const second: FinancialYearRef = { id: 'y2', startDate: '2025-01-01', endDate: '2025-12-31' };
  const records = [
    account('1930', [
      { year: first, opening: 50_000, moves: { '2023-08': 10_000, '2024-11': 5_000 } },
      { year: second, opening: 65_000, moves: { '2025-02': -20_000 } },
    ]),
    account('2081', [
      { year: first, opening: -50_000 },
      { year: second, opening: -50_000 },
    ]),
    account('3001', [
      { year: first, moves: { '2023-08': -10_000, '2024-11': -5_000 } },
      { year: second, moves: { '2025-02': -1_000 } },
    ]),
    // in the first year only
    account('1510', [
      { year: first, opening: 0, moves: { '2024-03': 4_000, '2024-04': -4_000 } },
      { year: second },
    ]),
    // in the second year only
    account('2440', [{ year: first }, { year: second, moves: { '2025-02': 21_000 } }]),
  ];
  const years = [second, first];

  it('an 18-month first year: 18 months, no comparison', () => {
    const tb = trialBalance(records, { years, yearId: 'y1' });
    expect(tb.range).toMatchObject({ firstMonth: '2023-07', lastMonth: '2024-12', months: 18 });
    expect(tb.comparison).toEqual({ available: false, reason: 'NO_PRIOR_YEAR' });
    const r = tb.rows.find((x) => x.accountNumber === '3001')!;
    expect([r.opening, r.movement, r.closing]).toEqual([0, -15_000, -15_000]);
  });

  it('the next year against all 18 months, or against its first months', () => {
    const full = trialBalance(records, { years, yearId: 'y2' });
    expect(full.comparison).toMatchObject({ mode: 'fullYear', notes: ['DIFFERENT_LENGTHS'] });
    const sales = full.rows.find((x) => x.accountNumber === '3001')!;
    expect(sales.prior).toEqual({ opening: 0, movement: -15_000, closing: -15_000 });
    expect(sales.change).toBe(14_000);
    // sales fell from 15 000 to 1 000 (credit): -93.3 %, in either sign convention
    expect(sales.changePercent).toBeCloseTo((14_000 / -15_000) * 100, 12);

    const same = trialBalance(records, { years, yearId: 'y2', comparison: 'sameMonths' });
    expect(same.comparison).toMatchObject({
      mode: 'sameMonths',
      range: { firstMonth: '2023-07', lastMonth: '2024-06', months: 12 },
      notes: [],
    });
    expect(same.rows.find((x) => x.accountNumber === '3001')!.prior!.closing).toBe(-10_000);

    const early = trialBalance(records, { years, yearId: 'y2', through: '2025-03' });
    expect(early.comparison).toMatchObject({
      mode: 'sameMonths',
      range: { firstMonth: '2023-07', lastMonth: '2023-09', months: 3 },
    });
    expect(early.rows.find((x) => x.accountNumber === '1930')!.prior!.closing).toBe(60_000);
  });

  it('accounts in only one of the years', () => {
    const tb = trialBalance(records, { years, yearId: 'y2' });
    const gone = tb.rows.find((x) => x.accountNumber === '1510')!;
    expect(gone).toMatchObject({ presence: 'priorOnly', closing: 0, prior: { closing: 0 } });
    const fresh = tb.rows.find((x) => x.accountNumber === '2440')!;
    expect(fresh).toMatchObject({ presence: 'currentOnly', closing: 21_000, change: 21_000 });
    expect(fresh.changePercent).toBeNull();
    expect(flagsOf(fresh, tb).map((f) => f.code)).toEqual(['WRONG_SIGN', 'NEW_ACCOUNT']);
    expect(tb.rows.find((x) => x.accountNumber === '1930')!.presence).toBe('both');
  });

  it('broken years (0901-0831) run September to August', () => {
    const a: FinancialYearRef = { id: 'a', startDate: '2023-09-01', endDate: '2024-08-31' };
    const b: FinancialYearRef = { id: 'b', startDate: '2024-09-01', endDate: '2025-08-31' };
    const recs = [
      account('3001', [
        { year: a, moves: { '2023-09': -100, '2024-08': -50 } },
        { year: b, moves: { '2024-09': -300 } },
      ]),
    ];
    const tb = trialBalance(recs, { years: [a, b], yearId: 'b', through: '2024-12' });
    expect(tb.range).toMatchObject({ firstMonth: '2024-09', lastMonth: '2024-12', months: 4 });
    expect(tb.comparison).toMatchObject({
      range: { firstMonth: '2023-09', lastMonth: '2023-12' },
      notes: [],
    });
    expect(tb.rows[0]).toMatchObject({ closing: -300, prior: { closing: -100 } });
  });

  it('a gap between the years is noted', () => {
    const a: FinancialYearRef = { id: 'a', startDate: '2021-01-01', endDate: '2021-12-31' };
    const b: FinancialYearRef = { id: 'b', startDate: '2023-01-01', endDate: '2023-12-31' };
    const recs = [account('3001', [{ year: a, moves: { '2021-05': -1 } }, { year: b }])];
    const tb = trialBalance(recs, { years: [a, b], yearId: 'b' });
    expect(tb.comparison).toMatchObject({ notes: ['PRIOR_YEAR_NOT_ADJACENT'] });
  });
});

describe('flags', () => {
  /** Movements in the prior year that net to zero: the account was not dormant. */
  const MOVED = { '2024-03': 10, '2024-04': -10 };
  const p: FinancialYearRef = { id: 'p', startDate: '2024-01-01', endDate: '2024-12-31' };
  const c: FinancialYearRef = { id: 'c', startDate: '2025-01-01', endDate: '2025-12-31' };
  const records = [
    // 100 000 -> 160 000: +60 % and above materiality (50 000)
    account('1510', [
      { year: p, opening: 100_000, moves: MOVED },
      { year: c, opening: 100_000, moves: { '2025-05': 60_000 } },
    ]),
    // 1 000 -> 1 300: +30 %, below materiality
    account('1630', [
      { year: p, opening: 1_000, moves: MOVED },
      { year: c, opening: 1_000, moves: { '2025-06': 300 } },
    ]),
    // untouched all 2024, moves in 2025
    account('1220', [
      { year: p, opening: 8_000 },
      { year: c, opening: 8_000, moves: { '2025-03': -100 } },
    ]),
    // accumulated depreciation in credit: normal
    account('1229', [
      { year: p, opening: -2_000 },
      { year: c, opening: -2_000 },
    ]),
    // bank overdrawn
    account('1930', [
      { year: p, opening: 5_000, moves: MOVED },
      { year: c, opening: 5_000, moves: { '2025-01': -6_000 } },
    ]),
  ];
  const tb = trialBalance(records, { years: [p, c], yearId: 'c', materiality: 50_000 });
  const codes = (a: string) =>
    flagsOf(
      tb.rows.find((r) => r.accountNumber === a)!,
      tb,
    ).map((f) => f.code);

  it('each flag where it belongs', () => {
    // the percentage flag's floor: 5 % of materiality, 2 500
    expect(percentFloor(50_000)).toEqual({ value: 2_500, source: 'materialityShare' });
    expect(codes('1510')).toEqual(['MATERIAL_CHANGE', 'PERCENT_CHANGE', 'MATERIAL_MONTH']);
    expect(
      flagsOf(
        tb.rows.find((r) => r.accountNumber === '1510')!,
        tb,
      )[2],
    ).toEqual({
      code: 'MATERIAL_MONTH',
      months: ['2025-05'],
    });
    // +300 kr is +30 % but under the floor of 2 500: no flag unless the floor is lower
    expect(codes('1630')).toEqual([]);
    const row1630 = tb.rows.find((r) => r.accountNumber === '1630')!;
    expect(flagsOf(row1630, tb, { minChangeForPercent: 0 }).map((f) => f.code)).toEqual([
      'PERCENT_CHANGE',
    ]);
    expect(flagsOf(row1630, tb, { minChangeForPercent: 0, percentThreshold: 30 })).toEqual([]);
    expect(flagsOf(row1630, tb, { minChangeForPercent: 500 })).toEqual([]);
    expect(flagsOf(row1630, tb, { clearlyTrivial: 300 }).map((f) => f.code)).toEqual([
      'PERCENT_CHANGE',
    ]);
    expect(codes('1220')).toEqual(['DORMANT_MOVED']);
    expect(codes('1229')).toEqual([]);
    // 5 000 -> -1 000: a bank overdraft, a liability (-120 %)
    expect(codes('1930')).toEqual(['PERCENT_CHANGE', 'OVERDRAFT']);
    expect(tb.rows.find((r) => r.accountNumber === '1930')!.changePercent).toBeCloseTo(-120, 12);
  });

  it('the percentage reads growth as positive in every sign convention (issue #32)', () => {
    const recs = [
      // sales 100 000 -> 93 900 (credit): fell 6.1 %
      account('3001', [
        { year: p, moves: { '2024-06': -100_000 } },
        { year: c, moves: { '2025-06': -93_900 } },
      ]),
      // supplier debt 10 000 -> 39 850 (credit): grew, +298.5 %
      account('2440', [
        { year: p, opening: -10_000 },
        { year: c, opening: -10_000, moves: { '2025-03': -29_850 } },
      ]),
      // a cost 10 000 -> 21 830 (debit): rose 118.3 %
      account('4010', [
        { year: p, moves: { '2024-06': 10_000 } },
        { year: c, moves: { '2025-06': 21_830 } },
      ]),
    ];
    const t = trialBalance(recs, { years: [p, c], yearId: 'c' });
    const pct = (a: string) => t.rows.find((r) => r.accountNumber === a)!.changePercent;
    expect(pct('3001')).toBeCloseTo(-6.1, 9);
    expect(pct('2440')).toBeCloseTo(298.5, 9);
    expect(pct('4010')).toBeCloseTo(118.3, 9);
    // the statement view negates both figures: the same percentage
    const statement = (cur: number, prior: number) => ((-cur - -prior) / -prior) * 100;
    expect(statement(-93_900, -100_000)).toBeCloseTo(-6.1, 9);
    expect(statement(-39_850, -10_000)).toBeCloseTo(298.5, 9);
  });

  it('wrong sides by class, contra accounts by nature', () => {
    expect([wrongSide('1930', -1), wrongSide('1119', -1), wrongSide('1119', 1)]).toEqual([
      true,
      false,
      true,
    ]);
    expect([wrongSide('1519', -1), wrongSide('2440', 1), wrongSide('2641', 1)]).toEqual([
      false,
      true,
      false,
    ]);
    expect([wrongSide('3001', 1), wrongSide('3730', 1), wrongSide('5010', -1)]).toEqual([
      true,
      false,
      false,
    ]);
  });

  it("BAS's normal sides: the contra accounts credit, förskott debit, either-side accounts", () => {
    // accumulated write-downs (x8) and depreciation (x9) of fixed assets: credit, never flagged
    for (const a of [
      '1018',
      '1019',
      '1029',
      '1039',
      '1118',
      '1119',
      '1129',
      '1218',
      '1219',
      '1228',
      '1229',
      '1239',
      '1318',
      '1389',
    ]) {
      expect([a, normalSide(a)]).toEqual([a, 'credit']);
      expect([a, wrongSide(a, -5_000), wrongSide(a, 5_000)]).toEqual([a, false, true]);
    }
    // advances paid (förskott) end in 8 too, and are assets: debit
    for (const a of ['1088', '1188', '1288'])
      expect([a, wrongSide(a, 5_000), wrongSide(a, -5_000)]).toEqual([a, false, true]);
    // 2518 Betald F-skatt and 2641 ingående moms are debit; 2650 and 2099 either side
    expect([wrongSide('2518', 12_000), wrongSide('2518', -12_000)]).toEqual([false, true]);
    expect([wrongSide('2640', 1), wrongSide('2645', 1), wrongSide('2611', 1)]).toEqual([
      false,
      false,
      true,
    ]);
    expect([wrongSide('2650', 3_000), wrongSide('2650', -3_000)]).toEqual([false, false]);
    // a loss year: 2099 Årets resultat in debit is not flagged
    expect([wrongSide('2099', 250_000), wrongSide('2091', 1), wrongSide('2098', 1)]).toEqual([
      false,
      false,
      false,
    ]);
    expect([normalSide('2081'), normalSide('5010'), normalSide('DIFF')]).toEqual([
      'credit',
      null,
      null,
    ]);
  });

  it('a bank in credit is an overdraft: a liability in the balance sheet and the ratios', () => {
    const y: FinancialYearRef = { id: 'y', startDate: '2025-01-01', endDate: '2025-12-31' };
    const recs = [
      account('1510', [{ year: y, opening: 100_000 }]),
      account('1930', [{ year: y, opening: 10_000, moves: { '2025-11': -30_000 } }]), // -20 000
      account('2081', [{ year: y, opening: -50_000 }]),
      account('2440', [{ year: y, opening: -60_000, moves: { '2025-11': 30_000 } }]), // -30 000
    ];
    const t = trialBalance(recs, { years: [y], yearId: 'y' });
    expect(flagTrialBalance(t).get('1930')).toEqual([{ code: 'OVERDRAFT' }]);
    const get = (id: string) => figureOf(leadSchedule(t, 'balanceSheet'), id)!.current;
    // assets 100 000 (the overdraft not deducted); liabilities 30 000 + overdraft 20 000
    expect(get('currentAssets')).toBe(100_000);
    expect(get('totalAssets')).toBe(100_000);
    expect(get('bankOverdraft')).toBe(20_000);
    expect(get('totalEquityAndLiabilities')).toBe(100_000);
    expect(get('difference')).toBe(0);
    const k = keyRatios(t)!;
    expect(k.parts).toMatchObject({
      bankOverdraft: 20_000,
      openingBankOverdraft: 0,
      totalAssets: 100_000,
      openingTotalAssets: 110_000,
      currentAssets: 100_000,
      currentLiabilities: 50_000,
    });
    // soliditet 50 000 / 100 000, not 50 000 / 80 000 (the overdraft netted against the assets)
    expect(k.values.equityRatio).toBe(50);
    expect(k.values.currentRatio).toBe(200);
  });

  it('an account that does not open where it closed last year is flagged (ISA 510)', () => {
    const recs = [
      // closes 2024 at 100 000, opens 2025 at 100 000: agrees
      account('1510', [
        { year: p, opening: 80_000, moves: { '2024-05': 20_000 } },
        { year: c, opening: 100_000 },
      ]),
      // closes 2024 at -40 000, opens 2025 at -45 000: 5 000 more credit
      account('2440', [
        { year: p, opening: -40_000 },
        { year: c, opening: -45_000 },
      ]),
      // closes 2024 at 7 000, gone from 2025's opening balances
      account('1630', [{ year: p, opening: 7_000 }, { year: c }]),
      // result accounts open at 0 every year
      account('3001', [
        { year: p, moves: { '2024-05': -20_000 } },
        { year: c, moves: { '2025-05': -1_000 } },
      ]),
    ];
    const t = trialBalance(recs, { years: [p, c], yearId: 'c', through: '2025-06' });
    // a partial year compared with the same months: the check is still against the whole year
    expect(t.comparison).toMatchObject({ mode: 'sameMonths' });
    const diff = (a: string) => t.rows.find((r) => r.accountNumber === a)!.openingDifference;
    expect([diff('1510'), diff('2440'), diff('1630'), diff('3001')]).toEqual([
      0,
      -5_000,
      -7_000,
      null,
    ]);
    const flagged = [...flagTrialBalance(t)]
      .filter(([, f]) => f.some((x) => x.code === 'OPENING_MISMATCH'))
      .map(([a]) => a);
    expect(flagged).toEqual(['1630', '2440']);
    // the first year is not checked
    const first = trialBalance(recs, { years: [p, c], yearId: 'p' });
    expect(first.rows.every((r) => r.openingDifference === null)).toBe(true);
  });
});

describe('ratios and groups', () => {
  const y: FinancialYearRef = { id: 'y', startDate: '2025-01-01', endDate: '2025-12-31' };
  const recs = [
    account('1460', [{ year: y, opening: 20_000 }]), // inventory
    account('1930', [{ year: y, opening: 80_000, moves: { '2025-06': 40_000 } }]),
    account('1210', [{ year: y, opening: 100_000 }]),
    account('2081', [{ year: y, opening: -50_000 }]),
    account('2150', [{ year: y, opening: -50_000 }]), // untaxed reserves
    account('2440', [{ year: y, opening: -100_000 }]),
    account('3001', [{ year: y, moves: { '2025-06': -200_000 } }]),
    account('5010', [{ year: y, moves: { '2025-06': 150_000 } }]),
    account('8310', [{ year: y, moves: { '2025-06': -5_000 } }]), // interest income
    account('8410', [{ year: y, moves: { '2025-06': 15_000 } }]), // interest costs
    account('9999', [{ year: y, moves: {} }]),
  ];
  const tb = trialBalance(recs, { years: [y], yearId: 'y' });

  it('parts and values', () => {
    const k = keyRatios(tb)!;
    expect(k.parts).toEqual({
      bankOverdraft: 0,
      openingBankOverdraft: 0,
      totalAssets: 240_000,
      openingTotalAssets: 200_000,
      adjustedEquity: 50_000 + 40_000 + 50_000 * (1 - 0.206),
      openingAdjustedEquity: 50_000 + 50_000 * (1 - 0.206),
      currentAssets: 140_000,
      inventory: 20_000,
      currentLiabilities: 100_000,
      netSales: 200_000,
      operatingResult: 50_000,
      financialIncome: 5_000,
      resultAfterFinancialItems: 40_000,
    });
    expect(k.values.equityRatio).toBeCloseTo((129_700 / 240_000) * 100, 9);
    expect(k.values.currentRatio).toBe(140);
    expect(k.values.quickRatio).toBe(120);
    expect(k.values.operatingMargin).toBe(25);
    expect(k.values.profitMargin).toBe(20);
    expect(k.values.returnOnEquity).toBeCloseTo((40_000 / ((129_700 + 89_700) / 2)) * 100, 9);
    expect(k.values.returnOnAssets).toBeCloseTo((55_000 / 220_000) * 100, 9);
    expect(keyRatios(tb, 'prior')).toBeNull();
  });

  it('groups by BAS, with every group of the plan in one class', () => {
    const s = subtotals(tb);
    expect(s.groups.map((g) => g.id)).toEqual([
      'fixedAssets',
      'currentAssets',
      'equity',
      'untaxedReserves',
      'currentLiabilities',
      'netSales',
      'otherExternalCosts',
      'financialItems',
    ]);
    expect(s.groups.find((g) => g.id === 'financialItems')!.totals.closing).toBe(10_000);
    expect(basGroupOf('7830')!.id).toBe('depreciation');
    expect(basGroupOf('7720')!.id).toBe('depreciation');
    // 79 övriga rörelsekostnader: exchange losses, losses on disposals
    expect(basGroupOf('7960')!.id).toBe('otherOperatingCosts');
    expect(basGroupOf('7970')!.id).toBe('otherOperatingCosts');
    expect(basGroupOf('7010')!.id).toBe('personnelCosts');
    expect(basGroupOf('8910')!.id).toBe('taxAndResult');
    expect(basGroupOf('8810')!.id).toBe('appropriations');
    expect([basGroupOf('8510'), basGroupOf('9999'), basGroupOf('DIFF')]).toEqual([
      null,
      null,
      null,
    ]);
    expect([basClassOf('5010'), basClassOf('6110')]).toEqual([
      'otherExternalCosts',
      'otherExternalCosts',
    ]);
    for (const g of BAS_GROUPS) expect(basClassOf(`${g.from}00`)).toBe(g.classId);
  });
});

describe('the result and the statement lines', () => {
  const y: FinancialYearRef = { id: 'y', startDate: '2025-01-01', endDate: '2025-12-31' };
  const recs = [
    account('1930', [{ year: y, opening: 100_000, moves: { '2025-12': 30_000 } }]),
    account('2081', [{ year: y, opening: -100_000 }]),
    account('2099', [{ year: y, moves: { '2025-12': -20_000 } }]),
    account('3001', [{ year: y, moves: { '2025-12': -100_000 } }]),
    account('5010', [{ year: y, moves: { '2025-12': 30_000 } }]),
    account('6110', [{ year: y, moves: { '2025-12': 10_000 } }]),
    account('7832', [{ year: y, moves: { '2025-12': 5_000 } }]),
    account('7960', [{ year: y, moves: { '2025-12': 15_000 } }]),
    account('8910', [{ year: y, moves: { '2025-12': 10_000 } }]),
    // the result booked to 2099 on 8990 (not 8999): still not part of the result
    account('8990', [{ year: y, moves: { '2025-12': 20_000 } }]),
  ];
  const t = trialBalance(recs, { years: [y], yearId: 'y' });

  it('8990 counts as the booked result, as 8999 does', () => {
    // 100 000 - 30 000 - 10 000 - 5 000 - 15 000 - 10 000 = 30 000 profit (trial sign -30 000)
    expect(yearResult(t)).toBe(-30_000);
    const lines = leadSchedule(t, 'incomeStatement');
    expect(figureOf(lines, 'taxOnResult')!.current).toBe(-10_000);
    expect(figureOf(lines, 'yearResult')!.current).toBe(30_000);
    // the booking is shown after the result, not in it
    expect(figureOf(lines, 'resultTransfer')!.current).toBe(-20_000);
  });

  it('50-69 is one line and one subtotal; 79 its own line before the operating result', () => {
    const lines = leadSchedule(t, 'incomeStatement');
    expect(lines.filter((l) => l.kind !== 'heading').map((l) => l.id)).toEqual([
      'netSales',
      'operatingIncome',
      'otherExternalCosts',
      'depreciation',
      'otherOperatingCosts',
      'operatingCosts',
      'operatingResult',
      'resultAfterFinancialItems',
      'resultBeforeTax',
      'taxOnResult',
      'yearResult',
      'resultTransfer',
    ]);
    const get = (id: string) => figureOf(lines, id)!.current;
    expect([get('otherExternalCosts'), get('depreciation'), get('otherOperatingCosts')]).toEqual([
      -40_000, -5_000, -15_000,
    ]);
    expect(get('operatingResult')).toBe(40_000);
    const s = subtotals(t);
    expect(s.groups.filter((g) => g.id === 'otherExternalCosts')).toHaveLength(1);
    expect(s.classes.find((c) => c.id === 'otherExternalCosts')!.totals.closing).toBe(40_000);
  });
});
