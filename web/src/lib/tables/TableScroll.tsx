import type { ReactNode } from 'react';
import './DataTable.css';

/**
 * A small table's box that scrolls sideways when the table is wider than the screen (a phone),
 * keyboard-scrollable and named; give the table `className="phone-scroll"` to keep its first
 * column in view meanwhile.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className="table-scroll">
      {children}
    </div>
  );
}
