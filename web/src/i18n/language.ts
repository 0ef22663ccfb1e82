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

/*
 * The rule (docs/I18N.md, "Choosing the language"): the language is this browser's, and an open
 * session keeps the language it was opened in until the person changes it there. The sign-in page
 * and a new tab start with the last choice made in this browser, else the browser's own language;
 * a tab keeps its language through reloads (sessionStorage), so a choice made in another tab or
 * on another computer never changes it.
 */
const STORAGE_KEY = 'ledger-console.language';

function read(storage: 'localStorage' | 'sessionStorage'): Language | null {
  try {
    const value = globalThis[storage]?.getItem(STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null; // storage blocked (privacy settings): the browser's preference applies
  }
}

function write(storage: 'localStorage' | 'sessionStorage', lang: Language): void {
  try {
    globalThis[storage]?.setItem(STORAGE_KEY, lang);
  } catch {
    // nothing to keep it in: the choice holds until the page is closed
  }
}

/** The last choice made in this browser (the sign-in page starts with it); null when none. */
export function rememberedLanguage(): Language | null {
  return read('localStorage');
}

/** A choice in the menu: this tab's language, and the one new tabs and the sign-in page start with. */
export function rememberLanguage(lang: Language): void {
  write('localStorage', lang);
  write('sessionStorage', lang);
}

/**
 * The language a page opens in: the one this tab already had (a reload), else the last choice
 * made in this browser, else the browser's own. Kept for the tab, so it stays what it opened in.
 */
export function initialLanguage(): Language {
  const lang =
    read('sessionStorage') ??
    rememberedLanguage() ??
    browserLanguage(globalThis.navigator?.languages);
  write('sessionStorage', lang);
  return lang;
}
