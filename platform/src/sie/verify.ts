/**
 * Verification of a read SIE file against the company and financial year it belongs to,
 * deciding `corrupt` / `parsed` / `verified` as docs/SIE.md "Status" says.
 */
import type {
  Discrepancy,
  FileReport as PlatformFileReport,
  Finding,
} from '@ledger/contract/resources';
import { isBalanceAccount } from './accounts.js';
import { formatOre, kronor } from './numbers.js';
import { openingBalances } from './opening.js';
import type { SieSummary } from './types.js';

export interface DateRange {
  /** ISO `YYYY-MM-DD`. */
  startDate: string;
  endDate: string;
}

export interface VerifyContext {
  /** The company's organisation number (`NNNNNN-NNNN` for SWEDEN, free text for OTHER). */
  organizationNumber: string;
  country: 'SWEDEN' | 'OTHER';
  /** The resolved financial year of the file (see financial-year.ts); null: cannot be told. */
  financialYear: DateRange | null;
}

export type VerifiedStatus = 'corrupt' | 'parsed' | 'verified';

export interface SieVerification {
  status: VerifiedStatus;
  /** Reader findings plus verification findings (errors, warnings, info), by line. */
  findings: Finding[];
  /** Reconciliation failures; `expected` is the file's figure, `actual` what the rows give. */
  discrepancies: Discrepancy[];
}

/** Which data gives the year's movements: `#TRANS` (SIE 4), `#PSALDO` (SIE 2/3) or none. */
export function movementSource(summary: SieSummary): 'transactions' | 'psaldo' | 'none' {
  if (summary.counts.transactions > 0) return 'transactions';
  if (summary.periodBalances.length > 0) return 'psaldo';
  // a SIE 4 file without vouchers: its movements are zero
  return summary.header.sieType === 4 ? 'transactions' : 'none';
}

function digits(s: string): string {
  return s.replace(/\D/g, '');
}

/** Whether the file's `#ORGNR` names the company (digits compared; empty: nothing to compare). */
export function orgNumberMatches(fileOrgNr: string | undefined, companyOrgNr: string): boolean {
  const f = (fileOrgNr ?? '').trim();
  if (f === '') return true;
  const fd = digits(f);
  const cd = digits(companyOrgNr);
  if (fd !== '' && cd !== '') return fd === cd;
  return f.toLowerCase() === companyOrgNr.trim().toLowerCase();
}

export function verifySie(summary: SieSummary, ctx: VerifyContext): SieVerification {
  const findings: Finding[] = summary.findings.map((f) => ({ ...f }));
  const discrepancies: Discrepancy[] = [];
  let corrupt =
    summary.findings.some((f) => f.severity === 'error') || summary.omittedFindings.error > 0;
  const error = (line: number | null, message: string) => {
    findings.push({ severity: 'error', line, message });
    corrupt = true;
  };

  if (!summary.isSie) error(null, 'not a SIE file');
  if (summary.omittedFindings.error + summary.omittedFindings.warning > 0)
    findings.push({
      severity: 'info',
      line: null,
      message: `${summary.omittedFindings.error} more errors and ${summary.omittedFindings.warning} more warnings not listed`,
    });

  // Organisation number
  const fileOrg = (summary.header.organizationNumber ?? '').trim();
  if (fileOrg === '')
    findings.push({
      severity: 'info',
      line: null,
      message: 'the file gives no organisation number',
    });
  else if (!orgNumberMatches(fileOrg, ctx.organizationNumber))
    error(
      null,
      `the file's organisation number ${fileOrg} is not the company's (${ctx.organizationNumber})`,
    );

  // Financial year
  const year0 = summary.header.years.find((y) => y.yearNo === 0);
  const fy = ctx.financialYear;
  if (!fy) {
    error(
      null,
      'the financial year cannot be told: the file has no #RAR 0 dates and no financial year of the company holds its vouchers',
    );
  } else {
    if (year0?.startDate && (year0.startDate !== fy.startDate || year0.endDate !== fy.endDate))
      findings.push({
        severity: 'warning',
        line: null,
        message: `the file's year 0 (${year0.startDate}..${year0.endDate}) is not the financial year ${fy.startDate}..${fy.endDate}`,
      });
    if (!(year0?.startDate === fy.startDate && year0.endDate === fy.endDate)) {
      // the reader already warned about dates outside #RAR 0; warn against the actual year
      const outside = summary.vouchers.dates.filter(
        (d) => d.date < fy.startDate || d.date > fy.endDate,
      );
      for (const d of outside.slice(0, 50))
        findings.push({
          severity: 'warning',
          line: d.line,
          message: `${d.count} voucher(s) dated ${d.date}, outside the financial year ${fy.startDate}..${fy.endDate}`,
        });
      if (outside.length > 50)
        findings.push({
          severity: 'warning',
          line: null,
          message: `vouchers on ${outside.length - 50} more dates fall outside the financial year`,
        });
    }
  }

  // Reconciliation (year 0)
  const source = movementSource(summary);
  if (source !== 'none') reconcile(summary, source, discrepancies);

  findings.sort((a, b) => (a.line ?? Infinity) - (b.line ?? Infinity));
  const status: VerifiedStatus = corrupt
    ? 'corrupt'
    : discrepancies.length > 0
      ? 'parsed'
      : 'verified';
  return { status, findings, discrepancies };
}

