import type { Catalog } from '../catalog.js';

export const audit: Catalog['audit'] = {};
