/**
 * Contract-driven conformance: every operation of the contract table gets a success case (its
 * status, and an answer that matches its response schema exactly: no key the schema does not
 * declare), an unknown-id case (404) when its path has ids, and a bad-input case (400 with
 * `message`) when some input can be malformed. A new operation without a fixture fails here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Company,
  ErrorResponse,
  fillPath,
  operations,
  User,
  type Operation,
  type OperationId,
} from '@ledger/contract';
import { buildV1OpenApi } from '@ledger/contract/v1-openapi';
import { withLuhn } from './seed/ids.js';
import { DEMO_TENANTS } from './seed/demo-data.js';
import {
  client,
  demo,
  getToken,
  send,
  startTestPlatform,
  undeclaredKeys,
  UNKNOWN_ID,
  UNKNOWN_KEY,
  UNKNOWN_PLAIN_ID,
  uploadPath,
  type Client,
  type TestPlatform,
} from '../test/platform-helpers.js';

interface Call {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  /** Multipart upload of one part `file`. */
  file?: { name: string; content: string };
}

interface Fixture {
  success: () => Promise<Call>;
  /** Required when the path has ids. */
  notFound?: () => Promise<Call>;
  /** null only for operations whose every input is well-formed (no body or query, plain ids). */
  badInput: (() => Promise<Call>) | null;
}

const T = 'nordrevision';
const NORRSKEN = 'Norrsken Bygg AB';
let p: TestPlatform;
let c: Client;
let seq = 0;

const norrsken = () => demo.company(T, NORRSKEN);
const anna = () => demo.user(T, 'anna.lindqvist');
const revisorer = () => demo.group(T, 'Revisorer');

async function ok<J>(res: Promise<{ status: number; json: unknown; text: string }>) {
  const r = await res;
  if (r.status !== 200) throw new Error(`setup: expected 200, got ${r.status} ${r.text}`);
  return r.json as J;
}

const make = {
  company: async () =>
    (
      await ok<{ durableKey: string }>(
        c.json('POST', '/companies', {
          authorization: { type: 1, userIds: [], groupIds: [] },
          data: {
            annualReportFramework: 'K2',
            organizationNumber: withLuhn(`5591${String(10000 + ++seq).padStart(5, '0')}`),
            name: `Testbolaget ${seq} AB`,
          },
        }),
      )
    ).durableKey,
  year: async (key: string, y = 2024) =>
    (
      await ok<{ id: string }>(
        c.json('POST', `/company/${key}/financialyears`, {
          startDate: `${y}-01-01`,
          endDate: `${y}-12-31`,
        }),
      )
    ).id,
  assignment: async (key: string, yearId: string) =>
    (
      await ok<{ id: string }>(
        c.json('POST', `/company/${key}/assignments`, {
          type: 'AE',
          subType: 'Revision',
          financialYearId: yearId,
        }),
      )
    ).id,
  group: async () =>
    (await ok<{ id: string }>(c.json('POST', '/groups', { name: `Grupp ${++seq}` }))).id,
  invite: async () =>
    (
      await ok<{ id: string }[]>(
        c.json('POST', '/invitations', { emails: [`ny.person${++seq}@example.se`] }),
      )
    )[0]!.id,
  file: async (key: string) =>
    (await ok<{ id: string }>(c.upload(uploadPath(key), 'bilaga.txt', 'en bilaga'))).id,
};

const call = (x: Call) => () => Promise.resolve(x);
const companyBody = (over: Record<string, unknown> = {}) => ({
  authorization: { type: 4, userIds: [anna()], groupIds: [] },
  data: {
    annualReportFramework: 'K3',
    organizationNumber: withLuhn('556000111').replace('-', ''),
    name: 'Nytt Bolag AB',
    legalForm: 'LIMITED_LIABILITY_COMPANY',
    country: 'SWEDEN',
    address: 'Storgatan 1, 111 22 Stockholm',
    ...over,
  },
});

