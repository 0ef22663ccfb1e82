import { rowRemoval } from '../../lib/tables/actionsColumn.js';
import { useMemo } from 'react';
import { Alert, Anchor } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { Link } from '../../lib/routing/Link.js';
import { useOp, useTenant } from '../../lib/data/queries.js';
import { useOpMutation } from '../../lib/data/mutations.js';
import { userOption } from '../../lib/forms/pickerOptions.js';
import { AddOneForm } from '../../lib/forms/lazyForm.js';
import { IfCan, screenFor, useCan } from '../../lib/access/access.js';
import { EmptyState, ErrorState, LoadingState, PageHeader, QueryView } from '../../lib/ui/ui.js';
import { ConfirmDeleteButton } from '../../lib/ui/confirm.js';
import { GroupMembersTable } from './GroupMembersTable.js';
import { GroupCompanies } from './GroupCompanies.js';
import { BackTrail } from '../../lib/ui/BackTrail.js';
import { tenantPath } from '../../lib/routing/tenantPath.js';
import { useT } from '../../i18n/index.js';
import { usePeople } from '../../lib/data/session.js';
import { memberCount } from './members.js';
import { selectedRows, SelectionBar, useSelection } from '../../lib/tables/selection.js';
import { useBulkRun } from '../../lib/bulk/useBulkRun.js';
import { BulkRunPanel } from '../../lib/bulk/RunPanel.js';
import {
  AccessBulkActions,
  AddMembersAction,
  RemoveMembersAction,
  userRef,
} from '../../lib/bulk/BulkActions.js';
import { SectionCard } from '../../lib/ui/SectionCard.js';

function GroupDetail() {
  const t = useT();
  const words = t.groups.detail;
  const tenant = useTenant();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const groups = useOp('listGroups');
  const members = useOp('listGroupMembers', { params: { groupId: id } });
  const users = useOp('listUsers');
  const invitations = useOp('listInvitations');
  const canAdd = useCan('addGroupMember');
  const canRemove = useCan('removeGroupMember');
  const selection = useSelection();
  const bulk = useBulkRun();
  const memberKeys = useMemo(() => (members.data ?? []).map((m) => m.id), [members.data]);
  const add = useOpMutation('addGroupMember', {
    call: (userId: string) => ({ params: { groupId: id, userId } }),
    success: words.added,
  });
  const remove = useOpMutation('removeGroupMember', {
    call: (userId: string) => ({ params: { groupId: id, userId } }),
    success: words.removed,
    toastError: true,
  });
  const del = useOpMutation('deleteGroup', {
    call: () => ({ params: { groupId: id } }),
    success: words.deleted,
    toastError: true,
    onSuccess: () => navigate(tenantPath(tenant, 'groups')),
  });
  const memberIds = useMemo(() => new Set((members.data ?? []).map((m) => m.id)), [members.data]);
  // People only: a machine user (an integration) is no member of a group of colleagues.
  const person = usePeople();
  const candidates = useMemo(
    () => (users.data ?? []).filter((u) => !memberIds.has(u.id) && person(u)).map(userOption),
    [users.data, memberIds, person],
  );

  if (groups.isPending) return <LoadingState label={words.loading} />;
  if (groups.isError)
    return <ErrorState error={groups.error} onRetry={() => void groups.refetch()} />;
  const group = groups.data.find((g) => g.id === id);
  if (!group)
    return (
      <Alert color="gray" title={words.notFoundTitle}>
        {words.notFound}{' '}
        <Anchor component={Link} to={tenantPath(tenant, 'groups')}>
          {words.backToList}
        </Anchor>
      </Alert>
    );

  return (
    <>
      <BackTrail
        listLabel={t.groups.title}
        listPath={tenantPath(tenant, 'groups')}
        here={group.name}
      />
      <PageHeader
        title={group.name}
        description={members.data ? memberCount(members.data.length) : undefined}
        actions={
          <>
            <AccessBulkActions
              principals={[{ kind: 'group', id: group.id, name: group.name }]}
              bulk={bulk}
              size="sm"
            />
            <IfCan op="deleteGroup">
              <ConfirmDeleteButton
                title={words.deleteTitle}
                message={words.deleteMessage(group.name)}
                pending={del.isPending}
                onConfirm={() => del.mutate()}
              >
                {words.deleteButton}
              </ConfirmDeleteButton>
            </IfCan>
          </>
        }
      />
      <BulkRunPanel bulk={bulk} />
      <SectionCard title={words.members}>
        {canAdd ? (
          <AddOneForm
            label={words.addLabel}
            placeholder={words.addPlaceholder}
            requiredMessage={words.chooseUser}
            options={candidates}
            onSubmit={(userId) => add.mutateAsync(userId)}
          />
        ) : null}
        <AddMembersAction
          group={{ id: group.id, name: group.name }}
          members={members.data ?? []}
          bulk={bulk}
        />
        <QueryView
          query={members}
          isEmpty={(d) => d.length === 0}
          empty={<EmptyState title={words.noMembers} />}
        >
          {(data) => (
            <>
              {canRemove ? (
                <SelectionBar selection={selection} shown={memberKeys}>
                  <RemoveMembersAction
                    group={{ id: group.id, name: group.name }}
                    selected={selectedRows(data, selection, (m) => m.id).map(userRef)}
                    bulk={bulk}
                  />
                </SelectionBar>
              ) : null}
              <GroupMembersTable
                selection={canRemove ? selection : undefined}
                members={data}
                groupName={group.name}
                users={users.data}
                invitations={invitations.data}
                remove={rowRemoval(remove)}
              />
            </>
          )}
        </QueryView>
      </SectionCard>
      <GroupCompanies groupId={group.id} />
    </>
  );
}

export default screenFor({ op: 'listGroups', what: (t) => t.groups.what }, GroupDetail);
