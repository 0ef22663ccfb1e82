/** Helpers for the platform's tests: a real platform on port 0 in a temp dir, and a small client. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { z } from 'zod';
import { hashSecret } from '../src/auth/secrets.js';
import { openDb } from '../src/db/index.js';
import { demoId } from '../src/seed/ids.js';
import { addClient } from '../src/store/clients.js';
import { addTenant } from '../src/store/tenants.js';
import { startPlatform, type PlatformOptions, type RunningPlatform } from '../src/embedded.js';

export interface TestPlatform extends RunningPlatform {
  dataDir: string;
  /** Closes and removes the data dir. */
  dispose(): Promise<void>;
}

export async function startTestPlatform(
  opts: Partial<PlatformOptions> = {},
): Promise<TestPlatform> {
  const dataDir = opts.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'platform-test-'));
  const p = await startPlatform({ port: 0, seed: 'demo', log: () => {}, ...opts, dataDir });
  return {
    ...p,
    dataDir,
    dispose: async () => {
      await p.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  /** Parsed JSON body (undefined when the body is not JSON). */
  json: unknown;
}

export async function send(url: string, init: RequestInit = {}): Promise<Answer> {
  const res = await fetch(url, init);
  const text = await res.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, text, json };
}

export async function getToken(
  baseUrl: string,
  clientId = 'console-demo',
  secret = `${clientId}-secret`,
  tenantId?: string,
): Promise<string> {
  const res = await send(`${baseUrl}/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(tenantId ? { 'x-tenant-id': tenantId } : {}),
    },
    body: JSON.stringify({ client_id: clientId, client_secret: secret }),
  });
  if (res.status !== 200) throw new Error(`token: ${res.status} ${res.text}`);
  return (res.json as { access_token: string }).access_token;
}

/** A client bound to a token and (optionally) a tenant sent as `X-Tenant-Id`. */
export function client(baseUrl: string, token: string, tenantId?: string) {
  const headers = (extra: Record<string, string> = {}) => ({
    authorization: `Bearer ${token}`,
    ...(tenantId ? { 'x-tenant-id': tenantId } : {}),
    ...extra,
  });
  return {
    get: (p: string, extra?: Record<string, string>) =>
      send(`${baseUrl}${p}`, { headers: headers(extra) }),
    del: (p: string) => send(`${baseUrl}${p}`, { method: 'DELETE', headers: headers() }),
    json: (method: string, p: string, body: unknown) =>
      send(`${baseUrl}${p}`, {
        method,
        headers: headers({ 'content-type': 'application/json' }),
        body: JSON.stringify(body),
      }),
    raw: (method: string, p: string, init: RequestInit = {}) =>
      send(`${baseUrl}${p}`, {
        method,
        ...init,
        headers: { ...headers(), ...(init.headers as Record<string, string> | undefined) },
      }),
    upload: (p: string, name: string, content: Buffer | string, field = 'file') => {
      const form = new FormData();
      form.append(field, new Blob([content]), name);
      return send(`${baseUrl}${p}`, { method: 'POST', headers: headers(), body: form });
    },
  };
}
export type Client = ReturnType<typeof client>;

/** Ids of the demo data (see seed/demo-data.ts). */
export const demo = {
  user: (tenant: string, local: string) => demoId(`${tenant}/user/${local}`),
  group: (tenant: string, name: string) => demoId(`${tenant}/group/${name}`),
  company: (tenant: string, name: string) => demoId(`${tenant}/company/${name}`),
  year: (tenant: string, company: string, start: string) =>
    demoId(`${tenant}/year/${company}/${start}`),
  assignment: (tenant: string, company: string, label: string) =>
    demoId(`${tenant}/assignment/${company}/${label}`),
};

/** Polls until `check` answers true (or throws after `ms`). */
export async function eventually(check: () => Promise<boolean>, ms = 5000): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('condition not met in time');
}

/** A valid, well-formed id nobody uses (a UUID v4, so also a well-formed assignment id). */
export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
/**
 * A well-formed company key or financial-year id nobody uses, of UUID version 1: V1.md's
 * pattern takes any version digit, so it is unknown (404), never malformed (400).
 */
export const UNKNOWN_KEY = '6ba7b810-9dad-11d1-80b4-00c04fd430c8';
/** User and group ids are plain strings in V1: any unknown one is 404, never 400. */
export const UNKNOWN_PLAIN_ID = 'nobody-of-that-id';

/** The upload path of a company (V1's `POST /company/{companyDurableKey}/files/upload`). */
export const uploadPath = (companyDurableKey: string, query = '') =>
  `/company/${companyDurableKey}/files/upload${query}`;

/**
 * Every key of `value` that `schema` does not declare, deep (objects in arrays, nullable and
 * optional members, unions by their best-fitting option), as dot paths. A V1 answer must have
 * none: V1.md's answers are open objects for clients, but our platform sends exactly what V1.md
 * declares.
 */
export function undeclaredKeys(schema: z.ZodType, value: unknown, path = ''): string[] {
  const def = (schema as unknown as { _zod: { def: ZodDef } })._zod.def;
  const at = (key: string | number) =>
    typeof key === 'number' ? `${path}[${key}]` : path ? `${path}.${key}` : key;
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return value === null || value === undefined
        ? []
        : undeclaredKeys(def.innerType!, value, path);
    case 'pipe':
      return undeclaredKeys(def.in!, value, path);
    case 'array':
      return Array.isArray(value)
        ? value.flatMap((v, i) => undeclaredKeys(def.element!, v, at(i)))
        : [];
    case 'object': {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return [];
      const shape = def.shape!;
      return Object.entries(value).flatMap(([k, v]) =>
        k in shape ? undeclaredKeys(shape[k]!, v, at(k)) : [at(k)],
      );
    }
    case 'union': {
      const options = def.options!;
      const fitting = options.filter((o) => o.safeParse(value).success);
      const found = (fitting.length ? fitting : options).map((o) => undeclaredKeys(o, value, path));
      return found.reduce((a, b) => (b.length < a.length ? b : a));
    }
    default:
      return [];
  }
}

interface ZodDef {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  options?: z.ZodType[];
}

/** A tenant and an API client (scope `companyinformation`) of a data dir with no demo data. */
export const BARE = { tenantId: 'acme', clientId: 'acme-app', secret: 'acme-app-secret' };

/** Writes the `BARE` tenant and client into `dataDir` (before a platform is started on it). */
export async function provisionBare(dataDir: string): Promise<void> {
  const db = await openDb(dataDir);
  try {
    await addTenant(db, { id: BARE.tenantId, name: 'Acme Revision AB' });
    await addClient(db, {
      id: BARE.clientId,
      secretHash: await hashSecret(BARE.secret),
      homeTenantId: BARE.tenantId,
      tenantIds: [BARE.tenantId],
      scopes: ['companyinformation'],
    });
  } finally {
    await db.destroy();
  }
}

/** A platform without demo data (nothing else in its queue) and a client of its one tenant. */
export async function startBareTestPlatform(): Promise<{ p: TestPlatform; c: Client }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-bare-'));
  await provisionBare(dataDir);
  const p = await startTestPlatform({ dataDir, seed: 'none' });
  const c = client(p.baseUrl, await getToken(p.baseUrl, BARE.clientId, BARE.secret));
  return { p, c };
}

export interface FileState {
  status: string;
  report: {
    financialYearId?: string;
    errors: { severity: string; line: number | null; message: string }[];
    discrepancies: { account: string; kind: string; line: number | null; message: string }[];
    counts: { accounts: number; vouchers: number; transactions: number };
  };
}

/**
 * Polls a file until processing has finished: `uploaded`, `verified`, `corrupt`, or `parsed`
 * with its report written (a final `parsed` always lists discrepancies; `parsed` without a
 * report is the step between reading and storing).
 */
export async function settledFile(
  c: Client,
  companyKey: string,
  fileId: string,
  ms = 15_000,
): Promise<FileState> {
  let state: FileState | undefined;
  await eventually(async () => {
    const r = await c.get(`/company/${companyKey}/files/${fileId}/report`);
    if (r.status !== 200) throw new Error(`report: ${r.status} ${r.text}`);
    const report = r.json as FileState['report'] & { status: string };
    state = { status: report.status, report };
    return (
      ['uploaded', 'verified', 'corrupt'].includes(report.status) ||
      (report.status === 'parsed' && report.discrepancies.length > 0)
    );
  }, ms);
  return state!;
}

/** A real SIE sample from sie/fixtures (the SIE association's test files; docs/SIE.md). */
export const sieSample = (name: string) =>
  fs.readFileSync(new URL(`../src/sie/fixtures/${name}`, import.meta.url));

let companyCount = 0;
/** Creates a company open to every user (type 1) with V1's CompanyCreate; throws unless 200. */
export async function createCompany(
  c: Client,
  organizationNumber: string,
  country: 'SWEDEN' | 'OTHER' = 'SWEDEN',
): Promise<string> {
  const res = await c.json('POST', '/companies', {
    authorization: { type: 1, userIds: [], groupIds: [] },
    data: {
      annualReportFramework: 'K2',
      organizationNumber,
      name: `Testbolag ${++companyCount}`,
      country,
    },
  });
  if (res.status !== 200) throw new Error(`company not created (${res.status}): ${res.text}`);
  return (res.json as { durableKey: string }).durableKey;
}
