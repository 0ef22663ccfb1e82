/**
 * A V1 client written only from `docs/v1/V1.md`, as an outside client would call the service:
 * plain `fetch` (testing.ts's `send`), V1.md's paths, bodies, statuses and field lists written
 * out by hand here (no import from the contract module). It calls every operation of V1.md
 * section 4 against our platform with its demo data, in both profiles, and checks each answer's
 * status and exact field set (a field V1.md does not declare fails, a required one missing fails).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send, startTestPlatform } from '../test/platform-helpers.js';
import { withLuhn } from './seed/ids.js';

// ---- V1.md, by hand -----------------------------------------------------------------------------

/** Section 4: every operation and its success status. */
const V1_OPERATIONS: Record<string, 200 | 204> = {
  'GET /users': 200,
  'GET /users/{userId}': 200,
  'DELETE /users/{userId}': 204,
  'GET /users/{userId}/groups': 200,
  'GET /invitations': 200,
  'POST /invitations': 200,
  'DELETE /invitations/{userId}': 204,
  'POST /invitations/{userId}/resend': 204,
  'POST /token': 200,
  'GET /groups': 200,
  'POST /groups': 200,
  'GET /groups/{name}': 200,
  'DELETE /groups/{groupId}': 204,
  'GET /groups/{groupId}/members': 200,
  'PUT /groups/{groupId}/members/{userId}': 204,
  'DELETE /groups/{groupId}/members/{userId}': 204,
  'GET /companies': 200,
  'POST /companies': 200,
  'GET /companies/{companyDurableKey}': 200,
  'PUT /companies/{companyDurableKey}': 200,
  'DELETE /companies/{companyDurableKey}': 200,
  'PUT /companies/{companyDurableKey}/{companyExtendedAttribute}': 200,
  'GET /companies/{companyDurableKey}/permissions': 200,
  'PUT /companies/{companyDurableKey}/permissions/users/{userId}': 204,
  'DELETE /companies/{companyDurableKey}/permissions/users/{userId}': 204,
  'PUT /companies/{companyDurableKey}/permissions/groups/{groupId}': 204,
  'DELETE /companies/{companyDurableKey}/permissions/groups/{groupId}': 204,
  'GET /financialyears/{companyDurableKey}': 200,
  'GET /company/{companyDurableKey}/financialyears': 200,
  'POST /company/{companyDurableKey}/financialyears': 200,
  'DELETE /company/{companyDurableKey}/financialyears/{financialYearId}': 200,
  'POST /company/{companyDurableKey}/files/upload': 200,
  'GET /company/{companyDurableKey}/assignments': 200,
  'GET /company/{companyDurableKey}/assignments/{auditAssignmentId}/work-materiality': 200,
  'GET /generalledger/balances/{companyDurableKey}/calculated/month': 200,
};

/** Section 2: the fields of each resource (Required yes / no). */
interface Shape {
  name: string;
  required: readonly string[];
  optional?: readonly string[];
}
const USER: Shape = {
  name: 'User',
  required: ['id', 'username', 'firstName', 'lastName', 'email'],
  optional: ['emailVerified', 'createdTimestamp'],
};
const GROUP: Shape = { name: 'Group', required: ['id', 'name'] };
const USER_RESPONSE: Shape = {
  name: 'UserResponse',
  required: ['id', 'firstName', 'lastName', 'email', 'createdTimestamp', 'isActive', 'source'],
  optional: ['initials', 'userRole'],
};
const COMPANY: Shape = {
  name: 'Company',
  required: ['durableKey', 'organizationNumber', 'name', 'defaultAccountPlan'],
  optional: ['country', 'address', 'legalForm', 'annualReportFramework', 'extendedAttributes'],
};
const COMPANY_EXTENDED_ATTRIBUTE_RESPONSE: Shape = {
  name: 'CompanyExtendedAttributeResponse',
  required: ['attribute', 'value'],
};
const GROUPS_AND_USERS: Shape = { name: 'GroupsAndUsers', required: ['users', 'groups'] };
const FINANCIAL_YEAR: Shape = {
  name: 'FinancialYear',
  required: ['id', 'companyDurableKey', 'startDate', 'endDate'],
};
const CREATE_FINANCIAL_YEAR_RESPONSE: Shape = {
  name: 'CreateFinancialYearResponse',
  required: ['id', 'startDate', 'endDate'],
};
const FILE: Shape = {
  name: 'File',
  required: ['id', 'name', 'uploadedByUserId', 'status', 'uploadedDate', 'parsedDate'],
};
const ASSIGNMENT_SUMMARY: Shape = {
  name: 'AssignmentSummary',
  required: ['id', 'type', 'subType', 'financialYearId', 'status'],
};
const AUDIT_ASSIGNMENT_WORK_MATERIALITY: Shape = {
  name: 'AuditAssignmentWorkMateriality',
  required: ['workMateriality', 'workMaterialityPercentage'],
};
const MONTHLY_BALANCE_RECORD: Shape = {
  name: 'Monthly balance record',
  required: ['companyDurableKey', 'accountNumber', 'accountName', 'accountType', 'amounts'],
};
const MONTH_ENTRY: Shape = {
  name: 'Month entry',
  required: ['month', 'financialYearId', 'amount', 'balance'],
};
const ERROR_BODY: Shape = { name: 'Error body', required: ['message'] };

