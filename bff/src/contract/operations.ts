import { z } from 'zod';
import { CompactDate, DurableKey, PlainId, UuidV4 } from './primitives.js';
import * as R from './resources.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** The least console role an operation needs: `auditor` operations are open to admins too. */
export type ConsoleRole = 'admin' | 'auditor';

export interface Operation {
  /** Stable operation id (also the OpenAPI operationId). */
  id: string;
  method: HttpMethod;
  /** V1 path without the `/v1` prefix, params as `{name}`. */
  path: string;
  summary: string;
  params?: z.ZodObject;
  query?: z.ZodType;
  /** JSON body schema, or `multipart` for the file upload. */
  body?: z.ZodType | 'multipart';
  /** Success status and body schema (`null` for an empty 204 answer). */
  status: number;
  response: z.ZodType | null;
  role: ConsoleRole;
  /** Audit-log name for mutating operations; null for reads. */
  audit: string | null;
  /**
   * What the audit entry takes from a successful answer, `{targetKey: answerField}`: a create
   * names the id it made and its name (from each element where the answer is a list).
   */
  auditAnswer?: Readonly<Record<string, string>>;
  /** Path parameters whose invalid value names no resource: 404, not 400 (an unknown enum value). */
  notFoundParams?: readonly string[];
  /** V1.md declares the answer as one item or a list of them: one item means a list of one. */
  answerMayBeOne?: boolean;
  /** V1.md's operation name where it gives one (both financial-year listings share one). */
  operationName?: string;
  /** OAuth scope the platform requires. */
  scope?: 'companyinformation';
  /** Not in the V1 description: added by PLATFORM.md for the console. */
  extension?: boolean;
  deprecated?: boolean;
  /** Replaced-by path for deprecated operations. */
  successor?: string;
}

const CompanyParams = z.object({ companyDurableKey: DurableKey });
const UserParams = z.object({ userId: PlainId });
const GroupParams = z.object({ groupId: PlainId });
const MemberParams = z.object({ groupId: PlainId, userId: PlainId });
const UserPermissionParams = z.object({ companyDurableKey: DurableKey, userId: PlainId });
const GroupPermissionParams = z.object({ companyDurableKey: DurableKey, groupId: PlainId });
const FinancialYearParams = z.object({
  companyDurableKey: DurableKey,
  financialYearId: DurableKey,
});
const FileParams = z.object({ companyDurableKey: DurableKey, fileId: DurableKey });
const AssignmentParams = z.object({ companyDurableKey: DurableKey, auditAssignmentId: UuidV4 });
const AssignmentListQuery = z.object({ financialYearId: DurableKey.optional() });
const BalancesQuery = z
  .object({ startDate: CompactDate, endDate: CompactDate })
  .refine((q) => q.startDate <= q.endDate, {
    path: ['endDate'],
    message: 'must not be before startDate',
  });

const C = 'companyinformation' as const;

/** V1's GetFinancialYears, served on its current and its deprecated path. */
const readFinancialYears = {
  method: 'GET',
  operationName: 'GetFinancialYears',
  params: CompanyParams,
  status: 200,
  response: z.array(R.FinancialYear),
  role: 'auditor',
  audit: null,
  scope: C,
} as const;

