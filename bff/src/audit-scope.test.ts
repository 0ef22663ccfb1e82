/**
 * The audit log through the API is its reader's own: one firm's administrator sees its tenants'
 * entries and the sign-ins of its firm's people (accounts wholly within its tenants), never
 * another firm's entries or sign-ins (issue 31, item 6). On SQLite, and on PostgreSQL.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { startTestBff, type TestBff } from '../test/bff-helpers.js';
import { createTestDatabase, pgAdminUrl, type TestDatabase } from '../test/test-pg.js';

interface Entry {
  tenantId: string | null;
  username: string;
  operation: string;
}

const NORA = {
  username: 'nora',
  password: 'nora-admin-1',
  role: 'admin',
  tenants: ['nordrevision'],
} as const;
const SVEN = { ...NORA, username: 'sven', password: 'sven-admin-1', tenants: ['sydekonomi'] };
const PG_ADMIN = await pgAdminUrl();
const stores: [string, boolean][] = [
  ['SQLite', true],
  ['PostgreSQL', !!PG_ADMIN],
];

describe.each(stores)('the audit log on %s', (_name, usable) => {
  let bff: TestBff | undefined;
  let db: TestDatabase | undefined;
  afterAll(async () => {
    await bff?.close();
    await db?.drop();
  });

  it.runIf(usable)(
    "shows an administrator its tenants' entries and its firm's sign-ins, nothing else",
    async () => {
      db = _name === 'PostgreSQL' ? await createTestDatabase(PG_ADMIN!) : undefined;
      bff = await startTestBff(db ? { DATABASE_URL: db.url } : {}, {}, { accounts: [NORA, SVEN] });
      // The demo administrator works in both firms.
      const both = bff.client();
      expect((await both.login('admin', 'admin-demo')).status).toBe(204);
      for (const tenant of ['sydekonomi', 'nordrevision']) {
        const run = await both.request('POST', '/api/bulk-runs', {
          json: { tenant, action: 'grantAccess', total: 1 },
        });
        expect(run.status, run.text).toBe(201);
      }

      expect((await bff.client().login(SVEN.username, SVEN.password)).status).toBe(204);
      expect((await bff.client().login(NORA.username, 'not-the-password')).status).toBe(401);

      const nora = bff.client();
      expect((await nora.login(NORA.username, NORA.password)).status).toBe(204);
      const other = await nora.get<{ code: string }>('/api/audit?tenant=sydekonomi');
      expect(other.status).toBe(403);
      expect(other.body.code).toBe('tenant_not_allowed');

      const all = await nora.get<{ entries: Entry[] }>('/api/audit?limit=200');
      expect(all.status).toBe(200);
      const seen = all.body.entries;
      expect(seen.some((e) => e.tenantId === 'nordrevision' && e.username === 'admin')).toBe(true);
      const ownSignIns = seen.filter((e) => e.tenantId === null && e.username === 'nora');
      expect(ownSignIns.map((e) => e.operation)).toEqual(['auth.login', 'auth.login']);
      // The demo auditor (signed in below) works in nordrevision only: one of the firm's people.
      const auditorSignIns = async () =>
        (await nora.get<{ entries: Entry[] }>('/api/audit?user=auditor')).body.entries;
      expect(await auditorSignIns()).toEqual([]);
      expect((await bff.client().login('auditor', 'auditor-demo')).status).toBe(204);
      expect((await auditorSignIns()).map((e) => [e.tenantId, e.operation])).toEqual([
        [null, 'auth.login'],
      ]);
      const foreign = seen.filter(
        (e) =>
          e.tenantId === 'sydekonomi' ||
          (e.tenantId === null && ['admin', 'sven'].includes(e.username)),
      );
      expect(foreign).toEqual([]);
      expect(seen.every((e) => e.tenantId === 'nordrevision' || e.tenantId === null)).toBe(true);

      // The demo administrator works in both firms: it sees both, and everyone's sign-ins.
      const wide = await both.get<{ entries: Entry[] }>('/api/audit?limit=200');
      const tenants = new Set(wide.body.entries.map((e) => e.tenantId));
      expect(tenants).toEqual(new Set(['sydekonomi', 'nordrevision', null]));
      const signedIn = new Set(
        wide.body.entries.filter((e) => e.tenantId === null).map((e) => e.username),
      );
      expect(signedIn).toEqual(new Set(['admin', 'nora', 'sven', 'auditor']));

      // The log of one tenant as the web shows it by default: that tenant's entries and the
      // entries without a tenant the reader may see, never the other tenant's.
      const one = await both.get<{ entries: Entry[] }>(
        '/api/audit?tenant=sydekonomi&withoutTenant=1&limit=200',
      );
      expect(one.status, one.text).toBe(200);
      expect(new Set(one.body.entries.map((e) => e.tenantId))).toEqual(
        new Set(['sydekonomi', null]),
      );
      const noraOne = await nora.get<{ entries: Entry[] }>(
        '/api/audit?tenant=nordrevision&withoutTenant=1&limit=200',
      );
      expect(
        noraOne.body.entries.filter((e) => e.tenantId === null).map((e) => e.username),
      ).not.toContain('sven');
      const exact = await both.get<{ entries: Entry[] }>('/api/audit?tenant=sydekonomi&limit=200');
      expect(new Set(exact.body.entries.map((e) => e.tenantId))).toEqual(new Set(['sydekonomi']));
    },
  );
});
