import { describe, expect, it } from 'vitest';
import {
  chooseSourceFile,
  chooseSourceFiles,
  computeMonthlyBalances,
  monthlyBalances,
  yearsInRange,
  type BalanceSource,
} from './balances.js';

const src = (over: Partial<BalanceSource> = {}): BalanceSource => ({
  kind: 'transactions',
  accounts: [
    { number: '1930', name: 'Bank', kind: 'T' },
    { number: '2440', name: 'Leverantörsskulder' },
    { number: '3001', name: 'Försäljning' },
    { number: '5010', name: 'Lokalhyra' },
  ],
  opening: [
    { account: '1930', amount: 100_000 },
    { account: '2440', amount: -100_000 },
  ],
  movements: [
    { account: '1930', period: '2024-02', amount: 12_345 },
    { account: '3001', period: '2024-02', amount: -12_345 },
    { account: '5010', period: '2024-03', amount: 1 },
    { account: '1930', period: '2024-03', amount: -1 },
  ],
  ...over,
});

describe('computeMonthlyBalances', () => {
  it('gives every month, opening + cumulative for balance accounts, YTD for result accounts', () => {
    const out = computeMonthlyBalances([
      { financialYearId: 'y24', startDate: '2024-01-01', endDate: '2024-04-30', source: src() },
    ]);
    expect(out.map((a) => [a.accountNumber, a.accountName, a.accountType])).toEqual([
      ['1930', 'Bank', 'ASSET'],
      ['2440', 'Leverantörsskulder', 'LIABILITY'],
      ['3001', 'Försäljning', 'INCOME'],
      ['5010', 'Lokalhyra', 'EXPENSE'],
    ]);
    expect(out[0]!.amounts).toEqual([
      { period: '2024-01', financialYearId: 'y24', amount: 0, balance: 1000 },
      { period: '2024-02', financialYearId: 'y24', amount: 123.45, balance: 1123.45 },
      { period: '2024-03', financialYearId: 'y24', amount: -0.01, balance: 1123.44 },
      { period: '2024-04', financialYearId: 'y24', amount: 0, balance: 1123.44 },
    ]);
    expect(out[2]!.amounts.map((m) => m.balance)).toEqual([0, -123.45, -123.45, -123.45]);
    expect(out[3]!.amounts.map((m) => [m.amount, m.balance])).toEqual([
      [0, 0],
      [0, 0],
      [0.01, 0.01],
      [0, 0.01],
    ]);
  });

  it('restarts result accounts each year and uses each year its own opening balance', () => {
    const y2 = src({
      opening: [{ account: '1930', amount: 50 }],
      movements: [{ account: '3001', period: '2025-01', amount: -7 }],
    });
    const out = computeMonthlyBalances([
      { financialYearId: 'b', startDate: '2025-01-01', endDate: '2025-02-28', source: y2 },
      { financialYearId: 'a', startDate: '2024-11-01', endDate: '2024-12-31', source: src() },
    ]);
    const bank = out.find((a) => a.accountNumber === '1930')!;
    expect(bank.amounts.map((m) => [m.period, m.financialYearId, m.balance])).toEqual([
      ['2024-11', 'a', 1123.44],
      ['2024-12', 'a', 1123.44],
      ['2025-01', 'b', 0.5],
      ['2025-02', 'b', 0.5],
    ]);
    // movements dated outside a year's months count in its nearest month
    expect(out.find((a) => a.accountNumber === '3001')!.amounts.map((m) => m.balance)).toEqual([
      -123.45, -123.45, -0.07, -0.07,
    ]);
  });

  it('answers [] without contributing years', () => {
    expect(computeMonthlyBalances([])).toEqual([]);
    expect(
      computeMonthlyBalances([
        { financialYearId: 'x', startDate: '2024-01-01', endDate: '2024-12-31', source: null },
      ]),
    ).toEqual([]);
  });
});