const SOURCES = ['USER', 'GROUP', 'ALL'];
const USER_ROLES = [
  'certifiedAccountant',
  'auditResponsible',
  'auditEmployee',
  'accountingConsultant',
  'other',
];
const FILE_STATUSES = ['uploaded', 'pending', 'parsed', 'verified', 'corrupt'];
const ASSIGNMENT_TYPES = ['AE', 'ANALYSIS', 'GN'];
const ASSIGNMENT_STATUSES = ['OPEN', 'LOCKED', 'ARCHIVED'];
const DATE = /^\d{4}-\d{2}-\d{2}$/;

type Json = Record<string, unknown>;

function expectShape(value: unknown, shape: Shape, where = shape.name): asserts value is Json {
  expect(value, `${where}: an object`).toBeTypeOf('object');
  expect(value, `${where}: an object`).not.toBeNull();
  expect(Array.isArray(value), `${where}: an object, not an array`).toBe(false);
  const keys = Object.keys(value as Json);
  const declared = [...shape.required, ...(shape.optional ?? [])];
  expect(
    keys.filter((k) => !declared.includes(k)),
    `${where}: fields V1.md does not declare`,
  ).toEqual([]);
  expect(
    shape.required.filter((k) => !keys.includes(k)),
    `${where}: required fields missing`,
  ).toEqual([]);
}

function expectList(value: unknown, shape: Shape, where = `${shape.name}[]`): Json[] {
  expect(Array.isArray(value), `${where}: an array`).toBe(true);
  (value as unknown[]).forEach((v, i) => expectShape(v, shape, `${where}[${i}]`));
  return value as Json[];
}

// ---- A small client ------------------------------------------------------------------------------

interface Answer {
  status: number;
  text: string;
  body: unknown;
}

interface CallOptions {
  params?: Record<string, string>;
  query?: Record<string, string>;
  json?: unknown;
  form?: FormData;
  headers?: Record<string, string>;
}

function v1Client(root: string, token: string, transport: 'bearer' | 'query', called: Set<string>) {
  async function call(method: string, template: string, o: CallOptions = {}): Promise<Answer> {
    const p = template.replace(/\{(\w+)\}/g, (_, name: string) => {
      const value = o.params?.[name];
      if (value === undefined || value === 'undefined' || value === '') {
        throw new Error(`${template}: no ${name} (an earlier step failed?)`);
      }
      return encodeURIComponent(value);
    });
    const url = new URL(`${root}/v1${p}`);
    for (const [k, v] of Object.entries(o.query ?? {})) url.searchParams.set(k, v);
    const headers: Record<string, string> = { accept: 'application/json', ...o.headers };
    if (transport === 'bearer') headers.authorization = `Bearer ${token}`;
    else url.searchParams.set('access_token', token);
    let body: string | FormData | undefined;
    if (o.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(o.json);
    } else if (o.form) {
      body = o.form;
    }
    const a = await send(url.href, { method, headers, body });
    return { status: a.status, text: a.text, body: a.json };
  }

  /** Calls an operation and expects V1.md's success status (and no body for 204). */
  async function ok(method: string, template: string, o: CallOptions = {}): Promise<unknown> {
    const op = `${method} ${template}`;
    const status = V1_OPERATIONS[op];
    if (!status) throw new Error(`${op} is not a V1.md operation`);
    const a = await call(method, template, o);
    expect(a.status, `${op}: ${a.text.slice(0, 500)}`).toBe(status);
    if (status === 204) expect(a.text, `${op}: 204 has no body`).toBe('');
    called.add(op);
    return a.body;
  }

  return { call, ok };
}

