import * as core from './core.js';
import * as screens from './screens.js';

/** The English catalog: its shape is every catalog's (`Catalog`). */
export const en = { ...core, ...screens };
