/**
 * Sign-off (`/api/signoffs`) kept apart and guarded: per tenant, company and year; bad input
 * refused with coded issues; another firm's auditor and a linked auditor's out-of-scope company
 * refused and audited; every change in the audit log; CSRF, Origin and session; the OpenAPI
 * document. On SQLite and PostgreSQL, as signoffs.test.ts.
 */
import { describe, expect, it } from 'vitest';
import {
  BACKENDS,
  NORRSKEN,
  admin,
  alvdalen,
  auditor,
  bff,
  clearNote,
  history,
  list,
  one,
  openNote,
  qs,
  sign,
  skip,
  syd,
  useSignOffs,
  withdraw,
  year,
  type AuditEntries,
  type Note,
} from './signoffs.testing.js';

describe.each(BACKENDS)('sign-off kept apart and guarded on $name', ({ pg: onPg }) => {
  useSignOffs(onPg);

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
    // What the refusals must leave as it is.
    expect((await sign(auditor, ok)).status).toBe(200);
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
    // What the refusals must leave as it is.
    expect((await sign(auditor, { item: '1930', step: 'prepared', figure: 125000.5 })).status).toBe(
      200,
    );
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
