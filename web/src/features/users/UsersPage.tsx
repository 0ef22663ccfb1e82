import { useMemo } from 'react';
import { Card } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import type { User } from '@ledger/contract';
import { useOp, useTenant } from '../../lib/data/queries.js';
import { screenFor, useCan } from '../../lib/access/access.js';
import { selectionColumn } from '../../lib/tables/selection.js';
import { useBulkRun } from '../../lib/bulk/useBulkRun.js';
import { BulkRunPanel } from '../../lib/bulk/RunPanel.js';
import { AccessBulkActions, AddToGroupsAction, userRef } from '../../lib/bulk/BulkActions.js';
import { PageHeader } from '../../lib/ui/ui.js';
import { formatDate, fullName, yesNo } from '../../lib/format/format.js';
import { nameLinkColumn } from '../../lib/tables/linkColumn.js';
import { SearchableList } from '../../lib/lists/SearchableList.js';
import { useSearchableList } from '../../lib/lists/useSearchableList.js';
import { tenantPath } from '../../lib/routing/tenantPath.js';
import { useT } from '../../i18n/index.js';

export function matchesUser(u: User, q: string): boolean {
  const s = q.trim().toLocaleLowerCase('sv-SE');
  if (!s) return true;
  return [fullName(u), u.email, u.username].some((x) => x.toLocaleLowerCase('sv-SE').includes(s));
}

const userKey = (u: User) => u.id;
const userName = (u: User) => fullName(u) || u.email;

function Users() {
  const t = useT();
  const tenant = useTenant();
  const users = useOp('listUsers');
  const list = useSearchableList(users.data, matchesUser, userKey);
  const { selection } = list;
  const bulk = useBulkRun();
  const canAddMember = useCan('addGroupMember');
  const canGrant = useCan('grantUserPermission');
  const selectable = canAddMember || canGrant;
  const columns = useMemo<ColumnDef<User, unknown>[]>(
    () => [
      ...(selectable ? [selectionColumn<User>(selection, userName, t.bulk.selection)] : []),
      nameLinkColumn<User>(t.common.name, userName, (u) => tenantPath(tenant, 'users', u.id)),
      { id: 'email', header: t.common.email, accessorFn: (u) => u.email },
      {
        id: 'username',
        header: t.users.columns.username,
        accessorFn: (u) => u.username,
      },
      {
        id: 'verified',
        header: t.users.columns.emailVerified,
        accessorFn: (u) => yesNo(u.emailVerified),
      },
      {
        id: 'created',
        header: t.users.columns.created,
        // Users without a created time sort last.
        accessorFn: (u) => u.createdTimestamp ?? -1,
        cell: ({ row }) => formatDate(row.original.createdTimestamp),
        meta: { nowrap: true },
      },
    ],
    [tenant, t, selectable, selection],
  );
  return (
    <>
      <PageHeader title={t.users.title} description={t.users.description} />
      <BulkRunPanel bulk={bulk} />
      <Card p="md">
        <SearchableList
          words={t.users}
          searchBox={{ mb: 'md', w: 360 }}
          query={users}
          list={list}
          bulkActions={
            selectable
              ? (chosen) => (
                  <>
                    <AddToGroupsAction users={chosen.map(userRef)} bulk={bulk} />
                    <AccessBulkActions
                      principals={chosen.map((u) => ({ kind: 'user' as const, ...userRef(u) }))}
                      bulk={bulk}
                    />
                  </>
                )
              : null
          }
          table={{ columns, defaultSort: 'name', getRowId: userKey }}
        />
      </Card>
    </>
  );
}

export default screenFor({ op: 'listUsers', what: (t) => t.users.what }, Users);
