import { describe, expect, it } from 'vitest';
import { decimalText, readDecimal, type DecimalRules } from './decimal.js';

const SEK: DecimalRules = { unit: 'sek', decimals: 2, max: 999_999_999_999.99, required: true };
const WHOLE_KRONOR: DecimalRules = { unit: 'sek', decimals: 0, max: 2147483647, required: true };
const SHARE: DecimalRules = { unit: 'percent', decimals: 2, max: 100, required: true };
const THRESHOLD: DecimalRules = { unit: 'percent', decimals: 2, max: 1e6, positive: true };

const value = (v: number) => ({ kind: 'value', value: v });
const refused = (problem: string) => ({ kind: 'problem', problem });

describe('amounts typed in Swedish', () => {
  const sv = (text: string, rules = SEK) => readDecimal(text, 'sv', rules);

  it('reads spaces, no-break spaces and narrow no-break spaces between thousands, a decimal comma', () => {
    expect(sv('120 000,50')).toEqual(value(120000.5));
    expect(sv('120\u00a0000,50')).toEqual(value(120000.5));
    expect(sv('120\u202f000,50')).toEqual(value(120000.5));
    expect(sv('120000,5')).toEqual(value(120000.5));
    expect(sv('1 234 567,89')).toEqual(value(1234567.89));
    expect(sv('250 000')).toEqual(value(250000));
    expect(sv('  0,29 ')).toEqual(value(0.29));
    expect(sv(',5')).toEqual(value(0.5));
    expect(sv('120 000,50 kr')).toEqual(value(120000.5));
    expect(sv('75,5 %', SHARE)).toEqual(value(75.5));
  });

  it('reads a decimal point where it can be nothing else: one dot, one or two digits after it', () => {
    expect(sv('777.5')).toEqual(value(777.5));
    expect(sv('777.50')).toEqual(value(777.5));
    expect(sv('120 000.50')).toEqual(value(120000.5));
    // A dot before three digits may group thousands (as in German): refused, not guessed.
    expect(sv('1.234')).toEqual(refused('UNREADABLE'));
    expect(sv('120.000,50')).toEqual(refused('UNREADABLE'));
    expect(sv('1.2.3')).toEqual(refused('UNREADABLE'));
  });

  it('refuses what it cannot read, and says which rule a readable value breaks', () => {
    expect(sv('12,34,5')).toEqual(refused('UNREADABLE'));
    expect(sv('abc')).toEqual(refused('UNREADABLE'));
    expect(sv('12 0000')).toEqual(refused('UNREADABLE'));
    expect(sv('120,')).toEqual(refused('UNREADABLE'));
    expect(sv('1e5')).toEqual(refused('UNREADABLE'));
    expect(sv('120,000.50')).toEqual(refused('UNREADABLE'));
    expect(sv('')).toEqual(refused('EMPTY'));
    expect(sv('   ')).toEqual(refused('EMPTY'));
    expect(sv('', { ...SEK, required: false })).toEqual({ kind: 'empty' });
    expect(sv('-5')).toEqual(refused('NEGATIVE'));
    expect(sv('\u22125')).toEqual(refused('NEGATIVE'));
    expect(sv('-0')).toEqual(value(0));
    // `1,500` may be English for 1 500: three decimals are refused, never rounded.
    expect(sv('1,500')).toEqual(refused('DECIMALS'));
    expect(sv('0,005')).toEqual(refused('DECIMALS'));
    expect(sv('1 000 000 000 000')).toEqual(refused('TOO_LARGE'));
    expect(sv('150', SHARE)).toEqual(refused('TOO_LARGE'));
    expect(sv('100,01', SHARE)).toEqual(refused('TOO_LARGE'));
    expect(sv('100', SHARE)).toEqual(value(100));
    expect(sv('0', THRESHOLD)).toEqual(refused('NOT_POSITIVE'));
    expect(sv('-5', THRESHOLD)).toEqual(refused('NOT_POSITIVE'));
  });

  it('takes whole kronor where öre are not allowed, and zero öre written out', () => {
    expect(sv('250 000', WHOLE_KRONOR)).toEqual(value(250000));
    expect(sv('250 000,00', WHOLE_KRONOR)).toEqual(value(250000));
    expect(sv('250 000,50', WHOLE_KRONOR)).toEqual(refused('DECIMALS'));
    expect(sv('2 147 483 648', WHOLE_KRONOR)).toEqual(refused('TOO_LARGE'));
  });
});

