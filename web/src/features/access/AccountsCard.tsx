import { Badge, Button, Card, Group, Title } from '@mantine/core';
import { roleLabel } from '../../lib/access/roles.js';
import { formatDateTime } from '../../lib/format/format.js';
import { CardsOrTable, type CardColumn } from '../../lib/tables/CardsOrTable.js';
import { useT, type Catalog } from '../../i18n/index.js';
import type { AccessAccount } from './accessApi.js';
import type { AccessActions } from './useAccessActions.js';

function setupState(account: AccessAccount, a: Catalog['access']): string {
  if (!account.setupPending) return a.passwordSet;
  return account.setupExpiresAt
    ? a.setupPending(formatDateTime(account.setupExpiresAt))
    : a.setupExpired;
}

/** The console's own accounts: role, firms, the platform user, set-up and second factors. */
export function AccountsCard(props: {
  accounts: AccessAccount[];
  /** The accounts with a live session, which get "End all sessions". */
  withSessions: Set<string>;
  tenantName: (id: string) => string;
  onChange: (account: AccessAccount) => void;
  actions: AccessActions;
}) {
  const a = useT().access;
  const { actions } = props;
  const factors = (x: AccessAccount) =>
    x.secondFactor
      ? a.factors(x.secondFactor.passkeys, x.secondFactor.totp, x.secondFactor.recoveryCodesLeft)
      : null;
  const columns: CardColumn<AccessAccount>[] = [
    { header: a.username, card: 'title', cell: (x) => x.username },
    {
      header: a.role,
      card: 'badge',
      cell: (x) => (
        <Badge variant="light" color={x.role === 'owner' ? 'grape' : 'blue'}>
          {roleLabel(x.role)}
        </Badge>
      ),
    },
    { header: a.tenants, card: 'line', cell: (x) => x.tenants.map(props.tenantName).join(', ') },
    {
      header: a.platformUser,
      card: 'fact',
      cell: (x) => (Object.keys(x.platformUserIds).length ? a.linked : a.notLinked),
    },
    { header: a.state, card: 'fact', cell: (x) => setupState(x, a) },
  ];
  if (props.accounts.some((x) => x.secondFactor !== null))
    columns.push({
      header: a.secondFactor,
      card: 'fact',
      cell: (x) => factors(x) ?? a.noSecondFactor,
      cardCell: factors,
    });

  /** A row's buttons: compact in the table, full size (44 px on a phone) on the cards. */
  const buttons = (x: AccessAccount, phone: boolean) => {
    const size = phone ? 'sm' : 'compact-sm';
    return (
      <Group gap={6} wrap={phone ? 'wrap' : 'nowrap'}>
        <Button
          size={size}
          variant="default"
          aria-label={a.changeAccount(x.username)}
          onClick={() => props.onChange(x)}
        >
          {a.change}
        </Button>
        <Button
          size={size}
          variant="default"
          aria-label={a.resetTitle(x.username)}
          onClick={() => actions.reset(x)}
        >
          {a.reset}
        </Button>
        {props.withSessions.has(x.username) ? (
          <Button
            size={size}
            variant="default"
            aria-label={a.endAllTitle(x.username)}
            onClick={() => actions.endAll(x.username)}
          >
            {a.endAll}
          </Button>
        ) : null}
        <Button
          size={size}
          variant="light"
          color="red"
          aria-label={a.removeTitle(x.username)}
          onClick={() => actions.remove(x)}
        >
          {a.remove}
        </Button>
      </Group>
    );
  };

  return (
    <Card withBorder padding="md">
      <Title order={2} size="h4" mb="sm">
        {a.accounts}
      </Title>
      <CardsOrTable
        label={a.accounts}
        rows={props.accounts}
        rowKey={(x) => x.username}
        columns={columns}
        actions={{ header: a.actions, render: buttons }}
      />
    </Card>
  );
}
