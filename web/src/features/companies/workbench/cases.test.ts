/**
 * The workbench's edge cases on small hand-made V1 answers: broken years, an 18-month first
 * year, accounts in only one of the years, the ratios' parts, the BAS lookups and the result's
 * lines (each flag: flags.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { basClassOf, basGroupOf, BAS_GROUPS } from './bas.js';
import { flagsOf } from './flags.js';
import { keyRatios } from './ratios.js';
import { figureOf, leadSchedule } from './lead-schedules.js';
import { subtotals, yearResult } from './totals.js';
import { trialBalance, type FinancialYearRef } from './trial-balance.js';
import { account } from './accounts.testing.js';

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
