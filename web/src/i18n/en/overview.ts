import { plural } from '../plural.js';

/** A tenant's overview. */
export const overview = {
  pageTitle: 'Overview',
  description: (tenantName: string, tenantId: string) =>
    `Overview of the tenant “${tenantName}” (${tenantId}).`,
  companies: 'Companies',
  activeUsers: 'Active users',
  pendingInvitations: 'Pending invitations',
  groups: 'Groups',
  allCompanies: (count: number | null) =>
    count === null
      ? 'All companies'
      : plural('en', count, { one: 'All # companies', other: 'All # companies' }),
  noCompaniesYet: 'No companies yet',
  balances: 'Balances',
  balancesOf: (company: string) => `Balances of ${company}`,
};
