import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '../../lib/routing/Link.js';
import type { ReactNode } from 'react';
import type { Company } from '@ledger/contract';
import { useTenant } from '../../lib/data/queries.js';
import { useRole } from '../../lib/data/session.js';
import { can, canReadAudit } from '../../lib/access/roles.js';
import { codeLabel } from '../../lib/format/codeLabels.js';
import { tenantPath } from '../../lib/routing/tenantPath.js';
import { EmptyState } from '../../lib/ui/ui.js';
import './overview.css';
import { useT } from '../../i18n/index.js';
import { ATTENTION_ACTION_DAYS } from './days.js';
import { STALE_INVITATION_DAYS } from '../../lib/routing/listFilters.js';
import {
  attentionQuery,
  nothingNeedsDoing,
  openAssignmentsQuery,
  recentActionsPath,
  staleInvitationsPath,
  staleInvitationsQuery,
  type NeedsDoingCounts,
} from './needsDoing.js';

/** One thing to do: its count, what it is, and where to see it. */
function Item(props: {
  count: number | undefined;
  loading: boolean;
  error: boolean;
  label: (n: number) => string;
  link?: { to: string; text: string };
  children?: ReactNode;
  testId: string;
}) {
  const t = useT();
  const n = props.count;
  if (!props.loading && !props.error && n === 0) return null;
  return (
    <Stack gap={4} component="li" data-testid={props.testId}>
      <Group gap="sm" wrap="nowrap" align="baseline">
        <Badge
          variant="light"
          color={n ? 'orange' : 'gray'}
          size="lg"
          miw={36}
          style={{ fontVariantNumeric: 'tabular-nums' }}
        >
          {n ?? '–'}
        </Badge>
        <Text fw={500}>
          {props.loading
            ? t.overview.needsDoing.checking
            : props.error
              ? t.overview.needsDoing.couldNotCheck
              : props.label(n!)}
        </Text>
        {props.link && n ? (
          <Anchor component={Link} to={props.link.to} size="sm">
            {props.link.text}
          </Anchor>
        ) : null}
      </Group>
      {props.children}
    </Stack>
  );
}

