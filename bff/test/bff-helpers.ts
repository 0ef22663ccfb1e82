/** Test support: a BFF with the real embedded platform on ephemeral ports, and a cookie-keeping client. */
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { hashPassword } from '../src/auth/passwords.js';
import { startBff } from '../src/server.js';
import type { EmbeddedPlatformOptions, RunningBff, StartBffOptions } from '../src/server.js';
import { Store, type Role } from '../src/store/index.js';

export interface TestBff extends RunningBff {
  dir: string;
  /** Moves the BFF's clock (sessions, token cache) forward. */
  advance(ms: number): void;
  client(): Client;
  stats(): Promise<{ tokenRequests: Record<string, number>; requests: Record<string, number> }>;
  faults(config: Record<string, unknown> | null): Promise<void>;
}

/** A console account as a test writes it, password in clear. */
export interface TestAccount {
  username: string;
  password: string;
  role: Role;
  tenants: readonly string[];
}

/**
 * Writes console accounts into a BFF's store before the BFF starts on it (SQLite in `dataDir`, or
 * the PostgreSQL database of `databaseUrl`); an account the store has already is left as it is.
 */
export async function addTestAccounts(
  where: { dataDir: string; databaseUrl?: string },
  accounts: readonly TestAccount[],
): Promise<void> {
  const store = await Store.open(where);
  try {
    for (const a of accounts)
      if (!(await store.accounts.find(a.username)))
        await store.accounts.add({
          username: a.username,
          passwordHash: await hashPassword(a.password),
          role: a.role,
          tenants: [...a.tenants],
        });
  } finally {
    await store.close();
  }
}

/** The settings of a BFF pointed at a stand-in V1 service (outside demo mode) with these tenants. */
export function externalV1Env(
  v1Url: string,
  tenants: { id: string; name: string }[],
): Record<string, string> {
  return {
    V1_BASE_URL: v1Url,
    V1_CLIENT_ID: 'console',
    V1_CLIENT_SECRET: 'console-secret',
    SESSION_SECRET: 'x'.repeat(40),
    CONSOLE_TENANTS: JSON.stringify(tenants),
  };
}

/**
 * A BFF in a temp dir (removed on close) with the embedded platform, or the V1 service of
 * `env.V1_BASE_URL`; `accounts` are written into its store first (needed outside demo mode).
 */
