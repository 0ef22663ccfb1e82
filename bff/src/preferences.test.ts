/**
 * The account's console language: `PUT /api/preferences`, `user.language` in `GET /auth/session`,
 * remembered in the store (SQLite and PostgreSQL) so it follows the account to another browser.
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

describe.each(backends)('the language preference on $name', ({ pg }) => {
  let bff: TestBff;
  let db: TestDatabase | undefined;
  let browserA: Client;
  beforeAll(async () => {
    if (pg && !PG_ADMIN) return;
    db = pg ? await createTestDatabase(PG_ADMIN!, 'bff_prefs') : undefined;
    bff = await startTestBff(db ? { DATABASE_URL: db.url } : {});
    browserA = bff.client();
    expect((await browserA.login('admin', 'admin-demo')).status).toBe(204);
  });
  afterAll(async () => {
    await bff?.close();
    await db?.drop();
  });
  const skip = () => pg && !PG_ADMIN;

  const language = async (c: Client) =>
    (await c.get<{ user: { language: unknown } }>('/auth/session')).body.user.language;
  const put = (c: Client, body: unknown, headers: Record<string, string> = {}) =>
    c.request('PUT', '/api/preferences', { json: body, headers });

  it('is null until chosen, then follows the account to another browser both ways', async () => {
    if (skip()) return;
    expect(await language(browserA)).toBeNull();
    const r = await put(browserA, { language: 'sv' });
    expect(r.status, r.text).toBe(204);
    expect(await language(browserA)).toBe('sv');

    const browserB = bff.client();
    expect((await browserB.login('admin', 'admin-demo')).status).toBe(204);
    expect(await language(browserB)).toBe('sv');
    expect((await put(browserB, { language: 'en' })).status).toBe(204);
    expect(await language(browserA)).toBe('en');
    expect((await bff.store.accounts.find('admin'))?.language).toBe('en');
    // Another account keeps its own.
    const auditor = bff.client();
    await auditor.login('auditor', 'auditor-demo');
    expect(await language(auditor)).toBeNull();
  });

  it('refuses anything but the supported codes with a 400 naming them', async () => {
    if (skip()) return;
    for (const body of [{ language: 'de' }, { language: 'SV' }, {}, { language: null }]) {
      const r = await put(browserA, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body).toMatchObject({
        code: 'invalid_request',
        message: 'invalid preferences',
        issues: [
          {
            path: 'body.language',
            message: 'must be one of sv, en',
            code: 'language',
            params: { supported: 'sv, en' },
          },
        ],
      });
    }
    const extra = await put(browserA, { language: 'sv', theme: 'dark' });
    expect(extra.body).toMatchObject({
      code: 'invalid_request',
      issues: [{ path: 'body.theme', code: 'not_allowed' }],
    });
    const notJson = await browserA.request('PUT', '/api/preferences', {
      body: 'sv',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
    expect(notJson.body).toMatchObject({ code: 'invalid_json' });
    expect(await language(browserA)).toBe('en');
  });

  it('is a change like any other: CSRF, Origin and a session checked, and audited', async () => {
    if (skip()) return;
    const noCsrf = await browserA.request('PUT', '/api/preferences', {
      json: { language: 'sv' },
      csrf: false,
    });
    expect(noCsrf.body).toMatchObject({ status: 403, code: 'csrf_rejected' });
    const crossOrigin = await put(browserA, { language: 'sv' }, { origin: 'https://evil.example' });
    expect(crossOrigin.body).toMatchObject({ status: 403, code: 'origin_rejected' });
    const signedOut = await put(bff.client(), { language: 'sv' });
    expect(signedOut.body).toMatchObject({ status: 401, code: 'not_signed_in' });
    expect(await language(browserA)).toBe('en');

    expect((await put(browserA, { language: 'sv' })).status).toBe(204);
    const audit = await browserA.get<{ entries: Record<string, unknown>[] }>(
      '/api/audit?operation=preferences.language.set',
    );
    expect(audit.body.entries[0]).toMatchObject({
      username: 'admin',
      tenantId: null,
      method: 'PUT',
      path: '/api/preferences',
      targetIds: { language: 'sv' },
      outcome: 'success',
      status: 204,
    });
  });

  it('reads an unknown stored language as null, without an error', async () => {
    if (skip()) return;
    await bff.store.accounts.setLanguage('auditor', 'klingon');
    const c = bff.client();
    await c.login('auditor', 'auditor-demo');
    const r = await c.get<{ user: Record<string, unknown> }>('/auth/session');
    expect(r.status).toBe(200);
    expect(r.body.user).toEqual({
      username: 'auditor',
      role: 'auditor',
      language: null,
      scope: 'linked',
      platformUserIds: { nordrevision: expect.any(String) },
    });
    expect((await c.get('/api/t/nordrevision/companies')).status).toBe(200);
  });

  it('is in the OpenAPI document from the contract', async () => {
    if (skip()) return;
    const doc = await browserA.get<{ paths: Record<string, Record<string, unknown>> }>(
      '/api/openapi.json',
    );
    expect(doc.body.paths['/api/preferences']?.put).toMatchObject({
      operationId: 'setPreferences',
      requestBody: { required: true },
      responses: { 204: { description: 'No content' } },
    });
  });
});
