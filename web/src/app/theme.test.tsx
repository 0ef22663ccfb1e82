// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider, Select } from '@mantine/core';
import { currentT, setLanguage } from '../i18n/index.js';
import { themeIn } from './theme.js';

describe('the console’s theme', () => {
  it('a select draws its options only while its list is open', async () => {
    await setLanguage('en');
    const user = userEvent.setup();
    render(
      <MantineProvider env="test" theme={themeIn(currentT())}>
        <Select label="Financial year" data={['2024', '2025']} />
      </MantineProvider>,
    );
    // Mantine's own default keeps the closed list in the page, hidden.
    expect(screen.queryByRole('option', { name: '2025', hidden: true })).toBeNull();
    await user.click(screen.getByLabelText('Financial year'));
    expect(await screen.findByRole('option', { name: '2025' })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('option', { name: '2025', hidden: true })).toBeNull();
  });
});
