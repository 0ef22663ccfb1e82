import type { Catalog } from '../catalog.js';
import { plural } from '../plural.js';

export const overview: Catalog['overview'] = {
  pageTitle: 'Översikt',
  description: (tenantName, tenantId) => `Översikt över byrån ”${tenantName}” (${tenantId}).`,
  companies: 'Företag',
  activeUsers: 'Aktiva användare',
  pendingInvitations: 'Väntande inbjudningar',
  groups: 'Grupper',
  allCompanies: (count) =>
    count === null
      ? 'Alla företag'
      : plural('sv', count, { one: 'Alla # företag', other: 'Alla # företag' }),
  noCompaniesYet: 'Inga företag ännu',
  balances: 'Saldon',
  balancesOf: (company) => `Saldon för ${company}`,
};
