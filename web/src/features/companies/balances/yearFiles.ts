import { useQueries } from '@tanstack/react-query';
import type { AccountingFile, FileReport, FinancialYear } from '@ledger/contract';
import { isFinalFileStatus } from '@ledger/contract/rules';
import { useOp, useTenant } from '../../../lib/data/queries.js';
import { opQuery } from '../../../lib/data/queryOptions.js';
import { useCan } from '../../../lib/access/access.js';
import type { Sources } from '../workbench/workbook.js';
import { REPORTS_FOR_WARNINGS, reportsWanted } from './firstReads.js';

export interface YearWarning {
  year: FinancialYear;
  status: AccountingFile['status'] | null;
}

/**
 * What the warnings need of a file: V1's `File` has no financial year, the file's report (an
 * extension operation) has it once the file is processed.
 */
export interface YearFile {
  /** The file's name, for the export's and the printed page's heading. */
  name?: string;
  status: AccountingFile['status'];
  uploadedDate: string;
  /** From the report; absent while the file is processed, or for a file of no year. */
  financialYearId?: string | undefined;
  /** SHA-256 of the bytes, from the report; absent when the platform does not give it. */
  sha256?: string | undefined;
}

/** A company's files with the financial year their reports name. */
export function filesWithYears(
  files: AccountingFile[],
  reports: Map<string, Pick<FileReport, 'financialYearId' | 'sha256'>>,
): YearFile[] {
  return files.map((f) => ({
    name: f.name,
    status: f.status,
    uploadedDate: f.uploadedDate,
    financialYearId: reports.get(f.id)?.financialYearId,
    sha256: reports.get(f.id)?.sha256,
  }));
}

/**
 * The export heading's source files: the verified or read files of the given years, with their
 * upload dates and digests. `files` null: not available from the platform when it lacks the
 * file operations (`available` false), else not read just now (loading, or a report failed).
 */
export function headingSources(
  files: YearFile[] | null,
  available: boolean,
  yearIds: ReadonlySet<string>,
  date: (iso: string) => string,
): Sources {
  if (!available) return 'notFromPlatform';
  if (!files) return 'unread';
  return files
    .filter(
      (f) =>
        f.financialYearId !== undefined &&
        yearIds.has(f.financialYearId) &&
        (f.status === 'verified' || f.status === 'parsed'),
    )
    .map((f) => ({
      name: f.name ?? '',
      uploaded: date(f.uploadedDate),
      checksum: f.sha256 ?? null,
    }));
}

/**
 * Years in the range whose balances do not come from a verified file. A file still being
 * processed names no year yet: while one is, a year without a usable file reads as pending.
 */
export function unverifiedYears(
  years: FinancialYear[],
  files: YearFile[],
  from: string,
  to: string,
): YearWarning[] {
  const processing = files.some((f) => f.status === 'pending' && !f.financialYearId);
  return years
    .filter((y) => y.startDate <= to && y.endDate >= from)
    .flatMap((y) => {
      const own = files
        .filter((f) => f.financialYearId === y.id && f.status !== 'uploaded')
        .sort((a, b) => b.uploadedDate.localeCompare(a.uploadedDate));
      if (own.some((f) => f.status === 'verified')) return [];
      const usable = own.find((f) => f.status === 'parsed');
      const status = usable
        ? usable.status
        : own.some((f) => f.status === 'pending') || processing
          ? 'pending'
          : (own[0]?.status ?? null);
      return [{ year: y, status }];
    })
    .sort((a, b) => a.year.startDate.localeCompare(b.year.startDate));
}

export { REPORTS_FOR_WARNINGS };

/**
 * The files of a company with their years (from the reports), or null when that cannot be known
 * (the upstream lacks the file operations, or a report failed): then no warning is shown rather
 * than a wrong one.
 */
export function useYearFiles(companyDurableKey: string): {
  pending: boolean;
  files: YearFile[] | null;
} {
  const tenant = useTenant();
  // Both are extensions: without them nothing is asked and no warning is shown.
  const canList = useCan('listFiles');
  const canReport = useCan('getFileReport');
  const known = canList && canReport;
  const files = useOp('listFiles', { params: { companyDurableKey } }, { enabled: known });
  const wanted = reportsWanted(known ? (files.data ?? []) : []);
  const reports = useQueries({
    queries: wanted.map((f) => {
      return {
        ...opQuery(tenant, 'getFileReport', { params: { companyDurableKey, fileId: f.id } }),
        // The report of a processed file does not change.
        staleTime: isFinalFileStatus(f.status) ? Infinity : 0,
      };
    }),
  });
  if (!known) return { pending: false, files: null };
  if (files.isPending || reports.some((r) => r.isPending)) return { pending: true, files: null };
  if (files.isError || reports.some((r) => r.isError)) return { pending: false, files: null };
  const byId = new Map<string, FileReport>();
  for (const r of reports) if (r.data) byId.set(r.data.fileId, r.data);
  const listed = files.data.filter(
    (f) => f.status === 'uploaded' || wanted.some((w) => w.id === f.id),
  );
  return { pending: false, files: filesWithYears(listed, byId) };
}
