/**
 * faults: the compiled BFF (its own process, V1_TIMEOUT_MS at its default of 15 s) against
 * test/faulty-v1.ts in each fault mode, 200 concurrent requests per mode (fewer where the mode
 * says), a fresh BFF per mode. Per mode: the clients' statuses, their median and longest time,
 * V1 requests per client request, and the BFF's RSS growth (peak during the mode over the RSS
 * after sign-in). `tsx bench/faults.bench.ts` runs it alone and prints the table.
 */
import { pathToFileURL } from 'node:url';
import { Pool } from 'undici';
import { spawnBff } from '../test/bff-helpers.js';
import type { ChildBff } from '../test/bff-helpers.js';
import { FaultyV1 } from '../test/faulty-v1.js';
import { percentile, round, signIn, tempDir } from './helpers.js';
import type { BenchOptions, BenchResults, FaultRow } from './types.js';

/** A client gives up after this long (the old code could keep it waiting longer). */
const CLIENT_LIMIT_MS = 60_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Run {
  v1: FaultyV1;
  bff: ChildBff;
  cookie: string;
  pool: Pool;
}

interface Outcome {
  status: string;
  ms: number;
}

async function call(run: Run, path: string, signal?: AbortSignal): Promise<Outcome> {
  const started = Date.now();
  const limit = AbortSignal.timeout(CLIENT_LIMIT_MS);
  try {
    const r = await run.pool.request({
      method: 'GET',
      path,
      headers: { cookie: run.cookie, 'x-csrf': '1' },
      signal: signal ? AbortSignal.any([signal, limit]) : limit,
    });
    try {
      await r.body.text(); // dump() would not tell an answer cut short
      return { status: String(r.statusCode), ms: Date.now() - started };
    } catch {
      return { status: `${r.statusCode} cut`, ms: Date.now() - started };
    }
  } catch {
    const why = signal?.aborted ? 'left' : limit.aborted ? 'gave up' : 'error';
    return { status: why, ms: Date.now() - started };
  }
}

async function withBff<T>(
  setUp: (v1: FaultyV1) => void,
  env: Record<string, string>,
  body: (run: Run) => Promise<T>,
): Promise<{ result: T; rssGrowthMb: number; v1Requests: number }> {
  const v1 = await new FaultyV1().start();
  const tmp = await tempDir('bench-faults-');
  const bff = await spawnBff({
    v1BaseUrl: v1.url,
    dataDir: tmp.dir,
    env: { V1_EXTENSIONS: 'none', LOG_LEVEL: 'warn', ...env },
  });
  const pool = new Pool(bff.url, { connections: 512 });
  try {
    const cookie = await signIn(bff.url, 'admin', 'admin-demo');
    const base = bff.rss();
    let peak = base;
    const sampler = setInterval(() => (peak = Math.max(peak, bff.rss())), 100);
    v1.reset();
    setUp(v1);
    const result = await body({ v1, bff, cookie, pool });
    clearInterval(sampler);
    peak = Math.max(peak, bff.rss());
    return {
      result,
      rssGrowthMb: round((peak - base) / 1024 / 1024, 1),
      v1Requests: v1.seen.length,
    };
  } finally {
    v1.release();
    await pool.destroy();
    await bff.close();
    await v1.close();
    await tmp.remove();
  }
}

function row(
  mode: string,
  outcomes: Outcome[],
  v1Requests: number,
  rssGrowthMb: number,
  note?: string,
): FaultRow {
  const statuses: Record<string, number> = {};
  for (const o of outcomes) statuses[o.status] = (statuses[o.status] ?? 0) + 1;
  const ms = outcomes.map((o) => o.ms).sort((a, b) => a - b);
  return {
    mode,
    requests: outcomes.length,
    statuses,
    p50S: round(percentile(ms, 50) / 1000, 1),
    maxS: round(ms[ms.length - 1]! / 1000, 1),
    v1PerRequest: round(v1Requests / outcomes.length, 2),
    rssGrowthMb,
    ...(note ? { note } : {}),
  };
}

const many = (n: number, f: (i: number) => Promise<Outcome>) =>
  Promise.all(Array.from({ length: n }, (_, i) => f(i)));

