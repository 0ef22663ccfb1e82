import { useMemo } from 'react';
import { Card, SimpleGrid, Text, Title } from '@mantine/core';
import type { Company } from 'bff/contract';
import { useOp, useOpMutation } from '../../../lib/data/queries.js';
import { EmptyState, QueryView } from '../../../lib/ui/ui.js';
import { RequireOp } from '../../../lib/access/access.js';
import { GroupsWithAccess, UsersWithAccess } from './AccessTables.js';
import { groupOption, userOption } from '../../../lib/forms/pickers.js';
import { PickOneForm } from '../../../lib/forms/PickOneForm.js';

/** Grant access to one more user or group: the picker offers those without it. */
function GrantForm(props: {
  label: string;
  placeholder: string;
  options: { value: string; label: string }[];
  onGrant: (id: string) => Promise<unknown>;
}) {
  return (
    <PickOneForm
      label={props.label}
      placeholder={props.options.length ? props.placeholder : 'Everyone already has access'}
      options={props.options}
      requiredMessage="Choose one first"
      submitLabel="Grant"
      buttonVariant="light"
      onSubmit={props.onGrant}
    />
  );
}

function Permissions({ company }: { company: Company }) {
  const companyDurableKey = company.durableKey;
  const perms = useOp('getCompanyPermissions', { params: { companyDurableKey } });
  const users = useOp('listUsers');
  const groups = useOp('listGroups');
  const grantUser = useOpMutation('grantUserPermission', {
    call: (userId: string) => ({ params: { companyDurableKey, userId } }),
    success: 'Access granted',
  });
  const revokeUser = useOpMutation('revokeUserPermission', {
    call: (userId: string) => ({ params: { companyDurableKey, userId } }),
    success: 'Access revoked',
    toastError: true,
  });
  const grantGroup = useOpMutation('grantGroupPermission', {
    call: (groupId: string) => ({ params: { companyDurableKey, groupId } }),
    success: 'Access granted',
  });
  const revokeGroup = useOpMutation('revokeGroupPermission', {
    call: (groupId: string) => ({ params: { companyDurableKey, groupId } }),
    success: 'Access revoked',
    toastError: true,
  });
  const userOptions = useMemo(() => {
    const granted = new Set(perms.data?.users.map((u) => u.id));
    return (users.data ?? []).filter((u) => !granted.has(u.id)).map(userOption);
  }, [users.data, perms.data]);
  const groupOptions = useMemo(() => {
    const granted = new Set(perms.data?.groups.map((g) => g.id));
    return (groups.data ?? []).filter((g) => !granted.has(g.id)).map(groupOption);
  }, [groups.data, perms.data]);

  return (
    <QueryView query={perms} loadingLabel="Loading permissions…">
      {(p) => {
        return (
          <>
            <Text size="sm" c="dimmed" mb="md">
              Who has access to {company.name} now: the users listed here, and every member of the
              groups listed here. Grant or revoke access below.
            </Text>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
              <Card p="lg">
                <Title order={2} size="h4" mb="sm">
                  Users ({p.users.length})
                </Title>
                <GrantForm
                  label="Grant a user access"
                  placeholder="Type a name or email"
                  options={userOptions}
                  onGrant={(id) => grantUser.mutateAsync(id)}
                />
                {p.users.length === 0 ? (
                  <EmptyState title="No users have access" />
                ) : (
                  <UsersWithAccess
                    users={p.users}
                    companyName={company.name}
                    revoking={(id) => revokeUser.isPending && revokeUser.variables === id}
                    onRevoke={(id) => revokeUser.mutate(id)}
                  />
                )}
              </Card>
              <Card p="lg">
                <Title order={2} size="h4" mb="sm">
                  Groups ({p.groups.length})
                </Title>
                <GrantForm
                  label="Grant a group access"
                  placeholder="Type a group name"
                  options={groupOptions}
                  onGrant={(id) => grantGroup.mutateAsync(id)}
                />
                {p.groups.length === 0 ? (
                  <EmptyState title="No groups have access" />
                ) : (
                  <GroupsWithAccess
                    groups={p.groups}
                    companyName={company.name}
                    revoking={(id) => revokeGroup.isPending && revokeGroup.variables === id}
                    onRevoke={(id) => revokeGroup.mutate(id)}
                  />
                )}
              </Card>
            </SimpleGrid>
          </>
        );
      }}
    </QueryView>
  );
}

export function PermissionsTab({ company }: { company: Company }) {
  return (
    <RequireOp op="getCompanyPermissions" what="permissions">
      <Permissions company={company} />
    </RequireOp>
  );
}
