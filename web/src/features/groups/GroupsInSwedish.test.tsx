// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Group, User } from '@ledger/contract';
import { opKey } from '../../lib/data/queries.js';
import { renderScreen } from '../../test/render.js';
import { expectNoEnglish } from '../../test/catalogWords.js';
import { setLanguage } from '../../i18n/index.js';
import GroupsPage from './GroupsPage.js';
import GroupDetailPage from './GroupDetailPage.js';

const groups: Group[] = Array.from({ length: 1050 }, (_, n) => ({
  id: `g${n}`,
  name: `Grupp ${String(n).padStart(4, '0')}`,
}));
const people: User[] = Array.from({ length: 1200 }, (_, n) => ({
  id: `u${n}`,
  username: `person${n}@nordrevision.se`,
  firstName: n ? `Förnamn${n}` : 'Anna',
  lastName: n ? 'Öberg' : 'Berg',
  email: `person${n}@nordrevision.se`,
}));

beforeEach(() => setLanguage('sv'));
afterEach(() => setLanguage('en'));

describe('groups in Swedish', () => {
  it('lists the groups with the create form and one search in Swedish', async () => {
    const user = userEvent.setup();
    renderScreen(<GroupsPage />, {
      path: '/t/nordrevision/groups',
      route: '/t/:tenant/groups',
      cached: [
        [opKey('nordrevision', 'listGroups'), groups],
        ...groups.map(
          (g, n) =>
            [
              opKey('nordrevision', 'listGroupMembers', { groupId: g.id }),
              people.slice(0, n % 4),
            ] as [readonly unknown[], unknown],
        ),
      ],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Grupper' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ny grupp' })).toBeInTheDocument();
    // One search box: no separate "find by exact name" form any more.
    expect(screen.queryByRole('heading', { name: 'Hitta en grupp' })).toBeNull();
    // The search box and, once its code is in, the new group's name.
    await waitFor(() => expect(screen.getAllByRole('textbox')).toHaveLength(2), {
      timeout: 10_000,
    });
    expect(screen.getByText(/^1\s050 grupper$/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Gruppnamn' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Skapa' })).toBeInTheDocument();
    // Member counts, from each group's member list.
    const table = screen.getByRole('table', { name: 'Grupper' });
    expect(within(table).getByRole('columnheader', { name: 'Medlemmar' })).toBeInTheDocument();
    const first = within(table).getAllByRole('row')[1]!;
    expect(
      within(first)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['', 'Grupp 0000', '0']); // the selection box first
    const third = within(table).getAllByRole('row')[3]!;
    expect(
      within(third)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['', 'Grupp 0002', '2']);
    await user.type(screen.getByRole('textbox', { name: 'Sök grupper' }), 'grupp 0003');
    expect(await within(table).findByText('Grupp 0003')).toBeInTheDocument();
    expectNoEnglish('groups', 'common');
  });

  it("shows a group's members in Swedish", async () => {
    renderScreen(<GroupDetailPage />, {
      path: '/t/nordrevision/groups/g1',
      route: '/t/:tenant/groups/:id',
      cached: [
        [opKey('nordrevision', 'listGroups'), groups],
        [opKey('nordrevision', 'listGroupMembers', { groupId: 'g1' }), people],
        [opKey('nordrevision', 'listUsers'), people.slice(1)],
        [opKey('nordrevision', 'listInvitations'), people.slice(0, 1)],
      ],
    });
    expect(screen.getByText(/^1\s200 medlemmar$/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Medlemmar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ta bort grupp' })).toBeInTheDocument();
    expect(
      await screen.findByRole('combobox', { name: 'Lägg till medlem' }, { timeout: 10_000 }),
    ).toHaveAttribute('placeholder', 'Skriv ett namn eller en e-postadress');
    expect(screen.getByRole('columnheader', { name: 'Status' })).toBeInTheDocument();
    expect(screen.getAllByText('Aktiv').length).toBeGreaterThan(0);
    expect(screen.getByText('Inbjuden')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Ta bort person0@nordrevision.se ur gruppen' }),
    ).toBeInTheDocument();
    expectNoEnglish('groups', 'common');
  });
});