export async function startTestBff(
  env: Record<string, string> = {},
  platform: EmbeddedPlatformOptions = {},
  {
    accounts,
    ...more
  }: Pick<StartBffOptions, 'store' | 'logDestination'> & { accounts?: readonly TestAccount[] } = {},
): Promise<TestBff> {
  const dir = await mkdtemp(path.join(tmpdir(), 'bff-test-'));
  if (accounts) await addTestAccounts({ dataDir: dir, databaseUrl: env.DATABASE_URL }, accounts);
  let offset = 0;
  const bff = await startBff({
    env: {
      PORT: '0',
      DATA_DIR: dir,
      LOG_LEVEL: 'silent',
      WEB_DIST: path.join(dir, 'web-dist'),
      ...env,
    },
    platform: {
      dataDir: path.join(dir, 'platform'),
      port: 0,
      dev: true,
      seed: 'demo',
      ...platform,
    },
    now: () => Date.now() + offset,
    ...more,
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
  /** The cookies the BFF set (the session's, and a half-finished sign-in's), by name. */
  private readonly jar = new Map<string, string>();
  constructor(readonly base: string) {}

  /** The Cookie header this client sends (`name=value; ...`). */
  get cookie(): string | undefined {
    return this.jar.size ? [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ') : undefined;
  }
  set cookie(header: string | undefined) {
    this.jar.clear();
    for (const pair of header?.split(/;\s*/) ?? []) {
      const i = pair.indexOf('=');
      if (i > 0) this.jar.set(pair.slice(0, i), pair.slice(i + 1));
    }
  }

  async request<T = unknown>(
    method: string,
    path: string,
    opts: {
      json?: unknown;
      headers?: Record<string, string>;
      csrf?: boolean;
      body?: RequestInit['body'];
    } = {},
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
      const i = pair!.indexOf('=');
      const [name, value] = [pair!.slice(0, i), pair!.slice(i + 1)];
      if (value) this.jar.set(name, value);
      else this.jar.delete(name);
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

/** The BFF's package folder (bff), the working directory of the servers spawned here. */
const bffDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const repoRoot = path.dirname(bffDir);

/**
 * Builds the server packages into their dist folders (scripts/build-servers.mjs: esbuild, each
 * package only when its sources are newer than its build, under a lock shared with `pnpm start`
 * and other processes). Throws with the build's message when it fails. Returns its progress lines.
 */
export function buildServer(opts: { force?: boolean } = {}): string {
  const r = spawnSync(
    process.execPath,
    [path.join(repoRoot, 'scripts', 'build-servers.mjs'), ...(opts.force ? ['--force'] : [])],
    { cwd: bffDir, encoding: 'utf8' },
  );
  if (r.status !== 0) throw new Error(r.stderr || `the server build exited ${r.status}`);
  return r.stderr;
}

/**
 * Node arguments that run a server entry (`bff/main`: the BFF's, `platform/main`: the
 * platform's): compiled (the package's dist, built first when stale), as production runs it,
 * or from source through tsx (with the `source` condition, so the packages it imports load from
 * their sources too). Benchmarks measure production, so compiled is the default outside Vitest
 * (BENCH_SERVER=source runs them from source); tests run the sources they test.
 */
export function serverEntryArgs(
  entry: 'bff/main' | 'platform/main',
  compiled = !process.env.VITEST && process.env.BENCH_SERVER !== 'source',
): string[] {
  const pkg = path.join(repoRoot, entry === 'bff/main' ? 'bff' : 'platform');
  if (!compiled) return [...SOURCE_ARGS, path.join(pkg, 'src', 'main.ts')];
  buildServer();
  return [path.join(pkg, 'dist', 'main.js')];
}

/** Node arguments that run a TypeScript entry from source: tsx, the packages' sources. */
export const SOURCE_ARGS = ['--conditions=source', '--import', 'tsx'];

export interface ChildBff {
  url: string;
  pid: number;
  /** The exit code once it has exited (null while it runs). */
  exitCode(): number | null;
  /** Its stdout so far (the start banner and the JSON log). */
  log(): string;
  /** Resident set size of the BFF process now (bytes, from /proc). */
  rss(): number;
  close(): Promise<void>;
}

/** The settings of a spawned BFF (spawnBff) against a V1 with the demo API client, on port 0. */
export function childBffEnv(v1BaseUrl: string, dataDir: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: '0',
    DATA_DIR: dataDir,
    V1_BASE_URL: v1BaseUrl,
    V1_CLIENT_ID: 'console-demo',
    V1_CLIENT_SECRET: 'console-demo-secret',
    CONSOLE_TENANTS: JSON.stringify([
      { id: 'nordrevision', name: 'Revisionsbyrån Nord AB' },
      { id: 'sydekonomi', name: 'Ekonomikonsult Syd AB' },
    ]),
    SESSION_SECRET: 'test-session-secret-test-session-secret',
    LOG_LEVEL: 'info', // as in service: an access line per request
    WEB_DIST: path.join(dataDir, 'no-web'),
  };
}

/**
 * The BFF in its own process (see serverEntryArgs: compiled by default outside Vitest, `tsx
 * src/main.ts` under it, or as `compiled` says) against a given V1, so its memory and CPU
 * can be measured apart from the platform and the load generator. Demo accounts are created in
 * its store first (admin/admin-demo, auditor/auditor-demo): SQLite in `dataDir`, or the
 * PostgreSQL database of `env.DATABASE_URL`.
 */
export async function spawnBff(opts: {
  v1BaseUrl: string;
  dataDir: string;
  env?: Record<string, string>;
  accounts?: TestAccount[];
  nodeArgs?: string[];
  compiled?: boolean;
  /**
   * Another build's entry (a `main.js`, e.g. a copy of `bff/dist` from before a change) to run
   * instead of this package's; default BENCH_BFF_MAIN when set (a bench against that build).
   */
  main?: string;
}): Promise<ChildBff> {
  const { spawn } = await import('node:child_process');
  const { closeSync, mkdirSync, openSync, readFileSync } = await import('node:fs');
  const { DEMO_ACCOUNTS } = await import('../src/server.js');
  await addTestAccounts({ dataDir: opts.dataDir, databaseUrl: opts.env?.DATABASE_URL }, [
    ...DEMO_ACCOUNTS,
    ...(opts.accounts ?? []),
  ]);
  mkdirSync(opts.dataDir, { recursive: true });
  const logFile = path.join(opts.dataDir, 'bff.log');
  const logFd = openSync(logFile, 'a');
  const main = opts.main ?? process.env.BENCH_BFF_MAIN;
  const child = spawn(
    process.execPath,
    [...(opts.nodeArgs ?? []), ...(main ? [main] : serverEntryArgs('bff/main', opts.compiled))],
    {
      cwd: bffDir,
      env: { ...childBffEnv(opts.v1BaseUrl, opts.dataDir), ...opts.env },
      // Its stdout (the start banner and the JSON log) goes to a file, as it would in service.
      stdio: ['ignore', logFd, 'inherit'],
    },
  );
  closeSync(logFd);
  const url = await new Promise<string>((resolve, reject) => {
    const poll = setInterval(() => {
      const m = /Ledger Console\s+(http:\/\/\S+)/.exec(readFileSync(logFile, 'utf8'));
      if (m) {
        clearInterval(poll);
        resolve(m[1]!);
      }
    }, 50);
    child.once('exit', (code) => {
      clearInterval(poll);
      reject(new Error(`bff child exited ${code}: ${readFileSync(logFile, 'utf8')}`));
    });
  });
  return {
    url,
    pid: child.pid!,
    exitCode: () => child.exitCode ?? (child.signalCode ? 128 : null),
    log: () => readFileSync(logFile, 'utf8'),
    rss() {
      const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'));
      return Number(m?.[1] ?? 0) * 1024;
    },
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * The environment of a child process started with a clean slate: PATH and HOME, and, under
 * scripts/test-on-lts.mjs, what makes that Node load its own better-sqlite3 build.
 */
export function bareEnv(): Record<string, string> {
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
  };
  if (process.env.LTS_BETTER_SQLITE3) {
    env.LTS_BETTER_SQLITE3 = process.env.LTS_BETTER_SQLITE3;
    env.NODE_OPTIONS = process.env.NODE_OPTIONS ?? '';
  }
  return env;
}
