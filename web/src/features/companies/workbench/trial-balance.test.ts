/**
 * The workbench against two consecutive real-shaped years (fixtures/: Norrsken Bygg AB's demo
 * SIE 4 files for 2023 and 2024, and the monthly balances our platform answers for them, kept
 * in step by bff's workbench-fixture test). Every expected figure comes from the files' own
 * #IB/#UB/#RES/#PSALDO records, read here by a tiny parser of its own.
 */
import type { MonthlyBalanceRecord } from '@ledger/contract';
import { describe, expect, it } from 'vitest';
import fixture from './fixtures/demo-balances.json';
import sie2023 from './fixtures/demo-2023.se?raw';
import sie2024 from './fixtures/demo-2024.se?raw';
import { flagTrialBalance } from './flags.js';
import { keyRatios } from './ratios.js';
import { balanceCheck, statementAmount, subtotals, yearResult } from './totals.js';
import { trialBalance } from './trial-balance.js';

/** #IB/#UB/#RES of year 0 and year-0 #PSALDO, in öre, from the file's text. */
function facts(text: string) {
  const ib = new Map<string, number>();
  const ub = new Map<string, number>();
  const res = new Map<string, number>();
  const psaldo = new Map<string, Map<string, number>>();
  const ore = (s: string) => {
    const [int, dec = ''] = s.replace('-', '').split('.');
    const v = Number(int) * 100 + Number(dec.padEnd(2, '0'));
    return s.startsWith('-') ? -v : v;
  };
  for (const line of text.split('\n')) {
    const f = line.trim().split(/\s+/);
    if (f[1] !== '0') continue;
    if (f[0] === '#IB') ib.set(f[2]!, ore(f[3]!));
    else if (f[0] === '#UB') ub.set(f[2]!, ore(f[3]!));
    else if (f[0] === '#RES') res.set(f[2]!, ore(f[3]!));
    else if (f[0] === '#PSALDO' && f[4] === '{}') {
      const m = psaldo.get(f[3]!) ?? new Map<string, number>();
      m.set(`${f[2]!.slice(0, 4)}-${f[2]!.slice(4)}`, ore(f[5]!));
      psaldo.set(f[3]!, m);
    }
  }
  /** Balance after the months up to `through`: #IB + #PSALDO so far, or #PSALDO so far. */
  const at = (account: string, through: string) => {
    let v = ib.get(account) ?? 0;
    for (const [m, x] of psaldo.get(account) ?? []) if (m <= through) v += x;
    return v;
  };
  return { ib, ub, res, psaldo, at };
}

const y23 = facts(sie2023);
const y24 = facts(sie2024);
const records = fixture.balances as MonthlyBalanceRecord[];
const [year2023, year2024] = fixture.years;
const years = fixture.years;
const kr = (ore: number) => ore / 100;
const isBalance = (a: string) => /^[12]/.test(a);
const closingIn = (f: ReturnType<typeof facts>, a: string) =>
  isBalance(a) ? (f.ub.get(a) ?? 0) : (f.res.get(a) ?? 0);

