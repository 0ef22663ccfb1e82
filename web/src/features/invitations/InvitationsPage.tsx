import { useMemo } from 'react';
import { ActionIcon, Card, Group, Stack, Title, Tooltip } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import type { ColumnDef } from '@tanstack/react-table';
import type { User } from 'bff/contract';
import { useOp, useOpMutation } from '../../lib/data/queries.js';
import { groupOption } from '../../lib/forms/pickers.js';
import { IfCan, screenFor } from '../../lib/access/access.js';
import { EmptyState, PageHeader, QueryView } from '../../lib/ui/ui.js';
import { ConfirmDeleteIcon } from '../../lib/ui/confirm.js';
import { formatDateTime, fullName } from '../../lib/format/format.js';
import { compareSwedish, DataTable } from '../../lib/tables/DataTable.js';
import { SearchInput, useFilteredRows, useSearch } from '../../lib/tables/SearchInput.js';
import { InviteForm, type InviteBody } from './InviteForm.js';
import { ActionsHeader } from '../../lib/tables/ActionsHeader.js';

/** Search by email or name. */
export function matchesInvitation(i: User, q: string): boolean {
  const s = q.trim().toLocaleLowerCase('sv-SE');
  if (!s) return true;
  return [i.email, fullName(i)].some((x) => x.toLocaleLowerCase('sv-SE').includes(s));
}

/** By email: the order of invitations sent at the same time (or with no time) in any sort. */
function byEmail(list: readonly User[]): User[] {
  return [...list].sort((a, b) => compareSwedish(a.email, b.email));
}

/**
 * The list's columns, sortable by email, name and invited time (newest first by default; V1
 * may leave the time out: those come last either way).
 */
function invitationColumns(actions: ColumnDef<User, unknown>['cell']): ColumnDef<User, unknown>[] {
  return [
    { id: 'email', header: 'Email', accessorFn: (i) => i.email },
    {
      id: 'name',
      header: 'Name',
      accessorFn: (i) => fullName(i),
      cell: ({ row }) => fullName(row.original) || '–',
    },
    {
      id: 'invited',
      header: 'Invited',
      accessorFn: (i) => i.createdTimestamp,
      sortUndefined: 'last',
      cell: ({ row }) => formatDateTime(row.original.createdTimestamp),
      meta: { nowrap: true },
    },
    {
      id: 'actions',
      header: ActionsHeader,
      enableSorting: false,
      cell: actions,
    },
  ];
}

function Invitations() {
  const invitations = useOp('listInvitations');
  const groups = useOp('listGroups');
  const search = useSearch();
  const sorted = useMemo(() => invitations.data && byEmail(invitations.data), [invitations.data]);
  const shown = useFilteredRows(sorted, search.query, matchesInvitation);
  const resend = useOpMutation('resendInvitation', {
    call: (userId: string) => ({ params: { userId } }),
    success: 'Invitation sent again',
    toastError: true,
  });
  const del = useOpMutation('deleteInvitation', {
    call: (userId: string) => ({ params: { userId } }),
    success: 'Invitation withdrawn',
    toastError: true,
  });
  const invite = useOpMutation('createInvitations', {
    call: (body: InviteBody) => ({ body }),
    success: (created) => ({
      title: created.length === 1 ? 'Invitation sent' : `${created.length} invitations sent`,
      message: created.map((u) => u.email).join(', '),
    }),
  });
  const groupOptions = useMemo(() => (groups.data ?? []).map(groupOption), [groups.data]);

  return (
    <>
      <PageHeader
        title="Invitations"
        description="Invite people by email; they become users when they accept."
      />
      <Stack gap="lg">
        <IfCan op="createInvitations">
          <Card p="lg">
            <Title order={2} size="h4" mb="sm">
              Invite users
            </Title>
            <InviteForm groups={groupOptions} onSubmit={(body) => invite.mutateAsync(body)} />
          </Card>
        </IfCan>
        <Card p="lg">
          <Group justify="space-between" mb="sm">
            <Title order={2} size="h4">
              Pending invitations
            </Title>
            <SearchInput
              search={search}
              label="Search invitations"
              placeholder="Search by email or name"
              w={320}
            />
          </Group>
          <QueryView
            query={invitations}
            isEmpty={(d) => d.length === 0}
            empty={<EmptyState title="No pending invitations" />}
            loadingLabel="Loading invitations…"
          >
            {(data) => (
              <DataTable
                caption="Pending invitations"
                noun={{ one: 'invitation', other: 'invitations' }}
                data={shown}
                total={data.length}
                columns={invitationColumns(({ row }) => {
                  const i = row.original;
                  return (
                    <Group gap={4} wrap="nowrap" justify="flex-end">
                      <IfCan op="resendInvitation">
                        <Tooltip label="Resend">
                          <ActionIcon
                            variant="subtle"
                            aria-label={`Resend the invitation to ${i.email}`}
                            loading={resend.isPending && resend.variables === i.id}
                            onClick={() => resend.mutate(i.id)}
                          >
                            <IconSend size={16} />
                          </ActionIcon>
                        </Tooltip>
                      </IfCan>
                      <IfCan op="deleteInvitation">
                        <ConfirmDeleteIcon
                          verb="Withdraw"
                          label={`Withdraw the invitation to ${i.email}`}
                          title="Withdraw invitation"
                          message={`Withdraw the invitation to ${i.email}?`}
                          pending={del.isPending && del.variables === i.id}
                          onConfirm={() => del.mutate(i.id)}
                        />
                      </IfCan>
                    </Group>
                  );
                })}
                defaultSort="-invited"
                getRowId={(i) => i.id}
                striped={false}
                rowHeight={49}
                empty={<EmptyState title="No invitation matches">Try another search.</EmptyState>}
              />
            )}
          </QueryView>
        </Card>
      </Stack>
    </>
  );
}

export default screenFor({ op: 'listInvitations', what: 'invitations' }, Invitations);
