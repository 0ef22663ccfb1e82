import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath, operations } from '@ledger/contract';
import type { Operation, OperationId } from '@ledger/contract';
import { createCompany, getToken, client as platformClient } from '@ledger/platform/testing';
import { startTestBff } from '../../test/bff-helpers.js';
import type { Client, TestBff } from '../../test/bff-helpers.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;
const ops = operations as readonly Operation[];
const byId = Object.fromEntries(ops.map((o) => [o.id, o])) as Record<OperationId, Operation>;

/**
 * A Swedish organisation number with a valid Luhn check digit, a new one at each call: random
 * draws for 560 companies met an earlier one about once in a hundred runs (a 409).
 */
let orgNrs = Math.floor(Math.random() * 9e6);
function orgNr(): string {
  const d = `55${String(orgNrs++ % 1e7).padStart(7, '0')}`;
  let sum = 0;
  for (let i = 0; i < 9; i++) {
    let v = Number(d[i]) * (i % 2 === 0 ? 2 : 1);
    if (v > 9) v -= 9;
    sum += v;
  }
  const full = d + ((10 - (sum % 10)) % 10);
  return `${full.slice(0, 6)}-${full.slice(6)}`;
}

let bff: TestBff;
let admin: Client;
beforeAll(async () => {
  bff = await startTestBff();
  admin = bff.client();
});
afterAll(() => bff?.close());

describe('tokens', () => {
  it('500 concurrent cold requests for one tenant cause exactly one token request', async () => {
    expect((await admin.login('admin', 'admin-demo')).status).toBe(204);
    const before = await bff.stats();
    expect(before.tokenRequests['console-demo/nordrevision'] ?? 0).toBe(0);
    const answers = await Promise.all(
      Array.from({ length: 500 }, () => admin.get('/api/t/nordrevision/companies')),
    );
    expect(answers.filter((a) => a.status !== 200).map((a) => a.status)).toEqual([]);
    const after = await bff.stats();
    expect(after.tokenRequests['console-demo/nordrevision']).toBe(1);
    expect(after.requests['GET /companies']).toBe(500);
  });

  it('replaces an expired or revoked token without the browser seeing an error', async () => {
    const platformDb = new Database(path.join(bff.dir, 'platform', 'platform.sqlite'));
    try {
      await admin.get('/api/t/nordrevision/companies');
      const t0 = (await bff.stats()).tokenRequests['console-demo/nordrevision'] ?? 0;
      // Expired: V1 now considers the cached token past its lifetime.
      platformDb.prepare('UPDATE tokens SET expires_at = 1').run();
      const r1 = await admin.get('/api/t/nordrevision/companies');
      expect(r1.status).toBe(200);
      expect((await bff.stats()).tokenRequests['console-demo/nordrevision']).toBe(t0 + 1);
      // Revoked, then an unsafe JSON call: the 401 proves V1 did nothing, so it is replayed once.
      platformDb.prepare('DELETE FROM tokens').run();
      const name = `replayed-${Date.now()}`;
      const groupsBefore = (await bff.stats()).requests['POST /groups'] ?? 0;
      const r2 = await admin.request('POST', '/api/t/nordrevision/groups', { json: { name } });
      expect(r2.status).toBe(200);
      const s = await bff.stats();
      expect(s.tokenRequests['console-demo/nordrevision']).toBe(t0 + 2);
      expect(s.requests['POST /groups']).toBe(groupsBefore + 2); // the 401 and the replay
      const found = await admin.get<{ name: string }[]>('/api/t/nordrevision/groups');
      expect(found.body.filter((g) => g.name === name)).toHaveLength(1);
    } finally {
      platformDb.close();
    }
  });
});

describe('readiness', () => {
  it('/readyz uses the cached tokens and asks V1 only for a tenant without one', async () => {
    const before = await bff.stats();
    expect((await admin.get('/readyz')).status).toBe(200);
    const mid = await bff.stats();
    expect(mid.tokenRequests['console-demo/nordrevision']).toBe(
      before.tokenRequests['console-demo/nordrevision'],
    );
    expect((await admin.get('/readyz')).status).toBe(200);
    expect((await bff.stats()).tokenRequests).toEqual(mid.tokenRequests);
  });
});

