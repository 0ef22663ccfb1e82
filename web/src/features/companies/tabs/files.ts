import type { FileStatus, FinancialYear } from 'bff/contract';

export const STATUS_COLOR: Record<FileStatus, string> = {
  pending: 'gray',
  uploaded: 'blue',
  parsed: 'yellow',
  verified: 'teal',
  corrupt: 'red',
};

/** A financial year as its dates; an id the company's years do not hold, as it is. */
export function yearLabel(years: FinancialYear[] | undefined, id: string | undefined): string {
  if (!id) return '–';
  const y = years?.find((x) => x.id === id);
  return y ? `${y.startDate} – ${y.endDate}` : id;
}

/** Where the V1 service lacks an extension the tab would use, one line saying what that means. */
export function filesNote(has: { list: boolean; get: boolean; report: boolean }): string | null {
  if (!has.list)
    return has.get
      ? 'This V1 service does not list files; uploads made through this console are listed with the status they were sent with.'
      : 'This V1 service does not report processing status; uploads made through this console are listed as sent.';
  if (!has.get && !has.report)
    return 'This V1 service does not follow processing status or offer processing reports; statuses are as it lists them.';
  if (!has.get)
    return 'This V1 service does not follow processing status; statuses are as it lists them.';
  if (!has.report) return 'This V1 service does not offer processing reports.';
  return null;
}
