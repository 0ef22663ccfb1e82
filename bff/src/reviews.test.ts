/**
 * Review marks (`/api/reviews`): an account of a financial year marked as reviewed, kept in the
 * BFF's store (SQLite and PostgreSQL) per tenant, company, year and account, and audited.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBff } from '../test/bff-helpers.js';
import type { Client, TestBff } from '../test/bff-helpers.js';
import { createTestDatabase, pgAdminUrl } from '../test/test-pg.js';
import type { TestDatabase } from '../test/test-pg.js';

const PG_ADMIN = await pgAdminUrl();

const backends = [
  { name: 'SQLite', pg: false },
  { name: 'PostgreSQL', pg: true },
];

const COMPANY = '21956b86-1c68-488e-8773-13c1fb38e381';
const YEAR = 'fy-2024';
const where = (tenant = 'nordrevision', year = YEAR) =>
  `tenant=${tenant}&company=${COMPANY}&financialYearId=${year}`;

interface Mark {
  account: string;
  comment: string | null;
  figures: string;
  username: string;
  markedAt: string;
}
interface AuditEntries {
  entries: Record<string, unknown>[];
}

describe.each(backends)('review marks on $name', ({ pg }) => {
  let bff: TestBff;
  let db: TestDatabase | undefined;
  let admin: Client;
  let auditor: Client;
  beforeAll(async () => {
    if (pg && !PG_ADMIN) return;
    db = pg ? await createTestDatabase(PG_ADMIN!, 'bff_reviews') : undefined;
    bff = await startTestBff(db ? { DATABASE_URL: db.url } : {});
    admin = bff.client();
    auditor = bff.client();
    expect((await admin.login('admin', 'admin-demo')).status).toBe(204);
    expect((await auditor.login('auditor', 'auditor-demo')).status).toBe(204);
  });
  afterAll(async () => {
    await bff?.close();
    await db?.drop();
  });
  const skip = () => pg && !PG_ADMIN;

  const mark = (c: Client, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    c.request<Mark>('PUT', '/api/reviews', {
      json: { tenant: 'nordrevision', company: COMPANY, financialYearId: YEAR, ...body },
      headers,
    });
  const list = (c: Client, query = where()) => c.get<Mark[]>(`/api/reviews?${query}`);
  const unmark = (c: Client, account: string, query = where()) =>
    c.request('DELETE', `/api/reviews?${query}&account=${account}`);

  it('marks, reads, marks again and unmarks, for both roles', async () => {
    if (skip()) return;
    expect(await list(admin)).toMatchObject({ status: 200, body: [] });

    const before = Date.now();
    const first = await mark(auditor, { account: '1910', comment: '  Checked  ', figures: 'f1' });
    expect(first.status, first.text).toBe(200);
    expect(first.body).toEqual({
      account: '1910',
      comment: 'Checked',
      figures: 'f1',
      username: 'auditor',
      markedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/) as unknown,
    });
    expect(Date.parse(first.body.markedAt)).toBeGreaterThanOrEqual(before - 1000);
    const second = await mark(admin, { account: '30110', figures: 'f2' });
    expect(second.body).toMatchObject({ account: '30110', comment: null, username: 'admin' });
    const third = await mark(admin, { account: '2440', comment: '   ', figures: 'f3' });
    expect(third.body).toMatchObject({ account: '2440', comment: null });

    // By account number, not as text (where 999 would come last).
    await mark(admin, { account: '999', figures: 'f4' });
    const read = await list(auditor);
    expect(read.status).toBe(200);
    expect(read.body.map((m) => m.account)).toEqual(['999', '1910', '2440', '30110']);
    expect(read.body[1]).toEqual(first.body);

    // Marking again replaces comment, figures, who and when.
    bff.advance(60_000);
    const again = await mark(admin, { account: '1910', comment: 'Rechecked', figures: 'f1b' });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({
      account: '1910',
      comment: 'Rechecked',
      figures: 'f1b',
      username: 'admin',
    });
    expect(Date.parse(again.body.markedAt)).toBeGreaterThan(Date.parse(first.body.markedAt));
    const afterAgain = (await list(admin)).body;
    expect(afterAgain).toHaveLength(4);
    expect(afterAgain.find((m) => m.account === '1910')).toEqual(again.body);
    // A mark without a comment clears the earlier one.
    const cleared = await mark(auditor, { account: '1910', figures: 'f1c' });
    expect(cleared.body).toMatchObject({ comment: null, username: 'auditor' });
    expect((await list(admin)).body.find((m) => m.account === '1910')?.comment).toBeNull();

    // Unmark: 204, the mark is gone; 204 again when there is none.
    const gone = await unmark(auditor, '1910');
    expect(gone.status, gone.text).toBe(204);
    expect(gone.text).toBe('');
    expect((await list(admin)).body.map((m) => m.account)).toEqual(['999', '2440', '30110']);
    expect((await unmark(admin, '1910')).status).toBe(204);
    expect((await unmark(admin, '999')).status).toBe(204);
    expect((await list(admin)).body.map((m) => m.account)).toEqual(['2440', '30110']);
  });

  it('keeps marks apart per tenant, company and financial year', async () => {
    if (skip()) return;
    const key = { account: '1510', figures: 'x' };
    expect((await mark(admin, { ...key, comment: 'syd', tenant: 'sydekonomi' })).status).toBe(200);
    expect(
      (await mark(admin, { ...key, comment: 'other year', financialYearId: 'fy-2023' })).status,
    ).toBe(200);
    expect((await mark(admin, { ...key, comment: 'other company', company: 'acme' })).status).toBe(
      200,
    );
    expect((await list(admin)).body.find((m) => m.account === '1510')).toBeUndefined();
    expect((await list(admin, where('sydekonomi'))).body).toMatchObject([
      { account: '1510', comment: 'syd' },
    ]);
    expect((await list(admin, where('nordrevision', 'fy-2023'))).body).toMatchObject([
      { account: '1510', comment: 'other year' },
    ]);
    // Unmarking in one tenant leaves the other's mark.
    await mark(admin, { ...key, comment: 'nord' });
    expect((await unmark(admin, '1510', where('sydekonomi'))).status).toBe(204);
    expect((await list(admin, where('sydekonomi'))).body).toEqual([]);
    expect((await list(admin)).body.find((m) => m.account === '1510')?.comment).toBe('nord');
  });

  it("refuses a tenant that is not the account's: 403 tenant_not_allowed, nothing read or written", async () => {
    if (skip()) return;
    await mark(admin, { account: '1630', comment: 'secret', figures: 'x', tenant: 'sydekonomi' });
    const refused = {
      status: 403,
      code: 'tenant_not_allowed',
      params: { tenantId: 'sydekonomi' },
    };
    expect((await list(auditor, where('sydekonomi'))).body).toMatchObject(refused);
    const m = await mark(auditor, { account: '1630', figures: 'y', tenant: 'sydekonomi' });
    expect(m.body).toMatchObject(refused);
    const u = await unmark(auditor, '1630', where('sydekonomi'));
    expect(u.body).toMatchObject(refused);
    expect((await list(admin, where('sydekonomi'))).body).toMatchObject([
      { account: '1630', comment: 'secret', username: 'admin' },
    ]);
    // A tenant this console does not offer, even in a valid form.
    const unknown = await list(admin, where('nosuchtenant'));
    expect(unknown.body).toMatchObject({ status: 403, code: 'tenant_not_allowed' });
  });

  it('refuses bad input field by field with 400 invalid_request and coded issues', async () => {
    if (skip()) return;
    const issue = async (
      r: Promise<{ status: number; body: unknown }>,
      expected: Record<string, unknown>[],
    ) => {
      const a = await r;
      expect(a.status, JSON.stringify(a.body)).toBe(400);
      expect(a.body).toMatchObject({ code: 'invalid_request', issues: expected });
    };
    const ok = { account: '1910', figures: 'f' };
    await issue(mark(admin, { ...ok, tenant: 'Nord Revision' }), [
      { path: 'body.tenant', code: 'tenant_id' },
    ]);
    await issue(mark(admin, { ...ok, company: '' }), [{ path: 'body.company', code: 'not_empty' }]);
    await issue(mark(admin, { ...ok, company: 'c'.repeat(101) }), [
      { path: 'body.company', code: 'max_length', params: { max: 100 } },
    ]);
    await issue(mark(admin, { ...ok, financialYearId: '' }), [
      { path: 'body.financialYearId', code: 'not_empty' },
    ]);
    await issue(mark(admin, { ...ok, financialYearId: 'y'.repeat(101) }), [
      { path: 'body.financialYearId', code: 'max_length', params: { max: 100 } },
    ]);
    for (const account of ['', '19a0', '12345678901', ' 1910', '-1'])
      await issue(mark(admin, { ...ok, account }), [
        {
          path: 'body.account',
          code: 'account_number',
          message: 'must be an account number of 1 to 10 digits',
        },
      ]);
    await issue(mark(admin, { ...ok, account: 1910 }), [
      { path: 'body.account', code: 'wrong_type' },
    ]);
    // A NUL (which PostgreSQL text cannot hold), an escape, a direction override (issue 31,
    // item 11): refused with words, never stored as sent.
    for (const comment of ['a\u0000b', 'red \u001b[31m', 'fakturan \u202egnp.exe'])
      await issue(mark(admin, { ...ok, comment }), [{ path: 'body.comment', code: 'plain_text' }]);
    const lines = await mark(admin, { ...ok, account: '1930', comment: 'Två rader\n\tmed tabb' });
    expect(lines.status, lines.text).toBe(200);
    expect((await unmark(admin, '1930')).status).toBe(204);
    await issue(mark(admin, { ...ok, comment: 'c'.repeat(1001) }), [
      { path: 'body.comment', code: 'max_length', params: { max: 1000 } },
    ]);
    await issue(mark(admin, { ...ok, comment: null }), [
      { path: 'body.comment', code: 'wrong_type' },
    ]);
    await issue(mark(admin, { ...ok, figures: '' }), [{ path: 'body.figures', code: 'not_empty' }]);
    await issue(mark(admin, { ...ok, figures: 'f'.repeat(201) }), [
      { path: 'body.figures', code: 'max_length', params: { max: 200 } },
    ]);
    await issue(mark(admin, { account: '1910' }), [
      { path: 'body.figures', code: 'wrong_type', params: { received: 'undefined' } },
    ]);
    await issue(mark(admin, { ...ok, reviewed: true }), [
      { path: 'body.reviewed', code: 'not_allowed' },
    ]);
    // Trimmed before the length is counted: 1000 characters with spaces around are fine.
    const padded = await mark(admin, {
      account: '1999',
      figures: 'f',
      comment: ` ${'c'.repeat(1000)} `,
    });
    expect(padded.status).toBe(200);
    expect(padded.body.comment).toHaveLength(1000);

    const notJson = await admin.request('PUT', '/api/reviews', {
      body: '{account',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.body).toMatchObject({ status: 400, code: 'invalid_json' });

    await issue(list(admin, `tenant=nordrevision&company=${COMPANY}`), [
      { path: 'query.financialYearId', code: 'wrong_type' },
    ]);
    await issue(list(admin, `${where()}&extra=1`), [{ path: 'query.extra', code: 'not_allowed' }]);
    await issue(list(admin, `${where()}&company=other`), [
      { path: 'query.company', code: 'given_twice' },
    ]);
    await issue(list(admin, where('NORD')), [{ path: 'query.tenant', code: 'tenant_id' }]);
    await issue(unmark(admin, '19x'), [{ path: 'query.account', code: 'account_number' }]);
    await issue(admin.request('DELETE', `/api/reviews?${where()}`), [
      { path: 'query.account', code: 'wrong_type' },
    ]);
    await issue(unmark(admin, '1910&account=2440'), [
      { path: 'query.account', code: 'given_twice' },
    ]);
    expect((await list(admin)).body.find((m) => m.account === '1910')).toBeUndefined();
  });

  it('is a change like any other: CSRF, Origin and a session checked', async () => {
    if (skip()) return;
    const body = {
      tenant: 'nordrevision',
      company: COMPANY,
      financialYearId: YEAR,
      account: '2650',
      figures: 'f',
    };
    const noCsrf = await admin.request('PUT', '/api/reviews', { json: body, csrf: false });
    expect(noCsrf.body).toMatchObject({ status: 403, code: 'csrf_rejected' });
    const crossOrigin = await mark(admin, body, { origin: 'https://evil.example' });
    expect(crossOrigin.body).toMatchObject({ status: 403, code: 'origin_rejected' });
    const signedOut = await mark(bff.client(), body);
    expect(signedOut.body).toMatchObject({ status: 401, code: 'not_signed_in' });
    const readSignedOut = await list(bff.client());
    expect(readSignedOut.body).toMatchObject({ status: 401, code: 'not_signed_in' });
    expect((await list(admin)).body.find((m) => m.account === '2650')).toBeUndefined();

    expect((await mark(admin, body)).status).toBe(200);
    const unmarkNoCsrf = await admin.request('DELETE', `/api/reviews?${where()}&account=2650`, {
      csrf: false,
    });
    expect(unmarkNoCsrf.body).toMatchObject({ status: 403, code: 'csrf_rejected' });
    const unmarkCross = await admin.request('DELETE', `/api/reviews?${where()}&account=2650`, {
      headers: { origin: 'https://evil.example' },
    });
    expect(unmarkCross.body).toMatchObject({ status: 403, code: 'origin_rejected' });
    expect((await list(admin)).body.find((m) => m.account === '2650')).toBeDefined();
  });

  it('writes marks, unmarks and refusals to the audit log', async () => {
    if (skip()) return;
    await mark(auditor, { account: '4010', comment: 'ok', figures: 'f' });
    await unmark(auditor, '4010');
    await mark(auditor, { account: '4010', figures: 'f', tenant: 'sydekonomi' });
    const target = { companyDurableKey: COMPANY, financialYearId: YEAR, account: '4010' };
    const marks = await admin.get<AuditEntries>('/api/audit?operation=reviews.mark&user=auditor');
    expect(marks.body.entries.slice(0, 2)).toMatchObject([
      {
        username: 'auditor',
        role: 'auditor',
        tenantId: 'sydekonomi',
        method: 'PUT',
        path: '/api/reviews',
        targetIds: target,
        outcome: 'denied',
        status: 403,
      },
      {
        tenantId: 'nordrevision',
        operation: 'reviews.mark',
        targetIds: target,
        outcome: 'success',
        status: 200,
        requestId: expect.any(String) as unknown,
      },
    ]);
    const unmarks = await admin.get<AuditEntries>(
      '/api/audit?operation=reviews.unmark&user=auditor',
    );
    expect(unmarks.body.entries[0]).toMatchObject({
      username: 'auditor',
      tenantId: 'nordrevision',
      operation: 'reviews.unmark',
      method: 'DELETE',
      path: '/api/reviews',
      targetIds: target,
      outcome: 'success',
      status: 204,
    });
  });

  it('a mark made through one instance is read through another on the same store', async () => {
    if (skip()) return;
    expect((await mark(admin, { account: '5010', comment: 'shared', figures: 'f' })).status).toBe(
      200,
    );
    const second = await startTestBff(db ? { DATABASE_URL: db.url } : { DATA_DIR: bff.dir });
    try {
      const other = second.client();
      expect((await other.login('auditor', 'auditor-demo')).status).toBe(204);
      const read = await list(other);
      expect(read.body.find((m) => m.account === '5010')).toMatchObject({
        comment: 'shared',
        username: 'admin',
      });
      expect((await unmark(other, '5010')).status).toBe(204);
    } finally {
      await second.close();
    }
    expect((await list(admin)).body.find((m) => m.account === '5010')).toBeUndefined();
  });

  it('is in the OpenAPI document from the contract', async () => {
    if (skip()) return;
    const doc = await admin.get<{ paths: Record<string, Record<string, Record<string, unknown>>> }>(
      '/api/openapi.json',
    );
    const item = doc.body.paths['/api/reviews']!;
    expect(item.get).toMatchObject({ operationId: 'listReviews', responses: { 200: {} } });
    expect(item.put).toMatchObject({
      operationId: 'markReviewed',
      'x-audit-name': 'reviews.mark',
      requestBody: { required: true },
    });
    expect(item.delete).toMatchObject({
      operationId: 'unmarkReviewed',
      'x-audit-name': 'reviews.unmark',
      responses: { 204: { description: 'No content' } },
    });
  });
});
