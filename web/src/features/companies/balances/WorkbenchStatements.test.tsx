// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { fakeBffPerTest } from '../../../test/fakeBff.js';
import { setLanguage } from '../../../i18n/index.js';
import { show } from './workbench.testing.js';

describe('the workbench: statements and key ratios, with the comparison', () => {
  const startBff = fakeBffPerTest();
  afterEach(async () => {
    await setLanguage('en');
  });

  it('statements: the annual report’s lines, each opening to its accounts, with the change', async () => {
    await startBff(() => undefined);
    show({ path: '/t/nordrevision?view=statements' });
    const income = await screen.findByRole('table', { name: 'Income statement (resultaträkning)' });
    // this year, prior year, change in SEK and in per cent (the sign-off's cell apart)
    const row = (table: HTMLElement, name: string | RegExp) =>
      [
        ...within(table).getByRole('rowheader', { name }).closest('tr')!.querySelectorAll('td.num'),
      ].map((c) => c.textContent);
    // the line names its BAS ranges under it: the mapping shown
    expect(row(income, 'Net sales Accounts 3000–3799')).toEqual([
      '120,000.00',
      '40,000.00',
      '80,000.00',
      '200.0%',
    ]);
    expect(row(income, 'Total operating income, changes in inventories etc.')).toEqual([
      '120,000.00',
      '40,000.00',
      '80,000.00',
      '200.0%',
    ]);
    expect(row(income, 'Operating result').slice(0, 2)).toEqual(['120,000.00', '40,000.00']);
    expect(row(income, 'Result for the year').slice(0, 2)).toEqual(['120,000.00', '40,000.00']);
    // no line without accounts
    expect(within(income).queryByRole('rowheader', { name: /^Personnel costs/ })).toBeNull();

    // a line opens to its accounts, with the same columns, and closes again (a button: keyboard)
    const open = within(income).getByRole('button', { name: 'Net sales' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(open);
    expect(open).toHaveAttribute('aria-expanded', 'true');
    expect(row(income, '3001 Försäljning')).toEqual([
      '120,000.00',
      '40,000.00',
      '80,000.00',
      '200.0%',
    ]);
    fireEvent.click(open);
    expect(within(income).queryByRole('rowheader', { name: '3001 Försäljning' })).toBeNull();

    const balance = screen.getByRole('table', { name: 'Balance sheet (balansräkning)' });
    expect(row(balance, 'Total assets').slice(0, 2)).toEqual(['260,000.00', '140,000.00']);
    expect(row(balance, 'Cash and bank Accounts 1900–1999').slice(0, 2)).toEqual([
      '260,000.00',
      '140,000.00',
    ]);
    // equity with the result not yet booked: 2081 + 2099 + the calculated result
    expect(row(balance, 'Restricted equity Accounts 2080–2089').slice(0, 2)).toEqual([
      '100,000.00',
      '100,000.00',
    ]);
    expect(row(balance, 'Calculated result (not yet booked to equity)').slice(0, 2)).toEqual([
      '120,000.00',
      '40,000.00',
    ]);
    expect(row(balance, 'Total equity').slice(0, 2)).toEqual(['260,000.00', '140,000.00']);
    expect(row(balance, 'Total equity and liabilities').slice(0, 2)).toEqual([
      '260,000.00',
      '140,000.00',
    ]);
    expect(row(balance, 'Difference (zero when it balances)').slice(0, 2)).toEqual([
      '0.00',
      '0.00',
    ]);
    // each statement its own caption, above its table (a phone scrolls the table, not it)
    expect(income).toHaveAccessibleDescription(/income positive, costs negative/);
    expect(balance).toHaveAccessibleDescription(/assets, equity and liabilities positive/);

    // the whole mapping, on request
    const mapping = screen.getByRole('button', { name: 'Show the mapping' });
    fireEvent.click(mapping);
    const map = screen.getByRole('table', {
      name: 'Mapping: BAS accounts to the annual report’s lines: Balance sheet (balansräkning)',
    });
    const ranges = (name: string) =>
      within(map).getByRole('rowheader', { name }).closest('tr')!.querySelector('td')!.textContent;
    expect(ranges('Equipment, tools and installations')).toBe('1220–1279');
    expect(ranges('Buildings and land')).toBe('1100–1119, 1130–1179, 1190–1199');
  });

  it('in Swedish: ÅRL’s words, the accounts of a line, the mapping', async () => {
    await setLanguage('sv');
    await startBff(() => undefined);
    show({ path: '/t/nordrevision?view=statements' });
    const income = await screen.findByRole('table', { name: 'Resultaträkning' });
    fireEvent.click(within(income).getByRole('button', { name: 'Nettoomsättning' }));
    expect(within(income).getByRole('rowheader', { name: '3001 Försäljning' })).toBeVisible();
    // the line's BAS ranges under its name
    expect(
      within(income).getByRole('rowheader', { name: 'Nettoomsättning Konton 3000–3799' }),
    ).toBeVisible();
    expect(within(income).getByRole('rowheader', { name: 'Rörelseresultat' })).toBeVisible();
    const balance = screen.getByRole('table', { name: 'Balansräkning' });
    expect(within(balance).getByRole('rowheader', { name: 'Summa eget kapital' })).toBeVisible();
    expect(within(balance).getByRole('columnheader', { name: 'Förändring (%)' })).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Visa mappningen' }));
    expect(screen.getByText(/Poster enligt ÅRL \(1995:1554\) bilaga 1 och 2/)).toBeVisible();
  });

  it('key ratios by their Swedish names, with the change and the formula', async () => {
    await startBff(() => undefined);
    show({ path: '/t/nordrevision?view=ratios' });
    const table = await screen.findByRole('table', { name: 'Key ratios' });
    const cells = (name: string) =>
      [...within(table).getByRole('rowheader', { name }).closest('tr')!.querySelectorAll('td')].map(
        (c) => c.textContent,
      );
    // equity 140 000 + unbooked result 120 000 = 260 000 of assets 260 000; prior 140 000 / 140 000
    // a change of a ratio is in percentage points, one decimal like the ratios
    expect(cells('Soliditet (equity ratio)').slice(0, 3)).toEqual([
      '100.0%',
      '100.0%',
      '0.0\u00a0p.p.',
    ]);
    // no current liabilities: no ratio
    expect(cells('Balanslikviditet (current ratio)').slice(0, 3)).toEqual(['–', '–', '–']);
    // operating result 120 000 / net sales 120 000
    expect(cells('Rörelsemarginal (operating margin)')[0]).toBe('100.0%');
    expect(table.textContent).toContain('Operating result (30–79) / net sales (30–37)');
  });
});