describe('trial balance of 2024 against 2023 (whole years)', () => {
  const tb = trialBalance(records, { years, yearId: year2024!.id, materiality: 50_000 });

  it('has the files own opening, closing and prior closing for every account', () => {
    expect(tb.range).toMatchObject({ firstMonth: '2024-01', lastMonth: '2024-12', months: 12 });
    expect(tb.comparison).toMatchObject({ available: true, mode: 'fullYear', notes: [] });
    const accounts = [...new Set([...y24.ub.keys(), ...y24.res.keys()])].filter(
      (a) => closingIn(y24, a) !== 0 || closingIn(y23, a) !== 0 || (y24.ib.get(a) ?? 0) !== 0,
    );
    expect(tb.rows.map((r) => r.accountNumber).sort()).toEqual(accounts.sort());
    for (const r of tb.rows) {
      const a = r.accountNumber;
      const opening = isBalance(a) ? (y24.ib.get(a) ?? 0) : 0;
      const closing = closingIn(y24, a);
      const prior = closingIn(y23, a);
      expect([a, r.opening, r.movement, r.closing]).toEqual([
        a,
        kr(opening),
        kr(closing - opening),
        kr(closing),
      ]);
      expect([a, r.prior!.closing, r.change]).toEqual([a, kr(prior), kr(closing - prior)]);
      if (prior !== 0)
        expect(r.changePercent).toBeCloseTo(((closing - prior) / Math.abs(prior)) * 100, 9);
      else expect(r.changePercent).toBeNull();
      expect(r.materialityShare!.closing).toBeCloseTo(Math.abs(kr(closing)) / 50_000, 12);
      // the books run on: 2024 opens at 2023's closing
      if (isBalance(a)) expect(r.opening).toBe(r.prior!.closing);
    }
  });

  it('sums groups and classes, the result and the balance check as the files do', () => {
    const s = subtotals(tb);
    const sumOf = (f: ReturnType<typeof facts>, test: (a: string) => boolean) =>
      kr([...f.ub.keys(), ...f.res.keys()].filter(test).reduce((x, a) => x + closingIn(f, a), 0));
    const group = (id: string) => s.groups.find((g) => g.id === id)!.totals;
    expect(group('currentAssets').closing).toBe(sumOf(y24, (a) => /^1[4-9]/.test(a)));
    expect(group('currentAssets').priorClosing).toBe(sumOf(y23, (a) => /^1[4-9]/.test(a)));
    expect(group('currentLiabilities').closing).toBe(sumOf(y24, (a) => /^2[4-9]/.test(a)));
    expect(group('equity').closing).toBe(sumOf(y24, (a) => /^20/.test(a)));
    expect(group('netSales').closing).toBe(sumOf(y24, (a) => /^3[0-7]/.test(a)));
    expect(group('otherExternalCosts').closing).toBe(sumOf(y24, (a) => /^[56]/.test(a)));
    const cls = (id: string) => s.classes.find((c) => c.id === id)!.totals;
    expect(cls('assets').closing).toBe(sumOf(y24, (a) => a.startsWith('1')));
    expect(cls('personnelAndDepreciation').closing).toBe(sumOf(y24, (a) => a.startsWith('7')));
    expect(s.outsideGroups.accounts).toBe(0);

    const result = sumOf(y24, (a) => /^[3-8]/.test(a) && a !== '8999');
    expect(yearResult(tb)).toBe(result);
    expect(yearResult(tb, 'prior')).toBe(sumOf(y23, (a) => /^[3-8]/.test(a) && a !== '8999'));
    // the year's result is booked to 2099 in the file
    expect(kr(y24.ub.get('2099')!)).toBe(result);
    expect(statementAmount(result, 'other')).toBe(-result);
    expect(balanceCheck(tb)).toEqual({
      trialBalance: 0,
      opening: 0,
      assets: sumOf(y24, (a) => a.startsWith('1')),
      equityAndLiabilities: -sumOf(y24, (a) => a.startsWith('2')),
      unbookedResult: 0,
      difference: 0,
    });
    expect(balanceCheck(tb, 'prior')!.difference).toBe(0);
  });

  it('flags what the files show: new accounts, wrong sides, material months', () => {
    const flags = flagTrialBalance(tb);
    const newIn2024 = tb.rows
      .map((r) => r.accountNumber)
      .filter((a) => closingIn(y23, a) === 0 && (y23.ib.get(a) ?? 0) === 0);
    expect(newIn2024.length).toBeGreaterThan(0); // 2098 gets last year's result at the AGM
    for (const a of newIn2024) expect(flags.get(a)).toContainEqual({ code: 'NEW_ACCOUNT' });
    for (const r of tb.rows) {
      const material = [...(y24.psaldo.get(r.accountNumber) ?? [])]
        .filter(([, x]) => Math.abs(x) >= 50_000 * 100)
        .map(([m]) => m)
        .sort();
      const flagged = flags.get(r.accountNumber)?.find((f) => f.code === 'MATERIAL_MONTH');
      expect([r.accountNumber, flagged?.months ?? []]).toEqual([r.accountNumber, material]);
    }
    expect([...flags.values()].flat().some((f) => f.code === 'MATERIAL_MONTH')).toBe(true);
    for (const [a, f] of flags) {
      const c = closingIn(y24, a);
      const wrong =
        (/^1/.test(a) && c < 0) ||
        (/^2/.test(a) && !a.startsWith('264') && c > 0) ||
        (/^3/.test(a) && c > 0);
      expect([a, f.some((x) => x.code === 'WRONG_SIGN')]).toEqual([a, wrong]);
    }
  });

  it('computes the key ratios from the files figures', () => {
    const k = keyRatios(tb)!;
    const ub = (test: (a: string) => boolean) =>
      [...y24.ub.keys()].filter(test).reduce((x, a) => x + y24.ub.get(a)!, 0);
    const res = (test: (a: string) => boolean) =>
      [...y24.res.keys()].filter(test).reduce((x, a) => x + y24.res.get(a)!, 0);
    const assets = ub((a) => a.startsWith('1'));
    const equity = -ub((a) => a.startsWith('20'));
    const currentLiabilities = -ub((a) => /^2[4-9]/.test(a));
    const sales = -res((a) => /^3[0-7]/.test(a));
    const operating = -res((a) => /^[3-7]/.test(a));
    expect(k.months).toBe(12);
    expect(k.values.equityRatio).toBeCloseTo((equity / assets) * 100, 9);
    expect(k.values.currentRatio).toBeCloseTo(
      (ub((a) => /^1[4-9]/.test(a)) / currentLiabilities) * 100,
      9,
    );
    expect(k.values.operatingMargin).toBeCloseTo((operating / sales) * 100, 9);
    expect(k.values.profitMargin).toBeCloseTo((operating / sales) * 100, 9); // no financial items
    const openingEquity = -[...y24.ib.keys()]
      .filter((a) => a.startsWith('20'))
      .reduce((x, a) => x + y24.ib.get(a)!, 0);
    expect(k.values.returnOnEquity).toBeCloseTo(
      (operating / ((equity + openingEquity) / 2)) * 100,
      9,
    );
  });
});

