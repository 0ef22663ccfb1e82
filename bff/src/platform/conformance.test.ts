/**
 * Contract-driven conformance: every operation of the contract table gets a success case
 * (status and response schema), an unknown-id case (404) when its path has ids, and a
 * bad-input case (400 with `message`). A new operation without a fixture fails here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorResponse, fillPath, operations, type OperationId } from '../contract/index.js';
import { withLuhn } from './seed/ids.js';
import {
  client,
  demo,
  getToken,
  send,
  startTestPlatform,
  UNKNOWN_ID,
  type Client,
  type TestPlatform,
} from './testing.js';

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
  /** null only for operations without any input (no params, query or body). */
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

async function ok<J>(res: Promise<{ status: number; json: unknown; text: string }>, status = 200) {
  const r = await res;
  if (r.status !== status) throw new Error(`setup: expected ${status}, got ${r.status} ${r.text}`);
  return r.json as J;
}

const make = {
  company: async () =>
    (
      await ok<{ durableKey: string }>(
        c.json('POST', '/companies', {
          name: `Testbolaget ${++seq} AB`,
          organizationNumber: withLuhn(`5591${String(10000 + seq).padStart(5, '0')}`),
          authorization: { type: 1 },
        }),
        201,
      )
    ).durableKey,
  year: async (key: string, y = 2024) =>
    (
      await ok<{ id: string }>(
        c.json('POST', `/company/${key}/financialyears`, {
          startDate: `${y}-01-01`,
          endDate: `${y}-12-31`,
        }),
        201,
      )
    ).id,
  assignment: async (key: string, yearId: string) =>
    (
      await ok<{ id: string }>(
        c.json('POST', `/company/${key}/assignments`, {
          type: 'AUDIT',
          subType: 'Revision',
          financialYearId: yearId,
        }),
      )
    ).id,
  group: async () =>
    (await ok<{ id: string }>(c.json('POST', '/groups', { name: `Grupp ${++seq}` }), 201)).id,
  invite: async () =>
    (
      await ok<{ id: string }[]>(
        c.json('POST', '/invitations', { emails: [`ny.person${++seq}@example.se`] }),
        201,
      )
    )[0]!.id,
  file: async (key: string) =>
    (await ok<{ id: string }>(c.upload(`/company/${key}/files`, 'bilaga.txt', 'en bilaga'), 201))
      .id,
};

const bad = { userId: 'not-a-uuid' };
const call = (x: Call) => () => Promise.resolve(x);

