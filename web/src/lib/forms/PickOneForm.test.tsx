// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../../test/render.js';
import { PickOneForm } from './PickOneForm.js';
import { ApiError } from '../data/api.js';
import { currentT } from '../../i18n/index.js';

const options = [
  { value: 'u1', label: 'Anna Lindqvist (anna@example.se)' },
  { value: 'u2', label: 'Björn Öberg (bjorn@example.se)' },
];

function renderForm(onSubmit: (id: string) => Promise<unknown>) {
  renderUi(
    <PickOneForm
      formLabel="Add a member"
      label="Add a member"
      placeholder="Type a name or email"
      options={options}
      requiredMessage="Choose a user"
      submitLabel="Add"
      onSubmit={onSubmit}
    />,
  );
  return screen.getByRole('combobox', { name: 'Add a member' });
}

describe('PickOneForm', () => {
  it('asks for a choice, sends the chosen id and clears the choice', async () => {
    const user = userEvent.setup();
    const sent: string[] = [];
    const picker = renderForm(async (id) => sent.push(id));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Choose a user')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.click(picker);
    await user.click(await screen.findByRole('option', { name: /Björn Öberg/ }));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(sent).toEqual(['u2']));
    await waitFor(() => expect(picker).toHaveValue(''));
    expect(screen.queryByText('Choose a user')).toBeNull();
  });

  it('shows a refusal under the picker and keeps the choice', async () => {
    const user = userEvent.setup();
    const picker = renderForm(async () => {
      throw new ApiError({ message: 'The user is gone', status: 404 });
    });
    await user.click(picker);
    await user.click(await screen.findByRole('option', { name: /Anna Lindqvist/ }));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText(currentT().errors.notFound)).toBeInTheDocument();
    expect(picker).toHaveValue('Anna Lindqvist (anna@example.se)');
  });
});
