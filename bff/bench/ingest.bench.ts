/**
 * SIE ingest benchmark (library level): generates a large SIE 4E file (1,000,000 `#TRANS` rows;
 * 300,000 with --quick) to a temp file, then measures
 * - rawReadMbPerS: streaming the file and splitting lines / decoding, nothing else (the
 *   machine's limit for this file);
 * - mbPerS / seconds: streaming it through readSie + verifySie + balanceSourceOf;
 * - peakRssGrowthMb: peak RSS above the level just before reading (sampled every 5 ms);
 * each size is generated and read in its own child process (the JIT warmed on a 100,000-row
 * file first), so the figures start from the same lean process;
 * then the same for 3,000,000 rows (skipped with --quick) to show memory does not grow with
 * file size. The end-to-end figures through the platform's upload come from another bench.
 */
import { spawn } from 'node:child_process';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { once } from 'node:events';
import { balanceSourceOf, generateSie, readSie, verifySie } from '../src/platform/sie/index.js';
import type { BenchOptions, BenchResults } from './types.js';

const CHUNK = 1 << 20;
const ORGNR = '556677-8899';
const YEAR = { startDate: '2024-01-01', endDate: '2024-12-31' };

async function generate(file: string, rows: number): Promise<void> {
  const out = createWriteStream(file);
  for (const chunk of generateSie({
    rows,
    seed: 42,
    organizationNumber: ORGNR,
    ...YEAR,
    chunkBytes: CHUNK,
  }))
    if (!out.write(chunk)) await once(out, 'drain');
  out.end();
  await once(out, 'finish');
}

/**
 * Generates the file in a child process (this module run with `--generate`), so the garbage
 * of generating does not shape the memory figures of this process.
 */
async function writeFile(file: string, rows: number): Promise<number> {
  const child = spawn(
    process.execPath,
    [...process.execArgv, fileURLToPath(import.meta.url), '--generate', file, String(rows)],
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

function maybeGc(): void {
  (globalThis as { gc?: () => void }).gc?.();
}

/** Child-process side: warm up, settle the heap, then read + verify `file` once. */
async function ingestHere(file: string) {
  // Warm the JIT on a small file first (a running platform has read files before).
  await readSie(generateSie({ rows: 100_000, seed: 1 }));
  maybeGc();
  await new Promise((r) => setTimeout(r, 50));
  maybeGc();
  const base = process.memoryUsage().rss;
  let peak = base;
  const timer = setInterval(() => {
    const rss = process.memoryUsage().rss;
    if (rss > peak) peak = rss;
  }, 5);
  const started = performance.now();
  const cpu0 = process.cpuUsage();
  const summary = await readSie(createReadStream(file, { highWaterMark: CHUNK }));
  const verification = verifySie(summary, {
    organizationNumber: ORGNR,
    country: 'SWEDEN',
    financialYear: YEAR,
  });
  const source = balanceSourceOf(summary);
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpu0);
  clearInterval(timer);
  peak = Math.max(peak, process.memoryUsage().rss);
  if (verification.status !== 'verified' || !source)
    throw new Error(
      `generated file did not verify: ${JSON.stringify(verification.findings.slice(0, 3))}`,
    );
  return {
    seconds,
    cpuSeconds: (cpu.user + cpu.system) / 1e6,
    rows: summary.counts.transactions,
    peakRssGrowthMb: (peak - base) / (1 << 20),
  };
}

/**
 * Reads the file in a fresh child process (`--ingest`), so each size starts from the same lean
 * heap and the RSS figures are not shaped by earlier runs in this process.
 */
async function ingest(file: string): Promise<Awaited<ReturnType<typeof ingestHere>>> {
  const child = spawn(
    process.execPath,
    [...process.execArgv, '--expose-gc', fileURLToPath(import.meta.url), '--ingest', file],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let out = '';
  child.stdout.setEncoding('utf8').on('data', (d: string) => (out += d));
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`ingest child exited with ${code}`);
  return JSON.parse(out.trim().split('\n').at(-1)!) as Awaited<ReturnType<typeof ingestHere>>;
}

const round = (x: number, d = 1) => Math.round(x * 10 ** d) / 10 ** d;

export default async function bench(opts: BenchOptions): Promise<Partial<BenchResults>> {
  const dir = await mkdtemp(path.join(tmpdir(), 'sie-ingest-'));
  try {
    const rows = opts.quick ? 300_000 : 1_000_000;
    const file = path.join(dir, `gen-${rows}.se`);
    const bytes = await writeFile(file, rows);
    // the library first (the file is in the page cache: just written), then the raw speed
    const r = await ingest(file);
    const rawSeconds = await rawRead(file);
    console.error(
      `ingest: ${rows} rows, ${round(bytes / 1e6)} MB: ${round(r.seconds, 2)} s, ${round(bytes / 1e6 / r.seconds)} MB/s (CPU ${round(r.cpuSeconds, 2)} s; raw ${round(bytes / 1e6 / rawSeconds)} MB/s), peak RSS +${round(r.peakRssGrowthMb)} MB`,
    );
    await rm(file);

    let rows3m: number | null = null;
    let peak3m: number | null = null;
    if (!opts.quick) {
      const file3 = path.join(dir, 'gen-3m.se');
      const bytes3 = await writeFile(file3, 3_000_000);
      const r3 = await ingest(file3);
      rows3m = r3.rows;
      peak3m = round(r3.peakRssGrowthMb);
      console.error(
        `ingest: 3,000,000 rows, ${round(bytes3 / 1e6)} MB: ${round(r3.seconds, 2)} s, ${round(bytes3 / 1e6 / r3.seconds)} MB/s (CPU ${round(r3.cpuSeconds, 2)} s), peak RSS +${peak3m} MB`,
      );
    }
    return {
      ingest: {
        rows: r.rows,
        bytes,
        seconds: round(r.seconds, 3),
        mbPerS: round(bytes / 1e6 / r.seconds),
        rawReadMbPerS: round(bytes / 1e6 / rawSeconds),
        peakRssGrowthMb: round(r.peakRssGrowthMb),
        rows3m,
        peakRssGrowthMb3m: peak3m,
      },
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

if (process.argv[2] === '--generate') await generate(process.argv[3]!, Number(process.argv[4]));
if (process.argv[2] === '--ingest') console.log(JSON.stringify(await ingestHere(process.argv[3]!)));
