/** Tenant isolation, tenant grants and the companyinformation scope. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  client,
  demo,
  getToken,
  send,
  startTestPlatform,
  uploadPath,
  type Client,
  type TestPlatform,
} from '../test/platform-helpers.js';

let p: TestPlatform;
let nord: Client;
let syd: Client;
let token: string;

const N = 'nordrevision';
const S = 'sydekonomi';
const nordCompany = () => demo.company(N, 'Norrsken Bygg AB');
const sydCompany = () => demo.company(S, 'Malmö Designbyrå AB');

beforeAll(async () => {
  p = await startTestPlatform();
  token = await getToken(p.baseUrl);
  nord = client(p.baseUrl, token);
  syd = client(p.baseUrl, token, S);
});
afterAll(() => p.dispose());

describe('ids of another tenant are unknown (404)', () => {
  const cases: [string, () => string][] = [
    ['GET /companies/{key}', () => `/companies/${sydCompany()}`],
    ['GET financial years', () => `/company/${sydCompany()}/financialyears`],
    ['GET files', () => `/company/${sydCompany()}/files`],
    ['GET assignments', () => `/company/${sydCompany()}/assignments`],
    ['GET permissions', () => `/companies/${sydCompany()}/permissions`],
    ['GET user', () => `/users/${demo.user(S, 'maria.johansson')}`],
    ['GET group members', () => `/groups/${demo.group(S, 'Redovisning')}/members`],
    ['GET group by name', () => `/groups/Redovisning`],
    ['GET user groups', () => `/users/${demo.user(S, 'maria.johansson')}/groups`],
    ['GET a file', () => `/company/${sydCompany()}/files/${demo.company(S, 'x')}`],
    [
      'GET work materiality',
      () =>
        `/company/${sydCompany()}/assignments/${demo.assignment(S, 'Malmö Designbyrå AB', '2025-01-01/AE')}/work-materiality`,
    ],
    ['GET the deprecated years', () => `/financialyears/${sydCompany()}`],
    [
      'GET balances',
      () =>
        `/generalledger/balances/${sydCompany()}/calculated/month?startDate=20240101&endDate=20241231`,
    ],
    [
      'GET vouchers',
      () =>
        `/company/${sydCompany()}/vouchers?financialYearId=${demo.year(S, 'Malmö Designbyrå AB', '2024-01-01')}`,
    ],
    [
      'GET journal-tests',
      () =>
        `/company/${sydCompany()}/journal-tests?financialYearId=${demo.year(S, 'Malmö Designbyrå AB', '2024-01-01')}`,
    ],
  ];
  it.each(cases)('%s', async (_name, path) => {
    const res = await nord.get(path());
    expect(res.status, res.text).toBe(404);
  });

  it('a mutation with another tenant id changes nothing', async () => {
    const del = await nord.del(`/companies/${sydCompany()}`);
    expect(del.status).toBe(404);
    const grant = await nord.raw(
      'PUT',
      `/companies/${nordCompany()}/permissions/users/${demo.user(S, 'maria.johansson')}`,
    );
    expect(grant.status).toBe(404);
    expect((await syd.get(`/companies/${sydCompany()}`)).status).toBe(200);
    const attr = await nord.json('PUT', `/companies/${sydCompany()}/snicode`, { value: 1 });
    expect(attr.status).toBe(404);
    const upload = await nord.upload(uploadPath(sydCompany()), 'a.txt', 'x');
    expect(upload.status).toBe(404);
    const member = await nord.raw(
      'PUT',
      `/groups/${demo.group(S, 'Redovisning')}/members/${demo.user(N, 'anna.lindqvist')}`,
    );
    expect(member.status).toBe(404);
    const invite = await nord.json('POST', '/invitations', {
      emails: ['x.y@example.se'],
      groupIds: [demo.group(S, 'Redovisning')],
    });
    expect(invite.status).toBe(400);
    const company = await nord.json('POST', '/companies', {
      authorization: { type: 4, userIds: [demo.user(S, 'maria.johansson')], groupIds: [] },
      data: { annualReportFramework: 'K2', organizationNumber: '556677-8899', name: 'X AB' },
    });
    expect(company.status).toBe(400);
    expect((await syd.get(`/companies/${sydCompany()}`)).json).not.toHaveProperty(
      'extendedAttributes.SNI',
      '00001',
    );
  });

  it('the same ids work in their own tenant (X-Tenant-Id and tenantId query)', async () => {
    expect((await syd.get(`/companies/${sydCompany()}`)).status).toBe(200);
    const viaQuery = await nord.get(`/companies/${sydCompany()}?tenantId=${S}`);
    expect(viaQuery.status).toBe(200);
    // The query wins over the header.
    const both = await syd.get(`/companies/${sydCompany()}?tenantId=${N}`);
    expect(both.status).toBe(404);
  });

  it('lists only the tenant own data', async () => {
    const a = (await nord.get('/companies')).json as { durableKey: string }[];
    const b = (await syd.get('/companies')).json as { durableKey: string }[];
    expect(a.map((x) => x.durableKey)).toContain(nordCompany());
    expect(a.map((x) => x.durableKey)).not.toContain(sydCompany());
    expect(b.map((x) => x.durableKey)).toContain(sydCompany());
  });
});

describe('grants and scopes', () => {
  it('a client not granted a tenant gets 403 (token request and per request)', async () => {
    const tokenRes = await send(`${p.baseUrl}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-tenant-id': S },
      body: JSON.stringify({
        client_id: 'console-noscope',
        client_secret: 'console-noscope-secret',
      }),
    });
    expect(tokenRes.status).toBe(403);
    const noscope = await getToken(p.baseUrl, 'console-noscope');
    const c = client(p.baseUrl, noscope, S);
    const res = await c.get('/users');
    expect(res.status).toBe(403);
    expect((res.json as { message: string }).message).toMatch(/sydekonomi/);
    expect((await client(p.baseUrl, noscope).get(`/users?tenantId=${S}`)).status).toBe(403);
    expect((await client(p.baseUrl, noscope).get('/users?tenantId=no-such-tenant')).status).toBe(
      403,
    );
  });

  it('without scope companyinformation company operations are 403, users are fine', async () => {
    const noscope = client(p.baseUrl, await getToken(p.baseUrl, 'console-noscope'));
    expect((await noscope.get('/users')).status).toBe(200);
    expect((await noscope.get('/groups')).status).toBe(200);
    for (const path of [
      '/companies',
      `/companies/${nordCompany()}`,
      `/company/${nordCompany()}/financialyears`,
      `/company/${nordCompany()}/files`,
    ]) {
      const res = await noscope.get(path);
      expect(res.status, path).toBe(403);
      expect((res.json as { message: string }).message).toMatch(/companyinformation/);
    }
  });

  it('a scope the client does not hold is refused (400 invalid_scope), never an empty grant', async () => {
    const res = await send(`${p.baseUrl}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'client_id=console-demo&client_secret=console-demo-secret&scope=other',
    });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ error: 'invalid_scope' });
    expect(res.json).not.toHaveProperty('access_token');
  });

  it('no token, a bad token or a malformed header is 401 with WWW-Authenticate', async () => {
    const variants: Record<string, string>[] = [
      {},
      { authorization: 'Bearer nope' },
      { authorization: 'Token x' },
    ];
    for (const headers of variants) {
      const res = await send(`${p.baseUrl}/users`, { headers });
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toMatch(/^Bearer/);
      expect(typeof (res.json as { message: string }).message).toBe('string');
    }
  });

  it('accepts the token as access_token query parameter', async () => {
    const res = await send(`${p.baseUrl}/users?access_token=${encodeURIComponent(token)}`);
    expect(res.status).toBe(200);
  });

  it('an expired token is 401', async () => {
    const short = await startTestPlatform({ tokenTtlS: 1, seed: 'demo' });
    try {
      const t = await getToken(short.baseUrl);
      expect((await client(short.baseUrl, t).get('/users')).status).toBe(200);
      await new Promise((r) => setTimeout(r, 1100));
      expect((await client(short.baseUrl, t).get('/users')).status).toBe(401);
    } finally {
      await short.dispose();
    }
  });
});
