import type { Catalog } from '../../../i18n/index.js';

type Words = Catalog['workbench'];

const has = <T extends object>(o: T, k: string): k is Extract<keyof T, string> =>
  Object.prototype.hasOwnProperty.call(o, k);

/** A heading's or a line's name as the statements show it; the id when the catalog lacks it. */
export function arlName(w: Words, id: string): string {
  return has(w.statements.lines, id) ? w.statements.lines[id] : id;
}

/**
 * The name of what a statement-line sign-off is on (`item`): a group's id is its "Summa" row
 * (Summa anläggningstillgångar), a line or a result its name; an id of the earlier statements
 * by BAS group keeps that group's name (Varor och material (40–49)); else the id as it is.
 * (The audit log words an item the same way, from the same catalogs.)
 */
export function statementLineName(w: Words, id: string): string {
  if (has(w.statements.sums, id)) return w.statements.sums[id];
  if (has(w.statements.lines, id)) return w.statements.lines[id];
  if (has(w.groups, id)) return w.groups[id];
  return id;
}
