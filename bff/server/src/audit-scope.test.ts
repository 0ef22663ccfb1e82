/**
 * The audit log through the API is its reader's own: one firm's administrator sees its tenants'
 * entries and its own sign-ins, never another firm's entries or another account's (issue 31,
 * item 6). On SQLite, and on PostgreSQL when one is usable.
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
    "shows an administrator its tenants' entries and its own sign-ins, nothing else",
    async () => {
      db = _name === 'PostgreSQL' ? await createTestDatabase(PG_ADMIN!) : undefined;
      bff = await startTestBff(db ? { DATABASE_URL: db.url } : {}, {}, { accounts: [NORA] });
      // The demo administrator works in both firms.
      const both = bff.client();
      expect((await both.login('admin', 'admin-demo')).status).toBe(204);
      for (const tenant of ['sydekonomi', 'nordrevision']) {
        const run = await both.request('POST', '/api/bulk-runs', {
          json: { tenant, action: 'grantAccess', total: 1 },
        });
        expect(run.status, run.text).toBe(201);
      }

      const nora = bff.client();
      expect((await nora.login(NORA.username, NORA.password)).status).toBe(204);
      const other = await nora.get<{ code: string }>('/api/audit?tenant=sydekonomi');
      expect(other.status).toBe(403);
      expect(other.body.code).toBe('tenant_not_allowed');

      const all = await nora.get<{ entries: Entry[] }>('/api/audit?limit=200');
      expect(all.status).toBe(200);
      const seen = all.body.entries;
      expect(seen.some((e) => e.tenantId === 'nordrevision' && e.username === 'admin')).toBe(true);
      expect(seen.some((e) => e.tenantId === null && e.username === 'nora')).toBe(true);
      const foreign = seen.filter(
        (e) => !(e.tenantId === 'nordrevision' || (e.tenantId === null && e.username === 'nora')),
      );
      expect(foreign).toEqual([]);

      // The demo administrator's view still holds both firms and its own sign-in.
      const wide = await both.get<{ entries: Entry[] }>('/api/audit?limit=200');
      const tenants = new Set(wide.body.entries.map((e) => e.tenantId));
      expect(tenants).toEqual(new Set(['sydekonomi', 'nordrevision', null]));
      expect(
        wide.body.entries.filter((e) => e.tenantId === null).map((e) => e.username),
      ).not.toContain('nora');
    },
  );
});
