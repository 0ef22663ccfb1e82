import { currentLanguage, type Language } from '../../i18n/index.js';

/** Cells a spreadsheet would run as a formula (negative numbers like -99.00 are left alone). */
const FORMULA = /^[=@\t\r]|^[+-](?![\d.,]*$)/;

/** An amount in kronor, written with two decimals in the file's decimal mark. */
export interface CsvAmount {
  amount: number;
}

export type CsvValue = string | number | boolean | null | undefined | CsvAmount;

export function csvAmount(amount: number): CsvAmount {
  return { amount };
}

/**
 * What a spreadsheet in the language expects: Swedish Excel reads `;` between fields and a
 * decimal comma (`1234,50`); English ones a comma and a decimal point (`1234.50`).
 */
export function csvConventions(lang: Language): { delimiter: string; decimal: string } {
  return lang === 'sv' ? { delimiter: ';', decimal: ',' } : { delimiter: ',', decimal: '.' };
}

function cell(v: CsvValue, decimal: string): string | boolean {
  if (v === null || v === undefined) return '';
  if (typeof v === 'object') {
    if (!Number.isFinite(v.amount)) return '';
    const fixed = (Math.abs(v.amount) < 0.005 ? 0 : v.amount).toFixed(2);
    return decimal === '.' ? fixed : fixed.replace('.', decimal);
  }
  if (typeof v === 'number') return decimal === '.' ? String(v) : String(v).replace('.', decimal);
  return v;
}

/**
 * One field as RFC 4180 writes it: quoted when it holds the delimiter, a quote, a line break or
 * a byte order mark, or starts or ends with a space; a text a spreadsheet would run as a formula
 * is written with a leading `'`, quoted (as papaparse's `escapeFormulae` did before us).
 */
function field(v: string | boolean, delimiter: string): string {
  let text = String(v);
  let quote = false;
  if (typeof v === 'string' && FORMULA.test(text)) {
    text = `'${text}`;
    quote = true;
  }
  const escaped = text.replaceAll('"', '""');
  quote ||=
    /[\r\n"\uFEFF]/.test(text) ||
    text.includes(delimiter) ||
    text.startsWith(' ') ||
    text.endsWith(' ');
  return quote ? `"${escaped}"` : escaped;
}

/**
 * CSV text (RFC 4180 quoting, CRLF) with a header row, in the conventions of `lang` (the active
 * language by default): `;` and decimal commas in Swedish, `,` and decimal points in English.
 * Numbers are written without grouping so that spreadsheets read them as numbers. Every row has
 * the header's number of fields. Written here rather than with papaparse: a CSV writer is a few
 * lines, and papaparse (7 KB gzip, its parser included) was part of every screen with an export.
 */
export function toCsv(
  columns: readonly string[],
  rows: readonly (readonly CsvValue[])[],
  lang: Language = currentLanguage(),
): string {
  const { delimiter, decimal } = csvConventions(lang);
  const line = (values: readonly (string | boolean)[]) =>
    values.map((v) => field(v, delimiter)).join(delimiter);
  // Without rows the header still ends in a line break, as papaparse wrote it.
  if (rows.length === 0) return `${line(columns)}\r\n`;
  return [line(columns), ...rows.map((r) => line(columns.map((_, i) => cell(r[i], decimal))))].join(
    '\r\n',
  );
}

/** Offer text as a file download (UTF-8 with BOM so spreadsheet programs keep å, ä, ö). */
export function downloadCsv(filename: string, csv: string) {
  const blob = new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
