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
import { once } from 'node:events';
import { createWriteStream, openAsBlob } from 'node:fs';
import path from 'node:path';
import { generateSie } from '@ledger/platform/sie';
import { round, signIn, spawnConsole, tempDir, v1Token } from './helpers.js';
import type { BenchOptions, BenchResults } from './types.js';

const TARGET_MS = 200;
const ORGNR = '556677-8899';
const YEAR = { startDate: '2024-01-01', endDate: '2024-12-31' };
const ACCOUNT = '1930';

async function writeYear(file: string, rows: number) {
  const out = createWriteStream(file);
  for (const chunk of generateSie({
    rows,
    seed: 42,
    organizationNumber: ORGNR,
    ...YEAR,
    chunkBytes: 1 << 20,
  }))
    if (!out.write(chunk)) await once(out, 'drain');
  out.end();
  await once(out, 'finish');
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export default async function bench(opts: BenchOptions): Promise<Partial<BenchResults>> {
  const rows = opts.quick ? 300_000 : 1_000_000;
  const tmp = await tempDir('bench-vouchers-');
  const { platform, bff, close } = await spawnConsole('bench-vouchers-console-', {
    env: { V1_TIMEOUT_MS: '60000' },
  });
  try {
    const file = path.join(tmp.dir, 'year.se');
    await writeYear(file, rows);
    const token = await v1Token(platform.baseUrl, 'nordrevision');
    const v1 = (p: string, init: RequestInit = {}) =>
      fetch(`${platform.baseUrl}${p}`, {
        ...init,
        headers: { authorization: `Bearer ${token}`, ...(init.headers ?? {}) },
      });
    const created = await v1('/companies', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        authorization: { type: 1, userIds: [], groupIds: [] },
        data: { annualReportFramework: 'K2', organizationNumber: ORGNR, name: 'Storbolaget AB' },
      }),
    });
    if (created.status !== 200) throw new Error(`company: ${created.status}`);
    const { durableKey: key } = (await created.json()) as { durableKey: string };
    const form = new FormData();
    form.append('file', await openAsBlob(file), 'year.se');
    const up = await v1(`/company/${key}/files/upload`, { method: 'POST', body: form });
    if (up.status !== 200) throw new Error(`upload: ${up.status} ${await up.text()}`);
    const { id } = (await up.json()) as { id: string };
    const ingestStart = performance.now();
    let report: { status: string; financialYearId?: string; counts: { vouchers: number } };
    for (;;) {
      report = (await (await v1(`/company/${key}/files/${id}/report`)).json()) as typeof report;
      if (report.status === 'verified') break;
      if (!['pending', 'parsed'].includes(report.status))
        throw new Error(`file ended ${report.status}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    const ingestSeconds = (performance.now() - ingestStart) / 1000;

    const cookie = await signIn(bff.url, 'admin', 'admin-demo');
    const base = `${bff.url}/api/t/nordrevision/company/${key}/vouchers?financialYearId=${report.financialYearId}&account=${ACCOUNT}`;
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
    const directUrl = `${platform.baseUrl}/company/${key}/vouchers?financialYearId=${report.financialYearId}&account=${ACCOUNT}`;
    for (let i = 0; i < 10; i++) {
      const s = performance.now();
      const res = await v1(directUrl.slice(platform.baseUrl.length));
      await res.arrayBuffer();
      direct.push(performance.now() - s);
    }
    const result = {
      rows,
      vouchers: report.counts.vouchers,
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
