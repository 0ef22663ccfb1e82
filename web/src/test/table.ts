import { within } from '@testing-library/react';

/** The column headers of a table, as text. */
export const columnHeaders = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((h) => h.textContent);

/** The cells of row `i` of a table (0 is the header row), white space as plain spaces. */
export const rowCells = (table: HTMLElement, i: number) =>
  within(within(table).getAllByRole('row')[i]!)
    .getAllByRole('cell')
    .map((c) => c.textContent?.replace(/\s/g, ' '));
