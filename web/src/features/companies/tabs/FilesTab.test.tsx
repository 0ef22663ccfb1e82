// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccountingFile, FileReport, UploadRecord } from '@ledger/contract';
import { opKey } from '../../../lib/data/queries.js';
import { ALL_OPERATIONS, renderScreen, V1_OPERATIONS } from '../../../test/render.js';
import { fakeBffPerTest } from '../../../test/fakeBff.js';
import { company, companyKey, companyParams as params, year } from '../../../test/fixtures.js';
import { columnHeaders as headers, rowCells } from '../../../test/table.js';
import { FilesTab } from './FilesTab.js';
import { uploadsKey } from './uploads.js';
import { fileStatusLabel } from './files.js';
import { setLanguage } from '../../../i18n/index.js';
import { files as enFiles } from '../../../i18n/en/files.js';
import { files as svFiles } from '../../../i18n/sv/files.js';

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
    renderScreen(<FilesTab company={company} />, {
      role: 'auditor',
      cached: [
        [opKey('nordrevision', 'listFiles', params), [file]],
        [opKey('nordrevision', 'listFinancialYears', params), [year]],
        [opKey('nordrevision', 'getFileReport', { ...params, fileId: file.id }), report],
      ],
    });
    const table = screen.getAllByRole('table')[0]!;
    expect(headers(table)).toEqual(['Name', 'Status', 'Uploaded', 'Read', 'Actions']);
    const cells = within(within(table).getAllByRole('row')[1]!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(0, 4)).toEqual([
      'Lön.si',
      'Verified',
      expect.stringMatching(/^2025-01-15 \d\d:\d\d$/),
      '–',
    ]);
    // The status's meaning while the pointer is over it (its hint mounts on that first hover).
    const status = within(table).getByText('Verified');
    expect(screen.queryByRole('tooltip')).toBeNull();
    await user.hover(status);
    expect((await screen.findByRole('tooltip')).textContent).toBe(
      fileStatusLabel('verified').description,
    );
    await user.unhover(status);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Report of Lön.si' }));
    const dialog = await screen.findByRole('dialog', { name: 'Processing report: Lön.si' });
    const fact = (label: string) =>
      within(dialog).getByText(label, { selector: 'p' }).nextElementSibling?.textContent;
    expect(fact('Financial year')).toBe('2025-01-01 – 2025-12-31');
    expect(fact('Size')?.replace(/\s/g, ' ')).toBe('46.57 kB');
    expect(fact('Content type')).toBe('application/octet-stream');
    expect(fact('SIE type')).toBe('4');
    expect(fact('Program')).toBe('Fortnox');
    expect(fact('Transactions')).toBe('405');
    expect(within(dialog).getByText('Everything reconciles.')).toBeInTheDocument();
  });
});

const V1_NOTE =
  'Processing status is not available from this platform. Listed here are the files uploaded to this company through this console, with when, by whom and their size; files it got in other ways are not shown.';
const upload: UploadRecord = {
  fileId: 'b2a4c1de-5f60-4e1a-9c3b-7d8e9f0a1b2c',
  companyDurableKey: companyKey,
  name: 'Bokslut 2025.se',
  size: 2048,
  username: 'anna.lindqvist',
  uploadedAt: '2025-02-03T10:15:00.000Z',
  status: 'pending',
};
const unsized: UploadRecord = {
  ...upload,
  fileId: 'c3b5d2ef-6a71-4f2b-8d4c-8e9f0a1b2c3d',
  name: 'Bilaga.pdf',
  size: null,
  uploadedAt: '2025-02-01T08:00:00.000Z',
};