describe('every operation of the contract through the proxy (admin)', () => {
  const covered = new Set<string>();
  const call = async (
    id: OperationId,
    params: Record<string, string> = {},
    opts: { json?: unknown; query?: string; body?: FormData; tenant?: string } = {},
  ) => {
    const op = byId[id];
    const p = `/api/t/${opts.tenant ?? 'nordrevision'}${fillPath(op.path, params)}${opts.query ? `?${opts.query}` : ''}`;
    const r = await admin.request(op.method, p, {
      ...(opts.json !== undefined ? { json: opts.json } : {}),
      ...(opts.body ? { body: opts.body } : {}),
    });
    expect(r.status, `${id}: ${r.text}`).toBe(op.status);
    if (op.response) {
      const parsed = op.response.safeParse(r.body);
      expect(parsed.success, `${id} answer matches the contract: ${parsed.error?.message}`).toBe(
        true,
      );
    } else expect(r.text).toBe('');
    expect(r.headers.get('cache-control')).toBe('no-store');
    covered.add(id);
    return r as typeof r & { body: Loose };
  };

  it('answers each one as the contract says, and the audit log records every mutation', async () => {
    await admin.login('admin', 'admin-demo');
    const users = (await call('listUsers')).body as { id: string }[];
    const userId = users[0]!.id;
    await call('getUser', { userId });
    await call('listUserGroups', { userId });
    await call('listInvitations');
    const email = `invitee-${Date.now()}@example.com`;
    const invited = (
      await call('createInvitations', {}, { json: { emails: [email], modules: ['AUDIT'] } })
    ).body;
    const invitedId = invited[0].id as string;
    await call('resendInvitation', { userId: invitedId });
    await call('deleteInvitation', { userId: invitedId });

    await call('listGroups');
    const groupName = `Proxy group ${Date.now()}`;
    const group = (await call('createGroup', {}, { json: { name: groupName } })).body;
    await call('getGroupByName', { name: groupName });
    await call('listGroupMembers', { groupId: group.id });
    await call('addGroupMember', { groupId: group.id, userId });
    await call('removeGroupMember', { groupId: group.id, userId });

    const companies = (await call('listCompanies')).body as { durableKey: string }[];
    const demoKey = companies[0]!.durableKey;
    const company = (
      await call(
        'createCompany',
        {},
        {
          json: {
            authorization: { type: 1, userIds: [], groupIds: [] },
            data: {
              name: 'Proxy Test AB',
              organizationNumber: orgNr(),
              annualReportFramework: 'K2',
              legalForm: 'LIMITED_LIABILITY_COMPANY',
            },
          },
        },
      )
    ).body;
    const companyDurableKey = company.durableKey as string;
    await call('getCompany', { companyDurableKey });
    await call('updateCompany', { companyDurableKey }, { json: { name: 'Proxy Test 2 AB' } });
    await call(
      'setExtendedAttribute',
      { companyDurableKey, companyExtendedAttribute: 'snicode' },
      { json: { value: 62010 } },
    );
    await call('getCompanyPermissions', { companyDurableKey });
    await call('grantUserPermission', { companyDurableKey, userId });
    await call('revokeUserPermission', { companyDurableKey, userId });
    await call('grantGroupPermission', { companyDurableKey, groupId: group.id });
    await call('revokeGroupPermission', { companyDurableKey, groupId: group.id });

    await call('listFinancialYears', { companyDurableKey: demoKey });
    const dep = await call('listFinancialYearsDeprecated', { companyDurableKey: demoKey });
    expect(dep.headers.get('deprecation')).toBeTruthy();
    expect(dep.headers.get('link')).toContain(
      `</api/t/nordrevision/company/${demoKey}/financialyears>`,
    );
    const fy = (
      await call(
        'createFinancialYear',
        { companyDurableKey },
        { json: { startDate: '2024-01-01', endDate: '2024-12-31' } },
      )
    ).body;

    const fd = new FormData();
    fd.append('file', new Blob(['not an accounting file, just notes\n']), 'notes.txt');
    const file = (
      await call(
        'uploadFile',
        { companyDurableKey },
        { body: fd, query: `financialYearId=${fy.id}` },
      )
    ).body;
    await call('listFiles', { companyDurableKey });
    await call('getFile', { companyDurableKey, fileId: file.id });
    await call('getFileReport', { companyDurableKey, fileId: file.id });

    const assignment = (
      await call(
        'createAssignment',
        { companyDurableKey },
        { json: { type: 'AE', subType: 'Statutory audit', financialYearId: fy.id } },
      )
    ).body;
    await call('listAssignments', { companyDurableKey }, { query: `financialYearId=${fy.id}` });
    const wm0 = await call('getWorkMateriality', {
      companyDurableKey,
      auditAssignmentId: assignment.id,
    });
    expect(wm0.body).toBeNull();
    await call(
      'setWorkMateriality',
      { companyDurableKey, auditAssignmentId: assignment.id },
      { json: { workMateriality: 150000, workMaterialityPercentage: 2.5 } },
    );
    await call(
      'setAssignmentStatus',
      { companyDurableKey, auditAssignmentId: assignment.id },
      { json: { status: 'LOCKED' } },
    );
    await call(
      'getMonthlyBalances',
      { companyDurableKey: demoKey },
      { query: 'startDate=20000101&endDate=20991231' },
    );
    const years = await call('listFinancialYears', { companyDurableKey: demoKey });
    const vouchers = await call(
      'listVouchers',
      { companyDurableKey: demoKey },
      { query: `financialYearId=${(years.body as { id: string }[])[0]!.id}&limit=3` },
    );
    expect(vouchers.body).toHaveLength(3);
    expect(Number(vouchers.headers.get('x-total-count'))).toBeGreaterThan(3);
    const journal = await call(
      'getJournalTests',
      { companyDurableKey: demoKey },
      { query: `financialYearId=${(years.body as { id: string }[])[0]!.id}&maxItems=2` },
    );
    expect((journal.body as { tests: unknown[] }).tests).toHaveLength(11);
    const accounts = await call(
      'listYearAccounts',
      { companyDurableKey: demoKey },
      { query: `financialYearId=${(years.body as { id: string }[])[0]!.id}` },
    );
    expect(accounts.body).toContainEqual({ account: '1930', name: expect.any(String) });

    await call('deleteFinancialYear', { companyDurableKey, financialYearId: fy.id });
    await call('deleteGroup', { groupId: group.id });
    await call('deleteUser', { userId: users.at(-1)!.id });
    await call('deleteCompany', { companyDurableKey });

    expect([...covered].sort()).toEqual(ops.map((o) => o.id).sort());

    // The audit log: one success entry per mutating operation, with its target ids.
    const log = await admin.get<{ entries: Record<string, Loose>[]; nextCursor: string | null }>(
      '/api/audit?limit=500',
    );
    expect(log.status).toBe(200);
    for (const op of ops.filter((o) => o.audit)) {
      const e = log.body.entries.find((x) => x.operation === op.audit && x.outcome === 'success');
      expect(e, `audit entry for ${op.audit}`).toBeDefined();
      expect(e).toMatchObject({
        username: 'admin',
        role: 'owner',
        tenantId: 'nordrevision',
        method: op.method,
        status: op.status,
        requestId: expect.any(String),
        at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      });
    }
    const del = log.body.entries.find((x) => x.operation === 'companies.delete');
    expect(del!.targetIds).toEqual({ companyDurableKey, name: 'Proxy Test 2 AB' });
    // Creates name what they made: the new id from the answer and its name.
    const created = log.body.entries.find((x) => x.operation === 'groups.create');
    expect(created!.targetIds).toEqual({ groupId: group.id, name: groupName });
    const invitedEntry = log.body.entries.find((x) => x.operation === 'invitations.create');
    expect(invitedEntry!.targetIds).toEqual({ userId: invitedId, email });
    const createdCompany = log.body.entries.find((x) => x.operation === 'companies.create');
    expect(createdCompany!.targetIds).toEqual({ companyDurableKey, name: 'Proxy Test AB' });
    expect(
      log.body.entries.some((x) => x.operation === 'auth.login' && x.outcome === 'success'),
    ).toBe(true);
  });
});

