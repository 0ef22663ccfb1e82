/**
 * Materiality levels (`/api/materiality`, ISA 320 and ISA 450): an audit assignment's overall
 * materiality and the shares of it for performance materiality and the clearly-trivial limit, kept
 * in the BFF's store (SQLite and PostgreSQL) beside V1's work materiality, and audited with the
 * amounts. Real HTTP against the BFF with the embedded demo platform.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NIL_V4, startTestBff } from '../test/bff-helpers.js';
import type { Client, TestBff } from '../test/bff-helpers.js';
import { createTestDatabase, pgAdminUrl } from '../test/test-pg.js';
import type { TestDatabase } from '../test/test-pg.js';

const PG_ADMIN = await pgAdminUrl();
const T = '/api/t/nordrevision';
/** Norrsken Bygg AB: open to the demo auditor (linked to Elin Sjöberg). */
const NORRSKEN = '21956b86-1c68-488e-8773-13c1fb38e381';
/** An auditor of another firm only. */
const SYD = { username: 'syd-auditor', password: 'syd-auditor-pw', role: 'auditor' } as const;

interface Levels {
  overall: number | null;
  performanceShare: number;
  trivialShare: number;
  performance: number | null;
  trivial: number | null;
  updatedBy: string | null;
  updatedAt: string | null;
}
interface AuditEntries {
  entries: { targetIds: Record<string, string>; [k: string]: unknown }[];
}
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

