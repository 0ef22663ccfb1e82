import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import type { InvitationResponse } from 'bff/contract';
import { callOp } from '../../lib/api.js';
import { opKey, useOp, useOpMutation, useTenant } from '../../lib/queries.js';
import { IfCan, RequireOp } from '../../lib/access.js';
import { EmptyState, PageHeader, QueryView } from '../../lib/ui.js';
import { ConfirmDeleteIcon } from '../../lib/confirm.js';
import { formatDateTime } from '../../lib/format.js';
import { useSearchParam } from '../../lib/url.js';
import { InviteForm } from './InviteForm.js';

function Invitations() {
  const tenant = useTenant();
  const qc = useQueryClient();
  const invitations = useOp('listInvitations');
  const groups = useOp('listGroups');
  const [sort, setSort] = useSearchParam('sort', '-invited');
  const groupName = new Map((groups.data ?? []).map((g) => [g.id, g.name]));
  const resend = useOpMutation('resendInvitation', {
    call: (userId: string) => ({ params: { userId } }),
    invalidates: ['listInvitations'],
    success: 'Invitation sent again',
    toastError: true,
  });
  const del = useOpMutation('deleteInvitation', {
    call: (userId: string) => ({ params: { userId } }),
    invalidates: ['listInvitations', 'listGroups'],
    success: 'Invitation withdrawn',
    toastError: true,
    onSuccess: (_d, userId) =>
      qc.setQueryData<InvitationResponse[]>(opKey(tenant, 'listInvitations'), (old) =>
        old?.filter((i) => i.id !== userId),
      ),
  });

  const sorted = (d: InvitationResponse[]) =>
    [...d].sort((a, b) => {
      const dir = sort.startsWith('-') ? -1 : 1;
      const key = sort.replace(/^-/, '');
      const v =
        key === 'email'
          ? a.email.localeCompare(b.email, 'sv-SE')
          : key === 'sent'
            ? a.lastSentTimestamp - b.lastSentTimestamp
            : a.invitedTimestamp - b.invitedTimestamp;
      return v * dir;
    });

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
            <InviteForm
              groups={(groups.data ?? []).map((g) => ({ value: g.id, label: g.name }))}
              onSubmit={async (body) => {
                const created = await callOp(tenant, 'createInvitations', { body });
                await qc.invalidateQueries({ queryKey: [tenant, 'listInvitations'] });
                void qc.invalidateQueries({ queryKey: [tenant, 'listGroups'] });
                notifications.show({
                  color: 'teal',
                  title:
                    created.length === 1 ? 'Invitation sent' : `${created.length} invitations sent`,
                  message: created.map((u) => u.email).join(', '),
                });
              }}
            />
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
                {[
                  ['-invited', 'Newest'],
                  ['invited', 'Oldest'],
                  ['email', 'Email'],
                  ['-sent', 'Last sent'],
                ].map(([v, l]) => (
                  <Button
                    key={v}
                    size="xs"
                    variant={sort === v ? 'filled' : 'default'}
                    onClick={() => setSort(v === '-invited' ? null : v!)}
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
                    <Table.Th>Groups</Table.Th>
                    <Table.Th>Modules</Table.Th>
                    <Table.Th>Invited</Table.Th>
                    <Table.Th>Sent</Table.Th>
                    <Table.Th>
                      <span className="sr-only">Actions</span>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {sorted(data).map((i) => (
                    <Table.Tr key={i.id}>
                      <Table.Td>{i.email}</Table.Td>
                      <Table.Td>
                        <Group gap={4}>
                          {i.groupIds.length
                            ? i.groupIds.map((g) => (
                                <Badge key={g} size="sm" variant="light" color="gray" tt="none">
                                  {groupName.get(g) ?? '…'}
                                </Badge>
                              ))
                            : '–'}
                        </Group>
                      </Table.Td>
                      <Table.Td>{i.modules.length ? i.modules.join(', ') : '–'}</Table.Td>
                      <Table.Td>{formatDateTime(i.invitedTimestamp)}</Table.Td>
                      <Table.Td>
                        <Badge variant="light" color={i.mailsSent > 1 ? 'indigo' : 'teal'}>
                          Sent {i.mailsSent}×
                        </Badge>{' '}
                        <Text span size="xs" c="dimmed">
                          last {formatDateTime(i.lastSentTimestamp)}
                        </Text>
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
