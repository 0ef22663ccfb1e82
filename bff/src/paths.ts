import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Repository root (…/bff/src or …/bff/dist -> …). */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const defaultDataDir = path.join(repoRoot, '.data');
export const defaultWebDist = path.join(repoRoot, 'web', 'dist');
