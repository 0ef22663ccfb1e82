import { useMemo } from 'react';
import { ActionIcon, Anchor, Badge, Card, Group, Stack, Text, Alert } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useNavigate, useParams } from 'react-router';
import { Link } from '../../lib/routing/Link.js';
import { useOp, useTenant } from '../../lib/data/queries.js';
import { useOpMutation } from '../../lib/data/mutations.js';
import { IfCan, screenFor, useCan } from '../../lib/access/access.js';
import { ErrorState, LoadingState, PageHeader, QueryView } from '../../lib/ui/ui.js';
import { ConfirmDeleteButton, confirmDelete } from '../../lib/ui/confirm.js';
import { AddOneForm } from '../../lib/forms/lazyForm.js';
import { groupOption } from '../../lib/forms/pickerOptions.js';
import { UserCompanies } from './UserCompanies.js';
import { formatDateTime, fullName, yesNo } from '../../lib/format/format.js';
import { BackTrail } from '../../lib/ui/BackTrail.js';
import { tenantPath } from '../../lib/routing/tenantPath.js';
import { Facts, LabelledValue } from '../../lib/ui/LabelledValue.js';
import { useT } from '../../i18n/index.js';
import { useBulkRun } from '../../lib/bulk/useBulkRun.js';
import { BulkRunPanel } from '../../lib/bulk/RunPanel.js';
import { AccessBulkActions } from '../../lib/bulk/BulkActions.js';
import { SectionCard } from '../../lib/ui/SectionCard.js';

function UserDetail() {
  const t = useT();
  const tenant = useTenant();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const user = useOp('getUser', { params: { userId: id } });
  const groups = useOp('listUserGroups', { params: { userId: id } });
  const bulk = useBulkRun();
  const canAdd = useCan('addGroupMember');
  const canRemove = useCan('removeGroupMember');
  const allGroups = useOp('listGroups', {}, { enabled: canAdd });
  const groupName = (groupId: string) =>
    allGroups.data?.find((g) => g.id === groupId)?.name ??
    groups.data?.find((g) => g.id === groupId)?.name ??
    groupId;
  const addTo = useOpMutation('addGroupMember', {
    call: (groupId: string) => ({ params: { groupId, userId: id } }),
    success: (_, groupId) => t.users.detail.addedToGroup(groupName(groupId)),
  });
  const removeFrom = useOpMutation('removeGroupMember', {
    call: (groupId: string) => ({ params: { groupId, userId: id } }),
    success: (_, groupId) => t.users.detail.removedFromGroup(groupName(groupId)),
    toastError: true,
  });
  const candidates = useMemo(
    () =>
      (allGroups.data ?? [])
        .filter((g) => !groups.data?.some((m) => m.id === g.id))
        .sort((a, b) => a.name.localeCompare(b.name, 'sv-SE'))
        .map(groupOption),
    [allGroups.data, groups.data],
  );
  const del = useOpMutation('deleteUser', {
    call: () => ({ params: { userId: id } }),
    success: t.users.detail.deleted,
    toastError: true,
    onSuccess: () => navigate(tenantPath(tenant, 'users')),
  });

  if (user.isPending) return <LoadingState label={t.users.detail.loading} />;
  if (user.isError)
    return user.error.status === 404 || user.error.status === 400 ? (
      <Alert color="gray" title={t.users.detail.notFoundTitle}>
        {t.users.detail.notFound}{' '}
        <Anchor component={Link} to={tenantPath(tenant, 'users')}>
          {t.users.detail.backToList}
        </Anchor>
      </Alert>
    ) : (
      <ErrorState error={user.error} onRetry={() => void user.refetch()} />
    );
  const u = user.data;
  const name = fullName(u) || u.email;

  return (
    <>
      <BackTrail listLabel={t.users.title} listPath={tenantPath(tenant, 'users')} here={name} />
      <PageHeader
        title={name}
        description={u.email}
        actions={
          <>
            <AccessBulkActions
              principals={[{ kind: 'user', id: u.id, name }]}
              bulk={bulk}
              size="sm"
            />
            <IfCan op="deleteUser">
              <ConfirmDeleteButton
                title={t.users.detail.deleteTitle}
                message={t.users.detail.deleteMessage(name)}
                pending={del.isPending}
                onConfirm={() => del.mutate()}
              >
                {t.users.detail.deleteButton}
              </ConfirmDeleteButton>
            </IfCan>
          </>
        }
      />
      <BulkRunPanel bulk={bulk} />
      <Stack gap="lg">
        <Card p="lg">
          <Facts>
            <LabelledValue label={t.users.columns.username}>{u.username}</LabelledValue>
            <LabelledValue label={t.common.email}>{u.email}</LabelledValue>
            <LabelledValue label={t.users.columns.emailVerified}>
              {yesNo(u.emailVerified)}
            </LabelledValue>
            <LabelledValue label={t.users.columns.created}>
              {formatDateTime(u.createdTimestamp)}
            </LabelledValue>
          </Facts>
          <Text c="dimmed" size="sm" mt="md">
            {t.users.detail.accessNote}
          </Text>
        </Card>
        <SectionCard
          title={
            groups.data ? t.users.detail.groupsCount(groups.data.length) : t.users.detail.groups
          }
        >
          {canAdd && groups.data ? (
            <AddOneForm
              label={t.users.detail.addToGroup}
              placeholder={t.users.detail.addToGroupPlaceholder}
              requiredMessage={t.users.detail.chooseGroup}
              options={candidates}
              onSubmit={(groupId) => addTo.mutateAsync(groupId)}
            />
          ) : null}
          <QueryView query={groups} loadingLabel={t.users.detail.loadingGroups}>
            {(memberOf) => (
              <>
                {memberOf.length === 0 ? (
                  <Text c="dimmed" size="sm">
                    {t.users.detail.noGroups}
                  </Text>
                ) : (
                  <Group gap="xs">
                    {[...memberOf]
                      .sort((a, b) => a.name.localeCompare(b.name, 'sv-SE'))
                      .map((g) => (
                        <Group key={g.id} gap={2} wrap="nowrap">
                          <Badge
                            component={Link}
                            to={tenantPath(tenant, 'groups', g.id)}
                            variant="light"
                            size="lg"
                            tt="none"
                            style={{ cursor: 'pointer' }}
                          >
                            {g.name}
                          </Badge>
                          {canRemove ? (
                            <ActionIcon
                              variant="subtle"
                              color="red"
                              size="sm"
                              aria-label={t.users.detail.removeFromGroupLabel(g.name)}
                              loading={removeFrom.isPending && removeFrom.variables === g.id}
                              onClick={() =>
                                confirmDelete({
                                  title: t.users.detail.removeFromGroupTitle,
                                  message: t.users.detail.removeFromGroupMessage(name, g.name),
                                  confirmLabel: t.users.detail.remove,
                                  onConfirm: () => removeFrom.mutate(g.id),
                                })
                              }
                            >
                              <IconX size={14} />
                            </ActionIcon>
                          ) : null}
                        </Group>
                      ))}
                  </Group>
                )}
              </>
            )}
          </QueryView>
        </SectionCard>
        <UserCompanies userId={id} />
      </Stack>
    </>
  );
}

export default screenFor({ op: 'getUser', what: (t) => t.users.what }, UserDetail);
