// @vitest-environment jsdom
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../../test/render.js';
import { setLanguage } from '../../i18n/index.js';
import { IsoDateInput } from './IsoDateInput.js';

function StartDate(props: { initial?: string; label?: string }) {
  const [value, setValue] = useState(props.initial ?? '');
  return (
    <>
      <IsoDateInput label={props.label ?? 'Start date'} value={value} onChange={setValue} />
      <output aria-label="value">{value}</output>
    </>
  );
}

describe('IsoDateInput', () => {
  it('takes an ISO date in English, with the English placeholder and labels', async () => {
    const user = userEvent.setup();
    renderUi(<StartDate />);
    const input = screen.getByRole('textbox', { name: 'Start date' });
    expect(input).toHaveAttribute('placeholder', 'YYYY-MM-DD');
    await user.type(input, '2025-01-15');
    await user.tab();
    expect(screen.getByRole('status', { name: 'value' })).toHaveTextContent('2025-01-15');
    expect(screen.getByRole('button', { name: 'Clear Start date' })).toBeInTheDocument();
  });

  it('in Swedish: ÅÅÅÅ-MM-DD, Swedish month and day names, weeks from Monday, ISO values', async () => {
    await setLanguage('sv');
    try {
      const user = userEvent.setup();
      renderUi(<StartDate initial="2025-01-15" label="Startdatum" />);
      const input = screen.getByRole('textbox', { name: 'Startdatum' });
      expect(input).toHaveAttribute('placeholder', 'ÅÅÅÅ-MM-DD');
      expect(input).toHaveValue('2025-01-15');
      await user.click(input);
      expect(await screen.findByText('januari 2025')).toBeInTheDocument();
      const weekdays = screen.getAllByRole('columnheader').map((th) => th.textContent);
      expect(weekdays[0]).toMatch(/^må/i);
      expect(weekdays).toHaveLength(7);
      expect(screen.getByRole('button', { name: 'Nästa månad' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Töm Startdatum' })).toBeInTheDocument();
      expect(document.body.textContent).not.toMatch(/January|Mo\b/);
    } finally {
      await setLanguage('en');
    }
  });
});
