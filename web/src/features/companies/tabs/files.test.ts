import { describe, expect, it } from 'vitest';
import type { FinancialYear } from '@ledger/contract';
import { filesNote, yearLabel } from './files.js';

const key = '22222222-2222-4222-8222-222222222222';
const year = (id: string, startDate: string, endDate: string): FinancialYear => ({
  id,
  companyDurableKey: key,
  startDate,
  endDate,
});

describe('files', () => {
  it('names a financial year by its dates, an unknown one by its id', () => {
    const years = [year('y1', '2024-01-01', '2024-12-31')];
    expect(yearLabel(years, 'y1')).toBe('2024-01-01 – 2024-12-31');
    expect(yearLabel(years, 'y9')).toBe('y9');
    expect(yearLabel(undefined, 'y1')).toBe('y1');
    expect(yearLabel(years, undefined)).toBe('–');
  });
  it('says what a missing file extension means, nothing when the service has them all', () => {
    expect(filesNote({ list: true, get: true, report: true })).toBeNull();
    expect(filesNote({ list: true, get: true, report: false })).toBe(
      'This platform does not offer processing reports.',
    );
    expect(filesNote({ list: true, get: false, report: true })).toMatch(
      /does not follow processing status;/,
    );
    expect(filesNote({ list: true, get: false, report: false })).toMatch(
      /does not follow processing status or offer processing reports/,
    );
    expect(filesNote({ list: false, get: true, report: true })).toMatch(/does not list files/);
    expect(filesNote({ list: false, get: false, report: false })).toMatch(
      /^Processing status is not available from this platform\./,
    );
  });
});
