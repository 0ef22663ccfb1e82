import { describeIssue } from '../../lib/data/issues.js';
import { currentT } from '../../i18n/index.js';
import type { Problem } from './checks.js';
import type { ColumnOf, ImportKind } from './columns.js';
import { MAX_ROWS, type TableRead } from './csvReader.js';

/** What is wrong, after the column's name, in the active language. */
export function problemText<K extends string>(p: Problem<K>): string {
  const w = currentT().imports.problem;
  switch (p.kind) {
    case 'required':
      return w.required;
    case 'repeated':
      return w.repeated(p.firstRow);
    case 'existingUser':
      return w.existingUser;
    case 'pendingInvitation':
      return w.pendingInvitation;
    case 'existingCompany':
      return w.existingCompany(p.name);
    case 'unknownGroup':
      return w.unknownGroup(p.value);
    case 'unknownUser':
      return w.unknownUser(p.value);
    case 'unknownModule':
      return w.unknownModule(p.value);
    case 'extraCells':
      return w.extraCells(p.count);
    case 'unknownCode': {
      const column = p.column as keyof typeof w.unknownCode | null;
      return column && Object.hasOwn(w.unknownCode, column)
        ? w.unknownCode[column](p.value)
        : w.unknownModule(p.value);
    }
    case 'issue':
      return describeIssue(p.issue);
  }
}

/** A column's name in the active language ("Row" for a problem of the whole row). */
export function columnName(column: ColumnOf<ImportKind> | null): string {
  const t = currentT().imports;
  return column === null ? t.problem.wholeRow : t.column[column];
}

/** "Organisation number: is in the file twice: also in row 3". */
export function describeProblem(p: Problem<ColumnOf<ImportKind>>): string {
  return currentT().imports.preview.problemIn(columnName(p.column), problemText(p));
}

/** What stops a read text from being previewed, in the active language (none: it can be). */
export function readStops(read: TableRead<string>, rowCount: number): string[] {
  const t = currentT().imports;
  const w = t.file;
  const column = (k: string) => t.column[k as ColumnOf<ImportKind>] ?? k;
  const quoted = (names: string[]) => names.map(t.quote).join(', ');
  const stops: string[] = [];
  if (read.missing.length)
    stops.push(w.missing(quoted(read.missing.map((k) => `${k} (${column(k)})`))));
  if (read.repeated.length) stops.push(w.repeated(quoted(read.repeated)));
  if (read.unclosedQuoteRow) stops.push(w.unclosedQuote(read.unclosedQuoteRow));
  if (read.tooManyRows) stops.push(w.tooManyRows(read.tooManyRows, MAX_ROWS));
  if (!stops.length && rowCount === 0) stops.push(w.noRows);
  return stops;
}
