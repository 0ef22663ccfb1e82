/**
 * Amounts and percentages as a person types them, read in the console's language: Swedish
 * `120 000,50` (a space, no-break space or narrow no-break space between the thousands, a decimal
 * comma), English `120,000.50` and `777.5`. The one reader behind every amount and percentage
 * field: what it reads is exactly what was typed, to the öre, or it says why it cannot
 * (docs/decisions/0001-amount-fields.md). Pure: no words here (`lib/forms/decimalWords.ts`).
 *
 * The other language's decimal mark is read too where it can be nothing else: one `.` (Swedish)
 * or one `,` (English) with one or two digits after it and no other mark, so `777.5` is 777,5 in
 * Swedish and `777,5` is 777.5 in English. A mark that could group thousands (`1.234` in
 * Swedish) is refused, never guessed.
 */
import type { Language } from '../../i18n/language.js';

export type DecimalUnit = 'sek' | 'percent';

export interface DecimalRules {
  /** Kronor (with öre) or a percentage: decides the words and how a value is shown. */
  unit: DecimalUnit;
  /** Decimals allowed: 2 for kronor and öre (or hundredths of a per cent), 0 for whole kronor. */
  decimals: 0 | 2;
  /** The largest value taken (inclusive). */
  max: number;
  /** Zero is refused as well as a negative value (a threshold must be above zero). */
  positive?: boolean;
  /** A blank field is refused (`EMPTY`) rather than read as no value. */
  required?: boolean;
}

/** Why a text is refused. */
export type DecimalProblem =
  'EMPTY' | 'UNREADABLE' | 'DECIMALS' | 'NEGATIVE' | 'NOT_POSITIVE' | 'TOO_LARGE';

export type DecimalReading =
  | { kind: 'empty' }
  | { kind: 'value'; value: number }
  | { kind: 'problem'; problem: DecimalProblem };

const MARKS: Record<Language, { decimal: string; other: string }> = {
  sv: { decimal: ',', other: '.' },
  en: { decimal: '.', other: ',' },
};
/** Spaces that group thousands in both languages (Intl's Swedish uses the no-break space). */
const SPACE = /[ \u00a0\u202f]/;
const UNIT_AFTER: Record<DecimalUnit, RegExp> = {
  sek: /[ \u00a0\u202f]*(?:kr|sek)\.?$/i,
  percent: /[ \u00a0\u202f]*%$/,
};
/** More whole digits than this is no amount anyone means (and no longer exact in a double). */
const MAX_WHOLE_DIGITS = 15;

const count = (s: string, c: string) => s.split(c).length - 1;

/**
 * The whole part's digits, its groups checked: no separator, or groups of three after the first
 * one to three digits, all with one kind of separator (Swedish: spaces; English: commas or
 * spaces). Null when it is not that.
 */
function wholeDigits(whole: string, lang: Language): string | null {
  if (/^\d*$/.test(whole)) return whole;
  const commas = lang === 'en' && whole.includes(',');
  if (commas && SPACE.test(whole)) return null;
  const groups = whole.split(commas ? ',' : SPACE);
  const [first, ...rest] = groups;
  if (!/^\d{1,3}$/.test(first!) || !rest.every((g) => /^\d{3}$/.test(g))) return null;
  return groups.join('');
}

/** Sign, whole digits and decimals of `text` in `lang`'s way of writing; null when unreadable. */
function split(
  text: string,
  lang: Language,
  unit: DecimalUnit,
): { negative: boolean; whole: string; fraction: string } | null {
  let s = text.trim().replace(UNIT_AFTER[unit], '');
  const negative = /^[-\u2212]/.test(s);
  if (negative) s = s.slice(1);
  if (!/^[\d,. \u00a0\u202f]+$/.test(s)) return null;
  const { decimal, other } = MARKS[lang];
  let whole = s;
  let fraction = '';
  if (s.includes(decimal)) {
    if (count(s, decimal) > 1) return null;
    [whole, fraction] = s.split(decimal) as [string, string];
    if (!/^\d+$/.test(fraction)) return null;
  } else if (count(s, other) === 1 && new RegExp(`\\${other}\\d{1,2}$`).test(s)) {
    // The other language's decimal mark, where it can be nothing else.
    [whole, fraction] = s.split(other) as [string, string];
  }
  // A dot in Swedish is never a thousands separator (refused, not guessed).
  if (lang === 'sv' && whole.includes('.')) return null;
  const digits = whole === '' && fraction !== '' ? '0' : wholeDigits(whole, lang);
  if (digits === null || digits === '') return null;
  return { negative, whole: digits.replace(/^0+(?=\d)/, ''), fraction };
}

/**
 * Reads what was typed in an amount or percentage field, in `lang`: its value (a double that is
 * exactly the decimal typed, as JSON sends it), nothing (a blank field that may be blank), or why
 * it is refused.
 */
export function readDecimal(text: string, lang: Language, rules: DecimalRules): DecimalReading {
  if (text.trim() === '')
    return rules.required ? { kind: 'problem', problem: 'EMPTY' } : { kind: 'empty' };
  const parts = split(text, lang, rules.unit);
  if (!parts) return { kind: 'problem', problem: 'UNREADABLE' };
  const { negative, whole } = parts;
  let { fraction } = parts;
  if (whole.length > MAX_WHOLE_DIGITS) return { kind: 'problem', problem: 'TOO_LARGE' };
  const zero = /^0*$/.test(whole + fraction);
  if (rules.positive && (negative || zero)) return { kind: 'problem', problem: 'NOT_POSITIVE' };
  if (negative && !zero) return { kind: 'problem', problem: 'NEGATIVE' };
  // Zeros past the allowed decimals are kept only where they say nothing (`250 000,00` in whole
  // kronor); `1,500` in Swedish is refused, since it may have been meant as English.
  if (fraction.length > rules.decimals) {
    if (fraction.length > 2 || !/^0*$/.test(fraction.slice(rules.decimals)))
      return { kind: 'problem', problem: 'DECIMALS' };
    fraction = fraction.slice(0, rules.decimals);
  }
  // The decimal text to a double: the nearest one, which JSON writes back as the same decimal.
  const value = Number(fraction ? `${whole}.${fraction}` : whole);
  if (value > rules.max) return { kind: 'problem', problem: 'TOO_LARGE' };
  return { kind: 'value', value };
}

/**
 * A stored value as the field shows it to be edited, in `lang`'s way: `120 000,50` / `120,000.50`
 * (kronor with öre get two decimals), `120 000`, `75,5`. Every digit the value has is kept, so one
 * with more decimals than the field takes is refused when saved, never rounded without a word.
 */
export function decimalText(
  value: number | null | undefined,
  lang: Language,
  rules: Pick<DecimalRules, 'unit'>,
): string {
  if (value === null || value === undefined) return '';
  const plain = String(value);
  if (!/^-?\d+(\.\d+)?$/.test(plain)) return plain;
  const [whole, fraction = ''] = plain.split('.') as [string, string?];
  const sign = whole.startsWith('-') ? '\u2212' : '';
  const digits = whole.replace('-', '');
  const grouped = digits.replace(/\B(?=(\d{3})+$)/g, lang === 'sv' ? '\u00a0' : ',');
  const decimals = rules.unit === 'sek' && fraction.length === 1 ? `${fraction}0` : fraction;
  return `${sign}${grouped}${decimals ? MARKS[lang].decimal + decimals : ''}`;
}
