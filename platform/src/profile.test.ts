/**
 * The `v1` profile (docs/PLATFORM.md "Profiles"): a stand-in for the real service that serves exactly
 * V1.md's operations (extension operations 404, the OpenAPI document lists only V1's) and takes
 * and answers exactly V1.md's token fields.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath, operations, type Operation } from '@ledger/contract';
import { TokenError } from '@ledger/contract/token';
import { buildV1OpenApi, operationsOf } from '@ledger/contract/v1-openapi';
import {
  client,
  demo,
  send,
  startTestPlatform,
  UNKNOWN_ID,
  uploadPath,
  type Client,
  type TestPlatform,
} from '../test/platform-helpers.js';

const T = 'nordrevision';
const creds = { client_id: 'console-demo', client_secret: 'console-demo-secret' };
let p: TestPlatform;
let c: Client;

const token = (body: string, type = 'application/json', headers: Record<string, string> = {}) =>
  send(`${p.baseUrl}/token`, {
    method: 'POST',
    headers: { 'content-type': type, ...headers },
    body,
  });

beforeAll(async () => {
  p = await startTestPlatform({ profile: 'v1' });
  const res = await token(JSON.stringify(creds));
  c = client(p.baseUrl, (res.json as { access_token: string }).access_token);
});
afterAll(() => p.dispose());

describe('token', () => {
  it('takes exactly client_id and client_secret (JSON or form) and answers exactly {access_token}', async () => {
    for (const res of [
      await token(JSON.stringify(creds)),
      await token(new URLSearchParams(creds).toString(), 'application/x-www-form-urlencoded'),
    ]) {
      expect(res.status, res.text).toBe(200);
      expect(Object.keys(res.json as object)).toEqual(['access_token']);
      expect((res.json as { access_token: string }).access_token.length).toBeGreaterThan(20);
    }
  });

  it.each([
    ['grant_type', { ...creds, grant_type: 'client_credentials' }],
    ['scope', { ...creds, scope: 'companyinformation' }],
    ['another field', { ...creds, audience: 'x' }],
  ])('any other field (%s) is 400 invalid_request', async (_n, body) => {
    for (const res of [
      await token(JSON.stringify(body)),
      await token(
        new URLSearchParams(body as Record<string, string>).toString(),
        'application/x-www-form-urlencoded',
      ),
    ]) {
      expect(res.status).toBe(400);
      const err = TokenError.strict().parse(res.json);
      expect(err.error).toBe('invalid_request');
      expect(err.error_description).toMatch(/is not allowed/);
    }
  });

  it('a missing field is 400, bad credentials 401, both with RFC 6749 fields', async () => {
    const missing = await token(JSON.stringify({ client_id: 'console-demo' }));
    expect(missing.status).toBe(400);
    expect(TokenError.parse(missing.json)).toMatchObject({ error: 'invalid_request' });
    const bad = await token(JSON.stringify({ ...creds, client_secret: 'nope' }));
    expect(bad.status).toBe(401);
    expect(TokenError.parse(bad.json)).toMatchObject({ error: 'invalid_client' });
  });

  it('X-Tenant-Id picks the token tenant as in the extended profile', async () => {
    const res = await token(JSON.stringify(creds), 'application/json', {
      'x-tenant-id': 'sydekonomi',
    });
    const syd = client(p.baseUrl, (res.json as { access_token: string }).access_token);
    const users = (await syd.get('/users')).json as { email: string }[];
    expect(users[0]!.email).toMatch(/@sydekonomi\.se$/);
  });
});

describe('operations', () => {
  const key = demo.company(T, 'Norrsken Bygg AB');
  const extensions = (operations as readonly Operation[]).filter((op) => op.extension);

  it('the table has extension operations, all of them 404 here (never 405)', async () => {
    expect(extensions.map((op) => op.id).sort()).toEqual(
      [
        'createAssignment',
        'getFile',
        'getFileReport',
        'getJournalTests',
        'listFiles',
        'listVouchers',
        'listYearAccounts',
        'setAssignmentStatus',
        'setWorkMateriality',
      ].sort(),
    );
    for (const op of extensions) {
      const path = fillPath(op.path, {
        companyDurableKey: key,
        fileId: UNKNOWN_ID,
        auditAssignmentId: demo.assignment(T, 'Norrsken Bygg AB', '2025-01-01/AE'),
      });
      const res =
        op.method === 'GET' ? await c.get(path) : await c.json(op.method, path, { status: 'OPEN' });
      expect(res.status, `${op.method} ${path}: ${res.text}`).toBe(404);
      expect(typeof (res.json as { message: string }).message).toBe('string');
    }
  });

  it('V1 operations work as in the extended profile', async () => {
    expect((await c.get('/companies')).status).toBe(200);
    expect((await c.get(`/companies/${key}`)).json).toMatchObject({ durableKey: key });
    const wm = await c.get(
      `/company/${key}/assignments/${demo.assignment(T, 'Norrsken Bygg AB', '2025-01-01/AE')}/work-materiality`,
    );
    expect(wm.json).toEqual({ workMateriality: 250000, workMaterialityPercentage: 80 });
    const up = await c.upload(uploadPath(key), 'bilaga.txt', 'x');
    expect(up.status).toBe(200);
    expect(up.json).toMatchObject({ status: 'pending', name: 'bilaga.txt' });
    expect((await c.get(`/users/${demo.user(T, 'anna.lindqvist')}/groups`)).status).toBe(200);
    // A wrong method on a V1 path is still 405.
    const wrong = await c.raw('PATCH', `/companies/${key}`);
    expect(wrong.status).toBe(405);
  });

  it('/v1/openapi.json lists only V1 operations and V1 token fields', async () => {
    const res = await send(`${p.baseUrl}/openapi.json`);
    expect(res.status).toBe(200);
    expect(res.json).toEqual(JSON.parse(JSON.stringify(buildV1OpenApi('v1'))));
    const doc = res.json as {
      paths: Record<string, Record<string, Record<string, unknown>>>;
    };
    const ops = Object.values(doc.paths).flatMap((m) => Object.values(m));
    expect(ops.map((o) => o.operationId).sort()).toEqual(
      [...operationsOf('v1').map((o) => o.id), 'getToken'].sort(),
    );
    expect(ops.some((o) => o['x-extension'])).toBe(false);
    expect(operationsOf('v1').length).toBe(operations.length - extensions.length);
    const tokenOp = doc.paths['/token']!.post as {
      requestBody: { content: Record<string, { schema: { properties: object } }> };
      responses: Record<string, { content: Record<string, { schema: { properties: object } }> }>;
    };
    expect(Object.keys(tokenOp.requestBody.content['application/json']!.schema.properties)).toEqual(
      ['client_id', 'client_secret'],
    );
    expect(
      Object.keys(tokenOp.responses['200']!.content['application/json']!.schema.properties),
    ).toEqual(['access_token']);
  });
});
