import type { QueryClient } from '@tanstack/react-query';
import type { Company, GroupsAndUsers, OperationId } from '@ledger/contract';
import type { OpBody, OpParams, OpResult, Query } from './api.js';
import { OPERATIONS } from './operations.js';
import { cacheWriter, type CacheWriter } from './cacheWriter.js';
import { AUDIT_KEY_ROOT, type MutationOperationId, type ReadOperationId } from './queryOptions.js';
import { formatSni } from '../format/format.js';

/*
 * What each change of the contract does to the cached reads, declared once: which cached
 * operations are stale afterwards (refetched quietly, their data kept on screen meanwhile), and
 * for row actions how the cached lists change at once, before that refetch answers.
 */

/** A change as it was called: the params and body it was sent with. */
export interface MutationCall<Id extends OperationId> {
  params: OpParams<Id>;
  body?: OpBody<Id>;
  query?: Query | undefined;
}

export interface CacheEffect<Id extends MutationOperationId> {
  /** Cached reads that are stale afterwards (every params), refetched quietly. */
  invalidates: readonly ReadOperationId[];
  /** How cached answers change at once, from the call and its answer. */
  update?: (cache: CacheWriter, call: MutationCall<Id>, answer: OpResult<Id>) => void;
  /**
   * For removals: rows taken out as soon as the change is sent, before V1 answers; a change that
   * fails refetches the declared reads, which bring them back.
   */
  removeAtOnce?: (cache: CacheWriter, call: MutationCall<Id>) => void;
}

const withoutExtended = ({ extendedAttributes: _, ...listed }: Company): Company => listed;

/** A user or group added to a company's cached access lists (once). */
function withAccess<K extends 'users' | 'groups'>(
  c: CacheWriter,
  companyDurableKey: string,
  list: K,
  entry: GroupsAndUsers[K][number],
) {
  c.patch('getCompanyPermissions', { params: { companyDurableKey } }, (p) =>
    p[list].some((e) => e.id === entry.id) ? p : { ...p, [list]: [...p[list], entry] },
  );
}

/** A user or group taken out of a company's cached access lists. */
function withoutAccess(
  c: CacheWriter,
  companyDurableKey: string,
  list: 'users' | 'groups',
  id: string,
) {
  c.patch('getCompanyPermissions', { params: { companyDurableKey } }, (p) => ({
    ...p,
    [list]: p[list].filter((e) => e.id !== id),
  }));
}

