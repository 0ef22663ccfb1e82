import { Button, Card, Text, Title } from '@mantine/core';
import { formatDateTime } from '../../lib/format/format.js';
import { CardsOrTable, type CardColumn } from '../../lib/tables/CardsOrTable.js';
import { EmptyState } from '../../lib/ui/ui.js';
import { useT } from '../../i18n/index.js';
import { parseDevice } from './device.js';
import type { AccessActions, AccessSession } from './useAccessActions.js';

/** The live sessions of every account, each with its device and an "End" button. */
export function SessionsCard(props: { sessions: AccessSession[]; actions: AccessActions }) {
  const a = useT().access;
  const device = (ua: string | null) => {
    const d = parseDevice(ua);
    return d ? a.device_(d.browser, d.os) : a.unknownDevice;
  };
  const columns: CardColumn<AccessSession>[] = [
    {
      header: a.person,
      card: 'title',
      cell: (s) => (
        <>
          {s.username}
          {s.current ? (
            <Text span size="xs" c="dimmed">
              {' '}
              ({a.thisSession})
            </Text>
          ) : null}
        </>
      ),
    },
    {
      header: a.device,
      card: 'line',
      cell: (s) => device(s.userAgent),
      cellTitle: (s) => s.userAgent ?? undefined,
    },
    { header: a.started, card: 'fact', cell: (s) => formatDateTime(s.startedAt) },
    { header: a.lastSeen, card: 'fact', cell: (s) => formatDateTime(s.lastSeenAt) },
  ];
  const endButton = (s: AccessSession, phone: boolean) => (
    <Button
      size={phone ? 'sm' : 'compact-sm'}
      variant="light"
      color="red"
      aria-label={s.current ? a.endOwnTitle : a.endTitle(s.username)}
      onClick={() => props.actions.endOne(s)}
    >
      {a.end}
    </Button>
  );
  return (
    <Card withBorder padding="md">
      <Title order={2} size="h4" mb="sm">
        {a.sessions}
      </Title>
      {props.sessions.length === 0 ? (
        <EmptyState title={a.noSessions} />
      ) : (
        <CardsOrTable
          label={a.sessions}
          rows={props.sessions}
          rowKey={(s) => s.id}
          columns={columns}
          actions={{ header: a.actions, render: endButton }}
        />
      )}
    </Card>
  );
}
