/**
 * Each flag of the workbench where it belongs, on small hand-made V1 answers: by change and by
 * percentage, wrong sides and BAS's normal sides, an overdraft, an opening that is not last
 * year's closing (ISA 510).
 */
import { describe, expect, it } from 'vitest';
import { flagsOf, flagTrialBalance, percentFloor, wrongSide } from './flags.js';
import { keyRatios } from './ratios.js';
import { normalSide } from './sides.js';
import { figureOf, leadSchedule } from './lead-schedules.js';
import { trialBalance, type FinancialYearRef } from './trial-balance.js';
import { account } from './accounts.testing.js';

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
