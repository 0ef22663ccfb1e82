// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InvitationResend, User } from '@ledger/contract';
import { opKey } from '../../lib/data/queries.js';
import { formatDateTime } from '../../lib/format/format.js';
import { renderScreen } from '../../test/render.js';
import InvitationsPage, { matchesInvitation } from './InvitationsPage.js';
import { ALL_RESENDS, invitationResendsRead } from './resends.js';

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
  it("lists what V1's User has: email, name, created time where given; never undefined", async () => {
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
    // The first cell is the row's selection box.
    const [karin, lars] = rows.map((r) =>
      within(r)
        .getAllByRole('cell')
        .slice(1)
        .map((c) => c.textContent),
    );
    expect(karin!.slice(0, 3)).toEqual([
      'karin.wahlqvist@nordrevision.se',
      '',
      expect.stringMatching(/^2025-01-15 \d\d:\d\d$/),
    ]);
    expect(lars!.slice(0, 3)).toEqual(['lars@example.se', 'Lars Forsgren', '–']);
    expect(
      screen.getByRole('button', { name: 'Resend the invitation to lars@example.se' }),
    ).toBeInTheDocument();
    // Both of V1's modules are offered to the next invitation.
    expect(
      await screen.findByRole('checkbox', { name: 'Analytics' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/undefined|NaN/);
  });

  const invitation = (email: string, createdTimestamp?: number): User => ({
    id: email,
    username: email,
    firstName: '',
    lastName: '',
    email,
    emailVerified: false,
    ...(createdTimestamp === undefined ? {} : { createdTimestamp }),
  });
  const list = [
    invitation('bo@example.se', 2000),
    invitation('åsa@example.se'),
    invitation('cecilia@example.se', 3000),
    invitation('anna@example.se', 1000),
    invitation('östen@example.se'),
    invitation('doris@example.se', 2000),
  ];
  const show = (search = '') =>
    renderScreen(<InvitationsPage />, {
      path: `/t/nordrevision/invitations${search}`,
      route: '/t/:tenant/invitations',
      cached: [
        [opKey('nordrevision', 'listInvitations'), list],
        [opKey('nordrevision', 'listGroups'), []],
      ],
    });
  const emails = () =>
    within(screen.getByRole('table', { name: 'Pending invitations' }))
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).getAllByRole('cell')[1]!.textContent);

  it('sorts newest first by default, by email within a time, those without a time last', () => {
    show();
    expect(screen.getByText('6 invitations')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Invited' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(emails()).toEqual([
      'cecilia@example.se',
      'bo@example.se',
      'doris@example.se',
      'anna@example.se',
      'åsa@example.se',
      'östen@example.se',
    ]);
  });

  it('sorts oldest first or by email (Swedish order) from the URL or a header', async () => {
    const user = userEvent.setup();
    show('?sort=invited');
    expect(emails()).toEqual([
      'anna@example.se',
      'bo@example.se',
      'doris@example.se',
      'cecilia@example.se',
      'åsa@example.se',
      'östen@example.se',
    ]);
    await user.click(
      within(screen.getByRole('columnheader', { name: 'Email' })).getByRole('button'),
    );
    expect(emails()).toEqual([
      'anna@example.se',
      'bo@example.se',
      'cecilia@example.se',
      'doris@example.se',
      'åsa@example.se',
      'östen@example.se',
    ]);
  });

  it('searches by email or name', async () => {
    const user = userEvent.setup();
    show();
    await user.type(screen.getByRole('textbox', { name: 'Search invitations' }), 'ÅSA');
    await waitFor(() => expect(emails()).toEqual(['åsa@example.se']));
    expect(screen.getByText('1 of 6 invitations')).toBeInTheDocument();
  });

  it('has no name column when no invitation has a name, and no groups or modules (V1 lists none)', () => {
    show();
    const headers = within(screen.getByRole('table', { name: 'Pending invitations' }))
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers.slice(1, 3)).toEqual(['Email', 'Invited']); // after the selection box
    expect(headers).toHaveLength(4);
    expect(screen.queryByRole('columnheader', { name: /Groups|Modules/ })).toBeNull();
  });

  it('shows only those pending longer than the URL says, selects them in one click, and shows all again', async () => {
    const user = userEvent.setup();
    const day = 86_400_000;
    const now = Date.now();
    renderScreen(<InvitationsPage />, {
      path: '/t/nordrevision/invitations?pendingDays=14',
      route: '/t/:tenant/invitations',
      cached: [
        [
          opKey('nordrevision', 'listInvitations'),
          [
            invitation('gammal@example.se', now - 20 * day),
            invitation('ny@example.se', now - 2 * day),
            invitation('precis@example.se', now - 14 * day + 60_000),
            invitation('okand@example.se'),
          ],
        ],
        [opKey('nordrevision', 'listGroups'), []],
      ],
    });
    expect(
      screen.getByText('Showing the invitations pending for more than 14 days.'),
    ).toBeVisible();
    expect(emails()).toEqual(['gammal@example.se']);
    expect(screen.getByText('1 invitation')).toBeInTheDocument();
    // The ones that waited too long, selected at once for a resend or a withdrawal.
    await user.click(screen.getByRole('button', { name: 'Select it to resend or withdraw' }));
    expect(await screen.findByText('1 selected')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select gammal@example.se' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Show all' }));
    await waitFor(() => expect(emails()).toHaveLength(4));
    expect(screen.queryByText(/Showing the invitations pending/)).toBeNull();
  });
});

