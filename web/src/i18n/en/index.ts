import { core } from './core.js';
import { screens } from './screens.js';

/** The English catalog: its shape is every catalog's (`Catalog`). */
export const en = { ...core, ...screens };
