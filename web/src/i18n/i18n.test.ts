// @vitest-environment jsdom
import { afterAll, describe, expect, it, vi } from 'vitest';
import { en } from './en/index.js';
import { sv } from './sv/index.js';
import {
  browserLanguage,
  currentLanguage,
  initialLanguage,
  rememberedLanguage,
  rememberLanguage,
  setLanguage,
  chooseLanguage,
} from './index.js';
import { counted, plural } from './plural.js';

/** Every leaf of a catalog by its dotted path: 'string' or 'function'. */
function leaves(node: unknown, path = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof node === 'string' || typeof node === 'function') out.set(path, typeof node);
  else if (node && typeof node === 'object')
    for (const [k, v] of Object.entries(node))
      for (const [p, kind] of leaves(v, path ? `${path}.${k}` : k)) out.set(p, kind);
  return out;
}

function strings(node: unknown, path = ''): [string, string][] {
  if (typeof node === 'string') return [[path, node]];
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([k, v]) => strings(v, path ? `${path}.${k}` : k));
}

/** Words that read the same in both languages, and texts that are names, codes or formats. */
const SAME_IN_BOTH = new Set([
  'ledger console',
  'status',
  'program',
  'period',
  'operation',
  'k1',
  'k2',
  'k3',
  'goodwill',
]);
const isFormat = (text: string) => !/\p{Ll}{3}/u.test(text);

afterAll(() => setLanguage('en'));

describe('catalogs', () => {
  it('hold the same keys, each a text or a message function in both', () => {
    expect([...leaves(sv)].sort()).toEqual([...leaves(en)].sort());
  });

  it('have no empty text, and no Swedish text left in English (a copy not translated)', () => {
    for (const [path, text] of strings(en)) expect(text.trim(), path).not.toBe('');
    const english = new Map(strings(en));
    const untranslated = strings(sv)
      .filter(([path, text]) => english.get(path) === text && !SAME_IN_BOTH.has(text.toLowerCase()))
      .filter(([, text]) => !isFormat(text))
      .map(([path]) => path);
    expect(untranslated).toEqual([]);
  });

  it("build a list's search, loading and no-match words from its noun, in each language's grammar", () => {
    expect([en.groups.searchLabel, en.groups.loading, en.groups.noMatch]).toEqual([
      'Search groups',
      'Loading groups…',
      'No group matches',
    ]);
    expect([sv.invitations.searchLabel, sv.invitations.loading, sv.invitations.noMatch]).toEqual([
      'Sök inbjudningar',
      'Laddar inbjudningar…',
      'Ingen inbjudan matchar',
    ]);
    expect(sv.companies.list.noMatch).toBe('Inget företag matchar');
    expect([en.users.tryAnotherSearch, sv.users.tryAnotherSearch]).toEqual([
      'Try another search.',
      'Prova en annan sökning.',
    ]);
  });

  it('never say "V1" to a user, in either language (texts and message functions)', () => {
    const texts = (node: unknown, path = ''): [string, string][] => {
      if (typeof node === 'string') return [[path, node]];
      // A message function's source holds its words (template literals, plural forms).
      if (typeof node === 'function') return [[path, String(node)]];
      if (!node || typeof node !== 'object') return [];
      return Object.entries(node).flatMap(([k, v]) => texts(v, path ? `${path}.${k}` : k));
    };
    for (const [lang, catalog] of [
      ['en', en],
      ['sv', sv],
    ] as const) {
      const saying = texts(catalog).filter(([, text]) => /\bV1\b/.test(text));
      expect(saying.map(([path]) => `${lang}.${path}`)).toEqual([]);
    }
  });
});

describe('plurals', () => {
  it('choose the CLDR form and write the number in the language', () => {
    expect(plural('en', 1, { one: '# company', other: '# companies' })).toBe('1 company');
    expect(plural('en', 1200, { one: '# company', other: '# companies' })).toBe('1,200 companies');
    expect(plural('sv', 1200, { one: '# fil', other: '# filer' })).toBe('1\u00a0200 filer');
    expect(plural('sv', 0, { zero: 'inga filer', one: '# fil', other: '# filer' })).toBe(
      'inga filer',
    );
  });

  it('make a message of one count from its forms (counted)', () => {
    const files = counted('sv', { zero: 'inga filer', one: '# fil', other: '# filer' });
    expect([files(0), files(1), files(1200)]).toEqual(['inga filer', '1 fil', '1\u00a0200 filer']);
  });
});

describe('choosing the language', () => {
  it("follows the browser's first language: Swedish for sv and sv-*, otherwise English", () => {
    expect(browserLanguage(['sv-SE', 'en'])).toBe('sv');
    expect(browserLanguage(['sv'])).toBe('sv');
    expect(browserLanguage(['SV-FI'])).toBe('sv');
    expect(browserLanguage(['en-US', 'sv'])).toBe('en');
    expect(browserLanguage(['nb-NO'])).toBe('en');
    expect(browserLanguage([])).toBe('en');
    expect(browserLanguage(undefined)).toBe('en');
  });

  it('remembers the last choice made in this browser, and ignores an unknown stored value', async () => {
    localStorage.clear();
    sessionStorage.clear();
    expect(rememberedLanguage()).toBeNull();
    await chooseLanguage('sv');
    expect(rememberedLanguage()).toBe('sv');
    expect(initialLanguage()).toBe('sv');
    localStorage.setItem('ledger-console.language', 'klingon');
    expect(rememberedLanguage()).toBeNull();
    rememberLanguage('en');
    expect(initialLanguage()).toBe('en');
    sessionStorage.clear();
    localStorage.clear();
  });

  it('an open tab keeps the language it opened in when another tab chooses another', () => {
    localStorage.clear();
    sessionStorage.clear();
    localStorage.setItem('ledger-console.language', 'en');
    expect(initialLanguage()).toBe('en'); // this tab opens in English, and keeps it
    localStorage.setItem('ledger-console.language', 'sv'); // another tab chooses Swedish
    expect(initialLanguage()).toBe('en'); // this tab, reloaded
    sessionStorage.clear(); // a new tab starts with the browser's last choice
    expect(initialLanguage()).toBe('sv');
    sessionStorage.clear();
    localStorage.clear();
  });

  it('switches the catalog and <html lang>; an unknown language falls back to English quietly', async () => {
    await setLanguage('sv');
    expect(currentLanguage()).toBe('sv');
    expect(document.documentElement.lang).toBe('sv');
    await expect(setLanguage('de')).resolves.toBeUndefined();
    expect(currentLanguage()).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });
});

describe('a deep link in a browser of another language than the account', () => {
  it("renders the screen with the account's language's screen words, never without them", async () => {
    // A fresh copy of the module: the words of the lazy screens not yet asked for.
    vi.resetModules();
    const i18n = await import('./index.js');
    await i18n.setLanguage('en');
    // The session says Swedish while the deep link's screen asks for its words (in English, the
    // language active at that moment): the switch must bring the Swedish screen words along.
    const switching = i18n.setLanguage('sv');
    await i18n.loadScreenWords();
    await switching;
    expect(i18n.currentLanguage()).toBe('sv');
    // (Another copy of the catalog modules: the same words, other function objects.)
    expect(Object.keys(i18n.currentT().companies)).toEqual(Object.keys(sv.companies));
    expect(i18n.currentT().companies.what).toBe(sv.companies.what);
    expect(i18n.screenWordsPending()).toBeNull();
  });
});
