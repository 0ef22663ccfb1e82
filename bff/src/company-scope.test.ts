/**
 * Who sees what (issue #21): an auditor linked to a platform user sees only the companies V1's
 * permissions give that user, directly or through a group, in every company-scoped call and in
 * the company list; an unlinked auditor and an admin see every company of their tenants. The demo
 * auditor is linked to Elin Sjöberg (nordrevision, group Granskare). SQLite and PostgreSQL, the
 * accounts CLI, and a V1-only service.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VOUCHERS_TOTAL_HEADER, type Voucher } from '@ledger/contract';
import { NIL_V4, startTestBff } from '../test/bff-helpers.js';
import type { Client, TestBff } from '../test/bff-helpers.js';
import { run, UsageError } from './accounts-cli.js';
import { createTestDatabase, pgAdminUrl } from '../test/test-pg.js';
import type { TestDatabase } from '../test/test-pg.js';

const PG_ADMIN = await pgAdminUrl();
const T = '/api/t/nordrevision';

const NORRSKEN = 'Norrsken Bygg AB';
const ALVDALEN = 'Älvdalens Trävaru AB';
const KIRUNA = 'Kiruna Gruvteknik AB';
const LULEA = 'Luleå Hamnlogistik AB';
const UMEA = 'Umeå Café & Bageri AB';
const SKELLEFTEA = 'Skellefteå Elinstallation AB';
/** Elin's companies: two open to every user, two through the group Granskare. */
const ELINS = [KIRUNA, NORRSKEN, SKELLEFTEA, UMEA];
const ALL = [ALVDALEN, KIRUNA, LULEA, NORRSKEN, SKELLEFTEA, UMEA];

const READER = { username: 'reader', password: 'reader-password', role: 'auditor' } as const;

interface Company {
  durableKey: string;
  name: string;
}
interface Session {
  user: { username: string; role: string; scope: string; platformUserIds: Record<string, string> };
}

const names = (list: Company[]) => list.map((c) => c.name).sort((a, b) => a.localeCompare(b));

/** Every kind of company-scoped request an auditor may make, for the company `key`. */
function scopedRequests(
  key: string,
): [string, (c: Client) => Promise<{ status: number; body: unknown }>][] {
  const upload = () => {
    const form = new FormData();
    form.append('file', new Blob(['#FLAGGA 0\n']), 'x.se');
    return form;
  };
  const review = `tenant=nordrevision&company=${key}&financialYearId=fy-2024`;
  return [
    ['getCompany', (c) => c.get(`${T}/companies/${key}`)],
    ['listFinancialYears', (c) => c.get(`${T}/company/${key}/financialyears`)],
    ['listFinancialYearsDeprecated', (c) => c.get(`${T}/financialyears/${key}`)],
    ['listFiles', (c) => c.get(`${T}/company/${key}/files`)],
    ['getFile', (c) => c.get(`${T}/company/${key}/files/${NIL_V4}`)],
    ['getFileReport', (c) => c.get(`${T}/company/${key}/files/${NIL_V4}/report`)],
    ['listAssignments', (c) => c.get(`${T}/company/${key}/assignments`)],
    [
      'getWorkMateriality',
      (c) => c.get(`${T}/company/${key}/assignments/${NIL_V4}/work-materiality`),
    ],
    [
      'setWorkMateriality',
      (c) =>
        c.request('PUT', `${T}/company/${key}/assignments/${NIL_V4}/work-materiality`, {
          json: { workMateriality: 1000, workMaterialityPercentage: 50 },
        }),
    ],
    [
      'getMonthlyBalances',
      (c) =>
        c.get(
          `${T}/generalledger/balances/${key}/calculated/month?startDate=20240101&endDate=20241231`,
        ),
    ],
    [
      'listVouchers',
      (c) => c.get(`${T}/company/${key}/vouchers?financialYearId=${NIL_V4}&account=1930`),
    ],
    [
      'getJournalTests',
      (c) => c.get(`${T}/company/${key}/journal-tests?financialYearId=${NIL_V4}&roundBase=500`),
    ],
    ['listYearAccounts', (c) => c.get(`${T}/company/${key}/accounts?financialYearId=${NIL_V4}`)],
    [
      'uploadFile',
      (c) => c.request('POST', `${T}/company/${key}/files/upload`, { body: upload() }),
    ],
    ['GET /api/uploads', (c) => c.get(`/api/uploads?tenant=nordrevision&company=${key}`)],
    ['GET /api/reviews', (c) => c.get(`/api/reviews?${review}`)],
    [
      'PUT /api/reviews',
      (c) =>
        c.request('PUT', '/api/reviews', {
          json: {
            tenant: 'nordrevision',
            company: key,
            financialYearId: 'fy-2024',
            account: '1910',
            figures: 'f',
          },
        }),
    ],
    ['DELETE /api/reviews', (c) => c.request('DELETE', `/api/reviews?${review}&account=1910`)],
  ];
}

