import type { Catalog } from '../catalog.js';

export const users: Catalog['users'] = {};
