import type { Company, FinancialYear } from '@ledger/contract';

/** A company as V1 lists it (its required fields only): Norrsken Bygg AB of the demo tenant. */
export const company: Company = {
  durableKey: '21956b86-1c68-488e-8773-13c1fb38e381',
  organizationNumber: '556812-3458',
  name: 'Norrsken Bygg AB',
  defaultAccountPlan: 'BAS2014',
};
export const companyKey = company.durableKey;
/** The company's path parameters, as `opKey` takes them for its operations. */
export const companyParams = { companyDurableKey: companyKey };

/** The company's financial year 2025. */
export const year: FinancialYear = {
  id: 'bc3c9809-c66d-4633-9a16-66535b88b8f1',
  companyDurableKey: companyKey,
  startDate: '2025-01-01',
  endDate: '2025-12-31',
};
