/**
 * The proxy's cost in CPU time rather than requests per second, which a shared machine moves far
 * more than a change to the code does: the CPU time (user + system, from /proc) each process
 * spends per `GET companies`, over a fixed number of requests per arm, the arms in turn (so each
 * sees the same background load), the median of the rounds printed. The arms:
 * - `direct`: the platform alone (its CPU per request);
 * - `bff`: through the BFF as built (`bff/dist`);
 * - `base`: through another build of the BFF (`--base=path/to/main.js`, e.g. a copy of the
 *   dist of the commit before a change), to compare two builds in the same minutes;
 * - `bare`: through `bare-proxy.mjs`, node:http and undici and nothing else: the floor any
 *   proxy in Node pays, so `bff - bare` is what the BFF's own code costs.
 * The load generator's own CPU per request is printed too: in the proxy bench it shares the
 * BFF's CPU.
 *
 *   node --conditions=source --import tsx bff/bench/proxy-cpu.ts [--requests=10000]
 *     [--rounds=3] [--concurrency=8] [--base=bff/dist-base/main.js] [--profile=DIR]
 *
 * `--profile=DIR` runs the BFF with `--cpu-prof` and leaves its profile in DIR (a wall-clock
 * sampling profile: on a loaded machine, time descheduled in a syscall counts to the syscall).
 * Linux only (/proc).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Pool } from 'undici';
import { signIn, spawnConsole, tempDir, v1Token } from './helpers.js';
import { spawnBff } from '../test/bff-helpers.js';

const arg = (name: string, fallback: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const REQUESTS = Number(arg('requests', '10000'));
const ROUNDS = Number(arg('rounds', '3'));
const CONCURRENCY = Number(arg('concurrency', '8'));
const profileDir = arg('profile', '');
const baseMain = arg('base', '');

/** CPU time (user + system) a process has used so far, in microseconds (clock ticks of 10 ms). */
function cpuMicros(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

const ownCpu = () => {
  const u = process.cpuUsage();
  return u.user + u.system;
};

async function send(pool: Pool, n: number, path: string, headers: Record<string, string>) {
  let left = n;
  let errors = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (left-- > 0) {
        const res = await pool.request({ method: 'GET', path, headers });
        await res.body.dump({ limit: Infinity });
        if (res.statusCode !== 200) errors++;
      }
    }),
  );
  if (errors) throw new Error(`${errors} answers were not 200`);
}

/** bare-proxy.mjs in a process of its own. */
async function spawnBare(v1Origin: string, token: string) {
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'bare-proxy.mjs')], {
    env: { ...process.env, BARE_V1_ORIGIN: v1Origin, BARE_TOKEN: token },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.setEncoding('utf8').once('data', (d: string) => resolve(d.trim()));
    child.once('exit', (code) => reject(new Error(`bare proxy exited ${code}`)));
  });
  return { url, pid: child.pid!, close: () => void child.kill() };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

if (profileDir) mkdirSync(profileDir, { recursive: true });
const { platform, bff, close } = await spawnConsole(
  'bench-proxy-cpu-',
  profileDir ? { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`] } : {},
);
const baseDir = await tempDir('bench-proxy-cpu-base-');
const base = baseMain
  ? await spawnBff({
      v1BaseUrl: platform.baseUrl,
      dataDir: baseDir.dir,
      main: path.resolve(baseMain),
    })
  : undefined;
const token = await v1Token(platform.baseUrl, 'nordrevision');
const bare = await spawnBare(platform.url, token);
const pools: Pool[] = [];
const pool = (url: string) => {
  const p = new Pool(url, { connections: CONCURRENCY });
  pools.push(p);
  return p;
};
try {
  const arms: { name: string; pid?: number; run: (n: number) => Promise<void> }[] = [];
  const directPool = pool(platform.url);
  const v1Headers = { authorization: `Bearer ${token}`, 'x-tenant-id': 'nordrevision' };
  arms.push({ name: 'direct', run: (n) => send(directPool, n, '/v1/companies', v1Headers) });
  for (const [name, b] of [
    ['bff', bff],
    ['base', base],
  ] as const) {
    if (!b) continue;
    const cookie = await signIn(b.url, 'admin', 'admin-demo');
    const p = pool(b.url);
    const headers = { cookie, 'x-csrf': '1' };
    arms.push({
      name,
      pid: b.pid,
      run: (n) => send(p, n, '/api/t/nordrevision/companies', headers),
    });
  }
  const barePool = pool(bare.url);
  arms.push({ name: 'bare', pid: bare.pid, run: (n) => send(barePool, n, '/', {}) });

  for (const arm of arms) await arm.run(Math.min(REQUESTS, 3000)); // warm-up (JIT, pools, token)
  const rows = new Map<string, number[]>();
  const note = (name: string, v: number) => rows.set(name, [...(rows.get(name) ?? []), v]);
  for (let round = 0; round < ROUNDS; round++) {
    // Which arm goes first rotates.
    for (let i = 0; i < arms.length; i++) {
      const arm = arms[(i + round) % arms.length]!;
      const before = [arm.pid && cpuMicros(arm.pid), cpuMicros(platform.pid), ownCpu()];
      await arm.run(REQUESTS);
      if (arm.pid) note(`${arm.name} process`, (cpuMicros(arm.pid) - before[0]!) / REQUESTS);
      note(`platform (${arm.name})`, (cpuMicros(platform.pid) - before[1]!) / REQUESTS);
      note(`load generator (${arm.name})`, (ownCpu() - before[2]!) / REQUESTS);
    }
  }
  const load = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  console.log(
    `CPU µs per request, median of ${ROUNDS} rounds of ${REQUESTS} (${CONCURRENCY} loops; load average at the end ${load}):`,
  );
  for (const [name, xs] of [...rows].sort(([a], [b]) => a.localeCompare(b)))
    console.log(
      `  ${name.padEnd(26)} ${median(xs).toFixed(1).padStart(7)}   (${xs.map((x) => x.toFixed(1)).join(', ')})`,
    );
} finally {
  for (const p of pools) await p.close();
  bare.close();
  await base?.close();
  await baseDir.remove();
  await close();
}