const fixtures: Record<OperationId, Fixture> = {
  listUsers: { success: call({}), badInput: null },
  getUser: {
    success: async () => ({ params: { userId: anna() } }),
    notFound: call({ params: { userId: UNKNOWN_PLAIN_ID } }),
    badInput: null,
  },
  listUserGroups: {
    success: async () => ({ params: { userId: anna() } }),
    notFound: call({ params: { userId: UNKNOWN_PLAIN_ID } }),
    badInput: null,
  },
  deleteUser: {
    success: async () => ({ params: { userId: demo.user(T, 'jonas.ekstrom') } }),
    notFound: call({ params: { userId: UNKNOWN_PLAIN_ID } }),
    badInput: null,
  },
  listInvitations: { success: call({}), badInput: null },
  createInvitations: {
    success: async () => ({
      body: { emails: [`inbjuden${++seq}@example.se`], modules: ['AUDIT', 'ANALYTICS'] },
    }),
    badInput: call({ body: { emails: ['not an email'] } }),
  },
  resendInvitation: {
    success: async () => ({ params: { userId: demo.user(T, 'karin.wahlqvist') } }),
    notFound: call({ params: { userId: UNKNOWN_PLAIN_ID } }),
    badInput: null,
  },
  deleteInvitation: {
    success: async () => ({ params: { userId: await make.invite() } }),
    notFound: async () => ({ params: { userId: anna() } }),
    badInput: null,
  },
  listGroups: { success: call({}), badInput: null },
  createGroup: {
    success: async () => ({ body: { name: `Ny grupp ${++seq}` } }),
    badInput: call({ body: { name: '' } }),
  },
  getGroupByName: {
    success: call({ params: { name: 'revisorer' } }),
    notFound: call({ params: { name: 'Ingen sådan grupp' } }),
    badInput: null,
  },
  deleteGroup: {
    success: async () => ({ params: { groupId: await make.group() } }),
    notFound: call({ params: { groupId: UNKNOWN_PLAIN_ID } }),
    badInput: null,
  },
  listGroupMembers: {
    success: async () => ({ params: { groupId: revisorer() } }),
    notFound: call({ params: { groupId: UNKNOWN_PLAIN_ID } }),
    badInput: null,
  },
  addGroupMember: {
    success: async () => ({
      params: { groupId: revisorer(), userId: demo.user(T, 'david.strom') },
    }),
    notFound: async () => ({ params: { groupId: revisorer(), userId: UNKNOWN_PLAIN_ID } }),
    badInput: null,
  },
  removeGroupMember: {
    success: async () => ({ params: { groupId: revisorer(), userId: anna() } }),
    notFound: async () => ({ params: { groupId: UNKNOWN_PLAIN_ID, userId: anna() } }),
    badInput: null,
  },
  listCompanies: { success: call({}), badInput: null },
  createCompany: {
    success: async () => ({ body: companyBody() }),
    badInput: call({ body: companyBody({ organizationNumber: '556000-1110' }) }),
  },
  getCompany: {
    success: async () => ({ params: { companyDurableKey: norrsken() } }),
    notFound: call({ params: { companyDurableKey: UNKNOWN_KEY } }),
    badInput: call({ params: { companyDurableKey: 'x' } }),
  },
  updateCompany: {
    success: async () => ({
      params: { companyDurableKey: norrsken() },
      body: { name: 'Norrsken Bygg AB', address: 'Storgatan 12, 972 31 Luleå' },
    }),
    notFound: call({ params: { companyDurableKey: UNKNOWN_KEY }, body: { name: 'X' } }),
    badInput: async () => ({
      params: { companyDurableKey: norrsken() },
      body: { durableKey: 'x' },
    }),
  },
  deleteCompany: {
    success: async () => ({ params: { companyDurableKey: await make.company() } }),
    notFound: call({ params: { companyDurableKey: UNKNOWN_KEY } }),
    badInput: call({ params: { companyDurableKey: 'x' } }),
  },
  setExtendedAttribute: {
    success: async () => ({
      params: { companyDurableKey: norrsken(), companyExtendedAttribute: 'snicode' },
      body: { value: 41200 },
    }),
    notFound: async () => ({
      params: { companyDurableKey: norrsken(), companyExtendedAttribute: 'nosuchattribute' },
      body: { value: 1 },
    }),
    badInput: async () => ({
      params: { companyDurableKey: norrsken(), companyExtendedAttribute: 'workmateriality' },
      body: { value: 'lots' },
    }),
  },
  getCompanyPermissions: {
    success: async () => ({ params: { companyDurableKey: norrsken() } }),
    notFound: call({ params: { companyDurableKey: UNKNOWN_KEY } }),
    badInput: call({ params: { companyDurableKey: 'x' } }),
  },
  grantUserPermission: {
    success: async () => ({ params: { companyDurableKey: norrsken(), userId: anna() } }),
    notFound: async () => ({
      params: { companyDurableKey: norrsken(), userId: UNKNOWN_PLAIN_ID },
    }),
    badInput: async () => ({ params: { companyDurableKey: 'x', userId: anna() } }),
  },
  revokeUserPermission: {
    success: async () => ({ params: { companyDurableKey: norrsken(), userId: anna() } }),
    notFound: async () => ({ params: { companyDurableKey: UNKNOWN_KEY, userId: anna() } }),
    badInput: async () => ({ params: { companyDurableKey: 'x', userId: anna() } }),
  },
  grantGroupPermission: {
    success: async () => ({ params: { companyDurableKey: norrsken(), groupId: revisorer() } }),
    notFound: async () => ({
      params: { companyDurableKey: norrsken(), groupId: UNKNOWN_PLAIN_ID },
    }),
    badInput: async () => ({ params: { companyDurableKey: 'x', groupId: revisorer() } }),
  },
  revokeGroupPermission: {
    success: async () => ({ params: { companyDurableKey: norrsken(), groupId: revisorer() } }),
    notFound: async () => ({ params: { companyDurableKey: UNKNOWN_KEY, groupId: revisorer() } }),
    badInput: async () => ({ params: { companyDurableKey: 'x', groupId: revisorer() } }),
  },
  listFinancialYears: {
    success: async () => ({ params: { companyDurableKey: norrsken() } }),
    notFound: call({ params: { companyDurableKey: UNKNOWN_KEY } }),
    badInput: call({ params: { companyDurableKey: 'x' } }),
  },
  listFinancialYearsDeprecated: {
    success: async () => ({ params: { companyDurableKey: norrsken() } }),
    notFound: call({ params: { companyDurableKey: UNKNOWN_KEY } }),
    badInput: call({ params: { companyDurableKey: 'x' } }),
  },
  createFinancialYear: {
    success: async () => ({
      params: { companyDurableKey: await make.company() },
      body: { startDate: '2024-07-01', endDate: '2025-12-31' },
    }),
    notFound: call({
      params: { companyDurableKey: UNKNOWN_KEY },
      body: { startDate: '2024-01-01', endDate: '2024-12-31' },
    }),
    badInput: async () => ({
      params: { companyDurableKey: norrsken() },
      body: { startDate: '2024-02-30', endDate: '2024-12-31' },
    }),
  },
  deleteFinancialYear: {
    success: async () => {
      const key = await make.company();
      return { params: { companyDurableKey: key, financialYearId: await make.year(key) } };
    },
    notFound: async () => ({
      params: { companyDurableKey: norrsken(), financialYearId: UNKNOWN_KEY },
    }),
    badInput: async () => ({ params: { companyDurableKey: norrsken(), financialYearId: 'x' } }),
  },
  uploadFile: {
    success: async () => ({
      params: { companyDurableKey: norrsken() },
      file: { name: 'noter.txt', content: 'anteckningar' },
    }),
    notFound: call({
      params: { companyDurableKey: UNKNOWN_KEY },
      file: { name: 'a.txt', content: 'a' },
    }),
    badInput: async () => ({
      params: { companyDurableKey: norrsken() },
      query: { financialYearId: 'x' },
      file: { name: 'a.txt', content: 'a' },
    }),
  },
  listFiles: {
    success: async () => ({ params: { companyDurableKey: norrsken() } }),
    notFound: call({ params: { companyDurableKey: UNKNOWN_KEY } }),
    badInput: call({ params: { companyDurableKey: 'x' } }),
  },
  getFile: {
    success: async () => ({
      params: { companyDurableKey: norrsken(), fileId: await make.file(norrsken()) },
    }),
    notFound: async () => ({ params: { companyDurableKey: norrsken(), fileId: UNKNOWN_KEY } }),
    badInput: async () => ({ params: { companyDurableKey: norrsken(), fileId: 'x' } }),
  },
  getFileReport: {
    success: async () => ({
      params: { companyDurableKey: norrsken(), fileId: await make.file(norrsken()) },
    }),
    notFound: async () => ({ params: { companyDurableKey: norrsken(), fileId: UNKNOWN_KEY } }),
    badInput: async () => ({ params: { companyDurableKey: norrsken(), fileId: 'x' } }),
  },
  listAssignments: {
    success: async () => ({
      params: { companyDurableKey: norrsken() },
      query: { financialYearId: demo.year(T, NORRSKEN, '2025-01-01') },
    }),
    notFound: async () => ({
      params: { companyDurableKey: norrsken() },
      query: { financialYearId: UNKNOWN_KEY },
    }),
    badInput: async () => ({
      params: { companyDurableKey: norrsken() },
      query: { financialYearId: 'x' },
    }),
  },
  createAssignment: {
    success: async () => ({
      params: { companyDurableKey: norrsken() },
      body: {
        type: 'GN',
        subType: 'Räkenskapsår 2024',
        financialYearId: demo.year(T, NORRSKEN, '2024-01-01'),
      },
    }),
    notFound: call({
      params: { companyDurableKey: UNKNOWN_KEY },
      body: { type: 'AE', subType: 'x', financialYearId: UNKNOWN_KEY },
    }),
    badInput: async () => ({
      params: { companyDurableKey: norrsken() },
      body: { type: 'AUDIT', subType: 'x', financialYearId: UNKNOWN_KEY },
    }),
  },
  setAssignmentStatus: {
    success: async () => {
      const key = await make.company();
      const id = await make.assignment(key, await make.year(key));
      return {
        params: { companyDurableKey: key, auditAssignmentId: id },
        body: { status: 'LOCKED' },
      };
    },
    notFound: async () => ({
      params: { companyDurableKey: norrsken(), auditAssignmentId: UNKNOWN_ID },
      body: { status: 'LOCKED' },
    }),
    badInput: async () => ({
      params: { companyDurableKey: norrsken(), auditAssignmentId: UNKNOWN_ID },
      body: { status: 'CLOSED' },
    }),
  },
  getWorkMateriality: {
    success: async () => ({
      params: {
        companyDurableKey: norrsken(),
        auditAssignmentId: demo.assignment(T, NORRSKEN, '2025-01-01/AE'),
      },
    }),
    notFound: async () => ({
      params: { companyDurableKey: norrsken(), auditAssignmentId: UNKNOWN_ID },
    }),
    badInput: async () => ({
      // A UUID, but version 1: V1.md's AuditAssignmentId is a UUID v4.
      params: { companyDurableKey: norrsken(), auditAssignmentId: UNKNOWN_KEY },
    }),
  },
  setWorkMateriality: {
    success: async () => {
      const key = await make.company();
      const id = await make.assignment(key, await make.year(key));
      return {
        params: { companyDurableKey: key, auditAssignmentId: id },
        body: { workMateriality: 120000, workMaterialityPercentage: 75.5 },
      };
    },
    notFound: async () => ({
      params: { companyDurableKey: norrsken(), auditAssignmentId: UNKNOWN_ID },
      body: { workMateriality: 1, workMaterialityPercentage: 1 },
    }),
    badInput: async () => ({
      params: { companyDurableKey: norrsken(), auditAssignmentId: UNKNOWN_ID },
      body: { workMateriality: 1, workMaterialityPercentage: 101 },
    }),
  },
  getMonthlyBalances: {
    success: async () => ({
      params: { companyDurableKey: norrsken() },
      query: { startDate: '20240101', endDate: '20241231' },
    }),
    notFound: call({
      params: { companyDurableKey: UNKNOWN_KEY },
      query: { startDate: '20240101', endDate: '20241231' },
    }),
    badInput: async () => ({
      params: { companyDurableKey: norrsken() },
      query: { startDate: '20241301', endDate: '20241231' },
    }),
  },
  listVouchers: {
    success: async () => ({
      params: { companyDurableKey: norrsken() },
      query: { financialYearId: demo.year(T, NORRSKEN, '2024-01-01'), limit: '5' },
    }),
    notFound: async () => ({
      params: { companyDurableKey: norrsken() },
      query: { financialYearId: UNKNOWN_KEY },
    }),
    badInput: async () => ({
      params: { companyDurableKey: norrsken() },
      query: { financialYearId: demo.year(T, NORRSKEN, '2024-01-01'), limit: '10001' },
    }),
  },
  listYearAccounts: {
    success: async () => ({
      params: { companyDurableKey: norrsken() },
      query: { financialYearId: demo.year(T, NORRSKEN, '2024-01-01') },
    }),
    notFound: async () => ({
      params: { companyDurableKey: norrsken() },
      query: { financialYearId: UNKNOWN_KEY },
    }),
    badInput: async () => ({
      params: { companyDurableKey: norrsken() },
      query: {},
    }),
  },
  getJournalTests: {
    success: async () => ({
      params: { companyDurableKey: norrsken() },
      query: { financialYearId: demo.year(T, NORRSKEN, '2024-01-01'), maxItems: '5' },
    }),
    notFound: async () => ({
      params: { companyDurableKey: norrsken() },
      query: { financialYearId: UNKNOWN_KEY },
    }),
    badInput: async () => ({
      params: { companyDurableKey: norrsken() },
      query: { financialYearId: demo.year(T, NORRSKEN, '2024-01-01'), roundBase: '0' },
    }),
  },
};

