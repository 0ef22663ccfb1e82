/** Data and queued uploads survive a restart on the same data dir. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, expect, it } from 'vitest';
import { startPlatform } from './server.js';
import { client, demo, eventually, getToken, uploadPath } from '../test/platform-helpers.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-persist-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const start = () => startPlatform({ dataDir: dir, port: 0, seed: 'demo', log: () => {} });
const key = demo.company('nordrevision', 'Norrsken Bygg AB');
/** The queue works through the demo seed's SIE files first; generous on a busy machine. */
const QUEUE_MS = 30_000;

it('keeps data, does not seed twice, and resumes queued uploads after a restart', async () => {
  let p = await start();
  let c = client(p.baseUrl, await getToken(p.baseUrl));
  const group = await c.json('POST', '/groups', { name: 'Överlevare' });
  expect(group.status).toBe(200);
  const before = ((await c.get('/companies')).json as unknown[]).length;
  await p.close();

  // Simulate a process that died mid-processing: a file recorded, its job left `running`.
  const db = new Database(path.join(dir, 'platform.sqlite'));
  const fileId = '11111111-2222-4333-8444-555555555555';
  fs.writeFileSync(path.join(dir, 'files', fileId), 'inte en SIE-fil\n');
  db.prepare(
    `insert into files (id, company_key, financial_year_id, name, size, content_type, status,
       sie_type, uploaded_date, uploaded_by_user_id, parsed_date, storage_name,
       query_start_date, query_end_date, report)
     values (?, ?, null, 'kvar.txt', 16, 'text/plain', 'pending', null, ?, null, null, ?, null, null, null)`,
  ).run(fileId, key, new Date().toISOString(), fileId);
  db.prepare(
    `insert into file_jobs (file_id, state, attempts, enqueued_at, updated_at, error)
     values (?, 'running', 1, ?, ?, null)`,
  ).run(fileId, Date.now(), Date.now());
  // And one still queued from before.
  const queuedId = '11111111-2222-4333-8444-666666666666';
  fs.writeFileSync(path.join(dir, 'files', queuedId), 'också en bilaga\n');
  db.prepare(
    `insert into files (id, company_key, financial_year_id, name, size, content_type, status,
       sie_type, uploaded_date, uploaded_by_user_id, parsed_date, storage_name,
       query_start_date, query_end_date, report)
     values (?, ?, null, 'ko.txt', 17, 'text/plain', 'pending', null, ?, null, null, ?, null, null, null)`,
  ).run(queuedId, key, new Date().toISOString(), queuedId);
  db.prepare(
    `insert into file_jobs (file_id, state, attempts, enqueued_at, updated_at, error)
     values (?, 'queued', 0, ?, ?, null)`,
  ).run(queuedId, Date.now(), Date.now());
  // And an orphaned partial upload, which the restart sweeps away.
  fs.writeFileSync(path.join(dir, 'files', 'orphan.part'), 'x');
  db.close();

  p = await start();
  try {
    c = client(p.baseUrl, await getToken(p.baseUrl));
    expect(((await c.get('/companies')).json as unknown[]).length).toBe(before);
    const found = await c.get(`/groups/${encodeURIComponent('Överlevare')}`);
    expect(found.status).toBe(200);
    for (const id of [fileId, queuedId]) {
      await eventually(async () => {
        const f = await c.get(`/company/${key}/files/${id}`);
        return (f.json as { status: string }).status === 'uploaded';
      }, QUEUE_MS);
    }
    expect(fs.existsSync(path.join(dir, 'files', 'orphan.part'))).toBe(false);
  } finally {
    await p.close();
  }
});

it('an upload made before a restart is still there and processed after it', async () => {
  let p = await start();
  let c = client(p.baseUrl, await getToken(p.baseUrl));
  const up = await c.upload(uploadPath(key), 'minnesanteckning.txt', 'hej');
  expect(up.status).toBe(200);
  const id = (up.json as { id: string }).id;
  await p.close();
  p = await start();
  try {
    c = client(p.baseUrl, await getToken(p.baseUrl));
    await eventually(async () => {
      const f = await c.get(`/company/${key}/files/${id}`);
      return (f.json as { status: string }).status === 'uploaded';
    }, QUEUE_MS);
    const list = (await c.get(`/company/${key}/files`)).json as { id: string }[];
    expect(list.map((f) => f.id)).toContain(id);
  } finally {
    await p.close();
  }
});

it('a job that keeps failing is retried at the back of the queue and never blocks others', async () => {
  const p = await start();
  try {
    const c = client(p.baseUrl, await getToken(p.baseUrl));
    // A record whose "bytes" are a directory: reading it throws every time.
    const brokenId = '11111111-2222-4333-8444-777777777777';
    fs.mkdirSync(path.join(dir, 'files', brokenId));
    const db = new Database(path.join(dir, 'platform.sqlite'));
    db.prepare(
      `insert into files (id, company_key, financial_year_id, name, size, content_type, status,
         sie_type, uploaded_date, uploaded_by_user_id, parsed_date, storage_name,
         query_start_date, query_end_date, report)
       values (?, ?, null, 'trasig.se', 1, 'text/plain', 'pending', null, ?, null, null, ?, null, null, null)`,
    ).run(brokenId, key, new Date().toISOString(), brokenId);
    db.prepare(
      `insert into file_jobs (file_id, state, attempts, enqueued_at, updated_at, error)
       values (?, 'queued', 0, 0, 0, null)`,
    ).run(brokenId);
    db.close();
    const up = await c.upload(uploadPath(key), 'efter.txt', 'hej');
    const goodId = (up.json as { id: string }).id;
    const status = async (id: string) =>
      ((await c.get(`/company/${key}/files/${id}`)).json as { status: string }).status;
    await eventually(async () => (await status(goodId)) === 'uploaded', QUEUE_MS);
    await eventually(async () => (await status(brokenId)) === 'corrupt', QUEUE_MS);
    const report = (await c.get(`/company/${key}/files/${brokenId}/report`)).json as {
      errors: { message: string }[];
      sha256?: string;
    };
    expect(report.errors[0]!.message).toMatch(/processing failed 3 times/);
    // bytes that cannot be read have no digest: the report leaves it out
    expect(report.sha256).toBeUndefined();
  } finally {
    await p.close();
  }
});
