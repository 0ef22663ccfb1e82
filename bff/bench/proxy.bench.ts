/**
 * proxy: the same read (`GET companies` for nordrevision) direct against the platform and
 * through the BFF, side by side: short alternating slices (so both see the same background load)
 * over persistent keep-alive undici pools. Platform and BFF run as separate child processes; this
 * process generates the load (autocannon-style closed loops).
 *
 * Throughput (rps) is measured at saturation (16 concurrent loops), twice:
 * - `rpsRatio`: the platform pinned to a CPU of its own, as V1 runs on its own host in
 *   production, and the BFF on the other CPU(s). This answers "does the BFF hold the platform's
 *   throughput back". The load generator (this process) is a client, which in production runs on
 *   neither host, but a 2-CPU machine has no third CPU for it: it is moved, slice by slice, beside
 *   the process the slice measures, the platform's CPU in the direct arm and the BFF's in the
 *   arms through the BFF. Each arm's bottleneck then shares its CPU with the same client. Until
 *   issue #36 it sat beside the BFF in every arm: the BFF's CPU carried the client's work (about
 *   a third of the BFF's own per request) while the platform's CPU in the direct arm did not,
 *   which held `rpsRatio` down by that third (docs/PERFORMANCE.md, "The proxy").
 * - `sharedCpuRpsRatio`: all three processes on every CPU. On a 2-CPU machine the BFF then takes
 *   CPU from the platform, so this measures the BFF's CPU cost as much as its throughput.
 * The CPU each process spends per proxied request is reported too (from /proc, Linux only), and
 * the load generator's per request in each arm (`loadCpuUs*`). `bench/proxy-cpu.ts` measures the
 * CPU per request alone, against a bare node:http + undici proxy, which a loaded machine moves
 * less than throughput.
 * Latency (p99) is measured with one loop, so it shows the time the BFF adds to a request rather
 * than queueing at saturation.
 *
 * The `compressed*` figures are the same read through the BFF with Chromium's
 * `accept-encoding: gzip, deflate, br, zstd` (its answer, 1.6 KB, goes out as brotli), measured in
 * the same slices as a third arm: throughput and added latency with compression on. Last, the
 * `invitations5k*` figures: a tenant with 5,000 pending invitations (seeded through V1 after the
 * rest), the size of its list on the wire as it is, gzip and brotli, and the median time of one
 * read direct, through the BFF as it is, and through the BFF compressed.
 */
import { readFileSync } from 'node:fs';
import { Pool, request } from 'undici';
import {
  percentile,
  pinApart,
  pinBeside,
  round,
  runLoad,
  signIn,
  spawnConsole,
  unpin,
  v1Token,
} from './helpers.js';
import type { LoadResult } from './helpers.js';
import type { BenchOptions, BenchResults } from './types.js';

