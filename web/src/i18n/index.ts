import { useSyncExternalStore } from 'react';
import type { Catalog, CoreCatalog, ScreensCatalog } from './catalog.js';
import {
  DEFAULT_LANGUAGE,
  initialLanguage,
  isLanguage,
  rememberLanguage,
  type Language,
} from './language.js';

export type { Catalog } from './catalog.js';
export * from './language.js';

// Each language's catalog comes in two chunks, fetched only for the language in use: `core` before
// the first screen renders, `screens` with the first lazily loaded screen (`loadScreenWords`). Each
// chunk is a module whose exports are its areas: a language's module that misses an area, or has
// one of another shape, fails the typecheck here.
type Part = 'core' | 'screens';
const LOADERS: Record<
  Language,
  { core: () => Promise<CoreCatalog>; screens: () => Promise<ScreensCatalog> }
> = {
  sv: {
    core: () => import('./sv/core.js'),
    screens: () => import('./sv/screens.js'),
  },
  en: {
    core: () => import('./en/core.js'),
    screens: () => import('./en/screens.js'),
  },
};

const loading = new Map<string, Promise<Partial<Catalog>>>();

function loadPart(lang: Language, part: Part): Promise<Partial<Catalog>> {
  const key = `${lang}/${part}`;
  let promise = loading.get(key);
  if (!promise) {
    promise = LOADERS[lang][part]();
    // A failed fetch (network) may be tried again on the next choice.
    promise.catch(() => loading.delete(key));
    loading.set(key, promise);
  }
  return promise;
}

/** Set once a lazily loaded screen asked for its words: from then on a switch loads them too. */
let screensWanted = false;

async function loadCatalog(lang: Language, withScreens: boolean): Promise<Catalog> {
  const [core, screens] = await Promise.all([
    loadPart(lang, 'core'),
    withScreens ? loadPart(lang, 'screens') : undefined,
  ]);
  return { ...core, ...screens } as Catalog;
}

interface Active {
  lang: Language;
  t: Catalog;
  /** Whether `t` holds the lazy screens' words yet. */
  screens: boolean;
}

let active: Active | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function applyToDocument(lang: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}

/**
 * Makes `lang` the console's language once its catalog is here; everything on screen follows
 * without a reload (components read it through `useT`). An unknown value falls back to the
 * default. Resolves when the switch is done.
 */
export async function setLanguage(lang: unknown): Promise<void> {
  const next = isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
  // Whether the screens' words come along is decided now: asked for later, they are merged in
  // by loadScreenWords, which must then see that they are not in yet.
  const withScreens = screensWanted;
  const t = await loadCatalog(next, withScreens);
  if (active?.lang === next) return;
  active = { lang: next, t, screens: withScreens };
  applyToDocument(next);
  for (const listener of listeners) listener();
}

/**
 * The words of the lazily loaded screens in the active language; a lazy screen's loader awaits
 * this with its own chunk (both are fetched at once).
 */
export async function loadScreenWords(): Promise<void> {
  screensWanted = true;
  // Before the first render (a deep link's screen fetched at start) the language is the one
  // about to be set; setLanguage then takes these words in with the core.
  const lang = active?.lang ?? initialLanguage();
  const screens = await loadPart(lang, 'screens');
  if (active?.lang !== lang || active.screens) return;
  active = { lang, t: { ...active.t, ...screens }, screens: true };
  for (const listener of listeners) listener();
}

/** A choice the person made: kept in this browser too, for the sign-in page. */
export async function chooseLanguage(lang: Language): Promise<void> {
  rememberLanguage(lang);
  await setLanguage(lang);
}

function activeOrThrow(): Active {
  if (!active) throw new Error('i18n: setLanguage() must run before the console renders');
  return active;
}

/** The active catalog, for code outside components (notifications, error texts). */
export function currentT(): Catalog {
  return activeOrThrow().t;
}

export function currentLanguage(): Language {
  return active?.lang ?? DEFAULT_LANGUAGE;
}

/** The active catalog; the component renders again when the language changes. */
export function useT(): Catalog {
  return useSyncExternalStore(subscribe, () => activeOrThrow().t);
}

export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, () => activeOrThrow().lang);
}
