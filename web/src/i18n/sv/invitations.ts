import type { Catalog } from '../catalog.js';

export const invitations: Catalog['invitations'] = {};
