import { describe, expect, it } from 'vitest';
import type { Company } from '@ledger/contract';
import { matchesCompany } from './CompaniesPage.js';

const key = '22222222-2222-4222-8222-222222222222';

describe('companies search', () => {
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
