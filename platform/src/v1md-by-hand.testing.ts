/**
 * V1.md written out by hand for the V1 client tests (v1-client.test.ts, v1-client-demo-data.test.ts):
 * section 4's operations with their success statuses and section 2's resources with their
 * fields, and the checks of an answer against them. No import from the contract module: an
 * outside client would have only V1.md.
 */
import { expect } from 'vitest';

/** Section 4: every operation and its success status. */
export const V1_OPERATIONS: Record<string, 200 | 204> = {
  'GET /users': 200,
  'GET /users/{userId}': 200,
  'DELETE /users/{userId}': 204,
  'GET /users/{userId}/groups': 200,
  'GET /invitations': 200,
  'POST /invitations': 200,
  'DELETE /invitations/{userId}': 204,
  'POST /invitations/{userId}/resend': 204,
  'POST /token': 200,
  'GET /groups': 200,
  'POST /groups': 200,
  'GET /groups/{name}': 200,
  'DELETE /groups/{groupId}': 204,
  'GET /groups/{groupId}/members': 200,
  'PUT /groups/{groupId}/members/{userId}': 204,
  'DELETE /groups/{groupId}/members/{userId}': 204,
  'GET /companies': 200,
  'POST /companies': 200,
  'GET /companies/{companyDurableKey}': 200,
  'PUT /companies/{companyDurableKey}': 200,
  'DELETE /companies/{companyDurableKey}': 200,
  'PUT /companies/{companyDurableKey}/{companyExtendedAttribute}': 200,
  'GET /companies/{companyDurableKey}/permissions': 200,
  'PUT /companies/{companyDurableKey}/permissions/users/{userId}': 204,
  'DELETE /companies/{companyDurableKey}/permissions/users/{userId}': 204,
  'PUT /companies/{companyDurableKey}/permissions/groups/{groupId}': 204,
  'DELETE /companies/{companyDurableKey}/permissions/groups/{groupId}': 204,
  'GET /financialyears/{companyDurableKey}': 200,
  'GET /company/{companyDurableKey}/financialyears': 200,
  'POST /company/{companyDurableKey}/financialyears': 200,
  'DELETE /company/{companyDurableKey}/financialyears/{financialYearId}': 200,
  'POST /company/{companyDurableKey}/files/upload': 200,
  'GET /company/{companyDurableKey}/assignments': 200,
  'GET /company/{companyDurableKey}/assignments/{auditAssignmentId}/work-materiality': 200,
  'GET /generalledger/balances/{companyDurableKey}/calculated/month': 200,
};

/** Section 2: the fields of each resource (Required yes / no). */
export interface Shape {
  name: string;
  required: readonly string[];
  optional?: readonly string[];
}
export const USER: Shape = {
  name: 'User',
  required: ['id', 'username', 'firstName', 'lastName', 'email'],
  optional: ['emailVerified', 'createdTimestamp'],
};
export const GROUP: Shape = { name: 'Group', required: ['id', 'name'] };
export const USER_RESPONSE: Shape = {
  name: 'UserResponse',
  required: ['id', 'firstName', 'lastName', 'email', 'createdTimestamp', 'isActive', 'source'],
  optional: ['initials', 'userRole'],
};
export const COMPANY: Shape = {
  name: 'Company',
  required: ['durableKey', 'organizationNumber', 'name', 'defaultAccountPlan'],
  optional: ['country', 'address', 'legalForm', 'annualReportFramework', 'extendedAttributes'],
};
export const COMPANY_EXTENDED_ATTRIBUTE_RESPONSE: Shape = {
  name: 'CompanyExtendedAttributeResponse',
  required: ['attribute', 'value'],
};
export const GROUPS_AND_USERS: Shape = { name: 'GroupsAndUsers', required: ['users', 'groups'] };
export const FINANCIAL_YEAR: Shape = {
  name: 'FinancialYear',
  required: ['id', 'companyDurableKey', 'startDate', 'endDate'],
};
export const CREATE_FINANCIAL_YEAR_RESPONSE: Shape = {
  name: 'CreateFinancialYearResponse',
  required: ['id', 'startDate', 'endDate'],
};
export const FILE: Shape = {
  name: 'File',
  required: ['id', 'name', 'uploadedByUserId', 'status', 'uploadedDate', 'parsedDate'],
};
export const ASSIGNMENT_SUMMARY: Shape = {
  name: 'AssignmentSummary',
  required: ['id', 'type', 'subType', 'financialYearId', 'status'],
};
export const AUDIT_ASSIGNMENT_WORK_MATERIALITY: Shape = {
  name: 'AuditAssignmentWorkMateriality',
  required: ['workMateriality', 'workMaterialityPercentage'],
};
export const MONTHLY_BALANCE_RECORD: Shape = {
  name: 'Monthly balance record',
  required: ['companyDurableKey', 'accountNumber', 'accountName', 'accountType', 'amounts'],
};
export const MONTH_ENTRY: Shape = {
  name: 'Month entry',
  required: ['month', 'financialYearId', 'amount', 'balance'],
};
export const ERROR_BODY: Shape = { name: 'Error body', required: ['message'] };

export const SOURCES = ['USER', 'GROUP', 'ALL'];
export const USER_ROLES = [
  'certifiedAccountant',
  'auditResponsible',
  'auditEmployee',
  'accountingConsultant',
  'other',
];
export const FILE_STATUSES = ['uploaded', 'pending', 'parsed', 'verified', 'corrupt'];
export const ASSIGNMENT_TYPES = ['AE', 'ANALYSIS', 'GN'];
export const ASSIGNMENT_STATUSES = ['OPEN', 'LOCKED', 'ARCHIVED'];
export const DATE = /^\d{4}-\d{2}-\d{2}$/;

export type Json = Record<string, unknown>;

export function expectShape(
  value: unknown,
  shape: Shape,
  where = shape.name,
): asserts value is Json {
  expect(value, `${where}: an object`).toBeTypeOf('object');
  expect(value, `${where}: an object`).not.toBeNull();
  expect(Array.isArray(value), `${where}: an object, not an array`).toBe(false);
  const keys = Object.keys(value as Json);
  const declared = [...shape.required, ...(shape.optional ?? [])];
  expect(
    keys.filter((k) => !declared.includes(k)),
    `${where}: fields V1.md does not declare`,
  ).toEqual([]);
  expect(
    shape.required.filter((k) => !keys.includes(k)),
    `${where}: required fields missing`,
  ).toEqual([]);
}

export function expectList(value: unknown, shape: Shape, where = `${shape.name}[]`): Json[] {
  expect(Array.isArray(value), `${where}: an array`).toBe(true);
  (value as unknown[]).forEach((v, i) => expectShape(v, shape, `${where}[${i}]`));
  return value as Json[];
}

/**
 * The operations v1-client-demo-data.test.ts calls, on the demo data's own company; the walk of
 * v1-client.test.ts calls all the others.
 */
export const DEMO_DATA_READS = [
  'GET /company/{companyDurableKey}/assignments',
  'GET /company/{companyDurableKey}/assignments/{auditAssignmentId}/work-materiality',
  'GET /generalledger/balances/{companyDurableKey}/calculated/month',
];
