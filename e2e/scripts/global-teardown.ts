import { rmSync } from 'node:fs';

/** Removes the run's data directory when playwright.config.ts made it (not one given as E2E_DATA_DIR). */
export default function globalTeardown() {
  const dir = process.env.E2E_DATA_DIR;
  if (dir && process.env.E2E_DATA_DIR_MADE === '1') rmSync(dir, { recursive: true, force: true });
}
