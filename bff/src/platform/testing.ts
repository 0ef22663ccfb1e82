/** Helpers for the platform's tests: a real platform on port 0 in a temp dir, and a small client. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { demoId } from './seed/ids.js';
import { startPlatform, type PlatformOptions, type RunningPlatform } from './server.js';

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

/** A valid, well-formed id nobody uses. */
export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