/** FAULT_MODES=a,b: only the modes whose names contain one of these. */
const only = process.env.FAULT_MODES?.split(',').filter(Boolean);
const want = (mode: string) => !only || only.some((m) => mode.includes(m));

/** A mode: what V1 does, and the 200 requests sent at once. */
async function simple(
  mode: string,
  setUp: (v1: FaultyV1) => void,
  path = '/api/t/nordrevision/companies',
) {
  if (!want(mode)) return undefined;
  const { result, rssGrowthMb, v1Requests } = await withBff(setUp, {}, (run) =>
    many(200, () => call(run, path)),
  );
  return row(mode, result, v1Requests, rssGrowthMb);
}

export async function measureFaults(): Promise<FaultRow[]> {
  const rows: FaultRow[] = [];
  const add = (r: FaultRow | undefined) => {
    if (!r) return;
    rows.push(r);
    console.error(`faults: ${JSON.stringify(r)}`);
  };

  add(
    await simple('token answer trickled (400 B over 40 s)', (v1) =>
      v1.faults.set('POST /token', { kind: 'trickle', bytes: 400, everyMs: 400 }),
    ),
  );
  add(
    await simple('token answer of 256 MB', (v1) =>
      v1.faults.set('POST /token', { kind: 'huge', bytes: 256 * 1024 * 1024 }),
    ),
  );
  add(await simple('token request hangs', (v1) => v1.faults.set('POST /token', { kind: 'hold' })));
  add(
    await simple('token 10 s, then the call 10 s', (v1) => {
      v1.faults.set('POST /token', { kind: 'slow', ms: 10_000 });
      v1.faults.set('GET /companies', { kind: 'slow', ms: 10_000 });
    }),
  );
  if (want('/companies slow')) {
    // /companies answers after 12 s; 200 /companies and 200 /users (answered at once) together.
    const { result, rssGrowthMb, v1Requests } = await withBff(
      (v1) => v1.faults.set('GET /companies', { kind: 'slow', ms: 12_000 }),
      {},
      async (run) => {
        const slow = many(200, () => call(run, '/api/t/nordrevision/companies'));
        await sleep(200);
        const users = await many(200, () => call(run, '/api/t/nordrevision/users'));
        return { slow: await slow, users };
      },
    );
    add(row('/companies slow (12 s): its 200', result.slow, v1Requests / 2, rssGrowthMb));
    add(
      row('/companies slow (12 s): 200 /users beside', result.users, v1Requests / 2, rssGrowthMb),
    );
  }
  if (want('clients leave')) {
    // 50 clients give up after 1 s while V1 takes 20 s: how long their V1 requests stay open.
    const { result, rssGrowthMb, v1Requests } = await withBff(
      (v1) => v1.faults.set('GET /companies', { kind: 'slow', ms: 20_000 }),
      {},
      async (run) => {
        const outcomes = await many(50, () =>
          call(run, '/api/t/nordrevision/companies', AbortSignal.timeout(1000)),
        );
        await sleep(1000);
        const open = run.v1.open('GET /companies');
        await sleep(15_000);
        const held = run.v1.seen
          .filter((s) => s.route === 'GET /companies')
          .map((s) => ((s.closedAt ?? Date.now()) - s.at) / 1000);
        return { outcomes, open, heldS: Math.max(...held) };
      },
    );
    add(
      row(
        '50 clients leave after 1 s (V1 takes 20 s)',
        result.outcomes,
        v1Requests,
        rssGrowthMb,
        `V1 requests open 2 s in: ${result.open}; longest open ${round(result.heldS, 1)} s`,
      ),
    );
  }
  add(
    await simple(
      'groups list breaks half-way',
      (v1) => v1.faults.set('GET /groups', { kind: 'reset' }),
      '/api/t/nordrevision/groups',
    ),
  );
  add(
    await simple(
      'groups list stalls half-way',
      (v1) => v1.faults.set('GET /groups', { kind: 'stall' }),
      '/api/t/nordrevision/groups',
    ),
  );
  add(
    await simple('streamed answer trickled (200 KB over 30 s)', (v1) =>
      v1.faults.set('GET /companies', { kind: 'trickle', bytes: 200_000, everyMs: 300 }),
    ),
  );
  add(
    await simple('200 with an HTML page', (v1) =>
      v1.faults.set('GET /companies', { kind: 'html' }),
    ),
  );
  add(
    await simple('503 with Retry-After: 2', (v1) =>
      v1.faults.set('GET /companies', { kind: '503', retryAfter: '2' }),
    ),
  );
  if (want('refuses every token')) {
    // Ten waves of 20, 100 ms apart: the first wave meets a token that looks expired.
    const { result, rssGrowthMb, v1Requests } = await withBff(
      (v1) => (v1.refuseTokens = true),
      {},
      async (run) => {
        const outcomes: Outcome[] = [];
        for (let wave = 0; wave < 10; wave++) {
          outcomes.push(...(await many(20, () => call(run, '/api/t/nordrevision/companies'))));
          await sleep(100);
        }
        return outcomes;
      },
    );
    add(row('V1 refuses every token (10 waves of 20)', result, v1Requests, rssGrowthMb));
  }
  if (want('token outage')) {
    // Tokens fail (503) for 45 s; 20 clients ask every 100 ms; then V1 is back.
    const { result, rssGrowthMb, v1Requests } = await withBff(
      (v1) => v1.faults.set('POST /token', { kind: '503' }),
      {},
      async (run) => {
        const outageEnds = Date.now() + 45_000;
        setTimeout(() => run.v1.faults.delete('POST /token'), 45_000);
        const outcomes: Outcome[] = [];
        let firstOk = Infinity;
        let failedAfter = 0;
        await many(20, async () => {
          while (Date.now() < outageEnds + 40_000 && firstOk === Infinity) {
            const o = await call(run, '/api/t/nordrevision/companies');
            outcomes.push(o);
            if (o.status === '200') firstOk = Math.min(firstOk, Date.now());
            else if (Date.now() > outageEnds) failedAfter++;
            await sleep(100);
          }
          return { status: '', ms: 0 };
        });
        return { outcomes, recoveredS: (firstOk - outageEnds) / 1000, failedAfter };
      },
    );
    add(
      row(
        'token outage of 45 s, then back',
        result.outcomes,
        v1Requests,
        rssGrowthMb,
        `first success ${round(result.recoveredS, 1)} s after V1 was back; ${result.failedAfter} failures after it was back`,
      ),
    );
  }
  if (want('start-up')) {
    // The BFF starts while V1's OpenAPI document hangs: the first /auth/session.
    const v1 = await new FaultyV1().start();
    v1.faults.set('GET /openapi.json', { kind: 'hold' });
    const tmp = await tempDir('bench-faults-');
    const bff = await spawnBff({
      v1BaseUrl: v1.url,
      dataDir: tmp.dir,
      env: { V1_EXTENSIONS: 'auto', LOG_LEVEL: 'warn' },
    });
    try {
      const cookie = await signIn(bff.url, 'admin', 'admin-demo');
      const started = Date.now();
      const r = await fetch(`${bff.url}/auth/session`, { headers: { cookie, 'x-csrf': '1' } });
      await r.text();
      add(
        row(
          'start-up, V1 document hangs: /auth/session',
          [{ status: String(r.status), ms: Date.now() - started }],
          v1.seen.length,
          0,
        ),
      );
    } finally {
      v1.release();
      await bff.close();
      await v1.close();
      await tmp.remove();
    }
  }
  return rows;
}

export function faultsTable(rows: FaultRow[]): string {
  const lines = [
    '| mode | client status | median / longest (s) | V1 requests per request | RSS growth (MB) |',
    '|---|---|---|---|---|',
  ];
  for (const r of rows) {
    const statuses = Object.entries(r.statuses)
      .map(([s, n]) => `${n}x ${s}`)
      .join(', ');
    lines.push(
      `| ${r.mode} | ${statuses}${r.note ? ` (${r.note})` : ''} | ${r.p50S} / ${r.maxS} | ${r.v1PerRequest} | ${r.rssGrowthMb} |`,
    );
  }
  return lines.join('\n');
}

export default async function faults(_opts: BenchOptions): Promise<Partial<BenchResults>> {
  const rows = await measureFaults();
  console.error(faultsTable(rows));
  return { faults: rows };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const rows = await measureFaults();
  console.log(faultsTable(rows));
  process.exit(0);
}
