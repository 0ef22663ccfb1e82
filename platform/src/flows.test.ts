/** Behaviour of docs/PLATFORM.md beyond single operations: invitations, rules, files, dev endpoints. */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { withLuhn } from './seed/ids.js';
import {
  AccountingFile,
  Company,
  CreateFinancialYearResponse,
  FinancialYear,
  Group,
  MonthlyBalanceRecord,
  User,
  UserResponse,
} from '@ledger/contract';
import {
  client,
  demo,
  eventually,
  getToken,
  send,
  settledFile,
  startTestPlatform,
  undeclaredKeys,
  uploadPath,
  type Client,
  type TestPlatform,
} from '../test/platform-helpers.js';

const T = 'nordrevision';
const NORRSKEN = 'Norrsken Bygg AB';
let p: TestPlatform;
let c: Client;
let n = 0;

beforeAll(async () => {
  p = await startTestPlatform();
  c = client(p.baseUrl, await getToken(p.baseUrl));
});
afterAll(() => p.dispose());

const key = () => demo.company(T, NORRSKEN);
type Mail = { to: string; link: string; userId: string; subject: string; text: string };
const mails = async () => (await send(`${p.url}/dev/mails`)).json as Mail[];

/** V1's CompanyCreate body (type 1, both lists empty) with `data` fields replaced or added. */
function companyBody(
  data: Record<string, unknown> = {},
  authorization: Record<string, unknown> = {},
) {
  return {
    authorization: { type: 1, userIds: [], groupIds: [], ...authorization },
    data: {
      annualReportFramework: 'K2',
      organizationNumber: withLuhn(`5592${String(++n).padStart(5, '0')}`),
      name: `Flödesbolaget ${n} AB`,
      ...data,
    },
  };
}

async function newCompany(
  authorization: Record<string, unknown> = {},
  data: Record<string, unknown> = {},
) {
  const res = await c.json('POST', '/companies', companyBody(data, authorization));
  expect(res.status, res.text).toBe(200);
  return res.json as { durableKey: string; organizationNumber: string };
}

/** The answer is exactly the schema's: it parses and carries no undeclared key. */
function expectExactly(schema: z.ZodType, value: unknown) {
  const parsed = schema.safeParse(value);
  expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  expect(undeclaredKeys(schema, value)).toEqual([]);
}