const fixtures: Record<OperationId, Fixture> = {
  listUsers: { success: call({}), badInput: null },
  getUser: {
    success: async () => ({ params: { userId: anna() } }),
    notFound: call({ params: { userId: UNKNOWN_ID } }),
    badInput: call({ params: bad }),
  },
  deleteUser: {
    success: async () => ({ params: { userId: demo.user(T, 'jonas.ekstrom') } }),
    notFound: call({ params: { userId: UNKNOWN_ID } }),
    badInput: call({ params: bad }),
  },
  listInvitations: { success: call({}), badInput: null },
  createInvitations: {
    success: async () => ({
      body: { emails: [`inbjuden${++seq}@example.se`], modules: ['AUDIT'] },
    }),
    badInput: call({ body: { emails: ['not an email'] } }),
  },
  resendInvitation: {
    success: async () => ({ params: { userId: demo.user(T, 'karin.wahlqvist') } }),
    notFound: call({ params: { userId: UNKNOWN_ID } }),
    badInput: call({ params: bad }),
  },
  deleteInvitation: {
    success: async () => ({ params: { userId: await make.invite() } }),
    notFound: async () => ({ params: { userId: anna() } }),
    badInput: call({ params: bad }),
  },
  listGroups: { success: call({}), badInput: null },
  createGroup: {
    success: async () => ({ body: { name: `Ny grupp ${++seq}` } }),
    badInput: call({ body: { name: '' } }),
  },
  getGroupByName: {
    success: call({ params: { name: 'revisorer' } }),
    notFound: call({ params: { name: 'Ingen sådan grupp' } }),
    badInput: call({ params: { name: 'x'.repeat(101) } }),
  },
  deleteGroup: {
    success: async () => ({ params: { groupId: await make.group() } }),
    notFound: call({ params: { groupId: UNKNOWN_ID } }),
    badInput: call({ params: { groupId: 'x' } }),
  },
  listGroupMembers: {
    success: async () => ({ params: { groupId: revisorer() } }),
    notFound: call({ params: { groupId: UNKNOWN_ID } }),
    badInput: call({ params: { groupId: 'x' } }),
  },
  addGroupMember: {
    success: async () => ({
      params: { groupId: revisorer(), userId: demo.user(T, 'david.strom') },
    }),
    notFound: async () => ({ params: { groupId: revisorer(), userId: UNKNOWN_ID } }),
    badInput: async () => ({ params: { groupId: revisorer(), userId: 'x' } }),
  },
  removeGroupMember: {
    success: async () => ({ params: { groupId: revisorer(), userId: anna() } }),
    notFound: async () => ({ params: { groupId: UNKNOWN_ID, userId: anna() } }),
    badInput: async () => ({ params: { groupId: 'x', userId: anna() } }),
  },
  listCompanies: { success: call({}), badInput: null },
  createCompany: {
    success: async () => ({
      body: {
        name: 'Nytt Bolag AB',
        organizationNumber: withLuhn('556000111').replace('-', ''),
        authorization: { type: 4, userIds: [anna()] },
      },
    }),
    badInput: call({
      body: { name: 'X AB', organizationNumber: '556000-1110', authorization: { type: 1 } },
    }),
  },
  getCompany: {
    success: async () => ({ params: { companyKey: norrsken() } }),
    notFound: call({ params: { companyKey: UNKNOWN_ID } }),
    badInput: call({ params: { companyKey: 'x' } }),
  },
  updateCompany: {
    success: async () => ({
      params: { companyKey: norrsken() },
      body: { name: 'Norrsken Bygg AB' },
    }),
    notFound: call({ params: { companyKey: UNKNOWN_ID }, body: { name: 'X' } }),
    badInput: async () => ({ params: { companyKey: norrsken() }, body: { durableKey: 'x' } }),
  },
  deleteCompany: {
    success: async () => ({ params: { companyKey: await make.company() } }),
    notFound: call({ params: { companyKey: UNKNOWN_ID } }),
    badInput: call({ params: { companyKey: 'x' } }),
  },
  setExtendedAttribute: {
    success: async () => ({
      params: { companyKey: norrsken(), attribute: 'snicode' },
      body: { value: 41200 },
    }),
    notFound: async () => ({
      params: { companyKey: norrsken(), attribute: 'nosuchattribute' },
      body: { value: 1 },
    }),
    badInput: async () => ({
      params: { companyKey: norrsken(), attribute: 'workmateriality' },
      body: { value: 'lots' },
    }),
  },
  getCompanyPermissions: {
    success: async () => ({ params: { companyKey: norrsken() } }),
    notFound: call({ params: { companyKey: UNKNOWN_ID } }),
    badInput: call({ params: { companyKey: 'x' } }),
  },
  grantUserPermission: {
    success: async () => ({ params: { companyKey: norrsken(), userId: anna() } }),
    notFound: async () => ({ params: { companyKey: norrsken(), userId: UNKNOWN_ID } }),
    badInput: async () => ({ params: { companyKey: norrsken(), userId: 'x' } }),
  },
  revokeUserPermission: {
    success: async () => ({ params: { companyKey: norrsken(), userId: anna() } }),
    notFound: async () => ({ params: { companyKey: UNKNOWN_ID, userId: anna() } }),
    badInput: async () => ({ params: { companyKey: 'x', userId: anna() } }),
  },
  grantGroupPermission: {
    success: async () => ({ params: { companyKey: norrsken(), groupId: revisorer() } }),
    notFound: async () => ({ params: { companyKey: norrsken(), groupId: UNKNOWN_ID } }),
    badInput: async () => ({ params: { companyKey: norrsken(), groupId: 'x' } }),
  },
  revokeGroupPermission: {
    success: async () => ({ params: { companyKey: norrsken(), groupId: revisorer() } }),
    notFound: async () => ({ params: { companyKey: UNKNOWN_ID, groupId: revisorer() } }),
    badInput: async () => ({ params: { companyKey: norrsken(), groupId: 'x' } }),
  },
  listFinancialYears: {
    success: async () => ({ params: { companyKey: norrsken() } }),
    notFound: call({ params: { companyKey: UNKNOWN_ID } }),
    badInput: call({ params: { companyKey: 'x' } }),
  },
  listFinancialYearsDeprecated: {
    success: async () => ({ params: { companyKey: norrsken() } }),
    notFound: call({ params: { companyKey: UNKNOWN_ID } }),
    badInput: call({ params: { companyKey: 'x' } }),
  },
  createFinancialYear: {
    success: async () => ({
      params: { companyKey: await make.company() },
      body: { startDate: '2024-07-01', endDate: '2025-12-31' },
    }),
    notFound: call({
      params: { companyKey: UNKNOWN_ID },
      body: { startDate: '2024-01-01', endDate: '2024-12-31' },
    }),
    badInput: async () => ({
      params: { companyKey: norrsken() },
      body: { startDate: '2024-02-30', endDate: '2024-12-31' },
    }),
  },
  deleteFinancialYear: {
    success: async () => {
      const key = await make.company();
      return { params: { companyKey: key, financialYearId: await make.year(key) } };
    },
    notFound: async () => ({ params: { companyKey: norrsken(), financialYearId: UNKNOWN_ID } }),
    badInput: async () => ({ params: { companyKey: norrsken(), financialYearId: 'x' } }),
  },
  uploadFile: {
    success: async () => ({
      params: { companyKey: norrsken() },
      file: { name: 'noter.txt', content: 'anteckningar' },
    }),
    notFound: call({ params: { companyKey: UNKNOWN_ID }, file: { name: 'a.txt', content: 'a' } }),
    badInput: async () => ({
      params: { companyKey: norrsken() },
      query: { financialYearId: 'x' },
      file: { name: 'a.txt', content: 'a' },
    }),
  },
  listFiles: {
    success: async () => ({ params: { companyKey: norrsken() } }),
    notFound: call({ params: { companyKey: UNKNOWN_ID } }),
    badInput: call({ params: { companyKey: 'x' } }),
  },
  getFile: {
    success: async () => ({
      params: { companyKey: norrsken(), fileId: await make.file(norrsken()) },
    }),
    notFound: async () => ({ params: { companyKey: norrsken(), fileId: UNKNOWN_ID } }),
    badInput: async () => ({ params: { companyKey: norrsken(), fileId: 'x' } }),
  },
  getFileReport: {
    success: async () => ({
      params: { companyKey: norrsken(), fileId: await make.file(norrsken()) },
    }),
    notFound: async () => ({ params: { companyKey: norrsken(), fileId: UNKNOWN_ID } }),
    badInput: async () => ({ params: { companyKey: norrsken(), fileId: 'x' } }),
  },
  listAssignments: {
    success: async () => ({
      params: { companyKey: norrsken() },
      query: { financialYearId: demo.year(T, NORRSKEN, '2025-01-01') },
    }),
    notFound: async () => ({
      params: { companyKey: norrsken() },
      query: { financialYearId: UNKNOWN_ID },
    }),
    badInput: async () => ({ params: { companyKey: norrsken() }, query: { financialYearId: 'x' } }),
  },
  createAssignment: {
    success: async () => ({
      params: { companyKey: norrsken() },
      body: {
        type: 'REVIEW',
        subType: 'Översiktlig granskning',
        financialYearId: demo.year(T, NORRSKEN, '2024-01-01'),
      },
    }),
    notFound: call({
      params: { companyKey: UNKNOWN_ID },
      body: { type: 'AUDIT', subType: 'x', financialYearId: UNKNOWN_ID },
    }),
    badInput: async () => ({
      params: { companyKey: norrsken() },
      body: { type: 'AUDITING', subType: 'x', financialYearId: UNKNOWN_ID },
    }),
  },
  setAssignmentStatus: {
    success: async () => {
      const key = await make.company();
      const id = await make.assignment(key, await make.year(key));
      return { params: { companyKey: key, assignmentId: id }, body: { status: 'LOCKED' } };
    },
    notFound: async () => ({
      params: { companyKey: norrsken(), assignmentId: UNKNOWN_ID },
      body: { status: 'LOCKED' },
    }),
    badInput: async () => ({
      params: { companyKey: norrsken(), assignmentId: UNKNOWN_ID },
      body: { status: 'CLOSED' },
    }),
  },
  getWorkMateriality: {
    success: async () => ({
      params: {
        companyKey: norrsken(),
        assignmentId: demo.assignment(T, NORRSKEN, '2025-01-01/AUDIT'),
      },
    }),
    notFound: async () => ({ params: { companyKey: norrsken(), assignmentId: UNKNOWN_ID } }),
    badInput: async () => ({
      params: { companyKey: norrsken(), assignmentId: '00000000-0000-1000-8000-000000000000' },
    }),
  },
  setWorkMateriality: {
    success: async () => {
      const key = await make.company();
      const id = await make.assignment(key, await make.year(key));
      return {
        params: { companyKey: key, assignmentId: id },
        body: { workMateriality: 120000, workMaterialityPercentage: 75.5 },
      };
    },
    notFound: async () => ({
      params: { companyKey: norrsken(), assignmentId: UNKNOWN_ID },
      body: { workMateriality: 1, workMaterialityPercentage: 1 },
    }),
    badInput: async () => ({
      params: { companyKey: norrsken(), assignmentId: UNKNOWN_ID },
      body: { workMateriality: 1, workMaterialityPercentage: 101 },
    }),
  },
  getMonthlyBalances: {
    success: async () => ({
      params: { companyKey: norrsken() },
      query: { startDate: '20240101', endDate: '20241231' },
    }),
    notFound: call({
      params: { companyKey: UNKNOWN_ID },
      query: { startDate: '20240101', endDate: '20241231' },
    }),
    badInput: async () => ({
      params: { companyKey: norrsken() },
      query: { startDate: '20241301', endDate: '20241231' },
    }),
  },
};

