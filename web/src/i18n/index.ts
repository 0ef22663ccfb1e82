import { useSyncExternalStore } from 'react';
import type { Catalog } from './catalog.js';
import { DEFAULT_LANGUAGE, isLanguage, rememberLanguage, type Language } from './language.js';

export type { Catalog } from './catalog.js';
export * from './language.js';

// Each language's catalog is its own chunk, fetched only when that language is chosen.
const LOADERS: Record<Language, () => Promise<Catalog>> = {
  sv: () => import('./sv/index.js').then((m) => m.sv),
  en: () => import('./en/index.js').then((m) => m.en),
};

const loading = new Map<Language, Promise<Catalog>>();

function loadCatalog(lang: Language): Promise<Catalog> {
  let promise = loading.get(lang);
  if (!promise) {
    promise = LOADERS[lang]();
    // A failed fetch (network) may be tried again on the next choice.
    promise.catch(() => loading.delete(lang));
    loading.set(lang, promise);
  }
  return promise;
}

interface Active {
  lang: Language;
  t: Catalog;
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
  const t = await loadCatalog(next);
  if (active?.lang === next) return;
  active = { lang: next, t };
  applyToDocument(next);
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
