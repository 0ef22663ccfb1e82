import crypto from 'node:crypto';
import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import type { DbOrTrx } from '../db/index.js';
import type { FileRow } from '../store/files.js';
import { storedPath } from './storage.js';

/** SHA-256 of a file's bytes as lowercase hex, read as a stream (never held whole). */
export async function sha256OfFile(file: string): Promise<string> {
  const hash = crypto.createHash('sha256');
  await pipeline(fs.createReadStream(file), hash);
  return hash.digest('hex');
}

/**
 * The record with its digest. A file stored before the platform kept digests (migration 005)
 * has none: its stored bytes are read once, now, and the digest kept. When they cannot be read
 * (gone, or not a file: such a file is `corrupt`) the record stays without one and the report
 * leaves it out; the next report tries again.
 */
export async function withSha256(db: DbOrTrx, filesDir: string, row: FileRow): Promise<FileRow> {
  if (row.sha256 !== null) return row;
  let sha256: string;
  try {
    sha256 = await sha256OfFile(storedPath(filesDir, row.storage_name));
  } catch {
    return row;
  }
  await db.updateTable('files').set({ sha256 }).where('id', '=', row.id).execute();
  return { ...row, sha256 };
}
