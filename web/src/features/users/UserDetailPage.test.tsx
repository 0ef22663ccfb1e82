// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ModalsProvider } from '@mantine/modals';
import type { Company, Group, User, UserCompany } from '@ledger/contract';
import { fakeBffPerTest } from '../../test/fakeBff.js';
import { seenCompanies } from './userCompanies.js';
import { en } from '../../i18n/en/index.js';
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

const company = (durableKey: string, name: string): Company => ({
  durableKey,
  name,
  organizationNumber: '556677-8899',
  defaultAccountPlan: 'BAS2024',
});
const companies = [company('k1', 'Norrsken Bygg AB'), company('k2', 'Kiruna Gruvteknik AB')];

describe("the companies a user can see, and the user's groups changed", () => {
  const startBff = fakeBffPerTest();

  it('words the access from the BFF: own permission, through which groups', () => {
    const seen: UserCompany[] = [
      { companyDurableKey: 'k1', direct: true, groupIds: [] },
      { companyDurableKey: 'k2', direct: false, groupIds: ['g2', 'g1'] },
      { companyDurableKey: 'k9', direct: true, groupIds: ['g2'] },
    ];
    expect(seenCompanies(seen, companies, groups, en)).toEqual([
      { key: 'k9', name: 'k9', access: 'Own permission, and through Revisorer' },
      { key: 'k2', name: 'Kiruna Gruvteknik AB', access: 'Through Byråledning, Revisorer' },
      { key: 'k1', name: 'Norrsken Bygg AB', access: 'Own permission' },
    ]);
  });

  it('lists the companies, adds to a group and removes from one after asking; both read again', async () => {
    const user = userEvent.setup();
    let memberOf: Group[] = [groups[0]!];
    const bff = await startBff((req) => {
      const url = req.url ?? '';
      if (url.startsWith('/api/user-companies?'))
        return {
          status: 200,
          body: memberOf.some((g) => g.id === 'g2')
            ? [
                { companyDurableKey: 'k1', direct: true, groupIds: [] },
                { companyDurableKey: 'k2', direct: false, groupIds: ['g2'] },
              ]
            : [{ companyDurableKey: 'k1', direct: true, groupIds: [] }],
        };
      const m = /^\/api\/t\/nordrevision\/groups\/(g\d)\/members\/u1$/.exec(url);
      if (m && req.method === 'PUT') {
        memberOf = [...memberOf, groups.find((g) => g.id === m[1])!];
        return { status: 204 };
      }
      if (m && req.method === 'DELETE') {
        memberOf = memberOf.filter((g) => g.id !== m[1]);
        return { status: 204 };
      }
      if (url === '/api/t/nordrevision/users/u1/groups') return { status: 200, body: memberOf };
      return undefined;
    });
    renderScreen(
      <ModalsProvider>
        <UserDetailPage />
      </ModalsProvider>,
      {
        path: '/t/nordrevision/users/u1',
        route: '/t/:tenant/users/:id',
        cached: [
          [opKey('nordrevision', 'getUser', { userId: 'u1' }), anna],
          [opKey('nordrevision', 'listUserGroups', { userId: 'u1' }), memberOf],
          [opKey('nordrevision', 'listGroups'), groups],
          [opKey('nordrevision', 'listCompanies'), companies],
        ],
      },
    );
    // What governs what, in words.
    expect(screen.getByText(/the platform’s permissions govern platform users/)).toBeVisible();
    await screen.findByRole('table', { name: 'Companies this user can see' });
    const rows = () =>
      within(screen.getByRole('table', { name: 'Companies this user can see' }))
        .getAllByRole('row')
        .slice(1)
        .map((r) =>
          within(r)
            .getAllByRole('cell')
            .map((c) => c.textContent),
        );
    expect(rows()).toEqual([
      ['Kiruna Gruvteknik AB', 'Through Revisorer'],
      ['Norrsken Bygg AB', 'Own permission'],
    ]);

    // Add to Byråledning: only the groups the user is not in are offered.
    await user.click(
      await screen.findByRole('combobox', { name: 'Add to a group' }, { timeout: 10_000 }),
    );
    expect(screen.queryByRole('option', { name: 'Revisorer' })).toBeNull();
    await user.click(await screen.findByRole('option', { name: 'Byråledning' }));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('heading', { name: 'Groups (2)' })).toBeInTheDocument();
    expect(bff.seen).toContainEqual({
      method: 'PUT',
      url: '/api/t/nordrevision/groups/g1/members/u1',
    });

    // Remove from Revisorer, after confirming; the companies are read again.
    const readsBefore = bff.seen.filter((r) => r.url.startsWith('/api/user-companies')).length;
    await user.click(screen.getByRole('button', { name: 'Remove from the group Revisorer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove from group' });
    expect(dialog).toHaveTextContent('Remove Anna Lindqvist from “Revisorer”?');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(bff.seen).toContainEqual({
        method: 'DELETE',
        url: '/api/t/nordrevision/groups/g2/members/u1',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Groups (1)' })).toBeInTheDocument();
    // The group's company went with it (the companies were read again).
    await waitFor(() => expect(rows()).toEqual([['Norrsken Bygg AB', 'Own permission']]));
    await waitFor(() =>
      expect(
        bff.seen.filter((r) => r.url.startsWith('/api/user-companies')).length,
      ).toBeGreaterThan(readsBefore),
    );
  });
});
