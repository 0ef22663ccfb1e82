// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccountingFile, Company, FileReport, FinancialYear } from 'bff/contract';
import { opKey } from '../../../lib/queries.js';
import { renderScreen } from '../../../test/render.js';
import { FilesTab } from './FilesTab.js';

const key = '21956b86-1c68-488e-8773-13c1fb38e381';
const company: Company = {
  durableKey: key,
  organizationNumber: '556812-3458',
  name: 'Norrsken Bygg AB',
  defaultAccountPlan: 'BAS2014',
};
const year: FinancialYear = {
  id: 'bc3c9809-c66d-4633-9a16-66535b88b8f1',
  companyDurableKey: key,
  startDate: '2025-01-01',
  endDate: '2025-12-31',
};
const file: AccountingFile = {
  id: '88335703-d9f2-43dc-9437-2fbe5a62b3a4',
  name: 'Lön.si',
  uploadedByUserId: null,
  status: 'verified',
  uploadedDate: '2025-01-15T09:29:00.000Z',
  parsedDate: null,
};
const report: FileReport = {
  fileId: file.id,
  status: 'verified',
  size: 47687,
  contentType: 'application/octet-stream',
  financialYearId: year.id,
  sieType: 4,
  program: 'Fortnox',
  organizationNumber: '556812-3458',
  period: { startDate: '2025-01-01', endDate: '2025-12-31' },
  counts: { accounts: 61, vouchers: 84, transactions: 405 },
  errors: [],
  discrepancies: [],
};

describe('files', () => {
  it("lists V1's File; size, SIE type, year and content type are in the report", async () => {
    const user = userEvent.setup();
    const params = { companyDurableKey: key };
    renderScreen(<FilesTab company={company} />, {
      role: 'auditor',
      cached: [
        [opKey('nordrevision', 'listFiles', params), [file]],
        [opKey('nordrevision', 'listFinancialYears', params), [year]],
        [opKey('nordrevision', 'getFileReport', { ...params, fileId: file.id }), report],
      ],
    });
    const table = screen.getAllByRole('table')[0]!;
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Status', 'Uploaded', 'Parsed', 'Actions']);
    const cells = within(within(table).getAllByRole('row')[1]!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(0, 4)).toEqual([
      'Lön.si',
      'verified',
      expect.stringMatching(/^2025-01-15 \d\d:\d\d$/),
      '–',
    ]);

    await user.click(screen.getByRole('button', { name: 'Report of Lön.si' }));
    const dialog = await screen.findByRole('dialog', { name: 'Processing report: Lön.si' });
    const fact = (label: string) =>
      within(dialog).getByText(label, { selector: 'p' }).nextElementSibling?.textContent;
    expect(fact('Financial year')).toBe('2025-01-01 – 2025-12-31');
    expect(fact('Size')?.replace(/\s/g, ' ')).toBe('46,57 kB');
    expect(fact('Content type')).toBe('application/octet-stream');
    expect(fact('SIE type')).toBe('4');
    expect(fact('Program')).toBe('Fortnox');
    expect(fact('Transactions')).toBe('405');
    expect(within(dialog).getByText('Everything reconciles.')).toBeInTheDocument();
  });
});
