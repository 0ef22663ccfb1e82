/**
 * Crash safety of SIE processing: the platform runs as a child process (tsx main.ts), is killed
 * with SIGKILL while it reads a large upload, and after a restart on the same data dir the file
 * reaches its final status with exactly the balances of an undisturbed run, and nothing of a
 * half import was ever visible.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { afterAll, expect, it } from 'vitest';
import { generateSie } from '../sie/index.js';
import {
  BARE,
  client,
  getToken,
  provisionBare,
  settledFile,
  uploadPath,
  type Client,
} from '../../test/platform-helpers.js';

// Enough for the kill to land while the file is read (it lands as the job starts), small enough
// that the two full reads fit the test's minute on a busy machine: each now also writes the
// vouchers in chunks.
const ROWS = 200_000;
const ORG = '556677-8899';
const main = fileURLToPath(new URL('../main.ts', import.meta.url));
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-durable-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const ch of children) if (ch.exitCode === null) ch.kill('SIGKILL');
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Starts `tsx src/main.ts` on the data dir; resolves with its base URL. */
async function startChild(): Promise<{ child: ChildProcess; baseUrl: string }> {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', main], {
    env: {
      ...process.env,
      PLATFORM_PORT: '0',
      PLATFORM_DATA_DIR: dir,
      PLATFORM_SEED: 'none',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  let out = '';
  child.stdout!.setEncoding('utf8');
  const baseUrl = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (d: string) => {
      out += d;
      const m = /listening on (\S+)/.exec(out);
      if (m) resolve(m[1]!);
    });
    child.once('exit', (code) => reject(new Error(`platform exited with ${code}: ${out}`)));
  });
  return { child, baseUrl };
}

async function newCompany(c: Client, name: string): Promise<string> {
  const res = await c.json('POST', '/companies', {
    authorization: { type: 1, userIds: [], groupIds: [] },
    data: { annualReportFramework: 'K2', organizationNumber: ORG, name },
  });
  expect(res.status, res.text).toBe(200);
  return (res.json as { durableKey: string }).durableKey;
}

async function balancesOf(c: Client, key: string) {
  const res = await c.get(
    `/generalledger/balances/${key}/calculated/month?startDate=20240101&endDate=20241231`,
  );
  expect(res.status).toBe(200);
  // the company key and the year's id differ per company; everything else must be the same
  type Record = { companyDurableKey: string; amounts: { financialYearId?: string }[] };
  return (res.json as Record[]).map(({ companyDurableKey: _, ...a }) => ({
    ...a,
    amounts: a.amounts.map(({ financialYearId: _y, ...m }) => m),
  }));
}

it('a file being processed when the process is killed is processed again, never half-imported', async () => {
  await provisionBare(dir);
  const content = Buffer.concat([
    ...generateSie({ rows: ROWS, seed: 7, organizationNumber: ORG, chunkBytes: 1 << 20 }),
  ]);

  let { child, baseUrl } = await startChild();
  let c = client(baseUrl, await getToken(baseUrl, BARE.clientId, BARE.secret));
  const key = await newCompany(c, 'Kraschbolaget AB');
  const up = await c.upload(uploadPath(key), 'stor.se', content);
  expect(up.status, up.text).toBe(200);
  const fileId = (up.json as { id: string }).id;

  // Kill the process once the queue has taken the job and is reading the file.
  const db = new Database(path.join(dir, 'platform.sqlite'), { readonly: true });
  const job = db.prepare('select state from file_jobs where file_id = ?');
  const until = Date.now() + 10_000;
  while ((job.get(fileId) as { state: string }).state !== 'running' && Date.now() < until)
    await new Promise((r) => setTimeout(r, 2));
  child.kill('SIGKILL');
  await once(child, 'exit');

  const file = db.prepare('select status, balance_kind from files where id = ?').get(fileId) as {
    status: string;
    balance_kind: string | null;
  };
  const count = (table: string) =>
    (
      db.prepare(`select count(*) as n from ${table} where file_id = ?`).get(fileId) as {
        n: number;
      }
    ).n;
  expect((job.get(fileId) as { state: string }).state).toBe('running');
  // killed mid-processing: not final, and none of its data stored
  expect(['pending', 'parsed']).toContain(file.status);
  expect(file.balance_kind).toBeNull();
  expect(count('sie_movements') + count('sie_accounts') + count('sie_opening')).toBe(0);
  expect((db.prepare('select count(*) as n from financial_years').get() as { n: number }).n).toBe(
    0,
  );
  db.close();

  ({ child, baseUrl } = await startChild());
  c = client(baseUrl, await getToken(baseUrl, BARE.clientId, BARE.secret));
  const after = await settledFile(c, key, fileId, 30_000);
  expect(after.status).toBe('verified');
  expect(after.report.counts.transactions).toBe(ROWS);
  const killed = await balancesOf(c, key);
  expect(killed.length).toBeGreaterThan(10);

  // An undisturbed run of the same bytes (the company again: org numbers are unique).
  expect((await c.del(`/companies/${key}`)).status).toBe(200);
  const key2 = await newCompany(c, 'Lugna bolaget AB');
  const up2 = await c.upload(uploadPath(key2), 'stor.se', content);
  expect((await settledFile(c, key2, (up2.json as { id: string }).id, 30_000)).status).toBe(
    'verified',
  );
  expect(await balancesOf(c, key2)).toEqual(killed);

  child.kill('SIGTERM');
  await once(child, 'exit');
}, 60_000);
