// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { FinancialYear } from '@ledger/contract';
import { opKey } from '../../../lib/data/queries.js';
import { fakeBffPerTest } from '../../../test/fakeBff.js';
import { company, companyParams as params } from '../../../test/fixtures.js';
import { setLanguage } from '../../../i18n/index.js';
import { T, records, show, y1, y2 } from './workbench.testing.js';

describe('the workbench: which year, its files and its assignment', () => {
  const startBff = fakeBffPerTest();
  afterEach(async () => {
    await setLanguage('en');
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
    expect(await screen.findByText('No balances for this year')).toBeVisible();
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
    expect(await screen.findByRole('table', { name: /Trial balance in SEK/ })).toBeVisible();
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
    await screen.findByRole('table', { name: /Trial balance in SEK/ });
    await waitFor(() => expect(bff.seen.some((r) => r.url.includes('/assignments'))).toBe(true));
    expect(await screen.findByText(/The platform does not offer audit assignments/)).toBeVisible();
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
      await screen.findByText('Financial year 2025-01-01 – 2025-12-31 is not verified'),
    ).toBeVisible();
    expect(screen.getByText(/does not reconcile/)).toBeVisible();
    expect(await screen.findByRole('table', { name: /Trial balance in SEK/ })).toBeVisible();
  });
});
