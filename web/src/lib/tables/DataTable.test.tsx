// @vitest-environment jsdom
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { MantineProvider } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { renderUi } from '../../test/render.js';
import { DataTable, rowCountLabel } from './DataTable.js';
import { setLanguage } from '../../i18n/index.js';

interface Company {
  id: string;
  name: string;
  employees: number;
}
const companies: Company[] = Array.from({ length: 5000 }, (_, i) => ({
  id: `c${i}`,
  name: `Bolag ${String(i).padStart(4, '0')} AB`,
  employees: (i * 37) % 1000,
}));
const columns: ColumnDef<Company, unknown>[] = [
  { id: 'name', header: 'Name', accessorFn: (c) => c.name },
  { id: 'employees', header: 'Employees', accessorFn: (c) => c.employees },
];
const noun = { one: 'company', other: 'companies' };

function Search() {
  return <output aria-label="Address">{useLocation().search}</output>;
}

function renderTable(data: Company[], opts: { url?: string; total?: number } = {}) {
  return renderUi(
    <MemoryRouter initialEntries={[opts.url ?? '/companies']}>
      <DataTable
        caption="Companies"
        noun={noun}
        data={data}
        total={opts.total}
        columns={columns}
        defaultSort="name"
        getRowId={(c) => c.id}
      />
      <Search />
    </MemoryRouter>,
  );
}

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const firstCells = () => bodyRows().map((r) => within(r).getAllByRole('cell')[0]!.textContent);

// jsdom lays nothing out: give every element the size of an 800 px box, as TanStack Virtual's
// own tests do, so the virtualizer has a window to fill.
const BOX_HEIGHT = 800;
const clientHeight = Object.getOwnPropertyDescriptor(Element.prototype, 'clientHeight');
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get: () => BOX_HEIGHT,
  });
});
afterAll(() => {
  delete (HTMLElement.prototype as { clientHeight?: number }).clientHeight;
  if (clientHeight) Object.defineProperty(Element.prototype, 'clientHeight', clientHeight);
});

describe('DataTable', () => {
  it('renders a window of 5,000 rows and tells their true count', () => {
    renderTable(companies);
    expect(screen.getByText('5,000 companies')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Companies' });
    expect(table).toHaveAttribute('aria-rowcount', '5001');
    const rows = bodyRows();
    // A box of 800 px holds about 19 rows of 42 px; a few more are rendered beyond its edge.
    expect(rows.length).toBeGreaterThan(15);
    expect(rows.length).toBeLessThan(60);
    expect(rows[0]).toHaveAttribute('aria-rowindex', '2');
    expect(firstCells()[0]).toBe('Bolag 0000 AB');
    expect(screen.getByRole('region', { name: 'Companies' })).toHaveAttribute('tabindex', '0');
  });

  it('shows the last rows when scrolled to the bottom', () => {
    renderTable(companies);
    const box = screen.getByRole('region', { name: 'Companies' });
    act(() => {
      box.scrollTop = 5000 * 42;
      fireEvent.scroll(box);
    });
    const rows = bodyRows();
    expect(rows.length).toBeLessThan(60);
    expect(firstCells().at(-1)).toBe('Bolag 4999 AB');
    expect(rows.at(-1)).toHaveAttribute('aria-rowindex', '5001');
    expect(screen.queryByText('Bolag 0000 AB')).not.toBeInTheDocument();
  });

  it("draws its rows again when the columns change: a cell may show the page's state", () => {
    // Rows are memoized by their cells; a page's new columns (a pending action, a selection)
    // make new cells, and the rows must show them.
    const withMark = (mark: string): ColumnDef<Company, unknown>[] => [
      {
        id: 'name',
        header: 'Name',
        accessorFn: (c) => c.name,
        cell: (c) => `${mark} ${c.getValue()}`,
      },
    ];
    const table = (mark: string) => (
      <MemoryRouter>
        <DataTable
          caption="Companies"
          data={companies.slice(0, 3)}
          columns={withMark(mark)}
          getRowId={(c) => c.id}
        />
      </MemoryRouter>
    );
    const view = renderUi(table('before'));
    expect(firstCells()).toEqual([
      'before Bolag 0000 AB',
      'before Bolag 0001 AB',
      'before Bolag 0002 AB',
    ]);
    view.rerender(<MantineProvider env="test">{table('after')}</MantineProvider>);
    expect(firstCells()).toEqual([
      'after Bolag 0000 AB',
      'after Bolag 0001 AB',
      'after Bolag 0002 AB',
    ]);
  });

  it("keeps the cells' and headers' elements when a page remakes its columns: focus stays", () => {
    // Columns made on each render (as most pages make them) give new renderer functions; the
    // cells' elements must stay, or a click between press and release and the focus are lost.
    const table = (word: string) => (
      <MemoryRouter>
        <DataTable
          caption="Companies"
          data={companies.slice(0, 2)}
          columns={[
            { id: 'name', header: 'Name', accessorFn: (c) => c.name },
            {
              id: 'act',
              header: () => <button type="button">{`${word} all`}</button>,
              cell: ({ row }) => <button type="button">{`${word} ${row.original.name}`}</button>,
            },
          ]}
          getRowId={(c) => c.id}
        />
      </MemoryRouter>
    );
    const view = renderUi(table('Open'));
    const button = screen.getByRole('button', { name: 'Open Bolag 0000 AB' });
    button.focus();
    view.rerender(<MantineProvider env="test">{table('Show')}</MantineProvider>);
    expect(screen.getByRole('button', { name: 'Show Bolag 0000 AB' })).toBe(button);
    expect(button).toHaveFocus();
    // The same for a header's renderer (a select-all box).
    const all = screen.getByRole('button', { name: 'Show all' });
    all.focus();
    view.rerender(<MantineProvider env="test">{table('Open')}</MantineProvider>);
    expect(screen.getByRole('button', { name: 'Open all' })).toBe(all);
    expect(all).toHaveFocus();
  });

  it('keeps the sort in the URL: a header click sorts, the URL sorts', async () => {
    const user = userEvent.setup();
    renderTable(companies);
    const name = screen.getByRole('columnheader', { name: 'Name' });
    expect(name).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(name).getByRole('button'));
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent('?sort=-name');
    expect(name).toHaveAttribute('aria-sort', 'descending');
    expect(firstCells()[0]).toBe('Bolag 4999 AB');
  });

  it('sorts numbers by value from the URL, and counts a filtered list against the whole', () => {
    const few = companies.slice(0, 12);
    renderTable(few, { url: '/companies?sort=-employees', total: companies.length });
    expect(screen.getByText('12 of 5,000 companies')).toBeInTheDocument();
    const employees = bodyRows().map((r) => Number(within(r).getAllByRole('cell')[1]!.textContent));
    expect(employees).toEqual([...employees].sort((a, b) => b - a));
    expect(employees[0]).toBe(Math.max(...few.map((c) => c.employees)));
  });
});

