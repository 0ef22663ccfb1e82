import { useState, type FormEvent } from 'react';
import {
  Badge,
  Box,
  Button,
  Card,
  Checkbox,
  CopyButton,
  Group,
  Modal,
  Radio,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { ConsoleRole } from '@ledger/contract';
import { ApiError, describeError } from '../../lib/data/api.js';
import { describeIssue } from '../../lib/data/issues.js';
import { sessionKey, useSession } from '../../lib/data/session.js';
import { screenFor } from '../../lib/access/access.js';
import { canManageAccess, roleLabel } from '../../lib/access/roles.js';
import { confirmDelete } from '../../lib/ui/confirm.js';
import { notify } from '../../lib/ui/notices.js';
import { EmptyState, FormError, Notice, PageHeader, QueryView } from '../../lib/ui/ui.js';
import { TableScroll } from '../../lib/tables/TableScroll.js';
import { formatDateTime } from '../../lib/format/format.js';
import { useT } from '../../i18n/index.js';
import { parseDevice } from './device.js';
import {
  useAccessChanges,
  useAccessOverview,
  type AccessAccount,
  type AccessOverview,
  type SetupLink,
} from './accessApi.js';

const ROLES: ConsoleRole[] = ['owner', 'admin', 'auditor'];

/** What the account form edits; `account` absent: a new one. */
interface Editing {
  account?: AccessAccount;
}

function AccountForm(props: {
  editing: Editing;
  tenants: { id: string; name: string }[];
  owners: number;
  me: string | undefined;
  onClose: () => void;
  onLink: (link: SetupLink) => void;
}) {
  const t = useT();
  const a = t.access;
  const { add, update } = useAccessChanges();
  const qc = useQueryClient();
  const current = props.editing.account;
  const [username, setUsername] = useState(current?.username ?? '');
  const [role, setRole] = useState<ConsoleRole>(current?.role ?? 'auditor');
  const [tenants, setTenants] = useState<string[]>(
    current?.tenants ?? (props.tenants.length === 1 ? [props.tenants[0]!.id] : []),
  );
  const [platformUser, setPlatformUser] = useState('');
  const [unlink, setUnlink] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const linkedTo = current ? Object.values(current.platformUserIds).join(', ') : '';
  const pending = add.isPending || update.isPending;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setFields({});
    const wanted = platformUser.trim();
    try {
      if (current) {
        const body = {
          username: current.username,
          role,
          tenants,
          ...(unlink ? { platformUser: null } : wanted ? { platformUser: wanted } : {}),
        };
        await update.mutateAsync(body);
        notify({ color: 'teal', message: a.changed(current.username) });
        // A change of one's own role or firms shows in the header and the navigation.
        if (current.username === props.me) void qc.invalidateQueries({ queryKey: sessionKey });
        props.onClose();
      } else {
        const created = await add.mutateAsync({
          username: username.trim(),
          role,
          tenants,
          ...(wanted ? { platformUser: wanted } : {}),
        });
        notify({ color: 'teal', message: a.added(created.account.username) });
        props.onLink(created.setupLink);
      }
    } catch (err) {
      if (err instanceof ApiError && err.issues.length) {
        const byField: Record<string, string> = {};
        for (const i of err.issues)
          byField[i.path.replace(/^body\./, '').split('.')[0]!] = describeIssue(i);
        setFields(byField);
      } else setError(describeError(err));
    }
  };

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate>
      <Stack gap="md">
        <FormError message={error} />
        {current ? null : (
          <TextInput
            label={a.username}
            description={a.usernameHint}
            value={username}
            onChange={(e) => setUsername(e.currentTarget.value)}
            error={fields.username}
            autoComplete="off"
            required
            data-autofocus
          />
        )}
        <Radio.Group
          label={a.role}
          value={role}
          onChange={(v) => setRole(v as ConsoleRole)}
          error={fields.role}
        >
          <Stack gap={6} mt={4}>
            {ROLES.map((r) => (
              <Radio key={r} value={r} label={roleLabel(r)} description={a.roleHint[r]} />
            ))}
          </Stack>
        </Radio.Group>
        {current?.role === 'owner' && role !== 'owner' && props.owners <= 1 ? (
          <Notice tone="warning">{a.lastOwner}</Notice>
        ) : null}
        <Checkbox.Group
          label={a.tenants}
          value={tenants}
          onChange={setTenants}
          error={fields.tenants}
        >
          <Stack gap={6} mt={4}>
            {props.tenants.map((tn) => (
              <Checkbox key={tn.id} value={tn.id} label={tn.name} />
            ))}
          </Stack>
        </Checkbox.Group>
        <TextInput
          label={a.platformUser}
          description={linkedTo ? a.keepLink(linkedTo) : a.platformUserHint}
          value={platformUser}
          onChange={(e) => setPlatformUser(e.currentTarget.value)}
          error={fields.platformUser}
          disabled={unlink}
          autoComplete="off"
        />
        {linkedTo ? (
          <Checkbox
            label={a.unlink}
            checked={unlink}
            onChange={(e) => setUnlink(e.currentTarget.checked)}
          />
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            {t.common.cancel}
          </Button>
          <Button type="submit" loading={pending}>
            {current ? a.save : a.create}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function LinkShown({ link, onClose }: { link: SetupLink; onClose: () => void }) {
  const a = useT().access;
  return (
    <Stack gap="md">
      <Text size="sm">{a.linkText(formatDateTime(link.expiresAt))}</Text>
      <TextInput
        label={a.linkLabel}
        value={link.url}
        readOnly
        onFocus={(e) => e.currentTarget.select()}
      />
      <Group justify="flex-end">
        <CopyButton value={link.url}>
          {({ copied, copy }) => (
            <Button variant="light" onClick={copy}>
              {copied ? a.copied : a.copy}
            </Button>
          )}
        </CopyButton>
        <Button onClick={onClose}>{a.done}</Button>
      </Group>
    </Stack>
  );
}

function setupState(account: AccessAccount, a: ReturnType<typeof useT>['access']): string {
  if (!account.setupPending) return a.passwordSet;
  return account.setupExpiresAt
    ? a.setupPending(formatDateTime(account.setupExpiresAt))
    : a.setupExpired;
}

function Access() {
  const t = useT();
  const a = t.access;
  const session = useSession();
  const overview = useAccessOverview();
  const changes = useAccessChanges();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [link, setLink] = useState<SetupLink | null>(null);
  /** The owner reset its own account: signed out once the new link has been taken. */
  const [outAfterLink, setOutAfterLink] = useState(false);
  const me = session.data?.user.username;
  const tenants = session.data?.tenants ?? [];
  const tenantName = (id: string) => tenants.find((x) => x.id === id)?.name ?? id;

  const closeLink = () => {
    setLink(null);
    if (outAfterLink) signedOut();
  };
  const failed = (err: unknown) => notify({ color: 'red', message: describeError(err) });
  const signedOut = () => {
    qc.clear();
    qc.setQueryData(sessionKey, null);
    void navigate('/sign-in', { replace: true });
  };

  const remove = (account: AccessAccount) =>
    confirmDelete({
      title: a.removeTitle(account.username),
      message: account.username === me ? `${a.removeText} ${a.endAllOwnText}` : a.removeText,
      confirmLabel: a.remove,
      onConfirm: () =>
        changes.remove.mutate(account.username, {
          onSuccess: () => {
            notify({ color: 'teal', message: a.removed(account.username) });
            if (account.username === me) signedOut();
          },
          onError: failed,
        }),
    });
  const reset = (account: AccessAccount) =>
    confirmDelete({
      title: a.resetTitle(account.username),
      message: account.username === me ? `${a.resetText} ${a.endAllOwnText}` : a.resetText,
      confirmLabel: a.reset,
      onConfirm: () =>
        changes.reset.mutate(account.username, {
          onSuccess: (l) => {
            notify({ color: 'teal', message: a.resetDone(account.username) });
            setOutAfterLink(account.username === me);
            setLink(l);
          },
          onError: failed,
        }),
    });
  const endAll = (username: string) =>
    confirmDelete({
      title: a.endAllTitle(username),
      message: username === me ? `${a.endAllText} ${a.endAllOwnText}` : a.endAllText,
      confirmLabel: username === me ? a.endOwnConfirm : a.endAll,
      onConfirm: () =>
        changes.endSessions.mutate(
          { username },
          {
            onSuccess: () => {
              notify({ color: 'teal', message: a.endedAll(username) });
              if (username === me) signedOut();
            },
            onError: failed,
          },
        ),
    });
  const endOne = (s: AccessOverview['sessions'][number]) =>
    confirmDelete({
      title: s.current ? a.endOwnTitle : a.endTitle(s.username),
      message: s.current ? a.endOwnText : a.endText,
      confirmLabel: s.current ? a.endOwnConfirm : a.end,
      onConfirm: () =>
        changes.endSessions.mutate(
          { session: s.id },
          {
            onSuccess: () => {
              notify({ color: 'teal', message: a.ended });
              if (s.current) signedOut();
            },
            onError: failed,
          },
        ),
    });

  /** A row's buttons: compact in the table, full size (44 px on a phone) in the phone's cards. */
  const accountActions = (x: AccessAccount, phone: boolean, hasSessions: boolean) => (
    <Group gap={6} wrap={phone ? 'wrap' : 'nowrap'}>
      <Button
        size={phone ? 'sm' : 'compact-sm'}
        variant="default"
        aria-label={a.changeAccount(x.username)}
        onClick={() => setEditing({ account: x })}
      >
        {a.change}
      </Button>
      <Button
        size={phone ? 'sm' : 'compact-sm'}
        variant="default"
        aria-label={a.resetTitle(x.username)}
        onClick={() => reset(x)}
      >
        {a.reset}
      </Button>
      {hasSessions ? (
        <Button
          size={phone ? 'sm' : 'compact-sm'}
          variant="default"
          aria-label={a.endAllTitle(x.username)}
          onClick={() => endAll(x.username)}
        >
          {a.endAll}
        </Button>
      ) : null}
      <Button
        size={phone ? 'sm' : 'compact-sm'}
        variant="light"
        color="red"
        aria-label={a.removeTitle(x.username)}
        onClick={() => remove(x)}
      >
        {a.remove}
      </Button>
    </Group>
  );

  const endButton = (s: AccessOverview['sessions'][number], phone: boolean) => (
    <Button
      size={phone ? 'sm' : 'compact-sm'}
      variant="light"
      color="red"
      aria-label={s.current ? a.endOwnTitle : a.endTitle(s.username)}
      onClick={() => endOne(s)}
    >
      {a.end}
    </Button>
  );

  const device = (ua: string | null) => {
    const d = parseDevice(ua);
    return d ? a.device_(d.browser, d.os) : a.unknownDevice;
  };

  return (
    <>
      <PageHeader
        title={a.title}
        description={a.description}
        actions={
          <Button
            leftSection={<IconUserPlus size={16} aria-hidden />}
            onClick={() => setEditing({})}
          >
            {a.addAccount}
          </Button>
        }
      />
      <QueryView query={overview}>
        {(data) => {
          const withSessions = new Set(data.sessions.map((s) => s.username));
          const showFactor = data.accounts.some((x) => x.secondFactor !== null);
          return (
            <Stack gap="lg">
              <Card withBorder padding="md">
                <Title order={2} size="h4" mb="sm">
                  {a.accounts}
                </Title>
                <Stack gap="sm" hiddenFrom="sm">
                  {data.accounts.map((x) => (
                    <Card key={x.username} withBorder padding="sm" radius="md">
                      <Group justify="space-between" wrap="nowrap" mb={4}>
                        <Text fw={600}>{x.username}</Text>
                        <Badge variant="light" color={x.role === 'owner' ? 'grape' : 'blue'}>
                          {roleLabel(x.role)}
                        </Badge>
                      </Group>
                      <Text size="sm">{x.tenants.map(tenantName).join(', ')}</Text>
                      <Text size="sm" c="dimmed" mb="xs">
                        {a.platformUser}:{' '}
                        {Object.keys(x.platformUserIds).length ? a.linked : a.notLinked}
                        {' · '}
                        {a.state}: {setupState(x, a)}
                        {x.secondFactor ? (
                          <>
                            {' · '}
                            {a.secondFactor}:{' '}
                            {a.factors(
                              x.secondFactor.passkeys,
                              x.secondFactor.totp,
                              x.secondFactor.recoveryCodesLeft,
                            )}
                          </>
                        ) : null}
                      </Text>
                      {accountActions(x, true, withSessions.has(x.username))}
                    </Card>
                  ))}
                </Stack>
                <Box visibleFrom="sm">
                  <TableScroll label={a.accounts}>
                    <Table className="phone-scroll" verticalSpacing="xs">
                      <Table.Thead>
                        <Table.Tr>
                          <Table.Th>{a.username}</Table.Th>
                          <Table.Th>{a.role}</Table.Th>
                          <Table.Th>{a.tenants}</Table.Th>
                          <Table.Th>{a.platformUser}</Table.Th>
                          <Table.Th>{a.state}</Table.Th>
                          {showFactor ? <Table.Th>{a.secondFactor}</Table.Th> : null}
                          <Table.Th>{a.actions}</Table.Th>
                        </Table.Tr>
                      </Table.Thead>
                      <Table.Tbody>
                        {data.accounts.map((x) => (
                          <Table.Tr key={x.username}>
                            <Table.Td fw={600}>{x.username}</Table.Td>
                            <Table.Td>
                              <Badge variant="light" color={x.role === 'owner' ? 'grape' : 'blue'}>
                                {roleLabel(x.role)}
                              </Badge>
                            </Table.Td>
                            <Table.Td>{x.tenants.map(tenantName).join(', ')}</Table.Td>
                            <Table.Td>
                              {Object.keys(x.platformUserIds).length ? a.linked : a.notLinked}
                            </Table.Td>
                            <Table.Td>{setupState(x, a)}</Table.Td>
                            {showFactor ? (
                              <Table.Td>
                                {x.secondFactor
                                  ? a.factors(
                                      x.secondFactor.passkeys,
                                      x.secondFactor.totp,
                                      x.secondFactor.recoveryCodesLeft,
                                    )
                                  : a.noSecondFactor}
                              </Table.Td>
                            ) : null}
                            <Table.Td>
                              {accountActions(x, false, withSessions.has(x.username))}
                            </Table.Td>
                          </Table.Tr>
                        ))}
                      </Table.Tbody>
                    </Table>
                  </TableScroll>
                </Box>
              </Card>

              <Card withBorder padding="md">
                <Title order={2} size="h4" mb="sm">
                  {a.sessions}
                </Title>
                {data.sessions.length === 0 ? (
                  <EmptyState title={a.noSessions} />
                ) : (
                  <>
                    <Stack gap="sm" hiddenFrom="sm">
                      {data.sessions.map((s) => (
                        <Card key={s.id} withBorder padding="sm" radius="md">
                          <Text fw={600}>
                            {s.username}
                            {s.current ? (
                              <Text span size="xs" c="dimmed">
                                {' '}
                                ({a.thisSession})
                              </Text>
                            ) : null}
                          </Text>
                          <Text size="sm">{device(s.userAgent)}</Text>
                          <Text size="sm" c="dimmed" mb="xs">
                            {a.started}: {formatDateTime(s.startedAt)} · {a.lastSeen}:{' '}
                            {formatDateTime(s.lastSeenAt)}
                          </Text>
                          <Group>{endButton(s, true)}</Group>
                        </Card>
                      ))}
                    </Stack>
                    <Box visibleFrom="sm">
                      <TableScroll label={a.sessions}>
                        <Table className="phone-scroll" verticalSpacing="xs">
                          <Table.Thead>
                            <Table.Tr>
                              <Table.Th>{a.person}</Table.Th>
                              <Table.Th>{a.device}</Table.Th>
                              <Table.Th>{a.started}</Table.Th>
                              <Table.Th>{a.lastSeen}</Table.Th>
                              <Table.Th>{a.actions}</Table.Th>
                            </Table.Tr>
                          </Table.Thead>
                          <Table.Tbody>
                            {data.sessions.map((s) => (
                              <Table.Tr key={s.id}>
                                <Table.Td fw={600}>
                                  {s.username}
                                  {s.current ? (
                                    <Text span size="xs" c="dimmed">
                                      {' '}
                                      ({a.thisSession})
                                    </Text>
                                  ) : null}
                                </Table.Td>
                                <Table.Td title={s.userAgent ?? undefined}>
                                  {device(s.userAgent)}
                                </Table.Td>
                                <Table.Td>{formatDateTime(s.startedAt)}</Table.Td>
                                <Table.Td>{formatDateTime(s.lastSeenAt)}</Table.Td>
                                <Table.Td>{endButton(s, false)}</Table.Td>
                              </Table.Tr>
                            ))}
                          </Table.Tbody>
                        </Table>
                      </TableScroll>
                    </Box>
                  </>
                )}
              </Card>

              {data.providerPeople ? (
                <Card withBorder padding="md">
                  <Title order={2} size="h4" mb={4}>
                    {a.providerPeople}
                  </Title>
                  <Text size="sm" c="dimmed" mb="sm">
                    {a.providerPeopleText}
                  </Text>
                  {data.providerPeople.length === 0 ? (
                    <EmptyState title={a.noProviderPeople} />
                  ) : (
                    <TableScroll label={a.providerPeople}>
                      <Table className="phone-scroll" verticalSpacing="xs">
                        <Table.Thead>
                          <Table.Tr>
                            <Table.Th>{a.name}</Table.Th>
                            <Table.Th>{a.email}</Table.Th>
                            <Table.Th>{a.role}</Table.Th>
                            <Table.Th>{a.tenants}</Table.Th>
                            <Table.Th>{a.lastSignIn}</Table.Th>
                          </Table.Tr>
                        </Table.Thead>
                        <Table.Tbody>
                          {data.providerPeople.map((p) => (
                            <Table.Tr key={p.subject}>
                              <Table.Td fw={600}>{p.name ?? p.subject}</Table.Td>
                              <Table.Td>{p.email ?? ''}</Table.Td>
                              <Table.Td>{p.role ? roleLabel(p.role) : a.refused}</Table.Td>
                              <Table.Td>{p.tenants.map(tenantName).join(', ')}</Table.Td>
                              <Table.Td>{formatDateTime(p.lastSignInAt)}</Table.Td>
                            </Table.Tr>
                          ))}
                        </Table.Tbody>
                      </Table>
                    </TableScroll>
                  )}
                </Card>
              ) : null}
            </Stack>
          );
        }}
      </QueryView>

      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.account ? a.changeAccount(editing.account.username) : a.addAccount}
      >
        {editing ? (
          <AccountForm
            editing={editing}
            tenants={tenants}
            me={me}
            owners={overview.data?.accounts.filter((x) => x.role === 'owner').length ?? 0}
            onClose={() => setEditing(null)}
            onLink={(l) => {
              setEditing(null);
              setLink(l);
            }}
          />
        ) : null}
      </Modal>
      <Modal
        opened={link !== null}
        onClose={closeLink}
        title={link ? a.linkTitle(link.username) : ''}
        size="lg"
      >
        {link ? <LinkShown link={link} onClose={closeLink} /> : null}
      </Modal>
    </>
  );
}

export default screenFor({ check: canManageAccess, what: (t) => t.access.what }, Access);