/** A short list of links under an item, with "and N more". */
function Links(props: { items: { key: string; to: string; text: string }[]; total: number }) {
  const t = useT();
  if (props.items.length === 0) return null;
  return (
    <Stack gap={2} component="ul" pl={52} m={0} style={{ listStyle: 'none' }}>
      {props.items.map((i) => (
        <li key={i.key}>
          <Anchor component={Link} to={i.to} size="sm">
            {i.text}
          </Anchor>
        </li>
      ))}
      {props.total > props.items.length ? (
        <Text component="li" size="sm" c="dimmed">
          {t.overview.needsDoing.andMore(props.total - props.items.length)}
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * The card's place while its checks are made: one row per check (a row is as tall as an item's)
 * and the recent actions' line. The items are drawn together once every check has answered, so
 * nothing in the card moves as they come (an item of 0 leaves, links appear under another).
 */
function Checking(props: { rows: number; recent: boolean }) {
  const n = useT().overview.needsDoing;
  return (
    <div aria-busy="true">
      <span className="sr-only">{n.checking}</span>
      <Stack gap="md" aria-hidden>
        {Array.from({ length: props.rows }, (_, i) => (
          <Group key={i} gap="sm" wrap="nowrap" h={26}>
            <div
              className="skeleton"
              style={{ height: 26, width: 36, borderRadius: 'var(--mantine-radius-xl)' }}
            />
            <div className="skeleton" style={{ height: 14, width: `${60 - i * 8}%` }} />
          </Group>
        ))}
      </Stack>
      {props.recent ? (
        <div
          className="skeleton"
          style={{
            height: 14,
            width: '45%',
            marginTop: 'var(--mantine-spacing-md)',
            marginBottom: 5,
          }}
        />
      ) : null}
    </div>
  );
}

/**
 * What needs doing in the tenant: invitations pending too long (admins), uploads made through the
 * console that ended unreadable or stayed unverified, open assignments without work materiality,
 * and, for admins, the console's recent actions. Each with its count and a link to where it is.
 */
export function NeedsDoing({ companies }: { companies: readonly Company[] | undefined }) {
  const t = useT();
  const n = t.overview.needsDoing;
  const tenant = useTenant();
  const role = useRole();
  const admin = canReadAudit(role);
  const seesInvitations = can(role, 'listInvitations');
  // Counted by the BFF from V1's list and the console's resends (each waits from its last sending).
  const invitations = useQuery({ ...staleInvitationsQuery(tenant), enabled: seesInvitations });
  const attention = useQuery(attentionQuery(tenant));
  const assignments = useQuery(openAssignmentsQuery(tenant));
  const companyName = (key: string) => companies?.find((c) => c.durableKey === key)?.name ?? key;

  const stale = invitations.data?.count;
  const uploads = attention.data?.uploads;
  const counts: NeedsDoingCounts = {
    staleInvitations: stale,
    uploads: uploads && uploads.counts.corrupt + uploads.counts.parsed,
    openAssignments: assignments.data?.count,
  };
  const checks: (keyof NeedsDoingCounts)[] = [
    ...(seesInvitations ? (['staleInvitations'] as const) : []),
    'uploads',
    'openAssignments',
  ];
  const nothing = nothingNeedsDoing(counts, checks);
  const uploadLinks = (status: 'corrupt' | 'parsed') =>
    (uploads?.items ?? [])
      .filter((u) => u.status === status)
      .map((u) => ({
        key: u.fileId,
        to: tenantPath(tenant, 'companies', u.companyDurableKey, 'files'),
        text: n.uploadOf(u.name, companyName(u.companyDurableKey)),
      }));
  const recent = attention.data?.recentActions;
  const checking =
    (seesInvitations && invitations.isPending) || attention.isPending || assignments.isPending;

  return (
    <Card p="lg" mb="xl" component="section" aria-labelledby="needs-doing">
      <Title order={2} size="h4" mb="sm" id="needs-doing">
        {n.heading}
      </Title>
      {checking ? (
        <Checking rows={checks.length + 1} recent={admin} />
      ) : nothing ? (
        <EmptyState title={n.nothingTitle}>{n.nothing(admin)}</EmptyState>
      ) : (
        <Stack
          gap="md"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={n.heading}
        >
          {seesInvitations ? (
            <Item
              testId="needs-invitations"
              count={stale}
              loading={invitations.isPending}
              error={invitations.isError}
              label={(c) => n.staleInvitations(c, STALE_INVITATION_DAYS)}
              link={{ to: staleInvitationsPath(tenant), text: n.showInvitations }}
            />
          ) : null}
          {(['corrupt', 'parsed'] as const).map((status) => (
            <Item
              key={status}
              testId={`needs-uploads-${status}`}
              count={uploads?.counts[status]}
              loading={attention.isPending}
              error={attention.isError}
              label={status === 'corrupt' ? n.uploadsCorrupt : n.uploadsParsed}
            >
              <Links items={uploadLinks(status)} total={uploads?.counts[status] ?? 0} />
            </Item>
          ))}
          <Item
            testId="needs-assignments"
            count={assignments.data?.count}
            loading={assignments.isPending}
            error={assignments.isError}
            label={n.openAssignments}
          >
            <Links
              items={(assignments.data?.items ?? []).map((a) => ({
                key: a.assignmentId,
                to: tenantPath(tenant, 'companies', a.companyDurableKey, 'assignments'),
                text: n.assignmentOf(
                  a.companyName || companyName(a.companyDurableKey),
                  codeLabel(t.enums.assignmentType, a.type),
                ),
              }))}
              total={assignments.data?.count ?? 0}
            />
            {assignments.data &&
            assignments.data.companiesChecked < assignments.data.companiesTotal ? (
              <Text size="xs" c="dimmed" pl={52}>
                {n.partlyChecked(
                  assignments.data.companiesChecked,
                  assignments.data.companiesTotal,
                )}
              </Text>
            ) : null}
          </Item>
        </Stack>
      )}
      {!checking && uploads && uploads.counts.corrupt + uploads.counts.parsed > 0 ? (
        <Text size="xs" c="dimmed" mt="sm">
          {n.uploadsNote}
        </Text>
      ) : null}
      {!checking && admin && recent ? (
        <Group gap="sm" mt="md" data-testid="recent-actions">
          <Text size="sm">{n.recentActions(recent.count, ATTENTION_ACTION_DAYS)}</Text>
          <Anchor component={Link} to={recentActionsPath(tenant, recent.since)} size="sm">
            {n.showAudit}
          </Anchor>
        </Group>
      ) : null}
    </Card>
  );
}
