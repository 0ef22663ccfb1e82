// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeBffPerTest } from '../../../test/fakeBff.js';
import { setLanguage } from '../../../i18n/index.js';
import { show, y2 } from './workbench.testing.js';

describe('the workbench: trial balance with comparison', () => {
  const startBff = fakeBffPerTest();
  afterEach(async () => {
    await setLanguage('en');
  });

  it('shows opening, movement, closing, prior and change per account under its class and group, and the check', async () => {
    await startBff((req) =>
      req.url?.startsWith('/api/reviews') ? { status: 200, body: [] } : undefined,
    );
    show();
    const table = await screen.findByRole('table', { name: /Trial balance in SEK/ });
    const bank = within(table)
      .getByRole('button', { name: 'Open the months of account 1930' })
      .closest('tr')!;
    const cells = [...bank.querySelectorAll('td')].map((c) => c.textContent);
    // whole kronor on screen (the table fits a 1440 px screen); the export keeps the öre
    expect(cells.slice(1, 6)).toEqual(['140,000', '120,000', '260,000', '140,000', '120,000']);
    // (260 000 - 140 000) / 140 000
    expect(cells[6]).toBe('85.7%');
    expect(table.textContent).toContain('1 Assets');
    expect(table.textContent).toContain('Current assets (14–19)');
    expect(table.textContent).toContain('Total 3 Operating income');
    expect(table.textContent).not.toMatch(/^Total$/m);
    expect(screen.getByTestId('materiality-source')).toHaveTextContent(
      'Performance materiality 100,000.00 SEK, from the year’s audit assignment.',
    );
    expect(screen.getByTestId('comparison-note')).toHaveTextContent(
      'Compared with 2024-01 – 2024-12 (12 months).',
    );
    expect(screen.getByTestId('balance-check')).toHaveTextContent('nets to zero');
    expect(screen.getByTestId('balance-check')).toHaveTextContent(
      'Result for the year: 120,000.00 SEK',
    );
  });

  it('filters to the flagged accounts with counts; the statement signs turn credit positive', async () => {
    await startBff((req) =>
      req.url?.startsWith('/api/reviews') ? { status: 200, body: [] } : undefined,
    );
    show({ path: '/t/nordrevision?view=trial&filter=MATERIAL_CHANGE&signs=statement' });
    const table = await screen.findByRole('table', { name: /with the signs of the statements/ });
    const accounts = within(table)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(accounts).toEqual(['1930']);
    expect(screen.getByDisplayValue('Change at or above materiality (1)')).toBeInTheDocument();
    expect(within(table).queryByText('Försäljning')).toBeNull();
  });

  it('refuses a materiality that is not a positive number, in place, and says what it uses', async () => {
    await startBff(() => undefined);
    show({ path: '/t/nordrevision?view=trial&mat=abc' });
    expect(
      await screen.findByText('Not an amount the console can read: write it like 120,000.50.'),
    ).toBeVisible();
    fireEvent.change(screen.getByLabelText(/Performance materiality \(SEK\)/), {
      target: { value: '0' },
    });
    expect(await screen.findByText('Enter an amount above zero.')).toBeVisible();
    fireEvent.change(screen.getByLabelText(/Performance materiality \(SEK\)/), {
      target: { value: '50,000.50' },
    });
    await waitFor(() =>
      expect(screen.getByTestId('materiality-source')).toHaveTextContent(
        'Performance materiality 50,000.50 SEK, as you entered it. Stored value replaced: 100,000.00 SEK.',
      ),
    );
    // Under the field, what it is used as (the matcher reads the no-break space as a space).
    expect(screen.getByText('Used as 50,000.50 SEK')).toBeVisible();
  });

  it('a company with one year: no comparison, and it says why', async () => {
    await startBff(() => undefined);
    show({ years: [y2] });
    expect(await screen.findByTestId('comparison-note')).toHaveTextContent(
      'No comparison: the company has no financial year before this one.',
    );
    expect(screen.queryByText('Prior closing')).toBeNull();
  });

  it('opens an account and marks it reviewed; the mark shows who, and counts', async () => {
    const marks: unknown[] = [];
    const bff = await startBff((req, body) => {
      if (req.method === 'GET' && req.url?.startsWith('/api/reviews'))
        return { status: 200, body: marks };
      if (req.method === 'PUT' && req.url === '/api/reviews') {
        const b = JSON.parse(body.toString()) as {
          account: string;
          figures: string;
          comment?: string;
        };
        const mark = {
          account: b.account,
          comment: b.comment ?? null,
          figures: b.figures,
          username: 'auditor',
          markedAt: '2026-01-10T10:00:00.000Z',
        };
        return { status: 200, body: mark };
      }
      return undefined;
    });
    show({ path: '/t/nordrevision?view=trial&acc1=1930' });
    expect(
      await screen.findByRole(
        'heading',
        { name: '1930 Företagskonto: month by month' },
        // The tab, its year views and the account panel are three lazy chunks: on a loaded
        // machine they take a while.
        { timeout: 15000 },
      ),
    ).toBeVisible();
    fireEvent.change(screen.getByLabelText('Comment (optional)'), {
      target: { value: 'Agreed to bank statement' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Tick off' }));
    expect(await screen.findByText(/Ticked off by auditor/)).toBeVisible();
    const put = bff.seen.find((r) => r.method === 'PUT');
    expect(put?.url).toBe('/api/reviews');
    expect(screen.getAllByText('Ticked off').length).toBeGreaterThanOrEqual(2);
  });

  it('in Swedish: the classes, groups and columns in the words of BAS', async () => {
    await startBff((req) =>
      req.url?.startsWith('/api/reviews') ? { status: 200, body: [] } : undefined,
    );
    await setLanguage('sv');
    show();
    const table = await screen.findByRole('table', { name: /Råbalans i kronor/ });
    expect(table.textContent).toContain('1 Tillgångar');
    expect(table.textContent).toContain('Omsättningstillgångar (14–19)');
    expect(table.textContent).toContain('Ingående balans');
    expect(table.textContent).toContain('260\u00a0000');
    // one word each: the period's movement, the change against last year, flags, the review
    const heads = within(within(table).getAllByRole('row')[0]!)
      .getAllByRole('columnheader')
      .map((h) => h.textContent?.replaceAll('\u00ad', ''));
    expect(heads).toEqual([
      'Konto',
      'Benämning',
      'Ingående balans',
      'Period',
      'Utgående balans',
      'UB föregående år',
      'Förändring mot fg år (kr)',
      'Förändring mot fg år (%)',
      'Förändring i % av arbetsväsentligheten',
      'Flaggor',
      'Signering',
    ]);
    expect(screen.getByTestId('percent-floor')).toHaveTextContent(
      /^Procentflaggan kräver en förändring på minst 5\s000,00\skr: 5\s% av arbetsväsentligheten/,
    );
  });

  it('the change in per cent reads the same in both sign conventions: growth is positive', async () => {
    await startBff((req) =>
      req.url?.startsWith('/api/reviews') ? { status: 200, body: [] } : undefined,
    );
    const changeOf = async (signs: string, account: string) => {
      const view = show({ path: `/t/nordrevision?view=trial${signs}` });
      const table = await screen.findByRole('table', { name: /Trial balance in SEK/ });
      const row = within(table)
        .getByRole('button', { name: `Open the months of account ${account}` })
        .closest('tr')!;
      const cells = [...row.querySelectorAll('td')].map((c) => c.textContent);
      view.unmount();
      return cells;
    };
    // sales 40 000 -> 120 000 (credit): +200 %, also where credit shows negative
    const trial = await changeOf('', '3001');
    expect(trial.slice(3, 7)).toEqual(['-120,000', '-40,000', '-80,000', '200.0%']);
    const statement = await changeOf('&signs=statement', '3001');
    expect(statement.slice(3, 7)).toEqual(['120,000', '40,000', '80,000', '200.0%']);
    // with a prior year the share is of the change: 80 000 of 100 000
    expect(statement[7]).toBe('80%');
  });
});
