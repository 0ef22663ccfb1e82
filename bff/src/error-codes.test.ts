/**
 * Every error the BFF answers carries a stable `code` (ErrorCode) beside its unchanged English
 * message: one real request for each code where a request can cause it, the mapping for the rest.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@ledger/contract';
import {
  NIL,
  NORRSKEN,
  MAPPED_CODES,
  admin,
  auditor,
  bff,
  expectError,
  groups,
  seen,
  useBff,
} from './error-codes.testing.js';
import type { Answer } from '../test/bff-helpers.js';

useBff();

describe('error codes', () => {
  it('requests refused before V1 is asked', async () => {
    const empty = expectError(
      await admin.request('POST', groups, { json: { name: '' } }),
      400,
      'invalid_request',
      'Invalid body: body.name: must not be empty',
    );
    expect(empty.issues).toEqual([
      { path: 'body.name', message: 'must not be empty', code: 'not_empty' },
    ]);
    const signIn = expectError(
      await bff.client().request('POST', '/auth/login', { json: { username: 'x'.repeat(65) } }),
      400,
      'invalid_request',
      'invalid sign-in',
    );
    expect(signIn.issues).toContainEqual({
      path: 'body.username',
      message: 'must be at most 64 characters',
      code: 'max_length',
      params: { max: 64 },
    });
    expectError(
      await bff.client().request('POST', '/auth/login', {
        body: 'nope',
        headers: { 'content-type': 'application/json' },
      }),
      400,
      'invalid_json',
      'the body must be JSON {username, password}',
    );
    const malformed = expectError(
      await admin.request('POST', groups, {
        body: '{',
        headers: { 'content-type': 'application/json' },
      }),
      400,
      'invalid_json',
      'the body is not valid JSON',
    );
    expect(malformed.issues).toEqual([
      { path: 'body', message: 'malformed JSON', code: 'malformed_json' },
    ]);
    expectError(
      await admin.request('POST', groups, {
        body: 'name',
        headers: { 'content-type': 'text/plain' },
      }),
      415,
      'unsupported_media_type',
      'the body must be application/json',
    );
    const tooLarge = expectError(
      await admin.request('POST', groups, { json: { name: 'x'.repeat(1024 * 1024) } }),
      413,
      'payload_too_large',
      'the body is too large',
    );
    expect(tooLarge.params).toEqual({ maxBytes: 1024 * 1024 });
    expectError(
      await admin.request('PUT', `/api/t/nordrevision/companies/${NORRSKEN}/colour`, {
        json: { value: 1 },
      }),
      404,
      'not_found',
      'No companyExtendedAttribute colour',
    );
  });

  it('the session probe: 204 without a body when no one is signed in, the session when one is', async () => {
    const probe = await bff.client().get('/auth/session?probe=1');
    expect(probe.status).toBe(204);
    expect(probe.text).toBe('');
    expect(probe.headers.get('cache-control')).toBe('no-store');
    const c = bff.client();
    expect((await c.login('admin', 'admin-demo')).status).toBe(204);
    const signedIn = await c.get<{ user: { username: string } }>('/auth/session?probe=1');
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user.username).toBe('admin');
  });

  it('sign-in, session, CSRF and Origin', async () => {
    expectError(await bff.client().get('/auth/session'), 401, 'not_signed_in', 'sign in first');
    expectError(
      await bff.client().get('/api/t/nordrevision/companies'),
      401,
      'not_signed_in',
      'sign in first',
    );
    expectError(
      await bff.client().login('admin', 'wrong'),
      401,
      'bad_credentials',
      'wrong username or password',
    );
    const c = bff.client();
    let r: Answer = await c.login('throttled-user', 'wrong');
    for (let i = 0; i < 5; i++) r = await c.login('throttled-user', 'wrong');
    const throttled = expectError(
      r,
      429,
      'too_many_attempts',
      'too many failed sign-ins; try again later',
    );
    expect(throttled.params).toEqual({ retryAfterS: Number(r.headers.get('retry-after')) });
    expectError(
      await admin.request('GET', '/api/audit', { csrf: false }),
      403,
      'csrf_rejected',
      'missing x-csrf header',
    );
    expectError(
      await admin.request('GET', '/api/t/nordrevision/companies', { csrf: false }),
      403,
      'csrf_rejected',
      'missing x-csrf header',
    );
    expectError(
      await admin.request('POST', groups, {
        json: { name: 'x' },
        headers: { origin: 'https://evil.example' },
      }),
      403,
      'origin_rejected',
      'cross-origin request refused',
    );
  });

  it('roles, tenants, routes and operations', async () => {
    const role = expectError(
      await auditor.get('/api/audit'),
      403,
      'forbidden_role',
      'your role may not read the audit log',
    );
    expect(role.params).toEqual({ operation: 'listAudit' });
    const proxied = expectError(
      await auditor.request('POST', groups, { json: { name: 'x' } }),
      403,
      'forbidden_role',
      'your role may not use this operation',
    );
    expect(proxied.params).toEqual({ operation: 'createGroup' });
    const tenant = expectError(
      await auditor.get('/api/t/sydekonomi/companies'),
      403,
      'tenant_not_allowed',
      'this tenant is not open to you',
    );
    expect(tenant.params).toEqual({ tenantId: 'sydekonomi' });
    const run = await admin.request<{ id: string }>('POST', '/api/bulk-runs', {
      json: { tenant: 'nordrevision', action: 'resendInvitations', total: 1 },
    });
    expect(run.status).toBe(201);
    const unknownRun = expectError(
      await admin.request('POST', '/api/t/nordrevision/invitations/x/resend', {
        headers: { 'x-bulk-run': 'nosuchrun' },
      }),
      404,
      'bulk_run_not_found',
      'no such bulk run of yours',
    );
    expect(unknownRun.params).toEqual({ bulkRunId: 'nosuchrun' });
    const mismatch = expectError(
      await admin.request('DELETE', '/api/t/nordrevision/invitations/x', {
        headers: { 'x-bulk-run': run.body.id },
      }),
      400,
      'bulk_run_mismatch',
      "deleteInvitation is not an operation of the bulk run's action resendInvitations",
    );
    expect(mismatch.params).toEqual({ operation: 'deleteInvitation', action: 'resendInvitations' });
    // The run's one call (V1 knows no such invitation: it failed), then no more.
    const resend = `/api/t/nordrevision/invitations/${NIL}/resend`;
    const inRun = { headers: { 'x-bulk-run': run.body.id } };
    expect((await admin.request('POST', resend, inRun)).status).toBe(404);
    const full = expectError(
      await admin.request('POST', resend, inRun),
      409,
      'bulk_run_full',
      'this bulk run is full (total 1); start a new one',
    );
    expect(full.params).toEqual({ bulkRunId: run.body.id, total: 1 });
    const cancelled = await admin.request('PUT', '/api/bulk-runs', {
      json: { id: run.body.id, status: 'cancelled' },
    });
    expect(cancelled.status, cancelled.text).toBe(200);
    const ended = expectError(
      await admin.request('PUT', '/api/bulk-runs', {
        json: { id: run.body.id, status: 'running' },
      }),
      409,
      'bulk_run_ended',
      'this bulk run has ended (cancelled); start a new one',
    );
    expect(ended.params).toEqual({ bulkRunId: run.body.id, status: 'cancelled' });
    // The demo auditor is linked to Elin Sjöberg, whom no permission of Älvdalens Trävaru names.
    const alvdalen = (
      await admin.get<{ name: string; durableKey: string }[]>('/api/t/nordrevision/companies')
    ).body.find((c) => c.name === 'Älvdalens Trävaru AB')!.durableKey;
    const company = expectError(
      await auditor.get(`/api/t/nordrevision/companies/${alvdalen}`),
      403,
      'company_not_allowed',
      'this company is not open to you',
    );
    expect(company.params).toEqual({ companyDurableKey: alvdalen });
    expectError(
      await auditor.get('/api/uploads?tenant=sydekonomi&company=x'),
      403,
      'tenant_not_allowed',
      'this tenant is not open to you',
    );
    const query = expectError(
      await admin.get('/api/audit?limit=0'),
      400,
      'invalid_request',
      'invalid query',
    );
    expect(query.issues?.[0]).toMatchObject({ path: 'query.limit', code: 'too_small_value' });
    for (const p of ['/api/nope', '/auth/nope', '/api/t/nordrevision/nope'])
      expectError(await admin.get(p), 404, 'not_found', 'no such route');
    expectError(await admin.get('/assets/missing.js'), 404, 'not_found', 'not found');
    expectError(
      await bff.client().get('/metrics', { authorization: 'Bearer not-the-token' }),
      401,
      'metrics_unauthorized',
      'metrics need Authorization: Bearer <METRICS_TOKEN>',
    );
    const notOffered = expectError(
      await admin.get(`/api/t/nordrevision/company/${NORRSKEN}/files`),
      404,
      'operation_not_offered',
      /^this V1 service does not offer this operation/,
    );
    expect(notOffered.params).toEqual({ operation: 'listFiles' });
  });

  it('sign-off out of order', async () => {
    const item = {
      tenant: 'nordrevision',
      company: NORRSKEN,
      financialYearId: 'fy-errors',
      kind: 'account',
      item: '1910',
    };
    const early = expectError(
      await auditor.request('PUT', '/api/signoffs', {
        json: { ...item, step: 'reviewed', figure: 100 },
      }),
      409,
      'signoff_conflict',
      'this item is not prepared: it is signed as prepared before it is reviewed',
    );
    expect(early.params).toEqual({ reason: 'not_prepared' });
  });

  it("V1's answers", async () => {
    const notFound = expectError(
      await admin.get(`/api/t/nordrevision/companies/${NIL}`),
      404,
      'upstream_not_found',
      /./,
    );
    expect(notFound.upstreamStatus).toBe(404);
    const form = new FormData();
    form.append('file', new Blob(['x']), 'a.txt');
    expectError(
      await admin.request('POST', `/api/t/nordrevision/company/${NIL}/files/upload`, {
        body: form,
      }),
      404,
      'upstream_not_found',
      'no such company',
    );
    const cases: [number, number, ErrorCode, string | RegExp][] = [
      [409, 409, 'upstream_conflict', /./],
      [422, 422, 'upstream_rejected', /./],
      [500, 502, 'upstream_failed', 'V1 failed to answer'],
      [0, 502, 'upstream_unavailable', 'V1 could not be reached'],
    ];
    for (const [fault, status, code, message] of cases) {
      await bff.faults({ rate: 1, status: fault, methods: ['POST'], paths: ['/groups'] });
      const r = await admin.request('POST', groups, { json: { name: `fault-${fault}` } });
      await bff.faults(null);
      const body = expectError(r, status, code, message);
      if (fault) expect(body.upstreamStatus).toBe(fault);
    }
    await bff.faults({ rate: 1, latencyMs: 3000, methods: ['POST'], paths: ['/groups'] });
    const slow = await admin.request('POST', groups, { json: { name: 'slow' } });
    await bff.faults(null);
    expectError(slow, 504, 'upstream_timeout', /^V1 did not answer within 1 s/);

    // V1 refusing the token (401 again after a new token) answers 502.
    await bff.faults({ rate: 1, status: 401, methods: ['GET'], paths: ['/companies'] });
    const refused = await admin.get('/api/t/nordrevision/companies');
    await bff.faults(null);
    expectError(
      refused,
      502,
      'upstream_credentials_refused',
      "V1 refused the console's credentials",
    );
  });

  it('the token request refused: the proxy answers 502 and /readyz is not ready', async () => {
    // sydekonomi has no token yet; its token request fails (and backs off: this test goes last).
    await bff.faults({ rate: 1, status: 500, paths: ['/token'] });
    try {
      expectError(await bff.client().get('/readyz'), 503, 'not_ready', /^not ready: V1 token/);
      const r = await admin.get('/api/t/sydekonomi/companies');
      const body = expectError(
        r,
        502,
        'upstream_credentials_refused',
        "V1 refused the console's token request for tenant sydekonomi",
      );
      expect(body.upstreamStatus).toBe(500);
    } finally {
      await bff.faults(null);
    }
  });

  it('console access: the last owner, and a set-up link that does not work', async () => {
    // The demo admin is the console's only owner.
    expectError(
      await admin.request('DELETE', '/api/access/accounts?username=admin'),
      409,
      'console_access_conflict',
      'the console must keep at least one owner',
    );
    expectError(
      await bff
        .client()
        .request('POST', '/auth/setup/inspect', { json: { token: 'x'.repeat(43) } }),
      404,
      'setup_link_invalid',
      'this set-up link is not known',
    );
  });

  it('every code was met above or by its mapping (upload_cut_off answers a browser that has gone) and is documented', async () => {
    const unmet = ErrorCode.options.filter((c) => !seen.has(c) && !MAPPED_CODES.includes(c));
    expect(unmet).toEqual(['upload_cut_off']);
    const doc = await readFile(
      path.resolve(import.meta.dirname, '../../docs/ERROR-CODES.md'),
      'utf8',
    );
    for (const code of ErrorCode.options) expect(doc, code).toContain(`| \`${code}\` |`);
  });
});
