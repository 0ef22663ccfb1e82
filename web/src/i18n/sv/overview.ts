import type { Catalog } from '../catalog.js';
import { counted, plural } from '../plural.js';

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
  needsDoing: {
    heading: 'Att göra',
    checking: 'Kontrollerar…',
    couldNotCheck: 'Gick inte att kontrollera just nu.',
    nothingTitle: 'Inget att göra',
    nothing: (admin) =>
      admin
        ? 'Ingen inbjudan har väntat mer än 14 dagar, ingen uppladdning de senaste 30 dagarna blev oläslig eller overifierad, och varje öppet uppdrag har sin arbetsväsentlighet.'
        : 'Ingen uppladdning de senaste 30 dagarna till dina företag blev oläslig eller overifierad, och varje öppet uppdrag har sin arbetsväsentlighet.',
    staleInvitations: (n, days) =>
      plural('sv', n, {
        one: `# inbjudan har väntat mer än ${days} dagar`,
        other: `# inbjudningar har väntat mer än ${days} dagar`,
      }),
    showInvitations: 'Visa dem för att skicka igen eller dra tillbaka',
    uploadsCorrupt: counted('sv', {
      one: '# uppladdning de senaste 30 dagarna är oläslig',
      other: '# uppladdningar de senaste 30 dagarna är oläsliga',
    }),
    uploadsParsed: counted('sv', {
      one: '# uppladdning de senaste 30 dagarna är inläst men inte verifierad',
      other: '# uppladdningar de senaste 30 dagarna är inlästa men inte verifierade',
    }),
    uploadsNote:
      'Uppladdningar gjorda i konsolen, med den status som senast lästes från plattformen. Varje länk öppnar företagets filer.',
    uploadOf: (file, company) => `${file}, ${company}`,
    openAssignments: counted('sv', {
      one: '# öppet uppdrag utan arbetsväsentlighet',
      other: '# öppna uppdrag utan arbetsväsentlighet',
    }),
    assignmentOf: (company, type) => `${company}: ${type}`,
    partlyChecked: (checked, total) =>
      `De första ${checked} av ${total} företag (efter namn) har kontrollerats.`,
    andMore: counted('sv', { one: 'och # till', other: 'och # till' }),
    recentActions: (n, days) =>
      plural('sv', n, {
        one: `# händelse i konsolen de senaste ${days} dagarna`,
        other: `# händelser i konsolen de senaste ${days} dagarna`,
      }),
    showAudit: 'Händelselogg',
  },
};
