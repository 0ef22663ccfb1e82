/** Test support: a BFF with the real embedded platform on ephemeral ports, and a cookie-keeping client. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startBff } from './server.js';
import type { EmbeddedPlatformOptions, RunningBff } from './server.js';

export interface TestBff extends RunningBff {
  dir: string;
  /** Moves the BFF's clock (sessions, token cache) forward. */
  advance(ms: number): void;
  client(): Client;
  stats(): Promise<{ tokenRequests: Record<string, number>; requests: Record<string, number> }>;
  faults(config: Record<string, unknown> | null): Promise<void>;
}

export async function startTestBff(
  env: Record<string, string> = {},
  platform: EmbeddedPlatformOptions = {},
): Promise<TestBff> {
  const dir = await mkdtemp(path.join(tmpdir(), 'bff-test-'));
  let offset = 0;
  const bff = await startBff({
    env: {
      PORT: '0',
      DATA_DIR: dir,
      LOG_LEVEL: 'silent',
      WEB_DIST: path.join(dir, 'web-dist'),
      ...env,
    },
    platform: { dataDir: path.join(dir, 'platform'), port: 0, dev: true, seed: 'demo', ...platform },
    now: () => Date.now() + offset,
  });
  const platformUrl = () => {
    if (!bff.platform) throw new Error('no embedded platform');
    return bff.platform.url;
  };
  return {
    ...bff,
    dir,
    advance(ms) {
      offset += ms;
    },
    client: () => new Client(bff.url),
    async stats() {
      const r = await fetch(`${platformUrl()}/dev/stats`);
      return (await r.json()) as Awaited<ReturnType<TestBff['stats']>>;
    },
    async faults(config) {
      const r = await fetch(`${platformUrl()}/dev/faults`, {
        method: config ? 'POST' : 'DELETE',
        headers: { 'content-type': 'application/json' },
        ...(config ? { body: JSON.stringify(config) } : {}),
      });
      if (!r.ok) throw new Error(`faults: ${r.status} ${await r.text()}`);
    },
    async close() {
      await bff.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export interface Answer<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

/** A browser stand-in: keeps the session cookie, sends `x-csrf: 1` and the console's Origin. */
export class Client {
  cookie: string | undefined;
  constructor(readonly base: string) {}

  async request<T = unknown>(
    method: string,
    path: string,
    opts: { json?: unknown; headers?: Record<string, string>; csrf?: boolean; body?: BodyInit } = {},
  ): Promise<Answer<T>> {
    const headers: Record<string, string> = { ...(opts.csrf === false ? {} : { 'x-csrf': '1' }) };
    if (this.cookie) headers.cookie = this.cookie;
    if (opts.json !== undefined) headers['content-type'] = 'application/json';
    Object.assign(headers, opts.headers);
    const r = await fetch(this.base + path, {
      method,
      headers,
      body: opts.json !== undefined ? JSON.stringify(opts.json) : opts.body,
      redirect: 'manual',
    });
    const set = r.headers.getSetCookie();
    for (const c of set) {
      const [pair] = c.split(';');
      const [, value] = pair!.split('=');
      this.cookie = value ? pair : undefined;
    }
    const text = await r.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON */
    }
    return { status: r.status, headers: r.headers, body: body as T, text };
  }

  get<T = unknown>(path: string, headers?: Record<string, string>) {
    return this.request<T>('GET', path, headers ? { headers } : {});
  }

  async login(username: string, password: string) {
    const r = await this.request('POST', '/auth/login', { json: { username, password } });
    return r;
  }
}

/** A valid lower-case UUID v4 that names nothing. */
export const NIL_V4 = '00000000-0000-4000-8000-000000000000';
