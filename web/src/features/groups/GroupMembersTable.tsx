import { useMemo } from 'react';
import { Anchor } from '@mantine/core';
import { Link } from '../../lib/routing/Link.js';
import type { ColumnDef } from '@tanstack/react-table';
import type { User } from '@ledger/contract';
import { DataTable } from '../../lib/tables/DataTable.js';
import { fullName } from '../../lib/format/format.js';
import { memberStates, type MemberState } from './members.js';
import { tenantPath } from '../../lib/routing/tenantPath.js';
import { useTenant } from '../../lib/data/queries.js';
import { confirmDeleteColumn, type RowRemoval } from '../../lib/tables/actionsColumn.js';
import { selectionColumn, type Selection } from '../../lib/tables/selection.js';
import { useT } from '../../i18n/index.js';

type Member = User & { state: MemberState };

/** A group's members, sortable (by name first), with a remove button each where allowed. */
export function GroupMembersTable(props: {
  members: User[];
  groupName: string;
  users: readonly User[] | undefined;
  invitations: readonly User[] | undefined;
  remove: RowRemoval;
  /** Members selected for an action on many (a checkbox column when given). */
  selection?: Selection;
}) {
  const { users, invitations } = props;
  const t = useT();
  const words = t.groups.members;
  const tenant = useTenant();
  // The state is part of each row: TanStack keeps a row's values until its data changes.
  const members = useMemo(() => {
    const stateOf = memberStates(users, invitations);
    return props.members.map((m): Member => ({ ...m, state: stateOf(m.id) }));
  }, [props.members, users, invitations]);
  const columns: ColumnDef<Member, unknown>[] = [
    ...(props.selection
      ? [selectionColumn<Member>(props.selection, (m) => fullName(m) || m.email, t.bulk.selection)]
      : []),
    {
      id: 'name',
      header: t.common.name,
      accessorFn: (m) => fullName(m) || m.email,
      cell: ({ row: { original: m } }) =>
        m.state === 'active' ? (
          <Anchor component={Link} to={tenantPath(tenant, 'users', m.id)}>
            {fullName(m) || m.email}
          </Anchor>
        ) : (
          fullName(m) || '–'
        ),
    },
    { id: 'email', header: t.common.email, accessorFn: (m) => m.email },
    {
      id: 'state',
      header: words.state,
      accessorFn: (m) => (m.state ? words.states[m.state] : '–'),
    },
    confirmDeleteColumn<Member>('removeGroupMember', props.remove, (m) => ({
      verb: words.remove,
      label: words.removeLabel(m.email),
      title: words.removeTitle,
      message: words.removeMessage(m.email, props.groupName),
    })),
  ];
  return (
    <DataTable
      caption={t.groups.detail.members}
      data={members}
      columns={columns}
      defaultSort="name"
      getRowId={(m) => m.id}
      striped={false}
      rowHeight={49}
    />
  );
}
