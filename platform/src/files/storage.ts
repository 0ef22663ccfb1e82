import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/index.js';

/** Where a stored file's bytes live. */
export const storedPath = (filesDir: string, storageName: string) =>
  path.join(filesDir, storageName);

/** Best-effort removal of stored bytes (after the records are gone). */
export async function removeStoredFiles(filesDir: string, names: string[]): Promise<void> {
  await Promise.all(
    names.map((n) => fs.promises.rm(storedPath(filesDir, n), { force: true }).catch(() => {})),
  );
}

/** Deletes bytes no record refers to (a crash mid-upload or mid-delete leaves such files). */
export async function sweepOrphans(db: Db, filesDir: string): Promise<number> {
  fs.mkdirSync(filesDir, { recursive: true });
  const known = new Set(
    (await db.selectFrom('files').select('storage_name').execute()).map((r) => r.storage_name),
  );
  const orphans = fs.readdirSync(filesDir).filter((n) => !known.has(n));
  await removeStoredFiles(filesDir, orphans);
  return orphans.length;
}