describe('invitations sent again', () => {
  const day = 86_400_000;
  const now = Date.now();
  const invitation = (email: string, createdTimestamp: number): User => ({
    id: email,
    username: email,
    firstName: '',
    lastName: '',
    email,
    createdTimestamp,
  });
  const resend = (userId: string, daysAgo: number, resentBy = 'admin'): InvitationResend => ({
    userId,
    resentAt: new Date(now - daysAgo * day).toISOString(),
    resentBy,
  });
  const show = (search: string, resends: InvitationResend[]) =>
    renderScreen(<InvitationsPage />, {
      path: `/t/nordrevision/invitations${search}`,
      route: '/t/:tenant/invitations',
      cached: [
        [
          opKey('nordrevision', 'listInvitations'),
          [
            invitation('karin@example.se', Date.UTC(2025, 0, 15, 9, 32)),
            invitation('lars@example.se', Date.UTC(2025, 0, 15, 9, 33)),
            invitation('maja@example.se', Date.UTC(2025, 0, 15, 9, 34)),
          ],
        ],
        [opKey('nordrevision', 'listGroups'), []],
        [invitationResendsRead.query('nordrevision', ALL_RESENDS).queryKey, resends],
      ],
    });
  const invited = (email: string) =>
    within(screen.getByRole('row', { name: new RegExp(`^Select ${email}`) })).getAllByRole(
      'cell',
    )[2]!;

  it('says under the time when and by whom the console sent it again', () => {
    const resends = [resend('karin@example.se', 2), resend('lars@example.se', 20, 'eva')];
    show('', resends);
    const karin = invited('karin@example.se');
    // V1's time stays: it is when the invitation was made.
    expect(karin).toHaveTextContent(/^2025-01-15 \d\d:\d\d/);
    expect(within(karin).getByTestId('sent-again')).toHaveTextContent(
      `sent again ${formatDateTime(resends[0]!.resentAt)} by admin`,
    );
    expect(within(invited('lars@example.se')).getByTestId('sent-again')).toHaveTextContent(
      `sent again ${formatDateTime(resends[1]!.resentAt)} by eva`,
    );
    expect(within(invited('maja@example.se')).queryByTestId('sent-again')).toBeNull();
    expect(document.body.textContent).not.toMatch(/undefined|NaN/);
  });

  it('waits from the last sending: one sent again lately is not pending over 14 days', () => {
    show('?pendingDays=14', [resend('karin@example.se', 2), resend('lars@example.se', 20)]);
    const emails = within(screen.getByRole('table', { name: 'Pending invitations' }))
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).getAllByRole('cell')[1]!.textContent);
    expect(emails.sort()).toEqual(['lars@example.se', 'maja@example.se']);
    expect(screen.getByText('2 invitations')).toBeInTheDocument();
  });
});

const lars: User = {
  id: 'p2',
  username: 'lars@example.se',
  firstName: 'Lars',
  lastName: 'Forsgren',
  email: 'lars@example.se',
};

describe('invitation search', () => {
  it('finds by email or name, any case, Swedish letters included', () => {
    expect(matchesInvitation(lars, 'EXAMPLE.SE')).toBe(true);
    expect(matchesInvitation(lars, ' forsgren ')).toBe(true);
    expect(matchesInvitation(lars, 'lars forsgren')).toBe(true);
    expect(matchesInvitation({ ...lars, lastName: 'Åström' }, 'åström')).toBe(true);
    expect(matchesInvitation(lars, 'karin')).toBe(false);
    expect(matchesInvitation(lars, '')).toBe(true);
  });
});
