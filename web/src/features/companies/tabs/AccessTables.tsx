import { Box } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import type { Group, User } from '@ledger/contract';
import { ConfirmDeleteIcon } from '../../../lib/ui/confirm.js';
import { DataTable } from '../../../lib/tables/DataTable.js';
import { fullName } from '../../../lib/format/format.js';
import { ActionsHeader } from '../../../lib/tables/ActionsHeader.js';
import { useT } from '../../../i18n/index.js';

interface Revoking {
  companyName: string;
  revoking: (id: string) => boolean;
  onRevoke: (id: string) => void;
}

/**
 * The users given access to a company, sortable (`?usort=`), each with a revoke button. No count
 * line: the card's title has it.
 */
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
    {
      id: 'actions',
      header: ActionsHeader,
      enableSorting: false,
      meta: { width: 60 },
      cell: ({ row: { original: u } }) => (
        <ConfirmDeleteIcon
          verb={p.revoke}
          label={p.revokeUserLabel(u.email)}
          title={p.revokeTitle}
          message={p.revokeUserMessage(u.email, r.companyName)}
          pending={r.revoking(u.id)}
          onConfirm={() => r.onRevoke(u.id)}
        />
      ),
    },
  ];
  return (
    <Box mt="md">
      <DataTable
        caption={p.usersCaption}
        data={users}
        columns={columns}
        sortParam="usort"
        defaultSort="name"
        getRowId={(u) => u.id}
        minWidth={0}
        striped={false}
        rowHeight={49}
      />
    </Box>
  );
}

/** The groups given access to a company, sortable (`?gsort=`), each with a revoke button. */
export function GroupsWithAccess({ groups, ...r }: { groups: Group[] } & Revoking) {
  const p = useT().companies.permissions;
  const columns: ColumnDef<Group, unknown>[] = [
    { id: 'group', header: p.group, accessorFn: (g) => g.name },
    {
      id: 'actions',
      header: ActionsHeader,
      enableSorting: false,
      meta: { width: 60 },
      cell: ({ row: { original: g } }) => (
        <ConfirmDeleteIcon
          verb={p.revoke}
          label={p.revokeGroupLabel(g.name)}
          title={p.revokeTitle}
          message={p.revokeGroupMessage(g.name, r.companyName)}
          pending={r.revoking(g.id)}
          onConfirm={() => r.onRevoke(g.id)}
        />
      ),
    },
  ];
  return (
    <Box mt="md">
      <DataTable
        caption={p.groupsCaption}
        data={groups}
        columns={columns}
        sortParam="gsort"
        defaultSort="group"
        getRowId={(g) => g.id}
        minWidth={0}
        striped={false}
        rowHeight={49}
      />
    </Box>
  );
}
