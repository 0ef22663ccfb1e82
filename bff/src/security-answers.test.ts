/** What every answer carries (security headers, errors, the web), and input refused before V1. */
import { writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSP } from './http/http-policy.js';
import { NIL_V4, startTestBff } from '../test/bff-helpers.js';
import type { TestBff } from '../test/bff-helpers.js';

const METRICS_TOKEN = 'metrics-token-of-the-test';
let bff: TestBff;
beforeAll(async () => {
  bff = await startTestBff({ METRICS_TOKEN });
  await mkdir(path.join(bff.dir, 'web-dist', 'assets'), { recursive: true });
  await writeFile(
    path.join(bff.dir, 'web-dist', 'index.html'),
    '<!doctype html><title>console</title>',
  );
  await writeFile(path.join(bff.dir, 'web-dist', 'assets', 'app-abc123.js'), 'console.log(1)');
});
afterAll(() => bff?.close());

describe('headers, errors and the web', () => {
  it('sets the CSP, security headers and x-request-id on every response; no HSTS over http', async () => {
    const c = bff.client();
    for (const [p, csrf] of [
      ['/', true],
      ['/t/nordrevision/companies', true],
      ['/assets/app-abc123.js', true],
      ['/api/t/nordrevision/companies', true],
      ['/api/t/nordrevision/companies', false],
      ['/healthz', true],
      ['/api/nope', true],
    ] as const) {
      const r = await c.request('GET', p, { csrf });
      expect(r.headers.get('content-security-policy'), p).toBe(CSP);
      expect(r.headers.get('referrer-policy')).toBe('no-referrer');
      expect(r.headers.get('x-content-type-options')).toBe('nosniff');
      expect(r.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      expect(r.headers.get('strict-transport-security')).toBeNull();
    }
    expect(CSP).toContain("frame-ancestors 'none'");
    expect(CSP).toContain("object-src 'none'");
    expect(CSP).toContain("base-uri 'none'");
  });
  it('serves the SPA with fallback, immutable assets, never for /api or /auth', async () => {
    const c = bff.client();
    const index = await c.get('/t/nordrevision/companies/x/balances');
    expect(index.status).toBe(200);
    expect(index.text).toContain('<title>console</title>');
    expect(index.headers.get('cache-control')).toBe('no-cache');
    const asset = await c.get('/assets/app-abc123.js');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    expect((await c.get('/assets/missing-123.js')).status).toBe(404);
    const api = await c.get('/api/t/nordrevision/tokens');
    expect(api.status).toBe(401);
    await c.login('admin', 'admin-demo');
    for (const p of [
      '/api/t/nordrevision/tokens',
      '/api/nothing',
      '/api/t/nordrevision/companies/x/y/z',
      '/auth/nothing',
    ]) {
      const r = await c.get(p);
      expect(r.status, p).toBe(404);
      expect(r.headers.get('content-type')).toMatch(/application\/json/);
      expect(r.body).toMatchObject({ status: 404, requestId: expect.any(String) });
    }
    const patch = await c.request('PATCH', '/api/t/nordrevision/companies');
    expect(patch.status).toBe(404);
    expect((await c.get('/../../etc/passwd')).text).not.toContain('root:');
  });
  it('validates params, query and body before V1 is asked (400 with issues)', async () => {
    const c = bff.client();
    await c.login('admin', 'admin-demo');
    // The tenant's V1 token is taken first, so V1 below sees only the one call that passes.
    expect((await c.get('/api/t/nordrevision/companies')).status).toBe(200);
    const before = await bff.stats();
    const cases = [
      c.get('/api/t/nordrevision/companies/not-a-uuid'),
      c.get(
        `/api/t/nordrevision/generalledger/balances/${NIL_V4}/calculated/month?startDate=20250231&endDate=20251231`,
      ),
      c.get(
        `/api/t/nordrevision/generalledger/balances/${NIL_V4}/calculated/month?startDate=20250101`,
      ),
      c.request('POST', '/api/t/nordrevision/groups', { json: { name: '' } }),
      // InviteUserData allows no additional properties (CreateGroup does: V1 ignores them).
      c.request('POST', '/api/t/nordrevision/invitations', {
        json: { emails: ['ny.person@exempel.se'], extra: 1 },
      }),
      c.request('POST', '/api/t/nordrevision/invitations', { json: { emails: ['not-an-email'] } }),
      c.request('POST', '/api/t/nordrevision/groups', {
        body: '{"name":',
        headers: { 'content-type': 'application/json' },
      }),
      c.request('POST', '/api/t/nordrevision/companies', {
        json: {
          authorization: { type: 1, userIds: [], groupIds: [] },
          data: { name: 'A', organizationNumber: '556677-8898', annualReportFramework: 'K2' },
        },
      }),
    ];
    for (const r of await Promise.all(cases)) {
      expect(r.status, r.text).toBe(400);
      expect(r.body).toMatchObject({
        status: 400,
        requestId: expect.any(String),
        issues: expect.any(Array),
      });
    }
    const proto = await c.get(
      `/api/t/nordrevision/company/${NIL_V4}/assignments?constructor=1&__proto__=x&financialYearId=${NIL_V4}`,
    );
    expect(proto.status).toBe(404); // unknown company at V1: the odd keys are dropped, not a 400 or 500
    const twice = await c.get(
      `/api/t/nordrevision/company/${NIL_V4}/assignments?financialYearId=a&financialYearId=b`,
    );
    expect(twice.status).toBe(400);
    const ct = await c.request('POST', '/api/t/nordrevision/groups', {
      body: 'name=x',
      headers: { 'content-type': 'text/plain' },
    });
    expect(ct.status).toBe(415);
    const after = await bff.stats();
    const { ['GET /company/{companyDurableKey}/assignments']: listed, ...rest } = after.requests;
    expect(listed ?? 0).toBe(
      (before.requests['GET /company/{companyDurableKey}/assignments'] ?? 0) + 1,
    );
    expect(rest).toEqual(
      Object.fromEntries(
        Object.entries(before.requests).filter(
          ([k]) => k !== 'GET /company/{companyDurableKey}/assignments',
        ),
      ),
    );
  });
  it('serves /healthz, /readyz, /metrics and the OpenAPI document', async () => {
    const c = bff.client();
    expect((await c.get('/healthz')).body).toEqual({ status: 'ok' });
    expect((await c.get('/readyz')).status).toBe(200);
    const m = await c.get('/metrics', { authorization: `Bearer ${METRICS_TOKEN}` });
    expect(m.text).toContain('bff_http_requests_total');
    expect(m.text).toContain('route="/api/t/:tenantId/companies"');
    const doc = await c.get<{ openapi: string; paths: Record<string, unknown> }>(
      '/api/openapi.json',
    );
    expect(doc.body.openapi).toBe('3.1.0');
    expect(Object.keys(doc.body.paths)).toContain('/api/t/{tenantId}/companies');
    expect(Object.keys(doc.body.paths)).toContain('/auth/login');
    expect(Object.keys(doc.body.paths)).toContain('/api/audit');
    const page = await c.get('/api-docs');
    expect(page.text).toContain('/api/t/{tenantId}/companies');
  });
});
