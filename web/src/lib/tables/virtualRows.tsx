import { useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { Table } from '@mantine/core';
import {
  elementScroll,
  measureElement,
  useVirtualizer,
  type Virtualizer,
} from '@tanstack/react-virtual';

/**
 * The height a list's box is taken to have while it has no layout (hidden, or jsdom): enough
 * rows for a screen are rendered, never the whole list.
 */
const UNLAID_BOX_HEIGHT = 600;

/** Rows rendered beyond each edge of the box, so fast scrolling shows no blank. */
const OVERSCAN = 8;

/**
 * The CSS max-height of a list's scroll box: nearly a window, so a scrolled-to table fills the
 * screen, and never less than a few rows. Lists shorter than this are as tall as their rows.
 */
const SCROLL_BOX_MAX_HEIGHT = 'max(20rem, calc(100dvh - 10rem))';

export interface VirtualRows {
  /** The scroll box (ScrollBox's `boxRef`). */
  boxRef: RefObject<HTMLDivElement | null>;
  virtualizer: Virtualizer<HTMLDivElement, HTMLTableRowElement>;
  /** Heights of the spacer rows above and below the rendered rows. */
  before: number;
  after: number;
  /**
   * Home and End on the focused box: to the first or the last row. (The browser's own End
   * stops where the bottom was before the rows it reveals were measured.)
   */
  onKeyDown: (e: KeyboardEvent<HTMLDivElement>) => void;
}

/**
 * Which of `count` table rows to render in a scroll box: those on screen and a few beyond.
 * Each rendered row gets `ref={virtualizer.measureElement}` and `data-index`, so wrapped rows
 * are measured; `estimateSize` is a one-line row.
 */
export function useVirtualRows(opts: {
  count: number;
  estimateSize: number;
  getItemKey?: (index: number) => string | number;
}): VirtualRows {
  const boxRef = useRef<HTMLDivElement>(null);
  const { estimateSize } = opts;
  const virtualizer = useVirtualizer<HTMLDivElement, HTMLTableRowElement>({
    count: opts.count,
    getScrollElement: () => boxRef.current,
    estimateSize: () => estimateSize,
    getItemKey: opts.getItemKey,
    overscan: OVERSCAN,
    // Sizes come from ResizeObservers, after the browser's own layout. TanStack's defaults also
    // read them at once, in the middle of React's commit, which forces a layout of the whole page
    // there: on a page's first render, a long task twice over.
    initialRect: { width: 0, height: UNLAID_BOX_HEIGHT },
    observeElementRect: (instance, cb) => {
      const box = instance.scrollElement;
      if (!box || typeof ResizeObserver === 'undefined') return;
      const observer = new ResizeObserver(() =>
        cb({ width: box.clientWidth, height: box.clientHeight || UNLAID_BOX_HEIGHT }),
      );
      observer.observe(box);
      return () => observer.disconnect();
    },
    // TanStack scrolls a box to its offset as it takes it (to the top, for a new box): setting
    // scrollTop forces a layout of the whole page in the middle of React's commit. A box is not
    // scrolled to where it already is.
    scrollToFn: (offset, options, instance) => {
      const target = offset + (options.adjustments ?? 0);
      if (target === (instance.scrollOffset ?? 0) && options.behavior !== 'smooth') return;
      elementScroll(offset, options, instance);
    },
    // A row's first call comes without an observer's entry: the size known so far, else the
    // estimate. A row without layout measures 0: keep the estimate, or every row would seem to fit.
    measureElement: (el, entry, instance) =>
      entry
        ? measureElement(el, entry, instance) || estimateSize
        : (instance.itemSizeCache.get(instance.options.getItemKey(instance.indexFromElement(el))) ??
          estimateSize),
  });
  const items = virtualizer.getVirtualItems();
  const total = virtualizer.getTotalSize();
  const first = items[0];
  const last = items[items.length - 1];
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.target !== e.currentTarget || e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
    if (e.key === 'End' && opts.count > 0) {
      e.preventDefault();
      virtualizer.scrollToIndex(opts.count - 1, { align: 'end' });
    } else if (e.key === 'Home') {
      e.preventDefault();
      virtualizer.scrollToOffset(0);
    }
  };
  return {
    boxRef,
    virtualizer,
    before: first ? first.start : 0,
    after: last ? total - last.end : 0,
    onKeyDown,
  };
}

/** An empty row standing for the rows not rendered; hidden from screen readers. */
function SpacerRow({ height, colSpan }: { height: number; colSpan: number }) {
  if (height <= 0) return null;
  return (
    <tr aria-hidden="true" data-spacer="">
      <td colSpan={colSpan} style={{ height, padding: 0, border: 0 }} />
    </tr>
  );
}

/** A virtual table's body: the rendered rows between the spacers that stand for the others. */
export function VirtualBody({
  rows,
  colSpan,
  className,
  children,
}: {
  rows: VirtualRows;
  colSpan: number;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Table.Tbody className={className}>
      <SpacerRow height={rows.before} colSpan={colSpan} />
      {children}
      <SpacerRow height={rows.after} colSpan={colSpan} />
    </Table.Tbody>
  );
}

/**
 * The scroll box of a virtual table: focusable and named (`label`), so keyboard users scroll it
 * with the arrows and Page Up/Down (the browser's own scrolling of a focused box), Home and End.
 */
export function ScrollBox({
  rows,
  label,
  children,
}: {
  rows: VirtualRows;
  label: string;
  children: ReactNode;
}) {
  return (
    <div
      ref={rows.boxRef}
      onKeyDown={rows.onKeyDown}
      role="region"
      aria-label={label}
      tabIndex={0}
      className="scroll-box"
      style={{ maxHeight: SCROLL_BOX_MAX_HEIGHT, overflow: 'auto' }}
    >
      {children}
    </div>
  );
}
