import { useMemo } from 'react';
import type { Group as V1Group, User } from '@ledger/contract';
import { useOp } from '../../lib/data/queries.js';
import type { ImportKind } from './columns.js';
import type { CompanyLists, InvitationLists } from './checks.js';

/** The lists the rows are checked against, once all are here. */
export function useImportLists(kind: ImportKind) {
  const companiesNeeded = kind === 'companies';
  const users = useOp('listUsers');
  const invitations = useOp('listInvitations');
  const groups = useOp('listGroups');
  const companies = useOp('listCompanies', {}, { enabled: companiesNeeded });
  const queries = companiesNeeded
    ? [users, invitations, groups, companies]
    : [users, invitations, groups];
  const failed = queries.find((q) => q.isError);
  const lists = useMemo<(InvitationLists & CompanyLists) | null>(() => {
    if (!users.data || !invitations.data || !groups.data) return null;
    if (companiesNeeded && !companies.data) return null;
    const pending: User[] = invitations.data;
    const all: V1Group[] = groups.data;
    return {
      users: companiesNeeded ? [...users.data, ...pending] : users.data,
      invitations: pending,
      groups: all,
      companies: companies.data ?? [],
    };
  }, [companiesNeeded, users.data, invitations.data, groups.data, companies.data]);
  return {
    lists,
    failed: failed ? { error: failed.error, retry: () => void failed.refetch() } : null,
  };
}
