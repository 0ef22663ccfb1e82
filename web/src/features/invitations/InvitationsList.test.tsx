// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { User } from 'bff/contract';
import { opKey } from '../../lib/queries.js';
import { renderScreen } from '../../test/render.js';
import InvitationsPage from './InvitationsPage.js';

const pending: User[] = [
  {
    id: 'p1',
    username: 'karin.wahlqvist@nordrevision.se',
    firstName: '',
    lastName: '',
    email: 'karin.wahlqvist@nordrevision.se',
    emailVerified: false,
    createdTimestamp: Date.UTC(2025, 0, 15, 9, 32),
  },
  {
    id: 'p2',
    username: 'lars@example.se',
    firstName: 'Lars',
    lastName: 'Forsgren',
    email: 'lars@example.se',
  },
];

describe('pending invitations', () => {
  it("lists what V1's User has: email, name, created time where given; never undefined", () => {
    renderScreen(<InvitationsPage />, {
      path: '/t/nordrevision/invitations',
      route: '/t/:tenant/invitations',
      cached: [
        [opKey('nordrevision', 'listInvitations'), pending],
        [opKey('nordrevision', 'listGroups'), []],
      ],
    });
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const [karin, lars] = rows.map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );
    expect(karin!.slice(0, 3)).toEqual([
      'karin.wahlqvist@nordrevision.se',
      '–',
      expect.stringMatching(/^2025-01-15 \d\d:\d\d$/),
    ]);
    expect(lars!.slice(0, 3)).toEqual(['lars@example.se', 'Lars Forsgren', '–']);
    expect(
      screen.getByRole('button', { name: 'Resend the invitation to lars@example.se' }),
    ).toBeInTheDocument();
    // Both of V1's modules are offered to the next invitation.
    expect(screen.getByRole('checkbox', { name: 'Analytics' })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/undefined|NaN/);
  });
});
