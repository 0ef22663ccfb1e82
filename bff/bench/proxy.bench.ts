/**
 * proxy: the same read (`GET companies` for nordrevision) direct against the platform and
 * through the BFF, side by side in alternating rounds. Platform and BFF run as separate child
 * processes; this process generates the load (closed loops over keep-alive undici pools).
 * Throughput (rps) is measured at saturation (16 concurrent loops); latency (p99) with one loop,
 * so it shows the time the BFF adds to a request rather than queueing at saturation.
 */
import {
  runLoad,
  round,
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
  try {
    const token = await v1Token(platform.baseUrl, 'nordrevision');
    const cookie = await signIn(bff.url, 'admin', 'admin-demo');
    let concurrency = 16;
    const direct = () =>
      runLoad({
        origin: platform.url,
        concurrency,
        seconds: phase,
        next: () => ({
          method: 'GET',
          path: '/v1/companies',
          headers: { authorization: `Bearer ${token}`, 'x-tenant-id': 'nordrevision' },
        }),
      });
    const viaBff = () =>
      runLoad({
        origin: bff.url,
        concurrency,
        seconds: phase,
        next: () => ({
          method: 'GET',
          path: '/api/t/nordrevision/companies',
          headers: { cookie, 'x-csrf': '1' },
        }),
      });
    // Warm-up both paths (JIT, pools, token cache).
    let phase = opts.quick ? 1 : 2;
    await direct();
    await viaBff();
    phase = opts.quick ? 3 : 5;
    const rounds = opts.quick ? 1 : 3;
    const d: LoadResult[] = [];
    const b: LoadResult[] = [];
    const dl: LoadResult[] = [];
    const bl: LoadResult[] = [];
    for (let i = 0; i < rounds; i++) {
      concurrency = 16;
      phase = opts.quick ? 3 : 5;
      d.push(await direct());
      b.push(await viaBff());
      concurrency = 1;
      phase = opts.quick ? 2 : 4;
      dl.push(await direct());
      bl.push(await viaBff());
    }
    const merge = (rs: LoadResult[]) => {
      const lat = rs.flatMap((r) => r.latencies).sort((x, y) => x - y);
      const requests = rs.reduce((n, r) => n + r.requests, 0);
      const seconds = rs.reduce((n, r) => n + r.seconds, 0);
      const errors = rs.reduce((n, r) => n + r.errors, 0);
      return { rps: requests / seconds, p99: lat[Math.ceil(0.99 * lat.length) - 1] ?? 0, errors };
    };
    const dm = merge(d);
    const bm = merge(b);
    const dlm = merge(dl);
    const blm = merge(bl);
    if (dm.errors || bm.errors || dlm.errors || blm.errors)
      console.error(`proxy: errors direct=${dm.errors + dlm.errors} bff=${bm.errors + blm.errors}`);
    console.error(
      `proxy: saturated p99 direct ${round(dm.p99)} ms, bff ${round(bm.p99)} ms; one loop rps direct ${round(dlm.rps, 0)}, bff ${round(blm.rps, 0)}`,
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
    await bff.close();
    await platform.close();
    await tmp.remove();
  }
}