describe('range logic', () => {
  const years = [
    { id: 'fy2023', startDate: '2023-01-01', endDate: '2023-12-31' },
    { id: 'fy2024', startDate: '2024-01-01', endDate: '2024-06-30' },
    { id: 'fy2025', startDate: '2024-07-01', endDate: '2025-06-30' },
  ];
  const balances = (start: string, end: string) => {
    const chosen = yearsInRange(years, start, end);
    return computeMonthlyBalances(
      chosen.map((y) => ({
        financialYearId: y.id,
        startDate: y.startDate,
        endDate: y.endDate,
        source: src({
          movements: [{ account: '1930', period: y.startDate.slice(0, 7), amount: 100 }],
        }),
      })),
    );
  };

  it('a range touching only part of a year yields all months of that year', () => {
    const out = balances('20230301', '20230315');
    expect(out[0]!.amounts.map((m) => m.period)).toEqual([
      '2023-01',
      '2023-02',
      '2023-03',
      '2023-04',
      '2023-05',
      '2023-06',
      '2023-07',
      '2023-08',
      '2023-09',
      '2023-10',
      '2023-11',
      '2023-12',
    ]);
  });

  it('a range spanning two adjacent years yields all months of both, in order', () => {
    const out = balances('20240601', '20240701');
    const periods = out[0]!.amounts.map((m) => `${m.financialYearId}:${m.period}`);
    expect(periods).toHaveLength(6 + 12);
    expect(periods[0]).toBe('fy2024:2024-01');
    expect(periods[5]).toBe('fy2024:2024-06');
    expect(periods[6]).toBe('fy2025:2024-07');
    expect(periods.at(-1)).toBe('fy2025:2025-06');
  });

  it('a range covering no year yields []', () => {
    expect(yearsInRange(years, '20200101', '20221231')).toEqual([]);
    expect(balances('20200101', '20221231')).toEqual([]);
  });
});

describe('choosing the source file of a year', () => {
  const f = (
    id: string,
    status: string,
    sieType: number,
    uploadedAt: number,
    financialYearId = 'y',
  ) => ({
    id,
    status,
    sieType,
    uploadedAt,
    financialYearId,
  });

  it('prefers SIE 4, then newest verified, then newest parsed', () => {
    expect(
      chooseSourceFile([f('a', 'verified', 4, 1), f('b', 'verified', 4, 2), f('c', 'parsed', 4, 3)])
        ?.id,
    ).toBe('b');
    expect(
      chooseSourceFile([f('a', 'parsed', 4, 1), f('b', 'parsed', 4, 2), f('c', 'verified', 2, 3)])
        ?.id,
    ).toBe('b');
    expect(
      chooseSourceFile([f('a', 'verified', 2, 1), f('b', 'parsed', 3, 2), f('c', 'corrupt', 4, 3)])
        ?.id,
    ).toBe('a');
    expect(
      chooseSourceFile([
        f('a', 'verified', 1, 1),
        f('b', 'pending', 4, 2),
        f('c', 'uploaded', 4, 3),
      ]),
    ).toBeNull();
  });

  it('maps every year to its file', () => {
    const m = chooseSourceFiles([
      f('a', 'verified', 4, 1, 'y1'),
      f('b', 'parsed', 2, 2, 'y2'),
      f('c', 'corrupt', 4, 3, 'y3'),
    ]);
    expect([...m].map(([y, file]) => [y, file.id])).toEqual([
      ['y1', 'a'],
      ['y2', 'b'],
    ]);
  });
});

describe('monthlyBalances', () => {
  it('loads only the chosen file of each overlapping year', async () => {
    const years = [
      { id: 'y1', startDate: '2023-01-01', endDate: '2023-12-31' },
      { id: 'y2', startDate: '2024-01-01', endDate: '2024-12-31' },
    ];
    const files = [
      { id: 'old', financialYearId: 'y2', status: 'verified', sieType: 4, uploadedAt: 1 },
      { id: 'new', financialYearId: 'y2', status: 'verified', sieType: 4, uploadedAt: 2 },
      { id: 'other', financialYearId: 'y1', status: 'verified', sieType: 4, uploadedAt: 3 },
    ];
    const loaded: string[] = [];
    const out = await monthlyBalances({
      years,
      files,
      startDate: '20240101',
      endDate: '20240131',
      load: (f) => {
        loaded.push(f.id);
        return src();
      },
    });
    expect(loaded).toEqual(['new']);
    expect(out[0]!.amounts).toHaveLength(12);
    expect(out[0]!.amounts.every((m) => m.financialYearId === 'y2')).toBe(true);
  });
});
