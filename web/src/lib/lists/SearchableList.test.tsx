// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { Button } from '@mantine/core';
import { renderUi } from '../../test/render.js';
import { selectionColumn } from '../tables/selection.js';
import { currentT } from '../../i18n/index.js';
import { SearchableList } from './SearchableList.js';
import { useSearchableList } from './useSearchableList.js';

interface Row {
  id: string;
  name: string;
}
const rows: Row[] = [
  { id: 'g1', name: 'Revisorer' },
  { id: 'g2', name: 'Byråledning' },
  { id: 'g3', name: 'Revisorsassistenter' },
];
const matches = (r: Row, q: string) => r.name.toLowerCase().includes(q.trim().toLowerCase());
const keyOf = (r: Row) => r.id;

type Query = { data: Row[] | undefined; isPending: boolean; isError: boolean; error: unknown };
const words = {
  title: 'Groups',
  noun: { one: 'group', other: 'groups' },
  searchLabel: 'Search groups',
  searchPlaceholder: 'Part of a name',
  loading: 'Loading groups',
  empty: 'No groups yet',
  noMatch: 'No group matches',
  tryAnotherSearch: 'Try another search.',
};

function List(props: { query: Query; selectable?: boolean; chosen?: (rows: Row[]) => void }) {
  const list = useSearchableList(props.query.data, matches, keyOf);
  const columns: ColumnDef<Row, unknown>[] = [
    ...(props.selectable
      ? [selectionColumn<Row>(list.selection, (r) => r.name, currentT().bulk.selection)]
      : []),
    { id: 'name', header: 'Name', accessorFn: (r) => r.name },
  ];
  return (
    <SearchableList
      words={words}
      query={{ ...props.query, refetch: () => undefined }}
      list={list}
      empty={<p>No groups yet: create the first</p>}
      bulkActions={
        props.selectable
          ? (chosen) => (
              <Button onClick={() => props.chosen?.(chosen)}>Act on {chosen.length}</Button>
            )
          : null
      }
      table={{ columns, getRowId: keyOf }}
    >
      <p>Between the box and the list</p>
    </SearchableList>
  );
}

const render = (props: Parameters<typeof List>[0]) =>
  renderUi(
    <MemoryRouter>
      <List {...props} />
    </MemoryRouter>,
  );
const loaded: Query = { data: rows, isPending: false, isError: false, error: null };

describe('SearchableList', () => {
  it('shows the loading and the empty state under the search box', () => {
    const { unmount } = render({ query: { ...loaded, data: undefined, isPending: true } });
    expect(screen.getByRole('textbox', { name: 'Search groups' })).toBeInTheDocument();
    expect(screen.getByText('Between the box and the list')).toBeInTheDocument();
    expect(screen.getByText('Loading groups')).toBeInTheDocument();
    unmount();
    render({ query: { ...loaded, data: [] } });
    expect(screen.getByText('No groups yet: create the first')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("shows the rows the search leaves, and the table's own empty state for none", async () => {
    const user = userEvent.setup();
    render({ query: loaded });
    const table = screen.getByRole('table', { name: 'Groups' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    await user.type(screen.getByRole('textbox', { name: 'Search groups' }), 'revisor');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    await user.type(screen.getByRole('textbox', { name: 'Search groups' }), 'xyz');
    expect(await screen.findByText('No group matches')).toBeInTheDocument();
  });

  it('hands the chosen rows to the bulk actions; without them, no selection bar', async () => {
    const user = userEvent.setup();
    let chosen: Row[] = [];
    const { unmount } = render({ query: loaded, selectable: true, chosen: (r) => (chosen = r) });
    await user.click(screen.getByRole('checkbox', { name: /Byråledning/ }));
    await user.click(await screen.findByRole('button', { name: 'Act on 1' }));
    expect(chosen).toEqual([rows[1]]);
    unmount();
    render({ query: loaded });
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /Act on/ })).toBeNull();
  });

  it("takes the box's frame and placeholder, the states and the caption from the list's words", async () => {
    const user = userEvent.setup();
    function Framed(props: { query: Query }) {
      const list = useSearchableList(props.query.data, matches, keyOf);
      return (
        <SearchableList
          words={words}
          searchFrame={(box) => <section aria-label="Frame">{box}</section>}
          query={{ ...props.query, refetch: () => undefined }}
          list={list}
          table={{ columns: [{ id: 'name', header: 'Name', accessorFn: (r: Row) => r.name }] }}
        />
      );
    }
    const show = (query: Query) =>
      renderUi(
        <MemoryRouter>
          <Framed query={query} />
        </MemoryRouter>,
      );
    let view = show({ ...loaded, data: undefined, isPending: true });
    expect(screen.getByText('Loading groups')).toBeInTheDocument();
    view.unmount();
    view = show({ ...loaded, data: [] });
    expect(screen.getByText('No groups yet')).toBeInTheDocument();
    view.unmount();
    show(loaded);
    const frame = screen.getByRole('region', { name: 'Frame' });
    const box = within(frame).getByRole('textbox', { name: 'Search groups' });
    expect(box).toHaveAttribute('placeholder', 'Part of a name');
    expect(screen.getByRole('table', { name: 'Groups' })).toBeInTheDocument();
    await user.type(box, 'xyz');
    expect(await screen.findByText('No group matches')).toBeInTheDocument();
    expect(screen.getByText('Try another search.')).toBeInTheDocument();
  });
});
