import { Box } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import type { Group, User } from '@ledger/contract';
import { DataTable } from '../../../lib/tables/DataTable.js';
import { confirmDeleteColumn, type RowRemoval } from '../../../lib/tables/actionsColumn.js';
import { fullName } from '../../../lib/format/format.js';
import { useT } from '../../../i18n/index.js';

interface Revoking {
  companyName: string;
  revoke: RowRemoval;
}

/** Who has access, sorted by its first column (`sortParam` in the address); no count line (the card's title has it). */
function AccessTable<T extends { id: string }>(props: {
  caption: string;
  rows: T[];
  columns: ColumnDef<T, unknown>[];
  sortParam: string;
}) {
  return (
    <Box mt="md">
      <DataTable
        caption={props.caption}
        data={props.rows}
        columns={props.columns}
        sortParam={props.sortParam}
        defaultSort={props.columns[0]?.id}
        getRowId={(row) => row.id}
        minWidth={0}
        striped={false}
        rowHeight={49}
      />
    </Box>
  );
}

/** The users given access to a company (`?usort=`), each with a revoke button. */
export function UsersWithAccess({ users, ...r }: { users: User[] } & Revoking) {
  const t = useT();
  const p = t.companies.permissions;
  const columns: ColumnDef<User, unknown>[] = [
    {
      id: 'name',
      header: t.common.name,
      accessorFn: (u) => fullName(u),
      cell: ({ row }) => fullName(row.original) || '–',
    },
    { id: 'email', header: t.common.email, accessorFn: (u) => u.email },
    confirmDeleteColumn('revokeUserPermission', r.revoke, (u) => ({
      verb: p.revoke,
      label: p.revokeUserLabel(u.email),
      title: p.revokeTitle,
      message: p.revokeUserMessage(u.email, r.companyName),
    })),
  ];
  return <AccessTable caption={p.usersCaption} rows={users} columns={columns} sortParam="usort" />;
}

/** The groups given access to a company (`?gsort=`), each with a revoke button. */
export function GroupsWithAccess({ groups, ...r }: { groups: Group[] } & Revoking) {
  const p = useT().companies.permissions;
  const columns: ColumnDef<Group, unknown>[] = [
    { id: 'group', header: p.group, accessorFn: (g) => g.name },
    confirmDeleteColumn('revokeGroupPermission', r.revoke, (g) => ({
      verb: p.revoke,
      label: p.revokeGroupLabel(g.name),
      title: p.revokeTitle,
      message: p.revokeGroupMessage(g.name, r.companyName),
    })),
  ];
  return (
    <AccessTable caption={p.groupsCaption} rows={groups} columns={columns} sortParam="gsort" />
  );
}