describe('amounts typed in English', () => {
  const en = (text: string, rules = SEK) => readDecimal(text, 'en', rules);

  it('reads commas between thousands and a decimal point', () => {
    expect(en('777.5')).toEqual(value(777.5));
    expect(en('120,000.50')).toEqual(value(120000.5));
    expect(en('120000.5')).toEqual(value(120000.5));
    expect(en('1,234,567.89')).toEqual(value(1234567.89));
    expect(en('1,500')).toEqual(value(1500));
    expect(en('.5')).toEqual(value(0.5));
    expect(en('120,000.50 SEK')).toEqual(value(120000.5));
    expect(en('75.5%', SHARE)).toEqual(value(75.5));
  });

  it('reads Swedish writing where it is unambiguous: spaces, one comma before one or two digits', () => {
    expect(en('120 000')).toEqual(value(120000));
    expect(en('120 000,50')).toEqual(value(120000.5));
    expect(en('777,5')).toEqual(value(777.5));
  });

  it('refuses what it cannot read, and says which rule a readable value breaks', () => {
    expect(en('12,34,5')).toEqual(refused('UNREADABLE'));
    expect(en('abc')).toEqual(refused('UNREADABLE'));
    expect(en('1.2.3')).toEqual(refused('UNREADABLE'));
    expect(en('1,23')).toEqual(value(1.23));
    expect(en('12,3456')).toEqual(refused('UNREADABLE'));
    expect(en('120,000 000')).toEqual(refused('UNREADABLE'));
    expect(en('120.')).toEqual(refused('UNREADABLE'));
    expect(en('')).toEqual(refused('EMPTY'));
    expect(en('-777.5')).toEqual(refused('NEGATIVE'));
    expect(en('777.555')).toEqual(refused('DECIMALS'));
    expect(en('150', SHARE)).toEqual(refused('TOO_LARGE'));
    expect(en('150', THRESHOLD)).toEqual(value(150));
  });
});

describe('exactly what was typed, to the öre', () => {
  it('every amount in whole öre reads as the double JSON writes back as that amount', () => {
    for (let ore = 0; ore <= 10_000_000_000; ore += 9_999_991) {
      const kr = Math.floor(ore / 100);
      const o = String(ore % 100).padStart(2, '0');
      const sv = readDecimal(`${kr.toLocaleString('sv-SE')},${o}`, 'sv', SEK);
      const en = readDecimal(`${kr.toLocaleString('en-GB')}.${o}`, 'en', SEK);
      const json = JSON.stringify(Number(`${kr}.${o}`));
      expect(sv.kind === 'value' && JSON.stringify(sv.value), `${kr},${o}`).toBe(json);
      expect(en.kind === 'value' && JSON.stringify(en.value), `${kr}.${o}`).toBe(json);
      expect(Math.round(Number(json) * 100)).toBe(ore);
    }
    const big = readDecimal('999 999 999 999,99', 'sv', SEK);
    expect(big.kind === 'value' && JSON.stringify(big.value)).toBe('999999999999.99');
  });
});

describe('a stored value as the field shows it', () => {
  it('in each language, kronor with two decimals when there are öre, every digit kept', () => {
    expect(decimalText(120000.5, 'sv', SEK)).toBe('120\u00a0000,50');
    expect(decimalText(120000.5, 'en', SEK)).toBe('120,000.50');
    expect(decimalText(120000, 'en', SEK)).toBe('120,000');
    expect(decimalText(777.5, 'en', SEK)).toBe('777.50');
    expect(decimalText(75.5, 'sv', SHARE)).toBe('75,5');
    expect(decimalText(100, 'sv', SHARE)).toBe('100');
    expect(decimalText(0.125, 'sv', SHARE)).toBe('0,125');
    expect(decimalText(null, 'sv', SEK)).toBe('');
    // Read back, it is the same value (or refused where it has more decimals than allowed).
    for (const v of [0, 0.29, 777.5, 120000.5, 1234567.89])
      for (const lang of ['sv', 'en'] as const)
        expect(readDecimal(decimalText(v, lang, SEK), lang, SEK)).toEqual(value(v));
    expect(readDecimal(decimalText(0.125, 'sv', SHARE), 'sv', SHARE)).toEqual(refused('DECIMALS'));
  });
});
