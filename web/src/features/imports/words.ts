import { describeIssue } from '../../lib/data/api.js';
import { currentT } from '../../i18n/index.js';
import type { Problem } from './checks.js';
import type { ColumnOf, ImportKind } from './columns.js';

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
