// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { Group, User } from 'bff/contract';
import { opKey } from '../../lib/data/queries.js';
import { renderScreen } from '../../test/render.js';
import UserDetailPage from './UserDetailPage.js';

const anna: User = {
  id: 'u1',
  username: 'anna.lindqvist@nordrevision.se',
  firstName: 'Anna',
  lastName: 'Lindqvist',
  email: 'anna.lindqvist@nordrevision.se',
  emailVerified: true,
  createdTimestamp: Date.UTC(2025, 0, 15, 9, 0),
};
const groups: Group[] = [
  { id: 'g2', name: 'Revisorer' },
  { id: 'g1', name: 'Byråledning' },
];

function show(user: User, memberOf: Group[]) {
  return renderScreen(<UserDetailPage />, {
    path: `/t/nordrevision/users/${user.id}`,
    route: '/t/:tenant/users/:id',
    cached: [
      [opKey('nordrevision', 'getUser', { userId: user.id }), user],
      [opKey('nordrevision', 'listUserGroups', { userId: user.id }), memberOf],
    ],
  });
}

describe('user detail', () => {
  it("shows V1's User and the user's groups from GET /users/{userId}/groups", () => {
    show(anna, groups);
    expect(screen.getByRole('heading', { level: 1, name: 'Anna Lindqvist' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Groups (2)' })).toBeInTheDocument();
    const links = screen
      .getAllByRole('link')
      .filter((a) => a.getAttribute('href')?.includes('/groups/'));
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Byråledning', '/t/nordrevision/groups/g1'],
      ['Revisorer', '/t/nordrevision/groups/g2'],
    ]);
    expect(screen.getByText('Yes')).toBeInTheDocument();
    expect(screen.getByText(/^2025-01-15 \d\d:\d\d$/)).toBeInTheDocument();
  });

  it('shows – where V1 leaves the optional fields out, and no groups as such', () => {
    const { emailVerified: _v, createdTimestamp: _c, ...bare } = anna;
    show({ ...bare, firstName: '', lastName: '' }, []);
    expect(
      screen.getByRole('heading', { level: 1, name: 'anna.lindqvist@nordrevision.se' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Groups (0)' })).toBeInTheDocument();
    expect(screen.getByText('Not a member of any group.')).toBeInTheDocument();
    expect(screen.getAllByText('–')).toHaveLength(2);
    expect(document.body.textContent).not.toMatch(/undefined|null|NaN/);
  });
});
