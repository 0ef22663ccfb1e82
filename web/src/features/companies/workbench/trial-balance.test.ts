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
import { figureOf, leadSchedule } from './lead-schedules.js';
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
    const moved = (f: ReturnType<typeof facts>, a: string) =>
      [...(f.psaldo.get(a)?.values() ?? [])].some((x) => x !== 0);
    const accounts = [...new Set([...y24.ub.keys(), ...y24.res.keys()])].filter(
      (a) =>
        closingIn(y24, a) !== 0 ||
        closingIn(y23, a) !== 0 ||
        (y24.ib.get(a) ?? 0) !== 0 ||
        moved(y24, a) ||
        moved(y23, a),
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
      // (this year - prior) / prior: a balance that grew on its own side reads positive
      if (prior !== 0) expect(r.changePercent).toBeCloseTo(((closing - prior) / prior) * 100, 9);
      else expect(r.changePercent).toBeNull();
      expect(r.materialityShare!.closing).toBeCloseTo(Math.abs(kr(closing)) / 50_000, 12);
      // the books run on: 2024 opens at 2023's closing (#IB 2024 = #UB 2023), checked (ISA 510)
      if (isBalance(a)) {
        expect(y24.ib.get(a) ?? 0).toBe(y23.ub.get(a) ?? 0);
        expect([a, r.openingDifference]).toEqual([a, 0]);
      } else expect([a, r.openingDifference]).toEqual([a, null]);
    }
  });

  it('reads the percentage change the right way round (issue #32): grew is positive', () => {
    // Every account of the files that has a prior balance and keeps its side: the percentage is
    // positive when the balance grew on its side, negative when it shrank, whatever that side
    // (sales and debts are credit, negative in the file; costs and assets debit).
    let checked = 0;
    for (const r of tb.rows) {
      const p = closingIn(y23, r.accountNumber);
      const c = closingIn(y24, r.accountNumber);
      if (p === 0 || c === 0 || Math.sign(p) !== Math.sign(c) || c === p) continue;
      const grew = Math.abs(c) > Math.abs(p);
      expect([r.accountNumber, r.changePercent! > 0]).toEqual([r.accountNumber, grew]);
      expect(r.changePercent).toBeCloseTo(((Math.abs(c) - Math.abs(p)) / Math.abs(p)) * 100, 9);
      checked++;
    }
    expect(checked).toBeGreaterThan(10);
    // the three kinds the issue names, in the files: sales (credit), the supplier debt (credit),
    // purchases (a cost, debit)
    for (const a of ['3001', '2440', '4010']) {
      const p = closingIn(y23, a);
      const c = closingIn(y24, a);
      const pct = tb.rows.find((r) => r.accountNumber === a)!.changePercent!;
      expect([a, Math.sign(pct)]).toEqual([a, Math.sign(Math.abs(c) - Math.abs(p))]);
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

    const result = sumOf(y24, (a) => /^[3-8]/.test(a) && !a.startsWith('899'));
    expect(yearResult(tb)).toBe(result);
    expect(yearResult(tb, 'prior')).toBe(
      sumOf(y23, (a) => /^[3-8]/.test(a) && !a.startsWith('899')),
    );
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
      .filter(
        (a) =>
          closingIn(y23, a) === 0 &&
          (y23.ib.get(a) ?? 0) === 0 &&
          [...(y23.psaldo.get(a)?.values() ?? [])].every((x) => x === 0),
      );
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
    // BAS's normal side of the files' balance-sheet and income accounts, by hand
    const normal: Record<string, 'debit' | 'credit' | 'either'> = {
      '1220': 'debit',
      '1229': 'credit', // ackumulerade avskrivningar på inventarier
      '1510': 'debit',
      '1630': 'either', // skattekontot
      '1930': 'debit',
      '2081': 'credit',
      '2091': 'either', // balanserad vinst eller förlust
      '2098': 'either',
      '2099': 'either', // årets resultat: a loss is debit
      '2393': 'credit',
      '2440': 'credit',
      '2512': 'credit',
      '2518': 'debit', // betald F-skatt
      '2611': 'credit',
      '2621': 'credit',
      '2641': 'debit', // ingående moms
      '2650': 'either', // redovisningskonto för moms
      '2710': 'credit',
      '2731': 'credit',
      '2898': 'credit',
      '3001': 'credit',
      '3002': 'credit',
    };
    let judged = 0;
    for (const r of tb.rows) {
      const a = r.accountNumber;
      const c = closingIn(y24, a);
      const side = normal[a];
      if (side === undefined && /^[123]/.test(a)) continue;
      judged++;
      const wrong = side === 'debit' ? c < 0 : side === 'credit' ? c > 0 : false;
      const f = flags.get(a) ?? [];
      expect([a, f.some((x) => x.code === 'WRONG_SIGN' || x.code === 'OVERDRAFT')]).toEqual([
        a,
        wrong,
      ]);
      expect([a, f.some((x) => x.code === 'OPENING_MISMATCH')]).toEqual([a, false]);
    }
    expect(judged).toBeGreaterThan(15);
  });

  it('the percentage flag has an amount floor: 5 % of materiality by default', () => {
    // by hand: over 20 % of the prior closing and, in kronor, at least the floor
    const expected = (floor: number) =>
      tb.rows
        .map((r) => r.accountNumber)
        .filter((a) => {
          const p = closingIn(y23, a);
          const change = closingIn(y24, a) - p;
          return p !== 0 && Math.abs(change / p) > 0.2 && Math.abs(change) >= floor * 100;
        })
        .sort();
    const flagged = (f: ReturnType<typeof flagTrialBalance>) =>
      [...f]
        .filter(([, x]) => x.some((y) => y.code === 'PERCENT_CHANGE'))
        .map(([a]) => a)
        .sort();
    expect(expected(0).length).toBeGreaterThan(0);
    expect(flagged(flagTrialBalance(tb))).toEqual(expected(50_000 * 0.05));
    expect(flagged(flagTrialBalance(tb, { minChangeForPercent: 0 }))).toEqual(expected(0));
    for (const floor of [1_000, 50_000, 200_000])
      expect(flagged(flagTrialBalance(tb, { clearlyTrivial: floor }))).toEqual(expected(floor));
    // without materiality and no floor given, no floor
    const bare = trialBalance(records, { years, yearId: year2024!.id });
    expect(flagged(flagTrialBalance(bare))).toEqual(expected(0));
  });

  it('the income statement: its result lines from the files, 89 as tax without 899x', () => {
    const lines = leadSchedule(tb, 'incomeStatement');
    expect(lines.map((l) => l.id)).not.toContain('taxAndResult');
    const line = (id: string) => figureOf(lines, id)?.current ?? null;
    const res = (test: (a: string) => boolean) =>
      kr(-[...y24.res.keys()].filter(test).reduce((x, a) => x + y24.res.get(a)!, 0));
    expect(line('operatingResult')).toBe(res((a) => /^[3-7]/.test(a)));
    expect(line('resultBeforeTax')).toBe(res((a) => /^[3-7]|^8[0-8]/.test(a)));
    expect(line('yearResult')).toBe(res((a) => !a.startsWith('899')));
    if ([...y24.res.keys()].some((a) => /^89[0-7]/.test(a)))
      expect(line('taxOnResult')).toBe(res((a) => /^89[0-7]/.test(a)));
  });

  it('the lead schedules: every account of the files on one line, both statements adding up', () => {
    const rows = [...leadSchedule(tb, 'incomeStatement'), ...leadSchedule(tb, 'balanceSheet')];
    const listed = rows.flatMap((r) => (r.kind === 'line' ? r.accounts : []));
    const once = new Set(listed.filter((a) => !a.split).map((a) => a.row.accountNumber));
    expect(new Set(listed.map((a) => a.row.accountNumber))).toEqual(
      new Set(tb.rows.map((r) => r.accountNumber)),
    );
    expect(once.size).toBe(listed.filter((a) => !a.split).length);
    expect(figureOf(rows, 'difference')).toMatchObject({ current: 0 });
    expect(figureOf(rows, 'totalAssets')!.current).toBe(
      kr(
        [...y24.ub.keys()].filter((a) => a.startsWith('1')).reduce((x, a) => x + y24.ub.get(a)!, 0),
      ) + (figureOf(rows, 'bankOverdraft')?.current ?? 0),
    );
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
