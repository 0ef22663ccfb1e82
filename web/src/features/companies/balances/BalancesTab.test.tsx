// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { AccountingFile, FileReport } from 'bff/contract';
import { opKey } from '../../../lib/data/queries.js';
import { ALL_OPERATIONS, renderScreen, V1_OPERATIONS } from '../../../test/render.js';
import { fakeBffPerTest } from '../../../test/fakeBff.js';
import { company, companyParams as params, year } from '../../../test/fixtures.js';
import BalancesTab from './BalancesTab.js';

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
    expect(screen.getByText(/could not be read \(status corrupt\)/)).toBeVisible();
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