describe('a year in progress and one year alone', () => {
  it('through June 2024 compares with January-June 2023 by default', () => {
    const tb = trialBalance(records, { years, yearId: year2024!.id, through: '2024-06' });
    expect(tb.range).toMatchObject({ lastMonth: '2024-06', months: 6, partial: true });
    expect(tb.comparison).toMatchObject({
      available: true,
      mode: 'sameMonths',
      range: { firstMonth: '2023-01', lastMonth: '2023-06', months: 6 },
    });
    for (const r of tb.rows) {
      expect([r.accountNumber, r.closing]).toEqual([
        r.accountNumber,
        kr(y24.at(r.accountNumber, '2024-06')),
      ]);
      expect([r.accountNumber, r.prior!.closing]).toEqual([
        r.accountNumber,
        kr(y23.at(r.accountNumber, '2023-06')),
      ]);
      expect(r.months).toHaveLength(6);
    }
    // the trial balance still nets to zero mid-year, the result not yet booked
    const check = balanceCheck(tb)!;
    expect(check.trialBalance).toBe(0);
    expect(check.difference).toBe(0);
    expect(check.unbookedResult).toBe(-yearResult(tb)!);
  });

  it('can compare a partial year with the whole prior year', () => {
    const tb = trialBalance(records, {
      years,
      yearId: year2024!.id,
      through: '2024-03',
      comparison: 'fullYear',
    });
    expect(tb.comparison).toMatchObject({ mode: 'fullYear', notes: ['DIFFERENT_LENGTHS'] });
    const r = tb.rows.find((x) => x.accountNumber === '1510')!;
    expect(r.prior!.closing).toBe(kr(y23.ub.get('1510')!));
  });

  it('2023 alone has no comparison, with its reason', () => {
    const tb = trialBalance(records, { years, yearId: year2023!.id, materiality: 50_000 });
    expect(tb.comparison).toEqual({ available: false, reason: 'NO_PRIOR_YEAR' });
    expect(
      tb.rows.every((r) => r.prior === null && r.change === null && r.presence === 'currentOnly'),
    ).toBe(true);
    expect([...flagTrialBalance(tb).values()].flat().some((f) => f.code === 'NEW_ACCOUNT')).toBe(
      false,
    );
    for (const r of tb.rows) expect(r.closing).toBe(kr(closingIn(y23, r.accountNumber)));
  });

  it('a prior year without balances gives PRIOR_YEAR_WITHOUT_DATA', () => {
    const with2022 = [...years, { id: 'y2022', startDate: '2022-01-01', endDate: '2022-12-31' }];
    const tb = trialBalance(records, { years: with2022, yearId: year2023!.id });
    expect(tb.comparison).toEqual({ available: false, reason: 'PRIOR_YEAR_WITHOUT_DATA' });
  });
});
