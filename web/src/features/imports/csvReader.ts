/**
 * Reading an import file: its bytes to text (UTF-8, with or without a BOM; UTF-16 with a BOM;
 * else Windows-1252, what Swedish Excel saves as "CSV (semicolon separated)"), the separator
 * (`;`, `,` or tab, from the header line), RFC 4180 records (quoted fields, `""` inside quotes,
 * line breaks in quotes, CRLF, LF or CR) and the header matched to the import's columns.
 *
 * Nothing here knows words: every answer is a code with values, worded by the screen in the
 * active language (so a language switch rewords it without reading the file again).
 */

/** At most this many rows (not counting the header and blank lines) in one import. */
export const MAX_ROWS = 10_000;
/** At most this many bytes in one file (10,000 companies with long addresses fit easily). */
export const MAX_BYTES = 10 * 1024 * 1024;

export type Encoding = 'utf-8' | 'windows-1252' | 'utf-16le' | 'utf-16be';
export type Delimiter = ';' | ',' | '\t';

export interface Decoded {
  text: string;
  encoding: Encoding;
  /** The file began with a byte order mark (dropped from the text). */
  bom: boolean;
}

/** Why a file could not be read at all. */
export type FileRefusal =
  { kind: 'tooLarge'; bytes: number; max: number } | { kind: 'spreadsheet' } | { kind: 'binary' };

/**
 * The file's bytes as text. Invalid UTF-8 is not replaced by question marks: a file that is not
 * UTF-8 is read as Windows-1252 (a superset of ISO-8859-1 in every printable character), and
 * `encoding` says so, for the screen to tell.
 */
export function decodeBytes(bytes: Uint8Array): Decoded {
  if (bytes[0] === 0xff && bytes[1] === 0xfe)
    return {
      text: new TextDecoder('utf-16le').decode(bytes.subarray(2)),
      encoding: 'utf-16le',
      bom: true,
    };
  if (bytes[0] === 0xfe && bytes[1] === 0xff)
    return {
      text: new TextDecoder('utf-16be').decode(bytes.subarray(2)),
      encoding: 'utf-16be',
      bom: true,
    };
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  const body = bom ? bytes.subarray(3) : bytes;
  try {
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(body);
    return { text, encoding: 'utf-8', bom };
  } catch {
    return { text: decodeWindows1252(body), encoding: 'windows-1252', bom: false };
  }
}

/** Windows-1252's characters at 0x80-0x9F (WHATWG's index); every other byte is its code point. */
const CP1252_HIGH =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

/**
 * Windows-1252 by hand: Node's TextDecoder reads the label as ISO-8859-1 (0x80 stays U+0080, not
 * the euro sign); browsers follow WHATWG. This gives the same text everywhere.
 */
export function decodeWindows1252(bytes: Uint8Array): string {
  const parts: string[] = [];
  const CHUNK = 8192;
  for (let start = 0; start < bytes.length; start += CHUNK) {
    const codes = Array.from(bytes.subarray(start, start + CHUNK), (b) =>
      b >= 0x80 && b <= 0x9f ? CP1252_HIGH.charCodeAt(b - 0x80) : b,
    );
    parts.push(String.fromCharCode(...codes));
  }
  return parts.join('');
}

/**
 * A file that is no CSV at all: an Excel workbook (.xlsx is a zip, .xls an OLE file) or other
 * binary content (NUL bytes outside UTF-16), or one over the size limit.
 */
export function refuseFile(bytes: Uint8Array): FileRefusal | null {
  if (bytes.length > MAX_BYTES) return { kind: 'tooLarge', bytes: bytes.length, max: MAX_BYTES };
  const [a, b, c, d] = bytes;
  if (a === 0x50 && b === 0x4b && c === 0x03 && d === 0x04) return { kind: 'spreadsheet' };
  if (a === 0xd0 && b === 0xcf && c === 0x11 && d === 0xe0) return { kind: 'spreadsheet' };
  const utf16 = (a === 0xff && b === 0xfe) || (a === 0xfe && b === 0xff);
  if (!utf16 && bytes.subarray(0, 4096).includes(0)) return { kind: 'binary' };
  return null;
}

/** The first line that holds anything (the header), cut at the first line break outside quotes. */
function headerLine(text: string): string {
  let start = 0;
  while (start < text.length) {
    let end = start;
    let quoted = false;
    while (end < text.length) {
      const ch = text[end];
      if (ch === '"') quoted = !quoted;
      else if (!quoted && (ch === '\n' || ch === '\r')) break;
      end++;
    }
    const line = text.slice(start, end);
    if (line.trim()) return line;
    start = end + 1;
  }
  return '';
}

/** Excel's `sep=;` line before the header: it names the separator and is not a row of data. */
const SEP_LINE = /^sep=([;,\t])$/i;

/**
 * The separator of the header line (or of a `sep=` line before it): the most frequent of `;`, tab and `,` outside quotes (a
 * header of one column has none: `,`). Ties go to `;` and tab, which column names never hold.
 */
export function detectDelimiter(text: string): Delimiter {
  const line = headerLine(text);
  const sep = SEP_LINE.exec(line);
  if (sep) return sep[1] as Delimiter;
  const counts: Record<Delimiter, number> = { ';': 0, '\t': 0, ',': 0 };
  let quoted = false;
  for (const ch of line) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === ';' || ch === ',' || ch === '\t')) counts[ch]++;
  }
  let best: Delimiter = ',';
  for (const d of [';', '\t'] as const) if (counts[d] > 0 && counts[d] >= counts[best]) best = d;
  return best;
}

/** One record of the file; `row` counts records from 1 (the header's), as a spreadsheet's rows. */
export interface CsvRecord {
  row: number;
  cells: string[];
}

