import { useMemo } from 'react';
import { Anchor, Card } from '@mantine/core';
import { Link } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import type { User } from 'bff/contract';
import { useOp, useTenant } from '../../lib/data/queries.js';
import { screenFor } from '../../lib/access/access.js';
import { DataTable } from '../../lib/tables/DataTable.js';
import { EmptyState, PageHeader, QueryView } from '../../lib/ui/ui.js';
import { formatDate, fullName, yesNo } from '../../lib/format/format.js';
import { SearchInput, useFilteredRows, useSearch } from '../../lib/tables/SearchInput.js';
import { tenantPath } from '../../lib/routing/tenantPath.js';

export function matchesUser(u: User, q: string): boolean {
  const s = q.trim().toLocaleLowerCase('sv-SE');
  if (!s) return true;
  return [fullName(u), u.email, u.username].some((x) => x.toLocaleLowerCase('sv-SE').includes(s));
}

function Users() {
  const tenant = useTenant();
  const users = useOp('listUsers');
  const search = useSearch();
  const shown = useFilteredRows(users.data, search.query, matchesUser);
  const columns = useMemo<ColumnDef<User, unknown>[]>(
    () => [
      {
        id: 'name',
        header: 'Name',
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
      { id: 'email', header: 'Email', accessorFn: (u) => u.email },
      {
        id: 'username',
        header: 'Username',
        accessorFn: (u) => u.username,
      },
      {
        id: 'verified',
        header: 'Email verified',
        accessorFn: (u) => yesNo(u.emailVerified),
      },
      {
        id: 'created',
        header: 'Created',
        // Users without a created time sort last.
        accessorFn: (u) => u.createdTimestamp ?? -1,
        cell: ({ row }) => formatDate(row.original.createdTimestamp),
        meta: { nowrap: true },
      },
    ],
    [tenant],
  );
  return (
    <>
      <PageHeader
        title="Users"
        description="Active users of this tenant; a user's groups are on their page. Invited users appear under Invitations until they accept."
      />
      <Card p="md">
        <SearchInput
          search={search}
          mb="md"
          w={360}
          label="Search users"
          placeholder="Search by name or email"
        />
        <QueryView
          query={users}
          isEmpty={(d) => d.length === 0}
          empty={<EmptyState title="No active users" />}
          loadingLabel="Loading users…"
        >
          {(data) => (
            <DataTable
              caption="Users"
              noun={{ one: 'user', other: 'users' }}
              data={shown}
              total={data.length}
              columns={columns}
              defaultSort="name"
              getRowId={(u) => u.id}
              empty={<EmptyState title="No user matches">Try another search.</EmptyState>}
            />
          )}
        </QueryView>
      </Card>
    </>
  );
}

export default screenFor({ op: 'listUsers', what: 'users' }, Users);
