import Papa from 'papaparse';

/** Cells a spreadsheet would run as a formula (negative numbers like -99.00 are left alone). */
const FORMULA = /^[=@\t\r]|^[+-](?![\d.,]*$)/;

export type CsvValue = string | number | boolean | null | undefined;

/**
 * CSV text (RFC 4180, comma separated, CRLF) with a header row. Numbers are written plainly
 * (dot decimals) so that spreadsheets and scripts read them as numbers.
 */
export function toCsv(columns: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return Papa.unparse(
    {
      fields: [...columns],
      data: rows.map((r) => r.map((v) => (v === null || v === undefined ? '' : v))),
    },
    { newline: '\r\n', quotes: false, escapeFormulae: FORMULA },
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
