/**
 * SIE ingest benchmark, end to end through the platform over HTTP: a large generated SIE 4E
 * file (1,000,000 `#TRANS` rows; 300,000 with --quick) is uploaded to a platform running in a
 * child process (`tsx platform/src/main.ts`, empty data dir, seed none), and measured:
 * - seconds / mbPerS: upload accepted (200) to the file's status `verified` (polled);
 * - peakRssGrowthMb: the platform process's peak RSS (VmRSS from /proc/<pid>/status, sampled
 *   every 5 ms during upload and processing) above its level just before the upload, after a
 *   warm-up upload of a 100,000-row file;
 * - otherRequests / otherRequestMaxMs / otherRequestP99Ms: while the file is uploaded and read,
 *   another company's vouchers (the warm-up file's, 10 of account 1930) asked for one request
 *   after another: how many, and the longest and 99th-percentile time (the longest time another
 *   request waits while the ingest holds the database's one connection);
 * - rawReadMbPerS: streaming the same file and splitting lines / decoding, nothing else (the
 *   machine's limit for this file), in the same run;
 * - balances: that company's `GET .../calculated/month` for the file's year (50 requests; 20
 *   with --quick): accounts, months per account and the median time;
 * then the same upload of 3,000,000 rows (skipped with --quick) in a fresh platform process, to
 * show memory does not grow with file size. Each size is generated in a child process too.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createReadStream, createWriteStream, openAsBlob, readFileSync } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { once } from 'node:events';
import { generateSie } from '@ledger/platform/sie';
import { BARE, getToken, provisionBare } from '@ledger/platform/testing';
import type { BenchOptions, BenchResults } from './types.js';

const CHUNK = 1 << 20;
const ORGNR = '556677-8899';
const YEAR = { startDate: '2024-01-01', endDate: '2024-12-31' };
const MAIN = fileURLToPath(new URL('../../platform/src/main.ts', import.meta.url));

const WARM_ORGNR = '556036-0793';

async function generate(file: string, rows: number, org: string): Promise<void> {
  const out = createWriteStream(file);
  for (const chunk of generateSie({
    rows,
    seed: 42,
    organizationNumber: org,
    ...YEAR,
    chunkBytes: CHUNK,
  }))
    if (!out.write(chunk)) await once(out, 'drain');
  out.end();
  await once(out, 'finish');
}

/**
 * Generates the file in a child process (this module run with `--generate`), so the garbage
 * of generating does not load this process while it samples the platform.
 */
async function writeFile(file: string, rows: number, org = ORGNR): Promise<number> {
  const child = spawn(
    process.execPath,
    [...process.execArgv, fileURLToPath(import.meta.url), '--generate', file, String(rows), org],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  );
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`generator exited with ${code}`);
  return (await stat(file)).size;
}

async function rawRead(file: string): Promise<number> {
  const started = performance.now();
  let lines = 0;
  let chars = 0;
  for await (const chunk of createReadStream(file, {
    highWaterMark: CHUNK,
  }) as AsyncIterable<Buffer>) {
    for (let p = chunk.indexOf(10); p >= 0; p = chunk.indexOf(10, p + 1)) lines++;
    chars += chunk.toString('latin1').length;
  }
  if (lines === 0 || chars === 0) throw new Error('empty file');
  return (performance.now() - started) / 1000;
}

/** The platform in a child process on an empty data dir with one tenant and API client. */
async function startPlatform(dataDir: string): Promise<{ child: ChildProcess; baseUrl: string }> {
  await provisionBare(dataDir);
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', MAIN], {
    env: {
      ...process.env,
      PLATFORM_PORT: '0',
      PLATFORM_DATA_DIR: dataDir,
      PLATFORM_SEED: 'none',
      PLATFORM_MAX_UPLOAD_MB: '1000',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout!.setEncoding('utf8');
  const baseUrl = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (d: string) => {
      out += d;
      const m = /listening on (\S+)/.exec(out);
      if (m) resolve(m[1]!);
    });
    child.once('exit', (code) => reject(new Error(`platform exited with ${code}: ${out}`)));
  });
  return { child, baseUrl };
}

function rssMb(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : 0;
}

