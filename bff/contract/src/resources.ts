import dayjs from 'dayjs';
import { z } from 'zod';
import { DurableKey, Email, IsoDate, PlainId, V1ErrorBody } from './primitives.js';
import { normaliseSwedishOrgNr } from './orgnr.js';
import { issueText } from './issues.js';
import {
  FILE_STATUSES,
  FINAL_FILE_STATUSES,
  isFinalFileStatus,
  KNOWN_ACCOUNT_TYPES,
} from './rules.js';

// Every schema named after a V1.md resource is that resource exactly: its fields, required
// flags and enums. Answers are open objects unless V1.md says "no additional properties" (the
// console must accept what a real V1 service may add); our platform sends exactly the declared
// fields, which the conformance tests check. Request rules V1.md leaves open: docs/PLATFORM.md.

// ---- Users and invitations ---------------------------------------------------
export const Module = z.enum(['AUDIT', 'ANALYTICS']);
export type Module = z.infer<typeof Module>;

export const User = z.object({
  id: z.string(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  emailVerified: z.boolean().optional(),
  createdTimestamp: z.number().optional(),
});
export type User = z.infer<typeof User>;

export const UserRole = z.enum([
  'certifiedAccountant',
  'auditResponsible',
  'auditEmployee',
  'accountingConsultant',
  'other',
]);
export const UserSource = z.enum(['USER', 'GROUP', 'ALL']);

/** The result of creating invitations. */
export const UserResponse = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  initials: z.string().optional(),
  userRole: UserRole.optional(),
  createdTimestamp: z.number(),
  isActive: z.boolean(),
  source: UserSource,
});
export type UserResponse = z.infer<typeof UserResponse>;

export const MAX_INVITATION_EMAILS = 100;
export const InviteUserData = z
  .strictObject({
    emails: z
      .array(Email)
      .min(1, issueText('emails_required'))
      .max(MAX_INVITATION_EMAILS, issueText('too_many_emails', { max: MAX_INVITATION_EMAILS })),
    groupIds: z.array(PlainId).optional(),
    modules: z.array(Module).optional(),
  })
  .superRefine((v, ctx) => {
    const seen = new Set<string>();
    v.emails.forEach((email, i) => {
      const key = email.toLowerCase();
      if (seen.has(key)) {
        ctx.addIssue({
          code: 'custom',
          path: ['emails', i],
          message: issueText('email_twice', { email }),
        });
      }
      seen.add(key);
    });
  });
export type InviteUserData = z.infer<typeof InviteUserData>;

// ---- Groups ------------------------------------------------------------------
export const GroupName = z
  .string()
  .trim()
  .min(1, issueText('not_empty'))
  .max(100, issueText('max_length', { max: 100 }));
export const Group = z.object({ id: z.string(), name: z.string() });
export type Group = z.infer<typeof Group>;
export const CreateGroup = z.object({ name: GroupName });
export type CreateGroup = z.infer<typeof CreateGroup>;

// ---- Companies ---------------------------------------------------------------
export const LegalForm = z.enum([
  'LIMITED_LIABILITY_COMPANY',
  'LIMITED_LIABILITY_BANK',
  'LIMITED_LIABILITY_INSURANCE',
  'SOLE_TRADER',
  'TRADING_PARTNERSHIP',
  'LIMITED_PARTNERSHIP',
  'ECONOMIC_ASSOCIATION',
  'CONDOMINIUM_ASSOCIATIONS',
  'COOPERATIVE_RENTED_APARTMENT_ASSOCIATION',
  'JOINED_OWNED_FIRM',
  'NON_PROFIT_ASSOCIATION',
  'COMMUNITY_ASSOCIATION',
  'REGISTERED_RELIGIOUS_COMMUNITY',
  'FOUNDATION',
  'MUNICIPALITY',
  'MUNICIPALITIES_FEDERATION',
  'COUNTY_COUNCIL',
  'SAVINGS_BANK',
  'FOREIGN_JURIDICAL_PERSON',
]);
export type LegalForm = z.infer<typeof LegalForm>;
export const AnnualReportFramework = z.enum(['K1', 'K2', 'K3', 'RedR']);
export type AnnualReportFramework = z.infer<typeof AnnualReportFramework>;
export const Country = z.enum(['OTHER', 'SWEDEN']);
export type Country = z.infer<typeof Country>;

/** `extendedAttributes` of a single company: not in V1's declared schema, shown by V1.md. */
export const CompanyExtendedAttributes = z.object({
  SNI: z.string().optional(),
  workMateriality: z.string().optional(),
});

