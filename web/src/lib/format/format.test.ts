import { describe, expect, it } from 'vitest';
import {
  formatAxisAmount,
  formatBytes,
  formatDate,
  formatDateText,
  formatInteger,
  formatKronor,
  formatMoney,
  formatMoneyText,
  formatPercent,
  formatSek,
  formatSni,
  yesNo,
} from './format.js';
import { fileNamePart, formatOrgNr, toCompactDate } from './ids.js';
import { setLanguage } from '../../i18n/index.js';

const NBSP = '\u00a0';
const MINUS = '\u2212';

describe('money in Swedish', () => {
  it('groups with no-break spaces, writes a decimal comma, two decimals and a true minus', () => {
    expect(formatMoney(1234567.5, 'sv')).toBe(`1${NBSP}234${NBSP}567,50`);
    expect(formatMoney(0, 'sv')).toBe('0,00');
    expect(formatMoney(-1500, 'sv')).toBe(`${MINUS}1${NBSP}500,00`);
    expect(formatMoney(-42.005, 'sv')).toMatch(new RegExp(`^${MINUS}42,0[01]$`));
    expect(formatMoney(987654321012.34, 'sv')).toBe(`987${NBSP}654${NBSP}321${NBSP}012,34`);
  });
  it('writes kronor as kr', () => {
    expect(formatSek(1234567.5, 'sv')).toBe(`1${NBSP}234${NBSP}567,50${NBSP}kr`);
    expect(formatSek(-250000, 'sv')).toBe(`${MINUS}250${NBSP}000,00${NBSP}kr`);
  });
});

describe('whole kronor', () => {
  it('rounds half away from zero, without öre, and never writes a minus zero', () => {
    expect(formatKronor(1340201.85, 'sv')).toBe(`1${NBSP}340${NBSP}202`);
    expect(formatKronor(-2.5, 'sv')).toBe(`${MINUS}3`);
    expect(formatKronor(-0.4, 'sv')).toBe('0');
    expect(formatKronor(1340201.49, 'en')).toBe('1,340,201');
    expect(formatKronor(null, 'en')).toBe('–');
  });
});

describe('money in English', () => {
  it('groups with commas, writes a decimal point and a hyphen minus', () => {
    expect(formatMoney(1234567.5, 'en')).toBe('1,234,567.50');
    expect(formatMoney(0, 'en')).toBe('0.00');
    expect(formatMoney(-1500, 'en')).toBe('-1,500.00');
    expect(formatMoney(987654321012.34, 'en')).toBe('987,654,321,012.34');
  });
  it('writes kronor as SEK after the amount', () => {
    expect(formatSek(1234567.5, 'en')).toBe(`1,234,567.50${NBSP}SEK`);
  });
});

describe('money in either language', () => {
  it('never shows minus zero and shows a dash for missing values', () => {
    for (const lang of ['sv', 'en'] as const) {
      expect(formatMoney(-0.001, lang)).toMatch(/^0[,.]00$/);
      expect(formatMoney(null, lang)).toBe('–');
      expect(formatMoney(Number.NaN, lang)).toBe('–');
      expect(formatSek(undefined, lang)).toBe('–');
    }
  });
  it('formats amounts that arrive as strings (extended attributes); other text as it is', () => {
    expect(formatMoneyText('250000', 'sv')).toBe(`250${NBSP}000,00`);
    expect(formatMoneyText('250000', 'en')).toBe('250,000.00');
    expect(formatMoneyText('about 5', 'en')).toBe('about 5');
    expect(formatMoneyText(undefined)).toBe('–');
  });
  it('follows the active language when none is given', async () => {
    await setLanguage('sv');
    expect(formatMoney(1000.5)).toBe(`1${NBSP}000,50`);
    expect(yesNo(true)).toBe('Ja');
    await setLanguage('en');
    expect(formatMoney(1000.5)).toBe('1,000.50');
    expect(yesNo(false)).toBe('No');
    expect(yesNo(undefined)).toBe('–');
  });
});

describe('other numbers', () => {
  it('writes whole numbers, percentages and sizes in each language', () => {
    expect(formatInteger(12345, 'sv')).toBe(`12${NBSP}345`);
    expect(formatInteger(12345, 'en')).toBe('12,345');
    expect(formatPercent(80, 'sv')).toBe(`80${NBSP}%`);
    expect(formatPercent(12.5, 'en')).toBe('12.5%');
    expect(formatBytes(1536, 'sv')).toBe(`1,5${NBSP}kB`);
    expect(formatBytes(1536, 'en')).toBe(`1.5${NBSP}kB`);
  });
});

describe('chart axis amounts', () => {
  it('shows whole amounts in full with the language grouping, never compact forms', () => {
    expect(formatAxisAmount(1_800_000, 'sv')).toBe(`1${NBSP}800${NBSP}000`);
    expect(formatAxisAmount(-900_000, 'sv')).toBe(`${MINUS}900${NBSP}000`);
    expect(formatAxisAmount(125_000_000, 'en')).toBe('125,000,000');
  });
  it('keeps small fractional ticks apart, and has no minus zero', () => {
    expect(formatAxisAmount(0.5, 'sv')).toBe('0,5');
    expect(formatAxisAmount(2.25, 'en')).toBe('2.25');
    expect(formatAxisAmount(0, 'sv')).toBe('0');
    expect(formatAxisAmount(-0, 'sv')).toBe('0');
    expect(formatAxisAmount(-0.001, 'en')).toBe('0');
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
  it("keeps a company name's letters and digits in a file name, the rest one dash", () => {
    expect(fileNamePart('Norrsken Bygg AB')).toBe('Norrsken-Bygg-AB');
    expect(fileNamePart('Åkeri & Söner (Umeå) 2')).toBe('Åkeri-Söner-Umeå-2');
    expect(fileNamePart('  AB / HB  ')).toBe('AB-HB');
  });
});

describe('dates', () => {
  it('writes ISO calendar dates', () => {
    expect(formatDate(new Date(2024, 0, 5, 13, 0))).toBe('2024-01-05');
    expect(toCompactDate('2024-12-31')).toBe('20241231');
  });
  it('writes dates in running text in each language', () => {
    expect(formatDateText('2025-01-15', 'sv')).toBe('15 jan. 2025');
    expect(formatDateText('2025-01-15', 'en')).toBe('15 Jan 2025');
    expect(formatDateText('', 'en')).toBe('–');
  });
});
