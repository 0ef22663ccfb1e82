/**
 * Contract-driven conformance: every operation of the contract table gets a success case (its
 * status, and an answer that matches its response schema exactly: no key the schema does not
 * declare), an unknown-id case (404) when its path has ids, and a bad-input case (400 with
 * `message`) when some input can be malformed. A new operation without a fixture fails here.
 */
import { describe, expect, it } from 'vitest';
import {
  Company,
  ErrorResponse,
  operations,
  User,
  type Operation,
  type OperationId,
} from '@ledger/contract';
import { buildV1OpenApi } from '@ledger/contract/v1-openapi';
import { DEMO_TENANTS } from './seed/demo-data.js';
import { demo, send, undeclaredKeys, UNKNOWN_ID, UNKNOWN_KEY } from '../test/platform-helpers.js';
import { fixtures } from './conformance-fixtures.testing.js';
import {
  NORRSKEN,
  T,
  c,
  canBeMalformed,
  norrsken,
  p,
  revisorer,
  run,
  usePlatform,
  type Fixture,
} from './conformance-setup.testing.js';

usePlatform();

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
