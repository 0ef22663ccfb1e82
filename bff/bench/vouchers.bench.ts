/**
 * vouchers (issue #33): one account's vouchers through the BFF on a large year. A platform (demo
 * data) and a BFF, each in its own process (spawnConsole); a generated SIE 4E year of 1,000,000
 * `#TRANS` rows (300,000 with --quick) is uploaded to a new company of nordrevision straight to
 * the platform and read to `verified`; then, signed in as the demo admin, through the BFF:
 * - firstPageMs: `GET /api/t/nordrevision/company/{key}/vouchers?financialYearId=…&account=1930`
 *   with the default (and largest) page of 10,000 vouchers: the bank account, the account with
 *   the most rows in the generated books; the first request after the file was read, then the
 *   median of 10 more (target < 200 ms);
 * - smallPageMs: the same with `limit=100` (a list's first screen), the median of 10;
 * - lastPageMs: the page at the end of that account's vouchers (`offset` = total - 100), median;
 * - platformPageMs: the 10,000 straight from the platform (no BFF, no compression), median;
 * - the account's total (X-Total-Count), the answer's bytes and the year's vouchers and rows.
 */
import { round, signIn, spawnConsole, tempDir } from './helpers.js';
import { uploadLargeYear } from './large-year.js';
import type { BenchOptions, BenchResults } from './types.js';

const TARGET_MS = 200;
const ACCOUNT = '1930';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export default async function bench(opts: BenchOptions): Promise<Partial<BenchResults>> {
  const rows = opts.quick ? 300_000 : 1_000_000;
  const tmp = await tempDir('bench-vouchers-');
  const { platform, bff, close } = await spawnConsole('bench-vouchers-console-', {
    env: { V1_TIMEOUT_MS: '60000' },
  });
  try {
    const year = await uploadLargeYear(platform.baseUrl, tmp.dir, rows);
    const { v1, companyKey: key, ingestSeconds } = year;

    const cookie = await signIn(bff.url, 'admin', 'admin-demo');
    const base = `${bff.url}/api/t/nordrevision/company/${key}/vouchers?financialYearId=${year.financialYearId}&account=${ACCOUNT}`;
    const get = async (q = '') => {
      const s = performance.now();
      const res = await fetch(`${base}${q}`, { headers: { cookie, 'x-csrf': '1' } });
      const body = Buffer.from(await res.arrayBuffer());
      const ms = performance.now() - s;
      if (res.status !== 200) throw new Error(`vouchers: ${res.status} ${body.toString()}`);
      return { ms, bytes: body.length, total: Number(res.headers.get('x-total-count')), body };
    };
    const first = await get();
    const count = (JSON.parse(first.body.toString()) as unknown[]).length;
    const again: number[] = [];
    for (let i = 0; i < 10; i++) again.push((await get()).ms);
    const small: number[] = [];
    for (let i = 0; i < 10; i++) small.push((await get('&limit=100')).ms);
    const last: number[] = [];
    for (let i = 0; i < 10; i++)
      last.push((await get(`&limit=100&offset=${first.total - 100}`)).ms);
    // The same page straight from the platform (no BFF, no compression): the platform's share.
    const direct: number[] = [];
    const directUrl = `${platform.baseUrl}/company/${key}/vouchers?financialYearId=${year.financialYearId}&account=${ACCOUNT}`;
    for (let i = 0; i < 10; i++) {
      const s = performance.now();
      const res = await v1(directUrl.slice(platform.baseUrl.length));
      await res.arrayBuffer();
      direct.push(performance.now() - s);
    }
    const result = {
      rows,
      vouchers: year.vouchers,
      ingestSeconds: round(ingestSeconds),
      accountTotal: first.total,
      pageVouchers: count,
      pageKb: round(first.bytes / 1024, 0),
      firstPageColdMs: round(first.ms, 1),
      firstPageMs: round(median(again), 1),
      smallPageMs: round(median(small), 1),
      lastPageMs: round(median(last), 1),
      platformPageMs: round(median(direct), 1),
      targetMs: TARGET_MS,
      met: median(again) < TARGET_MS && first.ms < TARGET_MS ? 1 : 0,
    };
    console.error(
      `vouchers: ${rows} rows, ${result.vouchers} vouchers (read to verified in ${result.ingestSeconds} s); account ${ACCOUNT}: ${result.accountTotal} vouchers; first page of ${count} (${result.pageKb} KB) through the BFF ${result.firstPageColdMs} ms cold, median ${result.firstPageMs} ms; limit 100: ${result.smallPageMs} ms; last page: ${result.lastPageMs} ms; the 10,000 straight from the platform ${result.platformPageMs} ms (target < ${TARGET_MS} ms)`,
    );
    return { vouchers: result };
  } finally {
    await close();
    await tmp.remove();
  }
}
