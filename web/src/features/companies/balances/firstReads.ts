import type { AccountingFile, FinancialYear } from '@ledger/contract';

/*
 * What the Balances tab reads first, shared by the tab and the prefetch of its reads
 * (`../prefetch.ts`), which is part of the first download: kept light and free of the tab's code.
 */

/** The year the Months view opens on: the latest by start date. */
export function latestYear<Y extends Pick<FinancialYear, 'startDate'>>(years: Y[]): Y | undefined {
  return [...years].sort((a, b) => b.startDate.localeCompare(a.startDate))[0];
}

/** Reports are asked for the newest files only: the source of a year is its newest usable file. */
export const REPORTS_FOR_WARNINGS = 50;

/** The files whose reports the Balances tab reads for its year warnings (yearFiles.ts). */
export function reportsWanted<F extends Pick<AccountingFile, 'status' | 'uploadedDate'>>(
  files: readonly F[],
): F[] {
  return files
    .filter((f) => f.status !== 'uploaded')
    .sort((a, b) => b.uploadedDate.localeCompare(a.uploadedDate))
    .slice(0, REPORTS_FOR_WARNINGS);
}
