import { describe, expect, it } from 'vitest';
import { BENFORD_EXPECTED, benfordOf, conformityOf, firstDigit } from './benford.js';
import { runJournalTests } from './engine.js';
import type { JournalVoucher } from './types.js';

const YEAR = { startDate: '2024-01-01', endDate: '2024-12-31' };

/** One two-row voucher per amount (debit and credit: every amount counts twice). */
function vouchersOf(amountsOre: number[]): JournalVoucher[] {
  return amountsOre.map((a, i) => ({
    series: 'A',
    number: String(i + 1),
    date: '2024-03-04',
    text: '',
    registeredAt: null,
    registeredBy: null,
    transactions: [
      { account: '4010', amountOre: a },
      { account: '1930', amountOre: -a },
    ],
  }));
}

const benford = (amounts: number[]) =>
  runJournalTests(vouchersOf(amounts), { year: YEAR }).tests.find((t) => t.id === 'benford')!;

describe('benford', () => {
  it('first digits and the expected shares', () => {
    expect([1000, 1999, 20_000, 987_654_321_000, 5].map(firstDigit)).toEqual([1, 1, 2, 9, 5]);
    expect(BENFORD_EXPECTED[0]).toBeCloseTo(0.30103, 5);
    expect(BENFORD_EXPECTED[8]).toBeCloseTo(0.045757, 5);
    expect(BENFORD_EXPECTED.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
  });

  it('MAD by hand for a tiny case: first digits 1, 1, 2', () => {
    // actual 2/3, 1/3, 0 ... 0; |2/3 - 0.301030| + |1/3 - 0.176091| + (1 - log10 3) = 1.045759
    const b = benfordOf([0, 2, 1, 0, 0, 0, 0, 0, 0, 0]);
    expect(b.n).toBe(3);
    expect(b.mad).toBeCloseTo(1.045759 / 9, 6);
    expect(b.conformity).toBe('nonconformity');
    expect(b.digits[0]).toMatchObject({ digit: 1, count: 2 });
    expect(b.digits[0]!.actual).toBeCloseTo(2 / 3, 12);
  });

  it("Nigrini's first-digit ranges", () => {
    expect([0, 0.006, 0.0061, 0.012, 0.0121, 0.015, 0.0151].map(conformityOf)).toEqual([
      'close',
      'close',
      'acceptable',
      'acceptable',
      'marginal',
      'marginal',
      'nonconformity',
    ]);
  });

  it('a Benford sample conforms closely; a uniform one does not', () => {
    // 10^u with u evenly spread over four decades is Benford-distributed
    const n = 5000;
    const logUniform = Array.from({ length: n }, (_, i) =>
      Math.floor(10 ** (3 + (4 * (i + 0.5)) / n)),
    );
    const b = benford(logUniform);
    expect(b.count).toBe(2 * n);
    expect(b.conformity).toBe('close');
    expect(b.mad).toBeLessThan(0.002);

    // evenly spread 10.00-99.99 SEK: every first digit equally often
    const uniform = Array.from({ length: n }, (_, i) => 1000 + Math.floor((9000 * i) / n));
    const u = benford(uniform);
    expect(u.conformity).toBe('nonconformity');
    expect(u.mad).toBeGreaterThan(0.05);
    for (const d of u.digits as { actual: number }[]) expect(d.actual).toBeCloseTo(1 / 9, 3);
  });

  it('amounts under the minimum (default 10 SEK) are not tested', () => {
    const b = benford([999, 1000, -250_000]);
    expect(b.count).toBe(4);
    expect(b.items).toEqual([]);
  });
});