describe.each([
  { name: 'SQLite', pg: false },
  { name: 'PostgreSQL', pg: true },
])('materiality levels on $name', ({ pg }) => {
  let bff: TestBff;
  let db: TestDatabase | undefined;
  let admin: Client;
  let auditor: Client;
  let syd: Client;
  /** An assignment of Norrsken Bygg, and a company the demo auditor may not see. */
  let assignment: string;
  let alvdalen: string;
  const skip = () => pg && !PG_ADMIN;

  beforeAll(async () => {
    if (skip()) return;
    db = pg ? await createTestDatabase(PG_ADMIN!, 'bff_materiality') : undefined;
    bff = await startTestBff(
      db ? { DATABASE_URL: db.url } : {},
      {},
      { accounts: [{ ...SYD, tenants: ['sydekonomi'] }] },
    );
    admin = bff.client();
    auditor = bff.client();
    syd = bff.client();
    expect((await admin.login('admin', 'admin-demo')).status).toBe(204);
    expect((await auditor.login('auditor', 'auditor-demo')).status).toBe(204);
    expect((await syd.login(SYD.username, SYD.password)).status).toBe(204);
    const assignments = await admin.get<{ id: string }[]>(`${T}/company/${NORRSKEN}/assignments`);
    assignment = assignments.body[0]!.id;
    const companies = await admin.get<{ name: string; durableKey: string }[]>(`${T}/companies`);
    alvdalen = companies.body.find((c) => c.name === 'Älvdalens Trävaru AB')!.durableKey;
  });
  afterAll(async () => {
    await bff?.close();
    await db?.drop();
  });

  const key = () => ({ tenant: 'nordrevision', company: NORRSKEN, assignment });
  const query = (k: Record<string, string> = key()) => new URLSearchParams(k).toString();
  const read = (c: Client, k?: Record<string, string>) =>
    c.get<Levels>(`/api/materiality?${query(k)}`);
  const set = (c: Client, body: Record<string, unknown>) =>
    c.request<Levels>('PUT', '/api/materiality', { json: { ...key(), ...body } });

  it('has the default shares and no amounts until set', async () => {
    if (skip()) return;
    const r = await read(auditor);
    expect(r.status, r.text).toBe(200);
    expect(r.headers.get('cache-control')).toBe('no-store');
    expect(r.body).toEqual({
      overall: null,
      performanceShare: 75,
      trivialShare: 5,
      performance: null,
      trivial: null,
      updatedBy: null,
      updatedAt: null,
    });
  });

  it('computes performance (75 %) and clearly trivial (5 %) of overall to the öre', async () => {
    if (skip()) return;
    const before = Date.now();
    // 75 % of 10 240,90 is 7 680,675 and 5 % is 512,045: halves rounded up, not lost in floats.
    const r = await set(auditor, { overall: 10240.9 });
    expect(r.status, r.text).toBe(200);
    expect(r.body).toEqual({
      overall: 10240.9,
      performanceShare: 75,
      trivialShare: 5,
      performance: 7680.68,
      trivial: 512.05,
      updatedBy: 'auditor',
      updatedAt: expect.stringMatching(ISO) as unknown,
    });
    expect(Date.parse(r.body.updatedAt!)).toBeGreaterThanOrEqual(before - 1000);
    // As read back, by anyone of the firm.
    expect((await read(admin)).body).toEqual(r.body);
    // 10 000,38 × 75 % = 7 500,285, where kronor × share / 100 in doubles gives 7 500,28.
    const other = await set(admin, { overall: 10000.38 });
    expect(other.body).toMatchObject({ performance: 7500.29, trivial: 500.02, updatedBy: 'admin' });
  });

  it('takes the shares the auditor chooses, and the defaults again when they are left out', async () => {
    if (skip()) return;
    const chosen = await set(auditor, {
      overall: 250000,
      performanceShare: 62.5,
      trivialShare: 2.25,
    });
    expect(chosen.status, chosen.text).toBe(200);
    expect(chosen.body).toMatchObject({
      overall: 250000,
      performanceShare: 62.5,
      trivialShare: 2.25,
      performance: 156250,
      trivial: 5625,
    });
    expect((await read(admin)).body).toMatchObject({ performance: 156250, trivial: 5625 });
    // The edges: 0 % and 100 %, the largest amount, the smallest (5 % of 0,01 kr is 0,00).
    expect(
      (
        await set(auditor, {
          overall: 999_999_999_999.99,
          performanceShare: 100,
          trivialShare: 33.33,
        })
      ).body,
    ).toMatchObject({ performance: 999_999_999_999.99, trivial: 333_300_000_000 });
    expect((await set(auditor, { overall: 0.01, performanceShare: 0 })).body).toMatchObject({
      performance: 0,
      trivial: 0,
    });
    // A PUT is the whole setting: shares left out are the defaults, not the ones stored.
    expect((await set(auditor, { overall: 1000 })).body).toMatchObject({
      performanceShare: 75,
      trivialShare: 5,
      performance: 750,
      trivial: 50,
    });
    // No overall: no amounts, the shares kept.
    const none = await set(auditor, { overall: null, performanceShare: 80 });
    expect(none.body).toMatchObject({
      overall: null,
      performanceShare: 80,
      performance: null,
      trivial: null,
    });
    expect((await read(auditor)).body).toEqual(none.body);
  });

  it('keeps levels apart per tenant, company and assignment', async () => {
    if (skip()) return;
    await set(admin, { overall: 5000 });
    await set(admin, { overall: 7000, assignment: NIL_V4 });
    await set(admin, { overall: 9000, tenant: 'sydekonomi' });
    expect((await read(admin)).body.overall).toBe(5000);
    expect((await read(admin, { ...key(), assignment: NIL_V4 })).body.overall).toBe(7000);
    expect((await read(admin, { ...key(), tenant: 'sydekonomi' })).body.overall).toBe(9000);
    expect((await read(syd, { ...key(), tenant: 'sydekonomi' })).body.overall).toBe(9000);
    expect((await read(admin, { ...key(), company: alvdalen })).body.overall).toBeNull();
  });

  it('refuses a share over 100, a negative, three decimals: 400 with issues, nothing stored', async () => {
    if (skip()) return;
    const stored = (await set(admin, { overall: 4321.5 })).body;
    const refused = async (body: Record<string, unknown>, issues: Record<string, unknown>[]) => {
      const r = await set(auditor, body);
      expect(r.status, r.text).toBe(400);
      expect(r.body).toMatchObject({ code: 'invalid_request', issues });
    };
    await refused({ overall: 1000, performanceShare: 100.01 }, [
      { path: 'body.performanceShare', code: 'max_value', params: { max: 100 } },
    ]);
    await refused({ overall: 1000, trivialShare: 150 }, [
      { path: 'body.trivialShare', code: 'max_value', params: { max: 100 } },
    ]);
    await refused({ overall: 1000, trivialShare: -1 }, [
      { path: 'body.trivialShare', code: 'not_negative' },
    ]);
    await refused({ overall: -0.01 }, [{ path: 'body.overall', code: 'not_negative' }]);
    await refused({ overall: 1000.005 }, [{ path: 'body.overall', code: 'whole_ore' }]);
    await refused({ overall: 1000, performanceShare: 62.125 }, [
      { path: 'body.performanceShare', code: 'hundredths' },
    ]);
    await refused({ overall: 1e12 }, [{ path: 'body.overall', code: 'too_large' }]);
    await refused({ overall: '1000' }, [{ path: 'body.overall', code: 'wrong_type' }]);
    await refused({}, [{ path: 'body.overall', code: 'wrong_type' }]);
    await refused({ overall: 1, performance: 1 }, [
      { path: 'body.performance', code: 'not_allowed' },
    ]);
    await refused({ overall: 1, assignment: 'a1' }, [{ path: 'body.assignment', code: 'uuid_v4' }]);
    await refused({ overall: 1, company: 'Norrsken' }, [{ path: 'body.company', code: 'uuid' }]);
    const q = await auditor.get(`/api/materiality?${query()}&assignment=${NIL_V4}`);
    expect(q.body).toMatchObject({
      status: 400,
      code: 'invalid_request',
      issues: [{ path: 'query.assignment', code: 'given_twice' }],
    });
    const notJson = await auditor.request('PUT', '/api/materiality', {
      body: '{overall',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.body).toMatchObject({ status: 400, code: 'invalid_json' });
    expect((await read(admin)).body).toEqual(stored);
  });

  it("refuses an auditor of another firm and a linked auditor's company outside its scope: 403", async () => {
    if (skip()) return;
    const stored = (await set(admin, { overall: 100000 })).body;
    const otherFirm = {
      status: 403,
      code: 'tenant_not_allowed',
      params: { tenantId: 'nordrevision' },
    };
    expect((await read(syd)).body).toMatchObject(otherFirm);
    expect((await set(syd, { overall: 1 })).body).toMatchObject(otherFirm);

    await set(admin, { overall: 2500, company: alvdalen });
    const outside = {
      status: 403,
      code: 'company_not_allowed',
      params: { companyDurableKey: alvdalen },
    };
    expect((await read(auditor, { ...key(), company: alvdalen })).body).toMatchObject(outside);
    expect((await set(auditor, { overall: 1, company: alvdalen })).body).toMatchObject(outside);
    // Nothing changed.
    expect((await read(admin)).body).toEqual(stored);
    expect((await read(admin, { ...key(), company: alvdalen })).body.overall).toBe(2500);
  });

  it('writes every change to the audit log with the amounts and shares', async () => {
    if (skip()) return;
    await set(auditor, { overall: 10240.9, performanceShare: 70, trivialShare: 3 });
    await set(auditor, { overall: null });
    await set(syd, { overall: 1 });
    const log = await admin.get<AuditEntries>('/api/audit?operation=materiality.set&limit=3');
    expect(log.status, log.text).toBe(200);
    const target = { companyDurableKey: NORRSKEN, assignmentId: assignment };
    expect(log.body.entries).toMatchObject([
      {
        username: SYD.username,
        tenantId: 'nordrevision',
        outcome: 'denied',
        status: 403,
        targetIds: { ...target, overall: '1.00' },
      },
      {
        username: 'auditor',
        targetIds: { ...target, performanceShare: '75', trivialShare: '5' },
        outcome: 'success',
      },
      {
        username: 'auditor',
        role: 'auditor',
        tenantId: 'nordrevision',
        operation: 'materiality.set',
        method: 'PUT',
        path: '/api/materiality',
        targetIds: {
          ...target,
          overall: '10240.90',
          performanceShare: '70',
          trivialShare: '3',
          performance: '7168.63',
          trivial: '307.23',
        },
        outcome: 'success',
        status: 200,
        requestId: expect.any(String) as unknown,
      },
    ]);
    // Cleared: no amounts named.
    expect(log.body.entries[1]!.targetIds).not.toHaveProperty('overall');
  });

  it("leaves V1's work materiality to the web's own proxied call", async () => {
    if (skip()) return;
    const wm = `${T}/company/${NORRSKEN}/assignments/${assignment}/work-materiality`;
    const before = (await admin.get(wm)).body;
    await set(auditor, { overall: 123456.78 });
    expect((await admin.get(wm)).body).toEqual(before);
  });

  it('is a change like any other: CSRF, Origin and a session checked', async () => {
    if (skip()) return;
    const stored = (await set(admin, { overall: 800 })).body;
    const body = { ...key(), overall: 1 };
    const noCsrf = await auditor.request('PUT', '/api/materiality', { json: body, csrf: false });
    expect(noCsrf.body).toMatchObject({ status: 403, code: 'csrf_rejected' });
    const cross = await auditor.request('PUT', '/api/materiality', {
      json: body,
      headers: { origin: 'https://evil.example' },
    });
    expect(cross.body).toMatchObject({ status: 403, code: 'origin_rejected' });
    expect((await set(bff.client(), body)).body).toMatchObject({
      status: 401,
      code: 'not_signed_in',
    });
    expect((await read(bff.client())).body).toMatchObject({ status: 401, code: 'not_signed_in' });
    expect((await read(admin)).body).toEqual(stored);
  });

  it('is in the OpenAPI document from the contract', async () => {
    if (skip()) return;
    const doc = await admin.get<{ paths: Record<string, Record<string, Record<string, unknown>>> }>(
      '/api/openapi.json',
    );
    const item = doc.body.paths['/api/materiality']!;
    expect(item.get).toMatchObject({ operationId: 'getMateriality', responses: { 200: {} } });
    expect(item.put).toMatchObject({
      operationId: 'setMateriality',
      'x-audit-name': 'materiality.set',
      requestBody: { required: true },
    });
  });
});