describe('audit log', () => {
  it('records sign-in, failed sign-in, sign-out and denials; filters and pages; holds no secret', async () => {
    const c = bff.client();
    expect((await c.login('auditor', 'not-the-password')).status).toBe(401);
    await c.login('auditor', 'auditor-demo');
    await c.request('POST', '/api/t/nordrevision/groups', { json: { name: 'nope' } }); // denied
    await c.request('POST', '/auth/logout');
    const q = (s: string) =>
      admin.get<{ entries: Loose[]; nextCursor: string | null }>(`/api/audit?${s}`);
    const mine = (await q('user=auditor&limit=50')).body.entries;
    const kinds = mine.map((e) => `${e.operation}:${e.outcome}:${e.status}`);
    expect(kinds).toContain('auth.login:failure:401');
    expect(kinds).toContain('auth.login:success:204');
    expect(kinds).toContain('groups.create:denied:403');
    expect(kinds).toContain('auth.logout:success:204');
    expect(kinds.indexOf('auth.logout:success:204')).toBeLessThan(
      kinds.indexOf('auth.login:failure:401'),
    );
    const failed = (await q('operation=auth.login&outcome=failure')).body.entries;
    expect(failed.every((e) => e.operation === 'auth.login' && e.outcome === 'failure')).toBe(true);
    expect(
      (await q('tenant=sydekonomi')).body.entries.every((e) => e.tenantId === 'sydekonomi'),
    ).toBe(true);
    expect(
      (await q(`from=${new Date(Date.now() + 3_600_000).toISOString()}`)).body.entries,
    ).toEqual([]);
    expect((await q('outcome=maybe')).status).toBe(400);
    // Paging: newest first, no overlap.
    const p1 = await q('limit=3');
    const p2 = await q(`limit=3&cursor=${p1.body.nextCursor}`);
    expect(p1.body.entries).toHaveLength(3);
    const ids = [...p1.body.entries, ...p2.body.entries].map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort().reverse()).toEqual(ids);
    // No secret anywhere in the whole log.
    const all = JSON.stringify((await q('limit=500')).body);
    const token = bff.tokens.peek('nordrevision');
    expect(token).toBeTruthy();
    for (const secret of [
      'admin-demo',
      'auditor-demo',
      'not-the-password',
      'console-demo-secret',
      token!,
      admin.cookie!.split('=')[1]!,
      'not an accounting file',
    ])
      expect(all).not.toContain(secret);
  });
});

