import type { Catalog } from '../catalog.js';
import * as core from './core.js';
import * as screens from './screens.js';

/** Den svenska katalogen: samma nycklar som den engelska (`Catalog`). */
export const sv: Catalog = { ...core, ...screens };
