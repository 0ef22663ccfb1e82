/**
 * Control characters and dot segments everywhere (issue #31, items 8 and 11): every free-text
 * field of the console's own routes and of the V1 bodies the BFF checks refuses control
 * characters and text-direction marks (issue `plain_text`), and a tenant path segment that can
 * name no tenant (a NUL or other control character, a direction mark, `.` or `..`) is 400 before
 * anything is audited with it. On SQLite, and on PostgreSQL (where a NUL in text fails a query).
 */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBff } from '../test/bff-helpers.js';
import type { Answer, Client, TestBff } from '../test/bff-helpers.js';
import { createTestDatabase, pgAdminUrl } from '../test/test-pg.js';
import type { TestDatabase } from '../test/test-pg.js';

const PG_ADMIN = await pgAdminUrl();
const T = '/api/t/nordrevision';
const NORRSKEN = '21956b86-1c68-488e-8773-13c1fb38e381';

interface ErrorBody {
  code?: string;
  issues?: { path: string; code: string }[];
}

/** The issues of a 400 `invalid_request`, as `path: code`. */
function issuesOf(r: { status: number; body: unknown }, what: string): string[] {
  const body = r.body as ErrorBody;
  expect(r.status, `${what}: ${JSON.stringify(body)}`).toBe(400);
  expect(body.code, what).toBe('invalid_request');
  return (body.issues ?? []).map((i) => `${i.path}: ${i.code}`);
}