/** POST /token with V1.md's worked example: URL-encoded form fields client_id, client_secret. */
async function formToken(root: string, tenant?: string): Promise<Answer> {
  const a = await send(`${root}/v1/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(tenant ? { 'x-tenant-id': tenant } : {}),
    },
    body: new URLSearchParams({
      client_id: 'console-demo',
      client_secret: 'console-demo-secret',
    }).toString(),
  });
  return { status: a.status, text: a.text, body: a.json };
}

/** `YYYY-MM` of every month from `start` to `end` (both `YYYY-MM-DD`). */
function monthsBetween(start: string, end: string): string[] {
  const out: string[] = [];
  let [y, m] = start.split('-').map(Number) as [number, number];
  const last = end.slice(0, 7);
  for (;;) {
    const month = `${y}-${String(m).padStart(2, '0')}`;
    out.push(month);
    if (month >= last) return out;
    m += 1;
    if (m > 12) [y, m] = [y + 1, 1];
  }
}

const compact = (isoDate: string) => isoDate.replaceAll('-', '');

async function eventually<T>(what: string, fn: () => Promise<T | undefined>, ms: number) {
  const until = Date.now() + ms;
  for (;;) {
    const value = await fn();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

const UNKNOWN_KEY = '0f0e0d0c-0b0a-4909-8807-060504030201';

function sieFile(orgNr: string): string {
  return [
    '#FLAGGA 0',
    '#FORMAT PC8',
    '#SIETYP 4',
    '#PROGRAM "V1 client test" 1.0',
    '#GEN 20240110',
    '#FNAMN "V1 Klientbolaget AB"',
    `#ORGNR ${orgNr}`,
    '#RAR 0 20230101 20231231',
    '#KPTYP BAS2014',
    '#KONTO 1930 "Bank"',
    '#KONTO 2611 "Utgaende moms 25%"',
    '#KONTO 3001 "Forsaljning 25%"',
    '#IB 0 1930 10000.00',
    '#UB 0 1930 22500.00',
    '#UB 0 2611 -2500.00',
    '#RES 0 3001 -10000.00',
    '#VER A 1 20230115 "Forsaljning"',
    '{',
    '#TRANS 1930 {} 12500.00',
    '#TRANS 3001 {} -10000.00',
    '#TRANS 2611 {} -2500.00',
    '}',
    '',
  ].join('\r\n');
}

