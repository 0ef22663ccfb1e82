/**
 * A data dir written before `006_sie_vouchers` (its SIE 4 files read, no vouchers stored) opens
 * with its files read once more: their vouchers appear, and each file keeps its status and
 * the parsedDate V1's File shows.
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
  eventually,
  getToken,
  provisionBare,
  settledFile,
  sieSample,
  startTestPlatform,
  uploadPath,
} from '../../test/platform-helpers.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-migrate-006-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const start = async () => {
  const p = await startTestPlatform({ dataDir: dir, seed: 'none' });
  return { p, c: client(p.baseUrl, await getToken(p.baseUrl, BARE.clientId, BARE.secret)) };
};

it("stores the vouchers of files read before it, keeping each file's parsedDate", async () => {
  await provisionBare(dir);
  let { p, c } = await start();
  const key = await createCompany(c, '556265-1892');
  const up = await c.upload(uploadPath(key), 'BL0001_typ4.SE', sieSample('BL0001_typ4.SE'));
  const fileId = (up.json as { id: string }).id;
  const { report } = await settledFile(c, key, fileId);
  const before = (await c.get(`/company/${key}/files/${fileId}`)).json as { parsedDate: string };
  await p.close();

  // the data dir as 005 left it: no voucher tables, 006 (nor a later one) not applied
  const sqlite = new SQLite(path.join(dir, 'platform.sqlite'));
  sqlite.exec(`DROP TABLE sie_voucher_rows; DROP TABLE sie_vouchers; DROP TABLE sie_voucher_sets;
    DELETE FROM kysely_migration WHERE name >= '006_sie_vouchers';`);
  sqlite.close();

  ({ p, c } = await start());
  try {
    const read = () =>
      c.get(`/company/${key}/vouchers?financialYearId=${report.financialYearId}&limit=1`);
    await eventually(async () => Number((await read()).headers.get(VOUCHERS_TOTAL_HEADER)) > 0);
    expect(Number((await read()).headers.get(VOUCHERS_TOTAL_HEADER))).toBe(84);
    const after = (await c.get(`/company/${key}/files/${fileId}`)).json as typeof before;
    expect(after).toEqual(before);
  } finally {
    await p.close();
  }
});