describe('files on a V1 service without the file extensions', () => {
  const startBff = fakeBffPerTest();

  it("lists the BFF's record of uploads: name, time, who, size; no status, no report, no polling", async () => {
    const bff = await startBff(() => undefined);
    renderScreen(<FilesTab company={company} />, {
      role: 'auditor',
      operations: V1_OPERATIONS,
      cached: [
        [uploadsKey('nordrevision', companyKey), [upload, unsized]],
        [opKey('nordrevision', 'listFinancialYears', params), [year]],
        // Never shown: the V1 service has no listing, this answer cannot have come from it.
        [opKey('nordrevision', 'listFiles', params), [file]],
      ],
    });
    expect(screen.getByText(V1_NOTE)).toBeInTheDocument();
    const table = screen.getByRole('table');
    // Without a status from the platform every record would say "processing" for ever.
    expect(headers(table)).toEqual(['Name', 'Uploaded', 'By', 'Size']);
    expect(rowCells(table, 1)).toEqual([
      'Bokslut 2025.se',
      expect.stringMatching(/^2025-02-03 \d\d:\d\d$/),
      'anna.lindqvist',
      '2 kB',
    ]);
    expect(rowCells(table, 2)).toEqual([
      'Bilaga.pdf',
      expect.stringMatching(/^2025-02-01 \d\d:\d\d$/),
      'anna.lindqvist',
      '–',
    ]);
    expect(screen.queryByText('Processing')).toBeNull();
    expect(screen.queryByText('Lön.si')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Report of/ })).toBeNull();
    expect(screen.queryByText(/are in its report/)).toBeNull();
    expect(document.querySelector('.mantine-Loader-root')).toBeNull();
    expect(document.body.textContent).not.toMatch(/undefined|NaN/);
    // Give a poll the time it would take (1 s), then check nothing was asked for.
    await new Promise((r) => setTimeout(r, 1100));
    expect(bff.seen).toEqual([]);
  });

  it('says no uploads were made through the console, never that the company has no files', () => {
    renderScreen(<FilesTab company={company} />, {
      operations: V1_OPERATIONS,
      cached: [
        [uploadsKey('nordrevision', companyKey), []],
        [opKey('nordrevision', 'listFinancialYears', params), [year]],
      ],
    });
    expect(screen.getByText(V1_NOTE)).toBeInTheDocument();
    expect(screen.queryByText('No files yet')).toBeNull();
    expect(screen.getByText('No uploads through this console yet')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Files uploaded through this console are listed here. This platform does not list a company’s files, so files it got in other ways are not shown here.',
      ),
    ).toBeVisible();
  });

  it('an upload goes to V1, is listed as sent and the list is read again from the BFF', async () => {
    const sentFile: AccountingFile = {
      id: '0d7e6f5a-4b3c-4d2e-9f1a-0b9c8d7e6f5a',
      name: 'Huvudbok.se',
      uploadedByUserId: null,
      status: 'pending',
      uploadedDate: '2025-03-04T12:00:00.000Z',
      parsedDate: null,
    };
    const recorded: UploadRecord = {
      fileId: sentFile.id,
      companyDurableKey: companyKey,
      name: 'Huvudbok.se',
      size: 11,
      username: 'auditor',
      uploadedAt: '2025-03-04T12:00:01.000Z',
      status: 'pending',
    };
    let uploads: UploadRecord[] = [];
    const bff = await startBff((req) => {
      const url = new URL(req.url ?? '', 'http://x');
      if (
        req.method === 'POST' &&
        url.pathname === `/api/t/nordrevision/company/${companyKey}/files/upload`
      ) {
        uploads = [recorded];
        return { status: 200, body: sentFile };
      }
      if (req.method === 'GET' && url.pathname === '/api/uploads')
        return url.searchParams.get('tenant') === 'nordrevision' &&
          url.searchParams.get('company') === companyKey
          ? { status: 200, body: uploads }
          : { status: 400, body: { message: 'wrong query', status: 400, requestId: 't' } };
      return undefined;
    });
    const user = userEvent.setup();
    renderScreen(<FilesTab company={company} />, {
      role: 'auditor',
      operations: V1_OPERATIONS,
      cached: [
        [uploadsKey('nordrevision', companyKey), []],
        [opKey('nordrevision', 'listFinancialYears', params), [year]],
      ],
    });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File(['#FLAGGA 0\n'], 'Huvudbok.se'));

    await waitFor(
      () =>
        expect(bff.seen.map((r) => `${r.method} ${r.url}`)).toEqual([
          `POST /api/t/nordrevision/company/${companyKey}/files/upload`,
          `GET /api/uploads?tenant=nordrevision&company=${companyKey}`,
        ]),
      { timeout: 10_000 },
    );
    const table = await screen.findByRole('table');
    await waitFor(() =>
      expect(rowCells(table, 1)).toEqual([
        'Huvudbok.se',
        expect.stringMatching(/^2025-03-04 \d\d:\d\d$/),
        'auditor',
        '11 B',
      ]),
    );
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(screen.getByText(V1_NOTE)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Report of/ })).toBeNull();
  });

  it('a service that lists files but lacks getFile and the report: its list, statuses as listed, no report', async () => {
    const bff = await startBff(() => undefined);
    const pending: AccountingFile = { ...file, status: 'pending', parsedDate: null };
    renderScreen(<FilesTab company={company} />, {
      operations: [...V1_OPERATIONS, 'listFiles'],
      cached: [
        [opKey('nordrevision', 'listFiles', params), [pending]],
        [opKey('nordrevision', 'listFinancialYears', params), [year]],
        [uploadsKey('nordrevision', companyKey), [upload]],
      ],
    });
    const table = screen.getByRole('table');
    expect(headers(table)).toEqual(['Name', 'Status', 'Uploaded', 'Read']);
    expect(rowCells(table, 1).slice(0, 2)).toEqual(['Lön.si', 'Processing']);
    expect(screen.queryByText('Bokslut 2025.se')).toBeNull();
    expect(
      screen.getByText(
        'This platform does not follow processing status or offer processing reports; statuses are as it lists them.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Report of/ })).toBeNull();
    expect(document.querySelector('.mantine-Loader-root')).toBeNull();
    await new Promise((r) => setTimeout(r, 1100));
    expect(bff.seen).toEqual([]);
  });
});

