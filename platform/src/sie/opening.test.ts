/**
 * One definition of an account's opening balance (`#IB 0` in a file that has `#IB 0` rows, else
 * `#UB -1`; else 0), used by the
 * verifier and by the balances alike: a file with `#UB -1` and no `#IB 0` is verified exactly
 * when the closing balance its chart shows equals its own `#UB 0`.
 */
import { describe, expect, it } from 'vitest';
import { computeMonthlyBalances } from './balances.js';
import { encodeCp437 } from './encoding.js';
import { openingBalances } from './opening.js';
import { processSie } from './process.js';
import { readSieBytes } from './reader.js';

const sie = (lines: string[]) => encodeCp437(lines.join('\r\n') + '\r\n');

const HEAD = [
  '#FLAGGA 0',
  '#SIETYP 4',
  '#ORGNR 556677-8899',
  '#RAR 0 20240101 20241231',
  '#RAR -1 20230101 20231231',
  '#KONTO 1930 Företagskonto',
  '#KONTO 2440 Leverantörsskulder',
  '#KONTO 3010 Försäljning',
];
const VOUCHERS = [
  '#VER A 1 20240115 "Försäljning januari"',
  '{',
  '#TRANS 1930 {} 100.00',
  '#TRANS 3010 {} -100.00',
  '}',
  '#VER A 2 20240620',
  '{',
  '#TRANS 1930 {} 150.00',
  '#TRANS 3010 {} -150.00',
  '}',
];

/** `#UB -1` and no `#IB 0`; 1930 moves +250.00 during the year; `ub1930` is its `#UB 0`. */
const withoutIb0 = (ub1930: string) =>
  sie([
    ...HEAD,
    '#UB -1 1930 1000.00',
    '#UB -1 2440 -400.00',
    `#UB 0 1930 ${ub1930}`,
    '#UB 0 2440 -400.00',
    '#RES 0 3010 -250.00',
    ...VOUCHERS,
  ]);

async function process(bytes: Uint8Array) {
  const r = await processSie([bytes], {
    company: { organizationNumber: '556677-8899', country: 'SWEDEN' },
    years: [],
    query: {},
  });
  const balances = computeMonthlyBalances([
    { financialYearId: 'fy', startDate: '2024-01-01', endDate: '2024-12-31', source: r.balances },
  ]);
  /** The balance the chart shows at the end of the year's last month. */
  const closing = (account: string) => {
    const amounts = balances.find((b) => b.accountNumber === account)!.amounts;
    expect(amounts.at(-1)!.period).toBe('2024-12');
    return amounts.at(-1)!.balance;
  };
  return { ...r, closing };
}

describe('openingBalances', () => {
  it('takes #IB 0 in a file that has #IB 0 rows: an account without one opens at 0', () => {
    const s = readSieBytes(
      sie([
        ...HEAD,
        '#IB 0 1930 900.00',
        '#UB -1 1930 1000.00', // #IB 0 wins even where the two differ
        '#UB -1 2440 -400.00', // no #IB 0 in a file with #IB 0 rows: opens at 0
      ]),
    );
    expect(Object.fromEntries(openingBalances(s))).toEqual({
      '1930': { amount: 90000, source: '#IB 0', line: 9 },
    });
  });

  it('takes #UB -1 in a file without #IB 0, for balance-sheet accounts only', () => {
    const s = readSieBytes(
      sie([
        ...HEAD,
        '#KONTO 1510 Kundfordringar',
        '#KONTO 3740 Öresutjämning',
        '#KTYP 3740 T',
        '#UB -1 1930 1000.00',
        '#UB -1 2440 -400.00',
        '#UB -1 3010 -5000.00', // a result account's #UB (as XE writes): no opening balance
        '#UB -1 3740 0.50', // #KTYP T makes it a balance account
      ]),
    );
    expect(Object.fromEntries(openingBalances(s))).toEqual({
      '1930': { amount: 100000, source: '#UB -1', line: 12 },
      '2440': { amount: -40000, source: '#UB -1', line: 13 },
      '3740': { amount: 50, source: '#UB -1', line: 15 },
    });
  });
});

describe('a SIE 4 file with #UB -1 and no #IB 0', () => {
  it('is verified when #UB -1 + movements = #UB 0, and its chart closes at its #UB 0', async () => {
    const r = await process(withoutIb0('1250.00'));
    expect(r.report.discrepancies).toEqual([]);
    expect(r.status).toBe('verified');
    expect(r.balances!.opening).toEqual([
      { account: '1930', amount: 100000 },
      { account: '2440', amount: -40000 },
    ]);
    expect(r.closing('1930')).toBe(1250);
    expect(r.closing('2440')).toBe(-400);
  });

  it('stays parsed with a UB discrepancy when #UB 0 does not follow from #UB -1', async () => {
    // 250.00 = 0 + movements: what a verifier taking the opening balance as 0 would accept,
    // while the chart (opening from #UB -1) closes at 1 250.00
    const r = await process(withoutIb0('250.00'));
    expect(r.status).toBe('parsed');
    expect(r.report.discrepancies).toEqual([
      expect.objectContaining({
        account: '1930',
        kind: 'UB',
        line: 11,
        expected: 250,
        actual: 1250,
        severity: 'error',
      }),
    ]);
    expect(r.report.discrepancies[0]!.message).toMatch(/#UB -1 1 ?000[.,]00/);
    expect(r.closing('1930')).toBe(1250);
  });

  it('checks an account that only has #UB -1 (its omitted #UB 0 is 0)', async () => {
    const lines = [
      ...HEAD,
      '#UB -1 1930 1000.00',
      '#UB -1 2440 -400.00',
      '#UB 0 1930 1250.00',
      '#RES 0 3010 -250.00',
      ...VOUCHERS,
    ];
    const r = await process(sie(lines));
    expect(r.status).toBe('parsed');
    expect(r.report.discrepancies).toEqual([
      expect.objectContaining({ account: '2440', kind: 'UB', expected: 0, actual: -400 }),
    ]);
    expect(r.closing('2440')).toBe(-400);
  });
});