describe('invitations, outbox and the accept page', () => {
  it('invite -> mail -> accept -> active user', async () => {
    const group = demo.group(T, 'Praktikanter');
    const before = Date.now();
    const res = await c.json('POST', '/invitations', {
      emails: ['Ny.Kollega@Example.SE', 'annan.kollega@example.se'],
      groupIds: [group],
      modules: ['AUDIT', 'ANALYTICS'],
    });
    expect(res.status, res.text).toBe(200);
    expectExactly(z.array(UserResponse), res.json);
    const [u1, u2] = res.json as UserResponse[];
    // V1's UserResponse, in request order: not active, source USER, no userRole.
    expect(u1).toEqual({
      id: expect.any(String),
      email: 'ny.kollega@example.se',
      firstName: '',
      lastName: '',
      initials: 'NK',
      createdTimestamp: expect.any(Number),
      isActive: false,
      source: 'USER',
    });
    expect(u1!.createdTimestamp).toBeGreaterThanOrEqual(before);
    expect(u1!.createdTimestamp).toBeLessThanOrEqual(Date.now());
    expect(u2!.email).toBe('annan.kollega@example.se');
    // Pending: not a user yet (404 on the user and its sub-paths), but an invitation and a
    // group member.
    expect((await c.get(`/users/${u1!.id}`)).status).toBe(404);
    expect((await c.get(`/users/${u1!.id}/groups`)).status).toBe(404);
    expect((await c.del(`/users/${u1!.id}`)).status).toBe(404);
    const pending = (await c.get('/invitations')).json as User[];
    expectExactly(z.array(User), pending);
    expect(pending.find((i) => i.id === u1!.id)).toMatchObject({
      username: 'ny.kollega@example.se',
      emailVerified: false,
    });
    const members = (await c.get(`/groups/${group}/members`)).json as { id: string }[];
    expect(members.map((m) => m.id)).toContain(u1!.id);

    const mail = (await mails()).find((m) => m.userId === u1!.id)!;
    expect(mail.to).toBe('ny.kollega@example.se');
    expect(mail.text).toContain(mail.link);
    expect(mail.link.startsWith(`${p.url}/accept/`)).toBe(true);

    const page = await send(mail.link);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.text).toContain('name="firstName"');
    expect(page.text).toContain('name="lastName"');

    const missing = await send(mail.link, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'firstName=&lastName=',
    });
    expect(missing.status).toBe(400);

    const accept = await send(mail.link, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ firstName: 'Åsa', lastName: 'Öström' }).toString(),
    });
    expect(accept.status).toBe(200);
    const user = await c.get(`/users/${u1!.id}`);
    expect(user.status).toBe(200);
    expectExactly(User, user.json);
    expect(user.json).toMatchObject({ firstName: 'Åsa', lastName: 'Öström', emailVerified: true });
    const groups = await c.get(`/users/${u1!.id}/groups`);
    expect(groups.json).toEqual([{ id: group, name: 'Praktikanter' }]);
    const after = (await c.get('/invitations')).json as { id: string }[];
    expect(after.map((i) => i.id)).not.toContain(u1!.id);
    // Single use.
    expect((await send(mail.link)).status).toBe(404);
    expect((await c.raw('POST', `/invitations/${u1!.id}/resend`)).status).toBe(404);
  });

  it('resend writes a new mail and the old link stops working', async () => {
    const res = await c.json('POST', '/invitations', { emails: ['resend.me@example.se'] });
    const id = (res.json as { id: string }[])[0]!.id;
    const first = (await mails()).find((m) => m.userId === id)!;
    expect((await c.raw('POST', `/invitations/${id}/resend`)).status).toBe(204);
    const all = (await mails()).filter((m) => m.userId === id);
    expect(all).toHaveLength(2);
    expect(all[0]!.link).not.toBe(first.link); // newest first
    expect((await send(first.link)).status).toBe(404);
    expect((await send(all[0]!.link)).status).toBe(200);
    expect((await c.del(`/invitations/${id}`)).status).toBe(204);
    expect((await send(all[0]!.link)).status).toBe(404);
  });

  it('takes addresses with Swedish letters and stores them lower-case', async () => {
    const res = await c.json('POST', '/invitations', { emails: ['Åsa.Öberg@Exempel.se'] });
    expect(res.status, res.text).toBe(200);
    const [user] = res.json as { id: string; email: string }[];
    expect(user!.email).toBe('åsa.öberg@exempel.se');
    const listed = ((await c.get('/invitations')).json as User[]).find((u) => u.id === user!.id);
    expect(listed).toMatchObject({
      email: 'åsa.öberg@exempel.se',
      username: 'åsa.öberg@exempel.se',
    });
  });

  it('rejects bad requests and creates nobody', async () => {
    const count = async () => ((await c.get('/invitations')).json as unknown[]).length;
    const before = await count();
    const dup = await c.json('POST', '/invitations', { emails: ['a@example.se', 'A@example.se'] });
    expect(dup.status).toBe(400);
    expect((dup.json as { message: string }).message).toMatch(/emails\.1/);
    const bad = await c.json('POST', '/invitations', { emails: ['ok@example.se', 'nope'] });
    expect(bad.status).toBe(400);
    expect((bad.json as { message: string }).message).toMatch(/emails\.1/);
    const exists = await c.json('POST', '/invitations', {
      emails: ['fresh@example.se', 'anna.lindqvist@nordrevision.se'],
    });
    expect(exists.status).toBe(409);
    const pendingAlready = await c.json('POST', '/invitations', {
      emails: ['karin.wahlqvist@nordrevision.se'],
    });
    expect(pendingAlready.status).toBe(409);
    const unknownGroup = await c.json('POST', '/invitations', {
      emails: ['g@example.se'],
      groupIds: ['00000000-0000-4000-8000-000000000001'],
    });
    expect(unknownGroup.status).toBe(400);
    expect((await c.json('POST', '/invitations', { emails: [] })).status).toBe(400);
    const extra = await c.json('POST', '/invitations', { emails: ['e@example.se'], role: 'x' });
    expect(extra.status).toBe(400);
    const module = await c.json('POST', '/invitations', {
      emails: ['m@example.se'],
      modules: ['REPORTING'],
    });
    expect(module.status).toBe(400);
    // Control characters and broken domains are refused (they would break the outbox and
    // GET /invitations' own schema); the address is named.
    for (const email of [
      'bob\u0000\u001b[31m@evil\u0007',
      'x@]',
      'a b@example.se',
      'a@example',
      'a@-example.se',
      '"q"@example.se',
    ]) {
      const res = await c.json('POST', '/invitations', { emails: ['ok2@example.se', email] });
      expect(res.status, JSON.stringify(email)).toBe(400);
      expect((res.json as { message: string }).message).toMatch(/emails\.1/);
    }
    expect(await count()).toBe(before);
    const outbox = await mails();
    expect(outbox.some((m) => /evil|ok2@/.test(m.to))).toBe(false);
  });
});

describe('users', () => {
  it('DELETE removes the user with memberships and permissions', async () => {
    const user = demo.user(T, 'greta.nystrom');
    const group = demo.group(T, 'Praktikanter');
    expect((await c.raw('PUT', `/companies/${key()}/permissions/users/${user}`)).status).toBe(204);
    expect((await c.del(`/users/${user}`)).status).toBe(204);
    expect((await c.get(`/users/${user}`)).status).toBe(404);
    const members = (await c.get(`/groups/${group}/members`)).json as { id: string }[];
    expect(members.map((m) => m.id)).not.toContain(user);
    const perms = (await c.get(`/companies/${key()}/permissions`)).json as {
      users: { id: string }[];
    };
    expect(perms.users.map((u) => u.id)).not.toContain(user);
    expect((await c.del(`/users/${user}`)).status).toBe(404);
    // A pending user is not a user: 404 here, deleted via /invitations.
    expect((await c.del(`/users/${demo.user(T, 'lars.forsgren')}`)).status).toBe(404);
  });

  it('GET /users/{userId}/groups lists the groups of an active user by name', async () => {
    const anna = demo.user(T, 'anna.lindqvist');
    const res = await c.get(`/users/${anna}/groups`);
    expect(res.status).toBe(200);
    expectExactly(z.array(Group), res.json);
    expect(res.json).toEqual([
      { id: demo.group(T, 'Byråledning'), name: 'Byråledning' },
      { id: demo.group(T, 'Revisorer'), name: 'Revisorer' },
    ]);
    expect((await c.get(`/users/${demo.user(T, 'jonas.ekstrom')}/groups`)).json).toEqual([]);
    // Pending (karin is invited into Revisorer) and unknown users are 404.
    expect((await c.get(`/users/${demo.user(T, 'karin.wahlqvist')}/groups`)).status).toBe(404);
    expect((await c.get('/users/nobody/groups')).status).toBe(404);
    // Another tenant's user is unknown here.
    expect(
      (await c.get(`/users/${demo.user('sydekonomi', 'maria.johansson')}/groups`)).status,
    ).toBe(404);
  });
});

