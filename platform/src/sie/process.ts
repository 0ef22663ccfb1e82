/**
 * One call for the platform's processing step: read (streaming), resolve the financial year,
 * verify, and return everything to store, in the shapes the platform keeps.
 */
import { balanceSourceOf, type BalanceSource } from './balances.js';
import {
  resolveFinancialYear,
  type CompanyYear,
  type YearQuery,
  type YearResolution,
} from './financial-year.js';
import { readSie, type SieReadOptions } from './reader.js';
import type { SieSummary } from './types.js';
import {
  buildFileReport,
  verifySie,
  type DateRange,
  type FileReport,
  type VerifiedStatus,
} from './verify.js';

export interface ProcessSieContext {
  company: { organizationNumber: string; country: 'SWEDEN' | 'OTHER' };
  /** The company's financial years. */
  years: readonly CompanyYear[];
  /** The upload's query: `financialYearId`, or `startDate`/`endDate` (ISO). */
  query: YearQuery;
  readOptions?: SieReadOptions;
}

export interface ProcessSieResult {
  status: VerifiedStatus;
  /** `#SIETYP` (1 when absent). */
  sieType: number | undefined;
  /** How the year was found: `existing` (use `id`), `create` (insert it), or `none`. */
  year: YearResolution;
  /** The year's dates, null when it cannot be told. */
  financialYear: DateRange | null;
  /** The report without `fileId`/`status` (the platform's `StoredReport`). */
  report: Omit<FileReport, 'fileId' | 'status'>;
  /** What the file gives the monthly balances; null when corrupt or without months (SIE 1). */
  balances: BalanceSource | null;
  /** `#KPTYP`, for the company's `defaultAccountPlan`. */
  accountPlan: string | undefined;
  summary: SieSummary;
}

export async function processSie(
  source: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
  ctx: ProcessSieContext,
): Promise<ProcessSieResult> {
  const summary = await readSie(source, ctx.readOptions);
  const year = resolveFinancialYear(summary, { query: ctx.query, years: ctx.years });
  const financialYear =
    year.kind === 'none' ? null : { startDate: year.startDate, endDate: year.endDate };
  const verification = verifySie(summary, {
    organizationNumber: ctx.company.organizationNumber,
    country: ctx.company.country,
    financialYear,
  });
  if (year.kind === 'none')
    verification.findings.push({ severity: 'info', line: null, message: year.message });
  const {
    fileId: _f,
    status: _s,
    ...report
  } = buildFileReport('', summary, verification, financialYear);
  return {
    status: verification.status,
    sieType: summary.isSie ? (summary.header.sieType ?? 1) : undefined,
    year,
    financialYear,
    report,
    balances: verification.status === 'corrupt' ? null : balanceSourceOf(summary),
    accountPlan: summary.header.accountPlan,
    summary,
  };
}
