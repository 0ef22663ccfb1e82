import { describe, expect, it } from 'vitest';
import type { MonthlyBalanceRecord } from '@ledger/contract';
import {
  accountTypeLabel,
  balancesCsvHeader,
  balancesCsvRows,
  chartData,
  groupByType,
  monthsInRange,
  sumRows,
  toRows,
  topMovers,
} from './math.js';
import { toCsv } from '../../../lib/format/csv.js';
import { sv as svT } from '../../../i18n/sv/index.js';

const FY = '11111111-1111-4111-8111-111111111111';
const KEY = '22222222-2222-4222-8222-222222222222';
const acc = (
  accountNumber: string,
  accountName: string,
  accountType: string,
  amounts: [string, number, number][],
): MonthlyBalanceRecord => ({
  companyDurableKey: KEY,
  accountNumber,
  accountName,
  accountType,
  amounts: amounts.map(([month, amount, balance]) => ({
    month,
    financialYearId: FY,
    amount,
    balance,
  })),
});

const data: MonthlyBalanceRecord[] = [
  acc('1930', 'Företagskonto', 'ASSET', [
    ['2024-01', 100.1, 1100.1],
    ['2024-02', 0.2, 1100.3],
    ['2024-03', -50, 1050.3],
  ]),
  acc('1510', 'Kundfordringar', 'ASSET', [
    ['2024-01', 10, 10],
    ['2024-02', 20, 30],
    ['2024-03', 0, 30],
  ]),
  acc('2440', 'Leverantörsskulder', 'LIABILITY', [
    ['2024-01', -300, -300],
    ['2024-02', 0, -300],
    ['2024-03', 300, 0],
  ]),
  acc('3001', 'Försäljning', 'INCOME', [
    ['2024-01', -1000, -1000],
    ['2024-02', -2000, -3000],
    ['2024-03', 0, -3000],
  ]),
  acc('5010', 'Lokalhyra', 'EXPENSE', [
    ['2024-01', 5, 5],
    ['2024-02', 5, 10],
    ['2024-03', 5, 15],
  ]),
  acc('8999', 'Årets resultat', 'EXPENSE', [
    ['2024-01', 0, 0],
    ['2024-02', 0, 0],
    ['2024-03', 0, 0],
  ]),
];

describe('months', () => {
  it('lists every month of a range, across years', () => {
    expect(monthsInRange('2023-11-15', '2024-02-01')).toEqual([
      '2023-11',
      '2023-12',
      '2024-01',
      '2024-02',
    ]);
    expect(monthsInRange('2024-05-01', '2024-05-31')).toEqual(['2024-05']);
  });
});

describe('rows', () => {
  const periods = ['2024-01', '2024-02', '2024-03'];
  const rows = toRows(data, periods);

  it('sums movements exactly (no float drift) and takes the last balance as closing', () => {
    const bank = rows.find((r) => r.accountNumber === '1930')!;
    expect(bank.movement).toBe(50.3);
    expect(bank.closing).toBe(1050.3);
    expect(bank.activity).toBe(150.3);
  });

  it('drops months outside the range (a year contributes all its months)', () => {
    const [first] = toRows(data, ['2024-02']);
    expect(Object.keys(first!.cells)).toEqual(['2024-02']);
    expect(first!.movement).toBe(0.2);
    expect(first!.closing).toBe(1100.3);
  });

  it('picks the accounts with the largest movement, skipping still ones', () => {
    expect(topMovers(rows, 5)).toEqual(['3001', '2440', '1930', '1510', '5010']);
    expect(topMovers(rows, 2)).toEqual(['3001', '2440']);
  });

  it('sums months per column and totals for both metrics', () => {
    const amounts = sumRows(rows, periods, 'amount');
    expect(amounts.perPeriod).toEqual({ '2024-01': -1184.9, '2024-02': -1974.8, '2024-03': 255 });
    expect(amounts.total).toBe(-2904.7);
    const balances = sumRows(rows, periods, 'balance');
    expect(balances.perPeriod['2024-03']).toBe(-1904.7);
    expect(balances.total).toBe(-1904.7);
  });

  it('groups by account type in a fixed order with subtotals', () => {
    const groups = groupByType(rows, periods, 'amount');
    expect(groups.map((g) => g.type)).toEqual(['ASSET', 'LIABILITY', 'INCOME', 'EXPENSE']);
    const assets = groups[0]!;
    expect(assets.rows.map((r) => r.accountNumber)).toEqual(['1510', '1930']);
    expect(assets.totals.perPeriod).toEqual({ '2024-01': 110.1, '2024-02': 20.2, '2024-03': -50 });
    expect(assets.totals.total).toBe(80.3);
    const expenses = groups[3]!;
    expect(expenses.totals.total).toBe(15);
    const sumOfGroups = groups.reduce((s, g) => s + g.totals.total * 100, 0) / 100;
    expect(sumOfGroups).toBe(sumRows(rows, periods, 'amount').total);
  });

  it('builds chart points per period and CSV lines per account and month', () => {
    const pts = chartData(rows.slice(0, 2), periods, 'balance');
    expect(pts[0]).toEqual({ period: '2024-01', '1930': 1100.1, '1510': 10 });
    const csv = balancesCsvRows(rows.slice(0, 1), periods);
    expect(csv[0]).toEqual([
      '1930',
      'Företagskonto',
      'Assets',
      '2024-01',
      { amount: 100.1 },
      { amount: 1100.1 },
    ]);
    expect(toCsv(balancesCsvHeader(), csv.slice(0, 1), 'en').split('\r\n')).toEqual([
      'account,name,type,month,movement,balance',
      '1930,Företagskonto,Assets,2024-01,100.10,1100.10',
    ]);
    expect(toCsv(balancesCsvHeader(svT), csv.slice(0, 1), 'sv').split('\r\n')[1]).toBe(
      '1930;Företagskonto;Assets;2024-01;100,10;1100,10',
    );
    expect(csv).toHaveLength(3);
  });
});