describe('groups', () => {
  it('names are unique case-insensitively and found by name', async () => {
    expect((await c.json('POST', '/groups', { name: 'revisorer' })).status).toBe(409);
    const g = await c.json('POST', '/groups', { name: 'Särskild Grupp' });
    expect(g.status).toBe(200);
    expectExactly(Group, g.json);
    expect(g.json).toMatchObject({ name: 'Särskild Grupp' });
    const found = await c.get(`/groups/${encodeURIComponent('SÄRSKILD GRUPP'.toLowerCase())}`);
    expect(found.status).toBe(200);
    expect(Array.isArray((await c.get('/groups')).json)).toBe(true);
  });

  it('membership changes are idempotent; deleting removes memberships and permissions', async () => {
    const id = (
      (await c.json('POST', '/groups', { name: `Tillfällig ${++n}` })).json as { id: string }
    ).id;
    const user = demo.user(T, 'elin.sjoberg');
    for (let i = 0; i < 2; i++) {
      expect((await c.raw('PUT', `/groups/${id}/members/${user}`)).status).toBe(204);
    }
    expect(((await c.get(`/groups/${id}/members`)).json as unknown[]).length).toBe(1);
    expect((await c.raw('PUT', `/companies/${key()}/permissions/groups/${id}`)).status).toBe(204);
    expect((await c.del(`/groups/${id}`)).status).toBe(204);
    const perms = (await c.get(`/companies/${key()}/permissions`)).json as {
      groups: { id: string }[];
    };
    expect(perms.groups.map((g) => g.id)).not.toContain(id);
    const groups = (await c.get(`/users/${user}/groups`)).json as { id: string }[];
    expect(groups.map((g) => g.id)).not.toContain(id);
    expect((await c.del(`/groups/${id}/members/${user}`)).status).toBe(404);
  });
});

