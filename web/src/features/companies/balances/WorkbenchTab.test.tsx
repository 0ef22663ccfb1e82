// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FinancialYear, MonthlyBalanceRecord } from '@ledger/contract';
import { opKey } from '../../../lib/data/queries.js';
import { ALL_OPERATIONS, renderScreen, V1_OPERATIONS } from '../../../test/render.js';
import { fakeBffPerTest } from '../../../test/fakeBff.js';
import { company, companyParams as params } from '../../../test/fixtures.js';
import { setLanguage } from '../../../i18n/index.js';
import BalancesTab from './BalancesTab.js';
import { materialityQuery } from '../tabs/materiality.js';

const T = 'nordrevision';
const y1: FinancialYear = {
  id: 'y1',
  companyDurableKey: company.durableKey,
  startDate: '2024-01-01',
  endDate: '2024-12-31',
};
const y2: FinancialYear = {
  id: 'y2',
  companyDurableKey: company.durableKey,
  startDate: '2025-01-01',
  endDate: '2025-12-31',
};
const ASSIGNMENT = '7d1f7a52-4a55-4c3e-9d0e-3f1a2b3c4d5e';

function rec(
  number: string,
  name: string,
  type: string,
  perYear: [FinancialYear, number, number][],
): MonthlyBalanceRecord {
  // one movement in June of each year, on top of the opening balance
  return {
    companyDurableKey: company.durableKey,
    accountNumber: number,
    accountName: name,
    accountType: type,
    amounts: perYear.flatMap(([y, opening, june]) =>
      ['01', '06', '12'].map((m) => ({
        month: `${y.startDate.slice(0, 4)}-${m}`,
        financialYearId: y.id,
        amount: m === '06' ? june : 0,
        balance: opening + (m === '01' ? 0 : june),
      })),
    ),
  };
}
// 2024: bank 100 000 -> 140 000, sales -40 000; 2025: bank 140 000 -> 260 000, sales -120 000.
// Equity 2081 -100 000 both years, 2099 -40 000 in 2025 (last year's result booked).
const records = [
  rec('1930', 'Företagskonto', 'ASSET', [
    [y1, 100_000, 40_000],
    [y2, 140_000, 120_000],
  ]),
  rec('2081', 'Aktiekapital', 'LIABILITY', [
    [y1, -100_000, 0],
    [y2, -100_000, 0],
  ]),
  rec('2099', 'Årets resultat', 'LIABILITY', [[y2, -40_000, 0]]),
  rec('3001', 'Försäljning', 'INCOME', [
    [y1, 0, -40_000],
    [y2, 0, -120_000],
  ]),
];