export const Company = z.object({
  durableKey: DurableKey,
  organizationNumber: z.string(),
  name: z.string(),
  defaultAccountPlan: z.string(),
  // V1.md: a free string in responses.
  country: z.string().optional(),
  address: z.string().optional(),
  legalForm: LegalForm.optional(),
  annualReportFramework: AnnualReportFramework.optional(),
  extendedAttributes: CompanyExtendedAttributes.optional(),
});
export type Company = z.infer<typeof Company>;

const CompanyName = z
  .string()
  .trim()
  .min(1, issueText('not_empty'))
  .max(200, issueText('max_length', { max: 200 }));
const OrganizationNumber = z
  .string()
  .trim()
  .min(1, issueText('not_empty'))
  .max(40, issueText('max_length', { max: 40 }));
const Address = z
  .string()
  .trim()
  .max(500, issueText('max_length', { max: 500 }));

export const ORG_NR_MESSAGE = issueText('org_nr');

/** Swedish numbers must pass the Luhn check; OTHER takes free text. */
export function checkOrganizationNumber(
  organizationNumber: string,
  country: string,
): string | null {
  return country === 'SWEDEN' && !normaliseSwedishOrgNr(organizationNumber) ? ORG_NR_MESSAGE : null;
}

export const AuthorizationType = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);
export type AuthorizationType = z.infer<typeof AuthorizationType>;
export const CompanyAuthorization = z.object({
  groupIds: z.array(PlainId),
  userIds: z.array(PlainId),
  type: AuthorizationType,
});
export type CompanyAuthorization = z.infer<typeof CompanyAuthorization>;

/** Which id lists an authorization type uses (docs/PLATFORM.md); a list it does not use must be empty. */
export const AUTHORIZATION_LISTS: Record<AuthorizationType, { users: boolean; groups: boolean }> = {
  1: { users: false, groups: false },
  2: { users: true, groups: true },
  3: { users: false, groups: true },
  4: { users: true, groups: false },
};

export const CompanyCreateData = z.object({
  annualReportFramework: AnnualReportFramework,
  organizationNumber: OrganizationNumber,
  name: CompanyName,
  legalForm: LegalForm.optional(),
  country: Country.optional(),
  address: Address.optional(),
});
export type CompanyCreateData = z.infer<typeof CompanyCreateData>;

export const CompanyCreate = z
  .object({ authorization: CompanyAuthorization, data: CompanyCreateData })
  .superRefine((v, ctx) => {
    const orgNrProblem = checkOrganizationNumber(
      v.data.organizationNumber,
      v.data.country ?? 'SWEDEN',
    );
    if (orgNrProblem) {
      ctx.addIssue({ code: 'custom', path: ['data', 'organizationNumber'], message: orgNrProblem });
    }
    const uses = AUTHORIZATION_LISTS[v.authorization.type];
    for (const [list, used] of [
      ['userIds', uses.users],
      ['groupIds', uses.groups],
    ] as const) {
      if (!used && v.authorization[list].length > 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['authorization', list],
          message: issueText('must_be_empty_for_type', { type: v.authorization.type }),
        });
      }
    }
  });
export type CompanyCreate = z.infer<typeof CompanyCreate>;

/** "No other fields are updatable": unknown fields are refused so nobody believes them saved. */
export const CompanyUpdate = z
  .strictObject({
    name: CompanyName.optional(),
    address: Address.optional(),
    organizationNumber: OrganizationNumber.optional(),
    country: Country.optional(),
    legalForm: LegalForm.optional(),
    annualReportFramework: AnnualReportFramework.optional(),
  })
  .superRefine((v, ctx) => {
    // Without a country in the update the company's stored country decides (the server checks).
    if (v.organizationNumber === undefined || v.country === undefined) return;
    const problem = checkOrganizationNumber(v.organizationNumber, v.country);
    if (problem) ctx.addIssue({ code: 'custom', path: ['organizationNumber'], message: problem });
  });
export type CompanyUpdate = z.infer<typeof CompanyUpdate>;

export const CompanyExtendedAttributeChoice = z.enum(['snicode', 'workmateriality']);
export type CompanyExtendedAttributeChoice = z.infer<typeof CompanyExtendedAttributeChoice>;

const INT32_MAX = 2147483647;
export const UpdateCompanyExtendedAttributes = z.object({
  value: z
    .number()
    .int(issueText('whole_number'))
    .min(0, issueText('not_negative'))
    .max(INT32_MAX, issueText('too_large'))
    .describe('snicode: an SNI 2007 code, 1-99999; workmateriality: a whole amount, 0 or more'),
});
export type UpdateCompanyExtendedAttributes = z.infer<typeof UpdateCompanyExtendedAttributes>;