export const CACHE_EFFECTS: { [Id in MutationOperationId]: CacheEffect<Id> } = {
  deleteUser: {
    invalidates: ['listUsers', 'listGroupMembers', 'listUserGroups', 'getCompanyPermissions'],
    removeAtOnce: (c, { params }) => {
      c.remove('listUsers', params.userId);
      c.remove('listGroupMembers', params.userId);
    },
  },
  createInvitations: {
    invalidates: ['listInvitations', 'listGroupMembers'],
    // V1 names no username in the answer; the platform uses the email, and the refetch tells.
    update: (c, _call, created) => {
      for (const u of created)
        c.add(
          'listInvitations',
          {},
          {
            id: u.id,
            username: u.email,
            firstName: u.firstName,
            lastName: u.lastName,
            email: u.email,
            createdTimestamp: u.createdTimestamp,
          },
        );
    },
  },
  // A resend changes nothing V1 lists (only the mail and its link); the BFF's record of it is
  // a console read (CONSOLE_READS_AFTER).
  resendInvitation: { invalidates: [] },
  deleteInvitation: {
    invalidates: ['listInvitations', 'listGroupMembers'],
    removeAtOnce: (c, { params }) => {
      c.remove('listInvitations', params.userId);
      c.remove('listGroupMembers', params.userId);
    },
  },
  createGroup: {
    invalidates: ['listGroups'],
    update: (c, _call, group) => c.add('listGroups', {}, group),
  },
  deleteGroup: {
    invalidates: ['listGroups', 'listUserGroups', 'getCompanyPermissions'],
    removeAtOnce: (c, { params }) => {
      c.remove('listGroups', params.groupId);
      c.remove('listUserGroups', params.groupId);
    },
  },
  addGroupMember: {
    invalidates: ['listGroupMembers', 'listUserGroups'],
    update: (c, { params }) => {
      const user = c.find('listUsers', params.userId) ?? c.find('listInvitations', params.userId);
      if (user) c.add('listGroupMembers', { params: { groupId: params.groupId } }, user);
      const group = c.find('listGroups', params.groupId);
      if (group) c.add('listUserGroups', { params: { userId: params.userId } }, group);
    },
  },
  removeGroupMember: {
    invalidates: ['listGroupMembers', 'listUserGroups'],
    removeAtOnce: (c, { params }) => {
      c.patch('listGroupMembers', { params: { groupId: params.groupId } }, (old) =>
        old.filter((u) => u.id !== params.userId),
      );
      c.patch('listUserGroups', { params: { userId: params.userId } }, (old) =>
        old.filter((g) => g.id !== params.groupId),
      );
    },
  },
  createCompany: {
    invalidates: ['listCompanies'],
    update: (c, _call, company) => {
      c.add('listCompanies', {}, withoutExtended(company));
      c.set('getCompany', { params: { companyDurableKey: company.durableKey } }, company);
    },
  },
  updateCompany: {
    invalidates: ['listCompanies', 'getCompany'],
    update: (c, { params }, company) => {
      c.replace('listCompanies', withoutExtended(company));
      // The answer need not carry the extended attributes: keep those cached.
      c.patch('getCompany', { params }, (old) => ({
        ...company,
        extendedAttributes: company.extendedAttributes ?? old.extendedAttributes,
      }));
    },
  },
  deleteCompany: {
    invalidates: ['listCompanies'],
    update: (c, { params }) => {
      c.remove('listCompanies', params.companyDurableKey);
      c.drop('getCompany', { params });
    },
  },
  setExtendedAttribute: {
    invalidates: ['getCompany'],
    update: (c, { params }, answer) => {
      const attribute =
        params.companyExtendedAttribute === 'snicode'
          ? { SNI: formatSni(answer.value) }
          : { workMateriality: answer.value };
      c.patch('getCompany', { params: { companyDurableKey: params.companyDurableKey } }, (old) => ({
        ...old,
        extendedAttributes: { ...old.extendedAttributes, ...attribute },
      }));
    },
  },
  grantUserPermission: {
    invalidates: ['getCompanyPermissions'],
    update: (c, { params }) => {
      const user = c.find('listUsers', params.userId);
      if (user) withAccess(c, params.companyDurableKey, 'users', user);
    },
  },
  revokeUserPermission: {
    invalidates: ['getCompanyPermissions'],
    removeAtOnce: (c, { params }) =>
      withoutAccess(c, params.companyDurableKey, 'users', params.userId),
  },
  grantGroupPermission: {
    invalidates: ['getCompanyPermissions'],
    update: (c, { params }) => {
      const group = c.find('listGroups', params.groupId);
      if (group) withAccess(c, params.companyDurableKey, 'groups', group);
    },
  },
  revokeGroupPermission: {
    invalidates: ['getCompanyPermissions'],
    removeAtOnce: (c, { params }) =>
      withoutAccess(c, params.companyDurableKey, 'groups', params.groupId),
  },
  createFinancialYear: {
    invalidates: ['listFinancialYears'],
    // The answer is `{id, startDate, endDate}`: the listed year also names its company.
    update: (c, { params }, year) =>
      c.add(
        'listFinancialYears',
        { params },
        { ...year, companyDurableKey: params.companyDurableKey },
      ),
  },
  deleteFinancialYear: {
    invalidates: [
      'listFinancialYears',
      'listAssignments',
      'listFiles',
      'getMonthlyBalances',
      'listVouchers',
      'listYearAccounts',
    ],
    removeAtOnce: (c, { params }) => c.remove('listFinancialYears', params.financialYearId),
  },
  // No refetch: the files tab follows a new file's status until it is final, and that end is what
  // refreshes the reads processing changes (a listing already saying `verified` would skip it).
  uploadFile: {
    invalidates: [],
    update: (c, { params }, file) => c.add('listFiles', { params }, file, 'start'),
  },
  createAssignment: {
    invalidates: ['listAssignments'],
    update: (c, { params }, created) => {
      const company = { companyDurableKey: params.companyDurableKey };
      c.add('listAssignments', { params: company }, created);
      c.add(
        'listAssignments',
        { params: company, query: { financialYearId: created.financialYearId } },
        created,
      );
    },
  },
  setAssignmentStatus: {
    invalidates: ['listAssignments'],
    update: (c, _call, assignment) => c.replace('listAssignments', assignment),
  },
  setWorkMateriality: {
    invalidates: ['getWorkMateriality'],
    update: (c, { params }, saved) => c.set('getWorkMateriality', { params }, saved),
  },
};