const CONCURRENCY = 16;
/** What Chromium sends. */
const CHROMIUM_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
const INVITATIONS = 5_000;

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
  const { platform, bff, close } = await spawnConsole('bench-proxy-');
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
    const bffHeaders = { cookie, 'x-csrf': '1' };
    const compressedHeaders = { ...bffHeaders, 'accept-encoding': CHROMIUM_ACCEPT_ENCODING };
    const viaBff = (headers: Record<string, string>) => (concurrency: number, seconds: number) =>
      runLoad({
        origin: bff.url,
        pool: bffPool,
        concurrency,
        seconds,
        next: () => ({ method: 'GET', path: '/api/t/nordrevision/companies', headers }),
      });
    const arms = {
      direct,
      bff: viaBff(bffHeaders),
      compressed: viaBff(compressedHeaders),
    };
    type Arm = keyof typeof arms;
    const order: Arm[][] = [
      ['direct', 'bff', 'compressed'],
      ['compressed', 'direct', 'bff'],
      ['bff', 'compressed', 'direct'],
    ];
    /**
     * Slices in turn (which goes first rotates too); CPU is counted in each arm through the BFF.
     */
    const ownCpu = () => {
      const u = process.cpuUsage();
      return u.user + u.system;
    };
    /** `pinned`: the load generator is moved beside the process each slice measures. */
    const sideBySide = async (
      slices: number,
      concurrency: number,
      seconds: number,
      pinned = false,
    ) => {
      const results: Record<Arm, LoadResult[]> = { direct: [], bff: [], compressed: [] };
      const cpu = { bff: [0, 0], compressed: [0, 0] }; // [bff, platform] µs
      const load = { direct: 0, bff: 0, compressed: 0 }; // this process, µs
      for (let i = 0; i < slices; i++) {
        for (const arm of order[i % order.length]!) {
          if (pinned && !pinBeside(process.pid, arm === 'direct' ? 'upstream' : 'rest'))
            throw new Error('proxy: could not move the load generator');
          const own = ownCpu();
          if (arm === 'direct') {
            results.direct.push(await direct(concurrency, seconds));
            load.direct += ownCpu() - own;
            continue;
          }
          const before = [cpuMicros(bff.pid), cpuMicros(platform.pid)];
          results[arm].push(await arms[arm](concurrency, seconds));
          load[arm] += ownCpu() - own;
          const after = [cpuMicros(bff.pid), cpuMicros(platform.pid)];
          cpu[arm][0]! += (after[0] ?? NaN) - (before[0] ?? NaN);
          cpu[arm][1]! += (after[1] ?? NaN) - (before[1] ?? NaN);
        }
      }
      const dm = merge(results.direct);
      const bm = merge(results.bff);
      const cm = merge(results.compressed);
      if (dm.errors || bm.errors || cm.errors)
        console.error(`proxy: errors direct=${dm.errors} bff=${bm.errors} compressed=${cm.errors}`);
      return {
        direct: dm,
        bff: bm,
        compressed: cm,
        bffCpuUs: cpu.bff[0]! / bm.requests,
        platformCpuUs: cpu.bff[1]! / bm.requests,
        compressedBffCpuUs: cpu.compressed[0]! / cm.requests,
        loadDirectCpuUs: load.direct / dm.requests,
        loadBffCpuUs: load.bff / bm.requests,
      };
    };
    const slices = opts.quick ? 4 : 12;

    // The demo's companies list (1.6 KB) is under the BFF's compression threshold (8 KB), so the
    // compressed arm shows what a browser's read costs; compressedBytes is null when it went plain.
    const sizes = await wireSizes(bff.url, '/api/t/nordrevision/companies', bffHeaders);

    // Warm-up every path (JIT, pools, token cache).
    await direct(CONCURRENCY, opts.quick ? 1 : 2);
    await arms.bff(CONCURRENCY, opts.quick ? 1 : 2);
    await arms.compressed(CONCURRENCY, opts.quick ? 1 : 2);

    const shared = await sideBySide(opts.quick ? 2 : 8, CONCURRENCY, 1.5);
    const placement = pinApart(platform.pid, [bff.pid, process.pid]);
    console.error(
      `proxy: ${placement ? `${placement}; the load generator beside the process measured` : 'could not pin the platform to a CPU of its own'}`,
    );
    let own;
    let latency;
    try {
      own = await sideBySide(slices, CONCURRENCY, 1.5, placement !== undefined);
      latency = await sideBySide(slices, 1, 1, placement !== undefined);
    } finally {
      unpin([platform.pid, bff.pid, process.pid]);
    }
    console.error(
      `proxy: shared CPUs: rps direct ${round(shared.direct.rps, 0)}, bff ${round(shared.bff.rps, 0)}; ` +
        `CPU per proxied request: bff ${round(own.bffCpuUs, 1)} µs, platform ${round(own.platformCpuUs, 1)} µs; ` +
        `one loop: p50 direct ${round(latency.direct.p50)} ms, bff ${round(latency.bff.p50)} ms, ` +
        `compressed ${round(latency.compressed.p50)} ms; ` +
        `compressed shared CPUs: rps ${round(shared.compressed.rps, 0)}`,
    );
    const large = await largeList(platform.baseUrl, token, bff.url, bffHeaders, opts.quick);
    return {
      proxy: {
        directRps: round(own.direct.rps, 0),
        bffRps: round(own.bff.rps, 0),
        rpsRatio: placement ? round(own.bff.rps / own.direct.rps, 3) : null,
        sharedCpuRpsRatio: round(shared.bff.rps / shared.direct.rps, 3),
        bffCpuUsPerRequest: round(own.bffCpuUs, 1),
        platformCpuUsPerRequest: round(own.platformCpuUs, 1),
        loadCpuUsPerDirectRequest: round(own.loadDirectCpuUs, 1),
        loadCpuUsPerBffRequest: round(own.loadBffCpuUs, 1),
        directP99Ms: round(latency.direct.p99),
        bffP99Ms: round(latency.bff.p99),
        addedP99Ms: round(latency.bff.p99 - latency.direct.p99),
        compressedUncompressedBytes: sizes.bytes,
        compressedBytes: sizes.brBytes,
        compressedBffRps: round(own.compressed.rps, 0),
        compressedRpsRatio: placement ? round(own.compressed.rps / own.direct.rps, 3) : null,
        compressedSharedCpuRpsRatio: round(shared.compressed.rps / shared.direct.rps, 3),
        compressedBffCpuUsPerRequest: round(own.compressedBffCpuUs, 1),
        compressedBffP99Ms: round(latency.compressed.p99),
        compressedAddedP99Ms: round(latency.compressed.p99 - latency.direct.p99),
        ...large,
      },
    };
  } finally {
    await directPool.close();
    await bffPool.close();
    await close();
  }
}

