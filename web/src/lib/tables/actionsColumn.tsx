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

/** What removes a row by its id, and whether it is removing one now. */
export interface RowRemoval {
  pending: (id: string) => boolean;
  remove: (id: string) => void;
}

/** A row removal by a mutation whose variables are the row's id (a delete, a revoke). */
export const rowRemoval = (mutation: {
  isPending: boolean;
  variables: unknown;
  mutate: (id: string) => void;
}): RowRemoval => ({
  pending: (id) => mutation.isPending && mutation.variables === id,
  remove: (id) => mutation.mutate(id),
});

type ConfirmWords = Omit<ComponentProps<typeof ConfirmDeleteIcon>, 'pending' | 'onConfirm'>;

/**
 * An actions column of one button: the row's red trash icon, which asks (`words` for the row)
 * before `removal` removes the row; only where the role may use `op`.
 */
export function confirmDeleteColumn<T extends { id: string }>(
  op: OperationId,
  removal: RowRemoval,
  words: (row: T) => ConfirmWords,
): ColumnDef<T, unknown> {
  return actionsColumn(
    (row) => (
      <IfCan op={op}>
        <ConfirmDeleteIcon
          {...words(row)}
          pending={removal.pending(row.id)}
          onConfirm={() => removal.remove(row.id)}
        />
      </IfCan>
    ),
    60,
  );
}
