import type { Catalog } from '../catalog.js';

export const groups: Catalog['groups'] = {};
