import type { Catalog } from '../catalog.js';

export const companies: Catalog['companies'] = {};
