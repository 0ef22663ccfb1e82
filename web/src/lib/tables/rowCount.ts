import { currentT } from '../../i18n/index.js';

// Apart from DataTable.tsx, so that tables of their own (the balances') count rows without
// loading TanStack Table.

/** What a row is, in the active language, from the list's catalog area (`t.users.noun`). */
export interface RowNoun {
  one: string;
  other: string;
}

/**
 * "5,004 invitations", or "12 of 5,004 invitations" when a filter shows fewer than all
 * ("12 av 5 004 inbjudningar" in Swedish): numbers and words in the active language.
 */
export function rowCountLabel(shown: number, total: number, noun: RowNoun): string {
  return currentT().common.table.rowCount(shown, total, noun);
}
