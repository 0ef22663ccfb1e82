/**
 * A large generated SIE 4E year on the platform, for the benches that read one (vouchers,
 * journal): the file written to `dir` a chunk at a time, a new company of nordrevision, the
 * upload straight to the platform, and the file read to `verified` (timed).
 */
import { once } from 'node:events';
import { createWriteStream, openAsBlob } from 'node:fs';
import path from 'node:path';
import { generateSie } from '@ledger/platform/sie';
import { v1Token } from './helpers.js';

const ORGNR = '556677-8899';
const YEAR = { startDate: '2024-01-01', endDate: '2024-12-31' };

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

export interface LargeYear {
  /** A V1 call to the platform as nordrevision's client. */
  v1: (p: string, init?: RequestInit) => Promise<Response>;
  companyKey: string;
  financialYearId: string;
  vouchers: number;
  /** From the upload's acceptance to `verified`. */
  ingestSeconds: number;
}

export async function uploadLargeYear(
  platformUrl: string,
  dir: string,
  rows: number,
): Promise<LargeYear> {
  const file = path.join(dir, 'year.se');
  await writeYear(file, rows);
  const token = await v1Token(platformUrl, 'nordrevision');
  const v1 = (p: string, init: RequestInit = {}) =>
    fetch(`${platformUrl}${p}`, {
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
  return {
    v1,
    companyKey: key,
    financialYearId: report.financialYearId!,
    vouchers: report.counts.vouchers,
    ingestSeconds: (performance.now() - ingestStart) / 1000,
  };
}