/** Every V1 operation the platform serves and the BFF proxies (the token endpoint is separate). */
export const operations = [
  // Users
  {
    id: 'listUsers',
    method: 'GET',
    path: '/users',
    summary: 'Active users of the tenant',
    status: 200,
    response: z.array(R.User),
    role: 'admin',
    audit: null,
  },
  {
    id: 'getUser',
    method: 'GET',
    path: '/users/{userId}',
    summary: 'One active user',
    params: UserParams,
    status: 200,
    response: R.User,
    role: 'admin',
    audit: null,
  },
  {
    id: 'listUserGroups',
    method: 'GET',
    path: '/users/{userId}/groups',
    summary: 'Groups a user belongs to',
    params: UserParams,
    status: 200,
    response: z.array(R.Group),
    role: 'admin',
    audit: null,
  },
  {
    id: 'deleteUser',
    method: 'DELETE',
    path: '/users/{userId}',
    summary: 'Remove a user, their memberships and permissions',
    params: UserParams,
    status: 204,
    response: null,
    role: 'admin',
    audit: 'users.delete',
  },
  // Invitations
  {
    id: 'listInvitations',
    method: 'GET',
    path: '/invitations',
    summary: 'Pending invitations',
    status: 200,
    response: z.array(R.User),
    role: 'admin',
    audit: null,
  },
  {
    id: 'createInvitations',
    method: 'POST',
    path: '/invitations',
    summary: 'Invite users by email',
    body: R.InviteUserData,
    status: 200,
    response: z.array(R.UserResponse),
    auditAnswer: { userId: 'id', email: 'email' },
    role: 'admin',
    audit: 'invitations.create',
  },
  {
    id: 'resendInvitation',
    method: 'POST',
    path: '/invitations/{userId}/resend',
    summary: 'Send the invitation mail again',
    params: UserParams,
    status: 204,
    response: null,
    role: 'admin',
    audit: 'invitations.resend',
  },
  {
    id: 'deleteInvitation',
    method: 'DELETE',
    path: '/invitations/{userId}',
    summary: 'Withdraw a pending invitation',
    params: UserParams,
    status: 204,
    response: null,
    role: 'admin',
    audit: 'invitations.delete',
  },
  // Groups
  {
    id: 'listGroups',
    method: 'GET',
    path: '/groups',
    summary: 'Groups of the tenant',
    status: 200,
    response: z.array(R.Group),
    answerMayBeOne: true,
    role: 'admin',
    audit: null,
  },
  {
    id: 'createGroup',
    method: 'POST',
    path: '/groups',
    summary: 'Create a group',
    body: R.CreateGroup,
    status: 200,
    response: R.Group,
    auditAnswer: { groupId: 'id', name: 'name' },
    role: 'admin',
    audit: 'groups.create',
  },
  {
    id: 'getGroupByName',
    method: 'GET',
    path: '/groups/{name}',
    summary: 'Find a group by exact name',
    params: z.object({ name: PlainId }),
    status: 200,
    response: R.Group,
    role: 'admin',
    audit: null,
  },
  {
    id: 'deleteGroup',
    method: 'DELETE',
    path: '/groups/{groupId}',
    summary: 'Delete a group',
    params: GroupParams,
    status: 204,
    response: null,
    role: 'admin',
    audit: 'groups.delete',
  },
  {
    id: 'listGroupMembers',
    method: 'GET',
    path: '/groups/{groupId}/members',
    summary: 'Members of a group',
    params: GroupParams,
    status: 200,
    response: z.array(R.User),
    role: 'admin',
    audit: null,
  },
  {
    id: 'addGroupMember',
    method: 'PUT',
    path: '/groups/{groupId}/members/{userId}',
    summary: 'Add a member (idempotent)',
    params: MemberParams,
    status: 204,
    response: null,
    role: 'admin',
    audit: 'groups.members.add',
  },
  {
    id: 'removeGroupMember',
    method: 'DELETE',
    path: '/groups/{groupId}/members/{userId}',
    summary: 'Remove a member (idempotent)',
    params: MemberParams,
    status: 204,
    response: null,
    role: 'admin',
    audit: 'groups.members.remove',
  },
  // Companies
  {
    id: 'listCompanies',
    method: 'GET',
    path: '/companies',
    summary: 'Companies of the tenant',
    status: 200,
    response: z.array(R.Company),
    role: 'auditor',
    audit: null,
    scope: C,
  },
  {
    id: 'createCompany',
    method: 'POST',
    path: '/companies',
    summary: 'Create a company',
    body: R.CompanyCreate,
    status: 200,
    response: R.Company,
    auditAnswer: { companyDurableKey: 'durableKey', name: 'name' },
    role: 'admin',
    audit: 'companies.create',
    scope: C,
  },
  {
    id: 'getCompany',
    method: 'GET',
    path: '/companies/{companyDurableKey}',
    summary: 'One company',
    params: CompanyParams,
    status: 200,
    response: R.Company,
    role: 'auditor',
    audit: null,
    scope: C,
  },
  {
    id: 'updateCompany',
    method: 'PUT',
    path: '/companies/{companyDurableKey}',
    summary: 'Change the given fields',
    params: CompanyParams,
    body: R.CompanyUpdate,
    status: 200,
    response: R.Company,
    auditAnswer: { name: 'name' },
    role: 'admin',
    audit: 'companies.update',
    scope: C,
  },
  {
    id: 'deleteCompany',
    method: 'DELETE',
    path: '/companies/{companyDurableKey}',
    summary: 'Delete a company and everything under it',
    params: CompanyParams,
    status: 200,
    response: R.Company,
    auditAnswer: { name: 'name' },
    role: 'admin',
    audit: 'companies.delete',
    scope: C,
  },
  {
    id: 'setExtendedAttribute',
    method: 'PUT',
    path: '/companies/{companyDurableKey}/{companyExtendedAttribute}',
    summary: 'Set the SNI code or the work materiality',
    params: z.object({
      companyDurableKey: DurableKey,
      companyExtendedAttribute: R.CompanyExtendedAttributeChoice,
    }),
    notFoundParams: ['companyExtendedAttribute'],
    body: R.UpdateCompanyExtendedAttributes,
    status: 200,
    response: R.CompanyExtendedAttributeResponse,
    auditAnswer: { value: 'value' },
    role: 'admin',
    audit: 'companies.attributes.set',
    scope: C,
  },
  // Permissions
  {
    id: 'getCompanyPermissions',
    method: 'GET',
    path: '/companies/{companyDurableKey}/permissions',
    summary: 'Users and groups with access',
    params: CompanyParams,
    status: 200,
    response: R.GroupsAndUsers,
    role: 'admin',
    audit: null,
    scope: C,
  },
  {
    id: 'grantUserPermission',
    method: 'PUT',
    path: '/companies/{companyDurableKey}/permissions/users/{userId}',
    summary: 'Grant a user access',
    params: UserPermissionParams,
    status: 204,
    response: null,
    role: 'admin',
    audit: 'permissions.users.grant',
    scope: C,
  },
  {
    id: 'revokeUserPermission',
    method: 'DELETE',
    path: '/companies/{companyDurableKey}/permissions/users/{userId}',
    summary: 'Revoke a user',
    params: UserPermissionParams,
    status: 204,
    response: null,
    role: 'admin',
    audit: 'permissions.users.revoke',
    scope: C,
  },
  {
    id: 'grantGroupPermission',
    method: 'PUT',
    path: '/companies/{companyDurableKey}/permissions/groups/{groupId}',
    summary: 'Grant a group access',
    params: GroupPermissionParams,
    status: 204,
    response: null,
    role: 'admin',
    audit: 'permissions.groups.grant',
    scope: C,
  },
  {
    id: 'revokeGroupPermission',
    method: 'DELETE',
    path: '/companies/{companyDurableKey}/permissions/groups/{groupId}',
    summary: 'Revoke a group',
    params: GroupPermissionParams,
    status: 204,
    response: null,
    role: 'admin',
    audit: 'permissions.groups.revoke',
    scope: C,
  },
  // Financial years
  {
    ...readFinancialYears,
    id: 'listFinancialYears',
    path: '/company/{companyDurableKey}/financialyears',
    summary: 'Financial years of a company',
  },
  {
    ...readFinancialYears,
    id: 'listFinancialYearsDeprecated',
    path: '/financialyears/{companyDurableKey}',
    summary: 'Financial years of a company (deprecated path)',
    deprecated: true,
    successor: '/company/{companyDurableKey}/financialyears',
  },
  {
    id: 'createFinancialYear',
    method: 'POST',
    path: '/company/{companyDurableKey}/financialyears',
    summary: 'Add a financial year',
    params: CompanyParams,
    body: R.CreateFinancialYear,
    status: 200,
    response: R.CreateFinancialYearResponse,
    auditAnswer: { financialYearId: 'id', startDate: 'startDate', endDate: 'endDate' },
    role: 'admin',
    audit: 'financialyears.create',
    scope: C,
  },
  {
    id: 'deleteFinancialYear',
    method: 'DELETE',
    path: '/company/{companyDurableKey}/financialyears/{financialYearId}',
    summary: 'Delete a year with its files data and assignments',
    params: FinancialYearParams,
    status: 200,
    response: R.FinancialYear,
    auditAnswer: { startDate: 'startDate', endDate: 'endDate' },
    role: 'admin',
    audit: 'financialyears.delete',
    scope: C,
  },
  // Files
  {
    id: 'uploadFile',
    method: 'POST',
    path: '/company/{companyDurableKey}/files/upload',
    summary: 'Upload an accounting file (multipart part `file`)',
    params: CompanyParams,
    query: R.UploadQuery,
    body: 'multipart',
    status: 200,
    response: R.AccountingFile,
    auditAnswer: { fileId: 'id', name: 'name' },
    role: 'auditor',
    audit: 'files.upload',
    scope: C,
  },
  {
    id: 'listFiles',
    method: 'GET',
    path: '/company/{companyDurableKey}/files',
    summary: 'Files of a company, newest first',
    params: CompanyParams,
    status: 200,
    response: z.array(R.AccountingFile),
    role: 'auditor',
    audit: null,
    scope: C,
    extension: true,
  },
  {
    id: 'getFile',
    method: 'GET',
    path: '/company/{companyDurableKey}/files/{fileId}',
    summary: 'One file',
    params: FileParams,
    status: 200,
    response: R.AccountingFile,
    role: 'auditor',
    audit: null,
    scope: C,
    extension: true,
  },
  {
    id: 'getFileReport',
    method: 'GET',
    path: '/company/{companyDurableKey}/files/{fileId}/report',
    summary: 'Processing report of a file',
    params: FileParams,
    status: 200,
    response: R.FileReport,
    role: 'auditor',
    audit: null,
    scope: C,
    extension: true,
  },
  // Assignments
  {
    id: 'listAssignments',
    method: 'GET',
    path: '/company/{companyDurableKey}/assignments',
    summary: 'Assignments, optionally of one financial year',
    params: CompanyParams,
    query: AssignmentListQuery,
    status: 200,
    response: z.array(R.AssignmentSummary),
    role: 'auditor',
    audit: null,
    scope: C,
  },
  {
    id: 'createAssignment',
    method: 'POST',
    path: '/company/{companyDurableKey}/assignments',
    summary: 'Create an OPEN assignment',
    params: CompanyParams,
    body: R.AssignmentCreate,
    status: 200,
    response: R.AssignmentSummary,
    auditAnswer: { auditAssignmentId: 'id', type: 'type', subType: 'subType' },
    role: 'admin',
    audit: 'assignments.create',
    scope: C,
    extension: true,
  },
  {
    id: 'setAssignmentStatus',
    method: 'PUT',
    path: '/company/{companyDurableKey}/assignments/{auditAssignmentId}/status',
    summary: 'Move OPEN <-> LOCKED -> ARCHIVED',
    params: AssignmentParams,
    body: R.AssignmentStatusUpdate,
    status: 200,
    response: R.AssignmentSummary,
    auditAnswer: { status: 'status' },
    role: 'admin',
    audit: 'assignments.status',
    scope: C,
    extension: true,
  },
  {
    id: 'getWorkMateriality',
    method: 'GET',
    path: '/company/{companyDurableKey}/assignments/{auditAssignmentId}/work-materiality',
    summary: 'Work materiality of an assignment, or null',
    params: AssignmentParams,
    status: 200,
    response: R.AuditAssignmentWorkMateriality.nullable(),
    role: 'auditor',
    audit: null,
    scope: C,
  },
  {
    id: 'setWorkMateriality',
    method: 'PUT',
    path: '/company/{companyDurableKey}/assignments/{auditAssignmentId}/work-materiality',
    summary: 'Set work materiality (OPEN only)',
    params: AssignmentParams,
    body: R.WorkMaterialityUpdate,
    status: 200,
    response: R.AuditAssignmentWorkMateriality,
    role: 'auditor',
    audit: 'assignments.workmateriality.set',
    scope: C,
    extension: true,
  },
  // Balances
  {
    id: 'getMonthlyBalances',
    method: 'GET',
    path: '/generalledger/balances/{companyDurableKey}/calculated/month',
    summary: 'Monthly general-ledger balances',
    params: CompanyParams,
    query: BalancesQuery,
    status: 200,
    response: z.array(R.MonthlyBalanceRecord),
    role: 'auditor',
    audit: null,
    scope: C,
  },
] as const satisfies readonly Operation[];

export type OperationId = (typeof operations)[number]['id'];

export const operationsById: Record<OperationId, Operation> = Object.fromEntries(
  operations.map((op) => [op.id, op]),
) as unknown as Record<OperationId, Operation>;

/** `/companies/{companyDurableKey}` -> `/companies/:companyDurableKey` (Hono route syntax). */
export function toRoutePath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

/** Fill `{name}` placeholders with encoded values. */
export function fillPath(path: string, params: Record<string, string>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path param ${name}`);
    return encodeURIComponent(value);
  });
}

export const isMutating = (op: Pick<Operation, 'method'>) => op.method !== 'GET';
