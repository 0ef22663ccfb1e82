import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Store } from './index.js';
import { dropPgSchema } from './db.js';
import { hashPassword, verifyPassword } from '../passwords.js';

const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function pgReachable(): Promise<boolean> {
  return new Promise((resolve) => {
    const s = net.connect({ host: '127.0.0.1', port: 5432 });
    s.setTimeout(1000);
    s.once('connect', () => (s.destroy(), resolve(true)));
    s.once('error', () => resolve(false));
    s.once('timeout', () => (s.destroy(), resolve(false)));
  });
}
const pgUp = await pgReachable();
if (!pgUp)
  console.warn(
    '\n*** SKIPPED: BFF store tests on PostgreSQL (nothing listening on 127.0.0.1:5432) ***\n',
  );

interface Backend {
  name: string;
  skip: boolean;
  open(): Promise<{ store: Store; cleanup(): Promise<void> }>;
}

const backends: Backend[] = [
  {
    name: 'sqlite',
    skip: false,
    async open() {
      const dir = await mkdtemp(path.join(tmpdir(), 'bff-store-'));
      const store = await Store.open({ dataDir: dir });
      return {
        store,
        cleanup: async () => (await store.close(), await rm(dir, { recursive: true, force: true })),
      };
    },
  },
  {
    name: 'postgres',
    skip: !pgUp,
    async open() {
      const schema = `bff_test_${process.pid}_${Date.now().toString(36)}`;
      const store = await Store.open({ dataDir: tmpdir(), databaseUrl: PG_URL, pgSchema: schema });
      return {
        store,
        cleanup: async () => {
          await store.close();
          await dropPgSchema(PG_URL, schema);
        },
      };
    },
  },
];