/** The per-attribute range V1's one body schema cannot say (docs/PLATFORM.md). */
export function checkExtendedAttributeValue(
  attribute: CompanyExtendedAttributeChoice,
  value: number,
): string | null {
  if (attribute === 'snicode' && (value < 1 || value > 99999)) {
    return issueText('sni_code', { min: 1, max: 99999 });
  }
  return null;
}

/** SNI codes are five digits everywhere (`1111` is `01111`). */
export const formatSni = (value: number) => String(value).padStart(5, '0');

export const CompanyExtendedAttributeResponse = z.object({
  attribute: z.string(),
  value: z.string(),
});

export const GroupsAndUsers = z.object({ users: z.array(User), groups: z.array(Group) });
export type GroupsAndUsers = z.infer<typeof GroupsAndUsers>;

// ---- Financial years ---------------------------------------------------------
export const FinancialYear = z.strictObject({
  id: z.string(),
  companyDurableKey: z.string(),
  startDate: IsoDate,
  endDate: IsoDate,
});
export type FinancialYear = z.infer<typeof FinancialYear>;

/** `YYYY-MM-DD` of start + 18 months - 1 day (day clamped to the month's end): a year's last end. */
export function latestEndDate(startDate: string): string {
  return dayjs(startDate).add(18, 'month').subtract(1, 'day').format('YYYY-MM-DD');
}

/** The span rule of a financial year: start <= end, at most 18 months. */
export function checkFinancialYearSpan(startDate: string, endDate: string): string | null {
  if (endDate < startDate) return issueText('before_start');
  const latest = latestEndDate(startDate);
  if (endDate > latest) return issueText('year_too_long', { latest });
  return null;
}

export const CreateFinancialYear = z
  .strictObject({ startDate: IsoDate, endDate: IsoDate })
  .superRefine((v, ctx) => {
    const problem = checkFinancialYearSpan(v.startDate, v.endDate);
    if (problem) ctx.addIssue({ code: 'custom', path: ['endDate'], message: problem });
  });
export type CreateFinancialYear = z.infer<typeof CreateFinancialYear>;

export const CreateFinancialYearResponse = z.strictObject({
  id: z.string(),
  startDate: IsoDate,
  endDate: IsoDate,
});
export type CreateFinancialYearResponse = z.infer<typeof CreateFinancialYearResponse>;

// ---- Files -------------------------------------------------------------------
export const FileStatus = z.enum(FILE_STATUSES);
export type FileStatus = z.infer<typeof FileStatus>;
export { FINAL_FILE_STATUSES, isFinalFileStatus };

/** V1's `File` (named so it does not shadow the DOM's File). */
export const AccountingFile = z.strictObject({
  id: z.string(),
  name: z.string(),
  uploadedByUserId: z.string().nullable(),
  status: FileStatus,
  uploadedDate: z.iso.datetime({ offset: true }),
  parsedDate: z.iso.datetime({ offset: true }).nullable(),
});
export type AccountingFile = z.infer<typeof AccountingFile>;

/** Upload query: `startDate`/`endDate` both or neither, start <= end; or a financial year. */
export const UploadQuery = z
  .object({
    startDate: IsoDate.optional(),
    endDate: IsoDate.optional(),
    financialYearId: DurableKey.optional(),
  })
  .superRefine((v, ctx) => {
    if ((v.startDate === undefined) !== (v.endDate === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [v.startDate === undefined ? 'startDate' : 'endDate'],
        message: issueText('dates_together'),
      });
    } else if (v.startDate && v.endDate && v.endDate < v.startDate) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: issueText('before_start') });
    }
  });
export type UploadQuery = z.infer<typeof UploadQuery>;

// Extension: the processing report (docs/PLATFORM.md), what the console wants beyond V1's File.
export const Severity = z.enum(['error', 'warning', 'info']);
export const Finding = z.object({
  severity: Severity,
  line: z.number().int().nullable(),
  message: z.string(),
});
export type Finding = z.infer<typeof Finding>;
export const Discrepancy = z.object({
  severity: Severity,
  line: z.number().int().nullable(),
  account: z.string(),
  kind: z.enum(['UB', 'RES', 'PSALDO']),
  period: z.string().optional(),
  expected: z.number(),
  actual: z.number(),
  message: z.string(),
});
export type Discrepancy = z.infer<typeof Discrepancy>;
export const FileReport = z.object({
  fileId: z.string(),
  status: FileStatus,
  size: z.number().int().min(0),
  contentType: z.string(),
  financialYearId: z.string().optional(),
  sieType: z.number().int().optional(),
  program: z.string().optional(),
  organizationNumber: z.string().optional(),
  period: z.object({ startDate: IsoDate, endDate: IsoDate }).optional(),
  counts: z.object({
    accounts: z.number().int().min(0),
    vouchers: z.number().int().min(0),
    transactions: z.number().int().min(0),
  }),
  errors: z.array(Finding),
  discrepancies: z.array(Discrepancy),
});
export type FileReport = z.infer<typeof FileReport>;

