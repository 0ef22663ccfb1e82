import { useMemo } from 'react';
import { Anchor, Badge, Card, Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import type { UserResponse } from 'bff/contract';
import { useOp, useTenant } from '../../lib/queries.js';
import { RequireOp } from '../../lib/access.js';
import { DataTable } from '../../lib/DataTable.js';
import { EmptyState, PageHeader, QueryView } from '../../lib/ui.js';
import { formatDate, fullName } from '../../lib/format.js';
import { useSearchParam } from '../../lib/url.js';

export function matchesUser(u: UserResponse, q: string): boolean {
  const s = q.trim().toLocaleLowerCase('sv-SE');
  if (!s) return true;
  return [fullName(u), u.email, u.username, u.initials].some((x) =>
    x.toLocaleLowerCase('sv-SE').includes(s),
  );
}

function Users() {
  const tenant = useTenant();
  const users = useOp('listUsers');
  const groups = useOp('listGroups');
  const [q, setQ] = useSearchParam('q');
  const groupName = useMemo(
    () => new Map((groups.data ?? []).map((g) => [g.id, g.name])),
    [groups.data],
  );
  const columns = useMemo<ColumnDef<UserResponse, unknown>[]>(
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
          <Anchor
            component={Link}
            to={`/t/${encodeURIComponent(tenant)}/users/${row.original.id}`}
            fw={500}
          >
            {fullName(row.original) || row.original.email}
          </Anchor>
        ),
      },
      { id: 'email', header: 'Email', accessorFn: (u) => u.email },
      {
        id: 'groups',
        header: 'Groups',
        accessorFn: (u) => u.groupIds.length,
        cell: ({ row }) => (
          <Group gap={4}>
            {row.original.groupIds.map((g) => (
              <Badge key={g} variant="light" color="gray" size="sm" tt="none">
                {groupName.get(g) ?? '…'}
              </Badge>
            ))}
          </Group>
        ),
      },
      {
        id: 'modules',
        header: 'Modules',
        accessorFn: (u) => u.modules.join(', '),
      },
      {
        id: 'created',
        header: 'Created',
        accessorFn: (u) => u.createdTimestamp,
        cell: ({ getValue }) => formatDate(getValue() as number),
        meta: { nowrap: true },
      },
    ],
    [tenant, groupName],
  );
  return (
    <>
      <PageHeader
        title="Users"
        description="Active users of this tenant. Invited users appear under Invitations until they accept."
      />
      <Card p="md">
        <TextInput
          mb="md"
          w={360}
          aria-label="Search users"
          placeholder="Search by name or email"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={q}
          onChange={(e) => setQ(e.currentTarget.value)}
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
              data={data.filter((u) => matchesUser(u, q))}
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

export default function UsersPage() {
  return (
    <RequireOp op="listUsers" what="users">
      <Users />
    </RequireOp>
  );
}
