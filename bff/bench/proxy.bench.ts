/**
 * proxy: the same read (`GET companies` for nordrevision) direct against the platform and
 * through the BFF, side by side: short alternating slices (so both see the same background load
 * on a shared machine) over persistent keep-alive undici pools. Platform and BFF run as separate
 * child processes; this process generates the load (autocannon-style closed loops).
 * Throughput (rps) is measured at saturation (16 concurrent loops); latency (p99) with one loop,
 * so it shows the time the BFF adds to a request rather than queueing at saturation.
 */
import { Pool } from 'undici';
import {
  percentile,
  round,
  runLoad,
  signIn,
  spawnPlatform,
  tempDir,
  v1Token,
} from '../src/bff/bench-helpers.js';
import type { LoadResult } from '../src/bff/bench-helpers.js';
import { spawnBff } from '../src/bff/test-helpers.js';
import type { BenchOptions, BenchResults } from './types.js';

export default async function proxy(opts: BenchOptions): Promise<Partial<BenchResults>> {
  const tmp = await tempDir('bench-proxy-');
  const platform = await spawnPlatform(`${tmp.dir}/platform`);
  const bff = await spawnBff({ v1BaseUrl: platform.baseUrl, dataDir: `${tmp.dir}/bff` }).catch(
    async (err: unknown) => {
      await platform.close();
      throw err;
    },
  );
  const CONCURRENCY = 16;
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
    // Warm-up both paths (JIT, pools, token cache).
    await direct(CONCURRENCY, opts.quick ? 1 : 2);
    await viaBff(CONCURRENCY, opts.quick ? 1 : 2);
    const slices = opts.quick ? 4 : 16;
    const d: LoadResult[] = [];
    const b: LoadResult[] = [];
    const dl: LoadResult[] = [];
    const bl: LoadResult[] = [];
    for (let i = 0; i < slices; i++) {
      // Alternate which goes first so neither always follows the other.
      const pair = i % 2 ? [viaBff, direct] : [direct, viaBff];
      for (const run of pair) (run === direct ? d : b).push(await run(CONCURRENCY, 1.5));
    }
    for (let i = 0; i < slices; i++) {
      const pair = i % 2 ? [viaBff, direct] : [direct, viaBff];
      for (const run of pair) (run === direct ? dl : bl).push(await run(1, 1));
    }
    const merge = (rs: LoadResult[]) => {
      const lat = rs.flatMap((r) => r.latencies).sort((x, y) => x - y);
      const requests = rs.reduce((n, r) => n + r.requests, 0);
      const seconds = rs.reduce((n, r) => n + r.seconds, 0);
      const errors = rs.reduce((n, r) => n + r.errors, 0);
      return {
        rps: requests / seconds,
        p50: percentile(lat, 50),
        p99: percentile(lat, 99),
        errors,
      };
    };
    const dm = merge(d);
    const bm = merge(b);
    const dlm = merge(dl);
    const blm = merge(bl);
    if (dm.errors || bm.errors || dlm.errors || blm.errors)
      console.error(`proxy: errors direct=${dm.errors + dlm.errors} bff=${bm.errors + blm.errors}`);
    console.error(
      `proxy: saturated p99 direct ${round(dm.p99)} ms, bff ${round(bm.p99)} ms; ` +
        `one loop: rps direct ${round(dlm.rps, 0)}, bff ${round(blm.rps, 0)}; p50 direct ${round(dlm.p50)} ms, bff ${round(blm.p50)} ms`,
    );
    return {
      proxy: {
        directRps: round(dm.rps, 0),
        bffRps: round(bm.rps, 0),
        rpsRatio: round(bm.rps / dm.rps, 3),
        directP99Ms: round(dlm.p99),
        bffP99Ms: round(blm.p99),
        addedP99Ms: round(blm.p99 - dlm.p99),
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