async function run(op: (typeof operations)[number], x: Call) {
  const qs = x.query ? `?${new URLSearchParams(x.query)}` : '';
  const path = `${fillPath(op.path, x.params ?? {})}${qs}`;
  if (x.file) return c.upload(path, x.file.name, x.file.content);
  if (x.body !== undefined) return c.json(op.method, path, x.body);
  return c.raw(op.method, path);
}

beforeAll(async () => {
  p = await startTestPlatform();
  c = client(p.baseUrl, await getToken(p.baseUrl));
});
afterAll(() => p.dispose());

describe.each(operations.map((op) => [op.id, op] as const))('%s', (id, op) => {
  const fx = fixtures[id] as Fixture | undefined;
  const hasInput = 'params' in op || 'query' in op || 'body' in op;
  const hasIds = 'params' in op;

  it('has a fixture for every case it needs', () => {
    expect(fx, `no fixture for operation ${id}`).toBeDefined();
    if (hasIds) expect(fx!.notFound, `${id} has path params but no notFound case`).toBeDefined();
    if (hasInput) expect(fx!.badInput, `${id} takes input but has no badInput case`).not.toBeNull();
  });

  it(`answers ${op.status} with its response schema`, async () => {
    const res = await run(op, await fx!.success());
    expect(res.status, res.text).toBe(op.status);
    if (op.response === null) {
      expect(res.text).toBe('');
    } else {
      expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
      const parsed = op.response.safeParse(res.json);
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    }
  });

  it.runIf(hasIds)('answers 404 for an unknown id', async () => {
    const res = await run(op, await fx!.notFound!());
    expect(res.status, res.text).toBe(404);
    expect(ErrorResponse.safeParse(res.json).success).toBe(true);
  });

  it.runIf(hasInput)('answers 400 with a message for bad input', async () => {
    const res = await run(op, await fx!.badInput!());
    expect(res.status, res.text).toBe(400);
    const body = ErrorResponse.parse(res.json);
    expect(body.message.length).toBeGreaterThan(0);
  });
});

it('serves the OpenAPI document of every operation', async () => {
  const res = await send(`${p.baseUrl}/openapi.json`);
  expect(res.status).toBe(200);
  const doc = res.json as { paths: Record<string, Record<string, { operationId: string }>> };
  const ids = Object.values(doc.paths).flatMap((m) => Object.values(m).map((o) => o.operationId));
  expect(ids.sort()).toEqual([...operations.map((o) => o.id), 'getToken'].sort());
  // The token endpoint is described with its fields and its answer.
  const token = doc.paths['/token']!.post as unknown as {
    requestBody: { content: Record<string, { schema: { properties: Record<string, unknown> } }> };
    responses: Record<string, { content?: Record<string, { schema: { required: string[] } }> }>;
  };
  expect(Object.keys(token.requestBody.content['application/json']!.schema.properties)).toEqual([
    'client_id',
    'client_secret',
    'grant_type',
    'scope',
  ]);
  expect(token.responses['200']!.content!['application/json']!.schema.required).toContain(
    'access_token',
  );
});
