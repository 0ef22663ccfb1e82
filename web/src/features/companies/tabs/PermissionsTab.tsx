import { rowRemoval } from '../../../lib/tables/actionsColumn.js';
import { useMemo } from 'react';
import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Company } from '@ledger/contract';
import { useOp } from '../../../lib/data/queries.js';
import { useOpMutation } from '../../../lib/data/mutations.js';
import { EmptyState, QueryView } from '../../../lib/ui/ui.js';
import { RequireOp } from '../../../lib/access/access.js';
import { GroupsWithAccess, UsersWithAccess } from './AccessTables.js';
import { groupOption, userOption } from '../../../lib/forms/pickerOptions.js';
import { LazyPickOneForm } from '../../../lib/forms/lazyForm.js';
import { useT } from '../../../i18n/index.js';

/** Grant access to one more user or group: the picker offers those without it. */
function GrantForm(props: {
  label: string;
  placeholder: string;
  options: { value: string; label: string }[];
  onGrant: (id: string) => Promise<unknown>;
}) {
  const p = useT().companies.permissions;
  return (
    <LazyPickOneForm
      label={props.label}
      placeholder={props.options.length ? props.placeholder : p.everyoneHasAccess}
      options={props.options}
      requiredMessage={p.chooseFirst}
      submitLabel={p.grant}
      buttonVariant="light"
      onSubmit={props.onGrant}
    />
  );
}

function Permissions({ company }: { company: Company }) {
  const companyDurableKey = company.durableKey;
  const t = useT().companies.permissions;
  const perms = useOp('getCompanyPermissions', { params: { companyDurableKey } });
  const users = useOp('listUsers');
  const groups = useOp('listGroups');
  const grantUser = useOpMutation('grantUserPermission', {
    call: (userId: string) => ({ params: { companyDurableKey, userId } }),
    success: t.granted,
  });
  const revokeUser = useOpMutation('revokeUserPermission', {
    call: (userId: string) => ({ params: { companyDurableKey, userId } }),
    success: t.revoked,
    toastError: true,
  });
  const grantGroup = useOpMutation('grantGroupPermission', {
    call: (groupId: string) => ({ params: { companyDurableKey, groupId } }),
    success: t.granted,
  });
  const revokeGroup = useOpMutation('revokeGroupPermission', {
    call: (groupId: string) => ({ params: { companyDurableKey, groupId } }),
    success: t.revoked,
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
    <QueryView query={perms} loadingLabel={t.loading}>
      {(p) => {
        return (
          <>
            <Stack gap={4} mb="md">
              <Text size="sm" c="dimmed">
                {t.intro(company.name)}
              </Text>
              <Text size="sm" c="dimmed">
                {t.platformNote}
              </Text>
              <Text size="sm" c="dimmed">
                {t.consoleScope}
              </Text>
            </Stack>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
              <Card p="lg">
                <Title order={2} size="h4" mb="sm">
                  {t.users(p.users.length)}
                </Title>
                <GrantForm
                  label={t.grantUser}
                  placeholder={t.grantUserPlaceholder}
                  options={userOptions}
                  onGrant={(id) => grantUser.mutateAsync(id)}
                />
                {p.users.length === 0 ? (
                  <EmptyState title={t.noUsers} />
                ) : (
                  <UsersWithAccess
                    users={p.users}
                    companyName={company.name}
                    revoke={rowRemoval(revokeUser)}
                  />
                )}
              </Card>
              <Card p="lg">
                <Title order={2} size="h4" mb="sm">
                  {t.groups(p.groups.length)}
                </Title>
                <GrantForm
                  label={t.grantGroup}
                  placeholder={t.grantGroupPlaceholder}
                  options={groupOptions}
                  onGrant={(id) => grantGroup.mutateAsync(id)}
                />
                {p.groups.length === 0 ? (
                  <EmptyState title={t.noGroups} />
                ) : (
                  <GroupsWithAccess
                    groups={p.groups}
                    companyName={company.name}
                    revoke={rowRemoval(revokeGroup)}
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
  const t = useT();
  return (
    <RequireOp op="getCompanyPermissions" what={t.companies.permissions.what}>
      <Permissions company={company} />
    </RequireOp>
  );
}
