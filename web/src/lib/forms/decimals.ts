import type { z } from 'zod';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { toIssues } from '@ledger/contract';
import { currentLanguage, currentT, type Language } from '../../i18n/index.js';
import { formatPercent, formatSek } from '../format/format.js';
import {
  readDecimal,
  type DecimalProblem,
  type DecimalRules,
  type DecimalReading,
} from '../format/decimal.js';
import { describeIssue } from '../data/issues.js';

/** A value as the field says it will be kept: `120 000,50 kr` / `120,000.50 SEK`, `75,5 %`. */
export function shownDecimal(
  value: number,
  rules: Pick<DecimalRules, 'unit'>,
  lang: Language = currentLanguage(),
): string {
  return rules.unit === 'sek' ? formatSek(value, lang) : formatPercent(value, lang);
}

/** Why a typed amount or percentage is refused, in the console's language. */
export function decimalProblemText(problem: DecimalProblem, rules: DecimalRules): string {
  const w = currentT().common.decimal;
  switch (problem) {
    case 'EMPTY':
      return w.empty[rules.unit];
    case 'UNREADABLE':
      return w.unreadable[rules.unit];
    case 'DECIMALS':
      return rules.unit === 'percent'
        ? w.decimals.percent
        : rules.decimals === 0
          ? w.decimals.wholeKronor
          : w.decimals.ore;
    case 'NEGATIVE':
      return w.negative[rules.unit];
    case 'NOT_POSITIVE':
      return w.notPositive[rules.unit];
    case 'TOO_LARGE':
      return w.tooLarge(shownDecimal(rules.max, rules));
  }
}

/** What a field's text reads as in the console's language: the value, or the refusal in words. */
export function readField(
  text: string,
  rules: DecimalRules,
  lang: Language = currentLanguage(),
): DecimalReading & { message?: string } {
  const reading = readDecimal(text, lang, rules);
  return reading.kind === 'problem'
    ? { ...reading, message: decimalProblemText(reading.problem, rules) }
    : reading;
}

/**
 * The resolver of a form of typed amounts and percentages (each field's text, `DecimalField`):
 * every field read in the console's language and refused in its words, then the numbers checked
 * with the contract's `schema`, its issues worded by their codes. So the form sends exactly what
 * the fields said they would save, and nothing the BFF would refuse.
 */
export function decimalResolver<K extends string, O extends FieldValues>(
  fields: Record<K, DecimalRules>,
  schema: z.ZodType<O>,
): Resolver<Record<K, string>, unknown, O> {
  return (values) => {
    const errors: Record<string, FieldError> = {};
    const numbers: Record<string, number> = {};
    for (const name of Object.keys(fields) as K[]) {
      const reading = readField(values[name] ?? '', fields[name]);
      if (reading.kind === 'value') numbers[name] = reading.value;
      else if (reading.message) errors[name] = { type: 'validation', message: reading.message };
    }
    if (!Object.keys(errors).length) {
      const parsed = schema.safeParse(numbers);
      if (parsed.success) return { values: parsed.data, errors: {} };
      for (const issue of toIssues(parsed.error)) {
        const name = issue.path in fields ? issue.path : (Object.keys(fields)[0] as string);
        errors[name] ??= { type: 'validation', message: describeIssue(issue) };
      }
    }
    return { values: {}, errors: errors as FieldErrors<Record<K, string>> };
  };
}
