import { describe, expect, it } from 'vitest';
import type { AccountingFile, FinancialYear } from '@ledger/contract';
import { filesWithYears, headingSources, unverifiedYears, type YearFile } from './yearFiles.js';

const key = '22222222-2222-4222-8222-222222222222';
const year = (id: string, startDate: string, endDate: string): FinancialYear => ({
  id,
  companyDurableKey: key,
  startDate,
  endDate,
});
/** A file with the financial year its report names. */
const file = (
  financialYearId: string | undefined,
  status: AccountingFile['status'],
  uploadedDate: string,
): YearFile => ({ financialYearId, status, uploadedDate });

describe('balances warning', () => {
  const years = [
    year('y1', '2022-01-01', '2022-12-31'),
    year('y2', '2023-01-01', '2023-12-31'),
    year('y3', '2024-01-01', '2024-12-31'),
  ];
  it('names the years in range whose source is not a verified file', () => {
    const files = [
      file('y1', 'parsed', '2024-01-01'),
      file('y2', 'verified', '2024-01-01'),
      file('y2', 'parsed', '2024-02-01'),
      file('y3', 'corrupt', '2024-03-01'),
    ];
    const w = unverifiedYears(years, files, '2022-06-01', '2024-12-31');
    expect(w.map((x) => [x.year.id, x.status])).toEqual([
      ['y1', 'parsed'],
      ['y3', 'corrupt'],
    ]);
    expect(unverifiedYears(years, files, '2023-01-01', '2023-12-31')).toEqual([]);
    expect(unverifiedYears(years, [], '2024-01-01', '2024-01-31')[0]?.status).toBeNull();
  });

  it("takes each file's year from its report (V1's File has none)", () => {
    const files: AccountingFile[] = [
      {
        id: 'f1',
        name: 'Lön.si',
        uploadedByUserId: null,
        status: 'verified',
        uploadedDate: '2024-01-01T10:00:00Z',
        parsedDate: '2024-01-01T10:00:02Z',
      },
      {
        id: 'f2',
        name: 'bilaga.pdf',
        uploadedByUserId: null,
        status: 'uploaded',
        uploadedDate: '2024-01-02T10:00:00Z',
        parsedDate: null,
      },
    ];
    const joined = filesWithYears(files, new Map([['f1', { financialYearId: 'y2' }]]));
    expect(joined).toEqual([
      {
        name: 'Lön.si',
        status: 'verified',
        uploadedDate: '2024-01-01T10:00:00Z',
        financialYearId: 'y2',
      },
      {
        name: 'bilaga.pdf',
        status: 'uploaded',
        uploadedDate: '2024-01-02T10:00:00Z',
        financialYearId: undefined,
      },
    ]);
    expect(unverifiedYears(years, joined, '2023-01-01', '2023-12-31')).toEqual([]);
  });
});

describe('balances warning while a file is processed', () => {
  const y = year('p1', '2024-01-01', '2024-12-31');
  it('says pending when the only file is still being processed', () => {
    expect(
      unverifiedYears([y], [file('p1', 'pending', '2024-05-01')], '2024-01-01', '2024-12-31')[0]
        ?.status,
    ).toBe('pending');
  });
  it('says pending while a file whose year is not known yet is processed', () => {
    const files = [file(undefined, 'pending', '2024-05-01')];
    expect(unverifiedYears([y], files, '2024-01-01', '2024-12-31')[0]?.status).toBe('pending');
    // An attachment of no year changes nothing.
    const attachment = [file(undefined, 'uploaded', '2024-05-01')];
    expect(unverifiedYears([y], attachment, '2024-01-01', '2024-12-31')[0]?.status).toBeNull();
  });
});

describe('the source files in the export heading', () => {
  const digest = 'a'.repeat(64);
  const named = (over: Partial<YearFile>): YearFile => ({
    name: 'bok.se',
    status: 'verified',
    uploadedDate: '2025-02-03T10:00:00.000Z',
    financialYearId: 'y2',
    ...over,
  });
  const years = new Set(['y1', 'y2']);
  const day = (iso: string) => iso.slice(0, 10);
  it('lists the read files of the years with their digests, null where the report has none', () => {
    const files = [
      named({ sha256: digest }),
      named({ name: 'gammal.se', financialYearId: 'y1', status: 'parsed' }),
      named({ name: 'annat-ar.se', financialYearId: 'y0', sha256: digest }),
      named({ name: 'trasig.se', status: 'corrupt', sha256: digest }),
      named({ name: 'bilaga.pdf', status: 'uploaded', sha256: digest }),
    ];
    expect(headingSources(files, true, years, day)).toEqual([
      { name: 'bok.se', uploaded: '2025-02-03', checksum: digest },
      { name: 'gammal.se', uploaded: '2025-02-03', checksum: null },
    ]);
  });
  it('says why there are none: no file operations on the platform, or not read yet', () => {
    expect(headingSources(null, false, years, day)).toBe('notFromPlatform');
    expect(headingSources([named({ sha256: digest })], false, years, day)).toBe('notFromPlatform');
    expect(headingSources(null, true, years, day)).toBe('unread');
  });
  it('takes the digest from the report', () => {
    const f: AccountingFile = {
      id: 'f1',
      name: 'bok.se',
      uploadedByUserId: null,
      status: 'verified',
      uploadedDate: '2025-02-03T10:00:00.000Z',
      parsedDate: '2025-02-03T10:00:01.000Z',
    };
    expect(
      filesWithYears([f], new Map([['f1', { financialYearId: 'y2', sha256: digest }]]))[0],
    ).toMatchObject({ financialYearId: 'y2', sha256: digest });
  });
});
