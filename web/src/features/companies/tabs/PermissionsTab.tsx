import { rowRemoval } from '../../../lib/tables/actionsColumn.js';
import { useMemo, type ReactNode } from 'react';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { Company } from '@ledger/contract';
import { useOp } from '../../../lib/data/queries.js';
import { useOpMutation } from '../../../lib/data/mutations.js';
import { EmptyState, QueryView } from '../../../lib/ui/ui.js';
import { RequireOp } from '../../../lib/access/access.js';
import { GroupsWithAccess, UsersWithAccess } from './AccessTables.js';
import { groupOption, userOption } from '../../../lib/forms/pickerOptions.js';
import { LazyPickOneForm } from '../../../lib/forms/lazyForm.js';
import { useT } from '../../../i18n/index.js';
import { SectionCard } from '../../../lib/ui/SectionCard.js';

/**
 * The users or the groups with access: how many, a picker that grants one more (it offers those
 * without access), and the list, each with its revoke.
 */
function AccessCard(props: {
  title: string;
  grantLabel: string;
  placeholder: string;
  options: { value: string; label: string }[];
  onGrant: (id: string) => Promise<unknown>;
  /** Said instead of the list while nobody has access. */
  none: string | null;
  children: ReactNode;
}) {
  const p = useT().companies.permissions;
  return (
    <SectionCard title={props.title}>
      <LazyPickOneForm
        label={props.grantLabel}
        placeholder={props.options.length ? props.placeholder : p.everyoneHasAccess}
        options={props.options}
        requiredMessage={p.chooseFirst}
        submitLabel={p.grant}
        buttonVariant="light"
        onSubmit={props.onGrant}
      />
      {props.none !== null ? <EmptyState title={props.none} /> : props.children}
    </SectionCard>
  );
}

/** Who may still be granted access: the listed, less those who have it, as picker options. */
function withoutAccess<T extends { id: string }>(
  all: T[] | undefined,
  granted: { id: string }[] | undefined,
  option: (x: T) => { value: string; label: string },
) {
  const has = new Set(granted?.map((x) => x.id));
  return (all ?? []).filter((x) => !has.has(x.id)).map(option);
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
  const userOptions = useMemo(
    () => withoutAccess(users.data, perms.data?.users, userOption),
    [users.data, perms.data],
  );
  const groupOptions = useMemo(
    () => withoutAccess(groups.data, perms.data?.groups, groupOption),
    [groups.data, perms.data],
  );

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
              <AccessCard
                title={t.users(p.users.length)}
                grantLabel={t.grantUser}
                placeholder={t.grantUserPlaceholder}
                options={userOptions}
                onGrant={(id) => grantUser.mutateAsync(id)}
                none={p.users.length === 0 ? t.noUsers : null}
              >
                <UsersWithAccess
                  users={p.users}
                  companyName={company.name}
                  revoke={rowRemoval(revokeUser)}
                />
              </AccessCard>
              <AccessCard
                title={t.groups(p.groups.length)}
                grantLabel={t.grantGroup}
                placeholder={t.grantGroupPlaceholder}
                options={groupOptions}
                onGrant={(id) => grantGroup.mutateAsync(id)}
                none={p.groups.length === 0 ? t.noGroups : null}
              >
                <GroupsWithAccess
                  groups={p.groups}
                  companyName={company.name}
                  revoke={rowRemoval(revokeGroup)}
                />
              </AccessCard>
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
