// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Group, User } from '@ledger/contract';
import { opKey } from '../../lib/data/queries.js';
import { renderScreen } from '../../test/render.js';
import type { BulkItem } from '../../lib/bulk/types.js';
import { setLanguage } from '../../i18n/index.js';
import { ImportScreen } from './ImportScreen.js';

const TENANT = 'nordrevision';
/** How long a find waits: the checks run in batches and the table renders in a transition. */
const WAIT = { timeout: 10_000 };
const user = (id: string, email: string): User => ({
  id,
  username: email,
  firstName: '',
  lastName: '',
  email,
});
const groups: Group[] = [{ id: 'g-gr', name: 'Granskare' }];

function renderImport(onStart: (items: BulkItem[]) => void) {
  return renderScreen(<ImportScreen kind="invitations" onStart={onStart} />, {
    path: `/t/${TENANT}/invitations/import`,
    route: '/t/:tenant/invitations/import',
    cached: [
      [opKey(TENANT, 'listUsers'), [user('u1', 'anna@nordrevision.se')]],
      [opKey(TENANT, 'listInvitations'), []],
      [opKey(TENANT, 'listGroups'), groups],
    ],
  });
}

afterEach(() => setLanguage('en'));

describe('the import screen', () => {
  it('keeps the pasted rows through a bad file and a language switch, and starts only the good rows once the bad are left out', async () => {
    const onStart = vi.fn<(items: BulkItem[]) => void>();
    const u = userEvent.setup();
    renderImport(onStart);

    await u.click(screen.getByRole('tab', { name: 'Paste' }));
    const rows = 'email;groups\nny@nordrevision.se;Granskare\nanna@nordrevision.se;\n';
    await u.click(screen.getByLabelText('Rows'));
    await u.paste(rows);
    await u.click(screen.getByRole('button', { name: 'Check these rows' }));
    expect(
      await screen.findByText('1 row ready, 1 with problems.', undefined, WAIT),
    ).toBeInTheDocument();
    const preview = screen.getByRole('table', { name: 'Preview' });
    expect(
      within(preview).getByText('Email: is already a user of this tenant'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Invite 1 person' })).toBeDisabled();

    // A workbook chosen instead: a clear answer, the pasted rows still there.
    await u.click(screen.getByRole('tab', { name: 'From a file' }));
    const workbook = new File([Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0, 0])], 'kunder.xlsx');
    const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
    await u.upload(input, workbook);
    expect(
      await screen.findByText(/This is an Excel workbook, not a CSV file/, undefined, WAIT),
    ).toBeInTheDocument();
    expect(screen.getByText(/^File: kunder\.xlsx \(6\sB\)$/)).toBeInTheDocument();
    await u.click(screen.getByRole('tab', { name: 'Paste' }));
    expect(screen.getByLabelText('Rows')).toHaveValue(rows);
    expect(
      await screen.findByText('1 row ready, 1 with problems.', undefined, WAIT),
    ).toBeInTheDocument();

    // In Swedish: the same rows, their problems worded again.
    await act(() => setLanguage('sv'));
    expect(screen.getByLabelText('Rader')).toHaveValue(rows);
    expect(
      await screen.findByText('E-post: är redan användare i byrån', undefined, WAIT),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bjud in 1 person' })).toBeDisabled();
    await act(() => setLanguage('en'));

    await u.click(screen.getByRole('checkbox', { name: 'Leave out the row with problems' }));
    const start = screen.getByRole('button', { name: 'Invite 1 person' });
    await waitFor(() => expect(start).toBeEnabled(), WAIT);
    await u.click(start);
    expect(onStart).toHaveBeenCalledTimes(1);
    const items = onStart.mock.calls[0]![0];
    expect(items.map((i) => [i.key, i.label])).toEqual([
      ['ny@nordrevision.se', 'ny@nordrevision.se'],
    ]);
  }, 40_000); // many steps on a 2-core machine shared by others

  it('names the missing columns of a file, then starts a list of addresses', async () => {
    const u = userEvent.setup();
    const onStart = vi.fn<(items: BulkItem[]) => void>();
    renderImport(onStart);
    const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
    await u.upload(input, new File(['namn;grupp\nAnna;Granskare\n'], 'fel.csv'));
    expect(
      await screen.findByText(
        'The header row (row 1) does not name the required “email (Email)”. Download the template to see the columns.',
        undefined,
        WAIT,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Preview' })).toBeNull();

    await u.upload(input, new File(['a@nordrevision.se\nb@nordrevision.se\n'], 'lista.txt'));
    expect(
      await screen.findByText(
        'Read as a list of email addresses, one per line: 2 addresses.',
        undefined,
        WAIT,
      ),
    ).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Invite 2 people' }));
    expect(onStart.mock.calls[0]![0].map((i) => i.key)).toEqual([
      'a@nordrevision.se',
      'b@nordrevision.se',
    ]);
  });
});
