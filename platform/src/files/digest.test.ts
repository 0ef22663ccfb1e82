/**
 * The report's `sha256` is the SHA-256 of the bytes as uploaded, computed here independently
 * with node:crypto: for a SIE file, for an attachment of several MB (many chunks), and for a file
 * stored before the platform kept digests (its bytes are read once, when the report is asked
 * for). A file whose bytes are gone has a report without one, never a 500.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { FileReport } from '@ledger/contract';
import {
  BARE,
  client,
  createCompany,
  getToken,
  settledFile,
  sieSample,
  startBareTestPlatform,
  startTestPlatform,
  uploadPath,
  type Client,
  type TestPlatform,
} from '../../test/platform-helpers.js';

const sha256 = (bytes: Buffer) => crypto.createHash('sha256').update(bytes).digest('hex');

let p: TestPlatform;
let c: Client;
let key: string;
beforeAll(async () => {
  ({ p, c } = await startBareTestPlatform());
  key = await createCompany(c, '556677-8899');
});
afterAll(() => p.dispose());

async function upload(name: string, bytes: Buffer): Promise<string> {
  const res = await c.upload(uploadPath(key), name, bytes);
  expect(res.status, res.text).toBe(200);
  const id = (res.json as { id: string }).id;
  await settledFile(c, key, id);
  return id;
}

async function report(fileId: string): Promise<FileReport> {
  const res = await c.get(`/company/${key}/files/${fileId}/report`);
  expect(res.status, res.text).toBe(200);
  return FileReport.parse(res.json);
}

it('the report carries the SHA-256 of the uploaded bytes', async () => {
  const sie = sieSample('Sie4.se');
  const attachment = crypto.randomBytes(3 * 1024 * 1024 + 17);
  const sieId = await upload('Sie4.se', sie);
  const attachmentId = await upload('bilaga.bin', attachment);

  const sieReport = await report(sieId);
  expect(sieReport.sieType).toBe(4);
  expect(sieReport.sha256).toBe(sha256(sie));
  expect(sieReport.sha256).toMatch(/^[0-9a-f]{64}$/);
  const attachmentReport = await report(attachmentId);
  expect(attachmentReport.status).toBe('uploaded');
  expect(attachmentReport.sha256).toBe(sha256(attachment));
});

it('a file stored before the platform kept digests gets its digest from its stored bytes', async () => {
  const sie = sieSample('Sie4.si');
  const keptId = await upload('Sie4.si', sie);
  const lostId = await upload('borta.txt', Buffer.from('bytes that will be lost\n'));
  await p.close();

  // The data dir as it was before migration 005: no column, the migration not yet run (nor the
  // later ones).
  const sqlite = new SQLite(path.join(p.dataDir, 'platform.sqlite'));
  sqlite.exec('drop table sie_voucher_rows; drop table sie_vouchers; drop table sie_voucher_sets');
  sqlite.exec('alter table files drop column sha256');
  sqlite.prepare('delete from kysely_migration where name >= ?').run('005_file_sha256');
  sqlite.close();
  fs.rmSync(path.join(p.dataDir, 'files', lostId));

  p = await startTestPlatform({ dataDir: p.dataDir, seed: 'none' });
  c = client(p.baseUrl, await getToken(p.baseUrl, BARE.clientId, BARE.secret));
  const kept = await report(keptId);
  expect(kept.sieType).toBe(4);
  expect(kept.sha256).toBe(sha256(sie));
  // kept with the record: read once
  const db = new SQLite(path.join(p.dataDir, 'platform.sqlite'), { readonly: true });
  const stored = db.prepare('select sha256 from files where id = ?').get(keptId);
  db.close();
  expect(stored).toEqual({ sha256: sha256(sie) });

  const lost = await report(lostId);
  expect(lost.sha256).toBeUndefined();
});
