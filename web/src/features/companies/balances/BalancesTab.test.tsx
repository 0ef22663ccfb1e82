// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { AccountingFile, FileReport, MonthlyBalanceRecord } from '@ledger/contract';
import { opKey } from '../../../lib/data/queries.js';
import { ALL_OPERATIONS, renderScreen, V1_OPERATIONS } from '../../../test/render.js';
import { fakeBffPerTest } from '../../../test/fakeBff.js';
import { company, companyParams as params, year } from '../../../test/fixtures.js';
import BalancesTab from './BalancesTab.js';
import { setLanguage } from '../../../i18n/index.js';
import { balances as enBalances } from '../../../i18n/en/balances.js';
import { balances as svBalances } from '../../../i18n/sv/balances.js';

const corrupt: AccountingFile = {
  id: '88335703-d9f2-43dc-9437-2fbe5a62b3a4',
  name: 'Trasig.se',
  uploadedByUserId: null,
  status: 'corrupt',
  uploadedDate: '2025-01-15T09:29:00.000Z',
  parsedDate: '2025-01-15T09:29:05.000Z',
};
const report: FileReport = {
  fileId: corrupt.id,
  status: 'corrupt',
  size: 120,
  contentType: 'text/plain',
  financialYearId: year.id,
  counts: { accounts: 0, vouchers: 0, transactions: 0 },
  errors: [{ severity: 'error', line: 3, message: 'does not balance' }],
  discrepancies: [],
};
const WARNING = 'Financial year 2025-01-01 – 2025-12-31 is not verified';

function show(operations: readonly string[]) {
  return renderScreen(<BalancesTab company={company} />, {
    role: 'auditor',
    operations,
    cached: [
      [opKey('nordrevision', 'listFinancialYears', params), [year]],
      [
        opKey('nordrevision', 'getMonthlyBalances', params, {
          startDate: '20250101',
          endDate: '20251231',
        }),
        [],
      ],
      [opKey('nordrevision', 'listFiles', params), [corrupt]],
      [opKey('nordrevision', 'getFileReport', { ...params, fileId: corrupt.id }), report],
    ],
  });
}

