// @vitest-environment jsdom
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@ledger/contract';
import { renderUi } from '../../test/render.js';
import { setLanguage } from '../../i18n/index.js';
import { labelMatches, PICKER_LIMIT } from './pickerBehaviour.js';
import { PickerMultiSelect } from './PickerMultiSelect.js';
import { userOption } from './pickerOptions.js';
import { PickerSelect } from './pickers.js';

/** A large tenant's users: `Förnamn123 Lindqvist (user123@example.se)`. */
const users: User[] = Array.from({ length: 3000 }, (_, n) => ({
  id: `user-${n}`,
  username: `user${n}@example.se`,
  firstName: `Förnamn${n}`,
  lastName: n % 2 ? 'Lindqvist' : 'Öberg',
  email: `user${n}@example.se`,
}));
const options = users.map(userOption);

function AddMember(props: { onPick: (id: string | null) => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <PickerSelect
      label="Add a member"
      data={options}
      value={value}
      onChange={(v) => {
        setValue(v);
        props.onPick(v);
      }}
    />
  );
}

describe('PickerSelect over 3,000 users', () => {
  it('renders at most the limit, and says to type to narrow', async () => {
    const user = userEvent.setup();
    renderUi(<AddMember onPick={() => {}} />);
    await user.click(screen.getByRole('combobox', { name: 'Add a member' }));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getAllByRole('option')).toHaveLength(PICKER_LIMIT);
    expect(within(listbox).getByText(/^Showing 50 of 3,000: type to narrow$/)).toBeVisible();
  });

  it('finds a user by part of their email, and picks them', async () => {
    const user = userEvent.setup();
    const picked: (string | null)[] = [];
    renderUi(<AddMember onPick={(v) => picked.push(v)} />);
    const input = screen.getByRole('combobox', { name: 'Add a member' });
    await user.type(input, 'user2718@');
    const listbox = screen.getByRole('listbox');
    const found = within(listbox).getAllByRole('option');
    expect(found.map((o) => o.textContent)).toEqual(['Förnamn2718 Öberg (user2718@example.se)']);
    expect(within(listbox).queryByText(/type to narrow/)).toBeNull();
    await user.click(found[0]!);
    expect(picked).toEqual(['user-2718']);
    expect(input).toHaveValue('Förnamn2718 Öberg (user2718@example.se)');
  });

  it('matches every typed word in any order and case, and Enter takes the first match', async () => {
    const user = userEvent.setup();
    const picked: (string | null)[] = [];
    renderUi(<AddMember onPick={(v) => picked.push(v)} />);
    await user.type(
      screen.getByRole('combobox', { name: 'Add a member' }),
      'LINDQVIST förnamn1999',
    );
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Förnamn1999 Lindqvist (user1999@example.se)']);
    await user.keyboard('{Enter}');
    expect(picked).toEqual(['user-1999']);
  });

  it('says so when nothing matches', async () => {
    const user = userEvent.setup();
    renderUi(<AddMember onPick={() => {}} />);
    await user.type(screen.getByRole('combobox', { name: 'Add a member' }), 'nobody@');
    expect(screen.getByText('No match')).toBeVisible();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });
});

describe('PickerSelect in Swedish', () => {
  it('says how many it shows of how many, in Swedish numbers, and when nothing matches', async () => {
    await setLanguage('sv');
    try {
      const user = userEvent.setup();
      renderUi(<AddMember onPick={() => {}} />);
      const input = screen.getByRole('combobox', { name: 'Add a member' });
      await user.click(input);
      expect(
        within(screen.getByRole('listbox')).getByText(
          /^Visar 50 av 3\s000: skriv för att begränsa$/,
        ),
      ).toBeVisible();
      await user.type(input, 'nobody@');
      expect(screen.getByText('Ingen träff')).toBeVisible();
      expect(screen.queryByText('No match')).toBeNull();
    } finally {
      await setLanguage('en');
    }
  });
});

describe('PickerMultiSelect over 3,000 users', () => {
  it('renders at most the limit and finds users by part of the email', async () => {
    const user = userEvent.setup();
    const chosen: string[][] = [];
    renderUi(
      <PickerMultiSelect
        label="Users with access"
        data={options}
        onChange={(v) => chosen.push(v)}
      />,
    );
    const input = screen.getByRole('combobox', { name: 'Users with access' });
    await user.click(input);
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(PICKER_LIMIT);
    await user.type(input, 'user42@');
    await user.click(screen.getByRole('option', { name: 'Förnamn42 Öberg (user42@example.se)' }));
    expect(chosen).toEqual([['user-42']]);
  });
});

describe('labelMatches', () => {
  it('wants every word, in any order and case; empty search matches all', () => {
    expect(labelMatches('Åsa Öberg (asa@nord.se)', 'öberg ÅSA')).toBe(true);
    expect(labelMatches('Åsa Öberg (asa@nord.se)', '@nord')).toBe(true);
    expect(labelMatches('Åsa Öberg (asa@nord.se)', 'åsa lindqvist')).toBe(false);
    expect(labelMatches('Åsa Öberg', '   ')).toBe(true);
  });
});
