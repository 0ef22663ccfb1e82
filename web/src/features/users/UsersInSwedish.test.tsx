// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { Group, User } from '@ledger/contract';
import { opKey } from '../../lib/data/queries.js';
import { renderScreen } from '../../test/render.js';
import { expectNoEnglish } from '../../test/catalogWords.js';
import { setLanguage } from '../../i18n/index.js';
import UsersPage from './UsersPage.js';
import UserDetailPage from './UserDetailPage.js';

const users: User[] = Array.from({ length: 1234 }, (_, n) => ({
  id: `u${n}`,
  username: `user${n}@nordrevision.se`,
  firstName: `Förnamn${n}`,
  lastName: 'Lindqvist',
  email: `user${n}@nordrevision.se`,
  emailVerified: n % 2 === 0,
  createdTimestamp: Date.UTC(2025, 0, 15, 9, 0),
}));
const groups: Group[] = [{ id: 'g1', name: 'Revisorer' }];

beforeEach(() => setLanguage('sv'));
afterEach(() => setLanguage('en'));

describe('users in Swedish', () => {
  it('lists the users with Swedish headings, count and search box', () => {
    renderScreen(<UsersPage />, {
      path: '/t/nordrevision/users',
      route: '/t/:tenant/users',
      cached: [[opKey('nordrevision', 'listUsers'), users]],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Användare' })).toBeInTheDocument();
    expect(screen.getByText(/^1\s234 användare$/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Sök användare' })).toHaveAttribute(
      'placeholder',
      'Sök på namn eller e-post',
    );
    for (const name of ['Namn', 'E-post', 'Användarnamn', 'E-post verifierad', 'Skapad'])
      expect(screen.getByRole('columnheader', { name })).toBeInTheDocument();
    expect(screen.getAllByText('Ja').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Nej').length).toBeGreaterThan(0);
    expect(document.title).toBe('Användare – Ledger Console');
    expectNoEnglish('users', 'common');
  });

  it("shows a user's page in Swedish", () => {
    const anna = users[0]!;
    renderScreen(<UserDetailPage />, {
      path: `/t/nordrevision/users/${anna.id}`,
      route: '/t/:tenant/users/:id',
      cached: [
        [opKey('nordrevision', 'getUser', { userId: anna.id }), anna],
        [opKey('nordrevision', 'listUserGroups', { userId: anna.id }), groups],
      ],
    });
    expect(screen.getByRole('heading', { name: 'Grupper (1)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ta bort användare' })).toBeInTheDocument();
    expect(document.querySelector('[aria-label="Brödsmulor"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Användare' })).toBeInTheDocument();
    expect(screen.getByText('E-post verifierad')).toBeInTheDocument();
    expect(screen.getByText(/^2025-01-15 \d\d:\d\d$/)).toBeInTheDocument();
    expectNoEnglish('users', 'common');
  });

  it('says in Swedish that the user is loading', () => {
    renderScreen(<UserDetailPage />, {
      path: '/t/nordrevision/users/u9',
      route: '/t/:tenant/users/:id',
      cached: [
        [opKey('nordrevision', 'getUser', { userId: 'u9' }), undefined],
        [opKey('nordrevision', 'listUserGroups', { userId: 'u9' }), []],
      ],
    });
    expect(screen.getByText('Laddar användaren…')).toBeInTheDocument();
  });

  it('tells an auditor in Swedish that the screen is not for their role', () => {
    renderScreen(<UserDetailPage />, {
      role: 'auditor',
      path: '/t/nordrevision/users/u0',
      route: '/t/:tenant/users/:id',
    });
    expect(document.body.textContent).toMatch(/Din roll ger inte behörighet till användare\./);
  });
});
