import { z } from 'zod';
import { Email, IsoDate, Uuid } from './primitives.js';
import { normaliseSwedishOrgNr } from './orgnr.js';

// ---- Users and invitations ---------------------------------------------------
export const Module = z.enum(['AUDIT', 'ANALYSIS', 'REPORTING']);
export type Module = z.infer<typeof Module>;

export const UserResponse = z.object({
  id: Uuid,
  username: z.string(),
  email: Email,
  firstName: z.string(),
  lastName: z.string(),
  initials: z.string(),
  emailVerified: z.boolean(),
  isActive: z.boolean(),
  source: z.enum(['USER', 'SYSTEM']),
  createdTimestamp: z.number().int(),
  groupIds: z.array(Uuid),
  modules: z.array(Module),
});
export type UserResponse = z.infer<typeof UserResponse>;

export const InvitationResponse = UserResponse.extend({
  invitedTimestamp: z.number().int(),
  lastSentTimestamp: z.number().int(),
  mailsSent: z.number().int().min(1),
});
export type InvitationResponse = z.infer<typeof InvitationResponse>;

export const InvitationRequest = z.strictObject({
  emails: z.array(Email).min(1, 'at least one email is required').max(100),
  groupIds: z.array(Uuid).max(100).optional(),
  modules: z.array(Module).optional(),
});
export type InvitationRequest = z.infer<typeof InvitationRequest>;

// ---- Groups ------------------------------------------------------------------
export const GroupName = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(100, 'at most 100 characters');
export const Group = z.object({ id: Uuid, name: z.string(), memberCount: z.number().int().min(0) });
export type Group = z.infer<typeof Group>;
export const GroupCreate = z.strictObject({ name: GroupName });
export type GroupCreate = z.infer<typeof GroupCreate>;

// ---- Companies ---------------------------------------------------------------
export const Country = z.enum(['SWEDEN', 'OTHER']);
export const AuthorizationType = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);
export const Authorization = z.strictObject({
  type: AuthorizationType,
  userIds: z.array(Uuid).optional(),
  groupIds: z.array(Uuid).optional(),
});

export const Company = z.object({
  durableKey: Uuid,
  name: z.string(),
  organizationNumber: z.string(),
  country: Country,
  defaultAccountPlan: z.string(),
  authorizationType: AuthorizationType,
  createdTimestamp: z.number().int(),
  extendedAttributes: z
    .object({
      SNI: z
        .string()
        .regex(/^\d{5}$/)
        .optional(),
      workMateriality: z.string().optional(),
    })
    .optional(),
});
export type Company = z.infer<typeof Company>;

const CompanyName = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(200, 'at most 200 characters');
const OrgNr = z.string().trim().min(1, 'must not be empty').max(40);

/** Swedish numbers must pass the Luhn check; OTHER takes free text. */
function checkOrgNr(v: { organizationNumber?: string; country?: string }, ctx: z.RefinementCtx) {
  if (v.organizationNumber === undefined) return;
  if ((v.country ?? 'SWEDEN') === 'SWEDEN' && !normaliseSwedishOrgNr(v.organizationNumber)) {
    ctx.addIssue({
      code: 'custom',
      path: ['organizationNumber'],
      message: 'must be a Swedish organisation number NNNNNN-NNNN with a valid check digit',
    });
  }
}

/** Which id lists each authorization type uses (the others must be empty). */
function checkAuthorization(a: z.infer<typeof Authorization>, ctx: z.RefinementCtx) {
  const usesUsers = a.type === 2 || a.type === 4;
  const usesGroups = a.type === 2 || a.type === 3;
  if (!usesUsers && (a.userIds?.length ?? 0) > 0)
    ctx.addIssue({
      code: 'custom',
      path: ['authorization', 'userIds'],
      message: `type ${a.type} takes no userIds`,
    });
  if (!usesGroups && (a.groupIds?.length ?? 0) > 0)
    ctx.addIssue({
      code: 'custom',
      path: ['authorization', 'groupIds'],
      message: `type ${a.type} takes no groupIds`,
    });
}

export const CompanyCreate = z
  .strictObject({
    name: CompanyName,
    organizationNumber: OrgNr,
    country: Country.optional(),
    authorization: Authorization,
  })
  .superRefine((v, ctx) => {
    checkOrgNr(v, ctx);
    checkAuthorization(v.authorization, ctx);
  });
export type CompanyCreate = z.infer<typeof CompanyCreate>;

export const CompanyUpdate = z
  .strictObject({
    name: CompanyName.optional(),
    organizationNumber: OrgNr.optional(),
    country: Country.optional(),
  })
  .superRefine(checkOrgNr);