describe.each([
  { name: 'SQLite', pg: false },
  { name: 'PostgreSQL', pg: true },
])('company scope on $name', ({ pg }) => {
  let bff: TestBff;
  let db: TestDatabase | undefined;
  let admin: Client;
  let auditor: Client;
  let reader: Client;
  let key: Record<string, string>;
  let elin: string;
  let granskare: string;
  const skip = () => pg && !PG_ADMIN;

  beforeAll(async () => {
    if (skip()) return;
    db = pg ? await createTestDatabase(PG_ADMIN!, 'bff_scope') : undefined;
    bff = await startTestBff(
      db ? { DATABASE_URL: db.url } : {},
      {},
      {
        accounts: [{ ...READER, tenants: ['nordrevision'] }],
      },
    );
    admin = bff.client();
    auditor = bff.client();
    reader = bff.client();
    expect((await admin.login('admin', 'admin-demo')).status).toBe(204);
    expect((await auditor.login('auditor', 'auditor-demo')).status).toBe(204);
    expect((await reader.login(READER.username, READER.password)).status).toBe(204);
    const companies = await admin.get<Company[]>(`${T}/companies`);
    key = Object.fromEntries(companies.body.map((c) => [c.name, c.durableKey]));
    const users = await admin.get<{ id: string; email: string }[]>(`${T}/users`);
    elin = users.body.find((u) => u.email === 'elin.sjoberg@nordrevision.se')!.id;
    granskare = (await admin.get<{ id: string }>(`${T}/groups/Granskare`)).body.id;
  });
  afterAll(async () => {
    await bff?.close();
    await db?.drop();
  });

  it('the session says who is linked: the demo auditor to Elin, the others to nobody', async () => {
    if (skip()) return;
    const s = (c: Client) => c.get<Session>('/auth/session').then((r) => r.body.user);
    expect(await s(auditor)).toMatchObject({
      role: 'auditor',
      scope: 'linked',
      platformUserIds: { nordrevision: elin },
    });
    expect(await s(reader)).toMatchObject({ scope: 'tenant', platformUserIds: {} });
    expect(await s(admin)).toMatchObject({ scope: 'tenant', platformUserIds: {} });
  });

  it('the linked auditor lists only its companies, each as V1 answered it', async () => {
    if (skip()) return;
    const mine = await auditor.get<Company[]>(`${T}/companies`);
    expect(mine.status).toBe(200);
    expect(names(mine.body)).toEqual(ELINS);
    const all = await admin.get<Company[]>(`${T}/companies`);
    expect(mine.body).toEqual(all.body.filter((c) => ELINS.includes(c.name)));
  });

  it.each(scopedRequests('{key}').map(([what]) => what))(
    '%s on a company outside its scope is 403 company_not_allowed',
    async (what) => {
      if (skip()) return;
      for (const company of [ALVDALEN, LULEA]) {
        const send = scopedRequests(key[company]!).find(([w]) => w === what)![1];
        const r = await send(auditor);
        expect(r.status, `${what} ${company}`).toBe(403);
        expect(r.body).toMatchObject({
          code: 'company_not_allowed',
          params: { companyDurableKey: key[company] },
        });
      }
    },
  );

  it('the same requests on its own company are not refused for the company', async () => {
    if (skip()) return;
    for (const [what, send] of scopedRequests(key[NORRSKEN]!)) {
      const r = await send(auditor);
      expect((r.body as { code?: string } | null)?.code, what).not.toBe('company_not_allowed');
      expect(r.status, what).not.toBe(403);
    }
  });

  it("the linked auditor reads its company's vouchers, their total in X-Total-Count", async () => {
    if (skip()) return;
    const years = await auditor.get<{ id: string; startDate: string }[]>(
      `${T}/company/${key[NORRSKEN]}/financialyears`,
    );
    const year = years.body.find((y) => y.startDate === '2024-01-01')!;
    const q = `financialYearId=${year.id}&account=1930&limit=5`;
    const r = await auditor.get<Voucher[]>(`${T}/company/${key[NORRSKEN]}/vouchers?${q}`);
    expect(r.status, r.text).toBe(200);
    expect(r.body).toHaveLength(5);
    for (const v of r.body) expect(v.transactions.map((t) => t.account)).toContain('1930');
    expect(Number(r.headers.get(VOUCHERS_TOTAL_HEADER))).toBeGreaterThan(5);
    // what the platform answers, as it answered it
    const direct = await admin.get<Voucher[]>(`${T}/company/${key[NORRSKEN]}/vouchers?${q}`);
    expect(direct.body).toEqual(r.body);
    expect(direct.headers.get(VOUCHERS_TOTAL_HEADER)).toBe(r.headers.get(VOUCHERS_TOTAL_HEADER));
  });

  it('a company open to it only through a group is readable', async () => {
    if (skip()) return;
    const r = await auditor.get<Company>(`${T}/companies/${key[KIRUNA]}`);
    expect(r.status).toBe(200);
    expect(r.body.name).toBe(KIRUNA);
  });

  it('a permission granted through the console counts at once; revoked, it is gone', async () => {
    if (skip()) return;
    const lulea = `${T}/companies/${key[LULEA]}`;
    expect((await auditor.get(lulea)).status).toBe(403);
    expect((await admin.request('PUT', `${lulea}/permissions/users/${elin}`)).status).toBe(204);
    expect((await auditor.get(lulea)).status).toBe(200);
    expect(names((await auditor.get<Company[]>(`${T}/companies`)).body)).toContain(LULEA);
    expect((await admin.request('DELETE', `${lulea}/permissions/users/${elin}`)).status).toBe(204);
    expect((await auditor.get(lulea)).status).toBe(403);
    expect(names((await auditor.get<Company[]>(`${T}/companies`)).body)).toEqual(ELINS);
  });

  it('a group membership changed through the console counts at once', async () => {
    if (skip()) return;
    const kiruna = `${T}/companies/${key[KIRUNA]}`;
    const member = `${T}/groups/${granskare}/members/${elin}`;
    expect((await auditor.get(kiruna)).status).toBe(200);
    expect((await admin.request('DELETE', member)).status).toBe(204);
    expect((await auditor.get(kiruna)).status).toBe(403);
    expect(names((await auditor.get<Company[]>(`${T}/companies`)).body)).toEqual([NORRSKEN, UMEA]);
    expect((await admin.request('PUT', member)).status).toBe(204);
    expect((await auditor.get(kiruna)).status).toBe(200);
  });

  it('a company created for every user is seen at once', async () => {
    if (skip()) return;
    const made = await admin.request<Company>('POST', `${T}/companies`, {
      json: {
        authorization: { type: 1, userIds: [], groupIds: [] },
        data: {
          name: 'Scope Nytt AB',
          organizationNumber: '556677-8899',
          annualReportFramework: 'K2',
        },
      },
    });
    expect(made.status, made.text).toBe(200);
    expect((await auditor.get(`${T}/companies/${made.body.durableKey}`)).status).toBe(200);
    expect(names((await auditor.get<Company[]>(`${T}/companies`)).body)).toContain('Scope Nytt AB');
    await admin.request('DELETE', `${T}/companies/${made.body.durableKey}`);
    expect((await auditor.get(`${T}/companies/${made.body.durableKey}`)).status).toBe(403);
  });

  it('the scope is read from V1 once and then served from its cache (2 + N V1 calls)', async () => {
    if (skip()) return;
    const count = async () => {
      const { requests } = await bff.stats();
      let perms = 0;
      let groups = 0;
      for (const [k, n] of Object.entries(requests)) {
        if (/^GET (\/v1)?\/companies\/[^/]+\/permissions$/.test(k)) perms += n;
        if (/^GET (\/v1)?\/users\/[^/]+\/groups$/.test(k)) groups += n;
      }
      return { perms, groups };
    };
    // A console change drops the tenant's cache: the next call computes the scope anew.
    await admin.request('PUT', `${T}/companies/${key[NORRSKEN]}/permissions/users/${elin}`);
    const before = await count();
    expect((await auditor.get(`${T}/companies/${key[NORRSKEN]}`)).status).toBe(200);
    const once = await count();
    expect(once).toEqual({ perms: before.perms + ALL.length, groups: before.groups + 1 });
    for (let i = 0; i < 3; i++) {
      await auditor.get(`${T}/companies`);
      await auditor.get(`${T}/companies/${key[ALVDALEN]}`);
    }
    expect(await count()).toEqual(once);
  });

  it('the unlinked auditor and the admin read every company as before', async () => {
    if (skip()) return;
    for (const c of [reader, admin]) {
      expect(names((await c.get<Company[]>(`${T}/companies`)).body)).toEqual(ALL);
      expect((await c.get(`${T}/companies/${key[ALVDALEN]}`)).status).toBe(200);
      expect((await c.get(`${T}/company/${key[LULEA]}/financialyears`)).status).toBe(200);
    }
  });

  it('the accounts CLI links, lists and unlinks; a new sign-in follows', async () => {
    if (skip()) return;
    const env = {
      DATA_DIR: bff.dir,
      DATABASE_URL: db?.url,
      V1_BASE_URL: bff.platform!.baseUrl,
      V1_CLIENT_ID: 'console-demo',
      V1_CLIENT_SECRET: 'console-demo-secret',
    };
    expect(
      await run(['link', 'reader', '--platform-user', 'ELIN.SJOBERG@nordrevision.se'], env),
    ).toMatch(`linked reader to nordrevision:${elin}`);
    expect(await run(['list'], env)).toMatch(
      new RegExp(`^reader +auditor .*nordrevision +platform user nordrevision:${elin}$`, 'm'),
    );
    const linked = bff.client();
    await linked.login(READER.username, READER.password);
    expect(names((await linked.get<Company[]>(`${T}/companies`)).body)).toEqual(ELINS);
    expect((await linked.get(`${T}/companies/${key[ALVDALEN]}`)).status).toBe(403);

    // An unknown user is refused. An admin may be linked (the new-company form offers the
    // user's groups), and still reads every company.
    await expect(
      run(['link', 'reader', '--platform-user', 'nobody@nordrevision.se'], env),
    ).rejects.toThrow(UsageError);
    expect(await run(['link', 'admin', '--platform-user', elin], env)).toMatch(
      `linked admin to nordrevision:${elin} (it still sees every company`,
    );
    const linkedAdmin = bff.client();
    await linkedAdmin.login('admin', 'admin-demo');
    const adminSession = (await linkedAdmin.get<Session>('/auth/session')).body.user;
    expect(adminSession.scope).toBe('tenant');
    expect(adminSession.platformUserIds).toEqual({ nordrevision: elin });
    expect(names((await linkedAdmin.get<Company[]>(`${T}/companies`)).body)).toEqual(ALL);
    expect(await run(['unlink', 'admin'], env)).toMatch('unlinked admin');
    expect(await run(['unlink', 'reader'], env)).toMatch('unlinked reader');
    expect(await run(['list'], env)).toMatch(/^reader +auditor .*nordrevision$/m);
    const unlinked = bff.client();
    await unlinked.login(READER.username, READER.password);
    expect(names((await unlinked.get<Company[]>(`${T}/companies`)).body)).toEqual(ALL);

    // `add --platform-user`: linked from the start, by id.
    expect(
      await run(
        ['add', 'linda', '--role', 'auditor', '--tenants', 'nordrevision', '--platform-user', elin],
        env,
        () => Promise.resolve('linda-password'),
      ),
    ).toMatch(`linked to nordrevision:${elin}`);
    const linda = bff.client();
    await linda.login('linda', 'linda-password');
    expect((await linda.get<Session>('/auth/session')).body.user.scope).toBe('linked');
    expect((await linda.get(`${T}/companies/${key[LULEA]}`)).status).toBe(403);
  });
});

describe('company scope against a V1-only service (PLATFORM_PROFILE=v1)', () => {
  let bff: TestBff;
  let auditor: Client;
  let admin: Client;
  beforeAll(async () => {
    bff = await startTestBff({}, { profile: 'v1' });
    admin = bff.client();
    auditor = bff.client();
    await admin.login('admin', 'admin-demo');
    await auditor.login('auditor', 'auditor-demo');
  });
  afterAll(async () => {
    await bff?.close();
  });

  it('filters the list and refuses other companies with V1.md operations only', async () => {
    const all = await admin.get<Company[]>(`${T}/companies`);
    const key = Object.fromEntries(all.body.map((c) => [c.name, c.durableKey]));
    const mine = await auditor.get<Company[]>(`${T}/companies`);
    expect(mine.status).toBe(200);
    expect(names(mine.body)).toEqual(ELINS);
    const refused = await auditor.get(`${T}/company/${key[ALVDALEN]}/financialyears`);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'company_not_allowed' });
    expect((await auditor.get(`${T}/company/${key[KIRUNA]}/financialyears`)).status).toBe(200);
  });
});
