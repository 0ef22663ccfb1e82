import { counted, plural } from '../plural.js';

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
  needsDoing: {
    heading: 'What needs doing',
    checking: 'Checking…',
    couldNotCheck: 'Could not be checked just now.',
    nothingTitle: 'Nothing needs doing',
    nothing: (admin: boolean): string =>
      admin
        ? 'No invitation has waited more than 14 days, no upload of the last 30 days ended unreadable or unverified, and every open assignment has its performance materiality.'
        : 'No upload of the last 30 days to your companies ended unreadable or unverified, and every open assignment has its performance materiality.',
    staleInvitations: (n: number, days: number) =>
      plural('en', n, {
        one: `# invitation pending for more than ${days} days`,
        other: `# invitations pending for more than ${days} days`,
      }),
    showInvitations: 'Show them to resend or withdraw',
    uploadsCorrupt: counted('en', {
      one: '# upload of the last 30 days is unreadable',
      other: '# uploads of the last 30 days are unreadable',
    }),
    uploadsParsed: counted('en', {
      one: '# upload of the last 30 days was read but not verified',
      other: '# uploads of the last 30 days were read but not verified',
    }),
    uploadsNote:
      'Uploads made through this console, with the status last read from the platform. Each opens its company’s files.',
    uploadOf: (file: string, company: string) => `${file}, ${company}`,
    openAssignments: counted('en', {
      one: '# open assignment without performance materiality',
      other: '# open assignments without performance materiality',
    }),
    assignmentOf: (company: string, type: string) => `${company}: ${type}`,
    partlyChecked: (checked: number, total: number) =>
      `The first ${checked} of ${total} companies (by name) were checked.`,
    andMore: counted('en', { one: 'and # more', other: 'and # more' }),
    recentActions: (n: number, days: number) =>
      plural('en', n, {
        one: `# action in the console in the last ${days} days`,
        other: `# actions in the console in the last ${days} days`,
      }),
    showAudit: 'Audit log',
  },
};
