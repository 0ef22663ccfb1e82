// @vitest-environment jsdom
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../../test/render.js';
import { LazyIsoDateInput } from './LazyIsoDateInput.js';
import { LazyPickerSelect } from './LazyPickerSelect.js';

function Range() {
  const [from, setFrom] = useState('2024-01-01');
  return (
    <>
      <LazyIsoDateInput label="From" value={from} onChange={setFrom} />
      <output aria-label="from">{from}</output>
    </>
  );
}

const YEARS = [
  { value: 'fy-2023', label: '2023-01-01 – 2023-12-31' },
  { value: 'fy-2024', label: '2024-01-01 – 2024-12-31' },
];

function Year() {
  const [year, setYear] = useState<string | null>('fy-2023');
  return (
    <>
      <LazyPickerSelect label="Financial year" data={YEARS} value={year} onChange={setYear} />
      <output aria-label="year">{year}</output>
    </>
  );
}

describe('fields whose code comes after the first paint', () => {
  it('a date field shows its label and value at once, then takes a typed date', async () => {
    const user = userEvent.setup();
    renderUi(<Range />);
    // At once: the read-only stand-in, or the field itself when an earlier file in this worker
    // already loaded its code (the lazy component is then ready on the first render).
    expect(screen.getByRole('textbox', { name: 'From' })).toHaveValue('2024-01-01');
    // The calendar's field is here once its clear button is.
    await screen.findByRole('button', { name: 'Clear From' }, { timeout: 10_000 });
    const input = screen.getByRole('textbox', { name: 'From' });
    await user.clear(input);
    await user.type(input, '2024-03-31');
    await user.tab();
    expect(screen.getByRole('status', { name: 'from' })).toHaveTextContent('2024-03-31');
  });

  it('a picker shows its choice at once, then offers the others', async () => {
    const user = userEvent.setup();
    renderUi(<Year />);
    expect(screen.getByDisplayValue('2023-01-01 – 2023-12-31')).toBeInTheDocument();
    const picker = await screen.findByRole(
      'combobox',
      { name: 'Financial year' },
      { timeout: 10_000 },
    );
    await user.click(picker);
    await user.click(within(screen.getByRole('listbox')).getByText('2024-01-01 – 2024-12-31'));
    expect(screen.getByRole('status', { name: 'year' })).toHaveTextContent('fy-2024');
  });
});
