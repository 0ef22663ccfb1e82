import { expect } from 'vitest';
import { externalV1Env, startTestBff } from './bff-helpers.js';
import { FaultyV1 } from './faulty-v1.js';

export interface Tenant {
  id: string;
  name: string;
}

/** Tenants named by their ids. */
export const tenantsOf = (...ids: string[]): Tenant[] => ids.map((id) => ({ id, name: id }));

/** The admin of `tenants` the tests against a FaultyV1 sign in as. */
export const adminOf = (tenants: Tenant[]) => ({
  username: 'alice',
  password: 'alice-password',
  role: 'admin' as const,
  tenants: tenants.map((t) => t.id),
});

/**
 * A FaultyV1 (test/faulty-v1.ts) and a BFF before it for `tenants`, without extensions unless
 * `env` says otherwise, with their admin signed in.
 */
export async function startBeforeFaultyV1(tenants: Tenant[], env: Record<string, string> = {}) {
  const v1 = await new FaultyV1().start();
  const account = adminOf(tenants);
  const bff = await startTestBff(
    { ...externalV1Env(v1.url, tenants), V1_EXTENSIONS: 'none', ...env },
    {},
    { accounts: [account] },
  );
  const alice = bff.client();
  expect((await alice.login(account.username, account.password)).status).toBe(204);
  return { v1, bff, alice };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `cond` every 20 ms for at most `ms`; answers whether it came true. */
export async function eventually(cond: () => boolean, ms: number): Promise<boolean> {
  for (const until = Date.now() + ms; Date.now() < until; await sleep(20)) if (cond()) return true;
  return cond();
}