function reconcile(
  summary: SieSummary,
  source: 'transactions' | 'psaldo',
  out: Discrepancy[],
): void {
  const kinds = new Map(summary.accounts.map((a) => [a.number, a]));
  const total = new Map<string, number>();
  const byMonth = new Map<string, number>();
  if (source === 'transactions') {
    for (const m of summary.movements) {
      total.set(m.account, (total.get(m.account) ?? 0) + m.amount);
      byMonth.set(`${m.account}|${m.period}`, m.amount);
    }
  } else {
    for (const p of summary.periodBalances)
      total.set(p.account, (total.get(p.account) ?? 0) + p.amount);
  }
  const y0 = new Map(summary.yearBalances.filter((y) => y.yearNo === 0).map((y) => [y.account, y]));
  let anyUb = false;
  let anyRes = false;
  for (const y of y0.values()) {
    if (y.ub !== undefined) anyUb = true;
    if (y.res !== undefined) anyRes = true;
  }
  const opening = openingBalances(summary);
  const accounts = new Set<string>([...y0.keys(), ...opening.keys(), ...total.keys()]);
  const sorted = summary.accounts.map((a) => a.number).filter((n) => accounts.has(n));
  const movedWord = source === 'transactions' ? 'transactions' : '#PSALDO';

  for (const account of sorted) {
    const info = kinds.get(account);
    const yb = y0.get(account);
    const mov = total.get(account) ?? 0;
    if (isBalanceAccount(account, info?.kind)) {
      // "where the file gives them": accounts with a year-0 #UB or an opening balance (#IB 0,
      // else #UB -1 in a file without #IB 0, as the balances take it); a missing one is 0
      const ob = opening.get(account);
      if (!anyUb || (yb?.ub === undefined && ob === undefined)) continue;
      const ib = ob?.amount ?? 0;
      const ub = yb?.ub ?? 0;
      if (ib + mov !== ub)
        out.push({
          severity: 'error',
          line: yb?.ubLine ?? ob?.line ?? info?.line ?? null,
          account,
          kind: 'UB',
          expected: kronor(ub),
          actual: kronor(ib + mov),
          message: `account ${account}: #UB ${formatOre(ub)} but ${ob?.source === '#UB -1' ? '#UB -1' : '#IB'} ${formatOre(ib)} + ${movedWord} ${formatOre(mov)} = ${formatOre(ib + mov)} (difference ${formatOre(ub - ib - mov)})`,
        });
    } else {
      if (!anyRes || yb?.res === undefined) continue;
      const res = yb?.res ?? 0;
      if (mov !== res)
        out.push({
          severity: 'error',
          line: yb?.resLine ?? info?.line ?? null,
          account,
          kind: 'RES',
          expected: kronor(res),
          actual: kronor(mov),
          message: `account ${account}: #RES ${formatOre(res)} but ${movedWord} sum to ${formatOre(mov)} (difference ${formatOre(res - mov)})`,
        });
    }
  }

  if (source === 'transactions' && summary.periodBalances.length > 0) {
    const seen = new Set<string>();
    for (const p of summary.periodBalances) {
      const key = `${p.account}|${p.period}`;
      seen.add(key);
      const mov = byMonth.get(key) ?? 0;
      if (mov !== p.amount)
        out.push({
          severity: 'error',
          line: p.line,
          account: p.account,
          kind: 'PSALDO',
          period: p.period,
          expected: kronor(p.amount),
          actual: kronor(mov),
          message: `account ${p.account} ${p.period}: #PSALDO ${formatOre(p.amount)} but transactions sum to ${formatOre(mov)}`,
        });
    }
    // months with movement but no #PSALDO (up to #OMFATTN, if given)
    const limit = summary.header.coverageDate?.slice(0, 7);
    for (const m of summary.movements) {
      const key = `${m.account}|${m.period}`;
      if (seen.has(key) || m.amount === 0 || (limit && m.period > limit)) continue;
      out.push({
        severity: 'error',
        line: kinds.get(m.account)?.line ?? null,
        account: m.account,
        kind: 'PSALDO',
        period: m.period,
        expected: 0,
        actual: kronor(m.amount),
        message: `account ${m.account} ${m.period}: no #PSALDO but transactions sum to ${formatOre(m.amount)}`,
      });
    }
  }
}

/**
 * What the SIE step reports: the served report (`GET /company/{key}/files/{fileId}/report`)
 * without the record's own facts (size, content type, financial year), which the platform adds.
 */
export type FileReport = Omit<PlatformFileReport, 'size' | 'contentType' | 'financialYearId'>;

/** The report served by `GET /company/{key}/files/{fileId}/report` (see `FileReport`). */
export function buildFileReport(
  fileId: string,
  summary: SieSummary,
  verification: SieVerification,
  financialYear?: DateRange | null,
): FileReport {
  const report: FileReport = {
    fileId,
    status: verification.status,
    counts: {
      accounts: summary.counts.accounts,
      vouchers: summary.counts.vouchers,
      transactions: summary.counts.transactions,
    },
    errors: verification.findings,
    discrepancies: verification.discrepancies,
  };
  if (summary.isSie) report.sieType = summary.header.sieType ?? 1;
  const h = summary.header;
  if (h.program) report.program = h.programVersion ? `${h.program} ${h.programVersion}` : h.program;
  if (h.organizationNumber) report.organizationNumber = h.organizationNumber;
  const y0 = h.years.find((y) => y.yearNo === 0);
  if (financialYear)
    report.period = { startDate: financialYear.startDate, endDate: financialYear.endDate };
  else if (y0?.startDate && y0.endDate)
    report.period = { startDate: y0.startDate, endDate: y0.endDate };
  return report;
}