/** CPU seconds (user + system) the process has used so far (/proc/<pid>/stat, 100 Hz ticks). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

interface Api {
  get(p: string): Promise<Response>;
  post(p: string, body: FormData | string, json?: boolean): Promise<Response>;
}

function api(baseUrl: string, token: string): Api {
  const auth = { authorization: `Bearer ${token}` };
  return {
    get: (p) => fetch(`${baseUrl}${p}`, { headers: auth }),
    post: (p, body, json) =>
      fetch(`${baseUrl}${p}`, {
        method: 'POST',
        headers: json ? { ...auth, 'content-type': 'application/json' } : auth,
        body,
      }),
  };
}

/**
 * Uploads a file; answers the times of acceptance and of `verified` (performance.now()) and
 * the platform's CPU seconds in between (a figure less shaped by other load on the machine).
 */
async function uploadAndWait(a: Api, key: string, file: string, pid: number) {
  const form = new FormData();
  form.append('file', await openAsBlob(file), path.basename(file));
  const started = performance.now();
  const res = await a.post(`/company/${key}/files/upload`, form);
  if (res.status !== 200) throw new Error(`upload: ${res.status} ${await res.text()}`);
  const accepted = performance.now();
  const cpu0 = cpuSeconds(pid);
  const { id } = (await res.json()) as { id: string };
  for (;;) {
    const f = (await (await a.get(`/company/${key}/files/${id}`)).json()) as { status: string };
    if (f.status === 'verified') break;
    if (f.status !== 'pending' && f.status !== 'parsed') throw new Error(`file ended ${f.status}`);
    await new Promise((r) => setTimeout(r, 25)); // light polling: it shares the platform's CPU
  }
  return { id, started, accepted, verified: performance.now(), cpu: cpuSeconds(pid) - cpu0 };
}

/**
 * Other requests while a file is read: one after another until `done` resolves, each a cheap
 * read of another company's vouchers (the tables the ingest writes); their count and the
 * longest one (the longest time a request waited for the ingest's hold of the database).
 */
async function requestsDuring(get: () => Promise<Response>, done: Promise<unknown>) {
  let over = false;
  void done.then(() => (over = true));
  const times: number[] = [];
  while (!over) {
    const s = performance.now();
    const res = await get();
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`request during ingest: ${res.status}`);
    times.push(performance.now() - s);
  }
  times.sort((x, y) => x - y);
  return {
    requests: times.length,
    maxMs: times.at(-1) ?? 0,
    p99Ms: times[Math.floor(times.length * 0.99)] ?? 0,
  };
}