describe('companies', () => {
  it('creates from V1 CompanyCreate: every field stored and answered, defaults', async () => {
    const res = await c.json(
      'POST',
      '/companies',
      companyBody({
        annualReportFramework: 'RedR',
        legalForm: 'ECONOMIC_ASSOCIATION',
        address: 'Kungsgatan 1, 111 43 Stockholm',
        country: 'SWEDEN',
        organizationNumber: withLuhn('769600001').replace('-', ''),
        name: 'Föreningen Ekonomi',
      }),
    );
    expect(res.status, res.text).toBe(200);
    expectExactly(Company, res.json);
    const co = res.json as Company;
    expect(co).toEqual({
      durableKey: expect.any(String),
      organizationNumber: withLuhn('769600001'),
      name: 'Föreningen Ekonomi',
      defaultAccountPlan: 'BAS2024',
      country: 'SWEDEN',
      address: 'Kungsgatan 1, 111 43 Stockholm',
      legalForm: 'ECONOMIC_ASSOCIATION',
      annualReportFramework: 'RedR',
    });
    expect((await c.get(`/companies/${co.durableKey}`)).json).toEqual(co);
    // Defaults: country SWEDEN; no legalForm or address when not given.
    const plain = (await c.json('POST', '/companies', companyBody())).json as Company;
    expect(plain.country).toBe('SWEDEN');
    expect(plain).not.toHaveProperty('legalForm');
    expect(plain).not.toHaveProperty('address');
    // The framework is required; unknown legal forms and countries are 400; other unknown
    // fields of CompanyCreate are ignored (V1 declares no "no additional properties" there).
    const body = companyBody();
    const { annualReportFramework: _, ...noFramework } = body.data;
    expect((await c.json('POST', '/companies', { ...body, data: noFramework })).status).toBe(400);
    expect((await c.json('POST', '/companies', companyBody({ legalForm: 'AB' }))).status).toBe(400);
    expect((await c.json('POST', '/companies', companyBody({ country: 'NORWAY' }))).status).toBe(
      400,
    );
    // V1 requires the authorization: without it nothing is created, never "everyone" by default.
    const { authorization: __, ...noAuthorization } = companyBody();
    const before = ((await c.get('/companies')).json as Company[]).length;
    const refused = await c.json('POST', '/companies', noAuthorization);
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.json)).toContain('authorization');
    expect(((await c.get('/companies')).json as Company[]).length).toBe(before);
    const extra = await c.json('POST', '/companies', { ...companyBody({ colour: 'red' }), x: 1 });
    expect(extra.status).toBe(200);
    expect(extra.json).not.toHaveProperty('colour');
  });

  it('normalises and checks organisation numbers', async () => {
    const co = await newCompany();
    expect(co.organizationNumber).toMatch(/^\d{6}-\d{4}$/);
    const dup = await c.json(
      'POST',
      '/companies',
      companyBody({ organizationNumber: co.organizationNumber.replace('-', '') }),
    );
    expect(dup.status).toBe(409);
    const other = await c.json(
      'POST',
      '/companies',
      companyBody({
        organizationNumber: 'GB 123 456 789',
        country: 'OTHER',
        name: 'Utländskt Ltd',
      }),
    );
    expect(other.status).toBe(200);
    expect(other.json).toMatchObject({ organizationNumber: 'GB 123 456 789', country: 'OTHER' });
    expect(other.json).not.toHaveProperty('extendedAttributes');
    const otherKey = (other.json as { durableKey: string }).durableKey;
    // Country SWEDEN re-checks the stored number.
    expect((await c.json('PUT', `/companies/${otherKey}`, { country: 'SWEDEN' })).status).toBe(400);
    // A number without a country in the update is checked against the stored country.
    const free = await c.json('PUT', `/companies/${otherKey}`, { organizationNumber: ' NO-9 ' });
    expect(free.status).toBe(200);
    expect(free.json).toMatchObject({ organizationNumber: 'NO-9', country: 'OTHER' });
    const badSwedish = await c.json('PUT', `/companies/${co.durableKey}`, {
      organizationNumber: '556000-1110',
    });
    expect(badSwedish.status).toBe(400);
    expect((badSwedish.json as { message: string }).message).toMatch(/organizationNumber/);
    const bad = await c.json('POST', '/companies', companyBody({ organizationNumber: '12345' }));
    expect(bad.status).toBe(400);
    expect((bad.json as { issues: { path: string }[] }).issues[0]!.path).toBe(
      'body.data.organizationNumber',
    );
  });

  it('authorization types become permissions; unknown ids and unused lists are 400', async () => {
    const anna = demo.user(T, 'anna.lindqvist');
    const rev = demo.group(T, 'Revisorer');
    const perms = async (key: string) =>
      (await c.get(`/companies/${key}/permissions`)).json as {
        users: { id: string }[];
        groups: { id: string }[];
      };
    const t2 = await newCompany({ type: 2, userIds: [anna], groupIds: [rev] });
    expect((await perms(t2.durableKey)).users.map((u) => u.id)).toEqual([anna]);
    expect((await perms(t2.durableKey)).groups.map((g) => g.id)).toEqual([rev]);
    const t3 = await newCompany({ type: 3, groupIds: [rev] });
    expect(await perms(t3.durableKey)).toEqual({
      users: [],
      groups: [{ id: rev, name: 'Revisorer' }],
    });
    const t4 = await newCompany({ type: 4, userIds: [anna] });
    expect((await perms(t4.durableKey)).users.map((u) => u.id)).toEqual([anna]);
    const t1 = await newCompany({ type: 1 });
    const all = await perms(t1.durableKey);
    expect(all.users.length).toBe(((await c.get('/users')).json as unknown[]).length);
    expect(all.groups).toEqual([]);
    for (const authorization of [
      { type: 4, userIds: ['00000000-0000-4000-8000-000000000009'], groupIds: [] },
      { type: 2, userIds: [], groupIds: ['no-such-group'] },
      { type: 3, userIds: [], groupIds: ['00000000-0000-4000-8000-000000000009'] },
      { type: 3, userIds: [anna], groupIds: [] },
      { type: 4, userIds: [], groupIds: [rev] },
      { type: 1, userIds: [], groupIds: [rev] },
      { type: 1, userIds: [anna], groupIds: [] },
      { type: 5, userIds: [], groupIds: [] },
      { type: 1, userIds: [] },
      { type: 1, groupIds: [] },
    ]) {
      const res = await c.json('POST', '/companies', {
        authorization,
        data: {
          annualReportFramework: 'K2',
          organizationNumber: withLuhn('559300001'),
          name: 'Felaktig AB',
        },
      });
      expect(res.status, JSON.stringify(authorization)).toBe(400);
    }
    expect(
      ((await c.get('/companies')).json as { name: string }[]).map((x) => x.name),
    ).not.toContain('Felaktig AB');
  });

  it('PUT changes only given fields of V1 list; other fields are 400', async () => {
    const co = await newCompany({}, { legalForm: 'SOLE_TRADER', address: 'Gatan 1' });
    const res = await c.json('PUT', `/companies/${co.durableKey}`, {
      name: 'Nytt Namn AB',
      annualReportFramework: 'K1',
    });
    expect(res.status).toBe(200);
    expectExactly(Company, res.json);
    expect(res.json).toMatchObject({
      name: 'Nytt Namn AB',
      organizationNumber: co.organizationNumber,
      legalForm: 'SOLE_TRADER',
      address: 'Gatan 1',
      annualReportFramework: 'K1',
    });
    const more = await c.json('PUT', `/companies/${co.durableKey}`, {
      legalForm: 'FOUNDATION',
      address: 'Vägen 2',
    });
    expect(more.json).toMatchObject({
      name: 'Nytt Namn AB',
      legalForm: 'FOUNDATION',
      address: 'Vägen 2',
    });
    // An empty address clears it (an optional field without a value is omitted).
    const cleared = await c.json('PUT', `/companies/${co.durableKey}`, { address: '' });
    expect(cleared.json).not.toHaveProperty('address');
    for (const body of [
      { authorizationType: 2 },
      { defaultAccountPlan: 'BAS2014' },
      { name: 'X', durableKey: co.durableKey },
      { legalForm: 'AB' },
      { annualReportFramework: 'K4' },
    ]) {
      const bad = await c.json('PUT', `/companies/${co.durableKey}`, body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
    }
    expect((await c.get(`/companies/${co.durableKey}`)).json).toMatchObject({
      name: 'Nytt Namn AB',
      defaultAccountPlan: 'BAS2024',
    });
  });

  it('extended attributes: padded SNI, work materiality, only on the single company, other names 404', async () => {
    const co = await newCompany();
    expect((await c.get(`/companies/${co.durableKey}`)).json).not.toHaveProperty(
      'extendedAttributes',
    );
    const sni = await c.json('PUT', `/companies/${co.durableKey}/snicode`, { value: 1110 });
    expect(sni.status).toBe(200);
    expect(sni.json).toEqual({ attribute: 'snicode', value: '01110' });
    expect((await c.get(`/companies/${co.durableKey}`)).json).toMatchObject({
      extendedAttributes: { SNI: '01110' },
    });
    const wm = await c.json('PUT', `/companies/${co.durableKey}/workmateriality`, {
      value: 125000,
    });
    expect(wm.json).toEqual({ attribute: 'workmateriality', value: '125000' });
    const got = (await c.get(`/companies/${co.durableKey}`)).json as Company;
    expect(got.extendedAttributes).toEqual({ SNI: '01110', workMateriality: '125000' });
    const listed = ((await c.get('/companies')).json as Company[]).find(
      (x) => x.durableKey === co.durableKey,
    );
    expect(listed).toBeDefined();
    expect(listed).not.toHaveProperty('extendedAttributes');
    for (const name of ['color', 'extendedattributes', 'SNICODE', 'sni']) {
      const res = await c.json('PUT', `/companies/${co.durableKey}/${name}`, { value: 1 });
      expect(res.status, name).toBe(404);
      // V1.md's error body for this 404: `message` only.
      expect(Object.keys(res.json as object)).toEqual(['message']);
    }
    // Also 404 for a company key that is unknown.
    expect(
      (await c.json('PUT', `/companies/6ba7b810-9dad-11d1-80b4-00c04fd430c8/snicode`, { value: 1 }))
        .status,
    ).toBe(404);
    for (const [attribute, value] of [
      ['snicode', 100000],
      ['snicode', 0],
      ['workmateriality', -1],
      ['workmateriality', 1.5],
      ['snicode', '41200'],
    ] as const) {
      const res = await c.json('PUT', `/companies/${co.durableKey}/${attribute}`, { value });
      expect(res.status, `${attribute} ${value}`).toBe(400);
    }
    expect(
      (await c.json('PUT', `/companies/${co.durableKey}/workmateriality`, { value: 0 })).json,
    ).toEqual({ attribute: 'workmateriality', value: '0' });
    expect(
      (await c.json('PUT', `/companies/${co.durableKey}/snicode`, { value: 99999 })).json,
    ).toEqual({
      attribute: 'snicode',
      value: '99999',
    });
  });

  it('DELETE answers the company (200) and removes everything under it', async () => {
    const co = await newCompany();
    const year = await c.json('POST', `/company/${co.durableKey}/financialyears`, {
      startDate: '2024-01-01',
      endDate: '2024-12-31',
    });
    const up = await c.upload(uploadPath(co.durableKey), 'a.txt', 'x');
    const stored = path.join(p.dataDir, 'files', (up.json as { id: string }).id);
    await eventually(async () => fs.existsSync(stored));
    const del = await c.del(`/companies/${co.durableKey}`);
    expect(del.status).toBe(200);
    expectExactly(Company, del.json);
    expect(del.json).toMatchObject({ durableKey: co.durableKey });
    expect((await c.get(`/companies/${co.durableKey}`)).status).toBe(404);
    expect((await c.get(`/company/${co.durableKey}/financialyears`)).status).toBe(404);
    expect(year.status).toBe(200);
    expect(fs.existsSync(stored)).toBe(false);
  });
});

