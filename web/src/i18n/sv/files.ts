import type { Catalog } from '../catalog.js';

export const files: Catalog['files'] = {};
