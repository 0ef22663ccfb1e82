/**
 * A data dir written before `008_sie_account_names` (each file's `sie_accounts` held only the
 * accounts with an opening balance or a movement) opens with its files read once more: the
 * accounts operation then names every account of the file, and each file keeps its parsedDate.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, expect, it } from 'vitest';
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

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-migrate-008-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const start = async () => {
  const p = await startTestPlatform({ dataDir: dir, seed: 'none' });
  return { p, c: client(p.baseUrl, await getToken(p.baseUrl, BARE.clientId, BARE.secret)) };
};

it('names every account of the files read before it, keeping their parsedDate', async () => {
  await provisionBare(dir);
  let { p, c } = await start();
  const key = await createCompany(c, '556265-1892');
  const up = await c.upload(uploadPath(key), 'BL0001_typ4.SE', sieSample('BL0001_typ4.SE'));
  const fileId = (up.json as { id: string }).id;
  const { report } = await settledFile(c, key, fileId);
  const accountsPath = `/company/${key}/accounts?financialYearId=${report.financialYearId}`;
  const all = (await c.get(accountsPath)).json as { account: string; name: string | null }[];
  const before = (await c.get(`/company/${key}/files/${fileId}`)).json as { parsedDate: string };
  await p.close();

  // the data dir as 007 left it: only the accounts with balances, 008 not applied
  const sqlite = new SQLite(path.join(dir, 'platform.sqlite'));
  sqlite.exec(`DELETE FROM sie_accounts WHERE
      account NOT IN (SELECT account FROM sie_opening WHERE file_id = sie_accounts.file_id)
      AND account NOT IN (SELECT account FROM sie_movements WHERE file_id = sie_accounts.file_id);
    DELETE FROM kysely_migration WHERE name >= '008_sie_account_names';`);
  const left = sqlite.prepare('SELECT count(*) FROM sie_accounts').pluck().get() as number;
  sqlite.close();
  expect(left).toBeLessThan(all.length);

  ({ p, c } = await start());
  try {
    await eventually(
      async () => ((await c.get(accountsPath)).json as unknown[]).length > left,
      60_000,
    );
    expect((await c.get(accountsPath)).json).toEqual(all);
    const after = (await c.get(`/company/${key}/files/${fileId}`)).json as typeof before;
    expect(after).toEqual(before);
  } finally {
    await p.close();
  }
});
