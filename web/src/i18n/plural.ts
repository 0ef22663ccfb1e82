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

/** The form of `forms` for `n` in `lang`, with `#` replaced by `n` in the language's grouping. */
export function plural(lang: Language, n: number, forms: PluralForms): string {
  const category =
    n === 0 && forms.zero !== undefined
      ? 'zero'
      : cached(rules, lang, (l) => new Intl.PluralRules(l)).select(n);
  const text = category === 'zero' ? forms.zero! : category === 'one' ? forms.one : forms.other;
  return text.replaceAll('#', cached(integers, lang, (l) => new Intl.NumberFormat(l)).format(n));
}
