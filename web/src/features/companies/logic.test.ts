import { describe, expect, it } from 'vitest';
import type { AccountingFile, Company, FinancialYear } from '@ledger/contract';
import { filesWithYears, unverifiedYears, type YearFile } from './balances/BalancesTab.js';
import { ASSIGNMENT_TYPES, nextStatuses } from './tabs/AssignmentsTab.js';
import { endHint, monthsBetween } from './tabs/FinancialYearsTab.js';
import { matchesCompany } from './CompaniesPage.js';

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
      { status: 'verified', uploadedDate: '2024-01-01T10:00:00Z', financialYearId: 'y2' },
      { status: 'uploaded', uploadedDate: '2024-01-02T10:00:00Z', financialYearId: undefined },
    ]);
    expect(unverifiedYears(years, joined, '2023-01-01', '2023-12-31')).toEqual([]);
  });
});

describe('assignments, years, search', () => {
  it("offers only the contract's status moves, and the type codes as V1 has them", () => {
    expect(nextStatuses('OPEN')).toEqual(['LOCKED']);
    expect(nextStatuses('LOCKED')).toEqual(['OPEN', 'ARCHIVED']);
    expect(nextStatuses('ARCHIVED')).toEqual([]);
    expect(nextStatuses('DRAFT' as never)).toEqual([]);
    expect(ASSIGNMENT_TYPES).toEqual(['AE', 'ANALYSIS', 'GN']);
  });
  it('counts months of a financial year', () => {
    expect(monthsBetween('2024-01-01', '2024-12-31')).toBe(12);
    expect(monthsBetween('2023-07-01', '2024-12-31')).toBe(18);
  });
  it("hints the last end date the contract's 18-month rule allows", () => {
    expect(endHint('2024-01-01')).toBe('2025-06-30 at the latest');
    expect(endHint('2023-08-31')).toBe('2025-02-27 at the latest');
    expect(endHint('')).toBeUndefined();
    expect(endHint('2024-02-30')).toBeUndefined();
  });
  it('finds companies by name with Swedish letters, organisation number or legal form', () => {
    const c: Company = {
      durableKey: key,
      name: 'Älvsbyns Åkeri',
      organizationNumber: '556036-0793',
      country: 'SWEDEN',
      defaultAccountPlan: 'BAS2024',
      legalForm: 'TRADING_PARTNERSHIP',
      annualReportFramework: 'K2',
    };
    expect(matchesCompany(c, 'åkeri')).toBe(true);
    expect(matchesCompany(c, 'ÄLVSBY')).toBe(true);
    expect(matchesCompany(c, '5560360793')).toBe(true);
    expect(matchesCompany(c, '556036-07')).toBe(true);
    expect(matchesCompany(c, 'handelsbolag')).toBe(true);
    expect(matchesCompany(c, 'bageri')).toBe(false);
    // Without a legal form, or one V1 sends that the console does not know.
    expect(matchesCompany({ ...c, legalForm: undefined }, 'handelsbolag')).toBe(false);
    expect(matchesCompany({ ...c, legalForm: 'GMBH' as never }, 'gmbh')).toBe(true);
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

describe('work materiality field', () => {
  it("asks for an amount, then holds the contract's rules", async () => {
    const { MaterialitySchema } = await import('./tabs/OverviewTab.js');
    expect(MaterialitySchema.parse({ value: 250000 })).toEqual({ value: 250000 });
    expect(MaterialitySchema.safeParse({ value: undefined }).error?.issues[0]?.message).toBe(
      'Enter an amount',
    );
    expect(MaterialitySchema.safeParse({ value: -1 }).error?.issues[0]?.message).toBe(
      'Must not be negative.',
    );
    expect(MaterialitySchema.safeParse({ value: 1.5 }).error?.issues[0]?.message).toBe(
      'Must be a whole number.',
    );
  });
});

describe('company edit', () => {
  const company: Company = {
    durableKey: key,
    name: 'Norrsken Bygg AB',
    organizationNumber: '556036-0793',
    country: 'SWEDEN',
    defaultAccountPlan: 'BAS2024',
    legalForm: 'LIMITED_LIABILITY_COMPANY',
    annualReportFramework: 'K2',
    extendedAttributes: { SNI: '41200', workMateriality: '250000' },
  };
  const resolve = async (c: Company, change: Record<string, string>) => {
    const { editResolver, editValues } = await import('./tabs/OverviewTab.js');
    return editResolver(c)({ ...editValues(c), ...change }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
  };

  it('sends only the fields that changed, as CompanyUpdate', async () => {
    const { editBody, editValues } = await import('./tabs/OverviewTab.js');
    const values = editValues(company);
    expect(values).toEqual({
      name: 'Norrsken Bygg AB',
      organizationNumber: '556036-0793',
      country: 'SWEDEN',
      address: '',
      legalForm: 'LIMITED_LIABILITY_COMPANY',
      annualReportFramework: 'K2',
    });
    expect(editBody(company, values)).toEqual({});
    expect(
      editBody(company, {
        ...values,
        address: 'Storgatan 1\n903 26 Umeå',
        legalForm: 'FOUNDATION',
      }),
    ).toEqual({ address: 'Storgatan 1\n903 26 Umeå', legalForm: 'FOUNDATION' });
    expect(
      await resolve(company, { name: '  Norrsken Bygg & Co AB ', annualReportFramework: 'K3' }),
    ).toEqual({
      values: { name: 'Norrsken Bygg & Co AB', annualReportFramework: 'K3' },
      errors: {},
    });
  });

  it('checks a Swedish number against the country the company will have', async () => {
    const bad = await resolve(company, { organizationNumber: '556036-0794' });
    expect(bad.errors.organizationNumber?.message).toMatch(/valid check digit/);
    // A free-text number is fine for a company outside Sweden...
    const other = { ...company, country: 'OTHER', organizationNumber: 'GB 123 4567' };
    expect((await resolve(other, { name: 'UK Branch Ltd' })).errors).toEqual({});
    expect((await resolve(other, { organizationNumber: 'GB 765 4321' })).errors).toEqual({});
    // ...but not once it is moved to Sweden.
    const moved = await resolve(other, { country: 'SWEDEN' });
    expect(moved.errors.organizationNumber?.message).toMatch(/valid check digit/);
  });

  it('never sends back a value V1 sent that the console does not know', async () => {
    const odd = { ...company, legalForm: 'GMBH' as never, country: 'NORWAY' };
    const { editBody, editValues } = await import('./tabs/OverviewTab.js');
    expect(editBody(odd, { ...editValues(odd), name: 'Nytt namn AB' })).toEqual({
      name: 'Nytt namn AB',
    });
    expect((await resolve(odd, { name: 'Nytt namn AB' })).errors).toEqual({});
    const refused = await resolve(odd, { name: '' });
    expect(refused.errors.name?.message).toBe('Fill this in.');
  });
});
