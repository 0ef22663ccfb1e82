/**
 * Console access in the store, on SQLite and PostgreSQL: a set-up link is kept hashed and used
 * once, also when two requests use it at once; the last owner stays, also when two owners demote
 * each other at once.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Store, NO_PASSWORD } from './index.js';
import { createTestDatabase, pgAdminUrl } from '../../test/test-pg.js';
import { setupTokenHash } from './access.js';
import type { OpenedDb } from './db.js';

const PG_ADMIN = await pgAdminUrl();

const backends = [
  { name: 'sqlite', skip: false },
  { name: 'postgres', skip: PG_ADMIN === undefined },
];

describe.each(backends)('console access on $name', (backend) => {
  let store: Store;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    if (backend.skip) return;
    const dir = await mkdtemp(path.join(tmpdir(), 'bff-access-'));
    if (backend.name === 'sqlite') {
      store = await Store.open({ dataDir: dir });
      cleanup = async () => (await store.close(), await rm(dir, { recursive: true, force: true }));
    } else {
      const db = await createTestDatabase(PG_ADMIN!, 'bff_access');
      store = await Store.open({ dataDir: dir, databaseUrl: db.url });
      cleanup = async () => (await store.close(), await db.drop());
    }
  });
  afterAll(() => cleanup?.());

  it.skipIf(backend.skip)('keeps a link hashed and lets it set one password, once', async () => {
    const now = Date.now();
    await store.accounts.add(
      { username: 'p1', passwordHash: NO_PASSWORD, role: 'auditor', tenants: ['t1'] },
      now,
    );
    const { token, expiresAt } = await store.access.createSetupLink('p1', 'owner', 60_000, now);
    expect(expiresAt).toBe(now + 60_000);
    // Only the hash is stored.
    const db = (store as unknown as { opened: OpenedDb }).opened.db;
    const raw = JSON.stringify(await db.selectFrom('setup_links').selectAll().execute());
    expect(raw).not.toContain(token);
    expect(raw).toContain(setupTokenHash(token));

    const both = await Promise.all([
      store.access.useSetupLink(token, 'hash-a', now + 1),
      store.access.useSetupLink(token, 'hash-b', now + 1),
    ]);
    expect(both.filter((r) => r.ok)).toHaveLength(1);
    expect(both.filter((r) => !r.ok)).toEqual([{ ok: false, why: 'used' }]);
    const hash = (await store.accounts.find('p1'))!.passwordHash;
    expect(['hash-a', 'hash-b']).toContain(hash);
    expect(await store.access.inspectSetupLink(token, now + 2)).toEqual({ ok: false, why: 'used' });

    // A new link kills the one before it; a link past its time is refused.
    const first = await store.access.createSetupLink('p1', 'owner', 60_000, now);
    const second = await store.access.createSetupLink('p1', 'owner', 60_000, now);
    expect(await store.access.inspectSetupLink(first.token, now)).toEqual({
      ok: false,
      why: 'used',
    });
    expect(await store.access.inspectSetupLink(second.token, now + 60_000)).toEqual({
      ok: false,
      why: 'expired',
    });
    expect((await store.access.openSetupLinks(now)).get('p1')).toBe(now + 60_000);
  });

  it.skipIf(backend.skip)('keeps one owner when two demote each other at once', async () => {
    for (const u of ['o1', 'o2'])
      await store.accounts.add({ username: u, passwordHash: 'x', role: 'owner', tenants: ['t1'] });
    const before = await store.accounts.countOwners();
    const outcomes = await Promise.all([
      store.access.updateAccess('o1', { role: 'admin', tenants: ['t1'] }),
      store.access.updateAccess('o2', { role: 'admin', tenants: ['t1'] }),
    ]);
    expect(outcomes.sort()).toEqual(['last_owner', 'ok']);
    expect(await store.accounts.countOwners()).toBe(before - 1);
    const left = (await store.accounts.list()).find((a) => a.role === 'owner')!.username;
    expect(await store.access.removeAccount(left)).toBe('last_owner');
  });
});