/** An answer's length on the wire as it is, with gzip and with brotli (and the body read whole). */
async function wireSizes(origin: string, path: string, headers: Record<string, string>) {
  const size = async (acceptEncoding: string | undefined) => {
    const r = await request(origin + path, {
      headers: acceptEncoding ? { ...headers, 'accept-encoding': acceptEncoding } : headers,
    });
    const bytes = (await r.body.arrayBuffer()).byteLength;
    if (r.statusCode !== 200) throw new Error(`proxy: ${path} answered ${r.statusCode}`);
    const coding = r.headers['content-encoding'];
    return { bytes, coding: typeof coding === 'string' ? coding : undefined };
  };
  const plain = await size(undefined);
  const gzip = await size('gzip');
  const br = await size(CHROMIUM_ACCEPT_ENCODING);
  return {
    bytes: plain.bytes,
    gzipBytes: gzip.coding === 'gzip' ? gzip.bytes : null,
    brBytes: br.coding === 'br' ? br.bytes : null,
  };
}

/**
 * A tenant with 5,000 pending invitations (seeded through V1, 100 per call): its list's size on the
 * wire, and the median time of one read direct, through the BFF as it is and with Chromium's
 * encodings.
 */
async function largeList(
  v1BaseUrl: string,
  token: string,
  bffUrl: string,
  bffHeaders: Record<string, string>,
  quick: boolean,
) {
  const v1Headers = { authorization: `Bearer ${token}`, 'x-tenant-id': 'nordrevision' };
  for (let batch = 0; batch < INVITATIONS / 100; batch++) {
    const emails = Array.from({ length: 100 }, (_, i) => `person.${batch}.${i}@klient.example.se`);
    const r = await request(`${v1BaseUrl}/invitations`, {
      method: 'POST',
      headers: { ...v1Headers, 'content-type': 'application/json' },
      body: JSON.stringify({ emails }),
    });
    await r.body.dump();
    if (r.statusCode !== 200) throw new Error(`proxy: inviting answered ${r.statusCode}`);
  }
  const sizes = await wireSizes(bffUrl, '/api/t/nordrevision/invitations', bffHeaders);
  const medianMs = async (url: string, headers: Record<string, string>) => {
    const times: number[] = [];
    for (let i = 0; i < (quick ? 5 : 21); i++) {
      const t = performance.now();
      const r = await request(url, { headers });
      await r.body.dump({ limit: Infinity });
      times.push(performance.now() - t);
    }
    return percentile(
      times.sort((a, b) => a - b),
      50,
    );
  };
  const directMs = await medianMs(`${v1BaseUrl}/invitations`, v1Headers);
  const bffMs = await medianMs(`${bffUrl}/api/t/nordrevision/invitations`, bffHeaders);
  const brMs = await medianMs(`${bffUrl}/api/t/nordrevision/invitations`, {
    ...bffHeaders,
    'accept-encoding': CHROMIUM_ACCEPT_ENCODING,
  });
  return {
    invitations5kBytes: sizes.bytes,
    invitations5kGzipBytes: sizes.gzipBytes,
    invitations5kBrBytes: sizes.brBytes,
    invitations5kDirectMs: round(directMs),
    invitations5kBffMs: round(bffMs),
    invitations5kBrMs: round(brMs),
  };
}
