/**
 * Invitation resends (issue #35, item 2): a resend V1 accepted through the proxy is kept in the
 * BFF's store (who, when; SQLite and PostgreSQL), read back through `GET /api/invitation-resends`
 * (admins, within the account's tenants), and an invitation waits from its last sending: the
 * overview's count of invitations pending over 14 days (`GET /api/attention/invitations`) drops.
 * Against the demo platform, whose invitations were made on 2025-01-15.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvitationResend, InvitationsAttention } from '@ledger/contract';
import { NIL_V4, startTestBff } from '../test/bff-helpers.js';
import type { Client, TestBff } from '../test/bff-helpers.js';
import { createTestDatabase, pgAdminUrl } from '../test/test-pg.js';
import type { TestDatabase } from '../test/test-pg.js';

const PG_ADMIN = await pgAdminUrl();
const T = '/api/t/nordrevision';
const DAY = 86_400_000;
/** An administrator of the other demo firm only. */
const SVEN = {
  username: 'sven',
  password: 'sven-admin-1',
  role: 'admin',
  tenants: ['sydekonomi'],
} as const;

interface Invitation {
  id: string;
  email: string;
  createdTimestamp?: number;
}
interface AuditEntries {
  entries: { operation: string; targetIds: Record<string, string>; bulkRunId?: string | null }[];
}

