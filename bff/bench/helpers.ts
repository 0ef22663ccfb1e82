/** Benchmark support: the platform and the BFF as child processes, closed-loop HTTP load with undici. */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { Pool } from 'undici';
import { serverEntryArgs, spawnBff } from '../test/bff-helpers.js';

export interface ChildPlatform {
  url: string;
  baseUrl: string;
  pid: number;
  close(): Promise<void>;
}

/**
 * The platform in its own process (compiled unless `compiled` is false, see serverEntryArgs) on an
 * ephemeral port with demo data and dev endpoints.
 */
export async function spawnPlatform(dataDir: string, compiled?: boolean): Promise<ChildPlatform> {
  const bffDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
  const child = spawn(process.execPath, serverEntryArgs('platform/main', compiled), {
    cwd: bffDir,
    env: {
      ...process.env,
      PLATFORM_PORT: '0',
      PLATFORM_DATA_DIR: dataDir,
      PLATFORM_SEED: 'demo',
      PLATFORM_DEV: '1',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const baseUrl = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.setEncoding('utf8');
    child.stdout!.on('data', (d: string) => {
      out += d;
      const m = /listening on (http:\/\/\S+\/v1)/.exec(out);
      if (m) resolve(m[1]!);
    });
    child.once('exit', (code) => reject(new Error(`platform child exited ${code}: ${out}`)));
  });
  return {
    baseUrl,
    url: baseUrl.replace(/\/v1$/, ''),
    pid: child.pid!,
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export async function tempDir(prefix: string) {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/**
 * A platform (demo data) and a BFF against it, each in its own process, in a fresh temp dir;
 * `close()` stops both and removes the dir.
 */
export async function spawnConsole(
  prefix: string,
  bffOptions: Omit<Parameters<typeof spawnBff>[0], 'v1BaseUrl' | 'dataDir'> = {},
) {
  const tmp = await tempDir(prefix);
  const platform = await spawnPlatform(`${tmp.dir}/platform`);
  const bff = await spawnBff({
    v1BaseUrl: platform.baseUrl,
    dataDir: `${tmp.dir}/bff`,
    ...bffOptions,
  }).catch(async (err: unknown) => {
    await platform.close();
    await tmp.remove();
    throw err;
  });
  return {
    platform,
    bff,
    close: async () => {
      await bff.close();
      await platform.close();
      await tmp.remove();
    },
  };
}

export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i]!;
}

export interface LoadResult {
  requests: number;
  errors: number;
  seconds: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  latencies: number[];
}

/**
 * `concurrency` closed loops (autocannon style) for `seconds`, each sending `next()`'s request
 * over a keep-alive undici pool and reading the whole body.
 */
export async function runLoad(opts: {
  origin: string;
  concurrency: number;
  seconds: number;
  /** Reuse a pool across runs (kept open); default a new one closed at the end. */
  pool?: Pool;
  next: (worker: number) => {
    method: 'GET' | 'POST' | 'PUT' | 'DELETE';
    path: string;
    headers: Record<string, string>;
    body?: string;
    ok?: (status: number) => boolean;
  };
}): Promise<LoadResult> {
  const pool = opts.pool ?? new Pool(opts.origin, { connections: opts.concurrency, pipelining: 1 });
  const latencies: number[] = [];
  let errors = 0;
  const end = performance.now() + opts.seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: opts.concurrency }, async (_, w) => {
      while (performance.now() < end) {
        const req = opts.next(w);
        const t = performance.now();
        try {
          const res = await pool.request({
            method: req.method,
            path: req.path,
            headers: req.headers,
            body: req.body ?? null,
          });
          await res.body.dump({ limit: Infinity });
          const ok = req.ok
            ? req.ok(res.statusCode)
            : res.statusCode >= 200 && res.statusCode < 300;
          if (!ok) errors++;
        } catch {
          errors++;
        }
        latencies.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  if (!opts.pool) await pool.close();
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    seconds,
    rps: latencies.length / seconds,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    latencies,
  };
}

export async function v1Token(baseUrl: string, tenant: string): Promise<string> {
  const r = await fetch(`${baseUrl}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-tenant-id': tenant },
    body: JSON.stringify({ client_id: 'console-demo', client_secret: 'console-demo-secret' }),
  });
  if (!r.ok) throw new Error(`token: ${r.status}`);
  return ((await r.json()) as { access_token: string }).access_token;
}

export async function signIn(bffUrl: string, username: string, password: string): Promise<string> {
  const r = await fetch(`${bffUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf': '1' },
    body: JSON.stringify({ username, password }),
  });
  if (r.status !== 204) throw new Error(`sign-in ${username}: ${r.status} ${await r.text()}`);
  const cookie = r.headers.getSetCookie()[0]!.split(';')[0]!;
  return cookie;
}

export const round = (n: number, d = 2) => Math.round(n * 10 ** d) / 10 ** d;

/**
 * The machine's CPUs, read once at start: availableParallelism() answers the CPUs this process may
 * run on, which is one once pinApart has pinned it.
 */
const CPUS = availableParallelism();

/**
 * Pins the upstream (the platform) to CPU 0 and the given other processes (all their threads) to
 * the remaining CPUs, the way V1 runs on its own host in production, so that a process in front of
 * it cannot take its CPU. Returns a description of the placement, or undefined when this machine
 * has a single CPU or `taskset` (util-linux) is missing, in which case nothing is pinned.
 */
export function pinApart(upstreamPid: number, otherPids: number[]): string | undefined {
  const cpus = CPUS;
  if (cpus < 2) return undefined;
  const rest = cpus === 2 ? '1' : `1-${cpus - 1}`;
  const pin = (pid: number, list: string) =>
    spawnSync('taskset', ['-a', '-pc', list, String(pid)], { stdio: 'ignore' }).status === 0;
  if (!pin(upstreamPid, '0')) return undefined;
  for (const pid of otherPids) if (!pin(pid, rest)) return undefined;
  return `upstream on CPU 0, the rest on CPU ${rest}`;
}

/**
 * After pinApart: moves a process (the load generator) to the upstream's CPU (`beside:
 * 'upstream'`) or to the others' (`'rest'`), so it shares the CPU of whichever process is being
 * measured. False when it could not be moved.
 */
export function pinBeside(pid: number, beside: 'upstream' | 'rest'): boolean {
  const cpus = CPUS;
  const list = beside === 'upstream' ? '0' : cpus === 2 ? '1' : `1-${cpus - 1}`;
  // `-a` walks the process's threads: one that ends meanwhile fails the call, so it is retried.
  for (let attempt = 0; attempt < 5; attempt++) {
    const r = spawnSync('taskset', ['-a', '-pc', list, String(pid)], { encoding: 'utf8' });
    if (r.status === 0) return true;
    console.error(`taskset ${list} ${pid}: ${r.stderr.trim()}`);
  }
  return false;
}

/** Undoes pinApart for this process and the given ones (every CPU again). */
export function unpin(pids: number[]) {
  const all = `0-${CPUS - 1}`;
  for (const pid of pids)
    spawnSync('taskset', ['-a', '-pc', all, String(pid)], { stdio: 'ignore' });
}
