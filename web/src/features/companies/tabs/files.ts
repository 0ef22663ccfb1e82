import type { FileStatus, FinancialYear } from '@ledger/contract';
import { currentT, type Catalog } from '../../../i18n/index.js';
import { codeLabel } from '../../../lib/format/codeLabels.js';
import { codeDescription } from '../../../lib/format/codeOptions.js';

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

/** Where the platform lacks an extension the tab would use, one line saying what that means. */
export function filesNote(
  has: { list: boolean; get: boolean; report: boolean },
  t: Catalog = currentT(),
): string | null {
  const notes = t.files.notes;
  if (!has.list) return has.get ? notes.noListButGet : notes.noStatus;
  if (!has.get && !has.report) return notes.noFollowNoReport;
  if (!has.get) return notes.noFollow;
  if (!has.report) return notes.noReport;
  return null;
}

/** A file's status by name, with what it means; a status from a newer service as it comes. */
export function fileStatusLabel(status: string, t: Catalog = currentT()) {
  return {
    name: codeLabel(t.codes.fileStatus, status),
    description: codeDescription(t.codes.fileStatus, status),
  };
}