function show(
  opts: {
    years?: FinancialYear[];
    path?: string;
    materiality?: number | null;
    extra?: [readonly unknown[], unknown][];
    withAssignments?: boolean;
    company?: typeof company;
    operations?: readonly string[];
  } = {},
) {
  const years = opts.years ?? [y1, y2];
  return renderScreen(<BalancesTab company={opts.company ?? company} />, {
    role: 'auditor',
    path: opts.path ?? '/t/nordrevision?view=trial',
    operations: opts.operations ?? ALL_OPERATIONS,
    cached: [
      [opKey(T, 'listFinancialYears', params), years],
      [opKey(T, 'listFiles', params), []],
      [
        opKey(T, 'getMonthlyBalances', params, {
          startDate: years.length > 1 ? '20240101' : '20250101',
          endDate: '20251231',
        }),
        years.length > 1
          ? records
          : records.map((r) => ({
              ...r,
              amounts: r.amounts.filter((a) => a.financialYearId === 'y2'),
            })),
      ],
      ...(opts.extra ?? []),
      ...((opts.withAssignments === false
        ? []
        : [
            [
              opKey(T, 'listAssignments', params, { financialYearId: 'y2' }),
              [{ id: ASSIGNMENT, type: 'AE', subType: 'x', financialYearId: 'y2', status: 'OPEN' }],
            ],
            [
              opKey(T, 'getWorkMateriality', { ...params, auditAssignmentId: ASSIGNMENT }),
              {
                workMateriality: opts.materiality === undefined ? 100_000 : opts.materiality,
                workMaterialityPercentage: null,
              },
            ],
          ]) as [readonly unknown[], unknown][]),
    ],
  });
}

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
    const table = await screen.findByRole(
      'table',
      { name: /Trial balance in SEK/ },
      { timeout: 8000 },
    );
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
    const table = await screen.findByRole(
      'table',
      { name: /with the signs of the statements/ },
      { timeout: 8000 },
    );
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
    expect(await screen.findByTestId('comparison-note', {}, { timeout: 8000 })).toHaveTextContent(
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
    expect(await screen.findByText(/Ticked off by auditor/, {}, { timeout: 5000 })).toBeVisible();
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
    const table = await screen.findByRole(
      'table',
      { name: /Råbalans i kronor/ },
      { timeout: 8000 },
    );
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
      const table = await screen.findByRole(
        'table',
        { name: /Trial balance in SEK/ },
        { timeout: 8000 },
      );
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

  it('statements: the annual report’s lines, each opening to its accounts, with the change', async () => {
    await startBff(() => undefined);
    show({ path: '/t/nordrevision?view=statements' });
    const income = await screen.findByRole(
      'table',
      { name: 'Income statement (resultaträkning)' },
      { timeout: 8000 },
    );
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
    const income = await screen.findByRole('table', { name: 'Resultaträkning' }, { timeout: 8000 });
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
    const table = await screen.findByRole('table', { name: 'Key ratios' }, { timeout: 8000 });
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

  it('a year without files says what is missing and where to upload; the other years still work', async () => {
    await startBff(() => undefined);
    const y3: FinancialYear = {
      id: 'y3',
      companyDurableKey: company.durableKey,
      startDate: '2026-01-01',
      endDate: '2026-12-31',
    };
    show({
      years: [y1, y2, y3],
      path: '/t/nordrevision?view=trial&year=y3',
      extra: [
        [
          opKey(T, 'getMonthlyBalances', params, { startDate: '20250101', endDate: '20261231' }),
          records,
        ],
      ],
    });
    expect(
      await screen.findByText('No balances for this year', {}, { timeout: 8000 }),
    ).toBeVisible();
    expect(
      screen.getByRole('link', { name: 'Upload a SIE file on the Files tab' }),
    ).toHaveAttribute('href', `/t/nordrevision/companies/${company.durableKey}/files`);
    expect(screen.getByDisplayValue('2026-01-01 – 2026-12-31')).toBeVisible();
  });

  it('opens on the latest year with balances, not on a next year added before its file', async () => {
    await startBff((req) =>
      req.url?.startsWith('/api/reviews') ? { status: 200, body: [] } : undefined,
    );
    const y3: FinancialYear = {
      id: 'y3',
      companyDurableKey: company.durableKey,
      startDate: '2026-01-01',
      endDate: '2026-12-31',
    };
    show({
      years: [y1, y2, y3],
      extra: [
        [
          opKey(T, 'getMonthlyBalances', params, { startDate: '20250101', endDate: '20261231' }),
          records,
        ],
        [
          opKey(T, 'getMonthlyBalances', params, { startDate: '20240101', endDate: '20251231' }),
          records,
        ],
      ],
    });
    expect(
      await screen.findByRole('table', { name: /Trial balance in SEK/ }, { timeout: 8000 }),
    ).toBeVisible();
    expect(screen.getByDisplayValue('2025-01-01 – 2025-12-31')).toBeVisible();
    expect(screen.getByTestId('comparison-note')).toHaveTextContent(
      'Compared with 2024-01 – 2024-12 (12 months).',
    );
    expect(screen.queryByText('No balances for this year')).toBeNull();
  });

  it('a service without the assignment reads: the note says so, the company default applies', async () => {
    const bff = await startBff(() => undefined);
    show({
      company: { ...company, extendedAttributes: { workMateriality: '80000' } },
      withAssignments: false,
    });
    await screen.findByRole('table', { name: /Trial balance in SEK/ }, { timeout: 8000 });
    await waitFor(() => expect(bff.seen.some((r) => r.url.includes('/assignments'))).toBe(true));
    expect(
      await screen.findByText(
        /The platform does not offer audit assignments/,
        {},
        { timeout: 8000 },
      ),
    ).toBeVisible();
    expect(screen.getByTestId('materiality-source')).toHaveTextContent(
      'Performance materiality 80,000.00 SEK, the company’s default',
    );
  });

  it('a year whose file is not verified: the warning says so, the figures still show', async () => {
    await startBff(() => undefined);
    const parsed = {
      id: '0b7f2f0e-1d2c-4b5a-9c8d-7e6f5a4b3c2d',
      name: 'Bokslut-2025.se',
      uploadedByUserId: null,
      status: 'parsed' as const,
      uploadedDate: '2026-01-15T09:29:00.000Z',
      parsedDate: '2026-01-15T09:29:05.000Z',
    };
    show({
      extra: [
        [opKey(T, 'listFiles', params), [parsed]],
        [
          opKey(T, 'getFileReport', { ...params, fileId: parsed.id }),
          {
            fileId: parsed.id,
            status: 'parsed',
            size: 120,
            contentType: 'text/plain',
            financialYearId: 'y2',
            counts: { accounts: 4, vouchers: 1, transactions: 2 },
            errors: [],
            discrepancies: [],
          },
        ],
      ],
    });
    expect(
      await screen.findByText(
        'Financial year 2025-01-01 – 2025-12-31 is not verified',
        {},
        { timeout: 8000 },
      ),
    ).toBeVisible();
    expect(screen.getByText(/does not reconcile/)).toBeVisible();
    expect(
      await screen.findByRole('table', { name: /Trial balance in SEK/ }, { timeout: 8000 }),
    ).toBeVisible();
  });
});

describe("the workbench with the assignment's three materiality levels (ISA 320/450)", () => {
  const startBff = fakeBffPerTest();
  afterEach(async () => {
    await setLanguage('en');
  });

  // Overall 200 000; performance 50 % = 100 000 (V1's work materiality alike); clearly trivial
  // 45 % = 90 000 (a share chosen so the floor decides). Changes 2024 -> 2025: 1930 +120 000
  // (85.7 %), 3001 -80 000 (200 %). By change (performance, 100 000): 1930 only (overall would
  // flag none). Percentage above 20 % with at least the trivial 90 000: 1930 only; with the
  // default floor (5 % of 100 000 = 5 000) 3001 would be flagged too.
  const levels = {
    overall: 200_000,
    performanceShare: 50,
    trivialShare: 45,
    performance: 100_000,
    trivial: 90_000,
    updatedBy: 'anna',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
  const stored: [readonly unknown[], unknown] = [
    materialityQuery(T, { company: company.durableKey, assignment: ASSIGNMENT }).queryKey,
    levels,
  ];
  const flagged = async () => {
    const table = await screen.findByRole(
      'table',
      { name: /Trial balance|Råbalans/ },
      { timeout: 8000 },
    );
    return within(table)
      .getAllByRole('button', { name: /Open the months of account|Öppna månaderna för konto/ })
      .map((b) => b.textContent);
  };

  it('flags by change use performance materiality; the percentage floor is the clearly-trivial limit', async () => {
    await startBff((req) =>
      req.url?.startsWith('/api/reviews') ? { status: 200, body: [] } : undefined,
    );
    show({ path: '/t/nordrevision?view=trial&filter=PERCENT_CHANGE', extra: [stored] });
    expect(await flagged()).toEqual(['1930']);
    expect(screen.getByTestId('percent-floor')).toHaveTextContent(
      'The percentage flag needs a change of at least 90,000.00 SEK, the clearly trivial amount (ISA 450).',
    );
    expect(screen.getByTestId('materiality-source')).toHaveTextContent(
      'Performance materiality 100,000.00 SEK, from the year’s audit assignment.',
    );
    expect(screen.getByTestId('materiality-levels')).toHaveTextContent(
      'Overall materiality 200,000.00 SEK · clearly trivial threshold 90,000.00 SEK (ISA 450), from the year’s audit assignment.',
    );
    expect(screen.getByDisplayValue('Change above the percentage (1)')).toBeInTheDocument();
  });

  it('by change: 1930 only, at performance materiality (100 000), not overall (200 000)', async () => {
    await startBff((req) =>
      req.url?.startsWith('/api/reviews') ? { status: 200, body: [] } : undefined,
    );
    show({ path: '/t/nordrevision?view=trial&filter=MATERIAL_CHANGE', extra: [stored] });
    expect(await flagged()).toEqual(['1930']);
    expect(screen.getByDisplayValue('Change at or above materiality (1)')).toBeInTheDocument();
  });

  it('a typed floor wins over the trivial limit: floor=0 flags 3001 (-80 000, 200 %) too', async () => {
    await startBff((req) =>
      req.url?.startsWith('/api/reviews') ? { status: 200, body: [] } : undefined,
    );
    show({ path: '/t/nordrevision?view=trial&filter=PERCENT_CHANGE&floor=0', extra: [stored] });
    expect(await flagged()).toEqual(['1930', '3001']);
    expect(screen.getByTestId('percent-floor')).toHaveTextContent(
      'The percentage flag needs a change of at least 0.00 SEK, as you entered it.',
    );
  });

  it('in Swedish: the levels and the floor in Swedish words', async () => {
    await setLanguage('sv');
    await startBff((req) =>
      req.url?.startsWith('/api/reviews') ? { status: 200, body: [] } : undefined,
    );
    show({ path: '/t/nordrevision?view=trial&filter=PERCENT_CHANGE', extra: [stored] });
    await screen.findByTestId('materiality-levels', {}, { timeout: 8000 });
    const plain = (id: string) =>
      screen.getByTestId(id).textContent!.replace(/[\u00a0\u202f]/g, ' ');
    expect(plain('materiality-levels')).toBe(
      'Väsentlighet 200 000,00 kr · obetydlighetsgräns 90 000,00 kr (ISA 450), från årets revisionsuppdrag.',
    );
    expect(plain('percent-floor')).toContain('90 000,00 kr');
  });
});

describe('the vouchers behind a balance (issue #33)', () => {
  const startBff = fakeBffPerTest();

  it("an account's vouchers sum to its movement; every account rolls; a voucher opens", async () => {
    // 2025: the bank takes 120 000 of sales in June, in two vouchers.
    const vouchers = [
      ['1', '2025-06-10', 70_000],
      ['2', '2025-06-20', 50_000],
    ].map(([number, date, amount]) => ({
      series: 'A',
      number,
      date,
      text: `Kundinbetalning ${number as string}`,
      registeredAt: date,
      registeredBy: 'EVA',
      transactions: [
        { account: '1930', amount, text: null, objects: [] },
        { account: '3001', amount: -(amount as number), text: null, objects: [] },
      ],
    }));
    await startBff((req) => {
      if (req.url?.includes('/vouchers?')) return { status: 200, body: vouchers };
      if (req.url?.startsWith('/api/')) return { status: 200, body: [] };
      return undefined;
    });
    show({ path: '/t/nordrevision?view=trial&vacc=1930' });
    const drill = await screen.findByTestId('voucher-drill', {}, { timeout: 15000 });
    expect(
      await within(drill).findByTestId('voucher-count', {}, { timeout: 15000 }),
    ).toHaveTextContent('2 vouchers');
    expect(within(drill).getByTestId('voucher-sum-check')).toHaveTextContent(
      'The vouchers sum to the account’s movement (120,000.00)',
    );
    // The check runs after its count and the period's vouchers are read.
    await waitFor(
      () =>
        expect(screen.getByTestId('voucher-check')).toHaveTextContent(
          /The vouchers roll every account/,
        ),
      { timeout: 10000 },
    );
    fireEvent.click(within(drill).getByRole('button', { name: 'Open voucher A 2' }));
    const voucher = await within(drill).findByTestId('voucher');
    expect(within(voucher).getByTestId('registered-by')).toHaveTextContent('EVA');
    expect(
      within(voucher).getByRole('table', { name: 'The rows of voucher A 2' }),
    ).toHaveTextContent(/1930Företagskonto50,000\.00/);
  });

  it("a voucher names every row's account; one the balances leave out opens with movement 0", async () => {
    // 1510 nets to zero within June: the balances have no record of it, the file names it.
    const invoice = {
      series: 'C',
      number: '1',
      date: '2025-06-05',
      text: 'Kundfaktura 1',
      registeredAt: null,
      registeredBy: null,
      transactions: [
        { account: '1510', amount: 120_000, text: null, objects: [] },
        { account: '3001', amount: -120_000, text: null, objects: [] },
      ],
    };
    const payment = {
      ...invoice,
      series: 'A',
      date: '2025-06-20',
      text: 'Kundinbetalning 1',
      transactions: [
        { account: '1930', amount: 120_000, text: null, objects: [] },
        { account: '1510', amount: -120_000, text: null, objects: [] },
      ],
    };
    await startBff((req) => {
      if (req.url?.includes('/vouchers?'))
        return {
          status: 200,
          body: req.url.includes('account=1510') ? [invoice, payment] : [payment],
        };
      if (req.url?.includes('/accounts?'))
        return {
          status: 200,
          body: [
            { account: '1510', name: 'Kundfordringar' },
            { account: '1930', name: 'Bankkonto' },
          ],
        };
      if (req.url?.startsWith('/api/')) return { status: 200, body: [] };
      return undefined;
    });
    show({ path: '/t/nordrevision?view=trial&vacc=1930&vser=A&vnr=1' });
    const drill = await screen.findByTestId('voucher-drill', {}, { timeout: 15000 });
    const rows = await within(drill).findByRole('table', { name: 'The rows of voucher A 1' });
    // the file's names over the balances' ones, 1510 named though the balances leave it out
    await waitFor(() => expect(rows).toHaveTextContent(/1930Bankkonto120,000\.00/));
    expect(rows).toHaveTextContent(/1510Kundfordringar120,000\.00/);
    fireEvent.click(
      within(rows).getByRole('button', { name: 'Show the vouchers on account 1510' }),
    );
    expect(
      await within(drill).findByRole('heading', {
        name: 'Vouchers on account 1510 Kundfordringar',
      }),
    ).toBeInTheDocument();
    expect(await within(drill).findByTestId('voucher-count')).toHaveTextContent('2 vouchers');
    expect(within(drill).getByTestId('not-in-balances')).toHaveTextContent(
      'Account 1510 is not in the balances',
    );
    expect(within(drill).getByTestId('voucher-sum-check')).toHaveTextContent(
      'The vouchers sum to the account’s movement (0.00)',
    );
  });

  it('a year of many vouchers: the check says how many and runs when asked', async () => {
    const bff = await startBff((req) => {
      if (req.url?.includes('/vouchers?'))
        return { status: 200, body: [], headers: { 'x-total-count': '25000' } };
      if (req.url?.startsWith('/api/')) return { status: 200, body: [] };
      return undefined;
    });
    show({ path: '/t/nordrevision?view=trial' });
    const check = await screen.findByTestId('voucher-check', {}, { timeout: 15000 });
    await waitFor(() => expect(check).toHaveTextContent('The period has 25,000 vouchers'), {
      timeout: 10000,
    });
    expect(bff.seen.filter((r) => r.url.includes('/vouchers?'))).toHaveLength(1);
    fireEvent.click(
      within(check).getByRole('button', { name: 'Check the vouchers against the balances' }),
    );
    // No vouchers at all: the accounts that move do not roll.
    await waitFor(() => expect(check).toHaveTextContent(/do not roll/), { timeout: 10000 });
    expect(bff.seen.some((r) => r.url.includes('limit=10000'))).toBe(true);
  });

  it('a platform without vouchers or journal tests: neither is offered, a sentence says why', async () => {
    await startBff((req) => (req.url?.startsWith('/api/') ? { status: 200, body: [] } : undefined));
    show({ path: '/t/nordrevision?view=trial&acc1=1930', operations: V1_OPERATIONS });
    expect(
      await screen.findByTestId('vouchers-unavailable', {}, { timeout: 15000 }),
    ).toHaveTextContent('This platform does not give out vouchers');
    await screen.findByRole('heading', { name: '1930 Företagskonto: month by month' });
    expect(screen.queryByRole('button', { name: 'Show the vouchers on account 1930' })).toBeNull();
    expect(screen.queryByRole('radio', { name: 'Journal entries' })).toBeNull();
    expect(screen.queryByText('Journal entries')).toBeNull();
  });
});
