import { Anchor } from '@mantine/core';
import { Link } from '../routing/Link.js';
import type { ColumnDef } from '@tanstack/react-table';

/**
 * A list's `name` column: each row's name as the link to its page, sorted by name in Swedish
 * order.
 */
export function nameLinkColumn<T>(
  header: string,
  name: (row: T) => string,
  to: (row: T) => string,
): ColumnDef<T, unknown> {
  return {
    id: 'name',
    header,
    accessorFn: name,
    sortingFn: (a, b) => name(a.original).localeCompare(name(b.original), 'sv-SE'),
    cell: ({ row }) => (
      <Anchor component={Link} to={to(row.original)} fw={500}>
        {name(row.original)}
      </Anchor>
    ),
  };
}