describe('financial years', () => {
  it('at most 18 months, no overlap, V1 shapes, deprecated alias headers', async () => {
    const co = await newCompany();
    const post = (startDate: string, endDate: string) =>
      c.json('POST', `/company/${co.durableKey}/financialyears`, { startDate, endDate });
    expect((await post('2024-01-01', '2025-07-01')).status).toBe(400);
    const first = await post('2024-01-01', '2024-12-31');
    expect(first.status).toBe(200);
    expectExactly(CreateFinancialYearResponse, first.json);
    expect(first.json).toEqual({
      id: expect.any(String),
      startDate: '2024-01-01',
      endDate: '2024-12-31',
    });
    expect((await post('2024-12-01', '2025-11-30')).status).toBe(409);
    expect((await post('2025-01-01', '2026-06-30')).status).toBe(200);
    expect((await post('2026-07-31', '2028-01-31')).status).toBe(400);
    expect((await post('2026-07-31', '2028-01-30')).status).toBe(200);
    const extra = await c.json('POST', `/company/${co.durableKey}/financialyears`, {
      startDate: '2030-01-01',
      endDate: '2030-12-31',
      name: 'x',
    });
    expect(extra.status).toBe(400);
    const alias = await c.get(`/financialyears/${co.durableKey}`);
    expect(alias.status).toBe(200);
    expect(alias.headers.get('deprecation')).toMatch(/^@\d+$/);
    expect(alias.headers.get('link')).toBe(
      `</v1/company/${co.durableKey}/financialyears>; rel="successor-version"`,
    );
    const current = await c.get(`/company/${co.durableKey}/financialyears`);
    expect(current.headers.get('deprecation')).toBeNull();
    expect(current.headers.get('link')).toBeNull();
    expect(alias.json).toEqual(current.json);
    expectExactly(z.array(FinancialYear), current.json);
    expect((current.json as FinancialYear[])[0]).toEqual({
      id: (first.json as { id: string }).id,
      companyDurableKey: co.durableKey,
      startDate: '2024-01-01',
      endDate: '2024-12-31',
    });
  });

  it('DELETE answers the deleted year (200) and removes its assignments', async () => {
    const co = await newCompany();
    const y = (
      (
        await c.json('POST', `/company/${co.durableKey}/financialyears`, {
          startDate: '2024-01-01',
          endDate: '2024-12-31',
        })
      ).json as { id: string }
    ).id;
    await c.json('POST', `/company/${co.durableKey}/assignments`, {
      type: 'AE',
      subType: 'x',
      financialYearId: y,
    });
    expect(((await c.get(`/company/${co.durableKey}/assignments`)).json as unknown[]).length).toBe(
      1,
    );
    const del = await c.del(`/company/${co.durableKey}/financialyears/${y}`);
    expect(del.status).toBe(200);
    expect(del.json).toEqual({
      id: y,
      companyDurableKey: co.durableKey,
      startDate: '2024-01-01',
      endDate: '2024-12-31',
    });
    expect(((await c.get(`/company/${co.durableKey}/assignments`)).json as unknown[]).length).toBe(
      0,
    );
    expect((await c.del(`/company/${co.durableKey}/financialyears/${y}`)).status).toBe(404);
  });
});