async function companyOf(a: Api, name: string, org = ORGNR): Promise<string> {
  const res = await a.post(
    '/companies',
    JSON.stringify({
      authorization: { type: 1, userIds: [], groupIds: [] },
      data: { annualReportFramework: 'K2', organizationNumber: org, name },
    }),
    true,
  );
  if (res.status !== 200) throw new Error(`company: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { durableKey: string }).durableKey;
}

/** One size in a fresh platform process: warm-up, upload, RSS, and the balances request. */
async function ingestThroughPlatform(dir: string, file: string, balanceRequests: number) {
  const dataDir = await mkdtemp(path.join(dir, 'platform-'));
  const { child, baseUrl } = await startPlatform(dataDir);
  try {
    const a = api(baseUrl, await getToken(baseUrl, BARE.clientId, BARE.secret));
    // Warm the JIT on a small file first (a running platform has read files before).
    const warm = path.join(dir, 'warm.se');
    await writeFile(warm, 100_000, WARM_ORGNR);
    const warmKey = await companyOf(a, 'Uppvärmning AB', WARM_ORGNR);
    const warmed = await uploadAndWait(a, warmKey, warm, child.pid!);
    const { financialYearId: warmYear } = (await (
      await a.get(`/company/${warmKey}/files/${warmed.id}/report`)
    ).json()) as { financialYearId: string };
    const otherRequest = () =>
      a.get(`/company/${warmKey}/vouchers?financialYearId=${warmYear}&account=1930&limit=10`);
    await new Promise((r) => setTimeout(r, 300));

    const key = await companyOf(a, 'Storbolaget AB');
    const pid = child.pid!;
    const base = rssMb(pid);
    let peak = base;
    const timer = setInterval(() => {
      const rss = rssMb(pid);
      if (rss > peak) peak = rss;
    }, 5);
    const upload = uploadAndWait(a, key, file, pid);
    const during = await requestsDuring(otherRequest, upload);
    const t = await upload;
    clearInterval(timer);
    peak = Math.max(peak, rssMb(pid));

    const times: number[] = [];
    let answer: { amounts: unknown[] }[] = [];
    const q = `startDate=${YEAR.startDate.replaceAll('-', '')}&endDate=${YEAR.endDate.replaceAll('-', '')}`;
    for (let i = 0; i < balanceRequests; i++) {
      const s = performance.now();
      const res = await a.get(`/generalledger/balances/${key}/calculated/month?${q}`);
      answer = (await res.json()) as typeof answer;
      times.push(performance.now() - s);
      if (res.status !== 200) throw new Error(`balances: ${res.status}`);
    }
    times.sort((x, y) => x - y);
    return {
      uploadSeconds: (t.accepted - t.started) / 1000,
      seconds: (t.verified - t.accepted) / 1000,
      cpuSeconds: t.cpu,
      peakRssGrowthMb: peak - base,
      during,
      balances: {
        accounts: answer.length,
        months: answer[0]?.amounts.length ?? 0,
        medianMs: times[Math.floor(times.length / 2)]!,
      },
    };
  } finally {
    child.kill('SIGTERM');
    await once(child, 'exit');
  }
}

const round = (x: number, d = 1) => Math.round(x * 10 ** d) / 10 ** d;

export default async function bench(opts: BenchOptions): Promise<Partial<BenchResults>> {
  const dir = await mkdtemp(path.join(tmpdir(), 'sie-ingest-'));
  try {
    const rows = opts.quick ? 300_000 : 1_000_000;
    const file = path.join(dir, `gen-${rows}.se`);
    const bytes = await writeFile(file, rows);
    const r = await ingestThroughPlatform(dir, file, opts.quick ? 20 : 50);
    const rawSeconds = await rawRead(file);
    console.error(
      `ingest: ${rows} rows, ${round(bytes / 1e6)} MB: upload ${round(r.uploadSeconds, 2)} s, accepted -> verified ${round(r.seconds, 2)} s = ${round(bytes / 1e6 / r.seconds)} MB/s (platform CPU ${round(r.cpuSeconds, 2)} s; raw read ${round(bytes / 1e6 / rawSeconds)} MB/s), platform peak RSS +${round(r.peakRssGrowthMb)} MB; ${r.during.requests} other requests meanwhile, longest ${round(r.during.maxMs)} ms (p99 ${round(r.during.p99Ms)} ms); balances ${r.balances.accounts} accounts x ${r.balances.months} months, median ${round(r.balances.medianMs, 2)} ms`,
    );
    await rm(file);

    let rows3m: number | null = null;
    let peak3m: number | null = null;
    if (!opts.quick) {
      const file3 = path.join(dir, 'gen-3m.se');
      const bytes3 = await writeFile(file3, 3_000_000);
      const r3 = await ingestThroughPlatform(dir, file3, 1);
      rows3m = 3_000_000;
      peak3m = round(r3.peakRssGrowthMb);
      console.error(
        `ingest: 3,000,000 rows, ${round(bytes3 / 1e6)} MB: accepted -> verified ${round(r3.seconds, 2)} s = ${round(bytes3 / 1e6 / r3.seconds)} MB/s (platform CPU ${round(r3.cpuSeconds, 2)} s), platform peak RSS +${peak3m} MB`,
      );
    }
    return {
      ingest: {
        rows,
        bytes,
        seconds: round(r.seconds, 3),
        mbPerS: round(bytes / 1e6 / r.seconds),
        rawReadMbPerS: round(bytes / 1e6 / rawSeconds),
        peakRssGrowthMb: round(r.peakRssGrowthMb),
        otherRequests: r.during.requests,
        otherRequestMaxMs: round(r.during.maxMs),
        otherRequestP99Ms: round(r.during.p99Ms),
        rows3m,
        peakRssGrowthMb3m: peak3m,
      },
      balances: {
        accounts: r.balances.accounts,
        months: r.balances.months,
        medianMs: round(r.balances.medianMs, 2),
      },
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

if (process.argv[2] === '--generate')
  await generate(process.argv[3]!, Number(process.argv[4]), process.argv[5]!);
