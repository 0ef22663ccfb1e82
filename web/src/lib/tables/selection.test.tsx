// @vitest-environment jsdom
import { useMemo, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { renderUi } from '../../test/render.js';
import { DataTable } from './DataTable.js';
import {
  nextSelection,
  rangeBetween,
  selectedRows,
  selectionColumn,
  SelectionBar,
  useSelection,
} from './selection.js';
import { currentT } from '../../i18n/index.js';

describe('selection logic', () => {
  const order = ['a', 'b', 'c', 'd', 'e'];
  it('a range runs from the anchor to the key in the order shown, either way', () => {
    expect(rangeBetween(order, 'b', 'd')).toEqual(['b', 'c', 'd']);
    expect(rangeBetween(order, 'd', 'a')).toEqual(['a', 'b', 'c', 'd']);
    expect(rangeBetween(order, null, 'c')).toEqual(['c']);
    // An anchor the filter now hides: just the row.
    expect(rangeBetween(order, 'x', 'c')).toEqual(['c']);
  });

  it('a click toggles and moves the anchor; a shift-click sets the range like the row', () => {
    let s = nextSelection(new Set(), null, 'b');
    expect([...s.keys]).toEqual(['b']);
    expect(s.anchor).toBe('b');
    s = nextSelection(s.keys, s.anchor, 'e', { range: true, order });
    expect([...s.keys].sort()).toEqual(['b', 'c', 'd', 'e']);
    expect(s.anchor).toBe('b');
    // Shift-clicking a selected row clears the range.
    s = nextSelection(s.keys, s.anchor, 'd', { range: true, order });
    expect([...s.keys].sort()).toEqual(['e']);
    // Without an anchor a shift-click is a click.
    s = nextSelection(new Set(['a']), null, 'c', { range: true, order });
    expect([...s.keys].sort()).toEqual(['a', 'c']);
  });

  it('selected rows are those still in the list', () => {
    const rows = [{ id: 'a' }, { id: 'c' }];
    const sel = { keys: new Set(['a', 'gone']) };
    expect(selectedRows(rows, sel, (r) => r.id)).toEqual([{ id: 'a' }]);
  });
});

interface Person {
  id: string;
  name: string;
}
const people: Person[] = Array.from({ length: 5000 }, (_, i) => ({
  id: `p${i}`,
  name: `Person ${String(i).padStart(4, '0')}`,
}));

/** A list of 5,000 people with a filter box (a prefix of the name), as a screen has it. */
function List() {
  const selection = useSelection();
  const [filter, setFilter] = useState('');
  const shown = useMemo(() => people.filter((p) => p.name.startsWith(filter)), [filter]);
  const columns = useMemo<ColumnDef<Person, unknown>[]>(
    () => [
      selectionColumn<Person>(selection, (p) => p.name, currentT().bulk.selection),
      { id: 'name', header: 'Name', accessorFn: (p) => p.name },
    ],
    [selection],
  );
  const keys = useMemo(() => shown.map((p) => p.id), [shown]);
  return (
    <>
      <input aria-label="Filter" value={filter} onChange={(e) => setFilter(e.target.value)} />
      <SelectionBar selection={selection} shown={keys}>
        <button type="button">Act on {selectedRows(people, selection, (p) => p.id).length}</button>
      </SelectionBar>
      <DataTable
        caption="People"
        data={shown}
        columns={columns}
        defaultSort="name"
        getRowId={(p) => p.id}
      />
    </>
  );
}

const box = (name: string) => screen.getByRole('checkbox', { name: `Select ${name}` });

describe('a selectable list of 5,000 rows', () => {
  it('labels every box, selects ranges with Shift, all shown, and keeps hidden rows selected', async () => {
    const user = userEvent.setup();
    renderUi(
      <MemoryRouter>
        <List />
      </MemoryRouter>,
    );
    expect(screen.getByRole('toolbar', { name: 'Actions on the selected rows' })).toHaveTextContent(
      '0 selected',
    );
    await user.click(box('Person 0002'));
    await user.keyboard('{Shift>}');
    await user.click(box('Person 0006'));
    await user.keyboard('{/Shift}');
    expect(screen.getByText('5 selected')).toBeInTheDocument();
    expect(box('Person 0004')).toBeChecked();
    expect(box('Person 0007')).not.toBeChecked();
    // Keyboard: Space on a focused box toggles it.
    box('Person 0008').focus();
    await user.keyboard(' ');
    expect(box('Person 0008')).toBeChecked();
    expect(screen.getByRole('button', { name: 'Act on 6' })).toBeInTheDocument();

    // Filter to "Person 00": 100 shown; 6 selected of them.
    fireEvent.change(screen.getByRole('textbox', { name: 'Filter' }), {
      target: { value: 'Person 00' },
    });
    await user.click(screen.getByRole('button', { name: 'Select all 100 shown' }));
    expect(screen.getByText('100 selected')).toBeInTheDocument();
    // Filter to one row: the other 99 stay selected, hidden.
    fireEvent.change(screen.getByRole('textbox', { name: 'Filter' }), {
      target: { value: 'Person 0050' },
    });
    expect(screen.getByRole('toolbar')).toHaveTextContent(
      '100 selected (99 of them are hidden by the filter)',
    );
    // The header box: all shown (the one row) is selected; clearing it leaves the hidden ones.
    const all = screen.getByRole('checkbox', { name: 'Select all rows shown' });
    expect(all).toBeChecked();
    await user.click(all);
    expect(
      screen.getByText('99 selected (99 of them are hidden by the filter)'),
    ).toBeInTheDocument();

    // Every row of 5,000 at once, from the header box with no filter.
    fireEvent.change(screen.getByRole('textbox', { name: 'Filter' }), { target: { value: '' } });
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows shown' }));
    expect(screen.getByText('5,000 selected')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Act on 5000' })).toBeInTheDocument();
    // Only the rows in view are rendered.
    expect(within(screen.getByRole('table')).getAllByRole('checkbox').length).toBeLessThan(100);
    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(screen.getByText('0 selected')).toBeInTheDocument();
  });
});
