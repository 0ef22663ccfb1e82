// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { renderUi } from '../../test/render.js';
import { DataTable } from './DataTable.js';
import {
  SearchInput,
  URL_FOLLOW_DELAY_MS,
  useFilteredRows,
  useSearch,
  useUrlFollowedText,
} from './SearchInput.js';

interface Company {
  id: string;
  name: string;
}
const companies: Company[] = Array.from({ length: 5000 }, (_, i) => ({
  id: `c${i}`,
  name: i === 4321 ? 'Norrsken Bygg AB' : `Bolag ${i} AB`,
}));
const columns: ColumnDef<Company, unknown>[] = [
  { id: 'name', header: 'Name', accessorFn: (c) => c.name },
];
const matches = (c: Company, q: string) =>
  c.name.toLocaleLowerCase('sv-SE').includes(q.trim().toLocaleLowerCase('sv-SE'));

/** A search box over 5,000 companies, as the list pages have it, and the address bar. */
function CompanyList() {
  const search = useSearch();
  const shown = useFilteredRows(companies, search.query, matches);
  const navigate = useNavigate();
  return (
    <>
      <SearchInput search={search} label="Search companies" />
      <DataTable
        caption="Companies"
        noun={{ one: 'company', other: 'companies' }}
        data={shown}
        total={companies.length}
        columns={columns}
        defaultSort="name"
        getRowId={(c) => c.id}
      />
      <output aria-label="Address">{useLocation().search}</output>
      <button type="button" onClick={() => navigate('/companies?q=bolag%2012')}>
        A link
      </button>
      <button type="button" onClick={() => navigate(-1)}>
        Back
      </button>
    </>
  );
}

function renderList(url = '/companies') {
  return renderUi(
    <MemoryRouter initialEntries={[url]}>
      <CompanyList />
    </MemoryRouter>,
  );
}

const address = () => screen.getByRole('status', { name: 'Address' });

describe('SearchInput', () => {
  it('keeps every key typed fast while the table filters, and the URL follows', async () => {
    const user = userEvent.setup({ delay: null });
    renderList();
    const box = screen.getByRole('textbox', { name: 'Search companies' });
    await user.type(box, 'norrsken');
    expect(box).toHaveValue('norrsken');
    await waitFor(() => expect(address()).toHaveTextContent('?q=norrsken'));
    await waitFor(() => expect(screen.getByText('1 of 5,000 companies')).toBeInTheDocument());
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(['Norrsken Bygg AB']);
    expect(box).toHaveValue('norrsken');
  });

  it('starts from the URL, and follows a link or back that changes it', async () => {
    const user = userEvent.setup();
    renderList('/companies?q=norrsken');
    const box = screen.getByRole('textbox', { name: 'Search companies' });
    expect(box).toHaveValue('norrsken');
    await user.click(screen.getByRole('button', { name: 'A link' }));
    expect(box).toHaveValue('bolag 12');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(box).toHaveValue('norrsken');
    expect(address()).toHaveTextContent('?q=norrsken');
  });

  it('clearing the box clears the URL and shows every row again', async () => {
    const user = userEvent.setup();
    renderList('/companies?q=norrsken');
    const box = screen.getByRole('textbox', { name: 'Search companies' });
    await user.clear(box);
    await waitFor(() => expect(address()).toHaveTextContent(/^$/));
    await waitFor(() => expect(screen.getByText('5,000 companies')).toBeInTheDocument());
  });

  it('gives the URL the text as soon as the box loses focus, without waiting for the pause', async () => {
    const user = userEvent.setup();
    renderList();
    const box = screen.getByRole('textbox', { name: 'Search companies' });
    await user.type(box, 'norr');
    await user.tab();
    expect(address()).toHaveTextContent('?q=norr');
  });

  it('does not write the URL once the browser has gone elsewhere (a link followed while the next screen loads)', async () => {
    const user = userEvent.setup();
    renderList();
    const box = screen.getByRole('textbox', { name: 'Search companies' });
    await user.type(box, 'norr');
    const before = window.location.pathname;
    window.history.pushState(null, '', '/t/nordrevision/groups/some-group');
    try {
      await new Promise((r) => setTimeout(r, URL_FOLLOW_DELAY_MS + 100));
      expect(address()).toHaveTextContent(/^$/);
    } finally {
      window.history.pushState(null, '', before);
    }
  });
});

describe('useUrlFollowedText', () => {
  it('takes its own writes arriving late and in turn as its own; only another value replaces the text', () => {
    const commits: string[] = [];
    const { result, rerender } = renderHook(
      ({ url }: { url: string }) => useUrlFollowedText(url, (v) => commits.push(v)),
      { initialProps: { url: 'bulk' } },
    );
    act(() => result.current[1]('bulk.1'));
    act(() => result.current[2]());
    act(() => result.current[1]('bulk.12'));
    act(() => result.current[2]());
    act(() => result.current[1]('bulk.123'));
    expect(commits).toEqual(['bulk.1', 'bulk.12']);
    // The router reports the first write while the person has typed on: the text stays.
    rerender({ url: 'bulk.1' });
    expect(result.current[0]).toBe('bulk.123');
    rerender({ url: 'bulk.12' });
    expect(result.current[0]).toBe('bulk.123');
    // Back to a value written before: a change from outside.
    rerender({ url: 'bulk.1' });
    expect(result.current[0]).toBe('bulk.1');
  });
});
