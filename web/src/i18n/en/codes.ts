import type {
  AnnualReportFramework,
  AssignmentStatus,
  AuthorizationType,
  Country,
  FileStatus,
  Module,
} from '@ledger/contract';
import { named, type Named } from '../named.js';

// V1's codes that only the lazily loaded screens show (with the screens' words), by name and,
// where the name does not say it all, a line of what it means; those the first screens show are
// in enums.ts. Our reading of the codes V1 leaves unexplained is in docs/GLOSSARY.md.
export const codes = {
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
};
