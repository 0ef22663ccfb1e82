import { useMemo } from 'react';
import { Anchor, Card } from '@mantine/core';
import { Link } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import type { User } from '@ledger/contract';
import { useOp, useTenant } from '../../lib/data/queries.js';
import { screenFor, useCan } from '../../lib/access/access.js';
import {
  selectedRows,
  selectionColumn,
  SelectionBar,
  useSelection,
} from '../../lib/tables/selection.js';
import { useBulkRun } from '../../lib/bulk/useBulkRun.js';
import { BulkRunPanel } from '../../lib/bulk/BulkRunPanel.js';
import { AccessBulkActions, AddToGroupsAction, userRef } from '../../lib/bulk/BulkActions.js';
import { DataTable } from '../../lib/tables/DataTable.js';
import { EmptyState, PageHeader, QueryView } from '../../lib/ui/ui.js';
import { formatDate, fullName, yesNo } from '../../lib/format/format.js';
import { SearchInput, useFilteredRows, useSearch } from '../../lib/tables/SearchInput.js';
import { tenantPath } from '../../lib/routing/tenantPath.js';
import { useT } from '../../i18n/index.js';

export function matchesUser(u: User, q: string): boolean {
  const s = q.trim().toLocaleLowerCase('sv-SE');
  if (!s) return true;
  return [fullName(u), u.email, u.username].some((x) => x.toLocaleLowerCase('sv-SE').includes(s));
}

function Users() {
  const t = useT();
  const tenant = useTenant();
  const users = useOp('listUsers');
  const search = useSearch();
  const shown = useFilteredRows(users.data, search.query, matchesUser);
  const selection = useSelection();
  const bulk = useBulkRun();
  const canAddMember = useCan('addGroupMember');
  const canGrant = useCan('grantUserPermission');
  const selectable = canAddMember || canGrant;
  const shownKeys = useMemo(() => shown.map((u) => u.id), [shown]);
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
        <SearchInput
          search={search}
          mb="md"
          w={360}
          label={t.users.searchLabel}
          placeholder={t.users.searchPlaceholder}
        />
        <QueryView
          query={users}
          isEmpty={(d) => d.length === 0}
          empty={<EmptyState title={t.users.empty} />}
          loadingLabel={t.users.loading}
        >
          {(data) => (
            <>
              {selectable ? (
                <SelectionBar selection={selection} shown={shownKeys}>
                  <AddToGroupsAction
                    users={selectedRows(data, selection, (u) => u.id).map(userRef)}
                    bulk={bulk}
                  />
                  <AccessBulkActions
                    principals={selectedRows(data, selection, (u) => u.id).map((u) => ({
                      kind: 'user' as const,
                      ...userRef(u),
                    }))}
                    bulk={bulk}
                  />
                </SelectionBar>
              ) : null}
              <DataTable
                caption={t.users.title}
                noun={t.users.noun}
                data={shown}
                total={data.length}
                columns={columns}
                defaultSort="name"
                getRowId={(u) => u.id}
                empty={<EmptyState title={t.users.noMatch}>{t.users.tryAnotherSearch}</EmptyState>}
              />
            </>
          )}
        </QueryView>
      </Card>
    </>
  );
}

export default screenFor({ op: 'listUsers', what: (t) => t.users.what }, Users);