async function run(op: Operation, x: Call) {
  const qs = x.query ? `?${new URLSearchParams(x.query)}` : '';
  const path = `${fillPath(op.path, x.params ?? {})}${qs}`;
  if (x.file) return c.upload(path, x.file.name, x.file.content);
  if (x.body !== undefined) return c.json(op.method, path, x.body);
  return c.raw(op.method, path);
}

/** Whether some input of the operation can be malformed (a body, a query, a patterned id). */
function canBeMalformed(op: Operation): boolean {
  if (op.body !== undefined || op.query !== undefined) return true;
  const shape = (op.params?.shape ?? {}) as Record<
    string,
    { safeParse: (v: unknown) => { success: boolean } }
  >;
  return Object.values(shape).some((s) => !s.safeParse('x').success);
}

beforeAll(async () => {
  p = await startTestPlatform();
  c = client(p.baseUrl, await getToken(p.baseUrl));
});
afterAll(() => p.dispose());

describe.each((operations as readonly Operation[]).map((op) => [op.id, op] as const))(
  '%s',
  (id, op) => {
    const fx = fixtures[id as OperationId] as Fixture | undefined;
    const hasIds = op.params !== undefined;
    const malformable = canBeMalformed(op);

    it('has a fixture for every case it needs', () => {
      expect(fx, `no fixture for operation ${id}`).toBeDefined();
      if (hasIds) expect(fx!.notFound, `${id} has path params but no notFound case`).toBeDefined();
      if (malformable) {
        expect(fx!.badInput, `${id} takes input but has no badInput case`).not.toBeNull();
      } else {
        expect(fx!.badInput, `${id} cannot get malformed input`).toBeNull();
      }
    });

    it(`answers ${op.status} with exactly its response schema`, async () => {
      const res = await run(op, await fx!.success());
      expect(res.status, res.text).toBe(op.status);
      if (op.response === null) {
        expect(res.text).toBe('');
      } else {
        expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
        const parsed = op.response.safeParse(res.json);
        expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
        expect(undeclaredKeys(op.response, res.json), res.text).toEqual([]);
      }
    });

    it.runIf(hasIds)('answers 404 for an unknown id', async () => {
      const res = await run(op, await fx!.notFound!());
      expect(res.status, res.text).toBe(404);
      expect(ErrorResponse.safeParse(res.json).success).toBe(true);
    });

    it.runIf(malformable)('answers 400 with a message for bad input', async () => {
      const res = await run(op, await fx!.badInput!());
      expect(res.status, res.text).toBe(400);
      const body = ErrorResponse.parse(res.json);
      expect(body.message.length).toBeGreaterThan(0);
      expect(body.issues?.length).toBeGreaterThan(0);
    });
  },
);

