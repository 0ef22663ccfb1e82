import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadRecord } from '@ledger/contract';
import { Store } from './index.js';
import { createTestDatabase, pgAdminUrl } from '../../test/test-pg.js';
import { hashPassword, verifyPassword } from '../auth/passwords.js';

const PG_ADMIN = await pgAdminUrl();
const pgUp = PG_ADMIN !== undefined;

interface Backend {
  name: string;
  skip: boolean;
  /** The store, a second one on the same database (another instance), and the clean-up. */
  open(): Promise<{ store: Store; second(): Promise<Store>; cleanup(): Promise<void> }>;
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
        second: () => Store.open({ dataDir: dir }),
        cleanup: async () => (await store.close(), await rm(dir, { recursive: true, force: true })),
      };
    },
  },
  {
    name: 'postgres',
    skip: !pgUp,
    async open() {
      const db = await createTestDatabase(PG_ADMIN!, 'bff_store');
      const store = await Store.open({ dataDir: tmpdir(), databaseUrl: db.url });
      return {
        store,
        second: () => Store.open({ dataDir: tmpdir(), databaseUrl: db.url }),
        cleanup: async () => {
          await store.close();
          await db.drop();
        },
      };
    },
  },
];

describe.each(backends)('store on $name', (backend) => {
  let store: Store;
  let second: () => Promise<Store>;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    if (backend.skip) return;
    ({ store, second, cleanup } = await backend.open());
  });
  afterAll(async () => {
    if (!backend.skip) await cleanup();
  });

  it.skipIf(backend.skip)('accounts: add, get, list, passwd revokes sessions, remove', async () => {
    const hash = await hashPassword('s3cret-pass');
    await store.accounts.add({
      username: 'alice',
      passwordHash: hash,
      role: 'admin',
      tenants: ['t1', 't2'],
    });
    await store.accounts.add({
      username: 'bob',
      passwordHash: hash,
      role: 'auditor',
      tenants: ['t1'],
    });
    await expect(
      store.accounts.add({ username: 'bob', passwordHash: hash, role: 'auditor', tenants: [] }),
    ).rejects.toThrow();
    const a = await store.accounts.find('alice');
    expect(a).toMatchObject({ username: 'alice', role: 'admin', tenants: ['t1', 't2'] });
    expect(await verifyPassword('s3cret-pass', a!.passwordHash)).toBe(true);
    expect(await verifyPassword('wrong', a!.passwordHash)).toBe(false);
    expect((await store.accounts.list()).map((x) => x.username)).toEqual(['alice', 'bob']);
    expect(await store.accounts.count()).toBe(2);

    const sid = await store.sessions.create('alice', 1000);
    expect(await store.sessions.find(sid)).toMatchObject({
      username: 'alice',
      createdAt: 1000,
      revokedAt: null,
      role: 'admin',
    });
    await store.sessions.touch(sid, 2000);
    expect((await store.sessions.find(sid))?.lastSeen).toBe(2000);
    await store.accounts.setPassword('alice', await hashPassword('new-pass'), 3000);
    expect((await store.sessions.find(sid))?.revokedAt).toBe(3000);

    const sid2 = await store.sessions.create('bob');
    expect(await store.access.removeAccount('bob')).toBe('ok');
    expect(await store.sessions.find(sid2)).toBeUndefined();
    expect(await store.access.removeAccount('bob')).toBe('missing');
  });

  it.skipIf(backend.skip)(
    'a change over several repositories is one transaction; revocations are told on commit',
    async () => {
      const told: unknown[] = [];
      const stop = store.onRevoke((r) => told.push(r));
      const hash = await hashPassword('tx-pass-123');
      await store.accounts.add({
        username: 'tx-user',
        passwordHash: hash,
        role: 'admin',
        tenants: [],
      });
      const sid = await store.sessions.create('tx-user', 1000);
      await store.mfa.replaceRecoveryCodes('tx-user', ['r1'], 1000);
      const failed = store.transaction(async (tx) => {
        await tx.accounts.setPassword('tx-user', 'other-hash', 2000);
        expect(told).toEqual([]);
        // A repository's own transaction joins this one (remove opens one of its own).
        expect(await tx.access.removeAccount('tx-user', 2000)).toBe('ok');
        throw new Error('stop here');
      });
      await expect(failed).rejects.toThrow('stop here');
      expect(told).toEqual([]);
      expect((await store.accounts.find('tx-user'))?.passwordHash).toBe(hash);
      expect((await store.sessions.find(sid))?.revokedAt).toBeNull();
      expect((await store.mfa.secondFactors('tx-user')).recoveryCodesLeft).toBe(1);

      expect(await store.access.removeAccount('tx-user', 3000)).toBe('ok');
      expect(told).toEqual([{ username: 'tx-user' }]);
      expect(await store.sessions.find(sid)).toBeUndefined();
      expect((await store.mfa.secondFactors('tx-user')).recoveryCodesLeft).toBe(0);
      stop();
    },
  );

  it.skipIf(backend.skip)('throttle: attempts reserved per key inside the window', async () => {
    const W = 1000;
    for (const t of [100, 200, 300])
      expect(await store.signinThrottle.reserve('u|1.2.3.4', t, W, 3)).toEqual({ ok: true });
    expect(await store.signinThrottle.reserve('other', 250, W, 3)).toEqual({ ok: true });
    // Full: refused, told to come back when the oldest of the three leaves the window.
    expect(await store.signinThrottle.reserve('u|1.2.3.4', 400, W, 3)).toEqual({
      ok: false,
      retryAfterMs: 100 + W - 400,
    });
    expect(await store.signinThrottle.failuresSince('u|1.2.3.4', 150)).toEqual([200, 300]);
    // The oldest has left the window: one more.
    expect(await store.signinThrottle.reserve('u|1.2.3.4', 1150, W, 3)).toEqual({ ok: true });
    await store.signinThrottle.clear('u|1.2.3.4');
    expect(await store.signinThrottle.failuresSince('u|1.2.3.4', 0)).toEqual([]);
    expect(await store.signinThrottle.failuresSince('other', 0)).toEqual([250]);
  });

  it.skipIf(backend.skip)(
    'throttle: 20 reservations at once over two stores on one database get exactly 5',
    async () => {
      const other = await second();
      try {
        const now = Date.now();
        const results = await Promise.all(
          Array.from({ length: 20 }, (_, i) =>
            (i % 2 ? other : store).signinThrottle.reserve('race|10.0.0.1', now, 60_000, 5),
          ),
        );
        expect(results.filter((r) => r.ok)).toHaveLength(5);
        for (const r of results.filter((r) => !r.ok))
          expect(r).toMatchObject({ ok: false, retryAfterMs: 60_000 });
        expect(
          await store.signinThrottle.failuresSince('race|10.0.0.1', now - 60_000),
        ).toHaveLength(5);
      } finally {
        await other.close();
      }
    },
  );

  it.skipIf(backend.skip)('ping answers ready', async () => {
    expect(await store.ping(2000)).toEqual({ ready: true });
  });

  it.skipIf(backend.skip)('audit: newest first, filters and cursor paging', async () => {
    const base = Date.parse('2026-01-01T00:00:00Z');
    for (let i = 0; i < 25; i++) {
      await store.audit.append(
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
    const page1 = await store.audit.query({ limit: 10 });
    expect(page1.entries).toHaveLength(10);
    expect(page1.entries[0]!.requestId).toBe('r24');
    const page2 = await store.audit.query({ limit: 10, cursor: page1.nextCursor! });
    const page3 = await store.audit.query({ limit: 10, cursor: page2.nextCursor! });
    expect(page3.entries).toHaveLength(5);
    expect(page3.nextCursor).toBeNull();
    const all = [...page1.entries, ...page2.entries, ...page3.entries].map((e) => e.requestId);
    expect(new Set(all).size).toBe(25);
    const ats = [...page1.entries, ...page2.entries, ...page3.entries].map((e) => e.at);
    expect([...ats].sort().reverse()).toEqual(ats);

    const f = await store.audit.query({
      limit: 100,
      user: 'alice',
      tenant: 't1',
      outcome: 'success',
    });
    expect(f.entries.length).toBeGreaterThan(0);
    for (const e of f.entries)
      expect(e).toMatchObject({ username: 'alice', tenantId: 't1', outcome: 'success' });
    const r = await store.audit.query({
      limit: 100,
      from: new Date(base + 5000).toISOString(),
      to: new Date(base + 9000).toISOString(),
      operation: 'groups.create',
    });
    expect(r.entries.map((e) => e.requestId)).toEqual(['r9', 'r8', 'r7', 'r6']);
    expect(r.entries[0]!.targetIds).toEqual({ groupId: 'g9' });
  });

  it.skipIf(backend.skip)('uploads: recorded per tenant and company, newest first', async () => {
    const upload = (fileId: string, at: string, over: Partial<UploadRecord> = {}) => ({
      fileId,
      companyDurableKey: 'c1',
      name: `${fileId}.se`,
      size: 1234,
      username: 'alice',
      uploadedAt: at,
      status: 'pending',
      ...over,
    });
    await store.uploads.record('t1', upload('f1', '2026-01-01T10:00:00.000Z'));
    await store.uploads.record('t1', upload('f2', '2026-01-02T10:00:00.000Z', { size: null }));
    await store.uploads.record(
      't1',
      upload('f3', '2026-01-03T10:00:00.000Z', { companyDurableKey: 'c2' }),
    );
    await store.uploads.record('t2', upload('f4', '2026-01-04T10:00:00.000Z'));
    // The same file answered again replaces its record.
    await store.uploads.record(
      't1',
      upload('f1', '2026-01-01T10:00:00.000Z', { status: 'verified' }),
    );
    const listed = await store.uploads.list('t1', 'c1');
    expect(listed).toEqual([
      upload('f2', '2026-01-02T10:00:00.000Z', { size: null }),
      upload('f1', '2026-01-01T10:00:00.000Z', { status: 'verified' }),
    ]);
    // Another instance on the same database sees them.
    const other = await second();
    try {
      expect(await other.uploads.list('t2', 'c1')).toHaveLength(1);
    } finally {
      await other.close();
    }
  });
  it.skipIf(backend.skip)(
    'uploads: statuses kept current per tenant; the ones that need doing, counted',
    async () => {
      const rec = (fileId: string, at: string, status = 'pending') => ({
        fileId,
        companyDurableKey: 'k1',
        name: `${fileId}.se`,
        size: 1,
        username: 'bo',
        uploadedAt: at,
        status,
      });
      await store.uploads.record('s1', rec('a', '2026-03-01T10:00:00.000Z'));
      await store.uploads.record('s1', rec('b', '2026-03-02T10:00:00.000Z'));
      await store.uploads.record('s1', rec('c', '2026-03-03T10:00:00.000Z'));
      await store.uploads.record('s1', rec('old', '2026-01-01T10:00:00.000Z', 'corrupt'));
      await store.uploads.record('s2', rec('a', '2026-03-01T10:00:00.000Z'));
      const changed = await store.uploads.updateStatuses('s1', [
        { fileId: 'a', status: 'corrupt' },
        { fileId: 'b', status: 'parsed' },
        { fileId: 'c', status: 'verified' },
        { fileId: 'not-ours', status: 'corrupt' },
      ]);
      expect(changed).toBe(3);
      // The same statuses again write nothing; the other tenant's file of the same id is untouched.
      expect(await store.uploads.updateStatuses('s1', [{ fileId: 'a', status: 'corrupt' }])).toBe(
        0,
      );
      expect((await store.uploads.list('s2', 'k1'))[0]!.status).toBe('pending');
      const found = await store.uploads.withStatus(
        's1',
        ['corrupt', 'parsed'],
        '2026-02-01T00:00:00.000Z',
        1,
      );
      expect(found.counts).toEqual({ corrupt: 1, parsed: 1 });
      expect(found.items).toEqual([rec('b', '2026-03-02T10:00:00.000Z', 'parsed')]);
      expect(
        (await store.uploads.withStatus('s3', ['corrupt'], '2026-01-01T00:00:00.000Z', 5)).counts,
      ).toEqual({ corrupt: 0 });
    },
  );

  it.skipIf(backend.skip)("audit: counts a tenant's entries since a time", async () => {
    const entry = (tenantId: string) => ({
      username: 'bo',
      role: 'admin',
      tenantId,
      operation: 'createGroup',
      method: 'POST',
      path: '/x',
      targetIds: {},
      outcome: 'success' as const,
      status: 200,
      requestId: null,
    });
    await store.audit.append(entry('count-a'), Date.parse('2026-05-01T10:00:00.000Z'));
    await store.audit.append(entry('count-a'), Date.parse('2026-05-03T10:00:00.000Z'));
    await store.audit.append(entry('count-b'), Date.parse('2026-05-03T10:00:00.000Z'));
    expect(await store.audit.count('count-a', '2026-05-02T00:00:00.000Z')).toBe(1);
    expect(await store.audit.count('count-a', '2026-04-01T00:00:00.000Z')).toBe(2);
    expect(await store.audit.count('count-c', '2026-04-01T00:00:00.000Z')).toBe(0);
  });

  it.skipIf(backend.skip)(
    'second factors: a TOTP step and a recovery code once each, challenges expire, reset',
    async () => {
      const u = 'mfa-store';
      await store.accounts.add({ username: u, passwordHash: 'x', role: 'admin', tenants: ['t1'] });
      expect(await store.mfa.secondFactors(u)).toEqual({
        passkeys: 0,
        totp: false,
        recoveryCodesLeft: 0,
      });
      await store.mfa.addPasskey({
        id: 'cred-1',
        username: u,
        publicKey: 'pk',
        counter: 0,
        transports: ['internal'],
        name: 'Laptop',
      });
      await store.mfa.usePasskey('cred-1', 7, 5_000);
      expect(await store.mfa.listPasskeys(u)).toMatchObject([
        { id: 'cred-1', counter: 7, transports: ['internal'], name: 'Laptop', lastUsedAt: 5_000 },
      ]);
      await store.mfa.setTotp(u, 'sealed', 100);
      expect(await store.mfa.useTotpStep(u, 100)).toBe(false);
      expect(await store.mfa.useTotpStep(u, 101)).toBe(true);
      expect(await store.mfa.useTotpStep(u, 101)).toBe(false);
      await store.mfa.replaceRecoveryCodes(u, ['h1', 'h2']);
      expect(await store.mfa.useRecoveryCode(u, 'h1')).toBe(true);
      expect(await store.mfa.useRecoveryCode(u, 'h1')).toBe(false);
      expect(await store.mfa.useRecoveryCode('someone-else', 'h2')).toBe(false);
      expect(await store.mfa.secondFactors(u)).toEqual({
        passkeys: 1,
        totp: true,
        recoveryCodesLeft: 1,
      });

      await store.mfa.putChallenge({
        id: 'c1',
        username: u,
        stage: 'verify',
        createdAt: 0,
        expiresAt: 1_000,
        webauthnChallenge: null,
        totpSecret: null,
      });
      expect(await store.mfa.failChallenge('c1')).toBe(1);
      expect((await store.mfa.getChallenge('c1', 500))?.attempts).toBe(1);
      expect(await store.mfa.getChallenge('c1', 1_000)).toBeUndefined();

      expect(await store.access.removeAccount(u)).toBe('ok');
      expect(await store.mfa.secondFactors(u)).toEqual({
        passkeys: 0,
        totp: false,
        recoveryCodesLeft: 0,
      });
    },
  );
});