describe('on a phone', () => {
  it("stacks by default: the first text column heads each row, every other cell carries its column's name", () => {
    renderTable(companies.slice(0, 3));
    const table = screen.getByRole('table');
    expect(table).toHaveClass('phone-stack');
    const [name, employees] = within(bodyRows()[0]!).getAllByRole('cell');
    expect(name).toHaveAttribute('data-title');
    expect(name).not.toHaveAttribute('data-label');
    expect(employees).toHaveAttribute('data-label', 'Employees');
    expect(employees).not.toHaveAttribute('data-title');
    // The name is drawn by CSS, not written into the cell: its text is the value alone.
    expect(employees!.textContent).toBe(String(companies[0]!.employees));
  });

  it('scrolls instead when asked (phone="scroll"): no names in the cells; a chosen title column', () => {
    renderUi(
      <MemoryRouter>
        <DataTable
          caption="Companies"
          data={companies.slice(0, 2)}
          columns={columns}
          phone="scroll"
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('table')).toHaveClass('phone-scroll');
    const cells = within(bodyRows()[0]!).getAllByRole('cell');
    for (const c of cells) expect(c).not.toHaveAttribute('data-label');
    cleanup();
    renderUi(
      <MemoryRouter>
        <DataTable
          caption="Companies"
          data={companies.slice(0, 2)}
          columns={columns}
          titleColumn="employees"
        />
      </MemoryRouter>,
    );
    const [name, employees] = within(bodyRows()[0]!).getAllByRole('cell');
    expect(employees).toHaveAttribute('data-title');
    expect(name).toHaveAttribute('data-label', 'Name');
  });
});

describe('rowCountLabel', () => {
  it('says how many, and of how many when filtered', () => {
    expect(rowCountLabel(5004, 5004, { one: 'invitation', other: 'invitations' })).toBe(
      '5,004 invitations',
    );
    expect(rowCountLabel(1, 1, noun)).toBe('1 company');
    expect(rowCountLabel(12, 5004, noun)).toBe('12 of 5,004 companies');
    expect(rowCountLabel(0, 1, noun)).toBe('0 of 1 company');
  });
});

describe('in Swedish', () => {
  it("counts with Swedish numbers and the list's own noun, and names the actions", async () => {
    await setLanguage('sv');
    try {
      expect(rowCountLabel(12, 5004, { one: 'inbjudan', other: 'inbjudningar' })).toBe(
        '12 av 5\u00a0004 inbjudningar',
      );
      expect(rowCountLabel(1, 1, { one: 'grupp', other: 'grupper' })).toBe('1 grupp');
      renderTable(companies.slice(0, 3), { total: 1200 });
      expect(screen.getByText(/^3 av 1\s200 /)).toBeInTheDocument();
      expect(document.body.textContent).not.toMatch(/ of /);
      cleanup();
      renderTable([]);
      expect(screen.getByText('Här finns inget ännu')).toBeInTheDocument();
    } finally {
      await setLanguage('en');
    }
  });
});
