import { useMemo } from 'react';
import { Anchor, Card } from '@mantine/core';
import { Link } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import type { User } from '@ledger/contract';
import { useOp, useTenant } from '../../lib/data/queries.js';
import { screenFor, useCan } from '../../lib/access/access.js';
import { selectionColumn } from '../../lib/tables/selection.js';
import { useBulkRun } from '../../lib/bulk/useBulkRun.js';
import { BulkRunPanel } from '../../lib/bulk/RunPanel.js';
import { AccessBulkActions, AddToGroupsAction, userRef } from '../../lib/bulk/BulkActions.js';
import { EmptyState, PageHeader } from '../../lib/ui/ui.js';
import { formatDate, fullName, yesNo } from '../../lib/format/format.js';
import { SearchInput } from '../../lib/tables/SearchInput.js';
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
      ...(selectable
        ? [selectionColumn<User>(selection, (u) => fullName(u) || u.email, t.bulk.selection)]
        : []),
      {
        id: 'name',
        header: t.common.name,
        accessorFn: (u) => fullName(u) || u.email,
        sortingFn: (a, b) =>
          (fullName(a.original) || a.original.email).localeCompare(
            fullName(b.original) || b.original.email,
            'sv-SE',
          ),
        cell: ({ row }) => (
          <Anchor component={Link} to={tenantPath(tenant, 'users', row.original.id)} fw={500}>
            {fullName(row.original) || row.original.email}
          </Anchor>
        ),
      },
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
          search={
            <SearchInput
              search={list.search}
              mb="md"
              w={360}
              label={t.users.searchLabel}
              placeholder={t.users.searchPlaceholder}
            />
          }
          query={users}
          list={list}
          empty={<EmptyState title={t.users.empty} />}
          loadingLabel={t.users.loading}
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
          table={{
            caption: t.users.title,
            noun: t.users.noun,
            columns,
            defaultSort: 'name',
            getRowId: userKey,
            empty: <EmptyState title={t.users.noMatch}>{t.users.tryAnotherSearch}</EmptyState>,
          }}
        />
      </Card>
    </>
  );
}

export default screenFor({ op: 'listUsers', what: (t) => t.users.what }, Users);
