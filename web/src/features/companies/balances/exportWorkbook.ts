import type { XSheet } from '../workbench/workbook.js';

/**
 * Writes the workbook and hands it to the browser. The writer (write-excel-file, with fflate) is
 * loaded here, on the first export, never with the tab.
 */
export async function exportWorkbook(sheets: XSheet[], fileName: string): Promise<void> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  await writeXlsxFile(
    sheets.map((sh) => ({
      sheet: sh.name,
      stickyRowsCount: sh.frozenRows,
      stickyColumnsCount: 2,
      columns: sh.widths.map((width) => ({ width })),
      data: sh.rows.map((row) =>
        row.map((c) =>
          c === null
            ? null
            : c.type === 'number'
              ? {
                  type: Number,
                  value: c.value,
                  format: c.format,
                  fontWeight: c.bold ? ('bold' as const) : undefined,
                }
              : {
                  type: String,
                  value: c.value,
                  fontWeight: c.bold ? ('bold' as const) : undefined,
                },
        ),
      ),
    })),
  ).toFile(fileName);
}
