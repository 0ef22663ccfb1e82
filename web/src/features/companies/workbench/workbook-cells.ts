/** The workbook's cells: their types, number formats, and the makers of each kind. */
export const MONEY_FORMAT = '#,##0.00;-#,##0.00';
/** A real percentage: the cell holds the fraction (0.293), Excel shows 29.3 % in its language. */
export const PERCENT_FORMAT = '0.0%';
/** A change of two percentages, in percentage points. */
export const POINTS_FORMAT = '0.0';

export type XCell =
  | { type: 'string'; value: string; bold?: boolean }
  | { type: 'number'; value: number; format: string; bold?: boolean }
  | null;

export interface XSheet {
  name: string;
  rows: XCell[][];
  /** Rows above the data (the heading block and the column header): frozen. */
  frozenRows: number;
  widths: number[];
}

// Soft hyphens break the screen's narrow headings; a spreadsheet's cell has no use for them.
const plain = (text: string) => text.replaceAll('\u00ad', '');
export const s = (value: string, bold = false): XCell => ({
  type: 'string',
  value: plain(value),
  bold,
});
export const money = (value: number | null, bold = false): XCell =>
  value === null ? null : { type: 'number', value, format: MONEY_FORMAT, bold };
/** A percentage given in per cent (29.3), written as the fraction a percent cell holds. */
export const pct = (value: number | null): XCell =>
  value === null || !Number.isFinite(value)
    ? null
    : { type: 'number', value: value / 100, format: PERCENT_FORMAT };
export const points = (value: number | null): XCell =>
  value === null || !Number.isFinite(value)
    ? null
    : { type: 'number', value: Math.round(value * 10) / 10, format: POINTS_FORMAT };

export const day = (iso: string) => iso.slice(0, 10);
