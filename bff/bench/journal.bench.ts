/**
 * journal (issue #33): every journal-entry test on a large year, on the platform. A platform
 * (demo data) and a BFF, each in its own process (spawnConsole); a generated SIE 4E year of
 * 1,000,000 `#TRANS` rows (300,000 with --quick) is uploaded to a new company of nordrevision
 * straight to the platform and read to `verified`; then:
 * - coldMs: `GET /v1/company/{key}/journal-tests?financialYearId=…` on the platform, the first
 *   request after the file was read (every test, default parameters; target < 2 s);
 * - medianMs: the median of 5 more; cpuMs: the median CPU time the platform process spent on
 *   them (from /proc: the figure that does not grow with the machine's other load);
 * - bffMs: the same through the BFF (`/api/t/nordrevision/...`), signed in as the demo admin;
 * - answerKb, and findings: what the tests but benford find, together (each test's count is
 *   printed).
 */
import { readFileSync } from 'node:fs';
import { round, signIn, spawnConsole, tempDir } from './helpers.js';
import { uploadLargeYear } from './large-year.js';
import type { BenchOptions, BenchResults } from './types.js';

const TARGET_MS = 2000;

/**
 * CPU time (user + system, ms) the process has used so far, from /proc (Linux): what the
 * platform spends on a request, whatever else the machine runs. Null elsewhere.
 */
function cpuMsOf(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // fields[11], fields[12]: utime, stime in clock ticks (100 per second on Linux)
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export default async function bench(opts: BenchOptions): Promise<Partial<BenchResults>> {
  const rows = opts.quick ? 300_000 : 1_000_000;
  const tmp = await tempDir('bench-journal-');
  const { platform, bff, close } = await spawnConsole('bench-journal-console-', {
    env: { V1_TIMEOUT_MS: '60000' },
  });
  try {
    const year = await uploadLargeYear(platform.baseUrl, tmp.dir, rows);
    const { v1, companyKey: key, ingestSeconds } = year;

    const path1 = `/company/${key}/journal-tests?financialYearId=${year.financialYearId}`;
    const timed = async (f: () => Promise<Response>) => {
      const s = performance.now();
      const res = await f();
      const body = Buffer.from(await res.arrayBuffer());
      const ms = performance.now() - s;
      if (res.status !== 200) throw new Error(`journal-tests: ${res.status} ${body.toString()}`);
      return { ms, body };
    };
    const cold = await timed(() => v1(path1));
    const answer = JSON.parse(cold.body.toString()) as {
      population: { vouchers: number; transactions: number };
      tests: { id: string; count: number }[];
    };
    if (answer.population.transactions !== rows)
      throw new Error(`tested ${answer.population.transactions} rows, not ${rows}`);
    const again: number[] = [];
    const cpu: number[] = [];
    for (let i = 0; i < 5; i++) {
      const before = cpuMsOf(platform.pid);
      again.push((await timed(() => v1(path1))).ms);
      const after = cpuMsOf(platform.pid);
      if (before !== null && after !== null) cpu.push(after - before);
    }
    const cookie = await signIn(bff.url, 'admin', 'admin-demo');
    const viaBff = await timed(() =>
      fetch(`${bff.url}/api/t/nordrevision${path1}`, { headers: { cookie, 'x-csrf': '1' } }),
    );
    const findings = Object.fromEntries(answer.tests.map((t) => [t.id, t.count]));
    const result = {
      rows,
      vouchers: answer.population.vouchers,
      ingestSeconds: round(ingestSeconds),
      coldMs: round(cold.ms, 0),
      medianMs: round(median(again), 0),
      cpuMs: cpu.length ? round(median(cpu), 0) : null,
      bffMs: round(viaBff.ms, 0),
      answerKb: round(cold.body.length / 1024, 0),
      findings: answer.tests.reduce((n, t) => n + (t.id === 'benford' ? 0 : t.count), 0),
      targetMs: TARGET_MS,
      met: cold.ms < TARGET_MS && median(again) < TARGET_MS ? 1 : 0,
    };
    console.error(
      `journal: ${rows} rows, ${result.vouchers} vouchers (read to verified in ${result.ingestSeconds} s); every test on the platform ${result.coldMs} ms cold, median ${result.medianMs} ms (platform CPU ${result.cpuMs} ms); through the BFF ${result.bffMs} ms; ${result.answerKb} KB; ${JSON.stringify(findings)} (target < ${TARGET_MS} ms)`,
    );
    return { journal: result };
  } finally {
    await close();
    await tmp.remove();
  }
}