describe('assignments', () => {
  it('status machine and work materiality', async () => {
    const co = await newCompany();
    const y = (
      (
        await c.json('POST', `/company/${co.durableKey}/financialyears`, {
          startDate: '2024-01-01',
          endDate: '2024-12-31',
        })
      ).json as { id: string }
    ).id;
    const created = await c.json('POST', `/company/${co.durableKey}/assignments`, {
      type: 'ANALYSIS',
      subType: 'Nyckeltal',
      financialYearId: y,
    });
    expect(created.status).toBe(200);
    const a = created.json as { id: string; status: string };
    expect(a).toEqual({
      id: expect.any(String),
      type: 'ANALYSIS',
      subType: 'Nyckeltal',
      financialYearId: y,
      status: 'OPEN',
    });
    const base = `/company/${co.durableKey}/assignments/${a.id}`;
    const status = (s: string) => c.json('PUT', `${base}/status`, { status: s });
    const none = await c.get(`${base}/work-materiality`);
    expect(none.status).toBe(200);
    expect(none.text).toBe('null');
    const wm = await c.json('PUT', `${base}/work-materiality`, {
      workMateriality: 5000,
      workMaterialityPercentage: 50,
    });
    expect(wm.json).toEqual({ workMateriality: 5000, workMaterialityPercentage: 50 });
    expect((await status('ARCHIVED')).status).toBe(409);
    expect((await status('OPEN')).status).toBe(200);
    expect(((await status('LOCKED')).json as { status: string }).status).toBe('LOCKED');
    expect(
      (
        await c.json('PUT', `${base}/work-materiality`, {
          workMateriality: 1,
          workMaterialityPercentage: 1,
        })
      ).status,
    ).toBe(409);
    expect((await status('OPEN')).status).toBe(200);
    expect((await status('LOCKED')).status).toBe(200);
    expect((await status('ARCHIVED')).status).toBe(200);
    expect((await status('ARCHIVED')).status).toBe(200);
    expect((await status('LOCKED')).status).toBe(409);
    expect((await status('OPEN')).status).toBe(409);
    expect((await c.get(`${base}/work-materiality`)).json).toEqual({
      workMateriality: 5000,
      workMaterialityPercentage: 50,
    });
    const byYear = await c.get(`/company/${co.durableKey}/assignments?financialYearId=${y}`);
    expect((byYear.json as unknown[]).length).toBe(1);
  });

  it('ids and years: 400 when malformed, 404 when unknown or not the company own', async () => {
    const key = demo.company(T, NORRSKEN);
    const other = demo.year(T, 'Luleå Hamnlogistik AB', '2024-01-01');
    const list = (q: string) => c.get(`/company/${key}/assignments?financialYearId=${q}`);
    expect((await list('x')).status).toBe(400);
    expect((await list(other)).status).toBe(404);
    expect((await list('6ba7b810-9dad-11d1-80b4-00c04fd430c8')).status).toBe(404);
    const wm = (id: string) => c.get(`/company/${key}/assignments/${id}/work-materiality`);
    expect((await wm('6ba7b810-9dad-11d1-80b4-00c04fd430c8')).status).toBe(400);
    expect((await wm('not-a-uuid')).status).toBe(400);
    expect((await wm('00000000-0000-4000-8000-000000000001')).status).toBe(404);
    const luleaAssignment = demo.assignment(T, 'Luleå Hamnlogistik AB', '2025-01-01/AE');
    expect((await wm(luleaAssignment)).status).toBe(404);
    // A year of another company in the body is a bad reference (400).
    const res = await c.json('POST', `/company/${key}/assignments`, {
      type: 'GN',
      subType: 'x',
      financialYearId: other,
    });
    expect(res.status).toBe(400);
  });

  it('the demo has every type and status', async () => {
    const all: { type: string; status: string }[] = [];
    for (const co of (await c.get('/companies')).json as { durableKey: string }[]) {
      all.push(...((await c.get(`/company/${co.durableKey}/assignments`)).json as typeof all));
    }
    expect(new Set(all.map((a) => a.type))).toEqual(new Set(['AE', 'ANALYSIS', 'GN']));
    expect(new Set(all.map((a) => a.status))).toEqual(new Set(['OPEN', 'LOCKED', 'ARCHIVED']));
  });
});