// ---- The client, against each profile ------------------------------------------------------------

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

    it("lists a demo company's assignments (all, one year's) and their work materiality", async () => {
      const companies = (await c.ok('GET', '/companies')) as Json[];
      s.demo = companies.find((x) => x.name === 'Norrsken Bygg AB')!;
      expectList(companies, COMPANY);
      expect(s.demo, 'the demo company Norrsken Bygg AB').toBeDefined();
      const companyDurableKey = String(s.demo.durableKey);
      const all = expectList(
        await c.ok('GET', '/company/{companyDurableKey}/assignments', {
          params: { companyDurableKey },
        }),
        ASSIGNMENT_SUMMARY,
      );
      expect(all.length).toBeGreaterThan(0);
      for (const a of all) {
        expect(ASSIGNMENT_TYPES).toContain(a.type);
        expect(ASSIGNMENT_STATUSES).toContain(a.status);
        expect(a.subType).toBeTypeOf('string');
      }
      const yearId = String(all[0]!.financialYearId);
      const ofYear = expectList(
        await c.ok('GET', '/company/{companyDurableKey}/assignments', {
          params: { companyDurableKey },
          query: { financialYearId: yearId },
        }),
        ASSIGNMENT_SUMMARY,
      );
      expect(ofYear.length).toBeGreaterThan(0);
      expect(ofYear.map((a) => a.id).sort()).toEqual(
        all
          .filter((a) => a.financialYearId === yearId)
          .map((a) => a.id)
          .sort(),
      );
      let set = 0;
      for (const a of all) {
        const wm = await c.ok(
          'GET',
          '/company/{companyDurableKey}/assignments/{auditAssignmentId}/work-materiality',
          { params: { companyDurableKey, auditAssignmentId: String(a.id) } },
        );
        if (wm === null) continue;
        expectShape(wm, AUDIT_ASSIGNMENT_WORK_MATERIALITY);
        for (const v of [wm.workMateriality, wm.workMaterialityPercentage]) {
          expect(v === null || typeof v === 'number').toBe(true);
        }
        set += 1;
      }
      expect(set, 'a demo assignment with work materiality').toBeGreaterThan(0);
    });

    it('answers monthly balances for compact dates, whole overlapping years (rule 2)', async () => {
      const companyDurableKey = String(s.demo.durableKey);
      const years = expectList(
        await c.ok('GET', '/company/{companyDurableKey}/financialyears', {
          params: { companyDurableKey },
        }),
        FINANCIAL_YEAR,
      ).sort((a, b) => String(a.startDate).localeCompare(String(b.startDate)));
      expect(years.length).toBeGreaterThanOrEqual(2);
      const [first, second] = years as [Json, Json];
      for (const y of years) expect(String(y.startDate)).toMatch(DATE);
      const balances = async (startDate: string, endDate: string) => {
        const answer = await c.ok(
          'GET',
          '/generalledger/balances/{companyDurableKey}/calculated/month',
          { params: { companyDurableKey }, query: { startDate, endDate } },
        );
        const records = expectList(answer, MONTHLY_BALANCE_RECORD);
        for (const r of records) {
          expect(r.companyDurableKey).toBe(companyDurableKey);
          expectList(r.amounts, MONTH_ENTRY, `${r.accountNumber}.amounts`);
        }
        return records;
      };
      const monthsOf = (y: Json) => monthsBetween(String(y.startDate), String(y.endDate));
      const bothYears = [...monthsOf(first), ...monthsOf(second)];
      // Inside the first year to inside the second: every month of both years (the demo
      // files are processed in the background; wait until both years contribute).
      const inside = (d: string, days: number) =>
        compact(new Date(Date.parse(d) + days * 86_400_000).toISOString().slice(0, 10));
      const both = await eventually(
        'balances of both demo years',
        async () => {
          const records = await balances(
            inside(String(first.startDate), 40),
            inside(String(second.startDate), 40),
          );
          const months = (r: Json) => (r.amounts as Json[]).map((e) => e.month);
          return records.length > 0 &&
            records.every((r) => JSON.stringify(months(r)) === JSON.stringify(bothYears))
            ? records
            : undefined;
        },
        60_000,
      );
      for (const r of both) {
        for (const e of r.amounts as Json[]) {
          expect([first.id, second.id]).toContain(e.financialYearId);
          expect(e.amount).toBeTypeOf('number');
          expect(e.balance).toBeTypeOf('number');
        }
      }
      // Long before the first year to inside it: only the first year's months.
      const early = await balances(
        compact(`${Number(String(first.startDate).slice(0, 4)) - 8}-01-01`),
        inside(String(first.startDate), 40),
      );
      expect(early.length).toBeGreaterThan(0);
      for (const r of early) {
        const amounts = r.amounts as Json[];
        expect(amounts.map((e) => e.month)).toEqual(monthsOf(first));
        expect(new Set(amounts.map((e) => e.financialYearId))).toEqual(new Set([first.id]));
      }
    }, 90_000);

    it('takes the token from the access_token query too', async () => {
      const a = await formToken(root);
      const token = (a.body as Json).access_token as string;
      const q = v1Client(root, token, 'query', called);
      const viaQuery = expectList(await q.ok('GET', '/companies'), COMPANY);
      const viaHeader = expectList(await c.ok('GET', '/companies'), COMPANY);
      expect(viaQuery.map((x) => x.durableKey).sort()).toEqual(
        viaHeader.map((x) => x.durableKey).sort(),
      );
    });

    it('acts for the second tenant by tenantId query, X-Tenant-Id header and token', async () => {
      const names = (list: Json[]) => list.map((x) => String(x.name)).sort();
      const home = names(expectList(await c.ok('GET', '/companies'), COMPANY));
      const byQuery = names(
        expectList(await c.ok('GET', '/companies', { query: { tenantId: 'sydekonomi' } }), COMPANY),
      );
      const byHeader = names(
        expectList(
          await c.ok('GET', '/companies', { headers: { 'x-tenant-id': 'sydekonomi' } }),
          COMPANY,
        ),
      );
      const a = await formToken(root, 'sydekonomi');
      expect(a.status, a.text).toBe(200);
      const syd = v1Client(root, (a.body as Json).access_token as string, 'bearer', called);
      const byToken = names(expectList(await syd.ok('GET', '/companies'), COMPANY));
      expect(byQuery).toContain('Malmö Designbyrå AB');
      expect(byQuery.filter((n) => home.includes(n))).toEqual([]);
      expect(byHeader).toEqual(byQuery);
      expect(byToken).toEqual(byQuery);
      // Users too: the second tenant's users are not the first's.
      const sydUsers = expectList(
        await c.ok('GET', '/users', { query: { tenantId: 'sydekonomi' } }),
        USER,
      );
      expect(sydUsers.map((u) => u.id).filter((id) => s.users.some((u) => u.id === id))).toEqual(
        [],
      );
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
      expect([...called].sort()).toEqual(Object.keys(V1_OPERATIONS).sort());
    });
  },
);
