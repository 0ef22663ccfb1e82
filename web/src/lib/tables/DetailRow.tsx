import type { ReactNode } from 'react';
import { Table, type TableTdProps } from '@mantine/core';

/** The row that opens under a table's row, one cell across its columns: drawn only while open. */
export function DetailRow({
  open,
  columns,
  children,
  ...cell
}: Omit<TableTdProps, 'colSpan'> & { open: boolean; columns: number; children: ReactNode }) {
  return open ? (
    <Table.Tr>
      <Table.Td colSpan={columns} {...cell}>
        {children}
      </Table.Td>
    </Table.Tr>
  ) : null;
}
