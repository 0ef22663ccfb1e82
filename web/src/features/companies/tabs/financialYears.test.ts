import { describe, expect, it } from 'vitest';
import { monthsBetween, period } from './financialYears.js';
import { endHint } from './endHint.js';

describe('financial years', () => {
  it('counts months of a financial year', () => {
    expect(monthsBetween('2024-01-01', '2024-12-31')).toBe(12);
    expect(monthsBetween('2023-07-01', '2024-12-31')).toBe(18);
  });
  it("hints the last end date the contract's 18-month rule allows", () => {
    expect(endHint('2024-01-01')).toBe('2025-06-30 at the latest');
    expect(endHint('2023-08-31')).toBe('2025-02-27 at the latest');
    expect(endHint('')).toBeUndefined();
    expect(endHint('2024-02-30')).toBeUndefined();
  });
  it('writes a period as its two dates', () => {
    expect(period({ startDate: '2024-01-01', endDate: '2024-12-31' })).toBe(
      '2024-01-01 – 2024-12-31',
    );
  });
});
