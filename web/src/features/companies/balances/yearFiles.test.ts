import { describe, expect, it } from 'vitest';
import type { AccountingFile, FinancialYear } from '@ledger/contract';
import { filesWithYears, unverifiedYears, type YearFile } from './yearFiles.js';

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
