import { describe, expect, it } from 'vitest';
import {
  formatAxisAmount,
  formatDate,
  formatMoney,
  formatMoneyText,
  formatOrgNr,
  formatSni,
  toCompactDate,
} from './format.js';

// sv-SE groups with a no-break space and writes negatives with a real minus sign.
const nb = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ').replace('\u2212', '-');

describe('money', () => {
  it('uses Swedish grouping, a decimal comma and two decimals', () => {
    expect(nb(formatMoney(1234567.8))).toBe('1 234 567,80');
    expect(nb(formatMoney(0))).toBe('0,00');
    expect(nb(formatMoney(-42.005))).toMatch(/^-42,0[01]$/);
    expect(nb(formatMoney(-1500))).toBe('-1 500,00');
  });
  it('never shows minus zero and shows a dash for missing values', () => {
    expect(nb(formatMoney(-0.001))).toBe('0,00');
    expect(formatMoney(null)).toBe('–');
    expect(formatMoney(Number.NaN)).toBe('–');
  });
  it('formats amounts that arrive as strings (extended attributes)', () => {
    expect(nb(formatMoneyText('250000'))).toBe('250 000,00');
    expect(formatMoneyText(undefined)).toBe('–');
  });
});

describe('chart axis amounts', () => {
  it('shows whole amounts in full with Swedish grouping, never compact forms', () => {
    expect(nb(formatAxisAmount(1_800_000))).toBe('1 800 000');
    expect(nb(formatAxisAmount(900_000))).toBe('900 000');
    expect(nb(formatAxisAmount(-900_000))).toBe('-900 000');
    expect(nb(formatAxisAmount(-1_800_000))).toBe('-1 800 000');
    expect(nb(formatAxisAmount(125_000_000))).toBe('125 000 000');
  });
  it('keeps small fractional ticks apart, and has no minus zero', () => {
    expect(nb(formatAxisAmount(0.5))).toBe('0,5');
    expect(nb(formatAxisAmount(2.25))).toBe('2,25');
    expect(formatAxisAmount(0)).toBe('0');
    expect(formatAxisAmount(-0)).toBe('0');
    expect(formatAxisAmount(-0.001)).toBe('0');
    expect(formatAxisAmount(Number.NaN)).toBe('');
  });
});

describe('organisation numbers and codes', () => {
  it('shows ten digits as NNNNNN-NNNN and leaves free text alone', () => {
    expect(formatOrgNr('5560360793')).toBe('556036-0793');
    expect(formatOrgNr('556036-0793')).toBe('556036-0793');
    expect(formatOrgNr('GB 123 4567')).toBe('GB 123 4567');
  });
  it('pads SNI codes to five digits', () => {
    expect(formatSni('1110')).toBe('01110');
    expect(formatSni(62010)).toBe('62010');
    expect(formatSni(undefined)).toBe('–');
  });
});

describe('dates', () => {
  it('writes ISO calendar dates', () => {
    expect(formatDate(new Date(2024, 0, 5, 13, 0))).toBe('2024-01-05');
    expect(toCompactDate('2024-12-31')).toBe('20241231');
  });
});
