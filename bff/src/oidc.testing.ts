/**
 * The set-up of the OpenID sign-in tests (oidc.test.ts): a real provider (oidc-provider) on a
 * port of its own with the test's accounts, the BFF as its client with OIDC_ACCESS, and the
 * browser's part done by hand with fetch and a cookie jar. `useOidc()` starts both before the
 * file's tests; `op`, `bff` and `publicUrl` are then that file's (live bindings).
 */
import { createServer } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, expect } from 'vitest';
import type { SessionResponse } from '@ledger/contract';
import { startTestBff, type TestBff } from '../test/bff-helpers.js';
import type { CookieJar } from '../test/oidc-provider.js';
import { startTestOidcProvider, type TestOidcProvider } from '../test/oidc-provider.js';

/** OIDC_ACCESS of the tests: the provider's groups mapped to roles and tenants. */
export const ACCESS = [
  { group: 'console-admins', role: 'admin', tenants: ['nordrevision', 'sydekonomi'] },
  { group: 'console-auditors', role: 'auditor', tenants: ['nordrevision'], linkByEmail: true },
  { group: 'syd-readers', role: 'auditor', tenants: ['sydekonomi'] },
];

export const ACCOUNTS = {
  // Two mapped groups: the most of the roles, every tenant of both.
  'sub-boss': {
    email: 'boss@firm.example',
    emailVerified: true,
    name: 'Bo Ss',
    groups: ['console-auditors', 'console-admins', 'staff'],
  },
  // The demo auditor's platform user, by verified email.
  'sub-elin': {
    email: 'Elin.Sjoberg@nordrevision.se',
    emailVerified: true,
    name: 'Elin Sjöberg',
    groups: ['console-auditors'],
  },
  // Unverified email: the linkByEmail group gives nothing, the other one its tenant.
  'sub-syd': {
    email: 'elin.sjoberg@nordrevision.se',
    emailVerified: false,
    name: 'Unverified',
    groups: ['console-auditors', 'syd-readers'],
  },
  'sub-nobody': { email: 'nobody@firm.example', emailVerified: true, groups: ['marketing'] },
};

export async function freePort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', () => r()));
  const port = (s.address() as { port: number }).port;
  await new Promise<void>((r) => s.close(() => r()));
  return port;
}

export let op: TestOidcProvider;
export let bff: TestBff;
export let publicUrl: string;
/** The BFF's log lines (debug), to look for tokens. */
export const logged: string[] = [];

/** Starts the provider and the BFF before the file's tests and closes them after. */
export function useOidc() {
  beforeAll(async () => {
    const port = await freePort();
    publicUrl = `http://127.0.0.1:${port}`;
    op = await startTestOidcProvider(
      { clientId: 'console', clientSecret: 'console-oidc-secret', publicUrl },
      ACCOUNTS,
    );
    const sink = new Writable({
      write(chunk: Buffer, _e, done) {
        logged.push(chunk.toString('utf8'));
        done();
      },
    });
    bff = await startTestBff(
      {
        PORT: String(port),
        PUBLIC_URL: publicUrl,
        LOG_LEVEL: 'debug',
        OIDC_ISSUER: op.issuer,
        OIDC_CLIENT_ID: 'console',
        OIDC_CLIENT_SECRET: 'console-oidc-secret',
        OIDC_NAME: 'Firm ID',
        OIDC_ACCESS: JSON.stringify(ACCESS),
      },
      {},
      { logDestination: sink },
    );
  }, 60_000);
  afterAll(async () => {
    await bff?.close();
    await op?.close();
  });
}

export interface Walk {
  /** The provider's authorization URL the BFF sent the browser to. */
  authUrl: URL;
  /** The callback URL the provider sent the browser back to. */
  callbackUrl: string;
  /** Where the BFF's callback sent the browser. */
  landing: string;
  /** Every answer's headers and body seen on the way (to look for tokens). */
  seen: string;
}

/** What a browser does from the sign-in page's button to the console (or back to sign-in). */
export async function signIn(
  jar: CookieJar,
  account: string,
  next = '/t/nordrevision',
): Promise<Walk> {
  let seen = '';
  const go = async (url: string, init?: RequestInit) => {
    const res = await jar.fetch(url, init);
    const body = await res.text();
    if (url.startsWith(publicUrl)) seen += JSON.stringify([...res.headers]) + body;
    return { res, body, location: res.headers.get('location') };
  };
  let r = await go(`${publicUrl}/auth/oidc/login?next=${encodeURIComponent(next)}`);
  expect(r.res.status).toBe(302);
  const authUrl = new URL(r.location!);
  let url = authUrl.href;
  for (let hops = 0; hops < 10; hops++) {
    r = await go(url);
    if (r.res.status === 200 && r.body.includes('name="login"')) {
      const action = /action="([^"]+)"/.exec(r.body)![1]!;
      r = await go(new URL(action, url).href, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ login: account }).toString(),
      });
    }
    expect(r.location, `hop ${hops}: ${r.res.status} ${r.body.slice(0, 200)}`).toBeTruthy();
    url = new URL(r.location!, url).href;
    if (url.startsWith(`${publicUrl}/auth/oidc/callback`)) break;
  }
  const callbackUrl = url;
  r = await go(callbackUrl);
  expect(r.res.status).toBe(302);
  return { authUrl, callbackUrl, landing: r.location!, seen };
}

export const csrf = { 'x-csrf': '1' };
export type SessionBody = SessionResponse;
export async function session(jar: CookieJar) {
  const res = await jar.fetch(`${publicUrl}/auth/session`, { headers: csrf });
  return { status: res.status, body: (await res.json()) as SessionBody };
}

/** The audit log's entries of `operation`, all of them (refusals of no one known included). */
export async function auditEntries(operation: string) {
  return (await bff.store.audit.query({ operation, limit: 100 })).entries;
}

/** Signs out at the provider itself (another application, or its own page), as a person would. */
export async function endAtProvider(jar: CookieJar, startUrl: string): Promise<string> {
  let res = await jar.fetch(startUrl);
  let body = await res.text();
  expect(res.status, body.slice(0, 300)).toBe(200);
  const action = /action="([^"]+)"/.exec(body)![1]!;
  const xsrf = /name="xsrf" value="([^"]+)"/.exec(body)![1]!;
  res = await jar.fetch(new URL(action, startUrl).href, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ xsrf, logout: 'yes' }).toString(),
  });
  body = await res.text();
  expect([302, 303]).toContain(res.status);
  return new URL(res.headers.get('location')!, startUrl).href;
}
