import { INVITATION_COLUMNS, type InvitationColumn } from './columns.js';
import {
  detectDelimiter,
  headerKey,
  MAX_ROWS,
  parseCsv,
  readTable,
  type TableRead,
  type TableRow,
} from './csvReader.js';

/** An invitation file or paste: a CSV with an `email` column, or addresses one per line. */
export type InvitationRead = TableRead<InvitationColumn> & { list: boolean };

const EMAIL_HEADERS = new Set(
  [INVITATION_COLUMNS[0]!.key, ...INVITATION_COLUMNS[0]!.aliases].map(headerKey),
);

/**
 * Invitations from text: when the first line names an e-mail column it is a CSV
 * (`INVITATION_COLUMNS`); when it holds an address, the text is a list of addresses, one per line
 * (several on a line may be separated by commas, semicolons or spaces), each row its line.
 */
export function readInvitations(text: string): InvitationRead {
  const clean = text.replace(/^\uFEFF/, '');
  const delimiter = detectDelimiter(clean);
  const first = parseCsv(clean, delimiter).records.find((r) => r.cells.some((c) => c.trim()));
  const header = first?.cells ?? [];
  const named = header.some((c) => EMAIL_HEADERS.has(headerKey(c)));
  if (named || !header.some((c) => c.includes('@')))
    return { ...readTable(clean, INVITATION_COLUMNS, delimiter), list: false };
  const rows: TableRow<InvitationColumn>[] = [];
  clean.split(/\r\n|\n|\r/).forEach((line, i) => {
    for (const email of line.split(/[,;\s]+/).filter(Boolean))
      rows.push({ row: i + 1, values: { email, groups: '', modules: '' }, extraCells: 0 });
  });
  const base = { delimiter, ignored: [], missing: [], repeated: [], list: true };
  if (rows.length > MAX_ROWS) return { ...base, rows: [], tooManyRows: rows.length };
  return { ...base, rows };
}