describe('files', () => {
  it('non-SIE files become uploaded, SIE files are read (a year-less one is corrupt)', async () => {
    const txt = await c.upload(uploadPath(key()), 'bilaga.pdf', '%PDF-1.4 ...');
    const sie = await c.upload(
      uploadPath(key()),
      'bok.se',
      '\uFEFF  \r\n#FLAGGA 0\r\n#SIETYP 4\r\n',
    );
    expect(txt.status).toBe(200);
    expectExactly(AccountingFile, txt.json);
    expect(txt.json).toEqual({
      id: expect.any(String),
      name: 'bilaga.pdf',
      uploadedByUserId: null,
      status: 'pending',
      uploadedDate: expect.any(String),
      parsedDate: null,
    });
    expect(sie.json).toMatchObject({ status: 'pending' });
    const tid = (txt.json as { id: string }).id;
    const sid = (sie.json as { id: string }).id;
    await eventually(async () => {
      const f = (await c.get(`/company/${key()}/files/${tid}`)).json as { status: string };
      return f.status === 'uploaded';
    });
    const settled = await settledFile(c, key(), sid);
    expect(settled.status).toBe('corrupt');
    expect(settled.report).toMatchObject({
      fileId: sid,
      sieType: 4,
      size: Buffer.byteLength('\uFEFF  \r\n#FLAGGA 0\r\n#SIETYP 4\r\n'),
      contentType: 'application/octet-stream',
      counts: { accounts: 0, vouchers: 0, transactions: 0 },
      discrepancies: [],
    });
    expect(settled.report).not.toHaveProperty('financialYearId');
    expect(settled.report.errors.some((e) => /financial year cannot be told/.test(e.message))).toBe(
      true,
    );
    const list = (await c.get(`/company/${key()}/files`)).json as { id: string }[];
    expectExactly(z.array(AccountingFile), list);
    expect(list.slice(0, 2).map((f) => f.id)).toEqual([sid, tid]);
    const one = (await c.get(`/company/${key()}/files/${sid}`)).json as AccountingFile;
    expectExactly(AccountingFile, one);
    expect(one.parsedDate).toEqual(expect.any(String));
  });

  it('a non-SIE file is tied to the named year, or to the year with the given period', async () => {
    const y2024 = demo.year(T, NORRSKEN, '2024-01-01');
    const report = async (id: string) =>
      (await c.get(`/company/${key()}/files/${id}/report`)).json as Record<string, unknown>;
    const byId = await c.upload(uploadPath(key(), `?financialYearId=${y2024}`), 'a.txt', 'x');
    expect(byId.status).toBe(200);
    expect(await report((byId.json as { id: string }).id)).toMatchObject({
      financialYearId: y2024,
      size: 1,
    });
    const byPeriod = await c.upload(
      uploadPath(key(), '?startDate=2025-01-01&endDate=2025-12-31'),
      'b.txt',
      'x',
    );
    const id = (byPeriod.json as { id: string }).id;
    await eventually(async () => {
      const f = (await c.get(`/company/${key()}/files/${id}`)).json as { status: string };
      return f.status === 'uploaded';
    });
    expect((await c.get(`/company/${key()}/files/${id}`)).json).toMatchObject({ parsedDate: null });
    expect(await report(id)).toMatchObject({
      financialYearId: demo.year(T, NORRSKEN, '2025-01-01'),
      status: 'uploaded',
    });
  });

  it('needs the part file (400), multipart (415), a known year (404), a whole period (400)', async () => {
    const form = new FormData();
    form.append('other', new Blob(['x']), 'x.txt');
    const noPart = await c.raw('POST', uploadPath(key()), { body: form });
    expect(noPart.status).toBe(400);
    expect((noPart.json as { message: string }).message).toMatch(/file/);
    const notMultipart = await c.raw('POST', uploadPath(key()), {
      body: 'x',
      headers: { 'content-type': 'text/plain' },
    });
    expect(notMultipart.status).toBe(415);
    const unknownYear = await c.upload(
      uploadPath(key(), '?financialYearId=6ba7b810-9dad-11d1-80b4-00c04fd430c8'),
      'a.txt',
      'x',
    );
    expect(unknownYear.status).toBe(404);
    const otherCompanysYear = await c.upload(
      uploadPath(key(), `?financialYearId=${demo.year(T, 'Luleå Hamnlogistik AB', '2024-01-01')}`),
      'a.txt',
      'x',
    );
    expect(otherCompanysYear.status).toBe(404);
    for (const q of [
      '?startDate=2024-01-01',
      '?endDate=2024-12-31',
      '?startDate=2024-12-31&endDate=2024-01-01',
      '?startDate=2024-02-30&endDate=2024-12-31',
      '?financialYearId=x',
    ]) {
      const res = await c.upload(uploadPath(key(), q), 'a.txt', 'x');
      expect(res.status, q).toBe(400);
    }
    // The old path is gone.
    expect((await c.upload(`/company/${key()}/files`, 'a.txt', 'x')).status).toBe(405);
    // Other query parameters are ignored, as on every operation.
    expect((await c.upload(uploadPath(key(), '?colour=red'), 'a.txt', 'x')).status).toBe(200);
  });

  it('an upload over the limit is 413 and leaves no file and no record behind', async () => {
    const small = await startTestPlatform({ maxUploadMb: 1 });
    try {
      const sc = client(small.baseUrl, await getToken(small.baseUrl));
      const filesDir = path.join(small.dataDir, 'files');
      const before = fs.readdirSync(filesDir);
      const ids = async () =>
        ((await sc.get(`/company/${key()}/files`)).json as { id: string }[]).map((f) => f.id);
      const listed = await ids();
      const res = await sc.upload(uploadPath(key()), 'stor.bin', Buffer.alloc(1536 * 1024, 7));
      expect(res.status).toBe(413);
      expect(typeof (res.json as { message: string }).message).toBe('string');
      expect(fs.readdirSync(filesDir)).toEqual(before);
      expect(await ids()).toEqual(listed);
      const fits = await sc.upload(uploadPath(key()), 'liten.bin', Buffer.alloc(1000, 7));
      expect(fits.status).toBe(200);
      const id = (fits.json as { id: string }).id;
      const report = (await sc.get(`/company/${key()}/files/${id}/report`)).json as {
        size: number;
      };
      expect(report.size).toBe(1000);
    } finally {
      await small.dispose();
    }
  });
});

