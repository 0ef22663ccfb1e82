/**
 * The set-up the route tests share (behaviour of docs/PLATFORM.md beyond single operations): a
 * platform with the demo data for the test file and a client with a token of its first tenant.
 * Each file calls `usePlatform()` once; `p` and `c` are then that file's (live bindings).
 */
import { afterAll, beforeAll, expect } from 'vitest';
import type { z } from 'zod';
import { withLuhn } from '../seed/ids.js';
import {
  client,
  demo,
  getToken,
  send,
  startTestPlatform,
  undeclaredKeys,
  type Client,
  type TestPlatform,
} from '../../test/platform-helpers.js';

export const T = 'nordrevision';
export const NORRSKEN = 'Norrsken Bygg AB';
export let p: TestPlatform;
export let c: Client;
let n = 0;
/** A number no earlier call in this worker gave, for names that must be new. */
export const next = () => ++n;

/** Starts the file's platform before its tests and disposes of it after. */
export function usePlatform() {
  beforeAll(async () => {
    p = await startTestPlatform();
    c = client(p.baseUrl, await getToken(p.baseUrl));
  });
  afterAll(() => p.dispose());
}

export const key = () => demo.company(T, NORRSKEN);
export type Mail = { to: string; link: string; userId: string; subject: string; text: string };
export const mails = async () => (await send(`${p.url}/dev/mails`)).json as Mail[];

/** V1's CompanyCreate body (type 1, both lists empty) with `data` fields replaced or added. */
export function companyBody(
  data: Record<string, unknown> = {},
  authorization: Record<string, unknown> = {},
) {
  return {
    authorization: { type: 1, userIds: [], groupIds: [], ...authorization },
    data: {
      annualReportFramework: 'K2',
      organizationNumber: withLuhn(`5592${String(next()).padStart(5, '0')}`),
      name: `Flödesbolaget ${n} AB`,
      ...data,
    },
  };
}

export async function newCompany(
  authorization: Record<string, unknown> = {},
  data: Record<string, unknown> = {},
) {
  const res = await c.json('POST', '/companies', companyBody(data, authorization));
  expect(res.status, res.text).toBe(200);
  return res.json as { durableKey: string; organizationNumber: string };
}

/** The answer is exactly the schema's: it parses and carries no undeclared key. */
export function expectExactly(schema: z.ZodType, value: unknown) {
  const parsed = schema.safeParse(value);
  expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  expect(undeclaredKeys(schema, value)).toEqual([]);
}
