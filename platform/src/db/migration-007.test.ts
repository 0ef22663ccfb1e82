/**
 * A data dir written before `007_voucher_set_live` (one voucher set per file, unique, no `live`)
 * opens with its stored vouchers as they were, live at once (no file read again), and a file
 * can then have a second set.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, expect, it } from 'vitest';
import { VOUCHERS_TOTAL_HEADER } from '@ledger/contract';
import {
  BARE,
  client,
  createCompany,
  getToken,
  provisionBare,
  settledFile,
  sieSample,
  startTestPlatform,
  uploadPath,
} from '../../test/platform-helpers.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-migrate-007-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const file = path.join(dir, 'platform.sqlite');

it('keeps the stored vouchers and makes each set live', async () => {
  await provisionBare(dir);
  let p = await startTestPlatform({ dataDir: dir, seed: 'none' });
  const c0 = client(p.baseUrl, await getToken(p.baseUrl, BARE.clientId, BARE.secret));
  const key = await createCompany(c0, '556265-1892');
  const up = await c0.upload(uploadPath(key), 'BL0001_typ4.SE', sieSample('BL0001_typ4.SE'));
  const { report } = await settledFile(c0, key, (up.json as { id: string }).id);
  await p.close();

  // the set table as 006 made it, 007 not applied
  let sqlite = new SQLite(file);
  sqlite.pragma('foreign_keys = OFF');
  sqlite.exec(`CREATE TABLE old_sets (id integer PRIMARY KEY,
      file_id text NOT NULL UNIQUE REFERENCES files(id) ON DELETE CASCADE,
      vouchers integer NOT NULL, rows integer NOT NULL);
    INSERT INTO old_sets SELECT id, file_id, vouchers, rows FROM sie_voucher_sets;
    DROP TABLE sie_voucher_sets; ALTER TABLE old_sets RENAME TO sie_voucher_sets;
    DELETE FROM kysely_migration WHERE name >= '007_voucher_set_live';`);
  const rows = sqlite.prepare('SELECT count(*) FROM sie_voucher_rows').pluck().get();
  expect(rows).toBe(405);
  sqlite.close();

  p = await startTestPlatform({ dataDir: dir, seed: 'none' });
  try {
    const c = client(p.baseUrl, await getToken(p.baseUrl, BARE.clientId, BARE.secret));
    const res = await c.get(
      `/company/${key}/vouchers?financialYearId=${report.financialYearId}&limit=1`,
    );
    expect(Number(res.headers.get(VOUCHERS_TOTAL_HEADER))).toBe(84);
  } finally {
    await p.close();
  }
  sqlite = new SQLite(file, { readonly: true });
  try {
    expect(sqlite.prepare('SELECT live FROM sie_voucher_sets').pluck().all()).toEqual([1]);
    expect(sqlite.prepare('SELECT count(*) FROM sie_voucher_rows').pluck().get()).toBe(405);
    expect(sqlite.pragma('foreign_key_check')).toEqual([]);
    // the children still hang on the set table: deleting a set takes its rows
    const sql = sqlite
      .prepare("SELECT sql FROM sqlite_master WHERE name = 'sie_voucher_rows'")
      .pluck()
      .get() as string;
    expect(sql).toMatch(/references "sie_voucher_sets"/i);
  } finally {
    sqlite.close();
  }
});