describe('large answers', () => {
  it('streams an answer over 64 KiB through unchanged, with the headers every answer carries', async () => {
    // 400 companies in sydekonomi make its company list well over the size answered in one piece.
    const token = await getToken(bff.platform!.baseUrl, 'console-demo', undefined, 'sydekonomi');
    const v1 = platformClient(bff.platform!.baseUrl, token, 'sydekonomi');
    for (let i = 0; i < 400; i += 20)
      await Promise.all(Array.from({ length: 20 }, () => createCompany(v1, orgNr())));
    const direct = await v1.get('/companies');
    expect(direct.status).toBe(200);
    expect(Buffer.byteLength(direct.text)).toBeGreaterThan(64 * 1024);

    await admin.login('admin', 'admin-demo');
    const viaBff = await admin.get('/api/t/sydekonomi/companies');
    expect(viaBff.status).toBe(200);
    expect(viaBff.text).toBe(direct.text);
    expect(viaBff.headers.get('content-type')).toMatch(/^application\/json/);
    expect(viaBff.headers.get('cache-control')).toBe('no-store');
    expect(viaBff.headers.get('x-content-type-options')).toBe('nosniff');
    expect(viaBff.headers.get('x-request-id')).toBeTruthy();
  });

  it('answers HEAD on a read with its headers and no body', async () => {
    const r = await admin.request('HEAD', '/api/t/nordrevision/companies');
    expect(r.status).toBe(200);
    expect(r.text).toBe('');
    expect(r.headers.get('content-type')).toMatch(/^application\/json/);
  });
});

describe('paths', () => {
  it('decodes each path segment exactly once', async () => {
    await admin.login('admin', 'admin-demo');
    expect((await admin.get('/api/t/%6Eordrevision/compan%69es')).status).toBe(200);
    // `%25` is a percent sign: `nord%2572evision` is the tenant "nord%72evision", not nordrevision.
    expect((await admin.get('/api/t/nord%2572evision/companies')).status).toBe(403);
    expect((await admin.get('/api/t/nordrevision/compan%2569es')).status).toBe(404);
  });
});
