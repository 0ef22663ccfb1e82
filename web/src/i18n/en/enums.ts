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
import { named, type Named } from '../named.js';

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
    K1: named('K1', 'Simplified annual accounts for sole traders and small associations'),
    K2: named('K2', 'Annual report rules for smaller companies'),
    K3: named('K3', 'Main rules for annual reports and consolidated accounts'),
    RedR: named(
      'Accounting Standards Council recommendations',
      'The rules larger companies followed before K3; today the Financial Reporting Board (RFR) and IFRS',
    ),
  } satisfies Record<AnnualReportFramework, Named>,
  country: { SWEDEN: 'Sweden', OTHER: 'Other country' } satisfies Record<Country, string>,
  module: {
    AUDIT: named('Audit', 'Audit work: engagements, materiality and files'),
    ANALYTICS: named('Analytics', 'Monthly balances and key figures'),
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
    uploaded: named('Uploaded', 'Stored; not a SIE file, so not read'),
    pending: named('Processing', 'Waiting to be read'),
    parsed: named(
      'Read, not verified',
      'Read, but its balances do not reconcile with its own totals',
    ),
    verified: named('Verified', 'Read and reconciled: its balances are used'),
    corrupt: named('Unreadable', 'Not a valid SIE file'),
  } satisfies Record<FileStatus, Named>,
  assignmentType: {
    AE: named('Audit', 'Statutory audit of the annual accounts'),
    GN: named('Review', 'Limited review of the accounts'),
    ANALYSIS: named('Analysis', 'Analysis of the figures, e.g. monthly key figures'),
  } satisfies Record<AssignmentType, Named>,
  assignmentStatus: {
    OPEN: 'Open',
    LOCKED: 'Locked',
    ARCHIVED: 'Archived',
  } satisfies Record<AssignmentStatus, string>,
  accessType: {
    1: named('Everyone', 'Every current user of the tenant gets access.'),
    2: named('Users and groups', 'The chosen users and groups get access.'),
    3: named('Groups', 'The chosen groups get access.'),
    4: named('Users', 'The chosen users get access.'),
  } satisfies Record<AuthorizationType, Named>,
  /** A code the console does not know (a newer V1 service), shown as it comes. */
  unknown: (code: string) => code,
};
