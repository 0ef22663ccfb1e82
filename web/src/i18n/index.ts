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
  let t = await loadCatalog(next, withScreens);
  // A screen asked for its words while the core was on the way (a deep link opened in a browser
  // of another language than the account's): they come in with this switch, or the screen would
  // render against a catalog without them.
  if (!withScreens && screensWanted) t = await loadCatalog(next, true);
  if (active?.lang === next) return;
  active = { lang: next, t, screens: screensWanted };
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

let pendingScreenWords: Promise<void> | null = null;

/**
 * Null when the active catalog holds the lazy screens' words; else the promise of loading them
 * for the active language (the same one until it succeeds, so a screen waiting on it with `use`
 * is not sent round a loop). A failed one is kept, and thrown to the screen's error boundary,
 * until `forgetFailedScreenWords` (the boundary's "Try again", the network back).
 */
export function screenWordsPending(): Promise<void> | null {
  if (active?.screens) return null;
  if (!pendingScreenWords) {
    const loading = loadScreenWords();
    pendingScreenWords = loading;
    loading.then(
      () => {
        if (pendingScreenWords === loading) pendingScreenWords = null;
      },
      () => undefined,
    );
  }
  return pendingScreenWords;
}

export function forgetFailedScreenWords(): void {
  pendingScreenWords = null;
}

/** Whether the active catalog holds the lazy screens' words; re-rendered when that changes. */
export function useScreenWordsLoaded(): boolean {
  return useSyncExternalStore(subscribe, () => activeOrThrow().screens);
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
