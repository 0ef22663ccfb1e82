import type { Catalog } from '../catalog.js';
import { core } from './core.js';
import { screens } from './screens.js';

/** Den svenska katalogen: samma nycklar som den engelska (`Catalog`). */
export const sv: Catalog = { ...core, ...screens };