// ---- Assignments -------------------------------------------------------------
export const AssignmentType = z.enum(['AE', 'ANALYSIS', 'GN']);
export type AssignmentType = z.infer<typeof AssignmentType>;
export const AssignmentStatus = z.enum(['OPEN', 'LOCKED', 'ARCHIVED']);
export type AssignmentStatus = z.infer<typeof AssignmentStatus>;
export const AssignmentSummary = z.object({
  id: z.string(),
  type: AssignmentType,
  subType: z.string(),
  financialYearId: z.string(),
  status: AssignmentStatus,
});
export type AssignmentSummary = z.infer<typeof AssignmentSummary>;

/** The status moves our extension allows: OPEN <-> LOCKED -> ARCHIVED (final). */
export const ASSIGNMENT_STATUS_MOVES: Record<AssignmentStatus, readonly AssignmentStatus[]> = {
  OPEN: ['LOCKED'],
  LOCKED: ['OPEN', 'ARCHIVED'],
  ARCHIVED: [],
};

export const AuditAssignmentWorkMateriality = z.object({
  workMateriality: z.number().nullable(),
  workMaterialityPercentage: z.number().nullable(),
});
export type AuditAssignmentWorkMateriality = z.infer<typeof AuditAssignmentWorkMateriality>;

// Extension request bodies.
export const AssignmentCreate = z.strictObject({
  type: AssignmentType,
  subType: z
    .string()
    .trim()
    .min(1, issueText('not_empty'))
    .max(100, issueText('max_length', { max: 100 })),
  financialYearId: DurableKey,
});
export type AssignmentCreate = z.infer<typeof AssignmentCreate>;
export const AssignmentStatusUpdate = z.strictObject({ status: AssignmentStatus });
export const WorkMaterialityUpdate = z.strictObject({
  workMateriality: z.number().int(issueText('whole_number')).min(0, issueText('not_negative')),
  workMaterialityPercentage: z
    .number()
    .min(0, issueText('not_negative'))
    .max(100, issueText('max_value', { max: 100 })),
});
export type WorkMaterialityUpdate = z.infer<typeof WorkMaterialityUpdate>;

// ---- Balances ----------------------------------------------------------------
/** What our platform sends as `accountType`; V1.md types it as a free string. */
export const KnownAccountType = z.enum(KNOWN_ACCOUNT_TYPES);
export type KnownAccountType = z.infer<typeof KnownAccountType>;
export const MonthEntry = z.object({
  month: z.string().regex(/^\d{4}-\d{2}$/, issueText('month')),
  financialYearId: z.string(),
  amount: z.number(),
  balance: z.number(),
});
export type MonthEntry = z.infer<typeof MonthEntry>;
export const MonthlyBalanceRecord = z.object({
  companyDurableKey: z.string(),
  accountNumber: z.string(),
  accountName: z.string(),
  accountType: z.string(),
  amounts: z.array(MonthEntry),
});
export type MonthlyBalanceRecord = z.infer<typeof MonthlyBalanceRecord>;

/**
 * V1.md's resources by the names of its section 2, for the test that holds the contract to it
 * (`Monthly balance record` and `Month entry` are V1.md's headings for those two).
 */
export const v1Resources = {
  User,
  Group,
  UserResponse,
  Module,
  InviteUserData,
  CreateGroup,
  Company,
  LegalForm,
  CompanyCreate,
  CompanyCreateData,
  CompanyUpdate,
  CompanyExtendedAttributeChoice,
  UpdateCompanyExtendedAttributes,
  CompanyExtendedAttributeResponse,
  GroupsAndUsers,
  FinancialYear,
  CreateFinancialYear,
  CreateFinancialYearResponse,
  File: AccountingFile,
  AssignmentSummary,
  AuditAssignmentWorkMateriality,
  'Monthly balance record': MonthlyBalanceRecord,
  'Month entry': MonthEntry,
  'Error body': V1ErrorBody,
} as const;
