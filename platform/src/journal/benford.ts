/**
 * `benford`: the first-digit test of Benford's law with Nigrini's mean absolute deviation.
 * Every row whose amount (either sign) is at least `benfordMinAmount` SEK counts with its first
 * significant digit; MAD = mean over the digits 1-9 of |actual share - expected share|, with
 * expected share log10(1 + 1/d). Nigrini's conformity ranges for the first-digit test: up to
 * 0.006 close, 0.012 acceptable, 0.015 marginal, above that nonconformity. `count` is the
 * number of amounts tested; `items` is empty (the test judges the population, not vouchers).
 */
import { Collector } from './context.js';
import type { JournalTest, TestSetup, VoucherContext } from './context.js';
import type { BenfordConformity, BenfordDigit } from './types.js';

export const BENFORD_EXPECTED: readonly number[] = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((d) =>
  Math.log10(1 + 1 / d),
);

/** Nigrini's first-digit ranges: MAD up to each bound. */
export const BENFORD_THRESHOLDS = { close: 0.006, acceptable: 0.012, marginal: 0.015 } as const;

export function conformityOf(mad: number): BenfordConformity {
  if (mad <= BENFORD_THRESHOLDS.close) return 'close';
  if (mad <= BENFORD_THRESHOLDS.acceptable) return 'acceptable';
  if (mad <= BENFORD_THRESHOLDS.marginal) return 'marginal';
  return 'nonconformity';
}

/** First significant digit of a positive integer. */
export function firstDigit(n: number): number {
  let x = n;
  while (x >= 1e6) x = Math.floor(x / 1e6);
  while (x >= 10) x = Math.floor(x / 10);
  return x;
}

/** The digits and MAD of counts[1..9]; MAD and shares are 0 for no amounts. */
export function benfordOf(counts: readonly number[]): {
  mad: number;
  conformity: BenfordConformity;
  digits: BenfordDigit[];
  n: number;
} {
  let n = 0;
  for (let d = 1; d <= 9; d++) n += counts[d] ?? 0;
  let sum = 0;
  const digits: BenfordDigit[] = [];
  for (let d = 1; d <= 9; d++) {
    const count = counts[d] ?? 0;
    const actual = n > 0 ? count / n : 0;
    const expected = BENFORD_EXPECTED[d - 1]!;
    sum += Math.abs(actual - expected);
    digits.push({ digit: d, count, actual, expected });
  }
  const mad = n > 0 ? sum / 9 : 0;
  return { mad, conformity: conformityOf(mad), digits, n };
}

export function benfordTest(s: TestSetup): JournalTest {
  const counts = new Float64Array(10);
  const minOre = Math.round(s.params.benfordMinAmount * 100);
  return {
    id: 'benford',
    visit(c: VoucherContext) {
      const rows = c.voucher.transactions;
      for (let i = 0; i < rows.length; i++) {
        const a = Math.abs(rows[i]!.amountOre);
        if (a >= minOre && a > 0) counts[firstDigit(a)]!++;
      }
    },
    finish() {
      const b = benfordOf(Array.from(counts));
      const out = new Collector(0);
      out.count = b.n;
      const r = out.result('benford', { mad: b.mad, conformity: b.conformity, digits: b.digits });
      r.truncated = false;
      return r;
    },
  };
}