describe.each([
  { name: 'SQLite', pg: false },
  { name: 'PostgreSQL', pg: true },
])('invitation resends on $name', ({ pg }) => {
  let bff: TestBff;
  let db: TestDatabase | undefined;
  let admin: Client;
  let invitations: Invitation[];
  const skip = () => pg && !PG_ADMIN;

  const resends = (c: Client, tenant = 'nordrevision') =>
    c.get<InvitationResend[]>(`/api/invitation-resends?tenant=${tenant}`);
  const stale = (c: Client, tenant = 'nordrevision') =>
    c.get<InvitationsAttention>(`/api/attention/invitations?tenant=${tenant}`);
  const idOf = (local: string) =>
    invitations.find((i) => i.email === `${local}@nordrevision.se`)!.id;
  const resendAudits = async (userId: string) =>
    (
      await admin.get<AuditEntries>(
        '/api/audit?tenant=nordrevision&operation=invitations.resend&limit=500',
      )
    ).body.entries.filter((e) => e.targetIds.userId === userId);

  beforeAll(async () => {
    if (skip()) return;
    db = pg ? await createTestDatabase(PG_ADMIN!, 'bff_resends') : undefined;
    bff = await startTestBff(db ? { DATABASE_URL: db.url } : {}, {}, { accounts: [SVEN] });
    admin = bff.client();
    expect((await admin.login('admin', 'admin-demo')).status).toBe(204);
    invitations = (await admin.get<Invitation[]>(`${T}/invitations`)).body;
  });
  afterAll(async () => {
    await bff?.close();
    await db?.drop();
  });

  it('a resend is recorded with the account and the time; the count of old ones drops by one', async () => {
    if (skip()) return;
    const old = invitations.filter(
      (i) => i.createdTimestamp !== undefined && Date.now() - i.createdTimestamp > 14 * DAY,
    );
    expect(old.length).toBeGreaterThanOrEqual(2); // the demo's, invited on 2025-01-15
    const before = await stale(admin);
    expect(before.status, before.text).toBe(200);
    expect(before.headers.get('cache-control')).toBe('no-store');
    expect(before.body).toEqual({ days: 14, count: old.length });
    expect((await resends(admin)).body).toEqual([]);

    const karin = idOf('karin.wahlqvist');
    const from = Date.now();
    const sent = await admin.request('POST', `${T}/invitations/${karin}/resend`);
    expect(sent.status, sent.text).toBe(204);
    const recorded = await resends(admin);
    expect(recorded.status).toBe(200);
    expect(recorded.body).toEqual([
      { userId: karin, resentAt: expect.any(String) as unknown, resentBy: 'admin' },
    ]);
    const at = Date.parse(recorded.body[0]!.resentAt);
    expect(at).toBeGreaterThanOrEqual(from - 1000);
    expect(at).toBeLessThanOrEqual(Date.now() + 1000);

    expect((await stale(admin)).body).toEqual({ days: 14, count: old.length - 1 });
    // V1 still says when it was invited: the console's record is what moved.
    const listed = (await admin.get<Invitation[]>(`${T}/invitations`)).body;
    expect(listed.find((i) => i.id === karin)?.createdTimestamp).toBe(
      invitations.find((i) => i.id === karin)?.createdTimestamp,
    );
    // The proxy's one audit entry, no other.
    expect(await resendAudits(karin)).toHaveLength(1);

    // Again: the record is the last resend, still one per invitation.
    const again = await admin.request('POST', `${T}/invitations/${karin}/resend`);
    expect(again.status).toBe(204);
    const last = (await resends(admin)).body;
    expect(last).toHaveLength(1);
    expect(Date.parse(last[0]!.resentAt)).toBeGreaterThanOrEqual(at);
    expect(await resendAudits(karin)).toHaveLength(2);
    expect((await stale(admin)).body.count).toBe(old.length - 1);
  });

  it('a resend V1 refuses records nothing', async () => {
    if (skip()) return;
    const refused = await admin.request('POST', `${T}/invitations/${NIL_V4}/resend`);
    expect(refused.status).toBe(404);
    expect((await resends(admin)).body.map((r) => r.userId)).not.toContain(NIL_V4);
  });

  it('a bulk resend records each invitation', async () => {
    if (skip()) return;
    const ids = [idOf('lars.forsgren'), idOf('maja.sundqvist')];
    const run = await admin.request<{ id: string }>('POST', '/api/bulk-runs', {
      json: { tenant: 'nordrevision', action: 'resendInvitations', total: ids.length },
    });
    expect(run.status, run.text).toBe(201);
    for (const id of ids) {
      const r = await admin.request('POST', `${T}/invitations/${id}/resend`, {
        headers: { 'x-bulk-run': run.body.id },
      });
      expect(r.status, r.text).toBe(204);
    }
    const recorded = (await resends(admin)).body;
    for (const id of ids)
      expect(recorded.find((r) => r.userId === id)).toMatchObject({ resentBy: 'admin' });
    // Every demo invitation of the firm has now been sent within the last 14 days.
    expect((await stale(admin)).body.count).toBe(0);
    // Each call of the run is audited once, under the run.
    for (const id of ids) {
      const entries = await resendAudits(id);
      expect(entries.map((e) => e.bulkRunId)).toEqual([run.body.id]);
    }
  });

  it("is the admin's, within the account's tenants", async () => {
    if (skip()) return;
    const auditor = bff.client();
    expect((await auditor.login('auditor', 'auditor-demo')).status).toBe(204);
    for (const r of [await resends(auditor), await stale(auditor)]) {
      expect(r.status).toBe(403);
      expect(r.body).toMatchObject({ code: 'forbidden_role' });
    }

    const sven = bff.client();
    expect((await sven.login(SVEN.username, SVEN.password)).status).toBe(204);
    for (const r of [await resends(sven), await stale(sven)]) {
      expect(r.status).toBe(403);
      expect(r.body).toMatchObject({
        code: 'tenant_not_allowed',
        params: { tenantId: 'nordrevision' },
      });
    }
    // Its own firm's: none of the other firm's records.
    const own = await resends(sven, 'sydekonomi');
    expect(own).toMatchObject({ status: 200, body: [] });
    expect((await stale(sven, 'sydekonomi')).body.count).toBeGreaterThan(0);
    // The demo admin works in both: the same, firm by firm.
    expect((await resends(admin, 'sydekonomi')).body).toEqual([]);

    const bad = await admin.get<{ code: string }>('/api/invitation-resends');
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('invalid_request');
  });
});
