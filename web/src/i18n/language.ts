/** The console's languages: Swedish (our users' own) and English. */
export const LANGUAGES = ['sv', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** What an unknown or missing choice falls back to. */
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language's name in its own words, as the language menu lists them. */
export const LANGUAGE_NAMES: Record<Language, string> = { sv: 'Svenska', en: 'English' };

/** The `Intl` locale behind each language (British English: "15 Jan 2025" in running text). */
export const LOCALES: Record<Language, string> = { sv: 'sv-SE', en: 'en-GB' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The browser's first preference: Swedish for `sv` and `sv-*`, otherwise English. */
export function browserLanguage(preferred: readonly string[] | undefined): Language {
  const first = preferred?.[0]?.toLowerCase() ?? '';
  return first === 'sv' || first.startsWith('sv-') ? 'sv' : 'en';
}

const STORAGE_KEY = 'ledger-console.language';

/** The last choice made in this browser (the sign-in page starts with it); null when none. */
export function rememberedLanguage(): Language | null {
  try {
    const value = globalThis.localStorage?.getItem(STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null; // storage blocked (privacy settings): the browser's preference applies
  }
}

export function rememberLanguage(lang: Language): void {
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, lang);
  } catch {
    // nothing to keep it in: the account's preference still follows the person
  }
}

/** A first visit follows the browser; a later one the choice made in this browser. */
export function initialLanguage(): Language {
  return rememberedLanguage() ?? browserLanguage(globalThis.navigator?.languages);
}
