/** The admin commands: a tenant and a client added with them work against a fresh platform. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { runAdmin, UsageError } from './admin.js';
import { openDb } from './db/index.js';
import { client, getToken, send, startTestPlatform } from '../test/platform-helpers.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-admin-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

it('adds tenants and clients whose secrets are hashed and printed once', async () => {
  const db = await openDb(dir);
  const out: string[] = [];
  const cmd = (...argv: string[]) => runAdmin(db, argv, (l) => out.push(l));
  await cmd('tenants', 'add', 'acme', 'Acme', 'Revision', 'AB');
  await cmd('tenants', 'add', 'beta', 'Beta AB');
  await expect(cmd('tenants', 'add', 'Bad Id', 'x')).rejects.toBeInstanceOf(UsageError);
  await cmd('clients', 'add', 'acme-app', '--home', 'acme', '--scope', 'companyinformation');
  const secret = out.find((l) => l.startsWith('client secret'))!.split(': ')[1]!;
  expect(secret.length).toBeGreaterThanOrEqual(40);
  const stored = await db.selectFrom('clients').select('secret_hash').executeTakeFirstOrThrow();
  expect(stored.secret_hash).toMatch(/^scrypt\$/);
  expect(stored.secret_hash).not.toContain(secret);
  await expect(cmd('clients', 'grant', 'acme-app', 'nope')).rejects.toBeInstanceOf(UsageError);
  await cmd('clients', 'list');
  expect(out.at(-1)).toBe('acme-app\thome=acme\ttenants=acme\tscopes=companyinformation');
  await db.destroy();

  const p = await startTestPlatform({ dataDir: dir, seed: 'none' });
  try {
    const token = await getToken(p.baseUrl, 'acme-app', secret);
    expect((await client(p.baseUrl, token).get('/companies')).json).toEqual([]);
    const beta = await send(`${p.baseUrl}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-tenant-id': 'beta' },
      body: JSON.stringify({ client_id: 'acme-app', client_secret: secret }),
    });
    expect(beta.status).toBe(403);
  } finally {
    await p.close();
  }
  const db2 = await openDb(dir);
  await runAdmin(db2, ['clients', 'grant', 'acme-app', 'beta'], () => {});
  await runAdmin(db2, ['clients', 'remove', 'acme-app'], () => {});
  expect(await db2.selectFrom('clients').selectAll().execute()).toEqual([]);
  await db2.destroy();
});
