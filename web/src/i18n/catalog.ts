import type { en } from './en/index.js';

// The shape every language's catalog has: the English one's. A Swedish catalog that misses a key,
// adds one, or gives a message other parameters fails `pnpm typecheck`.
export type Catalog = typeof en;
