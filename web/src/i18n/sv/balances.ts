import type { Catalog } from '../catalog.js';

export const balances: Catalog['balances'] = {};
