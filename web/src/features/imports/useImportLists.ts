import { useMemo } from 'react';
import type { Group as V1Group, User } from '@ledger/contract';
import { useOp } from '../../lib/data/queries.js';
import { useMyGroups } from '../../lib/access/useMyGroups.js';
import { defaultAuthorization } from '../../lib/access/newCompany.js';
import type { ImportKind } from './columns.js';
import type { CompanyLists, InvitationLists } from './checks.js';

/** The lists the rows are checked against, once all are here. */
export function useImportLists(kind: ImportKind) {
  const companiesNeeded = kind === 'companies';
  const users = useOp('listUsers');
  const invitations = useOp('listInvitations');
  const groups = useOp('listGroups');
  const companies = useOp('listCompanies', {}, { enabled: companiesNeeded });
  const myGroups = useMyGroups();
  const mineKnown = myGroups.state !== 'loading';
  // The hook's answer is a new object each render: the memo keys on what it says.
  const mineGroups = myGroups.state === 'known' ? myGroups.groups : null;
  const queries = companiesNeeded
    ? [users, invitations, groups, companies]
    : [users, invitations, groups];
  const failed = queries.find((q) => q.isError);
  const lists = useMemo<(InvitationLists & CompanyLists) | null>(() => {
    if (!users.data || !invitations.data || !groups.data) return null;
    if (companiesNeeded && (!companies.data || !mineKnown)) return null;
    const pending: User[] = invitations.data;
    const all: V1Group[] = groups.data;
    return {
      users: companiesNeeded ? [...users.data, ...pending] : users.data,
      invitations: pending,
      groups: all,
      companies: companies.data ?? [],
      defaultAccess: defaultAuthorization(
        mineGroups ? { state: 'known', groups: mineGroups } : { state: 'unlinked' },
      ),
    };
  }, [
    companiesNeeded,
    users.data,
    invitations.data,
    groups.data,
    companies.data,
    mineKnown,
    mineGroups,
  ]);
  return {
    lists,
    myGroups,
    failed: failed ? { error: failed.error, retry: () => void failed.refetch() } : null,
  };
}