describe('the deep check of undeclared keys', () => {
  const user = {
    id: 'u',
    username: 'a@b.se',
    firstName: 'A',
    lastName: 'B',
    email: 'a@b.se',
    emailVerified: true,
  };
  it('finds a key the schema does not declare, at any depth', () => {
    expect(undeclaredKeys(User, user)).toEqual([]);
    expect(undeclaredKeys(User, { ...user, groupIds: [] })).toEqual(['groupIds']);
    const list = operations.find((o) => o.id === 'getCompanyPermissions')!.response!;
    expect(undeclaredKeys(list, { users: [user, { ...user, modules: [] }], groups: [] })).toEqual([
      'users[1].modules',
    ]);
    const company = {
      durableKey: norrsken(),
      organizationNumber: '556812-3450',
      name: 'X',
      defaultAccountPlan: 'BAS2024',
      extendedAttributes: { SNI: '01110', colour: 'red' },
    };
    expect(undeclaredKeys(Company, company)).toEqual(['extendedAttributes.colour']);
    const wm = operations.find((o) => o.id === 'getWorkMateriality')!.response!;
    expect(undeclaredKeys(wm, null)).toEqual([]);
    expect(
      undeclaredKeys(wm, { workMateriality: 1, workMaterialityPercentage: null, by: 'x' }),
    ).toEqual(['by']);
  });
});