describe('balances: the not-verified warning comes from files and their reports', () => {
  const startBff = fakeBffPerTest();

  it('warns of a year whose file is corrupt where the service has files and reports', async () => {
    show(ALL_OPERATIONS);
    expect(await screen.findByText(WARNING)).toBeVisible();
    expect(screen.getByText(/could not be read \(status “Unreadable”\)/)).toBeVisible();
    expect(screen.getAllByRole('link', { name: 'Go to Files' })[0]).toHaveAttribute(
      'href',
      `/t/nordrevision/companies/${company.durableKey}/files`,
    );
  });

  it('without them: no warning, no error, nothing asked for, the screen as usual', async () => {
    const bff = await startBff(() => undefined);
    show(V1_OPERATIONS);
    expect(await screen.findByText('No balances in this range')).toBeVisible();
    expect(screen.getByLabelText('From')).toHaveValue('2025-01-01');
    expect(screen.queryByText(/is not verified/)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    expect(document.body.textContent).not.toMatch(/undefined|NaN/);
    await new Promise((r) => setTimeout(r, 200));
    expect(bff.seen).toEqual([]);
  });
});

/** The strings of an English catalog area that differ from the Swedish one's at the same place. */
function englishOnly(en: unknown, sv: unknown): string[] {
  if (typeof en === 'string') return typeof sv === 'string' && sv !== en ? [en] : [];
  if (!en || typeof en !== 'object' || !sv || typeof sv !== 'object') return [];
  return Object.entries(en).flatMap(([k, v]) => englishOnly(v, (sv as Record<string, unknown>)[k]));
}

/** `word` in `text` as a whole word. */
function appears(text: string, word: string): boolean {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<!\\p{L})${escaped}(?!\\p{L})`, 'u').test(text);
}

describe('balances in Swedish', () => {
  afterEach(async () => {
    await setLanguage('en');
  });

  it('names the table, types, totals and warnings in Swedish, amounts in Swedish format', async () => {
    await setLanguage('sv');
    const record = (
      accountNumber: string,
      accountName: string,
      accountType: string,
      amount: number,
    ): MonthlyBalanceRecord => ({
      companyDurableKey: company.durableKey,
      accountNumber,
      accountName,
      accountType,
      amounts: [{ month: '2025-01', financialYearId: year.id, amount, balance: amount }],
    });
    renderScreen(<BalancesTab company={company} />, {
      role: 'auditor',
      operations: ALL_OPERATIONS,
      cached: [
        [opKey('nordrevision', 'listFinancialYears', params), [year]],
        [
          opKey('nordrevision', 'getMonthlyBalances', params, {
            startDate: '20250101',
            endDate: '20251231',
          }),
          [
            record('1930', 'Företagskonto', 'ASSET', 1234567.5),
            record('2440', 'Leverantörsskulder', 'LIABILITY', -548115.32),
          ],
        ],
        [opKey('nordrevision', 'listFiles', params), []],
      ],
    });
    expect(
      await screen.findByText('Räkenskapsåret 2025-01-01 – 2025-12-31 är inte verifierat'),
    ).toBeVisible();
    expect(screen.getByText(/Det har ingen verifierad fil/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Gå till Filer' })).toHaveAttribute(
      'href',
      `/t/nordrevision/companies/${company.durableKey}/files`,
    );
    const table = screen.getByRole('table', { name: 'Saldon vid månadens slut i kronor' });
    const text = table.textContent ?? '';
    expect(text).toContain('Tillgångar');
    expect(text).toContain('Eget kapital och skulder');
    expect(text).toContain('Summa tillgångar');
    expect(text).toContain('1\u00a0234\u00a0567,50');
    expect(text).toContain('\u2212548\u00a0115,32');
    expect(
      screen.getByText(/För Excel på svenska: fälten åtskilda med ”;”, decimalkomma/),
    ).toBeVisible();
    expect(screen.getByText('RÅ 2025')).toBeInTheDocument();
    const body = document.body.textContent ?? '';
    expect(englishOnly(enBalances, svBalances).filter((w) => appears(body, w))).toEqual([]);
  });
});

describe('a month clicked in the chart', () => {
  it('lists that month’s movements, largest first, and closes again', async () => {
    const rec = (accountNumber: string, amounts: [string, number][]): MonthlyBalanceRecord => {
      let balance = 0;
      return {
        companyDurableKey: company.durableKey,
        accountNumber,
        accountName: `Konto ${accountNumber}`,
        accountType: accountNumber.startsWith('1') ? 'ASSET' : 'INCOME',
        amounts: amounts.map(([month, amount]) => ({
          month,
          financialYearId: year.id,
          amount,
          balance: (balance += amount),
        })),
      };
    };
    renderScreen(<BalancesTab company={company} />, {
      role: 'auditor',
      path: '/t/nordrevision?month=2025-02',
      operations: ALL_OPERATIONS,
      cached: [
        [opKey('nordrevision', 'listFinancialYears', params), [year]],
        [
          opKey('nordrevision', 'getMonthlyBalances', params, {
            startDate: '20250101',
            endDate: '20251231',
          }),
          [
            rec('1930', [
              ['2025-01', 500],
              ['2025-02', -200],
            ]),
            rec('3001', [
              ['2025-01', -100],
              ['2025-02', -900],
            ]),
            rec('1510', [
              ['2025-01', 50],
              ['2025-02', 0],
            ]),
          ],
        ],
        [opKey('nordrevision', 'listFiles', params), []],
      ],
    });
    const card = await screen.findByRole('table', { name: 'Movements in 2025-02' });
    const rows = [...card.querySelectorAll('tbody tr')].map((r) =>
      [...r.querySelectorAll('td')].map((c) => c.textContent),
    );
    expect(rows).toEqual([
      ['3001', 'Konto 3001', '-900.00'],
      ['1930', 'Konto 1930', '-200.00'],
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(screen.queryByRole('table', { name: 'Movements in 2025-02' })).toBeNull(),
    );
  });
});

describe('movements on the chart, held against materiality', () => {
  it('names the year’s performance materiality and its source under the chart; balances do not', async () => {
    const withDefault = { ...company, extendedAttributes: { workMateriality: '100000' } };
    const movement: MonthlyBalanceRecord = {
      companyDurableKey: company.durableKey,
      accountNumber: '3001',
      accountName: 'Försäljning',
      accountType: 'INCOME',
      amounts: [{ month: '2025-01', financialYearId: year.id, amount: -150000, balance: -150000 }],
    };
    const cached = (path: string) =>
      renderScreen(<BalancesTab company={withDefault} />, {
        role: 'auditor',
        path,
        operations: ALL_OPERATIONS,
        cached: [
          [opKey('nordrevision', 'listFinancialYears', params), [year]],
          [
            opKey('nordrevision', 'getMonthlyBalances', params, {
              startDate: '20250101',
              endDate: '20251231',
            }),
            [movement],
          ],
          [opKey('nordrevision', 'listFiles', params), []],
          [opKey('nordrevision', 'listAssignments', params, { financialYearId: year.id }), []],
        ],
      });
    const first = cached('/t/nordrevision?metric=amount');
    expect(
      await screen.findByText(/Performance materiality 100,000\.00 SEK, the company’s default/),
    ).toBeVisible();
    expect(screen.getByText(/The dashed red lines mark it above and below zero/)).toBeVisible();
    first.unmount();
    cached('/t/nordrevision');
    expect(
      await screen.findByRole('table', { name: 'Balances at month end in SEK' }),
    ).toBeVisible();
    expect(screen.queryByText(/dashed red lines/)).toBeNull();
  });
});
