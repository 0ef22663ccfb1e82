import { describe, expect, it } from 'vitest';
import {
  accountVouchers,
  monthBounds,
  rollForward,
  voucherLabel,
  type Voucher,
} from './vouchers.js';

const v = (series: string, number: number, rows: [string, number][]): Voucher => ({
  series,
  number,
  date: '2024-01-10',
  text: `${series}${number}`,
  registeredAt: null,
  registeredBy: null,
  transactions: rows.map(([account, amount]) => ({ account, amount })),
});

const vouchers = [
  v('A', 1, [
    ['1930', 62476.4],
    ['1510', -62476.4],
  ]),
  v('B', 1, [
    ['5010', 18492.44],
    ['2640', 4623.11],
    ['2440', -23115.55],
  ]),
  // Two rows on one account, netted; the counter account named once.
  v('A', 2, [
    ['1930', 0.1],
    ['1930', 0.2],
    ['6570', -0.3],
  ]),
];

describe("an account's vouchers", () => {
  it('lists those touching the account, with its amount and the counter-accounts, and their sum to the öre', () => {
    const r = accountVouchers(vouchers, '1930');
    expect(r.lines.map((l) => [voucherLabel(l.voucher), l.amount, l.counter])).toEqual([
      ['A 1', 62476.4, ['1510']],
      ['A 2', 0.3, ['6570']],
    ]);
    // 62476.40 + 0.10 + 0.20 in öre, not in doubles (62476.700000000004).
    expect(r.sum).toBe(62476.7);
    expect(accountVouchers(vouchers, '2440').lines[0]!.counter).toEqual(['5010', '2640']);
    expect(accountVouchers(vouchers, '9999')).toEqual({ lines: [], sum: 0 });
  });
});

describe('the completeness check', () => {
  it('finds every account rolled when opening + vouchers = closing', () => {
    const accounts = [
      { accountNumber: '1930', opening: 100, closing: 62576.7 },
      { accountNumber: '1510', opening: 62476.4, closing: 0 },
      { accountNumber: '6570', opening: 0, closing: -0.3 },
      { accountNumber: '5010', opening: 0, closing: 18492.44 },
      { accountNumber: '2640', opening: 0, closing: 4623.11 },
      { accountNumber: '2440', opening: 0, closing: -23115.55 },
      { accountNumber: '2091', opening: -500, closing: -500 },
    ];
    expect(rollForward(accounts, vouchers)).toEqual({ checked: 7, notRolling: [] });
  });
  it('names the accounts that do not roll, one only on the vouchers included', () => {
    const accounts = [
      { accountNumber: '1930', opening: 0, closing: 62476.7 },
      { accountNumber: '1510', opening: 62476.4, closing: 0 },
      { accountNumber: '6570', opening: 0, closing: -0.3 },
      { accountNumber: '5010', opening: 0, closing: 18492.44 },
      { accountNumber: '2640', opening: 0, closing: 4623.11 },
    ];
    // 2440 is not in the trial balance: it opens and closes at zero, its vouchers say otherwise.
    expect(rollForward(accounts, vouchers).notRolling).toEqual([
      { account: '2440', opening: 0, vouchers: -23115.55, closing: 0, difference: 23115.55 },
    ]);
  });
});

it('bounds a month, leap years included', () => {
  expect(monthBounds('2024-02')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
  expect(monthBounds('2025-12')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
});
