import { LOCALES, type Language } from './language.js';

/** A message's plural forms by CLDR category (ICU's `plural`); `#` stands for the number. */
export interface PluralForms {
  /** Used for exactly 0 when given (CLDR has no zero category in Swedish or English). */
  zero?: string;
  one: string;
  other: string;
}

const rules = new Map<Language, Intl.PluralRules>();
const integers = new Map<Language, Intl.NumberFormat>();

function cached<T>(map: Map<Language, T>, lang: Language, make: (locale: string) => T): T {
  let value = map.get(lang);
  if (!value) map.set(lang, (value = make(LOCALES[lang])));
  return value;
}

/**
 * A number in the language's grouping (`1 200` / `1,200`). The catalogs use this rather than
 * lib/format, so that their chunks need nothing from the first download but this module.
 */
export function count(lang: Language, n: number): string {
  return cached(integers, lang, (l) => new Intl.NumberFormat(l)).format(n);
}

/**
 * Makes the language's plural rules and number format before their first use: ICU loads the
 * locale's data then, tens of milliseconds on a phone's CPU. The entry calls it while the first
 * screen's code and reads are on their way, so it is not part of that screen's render.
 */
export function preparePlural(lang: Language): void {
  cached(rules, lang, (l) => new Intl.PluralRules(l));
  cached(integers, lang, (l) => new Intl.NumberFormat(l));
}

/** The form of `forms` for `n` in `lang`, with `#` replaced by `n` in the language's grouping. */
export function plural(lang: Language, n: number, forms: PluralForms): string {
  const category =
    n === 0 && forms.zero !== undefined
      ? 'zero'
      : cached(rules, lang, (l) => new Intl.PluralRules(l)).select(n);
  const text = category === 'zero' ? forms.zero! : category === 'one' ? forms.one : forms.other;
  return text.replaceAll('#', count(lang, n));
}

/** A message of one count: `(n) => plural(lang, n, forms)`, the way the catalogs write one. */
export function counted(lang: Language, forms: PluralForms): (n: number) => string {
  return (n) => plural(lang, n, forms);
}