describe('files on a service with the file extensions', () => {
  it("the upstream's list wins over the BFF's record, with no note", () => {
    renderScreen(<FilesTab company={company} />, {
      operations: ALL_OPERATIONS,
      cached: [
        [opKey('nordrevision', 'listFiles', params), [file]],
        [opKey('nordrevision', 'listFinancialYears', params), [year]],
        [uploadsKey('nordrevision', companyKey), [upload]],
      ],
    });
    expect(screen.getByText('Lön.si')).toBeInTheDocument();
    expect(screen.queryByText('Bokslut 2025.se')).toBeNull();
    expect(screen.queryByText(/This platform/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Report of Lön.si' })).toBeInTheDocument();
  });
});

/** The strings of an English catalog area that differ from the Swedish one's at the same place. */
function englishOnly(en: unknown, sv: unknown): string[] {
  if (typeof en === 'string') return typeof sv === 'string' && sv !== en ? [en] : [];
  if (!en || typeof en !== 'object' || !sv || typeof sv !== 'object') return [];
  return Object.entries(en).flatMap(([k, v]) => englishOnly(v, (sv as Record<string, unknown>)[k]));
}

/** `word` in `text` as a whole word (not "Note" in "Notering"). */
function appears(text: string, word: string): boolean {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<!\\p{L})${escaped}(?!\\p{L})`, 'u').test(text);
}

describe('files in Swedish', () => {
  afterEach(async () => {
    await setLanguage('en');
  });

  it('names statuses, columns, the report and its findings in Swedish with Swedish numbers', async () => {
    await setLanguage('sv');
    const user = userEvent.setup();
    const parsed: AccountingFile = { ...file, status: 'parsed' };
    const withFindings: FileReport = {
      ...report,
      status: 'parsed',
      counts: { accounts: 61, vouchers: 1284, transactions: 4051 },
      errors: [
        { severity: 'info', line: null, message: 'the file gives no organisation number' },
        { severity: 'warning', line: 12, message: 'amount -1234.5 rounded to 1234.50' },
      ],
      discrepancies: [
        {
          severity: 'error',
          line: 40,
          account: '1930',
          kind: 'UB',
          expected: -548115.32,
          actual: -548000,
          message:
            'account 1930: #UB -548115.32 but #IB 0.00 + transactions -548000.00 = -548000.00 (difference -115.32)',
        },
      ],
    };
    renderScreen(<FilesTab company={company} />, {
      role: 'auditor',
      cached: [
        [opKey('nordrevision', 'listFiles', params), [parsed]],
        [opKey('nordrevision', 'listFinancialYears', params), [year]],
        [opKey('nordrevision', 'getFileReport', { ...params, fileId: file.id }), withFindings],
      ],
    });
    const table = screen.getAllByRole('table')[0]!;
    expect(headers(table)).toEqual(['Namn', 'Status', 'Uppladdad', 'Inläst', 'Åtgärder']);
    expect(rowCells(table, 1)[1]).toBe('Inläst, ej verifierad');
    expect(screen.getByRole('heading', { name: 'Filer' })).toBeInTheDocument();
    expect(screen.getByText('Ladda upp bokföringsfiler')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Inläsningsrapport för Lön.si' }));
    const dialog = await screen.findByRole('dialog', { name: 'Inläsningsrapport: Lön.si' });
    const fact = (label: string) =>
      within(dialog).getByText(label, { selector: 'p' }).nextElementSibling?.textContent;
    expect(fact('Storlek')).toBe('46,57\u00a0kB');
    expect(fact('Transaktioner')).toBe('4\u00a0051');
    const text = dialog.textContent ?? '';
    expect(text).toContain('Filen anger inget organisationsnummer.');
    // A finding the console does not know: the platform's words, its numbers as in Swedish.
    expect(text).toContain('amount \u22121\u00a0234,5 rounded to 1\u00a0234,50');
    expect(text).toContain(
      'Konto 1930: utgående balans (UB) är \u2212548\u00a0115,32, men ingående balans plus förändringar blir \u2212548\u00a0000,00 (skillnad \u2212115,32).',
    );
    expect(text).not.toContain('-548115.32');
    expect(within(dialog).getByText('Utgående balans (UB)')).toBeInTheDocument();
    expect(within(dialog).getByText('Varning')).toBeInTheDocument();

    const body = document.body.textContent ?? '';
    expect(englishOnly(enFiles, svFiles).filter((w) => appears(body, w))).toEqual([]);
  });

  it('on a platform without the file extensions says so in Swedish, without "V1"', async () => {
    await setLanguage('sv');
    renderScreen(<FilesTab company={company} />, {
      operations: V1_OPERATIONS,
      cached: [
        [uploadsKey('nordrevision', companyKey), [upload]],
        [opKey('nordrevision', 'listFinancialYears', params), [year]],
      ],
    });
    expect(
      screen.getByText(
        'Inläsningsstatus går inte att få från den här plattformen. Här visas filerna som laddats upp till företaget via konsolen, med när, av vem och storlek; filer som plattformen fått på andra sätt visas inte.',
      ),
    ).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(headers(table)).toEqual(['Namn', 'Uppladdad', 'Av', 'Storlek']);
    expect(rowCells(table, 1)[3]?.replace(/\s/g, ' ')).toBe('2 kB');
    expect(screen.queryByText('Bearbetas')).toBeNull();
    expect(document.body.textContent).not.toMatch(/\bV1\b/);
  });
});
