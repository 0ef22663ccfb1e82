import { memo, useMemo, type CSSProperties, type ReactNode } from 'react';
import {
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type Cell,
  type ColumnDefTemplate,
  type ColumnDef,
  type Header,
  type Row,
  type SortingState,
} from '@tanstack/react-table';
import { Table, UnstyledButton, Group, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { useSearchParam } from '../routing/url.js';
import { EmptyState } from '../ui/ui.js';
import { useT } from '../../i18n/index.js';
import type { RowNoun } from './rowCount.js';
import { ScrollBox, useVirtualRows, VirtualBody } from './virtualRows.js';
import './DataTable.css';

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData, TValue> {
    align?: 'left' | 'right' | 'center';
    width?: number | string;
    /** Keep the cell on one line (dates, numbers, codes), so the other columns wrap instead. */
    nowrap?: boolean;
    /** Cell styles beyond the above (e.g. `wordBreak` for long file names). */
    style?: CSSProperties;
  }
}

/** The height of a one-line row (verticalSpacing xs, size sm): the virtualizer's estimate. */
const ROW_HEIGHT = 42;

/** Swedish order (å, ä, ö after z), numbers within text by value: a shared collator is fast. */
export const compareSwedish = new Intl.Collator('sv-SE', { numeric: true }).compare;

/**
 * The columns' default sort: numbers by value, anything else as Swedish text. (TanStack's own
 * default splits every string apart per comparison: slow over thousands of rows.)
 */
function compareCells<T>(a: Row<T>, b: Row<T>, columnId: string): number {
  const x = a.getValue(columnId);
  const y = b.getValue(columnId);
  if (typeof x === 'number' && typeof y === 'number') return x - y;
  return compareSwedish(String(x ?? ''), String(y ?? ''));
}

/** `name` / `-name` <-> TanStack sorting state. */
function parseSort(value: string): SortingState {
  if (!value) return [];
  const desc = value.startsWith('-');
  return [{ id: desc ? value.slice(1) : value, desc }];
}
function serialiseSort(state: SortingState): string {
  const s = state[0];
  return s ? `${s.desc ? '-' : ''}${s.id}` : '';
}

export { rowCountLabel, type RowNoun } from './rowCount.js';

function SortableHeader<T>({ header }: { header: Header<T, unknown> }) {
  const align = header.column.columnDef.meta?.align ?? 'left';
  const sorted = header.column.getIsSorted();
  // Called in place, as a cell's renderer is: the select-all box keeps its focus (CellContent).
  const label = calledInPlace(header.column.columnDef.header, header.getContext());
  return (
    <Table.Th
      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
      style={{ textAlign: align, width: header.column.columnDef.meta?.width }}
    >
      {header.column.getCanSort() ? (
        <UnstyledButton onClick={header.column.getToggleSortingHandler()} style={{ width: '100%' }}>
          <Group gap={4} justify={align === 'right' ? 'flex-end' : 'flex-start'} wrap="nowrap">
            <Text fw={600} size="sm" component="span">
              {label}
            </Text>
            {sorted === 'asc' ? (
              <IconArrowUp size={14} aria-hidden />
            ) : sorted === 'desc' ? (
              <IconArrowDown size={14} aria-hidden />
            ) : (
              <IconArrowsSort size={14} aria-hidden color="var(--mantine-color-gray-5)" />
            )}
          </Group>
        </UnstyledButton>
      ) : (
        label
      )}
    </Table.Th>
  );
}

/**
 * A cell's content, its column's renderer called inside this one component. TanStack's
 * `flexRender` would render a renderer function as a component of its own, and most pages make
 * their columns anew on each render: React saw a new component type each time and replaced every
 * cell's elements, so a button replaced between a click's press and release got no click, and a
 * focused one lost its focus. A renderer's hooks, if it has any, are this component's.
 */
function CellContent<T>({ cell }: { cell: Cell<T, unknown> }) {
  return calledInPlace(cell.column.columnDef.cell, cell.getContext());
}

/** A header's or cell's template: its text, or its renderer called here (see `CellContent`). */
function calledInPlace<C extends object>(
  template: ColumnDefTemplate<C> | undefined,
  context: C,
): ReactNode {
  return typeof template === 'function' ? template(context) : (template ?? null);
}

interface DataRowProps<T> {
  /** The row's cells (TanStack memoizes them: new when the data or the columns change). */
  cells: Cell<T, unknown>[];
  index: number;
  measureRef: (el: HTMLTableRowElement | null) => void;
  striped: boolean;
  headerRows: number;
  titleColumn: string | undefined;
  phone: 'stack' | 'scroll';
}

function DataRowOf<T>(p: DataRowProps<T>) {
  return (
    <Table.Tr
      ref={p.measureRef}
      data-index={p.index}
      data-stripe={p.striped && p.index % 2 === 0 ? '' : undefined}
      aria-rowindex={p.index + p.headerRows + 1}
    >
      {p.cells.map((cell) => {
        const meta = cell.column.columnDef.meta;
        const header = cell.column.columnDef.header;
        const title = cell.column.id === p.titleColumn;
        return (
          <Table.Td
            key={cell.id}
            data-title={title ? '' : undefined}
            // The column's name beside the value in a stacked row (DataTable.css).
            data-label={
              p.phone === 'stack' && !title && typeof header === 'string' ? header : undefined
            }
            style={{
              textAlign: meta?.align ?? 'left',
              whiteSpace: meta?.nowrap ? 'nowrap' : undefined,
              fontVariantNumeric: 'tabular-nums',
              ...meta?.style,
            }}
          >
            <CellContent cell={cell} />
          </Table.Td>
        );
      })}
    </Table.Tr>
  );
}

