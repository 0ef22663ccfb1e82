// Every schema named after a V1.md resource is that resource exactly: its fields, required
// flags and enums. Answers are open objects unless V1.md says "no additional properties" (the
// console must accept what a real V1 service may add); our platform sends exactly the declared
// fields, which the conformance tests check. Request rules V1.md leaves open: docs/PLATFORM.md.
// The schemas live in modules by area: people (users, invitations, groups), companies, ledger
// (financial years, files, assignments, balances).

export * from './resources/people.js';
export * from './resources/companies.js';
export * from './resources/ledger.js';

import { V1ErrorBody } from './primitives.js';
import {
  Company,
  CompanyCreate,
  CompanyCreateData,
  CompanyExtendedAttributeChoice,
  CompanyExtendedAttributeResponse,
  CompanyUpdate,
  GroupsAndUsers,
  LegalForm,
  UpdateCompanyExtendedAttributes,
} from './resources/companies.js';
import {
  AccountingFile,
  AssignmentSummary,
  AuditAssignmentWorkMateriality,
  CreateFinancialYear,
  CreateFinancialYearResponse,
  FinancialYear,
  MonthEntry,
  MonthlyBalanceRecord,
} from './resources/ledger.js';
import {
  CreateGroup,
  Group,
  InviteUserData,
  Module,
  User,
  UserResponse,
} from './resources/people.js';

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
