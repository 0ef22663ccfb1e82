/**
 * The set-up of the contract-driven conformance test (conformance.test.ts): the platform of the
 * test file, its client, and what the fixtures (conformance-fixtures.testing.ts) make and call.
 * `usePlatform()` starts the platform before the file's tests; `p` and `c` are live bindings.
 */
import { afterAll, beforeAll } from 'vitest';
import { fillPath, type Operation } from '@ledger/contract';
import { withLuhn } from './seed/ids.js';
import {
  client,
  demo,
  getToken,
  startTestPlatform,
  uploadPath,
  type Client,
  type TestPlatform,
} from '../test/platform-helpers.js';

export interface Call {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  /** Multipart upload of one part `file`. */
  file?: { name: string; content: string };
}

export interface Fixture {
  success: () => Promise<Call>;
  /** Required when the path has ids. */
  notFound?: () => Promise<Call>;
  /** null only for operations whose every input is well-formed (no body or query, plain ids). */
  badInput: (() => Promise<Call>) | null;
}

export const T = 'nordrevision';
export const NORRSKEN = 'Norrsken Bygg AB';
export let p: TestPlatform;
export let c: Client;
let seq = 0;
/** A number no earlier call gave, for names and addresses that must be new. */
export const next = () => ++seq;

export const norrsken = () => demo.company(T, NORRSKEN);
export const anna = () => demo.user(T, 'anna.lindqvist');
export const revisorer = () => demo.group(T, 'Revisorer');

export async function ok<J>(res: Promise<{ status: number; json: unknown; text: string }>) {
  const r = await res;
  if (r.status !== 200) throw new Error(`setup: expected 200, got ${r.status} ${r.text}`);
  return r.json as J;
}

export const make = {
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

export const call = (x: Call) => () => Promise.resolve(x);
export const companyBody = (over: Record<string, unknown> = {}) => ({
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
export async function run(op: Operation, x: Call) {
  const qs = x.query ? `?${new URLSearchParams(x.query)}` : '';
  const path = `${fillPath(op.path, x.params ?? {})}${qs}`;
  if (x.file) return c.upload(path, x.file.name, x.file.content);
  if (x.body !== undefined) return c.json(op.method, path, x.body);
  return c.raw(op.method, path);
}

/** Whether some input of the operation can be malformed (a body, a query, a patterned id). */
export function canBeMalformed(op: Operation): boolean {
  if (op.body !== undefined || op.query !== undefined) return true;
  const shape = (op.params?.shape ?? {}) as Record<
    string,
    { safeParse: (v: unknown) => { success: boolean } }
  >;
  return Object.values(shape).some((s) => !s.safeParse('x').success);
}

/** Starts the file's platform before its tests and disposes of it after. */
export function usePlatform() {
  beforeAll(async () => {
    p = await startTestPlatform();
    c = client(p.baseUrl, await getToken(p.baseUrl));
  });
  afterAll(() => p.dispose());
}