export type CompanyUpdate = z.infer<typeof CompanyUpdate>;

export const ExtendedAttributeName = z.enum(['snicode', 'workmateriality']);
export type ExtendedAttributeName = z.infer<typeof ExtendedAttributeName>;
export const ExtendedAttributeRequest = z.strictObject({ value: z.number().int().min(0) });
export const ExtendedAttributeResponse = z.object({
  attribute: ExtendedAttributeName,
  value: z.string(),
});

export const CompanyPermissions = z.object({
  users: z.array(UserResponse),
  groups: z.array(Group),
});
export type CompanyPermissions = z.infer<typeof CompanyPermissions>;

// ---- Financial years ---------------------------------------------------------
export const FinancialYear = z.object({
  id: Uuid,
  companyKey: Uuid,
  startDate: IsoDate,
  endDate: IsoDate,
  createdTimestamp: z.number().int(),
});
export type FinancialYear = z.infer<typeof FinancialYear>;
export const FinancialYearCreate = z
  .strictObject({ startDate: IsoDate, endDate: IsoDate })
  .refine((v) => v.startDate <= v.endDate, {
    path: ['endDate'],
    message: 'must not be before startDate',
  });
export type FinancialYearCreate = z.infer<typeof FinancialYearCreate>;

// ---- Files -------------------------------------------------------------------
export const FileStatus = z.enum(['pending', 'uploaded', 'parsed', 'verified', 'corrupt']);
export type FileStatus = z.infer<typeof FileStatus>;
export const FINAL_FILE_STATUSES: readonly FileStatus[] = [
  'uploaded',
  'parsed',
  'verified',
  'corrupt',
];

export const AccountingFile = z.object({
  id: Uuid,
  companyKey: Uuid,
  financialYearId: Uuid.optional(),
  name: z.string(),
  size: z.number().int().min(0),
  contentType: z.string(),
  status: FileStatus,
  sieType: z.number().int().min(1).max(4).optional(),
  uploadedDate: z.string(),
  uploadedByUserId: Uuid.nullable(),
  parsedDate: z.string().nullable(),
});
export type AccountingFile = z.infer<typeof AccountingFile>;

export const UploadQuery = z.strictObject({
  financialYearId: Uuid.optional(),
  startDate: IsoDate.optional(),
  endDate: IsoDate.optional(),
});

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
  fileId: Uuid,
  status: FileStatus,
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
export const AssignmentType = z.enum(['AUDIT', 'REVIEW', 'COMPILATION']);
export const AssignmentStatus = z.enum(['OPEN', 'LOCKED', 'ARCHIVED']);
export type AssignmentStatus = z.infer<typeof AssignmentStatus>;
export const AssignmentSummary = z.object({
  id: Uuid,
  companyKey: Uuid,
  financialYearId: Uuid,
  type: AssignmentType,
  subType: z.string(),
  status: AssignmentStatus,
  createdTimestamp: z.number().int(),
});
export type AssignmentSummary = z.infer<typeof AssignmentSummary>;
export const AssignmentCreate = z.strictObject({
  type: AssignmentType,
  subType: z.string().trim().min(1, 'must not be empty').max(100),
  financialYearId: Uuid,
});
export const AssignmentStatusUpdate = z.strictObject({ status: AssignmentStatus });
export const AuditAssignmentWorkMateriality = z.object({
  workMateriality: z.number().nullable(),
  workMaterialityPercentage: z.number().nullable(),
});
export type AuditAssignmentWorkMateriality = z.infer<typeof AuditAssignmentWorkMateriality>;
export const WorkMaterialityUpdate = z.strictObject({
  workMateriality: z.number().int().min(0),
  workMaterialityPercentage: z.number().min(0).max(100),
});
export const AssignmentListQuery = z.object({ financialYearId: z.string().optional() });

// ---- Balances ----------------------------------------------------------------
export const AccountType = z.enum(['ASSET', 'LIABILITY', 'INCOME', 'EXPENSE']);
export type AccountType = z.infer<typeof AccountType>;
export const MonthlyAmount = z.object({
  period: z.string().regex(/^\d{4}-\d{2}$/),
  financialYearId: Uuid,
  amount: z.number(),
  balance: z.number(),
});
export const AccountMonthlyBalances = z.object({
  accountNumber: z.string(),
  accountName: z.string(),
  accountType: AccountType,
  amounts: z.array(MonthlyAmount),
});
export type AccountMonthlyBalances = z.infer<typeof AccountMonthlyBalances>;
