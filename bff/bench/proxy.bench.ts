/**
 * proxy: the same read (`GET companies` for nordrevision) direct against the platform and
 * through the BFF, side by side: short alternating slices (so both see the same background load)
 * over persistent keep-alive undici pools. Platform and BFF run as separate child processes; this
 * process generates the load (autocannon-style closed loops).
 *
 * Throughput (rps) is measured at saturation (16 concurrent loops), twice:
 * - `rpsRatio`: the platform pinned to a CPU of its own in both arms, as V1 runs on its own host
 *   in production; the BFF and this load generator share the other CPU(s). This answers "does
 *   the BFF hold the platform's throughput back".
 * - `sharedCpuRpsRatio`: all three processes on every CPU. On a 2-CPU machine the BFF then takes
 *   CPU from the platform, so this measures the BFF's CPU cost as much as its throughput.
 * The CPU each process spends per proxied request is reported too (from /proc, Linux only).
 * Latency (p99) is measured with one loop, so it shows the time the BFF adds to a request rather
 * than queueing at saturation.
 */
import { readFileSync } from 'node:fs';
import { Pool } from 'undici';
import {
  percentile,
  pinApart,
  round,
  runLoad,
  signIn,
  spawnPlatform,
  tempDir,
  unpin,
  v1Token,
} from '../src/bff/bench-helpers.js';
import type { LoadResult } from '../src/bff/bench-helpers.js';
import { spawnBff } from '../src/bff/test-helpers.js';
import type { BenchOptions, BenchResults } from './types.js';

const CONCURRENCY = 16;

/** CPU time (user + system) a process has used so far, in microseconds; undefined off Linux. */
function cpuMicros(pid: number): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10_000; // clock ticks of 10 ms
  } catch {
    return undefined;
  }
}

function merge(rs: LoadResult[]) {
  const lat = rs.flatMap((r) => r.latencies).sort((x, y) => x - y);
  const requests = rs.reduce((n, r) => n + r.requests, 0);
  const seconds = rs.reduce((n, r) => n + r.seconds, 0);
  const errors = rs.reduce((n, r) => n + r.errors, 0);
  return {
    requests,
    rps: requests / seconds,
    p50: percentile(lat, 50),
    p99: percentile(lat, 99),
    errors,
  };
}

export default async function proxy(opts: BenchOptions): Promise<Partial<BenchResults>> {
  const tmp = await tempDir('bench-proxy-');
  const platform = await spawnPlatform(`${tmp.dir}/platform`);
  const bff = await spawnBff({ v1BaseUrl: platform.baseUrl, dataDir: `${tmp.dir}/bff` }).catch(
    async (err: unknown) => {
      await platform.close();
      throw err;
    },
  );
  const directPool = new Pool(platform.url, { connections: CONCURRENCY });
  const bffPool = new Pool(bff.url, { connections: CONCURRENCY });
  try {
    const token = await v1Token(platform.baseUrl, 'nordrevision');
    const cookie = await signIn(bff.url, 'admin', 'admin-demo');
    const direct = (concurrency: number, seconds: number) =>
      runLoad({
        origin: platform.url,
        pool: directPool,
        concurrency,
        seconds,
        next: () => ({
          method: 'GET',
          path: '/v1/companies',
          headers: { authorization: `Bearer ${token}`, 'x-tenant-id': 'nordrevision' },
        }),
      });
    const viaBff = (concurrency: number, seconds: number) =>
      runLoad({
        origin: bff.url,
        pool: bffPool,
        concurrency,
        seconds,
        next: () => ({
          method: 'GET',
          path: '/api/t/nordrevision/companies',
          headers: { cookie, 'x-csrf': '1' },
        }),
      });
    /** Alternating slices (which goes first alternates too); CPU is counted in the BFF arm. */
    const sideBySide = async (slices: number, concurrency: number, seconds: number) => {
      const d: LoadResult[] = [];
      const b: LoadResult[] = [];
      let bffCpu = 0;
      let platformCpu = 0;
      for (let i = 0; i < slices; i++) {
        for (const arm of i % 2 ? ['bff', 'direct'] : ['direct', 'bff']) {
          if (arm === 'direct') {
            d.push(await direct(concurrency, seconds));
            continue;
          }
          const before = [cpuMicros(bff.pid), cpuMicros(platform.pid)];
          b.push(await viaBff(concurrency, seconds));
          const after = [cpuMicros(bff.pid), cpuMicros(platform.pid)];
          bffCpu += (after[0] ?? NaN) - (before[0] ?? NaN);
          platformCpu += (after[1] ?? NaN) - (before[1] ?? NaN);
        }
      }
      const dm = merge(d);
      const bm = merge(b);
      if (dm.errors || bm.errors)
        console.error(`proxy: errors direct=${dm.errors} bff=${bm.errors}`);
      return {
        direct: dm,
        bff: bm,
        bffCpuUs: bffCpu / bm.requests,
        platformCpuUs: platformCpu / bm.requests,
      };
    };
    const slices = opts.quick ? 4 : 12;

    // Warm-up both paths (JIT, pools, token cache).
    await direct(CONCURRENCY, opts.quick ? 1 : 2);
    await viaBff(CONCURRENCY, opts.quick ? 1 : 2);

    const shared = await sideBySide(opts.quick ? 2 : 8, CONCURRENCY, 1.5);
    const placement = pinApart(platform.pid, [bff.pid, process.pid]);
    console.error(`proxy: ${placement ?? 'could not pin the platform to a CPU of its own'}`);
    let own;
    let latency;
    try {
      own = await sideBySide(slices, CONCURRENCY, 1.5);
      latency = await sideBySide(slices, 1, 1);
    } finally {
      unpin([platform.pid, bff.pid, process.pid]);
    }
    console.error(
      `proxy: shared CPUs: rps direct ${round(shared.direct.rps, 0)}, bff ${round(shared.bff.rps, 0)}; ` +
        `CPU per proxied request: bff ${round(own.bffCpuUs, 1)} µs, platform ${round(own.platformCpuUs, 1)} µs; ` +
        `one loop: p50 direct ${round(latency.direct.p50)} ms, bff ${round(latency.bff.p50)} ms`,
    );
    return {
      proxy: {
        directRps: round(own.direct.rps, 0),
        bffRps: round(own.bff.rps, 0),
        rpsRatio: placement ? round(own.bff.rps / own.direct.rps, 3) : null,
        sharedCpuRpsRatio: round(shared.bff.rps / shared.direct.rps, 3),
        bffCpuUsPerRequest: round(own.bffCpuUs, 1),
        platformCpuUsPerRequest: round(own.platformCpuUs, 1),
        directP99Ms: round(latency.direct.p99),
        bffP99Ms: round(latency.bff.p99),
        addedP99Ms: round(latency.bff.p99 - latency.direct.p99),
      },
    };
  } finally {
    await directPool.close();
    await bffPool.close();
    await bff.close();
    await platform.close();
    await tmp.remove();
  }
}