describe('account types V1 sends as free strings', () => {
  const periods = ['2024-01', '2024-02'];
  const rows = toRows(
    [
      ...data,
      acc('2081', 'Aktiekapital', 'EQUITY', [
        ['2024-01', -25000, -25000],
        ['2024-02', 0, -25000],
      ]),
      acc('9001', 'Spärrkonto', 'OFF_BALANCE', [
        ['2024-01', 1.1, 1.1],
        ['2024-02', 2.2, 3.3],
      ]),
      acc('9002', 'Okänd', '', [
        ['2024-01', 1, 1],
        ['2024-02', 0, 1],
      ]),
      acc('2082', 'Överkursfond', 'EQUITY', [
        ['2024-01', -5, -5],
        ['2024-02', 0, -5],
      ]),
    ],
    periods,
  );

  it('names the known types and shows any other as it comes', () => {
    expect(accountTypeLabel('ASSET')).toBe('Assets');
    expect(accountTypeLabel('LIABILITY')).toBe('Equity and liabilities');
    expect(accountTypeLabel('LIABILITY', svT)).toBe('Eget kapital och skulder');
    expect(accountTypeLabel('EQUITY')).toBe('EQUITY');
    expect(accountTypeLabel('asset')).toBe('asset');
    expect(accountTypeLabel('')).toBe('–');
    expect(accountTypeLabel('toString')).toBe('toString');
  });

  it('groups each unknown type on its own after the known ones, every row once', () => {
    const groups = groupByType(rows, periods, 'amount');
    expect(groups.map((g) => g.type)).toEqual([
      'ASSET',
      'LIABILITY',
      'INCOME',
      'EXPENSE',
      '',
      'EQUITY',
      'OFF_BALANCE',
    ]);
    const equity = groups.find((g) => g.type === 'EQUITY')!;
    expect(equity.label).toBe('EQUITY');
    expect(equity.rows.map((r) => r.accountNumber)).toEqual(['2081', '2082']);
    expect(equity.totals.perPeriod).toEqual({ '2024-01': -25005, '2024-02': 0 });
    expect(groups.reduce((n, g) => n + g.rows.length, 0)).toBe(rows.length);
    // The subtotals add up to the grand total, unknown types included.
    const sumOfGroups = groups.reduce((s, g) => s + Math.round(g.totals.total * 100), 0) / 100;
    expect(sumOfGroups).toBe(sumRows(rows, periods, 'amount').total);
  });

  it('charts and exports them like any other account', () => {
    const other = rows.filter((r) => r.accountNumber === '9001');
    expect(chartData(other, periods, 'balance')).toEqual([
      { period: '2024-01', '9001': 1.1 },
      { period: '2024-02', '9001': 3.3 },
    ]);
    expect(balancesCsvRows(other, periods)[1]).toEqual([
      '9001',
      'Spärrkonto',
      'OFF_BALANCE',
      '2024-02',
      { amount: 2.2 },
      { amount: 3.3 },
    ]);
    expect(topMovers(rows, 3)).toEqual(['2081', '3001', '2440']);
  });
});
