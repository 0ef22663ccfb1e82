/**
 * A V1 client written only from `docs/v1/V1.md`, as an outside client would call the service:
 * plain `fetch` (the platform helpers' `send`), V1.md's paths, bodies, statuses and field lists
 * written out by hand (v1md-by-hand.testing.ts; no import from the contract module). With
 * v1-client-demo-data.test.ts it calls every operation of V1.md section 4 against our platform,
 * in both profiles, and checks each answer's status and exact field set (a field V1.md does not
 * declare fails, a required one missing fails). Here: a walk that makes, changes and removes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform } from '../test/platform-helpers.js';
import { withLuhn } from './seed/ids.js';
import {
  COMPANY,
  COMPANY_EXTENDED_ATTRIBUTE_RESPONSE,
  CREATE_FINANCIAL_YEAR_RESPONSE,
  DEMO_DATA_READS,
  ERROR_BODY,
  FILE,
  FILE_STATUSES,
  FINANCIAL_YEAR,
  GROUP,
  GROUPS_AND_USERS,
  SOURCES,
  USER,
  USER_RESPONSE,
  USER_ROLES,
  V1_OPERATIONS,
  expectList,
  expectShape,
  type Json,
} from './v1md-by-hand.testing.js';
import { UNKNOWN_KEY, formToken, sieFile, v1Client } from './v1-client.testing.js';

type Platform = Awaited<ReturnType<typeof startTestPlatform>>;

describe.each(['extended', 'v1'] as const)(
  'a V1 client from V1.md, platform profile %s',
  (profile) => {
    let p: Platform;
    let root = '';
    const called = new Set<string>();
    let c: ReturnType<typeof v1Client>;
    // What the steps create and find, in order.
    const s = {
      users: [] as Json[],
      group: {} as Json,
      otherGroup: {} as Json,
      invited: [] as Json[],
      company: {} as Json,
      orgNr: withLuhn(profile === 'v1' ? '559912345' : '559954321'),
      years: [] as Json[],
      demo: {} as Json,
    };

    beforeAll(async () => {
      p = await startTestPlatform({ profile });
      root = p.url;
    }, 60_000);
    afterAll(async () => {
      await p?.dispose();
    });

    it('gets a token with V1.md form fields and reads access_token', async () => {
      const a = await formToken(root);
      expect(a.status, a.text).toBe(V1_OPERATIONS['POST /token']);
      const token = (a.body as Json).access_token;
      expect(token).toBeTypeOf('string');
      expect((token as string).length).toBeGreaterThan(0);
      called.add('POST /token');
      c = v1Client(root, token as string, 'bearer', called);
      // The credentials "described as a JSON body" work too (section 5, 2).
      const json = await fetch(`${root}/v1/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ client_id: 'console-demo', client_secret: 'console-demo-secret' }),
      });
      expect(json.status).toBe(200);
      expect(((await json.json()) as Json).access_token).toBeTypeOf('string');
    });

    it('lists users and reads one', async () => {
      const list = await c.ok('GET', '/users');
      s.users = Array.isArray(list) ? (list as Json[]) : [];
      expectList(list, USER);
      expect(s.users.length).toBeGreaterThanOrEqual(3);
      const first = s.users[0]!;
      const one = await c.ok('GET', '/users/{userId}', { params: { userId: String(first.id) } });
      expectShape(one, USER);
      expect(one.id).toBe(first.id);
      expect(one.email).toBe(first.email);
    });

    it('creates a group, lists groups and finds it by name', async () => {
      const name = `V1-klienten ${profile}`;
      const group = await c.ok('POST', '/groups', { json: { name } });
      s.group = group as Json;
      expectShape(group, GROUP);
      expect(group.name).toBe(name);
      const groups = expectList(await c.ok('GET', '/groups'), GROUP);
      expect(groups.map((g) => g.id)).toContain(group.id);
      s.otherGroup = groups.find((g) => g.id !== group.id)!;
      expect(s.otherGroup).toBeDefined();
      const byName = await c.ok('GET', '/groups/{name}', { params: { name } });
      expectShape(byName, GROUP);
      expect(byName.id).toBe(group.id);
    });

    it('invites users into the group with modules AUDIT and ANALYTICS', async () => {
      const emails = [`ada.${profile}@v1-klient.se`, `bo.${profile}@v1-klient.se`];
      const answer = await c.ok('POST', '/invitations', {
        json: { emails, groupIds: [String(s.group.id)], modules: ['AUDIT', 'ANALYTICS'] },
      });
      s.invited = Array.isArray(answer) ? (answer as Json[]) : [];
      expectList(answer, USER_RESPONSE);
      expect(s.invited.map((u) => u.email)).toEqual(emails);
      for (const u of s.invited) {
        expect(SOURCES).toContain(u.source);
        if (u.userRole !== undefined) expect(USER_ROLES).toContain(u.userRole);
        expect(u.isActive).toBeTypeOf('boolean');
        expect(u.createdTimestamp).toBeTypeOf('number');
      }
      const pending = expectList(await c.ok('GET', '/invitations'), USER);
      expect(pending.map((u) => u.id)).toEqual(expect.arrayContaining(s.invited.map((u) => u.id)));
      const members = expectList(
        await c.ok('GET', '/groups/{groupId}/members', { params: { groupId: String(s.group.id) } }),
        USER,
      );
      expect(members.map((u) => u.id)).toEqual(expect.arrayContaining(s.invited.map((u) => u.id)));
    });

    it("adds a member and lists the user's groups", async () => {
      const userId = String(s.users[0]!.id);
      const groupId = String(s.group.id);
      await c.ok('PUT', '/groups/{groupId}/members/{userId}', { params: { groupId, userId } });
      const members = expectList(
        await c.ok('GET', '/groups/{groupId}/members', { params: { groupId } }),
        USER,
      );
      expect(members.map((u) => u.id)).toContain(userId);
      const groups = expectList(
        await c.ok('GET', '/users/{userId}/groups', { params: { userId } }),
        GROUP,
      );
      expect(groups.map((g) => g.id)).toContain(groupId);
    });

    it('creates a company with V1 CompanyCreate, lists, reads and updates it', async () => {
      const data = {
        annualReportFramework: 'K2',
        organizationNumber: s.orgNr,
        name: `V1 Klientbolaget ${profile} AB`,
        legalForm: 'LIMITED_LIABILITY_COMPANY',
        country: 'SWEDEN',
        address: 'Storgatan 1, 111 22 Stockholm',
      };
      const authorization = {
        groupIds: [String(s.group.id)],
        userIds: [String(s.users[0]!.id)],
        type: 2,
      };
      const company = await c.ok('POST', '/companies', { json: { authorization, data } });
      s.company = company as Json;
      expectShape(company, COMPANY);
      expect(company).toMatchObject({
        name: data.name,
        annualReportFramework: 'K2',
        legalForm: 'LIMITED_LIABILITY_COMPANY',
        address: data.address,
        country: 'SWEDEN',
        organizationNumber: s.orgNr,
      });
      expect(company.defaultAccountPlan).toBeTypeOf('string');
      const params = { companyDurableKey: String(company.durableKey) };
      const list = expectList(await c.ok('GET', '/companies'), COMPANY);
      expect(list.map((x) => x.durableKey)).toContain(company.durableKey);
      const one = await c.ok('GET', '/companies/{companyDurableKey}', { params });
      expectShape(one, COMPANY);
      expect(one.name).toBe(data.name);
      const updated = await c.ok('PUT', '/companies/{companyDurableKey}', {
        params,
        json: { name: `${data.name} (ny)`, address: 'Drottninggatan 2, 411 14 Göteborg' },
      });
      expectShape(updated, COMPANY);
      expect(updated.name).toBe(`${data.name} (ny)`);
      expect(updated.address).toBe('Drottninggatan 2, 411 14 Göteborg');
      expect(updated.legalForm).toBe('LIMITED_LIABILITY_COMPANY');
    });

    it('sets snicode and workmateriality; the single company shows them', async () => {
      const companyDurableKey = String(s.company.durableKey);
      const template = '/companies/{companyDurableKey}/{companyExtendedAttribute}';
      for (const [attribute, value] of [
        ['snicode', 62010],
        ['workmateriality', 150000],
      ] as const) {
        const answer = await c.ok('PUT', template, {
          params: { companyDurableKey, companyExtendedAttribute: attribute },
          json: { value },
        });
        expectShape(answer, COMPANY_EXTENDED_ATTRIBUTE_RESPONSE);
        expect(answer.attribute).toBe(attribute);
        expect(answer.value).toBeTypeOf('string');
        expect(Number(answer.value)).toBe(value);
      }
      const one = await c.ok('GET', '/companies/{companyDurableKey}', {
        params: { companyDurableKey },
      });
      expectShape(one, COMPANY);
      const ext = one.extendedAttributes as Json;
      expect(Number(ext.SNI)).toBe(62010);
      expect(ext.SNI).toBeTypeOf('string');
      expect(ext.workMateriality).toBe('150000');
    });

    it('answers 404 with an error body where V1.md section 7 says', async () => {
      const unknown = await c.call('GET', '/companies/{companyDurableKey}', {
        params: { companyDurableKey: UNKNOWN_KEY },
      });
      expect(unknown.status, unknown.text).toBe(404);
      expectShape(unknown.body, ERROR_BODY, 'Error body of GET /companies/{unknown}');
      expect((unknown.body as Json).message).toBeTypeOf('string');
      const template = '/companies/{companyDurableKey}/{companyExtendedAttribute}';
      for (const params of [
        { companyDurableKey: UNKNOWN_KEY, companyExtendedAttribute: 'snicode' },
        { companyDurableKey: String(s.company.durableKey), companyExtendedAttribute: 'colour' },
      ]) {
        const a = await c.call('PUT', template, { params, json: { value: 1 } });
        expect(a.status, `${JSON.stringify(params)}: ${a.text}`).toBe(404);
        expectShape(a.body, ERROR_BODY, `Error body of PUT ${template} ${JSON.stringify(params)}`);
        expect((a.body as Json).message).toBeTypeOf('string');
      }
    });

    it('grants and revokes user and group permissions', async () => {
      const companyDurableKey = String(s.company.durableKey);
      const permissions = async () => {
        const answer = await c.ok('GET', '/companies/{companyDurableKey}/permissions', {
          params: { companyDurableKey },
        });
        expectShape(answer, GROUPS_AND_USERS);
        return {
          users: expectList(answer.users, USER, 'GroupsAndUsers.users').map((u) => u.id),
          groups: expectList(answer.groups, GROUP, 'GroupsAndUsers.groups').map((g) => g.id),
        };
      };
      const before = await permissions();
      expect(before.users).toContain(s.users[0]!.id);
      expect(before.groups).toContain(s.group.id);
      const userId = String(s.users[1]!.id);
      const groupId = String(s.otherGroup.id);
      const users = '/companies/{companyDurableKey}/permissions/users/{userId}';
      const groups = '/companies/{companyDurableKey}/permissions/groups/{groupId}';
      await c.ok('PUT', users, { params: { companyDurableKey, userId } });
      await c.ok('PUT', groups, { params: { companyDurableKey, groupId } });
      const granted = await permissions();
      expect(granted.users).toContain(userId);
      expect(granted.groups).toContain(groupId);
      await c.ok('DELETE', users, { params: { companyDurableKey, userId } });
      await c.ok('DELETE', groups, { params: { companyDurableKey, groupId } });
      const revoked = await permissions();
      expect(revoked.users).not.toContain(userId);
      expect(revoked.groups).not.toContain(groupId);
    });

    it('creates and lists financial years on both paths', async () => {
      const companyDurableKey = String(s.company.durableKey);
      const params = { companyDurableKey };
      for (const [startDate, endDate] of [
        ['2023-01-01', '2023-12-31'],
        ['2024-01-01', '2024-12-31'],
      ]) {
        const created = await c.ok('POST', '/company/{companyDurableKey}/financialyears', {
          params,
          json: { startDate, endDate },
        });
        expectShape(created, CREATE_FINANCIAL_YEAR_RESPONSE);
        expect(created).toMatchObject({ startDate, endDate });
      }
      const listed = await c.ok('GET', '/company/{companyDurableKey}/financialyears', { params });
      const byStart = (a: Json, b: Json) => String(a.startDate).localeCompare(String(b.startDate));
      s.years = Array.isArray(listed) ? [...(listed as Json[])].sort(byStart) : [];
      const years = expectList(listed, FINANCIAL_YEAR);
      expect(years.map((y) => `${y.startDate}..${y.endDate}`).sort()).toEqual([
        '2023-01-01..2023-12-31',
        '2024-01-01..2024-12-31',
      ]);
      for (const y of years) expect(y.companyDurableKey).toBe(companyDurableKey);
      const deprecated = expectList(
        await c.ok('GET', '/financialyears/{companyDurableKey}', { params }),
        FINANCIAL_YEAR,
      );
      expect(deprecated.map((y) => y.id).sort()).toEqual(years.map((y) => y.id).sort());
    });

    it('uploads a SIE 4 file as multipart part `file`: a pending File', async () => {
      const form = new FormData();
      form.append('file', new Blob([sieFile(s.orgNr)]), 'bokslut-2023.se');
      const file = await c.ok('POST', '/company/{companyDurableKey}/files/upload', {
        params: { companyDurableKey: String(s.company.durableKey) },
        query: { financialYearId: String(s.years[0]!.id) },
        form,
      });
      expectShape(file, FILE);
      expect(file.status).toBe('pending');
      expect(FILE_STATUSES).toContain(file.status);
      expect(file.name).toBe('bokslut-2023.se');
      expect(file.uploadedByUserId === null || typeof file.uploadedByUserId === 'string').toBe(
        true,
      );
      expect(Number.isNaN(Date.parse(String(file.uploadedDate)))).toBe(false);
      expect(file.parsedDate === null || typeof file.parsedDate === 'string').toBe(true);
    });

    it('deletes a financial year: the deleted FinancialYear', async () => {
      const companyDurableKey = String(s.company.durableKey);
      const last = s.years[1]!;
      const deleted = await c.ok(
        'DELETE',
        '/company/{companyDurableKey}/financialyears/{financialYearId}',
        { params: { companyDurableKey, financialYearId: String(last.id) } },
      );
      expectShape(deleted, FINANCIAL_YEAR);
      expect(deleted.id).toBe(last.id);
      const years = expectList(
        await c.ok('GET', '/company/{companyDurableKey}/financialyears', {
          params: { companyDurableKey },
        }),
        FINANCIAL_YEAR,
      );
      expect(years.map((y) => y.id)).toEqual([s.years[0]!.id]);
    });

    it('removes a member, resends and deletes invitations', async () => {
      const groupId = String(s.group.id);
      const userId = String(s.users[0]!.id);
      await c.ok('DELETE', '/groups/{groupId}/members/{userId}', { params: { groupId, userId } });
      const members = expectList(
        await c.ok('GET', '/groups/{groupId}/members', { params: { groupId } }),
        USER,
      );
      expect(members.map((u) => u.id)).not.toContain(userId);
      const [ada, bo] = s.invited as [Json, Json];
      await c.ok('POST', '/invitations/{userId}/resend', { params: { userId: String(ada.id) } });
      await c.ok('DELETE', '/invitations/{userId}', { params: { userId: String(bo.id) } });
      const pending = expectList(await c.ok('GET', '/invitations'), USER);
      expect(pending.map((u) => u.id)).toContain(ada.id);
      expect(pending.map((u) => u.id)).not.toContain(bo.id);
    });

    it('deletes a user, the group and the company', async () => {
      const gone = s.users.at(-1)!;
      await c.ok('DELETE', '/users/{userId}', { params: { userId: String(gone.id) } });
      const users = expectList(await c.ok('GET', '/users'), USER);
      expect(users.map((u) => u.id)).not.toContain(gone.id);

      await c.ok('DELETE', '/groups/{groupId}', { params: { groupId: String(s.group.id) } });
      const groups = expectList(await c.ok('GET', '/groups'), GROUP);
      expect(groups.map((g) => g.id)).not.toContain(s.group.id);

      const params = { companyDurableKey: String(s.company.durableKey) };
      const deleted = await c.ok('DELETE', '/companies/{companyDurableKey}', { params });
      expectShape(deleted, COMPANY);
      expect(deleted.durableKey).toBe(s.company.durableKey);
      const after = await c.call('GET', '/companies/{companyDurableKey}', { params });
      expect(after.status, after.text).toBe(404);
      expectShape(after.body, ERROR_BODY, 'Error body of GET /companies/{deleted}');
    });

    it('has called every operation of V1.md section 4 with its success status', () => {
      // The demo data's reads are v1-client-demo-data.test.ts's.
      const ours = Object.keys(V1_OPERATIONS).filter((op) => !DEMO_DATA_READS.includes(op));
      expect([...called].sort()).toEqual(ours.sort());
    });
  },
);