describe.each(backends)('store on $name', (backend) => {
  let store: Store;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    if (backend.skip) return;
    ({ store, cleanup } = await backend.open());
  });
  afterAll(async () => {
    if (!backend.skip) await cleanup();
  });

  it.skipIf(backend.skip)('accounts: add, get, list, passwd revokes sessions, remove', async () => {
    const hash = await hashPassword('s3cret-pass');
    await store.addAccount({
      username: 'alice',
      passwordHash: hash,
      role: 'admin',
      tenants: ['t1', 't2'],
    });
    await store.addAccount({
      username: 'bob',
      passwordHash: hash,
      role: 'auditor',
      tenants: ['t1'],
    });
    await expect(
      store.addAccount({ username: 'bob', passwordHash: hash, role: 'auditor', tenants: [] }),
    ).rejects.toThrow();
    const a = await store.getAccount('alice');
    expect(a).toMatchObject({ username: 'alice', role: 'admin', tenants: ['t1', 't2'] });
    expect(await verifyPassword('s3cret-pass', a!.passwordHash)).toBe(true);
    expect(await verifyPassword('wrong', a!.passwordHash)).toBe(false);
    expect((await store.listAccounts()).map((x) => x.username)).toEqual(['alice', 'bob']);
    expect(await store.countAccounts()).toBe(2);

    const sid = await store.createSession('alice', 1000);
    expect(await store.getSession(sid)).toMatchObject({
      username: 'alice',
      createdAt: 1000,
      revokedAt: null,
      role: 'admin',
    });
    await store.touchSession(sid, 2000);
    expect((await store.getSession(sid))?.lastSeen).toBe(2000);
    await store.setPassword('alice', await hashPassword('new-pass'), 3000);
    expect((await store.getSession(sid))?.revokedAt).toBe(3000);

    const sid2 = await store.createSession('bob');
    expect(await store.removeAccount('bob')).toBe(true);
    expect(await store.getSession(sid2)).toBeUndefined();
    expect(await store.removeAccount('bob')).toBe(false);
  });

  it.skipIf(backend.skip)('throttle: failures counted per key inside the window', async () => {
    for (const t of [100, 200, 300]) await store.recordFailure('u|1.2.3.4', t);
    await store.recordFailure('other', 250);
    expect(await store.failuresSince('u|1.2.3.4', 150)).toEqual([200, 300]);
    await store.clearFailures('u|1.2.3.4');
    expect(await store.failuresSince('u|1.2.3.4', 0)).toEqual([]);
  });

  it.skipIf(backend.skip)('audit: newest first, filters and cursor paging', async () => {
    const base = Date.parse('2026-01-01T00:00:00Z');
    for (let i = 0; i < 25; i++) {
      await store.appendAudit(
        {
          username: i % 2 ? 'alice' : 'bob',
          role: 'admin',
          tenantId: i % 3 ? 't1' : 't2',
          operation: i % 5 ? 'groups.create' : 'auth.login',
          method: 'POST',
          path: '/x',
          targetIds: { groupId: `g${i}` },
          outcome: i % 4 ? 'success' : 'failure',
          status: i % 4 ? 201 : 400,
          requestId: `r${i}`,
        },
        base + i * 1000,
      );
    }
    const page1 = await store.queryAudit({ limit: 10 });
    expect(page1.entries).toHaveLength(10);
    expect(page1.entries[0]!.requestId).toBe('r24');
    const page2 = await store.queryAudit({ limit: 10, cursor: page1.nextCursor! });
    const page3 = await store.queryAudit({ limit: 10, cursor: page2.nextCursor! });
    expect(page3.entries).toHaveLength(5);
    expect(page3.nextCursor).toBeNull();
    const all = [...page1.entries, ...page2.entries, ...page3.entries].map((e) => e.requestId);
    expect(new Set(all).size).toBe(25);
    const ats = [...page1.entries, ...page2.entries, ...page3.entries].map((e) => e.at);
    expect([...ats].sort().reverse()).toEqual(ats);

    const f = await store.queryAudit({
      limit: 100,
      user: 'alice',
      tenant: 't1',
      outcome: 'success',
    });
    expect(f.entries.length).toBeGreaterThan(0);
    for (const e of f.entries)
      expect(e).toMatchObject({ username: 'alice', tenantId: 't1', outcome: 'success' });
    const r = await store.queryAudit({
      limit: 100,
      from: new Date(base + 5000).toISOString(),
      to: new Date(base + 9000).toISOString(),
      operation: 'groups.create',
    });
    expect(r.entries.map((e) => e.requestId)).toEqual(['r9', 'r8', 'r7', 'r6']);
    expect(r.entries[0]!.targetIds).toEqual({ groupId: 'g9' });
  });
});

describe('the BFF on PostgreSQL', () => {
  it.skipIf(!pgUp)('signs in and writes its audit log through DATABASE_URL', async () => {
    const { startBff } = await import('../server.js');
    const { Client } = await import('../test-helpers.js');
    const schema = `bff_app_${process.pid}_${Date.now().toString(36)}`;
    const dir = await mkdtemp(path.join(tmpdir(), 'bff-pg-'));
    const prepared = await Store.open({ dataDir: dir, databaseUrl: PG_URL, pgSchema: schema });
    await prepared.close();
    const url = `${PG_URL}?options=${encodeURIComponent(`-c search_path=${schema}`)}`;
    const bff = await startBff({
      env: { DATA_DIR: dir, PORT: '0', LOG_LEVEL: 'silent', DATABASE_URL: url, WEB_DIST: dir },
      platform: { dataDir: path.join(dir, 'platform'), port: 0 },
    });
    try {
      expect(bff.store.dialect).toBe('postgres');
      const c = new Client(bff.url);
      expect((await c.login('admin', 'wrong')).status).toBe(401);
      expect((await c.login('admin', 'admin-demo')).status).toBe(204);
      expect((await c.get('/api/t/nordrevision/companies')).status).toBe(200);
      const log = await c.get<{ entries: { operation: string; outcome: string }[] }>('/api/audit');
      expect(log.body.entries.map((e) => `${e.operation}:${e.outcome}`)).toEqual([
        'auth.login:success',
        'auth.login:failure',
      ]);
    } finally {
      await bff.close();
      await dropPgSchema(PG_URL, schema);
      await rm(dir, { recursive: true, force: true });
    }
  });
});
