/**
 * Sign-off (`/api/signoffs`, ISA 230): an account or statement line of a company's financial year
 * signed as prepared and as reviewed (who, when, the figure signed), review notes open until
 * cleared, and an append-only history per item; kept in the BFF's store (SQLite and PostgreSQL)
 * and audited. Real HTTP against the BFF with the embedded demo platform.
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
const YEAR = 'fy-2024';
const SYD = { username: 'syd-auditor', password: 'syd-auditor-pw', role: 'auditor' } as const;
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

interface Signature {
  username: string;
  at: string;
  figure: number;
}
interface Note {
  id: string;
  kind: string;
  item: string;
  text: string;
  openedBy: string;
  openedAt: string;
  clearedBy: string | null;
  clearedAt: string | null;
  resolution: string | null;
}
interface SignOff {
  kind: string;
  item: string;
  prepared: Signature | null;
  reviewed: Signature | null;
  notes: Note[];
}
interface Step {
  id: string;
  at: string;
  username: string;
  action: string;
  figure: number | null;
  noteId: string | null;
  text: string | null;
}
interface AuditEntries {
  entries: { targetIds: Record<string, string>; [k: string]: unknown }[];
}

describe.each([
  { name: 'SQLite', pg: false },
  { name: 'PostgreSQL', pg: true },
])('sign-off on $name', ({ pg: onPg }) => {
  let bff: TestBff;
  let db: TestDatabase | undefined;
  let admin: Client;
  let auditor: Client;
  let syd: Client;
  let alvdalen: string;
  const skip = () => onPg && !PG_ADMIN;

  beforeAll(async () => {
    if (skip()) return;
    db = onPg ? await createTestDatabase(PG_ADMIN!, 'bff_signoffs') : undefined;
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
    financialYearId: YEAR,
    ...over,
  });
  const qs = (o: Record<string, string>) => new URLSearchParams(o).toString();
  const list = (c: Client, over: Record<string, string> = {}) =>
    c.get<SignOff[]>(`/api/signoffs?${qs(year(over))}`);
  const one = async (c: Client, kind: string, item: string, over: Record<string, string> = {}) =>
    (await list(c, over)).body.find((s) => s.kind === kind && s.item === item);
  const history = (c: Client, kind: string, item: string, over: Record<string, string> = {}) =>
    c.get<Step[]>(`/api/signoffs/history?${qs({ ...year(over), kind, item })}`);
  const sign = (c: Client, body: Record<string, unknown>) =>
    c.request<SignOff>('PUT', '/api/signoffs', { json: { ...year(), kind: 'account', ...body } });
  const withdraw = (c: Client, kind: string, item: string, step: string, over = {}) =>
    c.request<SignOff>('DELETE', `/api/signoffs?${qs({ ...year(over), kind, item, step })}`);
  const openNote = (c: Client, body: Record<string, unknown>) =>
    c.request<Note>('POST', '/api/signoffs/notes', {
      json: { ...year(), kind: 'account', ...body },
    });
  const clearNote = (c: Client, body: Record<string, unknown>) =>
    c.request<Note>('PUT', '/api/signoffs/notes', {
      json: { ...year(), kind: 'account', ...body },
    });

  it('prepared -> reviewed -> note opened -> note cleared, each with who and when', async () => {
    if (skip()) return;
    expect((await list(admin)).body).toEqual([]);
    const t0 = Date.now();

    const prepared = await sign(auditor, { item: '1930', step: 'prepared', figure: 125000.5 });
    expect(prepared.status, prepared.text).toBe(200);
    expect(prepared.body).toEqual({
      kind: 'account',
      item: '1930',
      prepared: {
        username: 'auditor',
        at: expect.stringMatching(ISO) as unknown,
        figure: 125000.5,
      },
      reviewed: null,
      notes: [],
    });
    expect(Date.parse(prepared.body.prepared!.at)).toBeGreaterThanOrEqual(t0 - 1000);

    bff.advance(60_000);
    const reviewed = await sign(admin, { item: '1930', step: 'reviewed', figure: 125000.5 });
    expect(reviewed.status, reviewed.text).toBe(200);
    expect(reviewed.body.prepared).toEqual(prepared.body.prepared);
    expect(reviewed.body.reviewed).toMatchObject({ username: 'admin', figure: 125000.5 });
    expect(Date.parse(reviewed.body.reviewed!.at)).toBeGreaterThanOrEqual(
      Date.parse(prepared.body.prepared!.at) + 60_000,
    );

    bff.advance(60_000);
    const note = await openNote(admin, {
      item: '1930',
      text: '  Stäm av mot bankens årsbesked.\nSaknas underlag för december.  ',
    });
    expect(note.status, note.text).toBe(201);
    expect(note.body).toEqual({
      id: expect.stringMatching(/^[0-9a-z]+$/) as unknown,
      kind: 'account',
      item: '1930',
      text: 'Stäm av mot bankens årsbesked.\nSaknas underlag för december.',
      openedBy: 'admin',
      openedAt: expect.stringMatching(ISO) as unknown,
      clearedBy: null,
      clearedAt: null,
      resolution: null,
    });
    // Open until cleared: read back as open.
    expect((await one(auditor, 'account', '1930'))?.notes).toEqual([note.body]);

    bff.advance(60_000);
    const cleared = await clearNote(auditor, {
      item: '1930',
      noteId: note.body.id,
      resolution: 'Årsbeskedet inhämtat, stämmer.',
    });
    expect(cleared.status, cleared.text).toBe(200);
    expect(cleared.body).toEqual({
      ...note.body,
      clearedBy: 'auditor',
      clearedAt: expect.stringMatching(ISO) as unknown,
      resolution: 'Årsbeskedet inhämtat, stämmer.',
    });
    expect(Date.parse(cleared.body.clearedAt!)).toBeGreaterThanOrEqual(
      Date.parse(note.body.openedAt) + 60_000,
    );
    expect(await one(admin, 'account', '1930')).toEqual({
      ...reviewed.body,
      notes: [cleared.body],
    });

    const steps = await history(admin, 'account', '1930');
    expect(steps.status, steps.text).toBe(200);
    expect(steps.body).toEqual([
      {
        id: expect.any(String) as unknown,
        at: prepared.body.prepared!.at,
        username: 'auditor',
        action: 'prepared',
        figure: 125000.5,
        noteId: null,
        text: null,
      },
      {
        id: expect.any(String) as unknown,
        at: reviewed.body.reviewed!.at,
        username: 'admin',
        action: 'reviewed',
        figure: 125000.5,
        noteId: null,
        text: null,
      },
      {
        id: expect.any(String) as unknown,
        at: note.body.openedAt,
        username: 'admin',
        action: 'note.opened',
        figure: null,
        noteId: note.body.id,
        text: 'Stäm av mot bankens årsbesked.\nSaknas underlag för december.',
      },
      {
        id: expect.any(String) as unknown,
        at: cleared.body.clearedAt,
        username: 'auditor',
        action: 'note.cleared',
        figure: null,
        noteId: note.body.id,
        text: 'Årsbeskedet inhämtat, stämmer.',
      },
    ]);
  });

  it('keeps the figure signed, so the web can tell it changed since; signed again, the history keeps both', async () => {
    if (skip()) return;
    // A credit balance, to the öre.
    await sign(auditor, { item: '2440', step: 'prepared', figure: -48213.07 });
    await sign(admin, { item: '2440', step: 'reviewed', figure: -48213.07 });
    expect((await one(admin, 'account', '2440'))?.reviewed?.figure).toBe(-48213.07);
    // The figures changed: prepared again with today's figure; the review still says the old one.
    bff.advance(1000);
    const again = await sign(admin, { item: '2440', step: 'prepared', figure: -50000 });
    expect(again.body.prepared).toMatchObject({ username: 'admin', figure: -50000 });
    expect(again.body.reviewed).toMatchObject({ username: 'admin', figure: -48213.07 });
    bff.advance(1000);
    await sign(auditor, { item: '2440', step: 'reviewed', figure: -50000 });
    // Withdrawn (review first, then the preparation): gone from the list, kept in the history.
    expect((await withdraw(admin, 'account', '2440', 'reviewed')).body).toMatchObject({
      prepared: { figure: -50000 },
      reviewed: null,
    });
    expect((await withdraw(admin, 'account', '2440', 'prepared')).body).toMatchObject({
      prepared: null,
      reviewed: null,
    });
    expect(await one(admin, 'account', '2440')).toBeUndefined();
    // Withdrawing what is not there changes nothing and adds nothing to the history.
    expect((await withdraw(admin, 'account', '2440', 'prepared')).status).toBe(200);
    const steps = (await history(auditor, 'account', '2440')).body;
    expect(steps.map((s) => [s.action, s.username, s.figure])).toEqual([
      ['prepared', 'auditor', -48213.07],
      ['reviewed', 'admin', -48213.07],
      ['prepared', 'admin', -50000],
      ['reviewed', 'auditor', -50000],
      ['reviewed.withdrawn', 'admin', null],
      ['prepared.withdrawn', 'admin', null],
    ]);
    // Oldest first, by the BFF's clock.
    const times = steps.map((s) => Date.parse(s.at));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it('signs statement lines as well as accounts, accounts first by number, then lines', async () => {
    if (skip()) return;
    const y = { financialYearId: 'fy-lines' };
    const put = (kind: string, item: string, figure: number) =>
      admin.request<SignOff>('PUT', '/api/signoffs', {
        json: { ...year(y), kind, item, step: 'prepared', figure },
      });
    expect((await put('line', 'operatingResult', 812345.67)).status).toBe(200);
    expect((await put('line', 'netSales', 5200000)).status).toBe(200);
    expect((await put('account', '30110', 100)).status).toBe(200);
    expect((await put('account', '999', 1)).status).toBe(200);
    // The same id as a line and as an account are two items.
    const items = (await list(admin, y)).body.map((s) => `${s.kind}:${s.item}`);
    expect(items).toEqual([
      'account:999',
      'account:30110',
      'line:netSales',
      'line:operatingResult',
    ]);
    expect((await history(admin, 'line', 'operatingResult', y)).body).toMatchObject([
      { action: 'prepared', figure: 812345.67 },
    ]);
  });

  it('refuses out of order with 409 signoff_conflict, changing nothing', async () => {
    if (skip()) return;
    const conflict = (reason: string) => ({
      status: 409,
      code: 'signoff_conflict',
      params: { reason },
    });
    expect((await sign(admin, { item: '1510', step: 'reviewed', figure: 10 })).body).toMatchObject(
      conflict('not_prepared'),
    );
    expect(await one(admin, 'account', '1510')).toBeUndefined();
    // Nor once the preparation is withdrawn.
    await sign(auditor, { item: '1520', step: 'prepared', figure: 10 });
    expect((await withdraw(auditor, 'account', '1520', 'prepared')).status).toBe(200);
    expect((await sign(admin, { item: '1520', step: 'reviewed', figure: 10 })).body).toMatchObject(
      conflict('not_prepared'),
    );
    expect(await one(admin, 'account', '1520')).toBeUndefined();
    await sign(auditor, { item: '1510', step: 'prepared', figure: 10 });
    await sign(admin, { item: '1510', step: 'reviewed', figure: 10 });
    expect((await withdraw(auditor, 'account', '1510', 'prepared')).body).toMatchObject(
      conflict('reviewed'),
    );
    expect((await one(admin, 'account', '1510'))?.prepared).toMatchObject({ username: 'auditor' });
    const note = (await openNote(admin, { item: '1510', text: 'Kundfordringar: åldersanalys?' }))
      .body;
    expect((await clearNote(auditor, { item: '1510', noteId: note.id })).status).toBe(200);
    const twice = await clearNote(admin, { item: '1510', noteId: note.id, resolution: 'x' });
    expect(twice.body).toMatchObject(conflict('note_cleared'));
    // A note is cleared once: by whom stays as it was.
    expect((await one(admin, 'account', '1510'))?.notes[0]).toMatchObject({
      clearedBy: 'auditor',
      resolution: null,
    });
    // A note of another item, or none at all: 404.
    for (const wrong of [
      { item: '1511', noteId: note.id },
      { item: '1510', noteId: 'nosuchnote' },
      { item: '1510', noteId: note.id, financialYearId: 'fy-2023' },
    ])
      expect((await clearNote(admin, wrong)).body).toMatchObject({
        status: 404,
        code: 'not_found',
      });
    expect((await history(admin, 'account', '1510')).body.map((s) => s.action)).toEqual([
      'prepared',
      'reviewed',
      'note.opened',
      'note.cleared',
    ]);
  });

  it('never overwrites the history: the database itself refuses to change or delete a step', async () => {
    if (skip()) return;
    await sign(auditor, { item: '1910', step: 'prepared', figure: 1 });
    const attempts = ['update signoff_history set username = ?', 'delete from signoff_history'];
    if (db) {
      const client = new pg.Client({ connectionString: db.url });
      await client.connect();
      try {
        for (const text of attempts)
          await expect(
            client.query(text.replace('?', '$1'), text.includes('?') ? ['x'] : []),
          ).rejects.toThrow(/append-only/);
        await expect(client.query('truncate signoff_history')).rejects.toThrow(/append-only/);
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
    expect((await history(admin, 'account', '1910')).body).toMatchObject([
      { action: 'prepared', username: 'auditor', figure: 1 },
    ]);
  });

  it('keeps items apart per tenant, company and financial year', async () => {
    if (skip()) return;
    const y = { financialYearId: 'fy-apart' };
    await admin.request('PUT', '/api/signoffs', {
      json: {
        ...year({ ...y, tenant: 'sydekonomi' }),
        kind: 'account',
        item: '1630',
        step: 'prepared',
        figure: 1,
      },
    });
    await admin.request('PUT', '/api/signoffs', {
      json: {
        ...year({ ...y, company: 'acme' }),
        kind: 'account',
        item: '1630',
        step: 'prepared',
        figure: 2,
      },
    });
    expect((await list(admin, y)).body).toEqual([]);
    expect((await list(syd, { ...y, tenant: 'sydekonomi' })).body).toMatchObject([
      { item: '1630', prepared: { figure: 1 } },
    ]);
    expect((await list(admin, { ...y, company: 'acme' })).body).toMatchObject([
      { item: '1630', prepared: { figure: 2 } },
    ]);
    expect((await history(admin, 'account', '1630', y)).body).toEqual([]);
  });

  it('refuses bad input with 400 invalid_request and coded issues', async () => {
    if (skip()) return;
    const refused = async (r: Promise<{ status: number; body: unknown }>, issues: object[]) => {
      const a = await r;
      expect(a.status, JSON.stringify(a.body)).toBe(400);
      expect(a.body).toMatchObject({ code: 'invalid_request', issues });
    };
    const ok = { item: '1910', step: 'prepared', figure: 1 };
    await refused(sign(admin, { ...ok, figure: 1.005 }), [
      { path: 'body.figure', code: 'whole_ore' },
    ]);
    await refused(sign(admin, { ...ok, figure: -1e12 }), [
      { path: 'body.figure', code: 'too_large' },
    ]);
    await refused(sign(admin, { ...ok, figure: '1' }), [
      { path: 'body.figure', code: 'wrong_type' },
    ]);
    await refused(sign(admin, { ...ok, step: 'approved' }), [
      { path: 'body.step', code: 'one_of' },
    ]);
    await refused(sign(admin, { ...ok, kind: 'note' }), [{ path: 'body.kind', code: 'one_of' }]);
    await refused(sign(admin, { ...ok, item: 'netSales' }), [
      { path: 'body.item', code: 'account_number' },
    ]);
    await refused(sign(admin, { ...ok, kind: 'line', item: '1910' }), [
      { path: 'body.item', code: 'pattern' },
    ]);
    await refused(sign(admin, { ...ok, username: 'someone else' }), [
      { path: 'body.username', code: 'not_allowed' },
    ]);
    await refused(sign(admin, { ...ok, financialYearId: '' }), [
      { path: 'body.financialYearId', code: 'not_empty' },
    ]);
    await refused(openNote(admin, { item: '1910', text: '   ' }), [
      { path: 'body.text', code: 'not_empty' },
    ]);
    await refused(openNote(admin, { item: '1910', text: 'n'.repeat(2001) }), [
      { path: 'body.text', code: 'max_length', params: { max: 2000 } },
    ]);
    await refused(openNote(admin, { item: '1910', text: 'fakturan \u202egnp.exe' }), [
      { path: 'body.text', code: 'plain_text' },
    ]);
    await refused(clearNote(admin, { item: '1910', noteId: 'NOT AN ID' }), [
      { path: 'body.noteId', code: 'pattern' },
    ]);
    await refused(withdraw(admin, 'account', '1910', 'done'), [
      { path: 'query.step', code: 'one_of' },
    ]);
    await refused(history(admin, 'line', 'Net Sales'), [{ path: 'query.item', code: 'pattern' }]);
    await refused(admin.get(`/api/signoffs?${qs(year())}&tenant=sydekonomi`), [
      { path: 'query.tenant', code: 'given_twice' },
    ]);
    expect(await one(admin, 'account', '1910')).toMatchObject({ prepared: { figure: 1 } });
  });

  it("refuses an auditor of another firm and a linked auditor's company outside its scope: 403, audited", async () => {
    if (skip()) return;
    const otherFirm = {
      status: 403,
      code: 'tenant_not_allowed',
      params: { tenantId: 'nordrevision' },
    };
    expect((await list(syd)).body).toMatchObject(otherFirm);
    expect((await history(syd, 'account', '1930')).body).toMatchObject(otherFirm);
    expect((await sign(syd, { item: '1930', step: 'prepared', figure: 5 })).body).toMatchObject(
      otherFirm,
    );
    expect((await openNote(syd, { item: '1930', text: 'x' })).body).toMatchObject(otherFirm);

    const a = { company: alvdalen };
    const outside = {
      status: 403,
      code: 'company_not_allowed',
      params: { companyDurableKey: alvdalen },
    };
    await admin.request('PUT', '/api/signoffs', {
      json: { ...year(a), kind: 'account', item: '1930', step: 'prepared', figure: 7 },
    });
    expect((await list(auditor, a)).body).toMatchObject(outside);
    expect((await history(auditor, 'account', '1930', a)).body).toMatchObject(outside);
    const put = await auditor.request('PUT', '/api/signoffs', {
      json: { ...year(a), kind: 'account', item: '1930', step: 'reviewed', figure: 7 },
    });
    expect(put.body).toMatchObject(outside);
    expect((await withdraw(auditor, 'account', '1930', 'prepared', a)).body).toMatchObject(outside);
    // Nothing changed for either.
    expect((await list(admin, a)).body).toMatchObject([
      { item: '1930', prepared: { username: 'admin', figure: 7 }, reviewed: null },
    ]);
    expect((await one(admin, 'account', '1930'))?.prepared).toMatchObject({ figure: 125000.5 });

    const denied = await admin.get<AuditEntries>('/api/audit?outcome=denied&user=auditor&limit=2');
    expect(denied.body.entries).toMatchObject([
      {
        operation: 'signoffs.withdraw',
        status: 403,
        targetIds: { companyDurableKey: alvdalen, kind: 'account', item: '1930', step: 'prepared' },
      },
      {
        operation: 'signoffs.sign',
        status: 403,
        targetIds: { companyDurableKey: alvdalen, step: 'reviewed', figure: '7.00' },
      },
    ]);
  });

  it('writes every change to the audit log with what was signed', async () => {
    if (skip()) return;
    const y = { financialYearId: 'fy-audit' };
    const body = { ...year(y), kind: 'line', item: 'totalAssets' };
    await auditor.request('PUT', '/api/signoffs', {
      json: { ...body, step: 'prepared', figure: 9876543.21 },
    });
    await auditor.request('PUT', '/api/signoffs', {
      json: { ...body, step: 'reviewed', figure: 9876543.21 },
    });
    const note = (
      await auditor.request<Note>('POST', '/api/signoffs/notes', {
        json: { ...body, text: 'Varför?' },
      })
    ).body;
    await auditor.request('PUT', '/api/signoffs/notes', { json: { ...body, noteId: note.id } });
    await auditor.request('DELETE', `/api/signoffs?${qs({ ...body, step: 'reviewed' })}`);
    await auditor.request('DELETE', `/api/signoffs?${qs({ ...body, step: 'reviewed' })}`);
    await auditor.request('PUT', '/api/signoffs', {
      json: { ...body, step: 'reviewed', figure: 1 },
    });
    await auditor.request('PUT', '/api/signoffs', {
      json: { ...body, step: 'prepared', figure: 1 },
    });
    await auditor.request('PUT', '/api/signoffs', {
      json: { ...body, step: 'reviewed', figure: 1 },
    });

    const log = await admin.get<AuditEntries>(
      '/api/audit?user=auditor&tenant=nordrevision&limit=9',
    );
    const target = {
      companyDurableKey: NORRSKEN,
      financialYearId: 'fy-audit',
      kind: 'line',
      item: 'totalAssets',
    };
    const common = {
      username: 'auditor',
      role: 'auditor',
      tenantId: 'nordrevision',
      requestId: expect.any(String) as unknown,
    };
    expect(log.body.entries.reverse()).toMatchObject([
      {
        ...common,
        operation: 'signoffs.sign',
        method: 'PUT',
        path: '/api/signoffs',
        targetIds: { ...target, step: 'prepared', figure: '9876543.21' },
        outcome: 'success',
        status: 200,
      },
      {
        operation: 'signoffs.sign',
        targetIds: { ...target, step: 'reviewed', figure: '9876543.21' },
      },
      {
        operation: 'signoffs.note.open',
        method: 'POST',
        path: '/api/signoffs/notes',
        targetIds: { ...target, noteId: note.id },
        status: 201,
      },
      {
        operation: 'signoffs.note.clear',
        method: 'PUT',
        targetIds: { ...target, noteId: note.id },
        status: 200,
      },
      {
        operation: 'signoffs.withdraw',
        method: 'DELETE',
        path: '/api/signoffs',
        targetIds: { ...target, step: 'reviewed' },
        outcome: 'success',
      },
      { operation: 'signoffs.withdraw', outcome: 'success' },
      {
        operation: 'signoffs.sign',
        targetIds: { step: 'reviewed', figure: '1.00' },
        outcome: 'success',
      },
      { operation: 'signoffs.sign', targetIds: { step: 'prepared', figure: '1.00' } },
      { operation: 'signoffs.sign', targetIds: { step: 'reviewed', figure: '1.00' } },
    ]);
    // Withdrawn then reviewed again: the review after the second preparation stands.
    expect((await one(admin, 'line', 'totalAssets', y))?.reviewed).toMatchObject({ figure: 1 });
    // A refused step out of order is in the log as denied.
    await auditor.request('DELETE', `/api/signoffs?${qs({ ...body, step: 'prepared' })}`);
    const refusal = await admin.get<AuditEntries>('/api/audit?user=auditor&outcome=denied&limit=1');
    expect(refusal.body.entries[0]).toMatchObject({
      operation: 'signoffs.withdraw',
      status: 409,
      targetIds: { ...target, step: 'prepared' },
    });
  });

  it('is a change like any other: CSRF, Origin and a session checked', async () => {
    if (skip()) return;
    const json = { ...year(), kind: 'account', item: '2650', step: 'prepared', figure: 1 };
    const noCsrf = await admin.request('PUT', '/api/signoffs', { json, csrf: false });
    expect(noCsrf.body).toMatchObject({ status: 403, code: 'csrf_rejected' });
    const cross = await admin.request('POST', '/api/signoffs/notes', {
      json: { ...json, step: undefined, figure: undefined, text: 'x' },
      headers: { origin: 'https://evil.example' },
    });
    expect(cross.body).toMatchObject({ status: 403, code: 'origin_rejected' });
    expect((await sign(bff.client(), json)).body).toMatchObject({
      status: 401,
      code: 'not_signed_in',
    });
    expect((await list(bff.client())).body).toMatchObject({ status: 401, code: 'not_signed_in' });
    expect(await one(admin, 'account', '2650')).toBeUndefined();
  });

  it('is in the OpenAPI document from the contract', async () => {
    if (skip()) return;
    const doc = await admin.get<{ paths: Record<string, Record<string, Record<string, unknown>>> }>(
      '/api/openapi.json',
    );
    expect(doc.body.paths['/api/signoffs']).toMatchObject({
      get: { operationId: 'listSignOffs' },
      put: { operationId: 'signOff', 'x-audit-name': 'signoffs.sign' },
      delete: { operationId: 'withdrawSignOff', 'x-audit-name': 'signoffs.withdraw' },
    });
    expect(doc.body.paths['/api/signoffs/notes']).toMatchObject({
      post: { operationId: 'openSignOffNote', 'x-audit-name': 'signoffs.note.open' },
      put: { operationId: 'clearSignOffNote', 'x-audit-name': 'signoffs.note.clear' },
    });
    expect(doc.body.paths['/api/signoffs/history']).toMatchObject({
      get: { operationId: 'listSignOffHistory' },
    });
  });
});