/**
 * One rendered row. Memoized: when the virtualizer draws the table again for its measurements
 * (rows that wrap on a phone), rows whose cells and place are unchanged are not drawn again.
 * A row's cells are new objects when its data or the table's columns change (a cell's renderer
 * may hold a page's state: a selection, a pending action), so those are drawn again.
 */
const DataRow = memo(DataRowOf) as typeof DataRowOf;

/**
 * A table whose sort order lives in the URL (`?sort=name` / `?sort=-name`), rendering only the
 * rows in view of its scroll box (with a sticky header), whatever the length of `data`.
 * Screen readers hear the true row count (`aria-rowcount`, `aria-rowindex`); the count shows
 * above the table, "12 of 5,004 …" when `total` (the unfiltered count) is larger than `data`.
 */
export function DataTable<T>(props: {
  data: T[];
  columns: ColumnDef<T, unknown>[];
  caption: string;
  /**
   * What a row is, for the count shown above the table (none without): the list's own words
   * from its catalog area, e.g. `t.invitations.noun`.
   */
  noun?: RowNoun;
  /**
   * On a phone (below Mantine's `sm`): `stack` (default) shows each row as a card, the title
   * column first and every other cell under its column's name; `scroll` keeps the columns and
   * scrolls the table sideways inside its box, its first column staying put.
   */
  phone?: 'stack' | 'scroll';
  /** The column that heads a stacked row (default: the first whose header is text). */
  titleColumn?: string;
  /** Rows before filtering (default: `data.length`). */
  total?: number;
  defaultSort?: string;
  sortParam?: string;
  /** false: the rows keep the order they come in (e.g. the server's), headers are plain. */
  sortable?: boolean;
  empty?: ReactNode;
  getRowId?: (row: T) => string;
  /** The table's least width: narrower windows scroll it sideways. */
  minWidth?: number;
  fontSize?: 'xs' | 'sm';
  verticalSpacing?: 'xs' | number;
  /** Every other row shaded (default true). */
  striped?: boolean;
  /** A one-line row's height where cells hold more than text (e.g. 49 with action icons). */
  rowHeight?: number;
}) {
  const t = useT();
  const [sortValue, setSort] = useSearchParam(props.sortParam ?? 'sort', props.defaultSort ?? '');
  const sortable = props.sortable ?? true;
  const striped = props.striped ?? true;
  const sorting = useMemo(() => (sortable ? parseSort(sortValue) : []), [sortable, sortValue]);
  const table = useReactTable({
    data: props.data,
    columns: props.columns,
    state: { sorting },
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      setSort(serialiseSort(next));
    },
    getRowId: props.getRowId,
    defaultColumn: { sortingFn: compareCells },
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    enableSorting: sortable,
    enableSortingRemoval: true,
  });
  const rows = table.getRowModel().rows;
  const virtualRows = useVirtualRows({
    count: rows.length,
    estimateSize: props.rowHeight ?? ROW_HEIGHT,
    getItemKey: (i) => rows[i]?.id ?? i,
  });
  const { virtualizer } = virtualRows;
  const columnCount = table.getVisibleLeafColumns().length;
  const headerRows = table.getHeaderGroups().length;
  const phone = props.phone ?? 'stack';
  const titleColumn =
    props.titleColumn ??
    table.getVisibleLeafColumns().find((c) => typeof c.columnDef.header === 'string')?.id;

  if (props.data.length === 0)
    return <>{props.empty ?? <EmptyState title={t.common.nothingHereYet} />}</>;

  return (
    <>
      {props.noun ? (
        <Text size="sm" c="dimmed" mb={6} aria-live="polite">
          {t.common.table.rowCount(rows.length, props.total ?? rows.length, props.noun)}
        </Text>
      ) : null}
      <ScrollBox rows={virtualRows} label={props.caption}>
        <Table
          stickyHeader
          highlightOnHover
          verticalSpacing={props.verticalSpacing ?? 'xs'}
          fz={props.fontSize}
          miw={props.minWidth ?? 600}
          aria-rowcount={rows.length + headerRows}
          className={phone === 'stack' ? 'phone-stack' : 'phone-scroll'}
        >
          <Table.Caption style={{ captionSide: 'top', textAlign: 'left' }} className="sr-only">
            {props.caption}
          </Table.Caption>
          <Table.Thead>
            {table.getHeaderGroups().map((hg, i) => (
              <Table.Tr key={hg.id} aria-rowindex={i + 1}>
                {hg.headers.map((h) => (
                  <SortableHeader key={h.id} header={h} />
                ))}
              </Table.Tr>
            ))}
          </Table.Thead>
          <VirtualBody rows={virtualRows} colSpan={columnCount} className="virtual-rows">
            {virtualizer.getVirtualItems().map((item) => (
              <DataRow
                key={rows[item.index]!.id}
                cells={rows[item.index]!.getVisibleCells()}
                index={item.index}
                measureRef={virtualizer.measureElement}
                striped={striped}
                headerRows={headerRows}
                titleColumn={titleColumn}
                phone={phone}
              />
            ))}
          </VirtualBody>
        </Table>
      </ScrollBox>
    </>
  );
}
