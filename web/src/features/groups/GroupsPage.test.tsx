// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import type { Group, User } from '@ledger/contract';
import { opKey } from '../../lib/data/queries.js';
import { renderScreen } from '../../test/render.js';
import { fakeBffPerTest } from '../../test/fakeBff.js';
import GroupsPage, { groupToOpen } from './GroupsPage.js';

const groups: Group[] = Array.from({ length: 300 }, (_, n) => ({
  id: `g${n}`,
  name: `Team ${String(n).padStart(3, '0')}`,
}));
const member = (n: number): User => ({
  id: `u${n}`,
  username: `u${n}@x.se`,
  firstName: '',
  lastName: '',
  email: `u${n}@x.se`,
});

function Where() {
  return <output aria-label="where">{useLocation().pathname}</output>;
}

const show = (cached: [readonly unknown[], unknown][] = [], list: Group[] = groups) =>
  renderScreen(
    <>
      <GroupsPage />
      <Where />
    </>,
    {
      path: '/t/nordrevision/groups',
      route: '/t/:tenant/groups/*',
      cached: [[opKey('nordrevision', 'listGroups'), list], ...cached],
    },
  );
const where = () => screen.getByRole('status', { name: 'where' }).textContent;

describe('groups list', () => {
  const startBff = fakeBffPerTest();

  it('a created group opens', async () => {
    const user = userEvent.setup();
    const bff = await startBff((req, body) =>
      req.method === 'POST' && req.url === '/api/t/nordrevision/groups'
        ? { status: 200, body: { id: 'g-new', name: (JSON.parse(body.toString()) as Group).name } }
        : { status: 200, body: [] },
    );
    show();
    // The form's shape holds its place until its code is here: wait for the editable field.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Group name' })).toBeEnabled(), {
      timeout: 10_000,
    });
    await user.click(screen.getByRole('textbox', { name: 'Group name' }));
    await user.paste('Nya teamet');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    // The answer and the navigation after it; a busy machine may take a few seconds.
    await waitFor(() => expect(where()).toBe('/t/nordrevision/groups/g-new'), { timeout: 10_000 });
    expect(bff.seen).toContainEqual({ method: 'POST', url: '/api/t/nordrevision/groups' });
  });

  it('counts members from the member lists of the rows on screen only', async () => {
    const bff = await startBff((req) => {
      const m = /^\/api\/t\/nordrevision\/groups\/g(\d+)\/members$/.exec(req.url ?? '');
      return m
        ? { status: 200, body: Array.from({ length: Number(m[1]) % 5 }, (_, i) => member(i)) }
        : undefined;
    });
    show();
    const table = screen.getByRole('table', { name: 'Groups' });
    const rows = within(table).getAllByRole('row').slice(1);
    await waitFor(
      () =>
        expect(
          within(rows[4]!)
            .getAllByRole('cell')
            .map((c) => c.textContent),
        ).toEqual(['', 'Team 004', '4']), // the selection box first
    );
    const asked = bff.seen.filter((r) => r.url.endsWith('/members'));
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.length).toBeLessThanOrEqual(rows.length);
    expect(asked.length).toBeLessThan(groups.length);
  });

  it('one search box: filters by any part of the name; Enter opens the group of that name', async () => {
    const user = userEvent.setup();
    const few = groups.slice(0, 40);
    show(
      few.map((g) => [opKey('nordrevision', 'listGroupMembers', { groupId: g.id }), []]),
      few,
    );
    const box = screen.getByRole('textbox', { name: 'Search groups' });
    await user.click(box);
    await user.paste('team 01');
    await waitFor(() => expect(screen.getByText('10 of 40 groups')).toBeInTheDocument());
    await user.keyboard('{Enter}');
    expect(where()).toBe('/t/nordrevision/groups');
    await user.clear(box);
    await user.paste('TEAM 012');
    await user.keyboard('{Enter}');
    expect(where()).toBe('/t/nordrevision/groups/g12');
  });
});

describe('groupToOpen', () => {
  const g = (name: string): Group => ({ id: name, name });
  it('the exact name in any case, else the only match, else none', () => {
    expect(groupToOpen([g('Revision'), g('Revision Syd')], 'revision')?.id).toBe('Revision');
    expect(groupToOpen([g('Revision Syd')], 'syd')?.id).toBe('Revision Syd');
    expect(groupToOpen([g('A1'), g('A2')], 'a')).toBeUndefined();
    expect(groupToOpen([g('A1')], '  ')).toBeUndefined();
  });
});
