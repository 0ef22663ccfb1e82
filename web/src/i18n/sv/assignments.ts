import type { Catalog } from '../catalog.js';

export const assignments: Catalog['assignments'] = {};