describe('balances', () => {
  it('validates the query', async () => {
    const b = `/generalledger/balances/${key()}/calculated/month`;
    expect((await c.get(`${b}?startDate=20240101&endDate=20241231`)).status).toBe(200);
    for (const q of [
      '',
      '?startDate=20240101',
      '?startDate=20240230&endDate=20241231',
      '?startDate=20241231&endDate=20240101',
      '?startDate=2024-01-01&endDate=2024-12-31',
    ]) {
      const res = await c.get(`${b}${q}`);
      expect(res.status, q).toBe(400);
    }
  });

  it('answers V1 monthly balance records: companyDurableKey and month entries', async () => {
    const b = `/generalledger/balances/${key()}/calculated/month?startDate=20240101&endDate=20241231`;
    let records: MonthlyBalanceRecord[] = [];
    await eventually(async () => {
      records = (await c.get(b)).json as MonthlyBalanceRecord[];
      return records.length > 0;
    }, 30_000);
    expectExactly(z.array(MonthlyBalanceRecord), records);
    for (const r of records) {
      expect(r.companyDurableKey).toBe(key());
      expect(r.amounts.map((a) => a.month)).toEqual(
        Array.from({ length: 12 }, (_, i) => `2024-${String(i + 1).padStart(2, '0')}`),
      );
      for (const a of r.amounts) {
        expect(a.financialYearId).toBe(demo.year(T, NORRSKEN, '2024-01-01'));
      }
    }
    expect(new Set(records.map((r) => r.accountType))).toEqual(
      new Set(['ASSET', 'LIABILITY', 'INCOME', 'EXPENSE']),
    );
  });
});

describe('routing and dev endpoints', () => {
  it('unknown paths are 404 JSON, wrong methods 405 JSON', async () => {
    const nf = await c.get('/nothing/here');
    expect(nf.status).toBe(404);
    expect(typeof (nf.json as { message: string }).message).toBe('string');
    const na = await c.raw('PATCH', `/companies/${key()}`);
    expect(na.status).toBe(405);
    expect(na.headers.get('allow')).toContain('PUT');
  });

  it('counts token requests and requests per route', async () => {
    await getToken(p.baseUrl, 'console-demo', 'console-demo-secret', 'sydekonomi');
    await c.get('/users');
    await c.get(`/companies/${key()}`);
    const stats = (await send(`${p.url}/dev/stats`)).json as {
      tokenRequests: Record<string, number>;
      requests: Record<string, number>;
    };
    expect(stats.tokenRequests['console-demo/sydekonomi']).toBeGreaterThanOrEqual(1);
    expect(stats.requests['GET /users']).toBeGreaterThanOrEqual(1);
    expect(stats.requests['GET /companies/{companyDurableKey}']).toBeGreaterThanOrEqual(1);
  });

  it('injects faults on /v1 (not /v1/token unless listed) and clears them', async () => {
    const set = await send(`${p.url}/dev/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ rate: 1, status: 503, methods: ['GET'], paths: ['/users'] }),
    });
    expect(set.status).toBe(200);
    const hit = await c.get('/users');
    expect(hit.status).toBe(503);
    expect(hit.headers.get('retry-after')).toBe('1');
    expect((await c.get('/groups')).status).toBe(200);
    expect((await getToken(p.baseUrl)).length).toBeGreaterThan(0);
    await send(`${p.url}/dev/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ rate: 1, status: 0, paths: ['^/v1/groups$'] }),
    });
    await expect(
      fetch(`${p.baseUrl}/groups`, { headers: { authorization: 'Bearer x' } }),
    ).rejects.toThrow();
    expect((await send(`${p.url}/dev/faults`, { method: 'DELETE' })).status).toBe(204);
    expect((await c.get('/users')).status).toBe(200);
    const invalid = await send(`${p.url}/dev/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ rate: 2 }),
    });
    expect(invalid.status).toBe(400);
  });

  it('backdates a pending invitation, and nothing else', async () => {
    const made = (await c.json('POST', '/invitations', { emails: ['gammal.inbjudan@example.se'] }))
      .json as { id: string; createdTimestamp: number }[];
    const { id, createdTimestamp } = made[0]!;
    const backdate = (userId: string, body: unknown) =>
      send(`${p.url}/dev/invitations/${userId}/backdate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const moved = await backdate(id, { days: 30 });
    expect(moved.status).toBe(200);
    expect(moved.json).toEqual({ id, createdTimestamp: createdTimestamp - 30 * 86_400_000 });
    const listed = (await c.get('/invitations')).json as User[];
    expect(listed.find((u) => u.id === id)?.createdTimestamp).toBe(
      createdTimestamp - 30 * 86_400_000,
    );
    // An active user is no invitation; a day count out of range is refused.
    const active = ((await c.get('/users')).json as User[])[0]!;
    expect((await backdate(active.id, { days: 30 })).status).toBe(404);
    expect((await backdate(id, { days: 0 })).status).toBe(400);
    expect((await c.del(`/invitations/${id}`)).status).toBe(204);
  });

  it('reset brings back the demo seed and keeps tokens working', async () => {
    await c.del(`/companies/${key()}`);
    expect((await c.get(`/companies/${key()}`)).status).toBe(404);
    expect((await send(`${p.url}/dev/reset`, { method: 'POST' })).status).toBe(204);
    expect((await c.get(`/companies/${key()}`)).status).toBe(200);
    const groups = (await c.get('/groups')).json as { name: string }[];
    expect(groups.map((g) => g.name)).not.toContain('Särskild Grupp');
  });

  it('dev endpoints are absent without dev', async () => {
    const plain = await startTestPlatform({ seed: 'none' });
    try {
      expect((await send(`${plain.url}/dev/mails`)).status).toBe(404);
      const t = await send(`${plain.baseUrl}/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ client_id: 'console-demo', client_secret: 'console-demo-secret' }),
      });
      expect(t.status).toBe(401);
    } finally {
      await plain.dispose();
    }
  });
});
