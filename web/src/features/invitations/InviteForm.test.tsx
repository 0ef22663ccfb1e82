// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../lib/data/api.js';
import { renderUi } from '../../test/render.js';
import { InviteForm } from './InviteForm.js';

describe('InviteForm', () => {
  it('needs at least one email', async () => {
    const user = userEvent.setup();
    renderUi(<InviteForm groups={[]} onSubmit={async () => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Enter at least one email address.')).toBeInTheDocument();
  });

  it('takes several emails as tags and names the bad one', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    renderUi(<InviteForm groups={[]} onSubmit={async (v) => sent.push(v)} />);
    const input = screen.getByRole('combobox', { name: /Email addresses/ });
    await user.type(input, 'åsa@example.se, nils@example.se not-an-email{enter}');
    await user.click(screen.getByRole('button', { name: 'Send 3 invitations' }));
    expect(
      await screen.findByText('not-an-email: Enter a valid email address, like name@firm.se.'),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('sends emails with modules, and shows a server conflict with the tags kept', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    renderUi(
      <InviteForm
        groups={[]}
        onSubmit={async (v) => {
          sent.push(v);
          if (sent.length === 2)
            throw new ApiError({
              message: 'Conflict',
              status: 409,
              issues: [{ path: 'emails.0', message: 'karin@example.se is already a user' }],
            });
        }}
      />,
    );
    const input = screen.getByRole('combobox', { name: /Email addresses/ });
    await user.type(input, 'erik@example.se{enter}');
    // V1's two modules, both offered.
    expect(screen.getAllByRole('checkbox').map((c) => c.getAttribute('value'))).toEqual([
      'AUDIT',
      'ANALYTICS',
    ]);
    await user.click(screen.getByLabelText('Analytics'));
    await user.click(screen.getByLabelText('Audit'));
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      emails: ['erik@example.se'],
      groupIds: [],
      modules: ['ANALYTICS', 'AUDIT'],
    });

    await user.type(input, 'karin@example.se{enter}');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText(/karin@example\.se is already a user/)).toBeInTheDocument();
    expect(
      screen.getByText('karin@example.se', { selector: '.mantine-Pill-label' }),
    ).toBeInTheDocument();
  });
});

describe('addresses the platform already holds', () => {
  const known = (email: string) =>
    ({ 'karin@example.se': 'user', 'nils@example.se': 'invited' })[email.toLowerCase()] as
      'user' | 'invited' | undefined;

  it('are named before sending, and only the others are sent', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    renderUi(<InviteForm groups={[]} known={known} onSubmit={async (v) => sent.push(v)} />);
    const input = screen.getByRole('combobox', { name: /Email addresses/ });
    await user.type(input, 'Karin@example.se, nils@example.se, erik@example.se{enter}');
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('These will not be sent');
    expect(notice).toHaveTextContent('Karin@example.se is already a user of the platform');
    expect(notice).toHaveTextContent(
      'nils@example.se has already been invited: resend the invitation from the list below',
    );
    // The button counts what will be sent.
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ emails: ['erik@example.se'] });
    expect(await screen.findByText('Not sent')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Karin@example.se');
  });

  it('sends nothing when every address is held already', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    renderUi(<InviteForm groups={[]} known={known} onSubmit={async (v) => sent.push(v)} />);
    await user.type(
      screen.getByRole('combobox', { name: /Email addresses/ }),
      'nils@example.se{enter}',
    );
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Not sent')).toBeVisible();
    expect(sent).toEqual([]);
  });
});

describe('splitEmails', () => {
  it('splits pasted lists and drops repeats', async () => {
    const { splitEmails } = await import('./InviteForm.js');
    expect(
      splitEmails(['åsa@example.se, nils@example.se;', 'ÅSA@example.se', ' karin@example.se ']),
    ).toEqual(['åsa@example.se', 'nils@example.se', 'karin@example.se']);
  });
});