export interface ParsedCsv {
  records: CsvRecord[];
  /** A quoted field that never closes: it began on this row (the rest of the file is in it). */
  unclosedQuoteRow?: number;
}

/** RFC 4180 records, leniently: text after a closing quote is kept, a stray quote is a quote. */
export function parseCsv(text: string, delimiter: Delimiter): ParsedCsv {
  const records: CsvRecord[] = [];
  const d = delimiter.charCodeAt(0);
  const QUOTE = 34;
  const LF = 10;
  const CR = 13;
  let cells: string[] = [];
  let field = '';
  let row = 1;
  let i = 0;
  let quoted = false;
  let quoteRow = 0;
  let fieldStart = true;
  const n = text.length;
  const endRecord = () => {
    cells.push(field);
    records.push({ row, cells });
    cells = [];
    field = '';
    fieldStart = true;
    row++;
  };
  while (i < n) {
    const c = text.charCodeAt(i);
    if (quoted) {
      if (c === QUOTE) {
        if (text.charCodeAt(i + 1) === QUOTE) {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
        i++;
        continue;
      }
      // Copy the run up to the next quote at once.
      const next = text.indexOf('"', i);
      const stop = next < 0 ? n : next;
      field += text.slice(i, stop);
      i = stop;
      continue;
    }
    if (c === QUOTE && fieldStart) {
      quoted = true;
      quoteRow = row;
      fieldStart = false;
      i++;
      continue;
    }
    if (c === d) {
      cells.push(field);
      field = '';
      fieldStart = true;
      i++;
      continue;
    }
    if (c === LF || c === CR) {
      endRecord();
      i += c === CR && text.charCodeAt(i + 1) === LF ? 2 : 1;
      continue;
    }
    // An unquoted run up to the next separator, line break or quote.
    let j = i + 1;
    while (j < n) {
      const x = text.charCodeAt(j);
      if (x === d || x === LF || x === CR) break;
      j++;
    }
    field += text.slice(i, j);
    fieldStart = false;
    i = j;
  }
  if (quoted) {
    endRecord();
    return { records, unclosedQuoteRow: quoteRow };
  }
  // A last line without a line break.
  if (!fieldStart || field !== '' || cells.length > 0) endRecord();
  return { records };
}

/** A record with nothing in it (a blank line, or only separators). */
export const isBlank = (cells: readonly string[]) => cells.every((c) => c.trim() === '');

/** A column an import reads: its key (V1's field name) and the header names it answers to. */
export interface ColumnSpec<K extends string> {
  key: K;
  required: boolean;
  /** Other header names it is known by (Swedish ones), matched as `headerKey` does. */
  aliases: readonly string[];
}

/** Header names compared without case, spaces, dots, dashes or underscores. */
export const headerKey = (s: string) => s.toLocaleLowerCase('sv-SE').replace(/[^\p{L}\p{N}]/gu, '');

export interface TableRow<K extends string> {
  row: number;
  values: Record<K, string>;
  /** Non-empty cells beyond the header's columns (a separator inside an unquoted value). */
  extraCells: number;
}

export interface TableRead<K extends string> {
  delimiter: Delimiter;
  /** Header cells of no column of this import: named on screen and ignored. */
  ignored: string[];
  /** Required columns the header lacks: the file cannot be read. */
  missing: K[];
  /** Columns the header names more than once: the file cannot be read. */
  repeated: K[];
  /** A quoted field that never closes (the file cannot be read past it). */
  unclosedQuoteRow?: number;
  /** More rows than MAX_ROWS: none are checked. */
  tooManyRows?: number;
  rows: TableRow<K>[];
}

/**
 * The file's records under the import's columns: the first non-blank record is the header;
 * blank records are left out (their row numbers stay counted).
 */
export function readTable<K extends string>(
  text: string,
  spec: readonly ColumnSpec<K>[],
  delimiter: Delimiter = detectDelimiter(text),
): TableRead<K> {
  const parsed = parseCsv(text.replace(/^\uFEFF/, ''), delimiter);
  const records = parsed.records.filter((r) => !isBlank(r.cells));
  if (records[0] && SEP_LINE.test(records[0].cells.join(delimiter).trim())) records.shift();
  const header = records[0]?.cells ?? [];
  const byName = new Map<string, K>();
  for (const col of spec)
    for (const name of [col.key, ...col.aliases]) byName.set(headerKey(name), col.key);
  const at = new Map<K, number>();
  const ignored: string[] = [];
  const repeated: K[] = [];
  header.forEach((cell, index) => {
    const key = byName.get(headerKey(cell));
    if (key === undefined) {
      if (cell.trim()) ignored.push(cell.trim());
    } else if (at.has(key)) {
      if (!repeated.includes(key)) repeated.push(key);
    } else at.set(key, index);
  });
  const missing = spec.filter((c) => c.required && !at.has(c.key)).map((c) => c.key);
  const result: TableRead<K> = {
    delimiter,
    ignored,
    missing,
    repeated,
    rows: [],
    ...(parsed.unclosedQuoteRow ? { unclosedQuoteRow: parsed.unclosedQuoteRow } : {}),
  };
  if (missing.length || repeated.length || parsed.unclosedQuoteRow) return result;
  const body = records.slice(1);
  if (body.length > MAX_ROWS) return { ...result, tooManyRows: body.length };
  const width = header.length;
  result.rows = body.map((r) => {
    const values = {} as Record<K, string>;
    for (const col of spec) {
      const index = at.get(col.key);
      values[col.key] = index === undefined ? '' : (r.cells[index] ?? '').trim();
    }
    let extraCells = 0;
    for (let i = width; i < r.cells.length; i++) if (r.cells[i]!.trim()) extraCells++;
    return { row: r.row, values, extraCells };
  });
  return result;
}
