/**
 * The BFF while its store is away: /readyz says so (and which part), requests that need the store
 * answer 503 with the error body (never 500, never a crash), and all is well again once it is
 * back. PostgreSQL is taken away with a TCP relay in front of it; SQLite with another writer.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, pgAdminUrl, Relay } from '../test/test-pg.js';
import type { TestDatabase } from '../test/test-pg.js';
import { startTestBff } from '../test/bff-helpers.js';
import type { Answer, TestBff } from '../test/bff-helpers.js';

const PG_ADMIN = await pgAdminUrl();

interface Readiness {
  status: string | number;
  message?: string;
  requestId?: string;
  checks: Record<string, { ready: boolean; reason?: string }>;
}

async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, ms = 15_000) {
  const until = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (v !== undefined) return v;
    if (Date.now() > until) throw new Error(`not within ${ms} ms: ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A 503 for the store with the error body every BFF error has. */
function expectStore503(r: Answer) {
  expect(r.status, r.text).toBe(503);
  expect(r.body).toMatchObject({
    status: 503,
    code: 'store_unavailable',
    params: { retryAfterS: 5 },
    message: expect.stringMatching(/store is unavailable/),
    requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
  });
  expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
}

describe.skipIf(!PG_ADMIN)('the BFF while its PostgreSQL store is away', () => {
  let db: TestDatabase;
  let relay: Relay;
  let bff: TestBff;

  beforeAll(async () => {
    db = await createTestDatabase(PG_ADMIN!, 'bff_ready');
    relay = await new Relay().listen();
    bff = await startTestBff(
      { DATABASE_URL: db.urlVia('127.0.0.1', relay.port) },
      {},
      { store: { queryTimeoutMs: 1_000, connectTimeoutMs: 1_000 } },
    );
  });
  afterAll(async () => {
    await bff?.close();
    await relay?.close();
    await db?.drop();
  });

  it('/readyz is unready while the store is unreachable, ready again when it returns; requests answer 503, not 500', async () => {
    const c = bff.client();
    const ready = await c.get<Readiness>('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({
      status: 'ready',
      checks: { store: { ready: true }, upstream: { ready: true } },
    });
    const admin = bff.client();
    expect((await admin.login('admin', 'admin-demo')).status).toBe(204);
    expect((await admin.get('/api/t/nordrevision/companies')).status).toBe(200);

    relay.down();
    const unready = await c.get<Readiness>('/readyz');
    expect(unready.status).toBe(503);
    expect(unready.body).toMatchObject({
      status: 503,
      message: expect.stringMatching(/^not ready: store /),
      requestId: expect.any(String),
      checks: { store: { ready: false, reason: expect.any(String) }, upstream: { ready: true } },
    });
    expect((await c.get('/healthz')).status).toBe(200);

    expectStore503(await bff.client().login('admin', 'admin-demo'));
    // A signed-in user: served from the session cache for up to a second, then 503 (the proxy).
    const seen = new Set<number>();
    const proxied = await waitFor('a proxied call answers 503', async () => {
      const r = await admin.get('/api/t/nordrevision/companies');
      seen.add(r.status);
      return r.status === 503 ? r : undefined;
    });
    expectStore503(proxied);
    expect([...seen].filter((s) => s !== 200 && s !== 503)).toEqual([]);
    expectStore503(await admin.get('/auth/session'));

    relay.up();
    await waitFor('/readyz is ready again', async () =>
      (await c.get('/readyz')).status === 200 ? true : undefined,
    );
    expect((await admin.get('/api/t/nordrevision/companies')).status).toBe(200);
    expect((await bff.client().login('auditor', 'auditor-demo')).status).toBe(204);
  });

  it('a store that stops answering: /readyz says so within its deadline, requests 503 once their query times out', async () => {
    const c = bff.client();
    expect((await c.get('/readyz')).status).toBe(200);
    relay.silent();
    const unready = await c.get<Readiness>('/readyz');
    expect(unready.status).toBe(503);
    // A query on a pooled connection times out; a new connection cannot be opened: either way.
    expect(unready.body.checks.store?.ready).toBe(false);
    expect(['timed out', 'unreachable']).toContain(unready.body.checks.store?.reason);
    expectStore503(await bff.client().login('admin', 'admin-demo'));
    relay.up();
    await waitFor('/readyz is ready again', async () =>
      (await c.get('/readyz')).status === 200 ? true : undefined,
    );
    expect((await bff.client().login('admin', 'admin-demo')).status).toBe(204);
  });
});

describe('the BFF while its SQLite store is locked by another writer', () => {
  let bff: TestBff;
  beforeAll(async () => {
    bff = await startTestBff({}, {}, { store: { busyTimeoutMs: 50 } });
  });
  afterAll(() => bff?.close());

  it('a sign-in answers 503 while the lock is held, 204 after', async () => {
    const Database = (await import('better-sqlite3')).default;
    const other = new Database(path.join(bff.dir, 'bff.sqlite'));
    try {
      other.exec('BEGIN IMMEDIATE');
      expectStore503(await bff.client().login('admin', 'admin-demo'));
      // Readers are not held up by a writer: still ready.
      expect((await bff.client().get('/readyz')).status).toBe(200);
      other.exec('COMMIT');
      expect((await bff.client().login('admin', 'admin-demo')).status).toBe(204);
    } finally {
      other.close();
    }
  });
});
