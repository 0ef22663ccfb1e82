/** The BFF on PostgreSQL, and the store when its database fails (connections lost, refused, busy). */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Store, StoreUnavailableError } from './index.js';
import { createTestDatabase, pgAdminUrl, Relay } from '../../test/test-pg.js';

const PG_ADMIN = await pgAdminUrl();
const pgUp = PG_ADMIN !== undefined;

describe('the BFF on PostgreSQL', () => {
  it.skipIf(!pgUp)('signs in and writes its audit log through DATABASE_URL', async () => {
    const { startBff } = await import('../server.js');
    const { Client } = await import('../../test/bff-helpers.js');
    const db = await createTestDatabase(PG_ADMIN!, 'bff_app');
    const dir = await mkdtemp(path.join(tmpdir(), 'bff-pg-'));
    const bff = await startBff({
      env: { DATA_DIR: dir, PORT: '0', LOG_LEVEL: 'silent', DATABASE_URL: db.url, WEB_DIST: dir },
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
      await db.drop();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('the store when its database fails', () => {
  it.skipIf(!pgUp)(
    'PostgreSQL: connections killed while idle and in the middle of a query fail that query, not the process',
    async () => {
      const pg = (await import('pg')).default;
      const db = await createTestDatabase(PG_ADMIN!, 'bff_kill');
      const lost: string[] = [];
      const store = await Store.open({
        dataDir: tmpdir(),
        databaseUrl: db.url,
        onConnectionError: (err) => lost.push(err.message),
      });
      const holder = new pg.Client({ connectionString: db.url });
      holder.on('error', () => undefined);
      try {
        // Idle pooled connections killed: the pool drops them, the next query opens a new one.
        expect(await store.accounts.count()).toBe(0);
        expect(await db.terminateConnections()).toBeGreaterThan(0);
        await waitFor(() => lost.length > 0);
        expect(await store.accounts.count()).toBe(0);

        // A connection killed while its query waits (for the throttle's lock on the key, held
        // here): the query fails with StoreUnavailableError; the pool carries on.
        await holder.connect();
        const pid = (await holder.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!
          .pid;
        await holder.query('select pg_advisory_lock($1, hashtext($2))', [0x4c43_0001, 'k|1']);
        const waiting = store.signinThrottle.reserve('k|1', Date.now(), 60_000, 5);
        waiting.catch(() => undefined);
        await waitFor(async () => {
          const r = await holder.query(
            "select count(*)::int as n from pg_stat_activity where datname = $1 and wait_event_type = 'Lock'",
            [db.name],
          );
          return (r.rows[0] as { n: number }).n > 0;
        });
        lost.length = 0;
        await db.terminateConnections(pid);
        const err = await waiting.then(
          () => undefined,
          (e: unknown) => e,
        );
        expect(err).toBeInstanceOf(StoreUnavailableError);
        expect((err as StoreUnavailableError).kind).toBe('connection lost');
        await waitFor(() => lost.length > 0);
        await holder.query('select pg_advisory_unlock_all()');
        expect(await store.signinThrottle.reserve('k|1', Date.now(), 60_000, 5)).toEqual({
          ok: true,
        });
      } finally {
        await holder.end().catch(() => undefined);
        await store.close();
        await db.drop();
      }
    },
  );

  it.skipIf(!pgUp)(
    'PostgreSQL: a silent connection times out as unavailable, refused ones are unavailable, and it comes back',
    async () => {
      const db = await createTestDatabase(PG_ADMIN!, 'bff_relay');
      const relay = await new Relay().listen();
      const store = await Store.open({
        dataDir: tmpdir(),
        databaseUrl: db.urlVia('127.0.0.1', relay.port),
        queryTimeoutMs: 500,
        connectTimeoutMs: 500,
      });
      try {
        expect(await store.accounts.count()).toBe(0);
        relay.silent();
        await expect(store.accounts.count()).rejects.toMatchObject({
          name: 'StoreUnavailableError',
          kind: 'timed out',
        });
        expect(await store.ping(300)).toMatchObject({ ready: false, kind: 'timed out' });
        relay.down();
        const refused = await store.accounts.count().catch((e: unknown) => e);
        expect(refused).toBeInstanceOf(StoreUnavailableError);
        expect(await store.ping(2000)).toMatchObject({ ready: false });
        relay.up();
        expect(await store.accounts.count()).toBe(0);
        expect(await store.ping(2000)).toEqual({ ready: true });
      } finally {
        await store.close();
        await relay.close();
        await db.drop();
      }
    },
  );

  it("SQLite: a write that meets another writer's lock is unavailable (busy), then works", async () => {
    const Database = (await import('better-sqlite3')).default;
    const dir = await mkdtemp(path.join(tmpdir(), 'bff-busy-'));
    const store = await Store.open({ dataDir: dir, busyTimeoutMs: 50 });
    const other = new Database(path.join(dir, 'bff.sqlite'));
    try {
      other.exec('BEGIN IMMEDIATE');
      const err = await store.signinThrottle
        .reserve('k', Date.now(), 60_000, 5)
        .catch((e: unknown) => e);
      expect(err).toBeInstanceOf(StoreUnavailableError);
      expect((err as StoreUnavailableError).kind).toBe('busy');
      // Readers are not blocked by a writer (WAL).
      expect(await store.ping(2000)).toEqual({ ready: true });
      other.exec('COMMIT');
      expect(await store.signinThrottle.reserve('k', Date.now(), 60_000, 5)).toEqual({ ok: true });
    } finally {
      other.close();
      await store.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

async function waitFor(cond: () => boolean | Promise<boolean>, ms = 10_000) {
  const until = Date.now() + ms;
  while (!(await cond())) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 25));
  }
}
