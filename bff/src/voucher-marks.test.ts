/**
 * Vouchers examined (`/api/voucher-marks`, issue #33): a voucher of a company's financial year
 * marked as examined with a note, withdrawn, marked again; the history is only appended to (the
 * database refuses anything else); role and company scope checked, CSRF, every change audited.
 * Real HTTP against the BFF with the embedded demo platform, on SQLite and PostgreSQL.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBff } from '../test/bff-helpers.js';
import type { Client, TestBff } from '../test/bff-helpers.js';
import { createTestDatabase, pgAdminUrl } from '../test/test-pg.js';
import type { TestDatabase } from '../test/test-pg.js';

const PG_ADMIN = await pgAdminUrl();
/** Norrsken Bygg AB: open to the demo auditor (linked to Elin Sjöberg). */
const NORRSKEN = '21956b86-1c68-488e-8773-13c1fb38e381';
const SYD = { username: 'syd-auditor', password: 'syd-auditor-pw', role: 'auditor' } as const;
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

interface Mark {
  series: string;
  number: string;
  examinedBy: string;
  examinedAt: string;
  note: string | null;
}
interface Step {
  id: string;
  at: string;
  username: string;
  action: string;
  note: string | null;
}
interface AuditEntries {
  entries: { operation: string; targetIds: Record<string, string>; [k: string]: unknown }[];
}