describe.each([
  { name: 'SQLite', pg: false },
  { name: 'PostgreSQL', pg: true },
])('plain text and tenant segments on $name', ({ pg }) => {
  let bff: TestBff;
  let db: TestDatabase | undefined;
  let admin: Client;
  const skip = () => pg && !PG_ADMIN;

  beforeAll(async () => {
    if (skip()) return;
    db = pg ? await createTestDatabase(PG_ADMIN!, 'bff_plain') : undefined;
    bff = await startTestBff(db ? { DATABASE_URL: db.url } : {});
    admin = bff.client();
    expect((await admin.login('admin', 'admin-demo')).status).toBe(204);
  });
  afterAll(async () => {
    await bff?.close();
    await db?.drop();
  });

  /** A request sent with its path as written (fetch would resolve dots before sending). */
  const raw = (method: string, path: string, json?: unknown) =>
    new Promise<{ status: number; body: unknown }>((resolve, reject) => {
      const req = request(`${bff.url}/`, {
        method,
        headers: {
          cookie: admin.cookie!,
          'x-csrf': '1',
          ...(json === undefined ? {} : { 'content-type': 'application/json' }),
        },
      });
      req.path = path;
      req.on('response', (res) => {
        let text = '';
        res.on('data', (d: Buffer) => (text += d));
        res.on('end', () => {
          let body: unknown = text;
          try {
            body = JSON.parse(text);
          } catch {
            /* not JSON */
          }
          resolve({ status: res.statusCode!, body });
        });
      });
      req.on('error', reject);
      req.end(json === undefined ? undefined : JSON.stringify(json));
    });

  /** Every audit entry of the demo admin (whatever its tenant), straight from the store. */
  const adminEntries = async () =>
    (await bff.store.audit.query({ user: 'admin', limit: 500 })).entries.length;

  it.each([
    ['nordrevision%00', 'plain_text'],
    ['nordrevision%0A', 'plain_text'],
    ['%00', 'plain_text'],
    ['nord%7Frevision', 'plain_text'],
    ['nord%E2%80%AErevision', 'plain_text'],
    ['%E2%81%A6nordrevision', 'plain_text'],
    ['.', 'dot_segment'],
    ['%2e', 'dot_segment'],
  ])('the tenant segment %s is 400 (%s), a change to it audited never', async (segment, code) => {
    if (skip()) return;
    const before = await adminEntries();
    const v1Before = (await bff.stats()).requests['POST /groups'] ?? 0;
    for (const [method, path, json] of [
      ['POST', `/api/t/${segment}/groups`, { name: 'Granskning' }],
      ['DELETE', `/api/t/${segment}/groups/x`, undefined],
      ['GET', `/api/t/${segment}/companies`, undefined],
    ] as const) {
      const r = await raw(method, path, json);
      expect(issuesOf(r, `${method} ${path}`)).toEqual([`params.tenantId: ${code}`]);
    }
    expect(await adminEntries()).toBe(before);
    expect((await bff.stats()).requests['POST /groups'] ?? 0).toBe(v1Before);
  });

  // The URL the request policy reads resolves `..` (or `%2E%2E`) against `/api/t/`: the path is
  // then `/api/<rest>`, which names no route.
  it.each(['..', '%2E%2E'])(
    'the tenant segment %s leaves the proxy: 404, V1 not asked, nothing audited',
    async (segment) => {
      if (skip()) return;
      const before = await adminEntries();
      const v1Before = (await bff.stats()).requests['POST /groups'] ?? 0;
      for (const [method, path, json] of [
        ['POST', `/api/t/${segment}/groups`, { name: 'Granskning' }],
        ['DELETE', `/api/t/${segment}/groups/x`, undefined],
        ['GET', `/api/t/${segment}/companies`, undefined],
      ] as const) {
        const r = await raw(method, path, json);
        expect(r.status, `${method} ${path}`).toBe(404);
        expect((r.body as ErrorBody).code).toBe('not_found');
      }
      expect(await adminEntries()).toBe(before);
      expect((await bff.stats()).requests['POST /groups'] ?? 0).toBe(v1Before);
    },
  );

  it("a tenant segment that is plain text but not the account's is still 403, audited", async () => {
    if (skip()) return;
    const before = await adminEntries();
    const r = await raw('POST', '/api/t/nord%20revision/groups', { name: 'Granskning' });
    expect(r.status).toBe(403);
    expect((r.body as ErrorBody).code).toBe('tenant_not_allowed');
    expect(await adminEntries()).toBe(before + 1);
  });

  it("the console's own routes refuse control characters and direction marks in free text", async () => {
    if (skip()) return;
    const login = await bff.client().request('POST', '/auth/login', {
      json: { username: 'admin\u0000', password: 'admin-demo' },
    });
    expect(issuesOf(login, 'sign-in')).toEqual(['body.username: plain_text']);

    for (const [query, field] of [
      ['user=admin%00', 'user'],
      ['operation=createGroup%0A', 'operation'],
      ['tenant=nordrevision%E2%80%AE', 'tenant'],
    ] as const)
      expect(issuesOf(await admin.get(`/api/audit?${query}`), query)).toEqual([
        `query.${field}: plain_text`,
      ]);
    expect(
      issuesOf(await admin.get(`/api/uploads?tenant=nordrevision&company=x%00`), 'uploads'),
    ).toEqual(['query.company: plain_text']);
    expect(
      issuesOf(
        await admin.get(`/api/user-companies?tenant=nordrevision&user=u%1B`),
        'user-companies',
      ),
    ).toEqual(['query.user: plain_text']);
    expect(
      issuesOf(
        await admin.get(
          `/api/reviews?tenant=nordrevision&company=${NORRSKEN}&financialYearId=fy%00`,
        ),
        'reviews',
      ),
    ).toEqual(['query.financialYearId: plain_text']);
    const mark = await admin.request('PUT', '/api/reviews', {
      json: {
        tenant: 'nordrevision',
        company: `${NORRSKEN}\u0000`,
        financialYearId: 'fy-2024',
        account: '1910',
        figures: 'f\u2066',
        comment: 'Stämmer\nmot kontoutdrag\t(ok)',
      },
    });
    expect(issuesOf(mark, 'review mark')).toEqual([
      'body.company: plain_text',
      'body.figures: plain_text',
    ]);
  });

  it('the V1 bodies the BFF checks refuse them too, before V1 is asked', async () => {
    if (skip()) return;
    const v1 = async () => (await bff.stats()).requests;
    const before = await v1();
    for (const name of ['Revisorer\u0000', 'Revi\tsorer', 'Revi\nsorer', 'Revi\u202esorer'])
      expect(
        issuesOf(await admin.request('POST', `${T}/groups`, { json: { name } }), name),
      ).toEqual(['body.name: plain_text']);
    const company = await admin.request('POST', `${T}/companies`, {
      json: {
        authorization: { type: 1, userIds: [], groupIds: [] },
        data: {
          name: 'Norr\u0007 AB',
          organizationNumber: 'GB 123\u202c',
          country: 'OTHER',
          annualReportFramework: 'K2',
          // Several lines: an address may have line breaks, not a NUL.
          address: 'Storgatan 1\n123 45 Umeå\u0000',
        },
      },
    });
    expect(issuesOf(company, 'createCompany')).toEqual([
      'body.data.organizationNumber: plain_text',
      'body.data.name: plain_text',
      'body.data.address: plain_text',
    ]);
    const update = await admin.request('PUT', `${T}/companies/${NORRSKEN}`, {
      json: { name: 'Norrsken\u2069 Bygg AB', address: 'Storgatan 1\r\n123 45 Umeå' },
    });
    expect(issuesOf(update, 'updateCompany')).toEqual(['body.name: plain_text']);
    const assignment = await admin.request('POST', `${T}/company/${NORRSKEN}/assignments`, {
      json: {
        type: 'AE',
        subType: 'Bok\u0085slut\u001f',
        financialYearId: '00000000-0000-4000-8000-000000000000',
      },
    });
    expect(issuesOf(assignment, 'createAssignment')).toEqual(['body.subType: plain_text']);
    const after = await v1();
    for (const route of ['POST /groups', 'POST /companies', 'PUT /companies/{companyDurableKey}'])
      expect(after[route] ?? 0, route).toBe(before[route] ?? 0);
  });

  it('a name that only ends in a line break is trimmed and taken', async () => {
    if (skip()) return;
    const name = `Plain ${Date.now()}`;
    const made: Answer<{ id: string; name: string }> = await admin.request('POST', `${T}/groups`, {
      json: { name: `${name}\n` },
    });
    expect(made.status, made.text).toBe(200);
    expect(made.body.name).toBe(name);
    await admin.request('DELETE', `${T}/groups/${made.body.id}`);
  });
});
