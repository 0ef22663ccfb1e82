import type {
  AnnualReportFramework,
  AssignmentStatus,
  AssignmentType,
  AuthorizationType,
  ConsoleRole,
  Country,
  FileStatus,
  LegalForm,
  Module,
} from '@ledger/contract';

type Named = { name: string; description: string };

// V1's codes by name (and, where the name does not say it all, a line of what it means); our
// reading of the codes V1 leaves unexplained is in docs/GLOSSARY.md.
export const enums = {
  legalForm: {
    LIMITED_LIABILITY_COMPANY: 'Limited company (aktiebolag)',
    LIMITED_LIABILITY_BANK: 'Banking company (bankaktiebolag)',
    LIMITED_LIABILITY_INSURANCE: 'Insurance company (försäkringsaktiebolag)',
    SOLE_TRADER: 'Sole trader (enskild näringsidkare)',
    TRADING_PARTNERSHIP: 'Trading partnership (handelsbolag)',
    LIMITED_PARTNERSHIP: 'Limited partnership (kommanditbolag)',
    ECONOMIC_ASSOCIATION: 'Economic association (ekonomisk förening)',
    CONDOMINIUM_ASSOCIATIONS: 'Housing cooperative (bostadsrättsförening)',
    COOPERATIVE_RENTED_APARTMENT_ASSOCIATION:
      'Cooperative tenancy association (kooperativ hyresrättsförening)',
    JOINED_OWNED_FIRM: 'Simple partnership (enkelt bolag)',
    NON_PROFIT_ASSOCIATION: 'Non-profit association (ideell förening)',
    COMMUNITY_ASSOCIATION: 'Joint property association (samfällighetsförening)',
    REGISTERED_RELIGIOUS_COMMUNITY: 'Registered religious community (registrerat trossamfund)',
    FOUNDATION: 'Foundation (stiftelse)',
    MUNICIPALITY: 'Municipality (kommun)',
    MUNICIPALITIES_FEDERATION: 'Federation of municipalities (kommunalförbund)',
    COUNTY_COUNCIL: 'Regional authority (region)',
    SAVINGS_BANK: 'Savings bank (sparbank)',
    FOREIGN_JURIDICAL_PERSON: 'Foreign legal entity (utländsk juridisk person)',
  } satisfies Record<LegalForm, string>,
  framework: {
    K1: {
      name: 'K1',
      description: 'Simplified annual accounts for sole traders and small associations',
    },
    K2: { name: 'K2', description: 'Annual report rules for smaller companies' },
    K3: { name: 'K3', description: 'Main rules for annual reports and consolidated accounts' },
    RedR: {
      name: 'Accounting Standards Council recommendations',
      description:
        'The rules larger companies followed before K3; today the Financial Reporting Board (RFR) and IFRS',
    },
  } satisfies Record<AnnualReportFramework, Named>,
  country: { SWEDEN: 'Sweden', OTHER: 'Other country' } satisfies Record<Country, string>,
  module: {
    AUDIT: { name: 'Audit', description: 'Audit work: engagements, materiality and files' },
    ANALYTICS: { name: 'Analytics', description: 'Monthly balances and key figures' },
  } satisfies Record<Module, Named>,
  userRole: {
    certifiedAccountant: 'Authorised public accountant',
    auditResponsible: 'Engagement partner',
    auditEmployee: 'Audit staff',
    accountingConsultant: 'Accounting consultant',
    other: 'Other',
  },
  consoleRole: { admin: 'Administrator', auditor: 'Auditor' } satisfies Record<ConsoleRole, string>,
  fileStatus: {
    uploaded: { name: 'Uploaded', description: 'Stored; not a SIE file, so not read' },
    pending: { name: 'Processing', description: 'Waiting to be read' },
    parsed: {
      name: 'Read, not verified',
      description: 'Read, but its balances do not reconcile with its own totals',
    },
    verified: { name: 'Verified', description: 'Read and reconciled: its balances are used' },
    corrupt: { name: 'Unreadable', description: 'Not a valid SIE file' },
  } satisfies Record<FileStatus, Named>,
  assignmentType: {
    AE: { name: 'Audit', description: 'Statutory audit of the annual accounts' },
    GN: { name: 'Review', description: 'Limited review of the accounts' },
    ANALYSIS: {
      name: 'Analysis',
      description: 'Analysis of the figures, e.g. monthly key figures',
    },
  } satisfies Record<AssignmentType, Named>,
  assignmentStatus: {
    OPEN: 'Open',
    LOCKED: 'Locked',
    ARCHIVED: 'Archived',
  } satisfies Record<AssignmentStatus, string>,
  accessType: {
    1: { name: 'Everyone', description: 'Every current user of the tenant gets access.' },
    2: { name: 'Users and groups', description: 'The chosen users and groups get access.' },
    3: { name: 'Groups', description: 'The chosen groups get access.' },
    4: { name: 'Users', description: 'The chosen users get access.' },
  } satisfies Record<AuthorizationType, Named>,
  /** A code the console does not know (a newer V1 service), shown as it comes. */
  unknown: (code: string) => code,
};
