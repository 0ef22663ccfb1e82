import type { AssignmentStatus, OperationId } from '@ledger/contract';
import { ASSIGNMENT_STATUS_MOVES } from '@ledger/contract/rules';
import { can, offered, type Access } from '../../../lib/access/roles.js';
import { currentLanguage, currentT, LOCALES } from '../../../i18n/index.js';

/** The extension operations that change assignments (the note names each: `t.assignments.changes`). */
const CHANGES = [
  'createAssignment',
  'setAssignmentStatus',
  'setWorkMateriality',
] as const satisfies readonly OperationId[];

/**
 * The quiet line of the tab where the V1 service lacks changes the role could otherwise make
 * (null where it lacks none of them, or the role could make none anyway).
 */
export function assignmentsNote(access: Access | null): string | null {
  const t = currentT().assignments;
  const lacking = CHANGES.filter((id) => !offered(access?.operations, id));
  const noticed = lacking.filter((id) => can(access?.role, id));
  if (!noticed.length) return null;
  if (lacking.length === CHANGES.length) return t.readOnly;
  const names = noticed.map((id) => t.changes[id]);
  const list = new Intl.ListFormat(LOCALES[currentLanguage()], { type: 'disjunction' });
  return t.notOffered(list.format(names));
}

/** The contract's allowed moves (OPEN <-> LOCKED -> ARCHIVED); none from a status it lacks. */
export function nextStatuses(s: AssignmentStatus): readonly AssignmentStatus[] {
  return Object.prototype.hasOwnProperty.call(ASSIGNMENT_STATUS_MOVES, s)
    ? ASSIGNMENT_STATUS_MOVES[s]
    : [];
}