describe.each([
  { name: 'SQLite', pg: false },
  { name: 'PostgreSQL', pg: true },
])('vouchers examined on $name', ({ pg: onPg }) => {
  let bff: TestBff;
  let db: TestDatabase | undefined;
  let admin: Client;
  let auditor: Client;
  let syd: Client;
  let alvdalen: string;
  const skip = () => onPg && !PG_ADMIN;

  beforeAll(async () => {
    if (skip()) return;
    db = onPg ? await createTestDatabase(PG_ADMIN!, 'bff_voucher_marks') : undefined;
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
    const companies = await admin.get<{ name: string; durableKey: string }[]>(
      '/api/t/nordrevision/companies',
    );
    alvdalen = companies.body.find((c) => c.name === 'Älvdalens Trävaru AB')!.durableKey;
  });
  afterAll(async () => {
    await bff?.close();
    await db?.drop();
  });

  const year = (over: Record<string, string> = {}) => ({
    tenant: 'nordrevision',
    company: NORRSKEN,
    financialYearId: 'fy-2024',
    ...over,
  });
  const qs = (o: Record<string, string>) => new URLSearchParams(o).toString();
  const list = (c: Client, over: Record<string, string> = {}) =>
    c.get<Mark[]>(`/api/voucher-marks?${qs(year(over))}`);
  const history = (c: Client, series: string, number: string, over = {}) =>
    c.get<Step[]>(`/api/voucher-marks/history?${qs({ ...year(over), series, number })}`);
  const mark = (c: Client, body: Record<string, unknown>, over = {}) =>
    c.request<Mark>('PUT', '/api/voucher-marks', { json: { ...year(over), ...body } });
  const unmark = (c: Client, series: string, number: string, over = {}) =>
    c.request('DELETE', `/api/voucher-marks?${qs({ ...year(over), series, number })}`);

  it('marks, withdraws and marks again with who, when and the note; the history keeps every step', async () => {
    if (skip()) return;
    expect((await list(admin)).body).toEqual([]);
    const first = await mark(auditor, {
      series: 'A',
      number: '12',
      note: '  Faktura och attest kontrollerade.\nBetald 2024-03-02.  ',
    });
    expect(first.status, first.text).toBe(200);
    expect(first.body).toEqual({
      series: 'A',
      number: '12',
      examinedBy: 'auditor',
      examinedAt: expect.stringMatching(ISO) as unknown,
      note: 'Faktura och attest kontrollerade.\nBetald 2024-03-02.',
    });
    bff.advance(60_000);
    await mark(admin, { series: 'A', number: '2' });
    await mark(admin, { series: 'M', number: '1', note: 'Momsomföring' });
    // Series, then numbers in numeric order.
    expect((await list(auditor)).body.map((m) => `${m.series}${m.number}`)).toEqual([
      'A2',
      'A12',
      'M1',
    ]);
    expect((await list(auditor)).body[0]).toMatchObject({ examinedBy: 'admin', note: null });

    bff.advance(60_000);
    expect((await unmark(admin, 'A', '12')).status).toBe(204);
    // Nothing to withdraw: 204, nothing added to the history.
    expect((await unmark(admin, 'A', '12')).status).toBe(204);
    expect((await list(admin)).body.map((m) => m.number)).toEqual(['2', '1']);
    bff.advance(60_000);
    const again = await mark(admin, { series: 'A', number: '12', note: 'Omprövad.' });
    expect(Date.parse(again.body.examinedAt)).toBeGreaterThanOrEqual(
      Date.parse(first.body.examinedAt) + 120_000,
    );
    expect((await list(admin)).body.find((m) => m.number === '12')).toEqual(again.body);

    const steps = await history(auditor, 'A', '12');
    expect(steps.status, steps.text).toBe(200);
    expect(steps.body.map((s) => [s.action, s.username, s.note])).toEqual([
      ['examined', 'auditor', 'Faktura och attest kontrollerade.\nBetald 2024-03-02.'],
      ['withdrawn', 'admin', null],
      ['examined', 'admin', 'Omprövad.'],
    ]);
    expect(steps.body[0]!.at).toBe(first.body.examinedAt);
  });

  it('never overwrites the history: the database itself refuses to change or delete a step', async () => {
    if (skip()) return;
    await mark(auditor, { series: 'B', number: '7' });
    const attempts = ['update voucher_marks set username = ?', 'delete from voucher_marks'];
    if (db) {
      const client = new pg.Client({ connectionString: db.url });
      await client.connect();
      try {
        for (const text of attempts)
          await expect(
            client.query(text.replace('?', '$1'), text.includes('?') ? ['x'] : []),
          ).rejects.toThrow(/append-only/);
      } finally {
        await client.end();
      }
    } else {
      const file = new Database(path.join(bff.dir, 'bff.sqlite'));
      try {
        for (const text of attempts)
          expect(() => file.prepare(text).run(...(text.includes('?') ? ['x'] : []))).toThrow(
            /append-only/,
          );
      } finally {
        file.close();
      }
    }
    expect((await history(admin, 'B', '7')).body).toMatchObject([
      { action: 'examined', username: 'auditor' },
    ]);
  });

  it('keeps vouchers apart per tenant, company and year, and refuses bad input with 400', async () => {
    if (skip()) return;
    const y = { financialYearId: 'fy-apart' };
    await mark(admin, { series: 'A', number: '1' }, { ...y, tenant: 'sydekonomi' });
    await mark(admin, { series: 'A', number: '1' }, { ...y, company: 'acme' });
    expect((await list(admin, y)).body).toEqual([]);
    expect((await list(syd, { ...y, tenant: 'sydekonomi' })).body).toHaveLength(1);
    expect((await history(admin, 'A', '1', y)).body).toEqual([]);

    const bad = await mark(admin, { series: 'A', number: '', note: 'x\u0007' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      code: 'invalid_request',
      issues: [
        { path: 'body.number', code: 'not_empty' },
        { path: 'body.note', code: 'plain_text' },
      ],
    });
    const extra = await mark(admin, { series: 'A', number: '1', figure: 3 });
    expect(extra.status).toBe(400);
  });

  it("refuses another firm's auditor and a linked auditor outside its scope: 403, audited", async () => {
    if (skip()) return;
    expect((await list(syd)).body).toMatchObject({ status: 403, code: 'tenant_not_allowed' });
    expect((await mark(syd, { series: 'A', number: '5' })).body).toMatchObject({
      status: 403,
      code: 'tenant_not_allowed',
    });
    const a = { company: alvdalen };
    const outside = { status: 403, code: 'company_not_allowed' };
    await mark(admin, { series: 'A', number: '5' }, a);
    expect((await list(auditor, a)).body).toMatchObject(outside);
    expect((await history(auditor, 'A', '5', a)).body).toMatchObject(outside);
    expect((await mark(auditor, { series: 'A', number: '6' }, a)).body).toMatchObject(outside);
    expect((await unmark(auditor, 'A', '5', a)).body).toMatchObject(outside);
    expect((await list(admin, a)).body.map((m) => [m.number, m.examinedBy])).toEqual([
      ['5', 'admin'],
    ]);
    const denied = await admin.get<AuditEntries>('/api/audit?outcome=denied&user=auditor&limit=2');
    expect(denied.body.entries).toMatchObject([
      {
        operation: 'vouchers.unexamine',
        status: 403,
        targetIds: { companyDurableKey: alvdalen, series: 'A', number: '5' },
      },
      { operation: 'vouchers.examine', status: 403, targetIds: { number: '6' } },
    ]);
  });

  it('audits each change, checks CSRF, Origin and the session, and is in the OpenAPI document', async () => {
    if (skip()) return;
    const y = { financialYearId: 'fy-audit' };
    await mark(auditor, { series: 'A', number: '40', note: 'Avtal finns.' }, y);
    await unmark(auditor, 'A', '40', y);
    const log = await admin.get<AuditEntries>(
      '/api/audit?user=auditor&tenant=nordrevision&limit=2',
    );
    const target = {
      companyDurableKey: NORRSKEN,
      financialYearId: 'fy-audit',
      series: 'A',
      number: '40',
    };
    expect(log.body.entries.reverse()).toMatchObject([
      {
        operation: 'vouchers.examine',
        method: 'PUT',
        targetIds: target,
        outcome: 'success',
        status: 200,
      },
      {
        operation: 'vouchers.unexamine',
        method: 'DELETE',
        targetIds: target,
        outcome: 'success',
        status: 204,
      },
    ]);

    const json = { ...year(), series: 'A', number: '99' };
    expect(
      (await admin.request('PUT', '/api/voucher-marks', { json, csrf: false })).body,
    ).toMatchObject({ status: 403, code: 'csrf_rejected' });
    expect(
      (
        await admin.request('PUT', '/api/voucher-marks', {
          json,
          headers: { origin: 'https://evil.example' },
        })
      ).body,
    ).toMatchObject({ status: 403, code: 'origin_rejected' });
    expect((await mark(bff.client(), json)).body).toMatchObject({ code: 'not_signed_in' });
    expect((await list(admin)).body.some((m) => m.number === '99')).toBe(false);

    const doc = await admin.get<{ paths: Record<string, Record<string, Record<string, unknown>>> }>(
      '/api/openapi.json',
    );
    expect(doc.body.paths['/api/voucher-marks']).toMatchObject({
      get: { operationId: 'listVoucherMarks' },
      put: { operationId: 'markVoucherExamined', 'x-audit-name': 'vouchers.examine' },
      delete: { operationId: 'unmarkVoucherExamined', 'x-audit-name': 'vouchers.unexamine' },
    });
  });
});
