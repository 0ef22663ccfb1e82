import { useMemo, type ReactNode } from 'react';
import {
  flexRender,
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type SortingState,
} from '@tanstack/react-table';
import { Table, UnstyledButton, Group, Text, ScrollArea } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { useSearchParam } from './url.js';
import { EmptyState } from './ui.js';

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData, TValue> {
    align?: 'left' | 'right' | 'center';
    width?: number | string;
    /** Keep the cell on one line (dates, numbers, codes), so the other columns wrap instead. */
    nowrap?: boolean;
  }
}

/** `name` / `-name` <-> TanStack sorting state. */
export function parseSort(value: string): SortingState {
  if (!value) return [];
  const desc = value.startsWith('-');
  return [{ id: desc ? value.slice(1) : value, desc }];
}
export function serialiseSort(state: SortingState): string {
  const s = state[0];
  return s ? `${s.desc ? '-' : ''}${s.id}` : '';
}

/** A sortable table whose sort order lives in the URL (`?sort=name` / `?sort=-name`). */
export function DataTable<T>(props: {
  data: T[];
  columns: ColumnDef<T, unknown>[];
  caption: string;
  defaultSort?: string;
  sortParam?: string;
  empty?: ReactNode;
  getRowId?: (row: T) => string;
}) {
  const [sortValue, setSort] = useSearchParam(props.sortParam ?? 'sort', props.defaultSort ?? '');
  const sorting = useMemo(() => parseSort(sortValue), [sortValue]);
  const table = useReactTable({
    data: props.data,
    columns: props.columns,
    state: { sorting },
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      setSort(serialiseSort(next));
    },
    getRowId: props.getRowId,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    enableSortingRemoval: true,
  });

  if (props.data.length === 0) return <>{props.empty ?? <EmptyState title="Nothing here yet" />}</>;

  return (
    <ScrollArea
      type="auto"
      offsetScrollbars="x"
      viewportProps={{ tabIndex: 0, 'aria-label': props.caption }}
    >
      <Table striped highlightOnHover verticalSpacing="xs" miw={600}>
        <Table.Caption style={{ captionSide: 'top', textAlign: 'left' }} className="sr-only">
          {props.caption}
        </Table.Caption>
        <Table.Thead>
          {table.getHeaderGroups().map((hg) => (
            <Table.Tr key={hg.id}>
              {hg.headers.map((h) => {
                const align = h.column.columnDef.meta?.align ?? 'left';
                const sorted = h.column.getIsSorted();
                const label = flexRender(h.column.columnDef.header, h.getContext());
                return (
                  <Table.Th
                    key={h.id}
                    style={{ textAlign: align, width: h.column.columnDef.meta?.width }}
                    aria-sort={
                      sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined
                    }
                  >
                    {h.column.getCanSort() ? (
                      <UnstyledButton
                        onClick={h.column.getToggleSortingHandler()}
                        style={{ width: '100%' }}
                      >
                        <Group
                          gap={4}
                          justify={align === 'right' ? 'flex-end' : 'flex-start'}
                          wrap="nowrap"
                        >
                          <Text fw={600} size="sm" component="span">
                            {label}
                          </Text>
                          {sorted === 'asc' ? (
                            <IconArrowUp size={14} aria-hidden />
                          ) : sorted === 'desc' ? (
                            <IconArrowDown size={14} aria-hidden />
                          ) : (
                            <IconArrowsSort
                              size={14}
                              aria-hidden
                              color="var(--mantine-color-gray-5)"
                            />
                          )}
                        </Group>
                      </UnstyledButton>
                    ) : (
                      label
                    )}
                  </Table.Th>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Thead>
        <Table.Tbody>
          {table.getRowModel().rows.map((row) => (
            <Table.Tr key={row.id}>
              {row.getVisibleCells().map((cell) => (
                <Table.Td
                  key={cell.id}
                  style={{
                    textAlign: cell.column.columnDef.meta?.align ?? 'left',
                    whiteSpace: cell.column.columnDef.meta?.nowrap ? 'nowrap' : undefined,
                    fontVariantNumeric: 'tabular-nums',
                  }}
                >
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