describe('V1 shapes beyond the schemas', () => {
  it('only the single company carries extendedAttributes; lists and changes never do', async () => {
    const one = (await c.get(`/companies/${norrsken()}`)).json as Company;
    expect(one.extendedAttributes).toEqual({ SNI: '41200', workMateriality: '250000' });
    const list = (await c.get('/companies')).json as Company[];
    expect(list.length).toBeGreaterThan(0);
    for (const co of list) expect(co).not.toHaveProperty('extendedAttributes');
    const put = await c.json('PUT', `/companies/${norrsken()}`, { name: NORRSKEN });
    expect(put.json).not.toHaveProperty('extendedAttributes');
    // A company with neither attribute set shows none (nor an address).
    const bare = (await c.get(`/companies/${demo.company(T, 'Skellefteå Elinstallation AB')}`))
      .json as Record<string, unknown>;
    expect(Object.keys(bare).sort()).toEqual([
      'annualReportFramework',
      'country',
      'defaultAccountPlan',
      'durableKey',
      'legalForm',
      'name',
      'organizationNumber',
    ]);
    // Every demo company has its legal form, as the register would give it.
    const seeded = DEMO_TENANTS.find((t) => t.id === T)!.companies.map((d) => d.name);
    const demoCompanies = list.filter((co) => seeded.includes(co.name));
    expect(demoCompanies).toHaveLength(seeded.length);
    for (const co of demoCompanies) expect(co.legalForm, co.name).toBe('LIMITED_LIABILITY_COMPANY');
  });

  it('ids of any UUID version are well-formed company keys (404 when unknown, not 400)', async () => {
    for (const key of [UNKNOWN_KEY, '00000000-0000-0000-0000-000000000000', UNKNOWN_ID]) {
      expect((await c.get(`/companies/${key}`)).status, key).toBe(404);
      expect(
        (await c.get(`/company/${norrsken()}/assignments?financialYearId=${key}`)).status,
      ).toBe(404);
    }
    expect((await c.get(`/companies/${UNKNOWN_KEY.toUpperCase()}`)).status).toBe(400);
  });

  it('user and group ids of any form are 404 when unknown, never 400', async () => {
    for (const id of ['x', '42', 'not a uuid', UNKNOWN_ID.toUpperCase()]) {
      const e = encodeURIComponent(id);
      expect((await c.get(`/users/${e}`)).status, id).toBe(404);
      expect((await c.get(`/users/${e}/groups`)).status, id).toBe(404);
      expect((await c.get(`/groups/${e}/members`)).status, id).toBe(404);
      expect((await c.raw('PUT', `/groups/${revisorer()}/members/${e}`)).status, id).toBe(404);
      expect((await c.raw('PUT', `/companies/${norrsken()}/permissions/groups/${e}`)).status).toBe(
        404,
      );
    }
  });
});

it('serves the OpenAPI document of the contract (every operation and the token)', async () => {
  const res = await send(`${p.baseUrl}/openapi.json`);
  expect(res.status).toBe(200);
  expect(res.json).toEqual(JSON.parse(JSON.stringify(buildV1OpenApi('extended'))));
  const doc = res.json as { paths: Record<string, Record<string, { operationId: string }>> };
  const ids = Object.values(doc.paths).flatMap((m) => Object.values(m).map((o) => o.operationId));
  expect(ids.sort()).toEqual([...operations.map((o) => o.id), 'getToken'].sort());
});
