import type { en } from './en/index.js';
import type * as core from './en/core.js';

// The shape every language's catalog has: the English one's. A Swedish catalog that misses a key,
// adds one, or gives a message other parameters fails `pnpm typecheck`.
export type Catalog = typeof en;

/** The areas loaded before the first screen (sign-in, frame, overview, codes, errors). */
export type CoreCatalog = Pick<Catalog, keyof typeof core>;
/** The areas of the lazily loaded screens, fetched with the first of them. */
export type ScreensCatalog = Omit<Catalog, keyof typeof core>;
