import { useState } from 'react';
import { Button, Card, Group, Select, SimpleGrid, Text, Title } from '@mantine/core';
import type { Company } from 'bff/contract';
import { useOp, useOpMutation } from '../../../lib/queries.js';
import { EmptyState, QueryView } from '../../../lib/ui.js';
import { describeError } from '../../../lib/api.js';
import { fullName } from '../../../lib/format.js';
import { RequireOp } from '../../../lib/access.js';
import { GroupsWithAccess, UsersWithAccess } from './AccessTables.js';

function GrantForm(props: {
  label: string;
  options: { value: string; label: string }[];
  pending: boolean;
  onGrant: (id: string) => Promise<unknown>;
}) {
  const [value, setValue] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      onSubmit={async (e) => {
        e.preventDefault();
        if (!value) {
          setError('Choose one first');
          return;
        }
        setError(null);
        try {
          await props.onGrant(value);
          setValue(null);
        } catch (err) {
          setError(describeError(err));
        }
      }}
    >
      <Group align="flex-start" wrap="nowrap">
        <Select
          label={props.label}
          placeholder={props.options.length ? 'Choose…' : 'Everyone already has access'}
          data={props.options}
          value={value}
          onChange={setValue}
          searchable
          style={{ flex: 1 }}
          error={error}
          nothingFoundMessage="No match"
        />
        <Button type="submit" mt={25} loading={props.pending} variant="light">
          Grant
        </Button>
      </Group>
    </form>
  );
}

function Permissions({ company }: { company: Company }) {
  const companyDurableKey = company.durableKey;
  const perms = useOp('getCompanyPermissions', { params: { companyDurableKey } });
  const users = useOp('listUsers');
  const groups = useOp('listGroups');
  const inv = ['getCompanyPermissions'] as const;
  const grantUser = useOpMutation('grantUserPermission', {
    call: (userId: string) => ({ params: { companyDurableKey, userId } }),
    invalidates: [...inv],
    success: 'Access granted',
  });
  const revokeUser = useOpMutation('revokeUserPermission', {
    call: (userId: string) => ({ params: { companyDurableKey, userId } }),
    invalidates: [...inv],
    success: 'Access revoked',
    toastError: true,
  });
  const grantGroup = useOpMutation('grantGroupPermission', {
    call: (groupId: string) => ({ params: { companyDurableKey, groupId } }),
    invalidates: [...inv],
    success: 'Access granted',
  });
  const revokeGroup = useOpMutation('revokeGroupPermission', {
    call: (groupId: string) => ({ params: { companyDurableKey, groupId } }),
    invalidates: [...inv],
    success: 'Access revoked',
    toastError: true,
  });

  return (
    <QueryView query={perms} loadingLabel="Loading permissions…">
      {(p) => {
        const grantedUsers = new Set(p.users.map((u) => u.id));
        const grantedGroups = new Set(p.groups.map((g) => g.id));
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
                  pending={grantUser.isPending}
                  options={(users.data ?? [])
                    .filter((u) => !grantedUsers.has(u.id))
                    .map((u) => ({
                      value: u.id,
                      label: fullName(u) ? `${fullName(u)} (${u.email})` : u.email,
                    }))}
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
                  pending={grantGroup.isPending}
                  options={(groups.data ?? [])
                    .filter((g) => !grantedGroups.has(g.id))
                    .map((g) => ({ value: g.id, label: g.name }))}
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
