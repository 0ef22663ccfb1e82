// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@ledger/contract';
import { opKey } from '../../lib/data/queries.js';
import { formatDateTime } from '../../lib/format/format.js';
import { renderScreen, renderUi } from '../../test/render.js';
import { expectNoEnglish } from '../../test/catalogWords.js';
import { currentT, setLanguage } from '../../i18n/index.js';
import InvitationsPage from './InvitationsPage.js';
import { InviteForm } from './InviteForm.js';
import { ALL_RESENDS, invitationResendsRead } from './resends.js';

const pending: User[] = Array.from({ length: 1001 }, (_, n) => ({
  id: `p${n}`,
  username: `person${n}@example.se`,
  firstName: '',
  lastName: '',
  email: `person${n}@example.se`,
  createdTimestamp: Date.UTC(2025, 0, 15, 9, 0) + n * 60_000,
}));

beforeEach(() => setLanguage('sv'));
afterEach(() => setLanguage('en'));

describe('invitations in Swedish', () => {
  it('lists pending invitations and offers the invite form in Swedish', async () => {
    renderScreen(<InvitationsPage />, {
      path: '/t/nordrevision/invitations',
      route: '/t/:tenant/invitations',
      cached: [
        [opKey('nordrevision', 'listInvitations'), pending],
        [opKey('nordrevision', 'listGroups'), [{ id: 'g1', name: 'Revisorer' }]],
      ],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Inbjudningar' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Obesvarade inbjudningar' })).toBeInTheDocument();
    expect(screen.getByText(/^1\s001 inbjudningar$/)).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Inbjuden' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Skicka inbjudan till person1000@example.se igen' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Dra tillbaka inbjudan till person1000@example.se' }),
    ).toBeInTheDocument();
    // The modules by name with what they give, never as V1's codes.
    expect(
      await screen.findByRole('checkbox', { name: 'Revision' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Analys' })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/AUDIT|ANALYTICS/);
    expect(screen.getByRole('button', { name: 'Skicka inbjudan' })).toBeInTheDocument();
    expectNoEnglish('invitations', 'common');
  });

  it('says in Swedish when and by whom an invitation was sent again', () => {
    const resentAt = new Date(Date.now() - 2 * 86_400_000).toISOString();
    renderScreen(<InvitationsPage />, {
      path: '/t/nordrevision/invitations',
      route: '/t/:tenant/invitations',
      cached: [
        [opKey('nordrevision', 'listInvitations'), pending.slice(0, 3)],
        [opKey('nordrevision', 'listGroups'), []],
        [
          invitationResendsRead.query('nordrevision', ALL_RESENDS).queryKey,
          [{ userId: 'p2', resentAt, resentBy: 'admin' }],
        ],
      ],
    });
    const sentAgain = screen.getByTestId('sent-again');
    expect(sentAgain).toHaveTextContent(`skickad igen ${formatDateTime(resentAt)} av admin`);
    expect(sentAgain.closest('tr')).toHaveTextContent('person2@example.se');
    expectNoEnglish('invitations');
  });

  it('counts the addresses on the button and asks for one in Swedish', async () => {
    const user = userEvent.setup();
    renderUi(<InviteForm groups={[]} onSubmit={async () => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Skicka inbjudan' }));
    const form = screen.getByRole('form', { name: 'Bjud in användare' });
    expect(await within(form).findByText(currentT().issues.emails_required())).toBeInTheDocument();
    await user.type(
      screen.getByRole('combobox', { name: /E-postadresser/ }),
      'åsa@example.se, nils@example.se{enter}',
    );
    expect(screen.getByRole('button', { name: 'Skicka 2 inbjudningar' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Inga grupper')).toBeInTheDocument();
    expectNoEnglish('invitations');
  });

  it('names in Swedish the addresses that are already a user or invited, and sends the rest', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    renderUi(
      <InviteForm
        groups={[]}
        known={(e) =>
          e === 'karin@example.se' ? 'user' : e === 'nils@example.se' ? 'invited' : undefined
        }
        onSubmit={async (v) => sent.push(v)}
      />,
    );
    await user.type(
      screen.getByRole('combobox', { name: /E-postadresser/ }),
      'karin@example.se, nils@example.se, åsa@example.se{enter}',
    );
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('De här skickas inte');
    expect(notice).toHaveTextContent('karin@example.se är redan användare på plattformen');
    expect(notice).toHaveTextContent(
      'nils@example.se är redan inbjuden: skicka inbjudan igen från listan nedan',
    );
    await user.click(screen.getByRole('button', { name: 'Skicka inbjudan' }));
    expect(await screen.findByText('Skickades inte')).toBeVisible();
    expect(sent).toEqual([{ emails: ['åsa@example.se'], groupIds: [], modules: [] }]);
    expectNoEnglish('invitations');
  });
});
