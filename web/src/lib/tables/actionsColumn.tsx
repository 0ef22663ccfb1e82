import type { ComponentProps, ReactNode } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import type { OperationId } from '@ledger/contract';
import { IfCan } from '../access/access.js';
import { ConfirmDeleteIcon } from '../ui/confirm.js';
import { ActionsHeader } from './ActionsHeader.js';

/** A table's last column: each row's action buttons, unsorted, under a header named for screen readers. */
export function actionsColumn<T>(
  cell: (row: T) => ReactNode,
  width?: number,
): ColumnDef<T, unknown> {
  return {
    id: 'actions',
    header: ActionsHeader,
    enableSorting: false,
    ...(width === undefined ? {} : { meta: { width } }),
    cell: ({ row }) => cell(row.original),
  };
}

/**
 * An actions column of one button: the row's red trash icon, which asks (`confirm`'s words for the
 * row) before it deletes or removes; only where the role may use `op`.
 */
export function confirmDeleteColumn<T>(
  op: OperationId,
  confirm: (row: T) => ComponentProps<typeof ConfirmDeleteIcon>,
): ColumnDef<T, unknown> {
  return actionsColumn(
    (row) => (
      <IfCan op={op}>
        <ConfirmDeleteIcon {...confirm(row)} />
      </IfCan>
    ),
    60,
  );
}
