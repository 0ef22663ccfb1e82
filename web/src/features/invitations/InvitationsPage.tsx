import { ActionIcon, Button, Card, Group, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useMemo } from 'react';
import type { User } from 'bff/contract';
import { useOp, useOpMutation } from '../../lib/queries.js';
import { groupOption } from '../../lib/pickers.js';
import { IfCan, RequireOp } from '../../lib/access.js';
import { EmptyState, PageHeader, QueryView } from '../../lib/ui.js';
import { ConfirmDeleteIcon } from '../../lib/confirm.js';
import { formatDateTime, fullName } from '../../lib/format.js';
import { useSearchParam } from '../../lib/url.js';
import { InviteForm, type InviteBody } from './InviteForm.js';

export const INVITATION_SORTS = [
  ['-invited', 'Newest'],
  ['invited', 'Oldest'],
  ['email', 'Email'],
] as const;

/**
 * Pending invitations in the chosen order: by the invited user's created time (V1 may leave it
 * out: those come last either way, by email), or by email.
 */
export function sortInvitations(list: readonly User[], sort: string): User[] {
  const byEmail = (a: User, b: User) => a.email.localeCompare(b.email, 'sv-SE');
  if (sort === 'email') return [...list].sort(byEmail);
  const dir = sort === 'invited' ? 1 : -1;
  return [...list].sort((a, b) => {
    const ta = a.createdTimestamp;
    const tb = b.createdTimestamp;
    if (ta === undefined || tb === undefined)
      return (ta === undefined ? 1 : 0) - (tb === undefined ? 1 : 0) || byEmail(a, b);
    return (ta - tb) * dir || byEmail(a, b);
  });
}

function Invitations() {
  const invitations = useOp('listInvitations');
  const groups = useOp('listGroups');
  const [sort, setSort] = useSearchParam('sort', '-invited');
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
            <Group gap="xs">
              <Text size="sm" c="dimmed" id="inv-sort">
                Sort
              </Text>
              <Button.Group aria-labelledby="inv-sort">
                {INVITATION_SORTS.map(([v, l]) => (
                  <Button
                    key={v}
                    size="xs"
                    variant={sort === v ? 'filled' : 'default'}
                    onClick={() => setSort(v === '-invited' ? null : v)}
                  >
                    {l}
                  </Button>
                ))}
              </Button.Group>
            </Group>
          </Group>
          <QueryView
            query={invitations}
            isEmpty={(d) => d.length === 0}
            empty={<EmptyState title="No pending invitations" />}
            loadingLabel="Loading invitations…"
          >
            {(data) => (
              <Table verticalSpacing="xs" highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Email</Table.Th>
                    <Table.Th>Name</Table.Th>
                    <Table.Th>Invited</Table.Th>
                    <Table.Th>
                      <span className="sr-only">Actions</span>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {sortInvitations(data, sort).map((i) => (
                    <Table.Tr key={i.id}>
                      <Table.Td>{i.email}</Table.Td>
                      <Table.Td>{fullName(i) || '–'}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        {formatDateTime(i.createdTimestamp)}
                      </Table.Td>
                      <Table.Td>
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
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </QueryView>
        </Card>
      </Stack>
    </>
  );
}

export default function InvitationsPage() {
  return (
    <RequireOp op="listInvitations" what="invitations">
      <Invitations />
    </RequireOp>
  );
}
