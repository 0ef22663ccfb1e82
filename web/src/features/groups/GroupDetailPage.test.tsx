// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { Group, User } from '@ledger/contract';
import { opKey } from '../../lib/data/queries.js';
import { renderScreen } from '../../test/render.js';
import GroupDetailPage from './GroupDetailPage.js';

const person = (id: string, email: string, firstName = '', lastName = ''): User => ({
  id,
  username: email,
  firstName,
  lastName,
  email,
});
const anna = person('u1', 'anna@nordrevision.se', 'Anna', 'Lindqvist');
const karin = person('p1', 'karin@nordrevision.se');
const group: Group = { id: 'g1', name: 'Revisorer' };

describe('group detail', () => {
  it('counts the members it fetched and tells active users from invitations', () => {
    renderScreen(<GroupDetailPage />, {
      path: '/t/nordrevision/groups/g1',
      route: '/t/:tenant/groups/:id',
      cached: [
        [opKey('nordrevision', 'listGroups'), [group, { id: 'g2', name: 'Byråledning' }]],
        [opKey('nordrevision', 'listGroupMembers', { groupId: 'g1' }), [karin, anna]],
        [opKey('nordrevision', 'listUsers'), [anna]],
        [opKey('nordrevision', 'listInvitations'), [karin]],
      ],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Revisorer' })).toBeInTheDocument();
    expect(screen.getByText('2 members')).toBeInTheDocument();
    const rows = screen
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .slice(1, 4)
          .map((c) => c.textContent),
      );
    // By name, or by email where a pending user has none yet.
    expect(rows).toEqual([
      ['Anna Lindqvist', 'anna@nordrevision.se', 'Active'],
      ['–', 'karin@nordrevision.se', 'Invited'],
    ]);
    expect(screen.getByRole('link', { name: 'Anna Lindqvist' })).toHaveAttribute(
      'href',
      '/t/nordrevision/users/u1',
    );
  });

  it('tells the states once the user and invitation lists arrive after the members', async () => {
    const { client } = renderScreen(<GroupDetailPage />, {
      path: '/t/nordrevision/groups/g1',
      route: '/t/:tenant/groups/:id',
      cached: [
        [opKey('nordrevision', 'listGroups'), [group]],
        [opKey('nordrevision', 'listGroupMembers', { groupId: 'g1' }), [karin, anna]],
        // Still loading: cached as nothing yet, so nothing is fetched.
        [opKey('nordrevision', 'listUsers'), undefined],
        [opKey('nordrevision', 'listInvitations'), undefined],
      ],
    });
    const states = () =>
      screen
        .getAllByRole('row')
        .slice(1)
        .map((r) => within(r).getAllByRole('cell')[3]!.textContent);
    expect(states()).toEqual(['–', '–']);
    act(() => {
      client.setQueryData(opKey('nordrevision', 'listUsers'), [anna]);
      client.setQueryData(opKey('nordrevision', 'listInvitations'), [karin]);
    });
    await waitFor(() => expect(states()).toEqual(['Active', 'Invited']));
  });
});
