/**
 * A case of every operation of the contract for the conformance test (conformance.test.ts): a
 * success, an unknown id where the path has ids, a malformed input where one can be. A new
 * operation without its entry here does not compile.
 */
import type { OperationId } from '@ledger/contract';
import { demo, UNKNOWN_ID, UNKNOWN_KEY, UNKNOWN_PLAIN_ID } from '../test/platform-helpers.js';
import {
  NORRSKEN,
  T,
  anna,
  call,
  companyBody,
  make,
  next,
  norrsken,
  revisorer,
  type Fixture,
} from './conformance-setup.testing.js';

export const fixtures: Record<OperationId, Fixture> = {
  listUsers: { success: call({}), badInput: null },
  getUser: {
    success: async () => ({ params: { userId: anna() } }),
    notFound: call({ params: { userId: UNKNOWN_PLAIN_ID } }),
    badInput: null,
  },
  listUserGroups: {
    success: async () => ({ params: { userId: anna() } }),
    notFound: call({ params: { userId: UNKNOWN_PLAIN_ID } }),
    badInput: null,
  },
  deleteUser: {
    success: async () => ({ params: { userId: demo.user(T, 'jonas.ekstrom') } }),
    notFound: call({ params: { userId: UNKNOWN_PLAIN_ID } }),
    badInput: null,
  },
  listInvitations: { success: call({}), badInput: null },
  createInvitations: {
    success: async () => ({
      body: { emails: [`inbjuden${next()}@example.se`], modules: ['AUDIT', 'ANALYTICS'] },
    }),
    badInput: call({ body: { emails: ['not an email'] } }),
  },
  resendInvitation: {
    success: async () => ({ params: { userId: demo.user(T, 'karin.wahlqvist') } }),
    notFound: call({ params: { userId: UNKNOWN_PLAIN_ID } }),
    badInput: null,
  },
  deleteInvitation: {
    success: async () => ({ params: { userId: await make.invite() } }),
    notFound: async () => ({ params: { userId: anna() } }),
    badInput: null,
  },
  listGroups: { success: call({}), badInput: null },
  createGroup: {
    success: async () => ({ body: { name: `Ny grupp ${next()}` } }),
    badInput: call({ body: { name: '' } }),
  },
  getGroupByName: {
    success: call({ params: { name: 'revisorer' } }),
    notFound: call({ params: { name: 'Ingen sådan grupp' } }),
    badInput: null,
  },
  deleteGroup: {
    success: async () => ({ params: { groupId: await make.group() } }),
    notFound: call({ params: { groupId: UNKNOWN_PLAIN_ID } }),
    badInput: null,
  },
  listGroupMembers: {
    success: async () => ({ params: { groupId: revisorer() } }),
    notFound: call({ params: { groupId: UNKNOWN_PLAIN_ID } }),
    badInput: null,
  },
  addGroupMember: {
    success: async () => ({
      params: { groupId: revisorer(), userId: demo.user(T, 'david.strom') },
    }),
    notFound: async () => ({ params: { groupId: revisorer(), userId: UNKNOWN_PLAIN_ID } }),
    badInput: null,
  },
  removeGroupMember: {
    success: async () => ({ params: { groupId: revisorer(), userId: anna() } }),
    notFound: async () => ({ params: { groupId: UNKNOWN_PLAIN_ID, userId: anna() } }),
    badInput: null,
  },
  listCompanies: { success: call({}), badInput: null },
  createCompany: {
    success: async () => ({ body: companyBody() }),
    badInput: call({ body: companyBody({ organizationNumber: '556000-1110' }) }),
  },
  getCompany: {
    success: async () => ({ params: { companyDurableKey: norrsken() } }),
    notFound: call({ params: { companyDurableKey: UNKNOWN_KEY } }),
    badInput: call({ params: { companyDurableKey: 'x' } }),
  },
  updateCompany: {
    success: async () => ({
      params: { companyDurableKey: norrsken() },
      body: { name: 'Norrsken Bygg AB', address: 'Storgatan 12, 972 31 Luleå' },
    }),
    notFound: call({ params: { companyDurableKey: UNKNOWN_KEY }, body: { name: 'X' } }),
    badInput: async () => ({
      params: { companyDurableKey: norrsken() },
      body: { durableKey: 'x' },
    }),
  },
  deleteCompany: {
    success: async () => ({ params: { companyDurableKey: await make.company() } }),
    notFound: call({ params: { companyDurableKey: UNKNOWN_KEY } }),
    badInput: call({ params: { companyDurableKey: 'x' } }),
  },
  setExtendedAttribute: {
    success: async () => ({
      params: { companyDurableKey: norrsken(), companyExtendedAttribute: 'snicode' },
      body: { value: 41200 },
    }),
    notFound: async () => ({
      params: { companyDurableKey: norrsken(), companyExtendedAttribute: 'nosuchattribute' },
      body: { value: 1 },
    }),
    badInput: async () => ({
      params: { companyDurableKey: norrsken(), companyExtendedAttribute: 'workmateriality' },
      body: { value: 'lots' },
    }),
  },
  getCompanyPermissions: {
    success: async () => ({ params: { companyDurableKey: norrsken() } }),
    notFound: call({ params: { companyDurableKey: UNKNOWN_KEY } }),
    badInput: call({ params: { companyDurableKey: 'x' } }),
  },
  grantUserPermission: {
    success: async () => ({ params: { companyDurableKey: norrsken(), userId: anna() } }),
    notFound: async () => ({
      params: { companyDurableKey: norrsken(), userId: UNKNOWN_PLAIN_ID },
    }),
    badInput: async () => ({ params: { companyDurableKey: 'x', userId: anna() } }),
  },
  revokeUserPermission: {
    success: async () => ({ params: { companyDurableKey: norrsken(), userId: anna() } }),
    notFound: async () => ({ params: { companyDurableKey: UNKNOWN_KEY, userId: anna() } }),
    badInput: async () => ({ params: { companyDurableKey: 'x', userId: anna() } }),
  },
  grantGroupPermission: {
    success: async () => ({ params: { companyDurableKey: norrsken(), groupId: revisorer() } }),
    notFound: async () => ({
      params: { companyDurableKey: norrsken(), groupId: UNKNOWN_PLAIN_ID },
    }),
    badInput: async () => ({ params: { companyDurableKey: 'x', groupId: revisorer() } }),
  },
  revokeGroupPermission: {
    success: async () => ({ params: { companyDurableKey: norrsken(), groupId: revisorer() } }),
    notFound: async () => ({ params: { companyDurableKey: UNKNOWN_KEY, groupId: revisorer() } }),
    badInput: async () => ({ params: { companyDurableKey: 'x', groupId: revisorer() } }),
  },
  listFinancialYears: {
    success: async () => ({ params: { companyDurableKey: norrsken() } }),
    notFound: call({ params: { companyDurableKey: UNKNOWN_KEY } }),
    badInput: call({ params: { companyDurableKey: 'x' } }),
  },
  listFinancialYearsDeprecated: {
    success: async () => ({ params: { companyDurableKey: norrsken() } }),
    notFound: call({ params: { companyDurableKey: UNKNOWN_KEY } }),
    badInput: call({ params: { companyDurableKey: 'x' } }),
  },
  createFinancialYear: {
    success: async () => ({
      params: { companyDurableKey: await make.company() },
      body: { startDate: '2024-07-01', endDate: '2025-12-31' },
    }),
    notFound: call({
      params: { companyDurableKey: UNKNOWN_KEY },
      body: { startDate: '2024-01-01', endDate: '2024-12-31' },
    }),
    badInput: async () => ({
      params: { companyDurableKey: norrsken() },
      body: { startDate: '2024-02-30', endDate: '2024-12-31' },
    }),
  },
  deleteFinancialYear: {
    success: async () => {
      const key = await make.company();
      return { params: { companyDurableKey: key, financialYearId: await make.year(key) } };
    },
    notFound: async () => ({
      params: { companyDurableKey: norrsken(), financialYearId: UNKNOWN_KEY },
    }),
    badInput: async () => ({ params: { companyDurableKey: norrsken(), financialYearId: 'x' } }),
  },
  uploadFile: {
    success: async () => ({
      params: { companyDurableKey: norrsken() },
      file: { name: 'noter.txt', content: 'anteckningar' },
    }),
    notFound: call({
      params: { companyDurableKey: UNKNOWN_KEY },
      file: { name: 'a.txt', content: 'a' },
    }),
    badInput: async () => ({
      params: { companyDurableKey: norrsken() },
      query: { financialYearId: 'x' },
      file: { name: 'a.txt', content: 'a' },
    }),
  },
  listFiles: {
    success: async () => ({ params: { companyDurableKey: norrsken() } }),
    notFound: call({ params: { companyDurableKey: UNKNOWN_KEY } }),
    badInput: call({ params: { companyDurableKey: 'x' } }),
  },
  getFile: {
    success: async () => ({
      params: { companyDurableKey: norrsken(), fileId: await make.file(norrsken()) },
    }),
    notFound: async () => ({ params: { companyDurableKey: norrsken(), fileId: UNKNOWN_KEY } }),
    badInput: async () => ({ params: { companyDurableKey: norrsken(), fileId: 'x' } }),
  },
  getFileReport: {
    success: async () => ({
      params: { companyDurableKey: norrsken(), fileId: await make.file(norrsken()) },
    }),
    notFound: async () => ({ params: { companyDurableKey: norrsken(), fileId: UNKNOWN_KEY } }),
    badInput: async () => ({ params: { companyDurableKey: norrsken(), fileId: 'x' } }),
  },
  listAssignments: {
    success: async () => ({
      params: { companyDurableKey: norrsken() },
      query: { financialYearId: demo.year(T, NORRSKEN, '2025-01-01') },
    }),
    notFound: async () => ({
      params: { companyDurableKey: norrsken() },
      query: { financialYearId: UNKNOWN_KEY },
    }),
    badInput: async () => ({
      params: { companyDurableKey: norrsken() },
      query: { financialYearId: 'x' },
    }),
  },
  createAssignment: {
    success: async () => ({
      params: { companyDurableKey: norrsken() },
      body: {
        type: 'GN',
        subType: 'Räkenskapsår 2024',
        financialYearId: demo.year(T, NORRSKEN, '2024-01-01'),
      },
    }),
    notFound: call({
      params: { companyDurableKey: UNKNOWN_KEY },
      body: { type: 'AE', subType: 'x', financialYearId: UNKNOWN_KEY },
    }),
    badInput: async () => ({
      params: { companyDurableKey: norrsken() },
      body: { type: 'AUDIT', subType: 'x', financialYearId: UNKNOWN_KEY },
    }),
  },
  setAssignmentStatus: {
    success: async () => {
      const key = await make.company();
      const id = await make.assignment(key, await make.year(key));
      return {
        params: { companyDurableKey: key, auditAssignmentId: id },
        body: { status: 'LOCKED' },
      };
    },
    notFound: async () => ({
      params: { companyDurableKey: norrsken(), auditAssignmentId: UNKNOWN_ID },
      body: { status: 'LOCKED' },
    }),
    badInput: async () => ({
      params: { companyDurableKey: norrsken(), auditAssignmentId: UNKNOWN_ID },
      body: { status: 'CLOSED' },
    }),
  },
  getWorkMateriality: {
    success: async () => ({
      params: {
        companyDurableKey: norrsken(),
        auditAssignmentId: demo.assignment(T, NORRSKEN, '2025-01-01/AE'),
      },
    }),
    notFound: async () => ({
      params: { companyDurableKey: norrsken(), auditAssignmentId: UNKNOWN_ID },
    }),
    badInput: async () => ({
      // A UUID, but version 1: V1.md's AuditAssignmentId is a UUID v4.
      params: { companyDurableKey: norrsken(), auditAssignmentId: UNKNOWN_KEY },
    }),
  },
  setWorkMateriality: {
    success: async () => {
      const key = await make.company();
      const id = await make.assignment(key, await make.year(key));
      return {
        params: { companyDurableKey: key, auditAssignmentId: id },
        body: { workMateriality: 120000, workMaterialityPercentage: 75.5 },
      };
    },
    notFound: async () => ({
      params: { companyDurableKey: norrsken(), auditAssignmentId: UNKNOWN_ID },
      body: { workMateriality: 1, workMaterialityPercentage: 1 },
    }),
    badInput: async () => ({
      params: { companyDurableKey: norrsken(), auditAssignmentId: UNKNOWN_ID },
      body: { workMateriality: 1, workMaterialityPercentage: 101 },
    }),
  },
  getMonthlyBalances: {
    success: async () => ({
      params: { companyDurableKey: norrsken() },
      query: { startDate: '20240101', endDate: '20241231' },
    }),
    notFound: call({
      params: { companyDurableKey: UNKNOWN_KEY },
      query: { startDate: '20240101', endDate: '20241231' },
    }),
    badInput: async () => ({
      params: { companyDurableKey: norrsken() },
      query: { startDate: '20241301', endDate: '20241231' },
    }),
  },
  listVouchers: {
    success: async () => ({
      params: { companyDurableKey: norrsken() },
      query: { financialYearId: demo.year(T, NORRSKEN, '2024-01-01'), limit: '5' },
    }),
    notFound: async () => ({
      params: { companyDurableKey: norrsken() },
      query: { financialYearId: UNKNOWN_KEY },
    }),
    badInput: async () => ({
      params: { companyDurableKey: norrsken() },
      query: { financialYearId: demo.year(T, NORRSKEN, '2024-01-01'), limit: '10001' },
    }),
  },
  listYearAccounts: {
    success: async () => ({
      params: { companyDurableKey: norrsken() },
      query: { financialYearId: demo.year(T, NORRSKEN, '2024-01-01') },
    }),
    notFound: async () => ({
      params: { companyDurableKey: norrsken() },
      query: { financialYearId: UNKNOWN_KEY },
    }),
    badInput: async () => ({
      params: { companyDurableKey: norrsken() },
      query: {},
    }),
  },
  getJournalTests: {
    success: async () => ({
      params: { companyDurableKey: norrsken() },
      query: { financialYearId: demo.year(T, NORRSKEN, '2024-01-01'), maxItems: '5' },
    }),
    notFound: async () => ({
      params: { companyDurableKey: norrsken() },
      query: { financialYearId: UNKNOWN_KEY },
    }),
    badInput: async () => ({
      params: { companyDurableKey: norrsken() },
      query: { financialYearId: demo.year(T, NORRSKEN, '2024-01-01'), roundBase: '0' },
    }),
  },
};
