import { useMemo } from 'react';
import { Alert, Anchor, Card, Title } from '@mantine/core';
import { Link, useNavigate, useParams } from 'react-router';
import type { User } from 'bff/contract';
import { useOp, useOpMutation, useTenant } from '../../lib/data/queries.js';
import { userOption } from '../../lib/forms/pickers.js';
import { PickOneForm } from '../../lib/forms/PickOneForm.js';
import { IfCan, screenFor, useCan } from '../../lib/access/access.js';
import { EmptyState, ErrorState, LoadingState, PageHeader, QueryView } from '../../lib/ui/ui.js';
import { ConfirmDeleteButton } from '../../lib/ui/confirm.js';
import { GroupMembersTable } from './GroupMembersTable.js';
import { BackTrail } from '../../lib/ui/BackTrail.js';
import { tenantPath } from '../../lib/routing/tenantPath.js';

export type MemberState = 'Active' | 'Invited' | null;

/**
 * Whether a member is an active user or a pending invitation (V1's `User` does not say; the two
 * lists do). null while a list is unknown, or for someone in neither.
 */
export function memberState(
  id: string,
  users: readonly User[] | undefined,
  invitations: readonly User[] | undefined,
): MemberState {
  if (users?.some((u) => u.id === id)) return 'Active';
  if (invitations?.some((u) => u.id === id)) return 'Invited';
  return null;
}

/** `0 members`, `1 member`, `12 members`. */
export function memberCount(n: number): string {
  return `${n} member${n === 1 ? '' : 's'}`;
}

function GroupDetail() {
  const tenant = useTenant();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const groups = useOp('listGroups');
  const members = useOp('listGroupMembers', { params: { groupId: id } });
  const users = useOp('listUsers');
  const invitations = useOp('listInvitations');
  const canAdd = useCan('addGroupMember');
  const add = useOpMutation('addGroupMember', {
    call: (userId: string) => ({ params: { groupId: id, userId } }),
    success: 'Member added',
  });
  const remove = useOpMutation('removeGroupMember', {
    call: (userId: string) => ({ params: { groupId: id, userId } }),
    success: 'Member removed',
    toastError: true,
  });
  const del = useOpMutation('deleteGroup', {
    call: () => ({ params: { groupId: id } }),
    success: 'Group deleted',
    toastError: true,
    onSuccess: () => navigate(tenantPath(tenant, 'groups')),
  });
  const memberIds = useMemo(() => new Set((members.data ?? []).map((m) => m.id)), [members.data]);
  const candidates = useMemo(
    () => (users.data ?? []).filter((u) => !memberIds.has(u.id)).map(userOption),
    [users.data, memberIds],
  );

  if (groups.isPending) return <LoadingState label="Loading group…" />;
  if (groups.isError)
    return <ErrorState error={groups.error} onRetry={() => void groups.refetch()} />;
  const group = groups.data.find((g) => g.id === id);
  if (!group)
    return (
      <Alert color="gray" title="No such group">
        It may have been deleted.{' '}
        <Anchor component={Link} to={tenantPath(tenant, 'groups')}>
          Back to groups
        </Anchor>
      </Alert>
    );

  return (
    <>
      <BackTrail listLabel="Groups" listPath={tenantPath(tenant, 'groups')} here={group.name} />
      <PageHeader
        title={group.name}
        description={members.data ? memberCount(members.data.length) : undefined}
        actions={
          <IfCan op="deleteGroup">
            <ConfirmDeleteButton
              title="Delete group"
              message={`Delete the group “${group.name}”? Its members stay users, but lose the company access the group gave.`}
              pending={del.isPending}
              onConfirm={() => del.mutate()}
            >
              Delete group
            </ConfirmDeleteButton>
          </IfCan>
        }
      />
      <Card p="lg">
        <Title order={2} size="h4" mb="sm">
          Members
        </Title>
        {canAdd ? (
          <PickOneForm
            formLabel="Add a member"
            label="Add a member"
            placeholder="Type a name or email"
            options={candidates}
            requiredMessage="Choose a user"
            submitLabel="Add"
            maw={560}
            mb="md"
            onSubmit={(userId) => add.mutateAsync(userId)}
          />
        ) : null}
        <QueryView
          query={members}
          isEmpty={(d) => d.length === 0}
          empty={<EmptyState title="No members yet" />}
        >
          {(data) => (
            <GroupMembersTable
              members={data}
              groupName={group.name}
              users={users.data}
              invitations={invitations.data}
              removing={(userId) => remove.isPending && remove.variables === userId}
              onRemove={(userId) => remove.mutate(userId)}
            />
          )}
        </QueryView>
      </Card>
    </>
  );
}

export default screenFor({ op: 'listGroups', what: 'groups' }, GroupDetail);
