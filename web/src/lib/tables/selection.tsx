import { useCallback, useMemo, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { Button, Checkbox, Group, Paper, Text } from '@mantine/core';
import type { ColumnDef, Table } from '@tanstack/react-table';
import { useT } from '../../i18n/index.js';
import { ByPointer } from '../ui/ByPointer.js';

/**
 * Row selection for a list: a Set of row keys (the table's row ids), so a row asks in O(1)
 * whether it is selected, whatever the length of the list. The anchor is the last row clicked
 * without Shift: a Shift-click selects (or clears) every row between it and the anchor, in the
 * order the table shows them.
 */
export interface Selection {
  readonly keys: ReadonlySet<string>;
  has(key: string): boolean;
  /** One row on or off; with `range`, every row from the anchor to it (in `order`) the same. */
  toggle(key: string, opts?: { range?: boolean; order?: readonly string[] }): void;
  /** These rows on (`true`) or off. */
  setMany(keys: Iterable<string>, on: boolean): void;
  clear(): void;
}

/** Keys from the anchor to `key` in `order` (both included); just `key` when either is not in it. */
export function rangeBetween(
  order: readonly string[],
  anchor: string | null,
  key: string,
): string[] {
  const to = order.indexOf(key);
  const from = anchor === null ? -1 : order.indexOf(anchor);
  if (to < 0 || from < 0) return [key];
  const [lo, hi] = from <= to ? [from, to] : [to, from];
  return order.slice(lo, hi + 1);
}

/** The state of a selection and its changes (pure, so that it is tested without a screen). */
export function nextSelection(
  keys: ReadonlySet<string>,
  anchor: string | null,
  key: string,
  opts: { range?: boolean; order?: readonly string[] } = {},
): { keys: Set<string>; anchor: string | null } {
  const next = new Set(keys);
  const on = !keys.has(key);
  if (opts.range && opts.order && anchor !== null) {
    for (const k of rangeBetween(opts.order, anchor, key)) {
      if (on) next.add(k);
      else next.delete(k);
    }
    return { keys: next, anchor };
  }
  if (on) next.add(key);
  else next.delete(key);
  return { keys: next, anchor: key };
}

export function useSelection(): Selection {
  const [keys, setKeys] = useState<ReadonlySet<string>>(() => new Set());
  const anchor = useRef<string | null>(null);
  const toggle = useCallback(
    (key: string, opts?: { range?: boolean; order?: readonly string[] }) => {
      setKeys((old) => {
        const next = nextSelection(old, anchor.current, key, opts);
        anchor.current = next.anchor;
        return next.keys;
      });
    },
    [],
  );
  const setMany = useCallback((more: Iterable<string>, on: boolean) => {
    setKeys((old) => {
      const next = new Set(old);
      for (const k of more) {
        if (on) next.add(k);
        else next.delete(k);
      }
      return next;
    });
  }, []);
  const clear = useCallback(() => {
    anchor.current = null;
    setKeys(new Set());
  }, []);
  return useMemo(
    () => ({ keys, has: (k: string) => keys.has(k), toggle, setMany, clear }),
    [keys, toggle, setMany, clear],
  );
}

/** The row ids of a table in the order it shows them (sorted, filtered). */
const shownOrder = <T,>(table: Table<T>) => table.getRowModel().rows.map((r) => r.id);

/**
 * The checkbox column of a selectable list: first in its columns, with a labelled box per row
 * (`label(row)` names it for screen readers) and, in the header, one for every row shown.
 * Rows need ids (`getRowId`): those are the keys selected.
 */
export function selectionColumn<T>(
  selection: Selection,
  label: (row: T) => string,
  words: { selectRow: (label: string) => string; selectAllShown: string; column: string },
): ColumnDef<T, unknown> {
  return {
    id: 'select',
    enableSorting: false,
    meta: { width: 44 },
    header: ({ table }) => {
      const order = shownOrder(table);
      const selectedShown = order.reduce((n, k) => n + (selection.keys.has(k) ? 1 : 0), 0);
      return (
        <Checkbox
          className="selection-box"
          aria-label={words.selectAllShown}
          checked={order.length > 0 && selectedShown === order.length}
          indeterminate={selectedShown > 0 && selectedShown < order.length}
          onChange={() => selection.setMany(order, selectedShown < order.length)}
        />
      );
    },
    cell: ({ row, table }) => (
      <Checkbox
        className="selection-box"
        aria-label={words.selectRow(label(row.original))}
        checked={selection.keys.has(row.id)}
        // The click carries Shift; the change that follows it is the click's.
        onChange={() => undefined}
        onClick={(e: MouseEvent<HTMLInputElement>) =>
          selection.toggle(row.id, e.shiftKey ? { range: true, order: shownOrder(table) } : {})
        }
      />
    ),
  };
}

/**
 * Above a selectable list: how many rows are selected (and how many of them the filter hides),
 * "select all N shown", clear, and the actions on the selection (`children`). Always there while
 * anything is selected; announced to screen readers as it changes.
 */
export function SelectionBar({
  selection,
  shown,
  children,
}: {
  selection: Selection;
  /** The keys of the rows the filter shows (all when there is no filter). */
  shown: readonly string[];
  children?: ReactNode;
}) {
  const t = useT();
  const s = t.bulk.selection;
  const shownSet = useMemo(() => new Set(shown), [shown]);
  let hidden = 0;
  for (const k of selection.keys) if (!shownSet.has(k)) hidden++;
  const count = selection.keys.size;
  const allShown = shown.length > 0 && shown.every((k) => selection.keys.has(k));
  return (
    <Paper
      withBorder
      p="xs"
      mb="sm"
      role="toolbar"
      aria-label={s.toolbar}
      style={{ position: 'sticky', top: 0, zIndex: 2 }}
    >
      <Group gap="sm" wrap="wrap">
        <Text size="sm" fw={600} aria-live="polite">
          {s.selected(count)}
          {hidden > 0 ? ` ${s.hidden(hidden)}` : ''}
        </Text>
        {!allShown && shown.length > 0 ? (
          <Button size="xs" variant="subtle" onClick={() => selection.setMany(shown, true)}>
            {s.selectAllMatching(shown.length)}
          </Button>
        ) : null}
        {count > 0 ? (
          <Button size="xs" variant="subtle" onClick={selection.clear}>
            {s.clear}
          </Button>
        ) : null}
        {count > 0 ? (
          <Group gap="xs" wrap="wrap">
            {children}
          </Group>
        ) : (
          <Text size="xs" c="dimmed">
            <ByPointer mouse={s.rangeHint} />
          </Text>
        )}
      </Group>
    </Paper>
  );
}

/** The selected keys that are still rows of the list (a row removed elsewhere drops out). */
export function selectedRows<T>(
  rows: readonly T[] | undefined,
  selection: Pick<Selection, 'keys'>,
  key: (row: T) => string,
): T[] {
  return (rows ?? []).filter((r) => selection.keys.has(key(r)));
}