/** When a change is sent: the rows it removes leave the cached lists at once (see removeAtOnce). */
export async function applyRemovalAtOnce<Id extends MutationOperationId>(
  qc: QueryClient,
  tenant: string,
  id: Id,
  call: MutationCall<Id>,
): Promise<void> {
  const effect = CACHE_EFFECTS[id] as CacheEffect<Id>;
  if (!effect.removeAtOnce) return;
  // A refetch already under way would answer with the row still in it.
  await Promise.all(effect.invalidates.map((op) => qc.cancelQueries({ queryKey: [tenant, op] })));
  effect.removeAtOnce(cacheWriter(qc, tenant), call);
}

/**
 * The console's own reads (BFF routes, keyed `[tenant, routeId, ...]`) that a change makes stale:
 * the companies a user or a group can see, the overview's open assignments without work materiality and
 * invitations waiting too long, the invitations' resends. (The overview's other items follow the
 * audit log: every audited change refetches them.)
 */
export type ConsoleReadId =
  | 'getAttention'
  | 'getOpenAssignmentsAttention'
  | 'getInvitationsAttention'
  | 'listInvitationResends'
  | 'listUserCompanies'
  | 'listGroupCompanies';

const SEES_COMPANIES: readonly ConsoleReadId[] = ['listUserCompanies', 'listGroupCompanies'];
const OPEN_ASSIGNMENTS: readonly ConsoleReadId[] = ['getOpenAssignmentsAttention'];
const WAITING_INVITATIONS: readonly ConsoleReadId[] = ['getInvitationsAttention'];

export const CONSOLE_READS_AFTER: Partial<Record<MutationOperationId, readonly ConsoleReadId[]>> = {
  deleteUser: SEES_COMPANIES,
  createInvitations: [...SEES_COMPANIES, ...WAITING_INVITATIONS],
  resendInvitation: ['listInvitationResends', ...WAITING_INVITATIONS],
  deleteInvitation: [...SEES_COMPANIES, ...WAITING_INVITATIONS],
  deleteGroup: SEES_COMPANIES,
  addGroupMember: SEES_COMPANIES,
  removeGroupMember: SEES_COMPANIES,
  grantUserPermission: SEES_COMPANIES,
  revokeUserPermission: SEES_COMPANIES,
  grantGroupPermission: SEES_COMPANIES,
  revokeGroupPermission: SEES_COMPANIES,
  createCompany: [...SEES_COMPANIES, ...OPEN_ASSIGNMENTS],
  deleteCompany: [...SEES_COMPANIES, ...OPEN_ASSIGNMENTS],
  updateCompany: OPEN_ASSIGNMENTS,
  createFinancialYear: OPEN_ASSIGNMENTS,
  deleteFinancialYear: OPEN_ASSIGNMENTS,
  createAssignment: OPEN_ASSIGNMENTS,
  setAssignmentStatus: OPEN_ASSIGNMENTS,
  setWorkMateriality: OPEN_ASSIGNMENTS,
};

export function refetchDeclared(
  qc: QueryClient,
  tenant: string,
  id: MutationOperationId,
): Promise<unknown> {
  const refetches = [...CACHE_EFFECTS[id].invalidates, ...(CONSOLE_READS_AFTER[id] ?? [])].map(
    (op) => qc.invalidateQueries({ queryKey: [tenant, op] }),
  );
  return Promise.all(refetches);
}

/**
 * After a change answered: update the cached answers in place as the table declares, then mark
 * the declared reads (and the audit log, which records the change) stale. Active ones refetch
 * in the background with their data kept, so nothing flashes to a loader; the promise settles
 * when those refetches have.
 */
export function applyCacheEffects<Id extends MutationOperationId>(
  qc: QueryClient,
  tenant: string,
  id: Id,
  call: MutationCall<Id>,
  answer: OpResult<Id>,
): Promise<unknown> {
  const effect = CACHE_EFFECTS[id] as CacheEffect<Id>;
  effect.update?.(cacheWriter(qc, tenant), call, answer);
  return Promise.all([
    refetchDeclared(qc, tenant, id),
    OPERATIONS[id].audit ? qc.invalidateQueries({ queryKey: [AUDIT_KEY_ROOT] }) : undefined,
    // The overview counts audited changes and uploads' statuses.
    OPERATIONS[id].audit
      ? qc.invalidateQueries({ queryKey: [tenant, 'getAttention' satisfies ConsoleReadId] })
      : undefined,
  ]);
}
