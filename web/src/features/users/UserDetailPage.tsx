import { Anchor, Badge, Card, Group, Stack, Text, Title, Alert } from '@mantine/core';
import { Link, useNavigate, useParams } from 'react-router';
import { useOp, useOpMutation, useTenant } from '../../lib/data/queries.js';
import { IfCan, screenFor } from '../../lib/access/access.js';
import { ErrorState, LoadingState, PageHeader, QueryView } from '../../lib/ui/ui.js';
import { ConfirmDeleteButton } from '../../lib/ui/confirm.js';
import { formatDateTime, fullName, yesNo } from '../../lib/format/format.js';
import { BackTrail } from '../../lib/ui/BackTrail.js';
import { tenantPath } from '../../lib/routing/tenantPath.js';
import { Facts, LabelledValue } from '../../lib/ui/LabelledValue.js';

function UserDetail() {
  const tenant = useTenant();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const user = useOp('getUser', { params: { userId: id } });
  const groups = useOp('listUserGroups', { params: { userId: id } });
  const del = useOpMutation('deleteUser', {
    call: () => ({ params: { userId: id } }),
    success: 'User deleted',
    toastError: true,
    onSuccess: () => navigate(tenantPath(tenant, 'users')),
  });

  if (user.isPending) return <LoadingState label="Loading user…" />;
  if (user.isError)
    return user.error.status === 404 || user.error.status === 400 ? (
      <Alert color="gray" title="No such user">
        The user may have been deleted, or is still a pending invitation.{' '}
        <Anchor component={Link} to={tenantPath(tenant, 'users')}>
          Back to users
        </Anchor>
      </Alert>
    ) : (
      <ErrorState error={user.error} onRetry={() => void user.refetch()} />
    );
  const u = user.data;
  const name = fullName(u) || u.email;

  return (
    <>
      <BackTrail listLabel="Users" listPath={tenantPath(tenant, 'users')} here={name} />
      <PageHeader
        title={name}
        description={u.email}
        actions={
          <IfCan op="deleteUser">
            <ConfirmDeleteButton
              title="Delete user"
              message={`Delete ${name} with their group memberships and company permissions?`}
              pending={del.isPending}
              onConfirm={() => del.mutate()}
            >
              Delete user
            </ConfirmDeleteButton>
          </IfCan>
        }
      />
      <Stack gap="lg">
        <Card p="lg">
          <Facts>
            <LabelledValue label="Username">{u.username}</LabelledValue>
            <LabelledValue label="Email">{u.email}</LabelledValue>
            <LabelledValue label="Email verified">{yesNo(u.emailVerified)}</LabelledValue>
            <LabelledValue label="Created">{formatDateTime(u.createdTimestamp)}</LabelledValue>
          </Facts>
        </Card>
        <Card p="lg">
          <Title order={2} size="h4" mb="sm">
            {groups.data ? `Groups (${groups.data.length})` : 'Groups'}
          </Title>
          <QueryView query={groups} loadingLabel="Loading the user's groups…">
            {(memberOf) => (
              <>
                {memberOf.length === 0 ? (
                  <Text c="dimmed" size="sm">
                    Not a member of any group.
                  </Text>
                ) : (
                  <Group gap="xs">
                    {[...memberOf]
                      .sort((a, b) => a.name.localeCompare(b.name, 'sv-SE'))
                      .map((g) => (
                        <Badge
                          key={g.id}
                          component={Link}
                          to={tenantPath(tenant, 'groups', g.id)}
                          variant="light"
                          size="lg"
                          tt="none"
                          style={{ cursor: 'pointer' }}
                        >
                          {g.name}
                        </Badge>
                      ))}
                  </Group>
                )}
              </>
            )}
          </QueryView>
        </Card>
      </Stack>
    </>
  );
}

export default screenFor({ op: 'getUser', what: 'users' }, UserDetail);
