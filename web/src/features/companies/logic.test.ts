import { describe, expect, it } from 'vitest';
import type { AccountingFile, FinancialYear } from 'bff/contract';
import { unverifiedYears } from './balances/BalancesTab.js';
import { nextStatuses } from './tabs/AssignmentsTab.js';
import { pollDelay } from './tabs/FilesTab.js';
import { monthsBetween } from './tabs/FinancialYearsTab.js';
import { matchesCompany } from './CompaniesPage.js';

const key = '22222222-2222-4222-8222-222222222222';
const year = (id: string, startDate: string, endDate: string): FinancialYear => ({
  id,
  companyKey: key,
  startDate,
  endDate,
  createdTimestamp: 0,
});
const file = (
  financialYearId: string,
  status: AccountingFile['status'],
  uploadedDate: string,
): AccountingFile => ({
  id: `${financialYearId}-${status}-${uploadedDate}`,
  companyKey: key,
  financialYearId,
  name: 'bokföring.se',
  size: 1,
  contentType: 'text/plain',
  status,
  uploadedDate,
  uploadedByUserId: null,
  parsedDate: null,
});

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
});

describe('assignments, files, years, search', () => {
  it('offers only the allowed status moves', () => {
    expect(nextStatuses('OPEN')).toEqual(['LOCKED']);
    expect(nextStatuses('LOCKED')).toEqual(['OPEN', 'ARCHIVED']);
    expect(nextStatuses('ARCHIVED')).toEqual([]);
  });
  it('polls with growing delays, capped', () => {
    expect(pollDelay(0)).toBe(1000);
    expect(pollDelay(1)).toBe(1500);
    expect(pollDelay(2)).toBe(2250);
    expect(pollDelay(20)).toBe(15000);
  });
  it('counts months of a financial year', () => {
    expect(monthsBetween('2024-01-01', '2024-12-31')).toBe(12);
    expect(monthsBetween('2023-07-01', '2024-12-31')).toBe(18);
  });
  it('finds companies by name with Swedish letters, or by organisation number', () => {
    const c = {
      durableKey: key,
      name: 'Älvsbyns Åkeri AB',
      organizationNumber: '556036-0793',
      country: 'SWEDEN' as const,
      defaultAccountPlan: 'BAS2024',
      authorizationType: 1 as const,
      createdTimestamp: 0,
    };
    expect(matchesCompany(c, 'åkeri')).toBe(true);
    expect(matchesCompany(c, 'ÄLVSBY')).toBe(true);
    expect(matchesCompany(c, '5560360793')).toBe(true);
    expect(matchesCompany(c, '556036-07')).toBe(true);
    expect(matchesCompany(c, 'bageri')).toBe(false);
  });
});

describe('balances warning while a file is processed', () => {
  it('says pending when the only file is still being processed', () => {
    const y = year('p1', '2024-01-01', '2024-12-31');
    expect(
      unverifiedYears([y], [file('p1', 'pending', '2024-05-01')], '2024-01-01', '2024-12-31')[0]
        ?.status,
    ).toBe('pending');
  });
});

describe('SNI code field', () => {
  it('takes up to five digits, keeps them as the number the platform wants', async () => {
    const { SniSchema } = await import('./tabs/OverviewTab.js');
    expect(SniSchema.parse({ value: '01110' })).toEqual({ value: 1110 });
    expect(SniSchema.safeParse({ value: '00000' }).success).toBe(false);
    expect(SniSchema.safeParse({ value: '123456' }).success).toBe(false);
    expect(SniSchema.safeParse({ value: '62a10' }).error?.issues[0]?.message).toBe(
      'Enter an SNI 2007 code of five digits, e.g. 62010',
    );
  });
});
