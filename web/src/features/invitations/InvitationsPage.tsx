import { useMemo, type ReactNode } from 'react';
import { ActionIcon, Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import type { ColumnDef } from '@tanstack/react-table';
import type { InvitationResend, User } from '@ledger/contract';
import { HintTooltip } from '../../lib/ui/HintTooltip.js';
import { useOp } from '../../lib/data/queries.js';
import { useOpMutation } from '../../lib/data/mutations.js';
import { groupOption } from '../../lib/forms/pickerOptions.js';
import { IfCan, screenFor, useCan } from '../../lib/access/access.js';
import { selectionColumn, type Selection } from '../../lib/tables/selection.js';
import { useBulkRun } from '../../lib/bulk/useBulkRun.js';
import { BulkRunPanel } from '../../lib/bulk/RunPanel.js';
import { InvitationBulkActions } from '../../lib/bulk/BulkActions.js';
import { PageHeader } from '../../lib/ui/ui.js';
import { ConfirmDeleteIcon } from '../../lib/ui/confirm.js';
import { formatDateTime, fullName } from '../../lib/format/format.js';
import { compareSwedish } from '../../lib/tables/DataTable.js';
import { SearchableList } from '../../lib/lists/SearchableList.js';
import { useSearchableList } from '../../lib/lists/useSearchableList.js';
import type { InviteBody, KnownAddress } from './InviteForm.js';
import { ImportButton } from '../../lib/ui/ImportButton.js';
import { lazyForm } from '../../lib/forms/lazyForm.js';
import { actionsColumn } from '../../lib/tables/actionsColumn.js';
import { useT, type Catalog } from '../../i18n/index.js';
import { useSearchParam } from '../../lib/routing/url.js';
import {
  PENDING_DAYS_PARAM,
  PENDING_LIST_ID,
  pendingDaysFilter,
  pendingLongerThan,
} from '../../lib/routing/listFilters.js';
import { ALL_RESENDS, invitationResendsRead } from './resends.js';
import { useScrollToHash } from '../../lib/routing/scrollToHash.js';
import { SectionCard } from '../../lib/ui/SectionCard.js';
import { InviteFormShape } from './InviteFormShape.js';

const InviteForm = lazyForm(
  () => import('./InviteForm.js').then((m) => m.InviteForm),
  InviteFormShape,
);

/** Search by email or name. */
export function matchesInvitation(i: User, q: string): boolean {
  const s = q.trim().toLocaleLowerCase('sv-SE');
  if (!s) return true;
  return [i.email, fullName(i)].some((x) => x.toLocaleLowerCase('sv-SE').includes(s));
}

/** By email: the order of invitations sent at the same time (or with no time) in any sort. */
function byEmail(list: readonly User[]): User[] {
  return [...list].sort((a, b) => compareSwedish(a.email, b.email));
}

/** The console's last resend of each invitation, by the invited user's id. */
export type Resends = ReadonlyMap<string, InvitationResend>;

/**
 * The invitations pending longer than `days` days since last sent (all of them without a
 * filter): since the later of V1's time and the console's last resend.
 */
export function filterPending(
  list: readonly User[] | undefined,
  days: number | null,
  now: number,
  resends: Resends = new Map(),
): User[] | undefined {
  if (!list || days === null) return list as User[] | undefined;
  return list.filter((i) => pendingLongerThan(i, days, now, resends.get(i.id)?.resentAt));
}

/**
 * The list's columns, sortable by email, name and invited time (newest first by default; V1
 * may leave the time out: those come last either way). Under the time, the console's last resend
 * ("sent again <time> by <account>"): V1's time stays when the invitation was made. A name column
 * only when some invitation has a name (V1 lists invited users, whose names are usually empty
 * until they accept). V1 lists no groups or modules with an invitation (its `User` has none), so
 * the list shows none.
 */
export function invitationColumns(
  t: Catalog,
  actions: (i: User) => ReactNode,
  withNames = true,
  selection?: Selection,
  resends: Resends = new Map(),
): ColumnDef<User, unknown>[] {
  return [
    ...(selection ? [selectionColumn<User>(selection, (i) => i.email, t.bulk.selection)] : []),
    { id: 'email', header: t.common.email, accessorFn: (i) => i.email },
    ...(withNames
      ? [
          {
            id: 'name',
            header: t.common.name,
            accessorFn: (i: User) => fullName(i),
            cell: ({ row }: { row: { original: User } }) => fullName(row.original),
          } satisfies ColumnDef<User, unknown>,
        ]
      : []),
    {
      id: 'invited',
      header: t.invitations.invited,
      accessorFn: (i) => i.createdTimestamp,
      sortUndefined: 'last',
      cell: ({ row }) => {
        const resent = resends.get(row.original.id);
        return (
          <>
            {formatDateTime(row.original.createdTimestamp)}
            {resent ? (
              <Text size="xs" c="dimmed" data-testid="sent-again">
                {t.invitations.sentAgain(formatDateTime(resent.resentAt), resent.resentBy)}
              </Text>
            ) : null}
          </>
        );
      },
      meta: { nowrap: true },
    },
    actionsColumn(actions),
  ];
}

const invitationKey = (i: User) => i.id;

function Invitations() {
  const t = useT();
  const invitations = useOp('listInvitations');
  // The BFF's record of resends beside V1's list: a list without it still shows V1's times.
  const resent = invitationResendsRead.useRead(ALL_RESENDS);
  const resends: Resends = useMemo(
    () => new Map((resent.data ?? []).map((r) => [r.userId, r])),
    [resent.data],
  );
  const groups = useOp('listGroups');
  const [pendingDaysParam, setPendingDays] = useSearchParam(PENDING_DAYS_PARAM);
  const pendingDays = pendingDaysFilter(pendingDaysParam);
  const sorted = useMemo(
    () =>
      invitations.data &&
      filterPending(byEmail(invitations.data), pendingDays, Date.now(), resends),
    [invitations.data, pendingDays, resends],
  );
  const list = useSearchableList(sorted, matchesInvitation, invitationKey);
  const { selection, shownKeys } = list;
  const withNames = useMemo(
    () => (invitations.data ?? []).some((i) => fullName(i) !== ''),
    [invitations.data],
  );
  const resend = useOpMutation('resendInvitation', {
    call: (userId: string) => ({ params: { userId } }),
    success: t.invitations.resent,
    toastError: true,
  });
  const del = useOpMutation('deleteInvitation', {
    call: (userId: string) => ({ params: { userId } }),
    success: t.invitations.withdrawn,
    toastError: true,
  });
  const invite = useOpMutation('createInvitations', {
    call: (body: InviteBody) => ({ body }),
    success: (created) => ({
      title: t.invitations.sent(created.length),
      message: created.map((u) => u.email).join(', '),
    }),
  });
  const groupOptions = useMemo(() => (groups.data ?? []).map(groupOption), [groups.data]);
  const users = useOp('listUsers');
  // What the platform holds for each address, so the form names them before anything is sent.
  const knownAddresses = useMemo(() => {
    const known = new Map<string, KnownAddress>();
    for (const u of users.data ?? []) known.set(u.email.toLowerCase(), 'user');
    for (const i of invitations.data ?? []) known.set(i.email.toLowerCase(), 'invited');
    return known;
  }, [users.data, invitations.data]);
  const bulk = useBulkRun();
  const canResend = useCan('resendInvitation');
  const canWithdraw = useCan('deleteInvitation');
  const selectable = canResend || canWithdraw;
  useScrollToHash(invitations.isSuccess);

  const actions = (i: User) => (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <IfCan op="resendInvitation">
        <HintTooltip label={t.invitations.resend}>
          <ActionIcon
            variant="subtle"
            aria-label={t.invitations.resendLabel(i.email)}
            loading={resend.isPending && resend.variables === i.id}
            onClick={() => resend.mutate(i.id)}
          >
            <IconSend size={16} />
          </ActionIcon>
        </HintTooltip>
      </IfCan>
      <IfCan op="deleteInvitation">
        <ConfirmDeleteIcon
          verb={t.invitations.withdraw}
          label={t.invitations.withdrawLabel(i.email)}
          title={t.invitations.withdrawTitle}
          message={t.invitations.withdrawMessage(i.email)}
          pending={del.isPending && del.variables === i.id}
          onConfirm={() => del.mutate(i.id)}
        />
      </IfCan>
    </Group>
  );

  return (
    <>
      <PageHeader
        title={t.invitations.title}
        description={t.invitations.description}
        actions={
          <IfCan op="createInvitations">
            <ImportButton kind="invitations" />
          </IfCan>
        }
      />
      <BulkRunPanel bulk={bulk} />
      <Stack gap="lg">
        <IfCan op="createInvitations">
          <SectionCard title={t.invitations.inviteHeading}>
            <InviteForm
              groups={groupOptions}
              known={(email) => knownAddresses.get(email.toLowerCase())}
              onSubmit={(body) => invite.mutateAsync(body)}
            />
          </SectionCard>
        </IfCan>
        <Card
          p="lg"
          id={PENDING_LIST_ID}
          style={{
            scrollMarginTop: 'calc(var(--shell-header-height) + var(--mantine-spacing-sm))',
          }}
        >
          <SearchableList
            words={t.invitations}
            searchBox={{ w: 320 }}
            searchFrame={(box) => (
              <Group justify="space-between" mb="sm">
                <Title order={2} size="h4">
                  {t.invitations.pendingHeading}
                </Title>
                {box}
              </Group>
            )}
            query={invitations}
            list={list}
            bulkActions={
              selectable
                ? (chosen) => <InvitationBulkActions invitations={chosen} bulk={bulk} />
                : null
            }
            table={{
              caption: t.invitations.pendingHeading,
              columns: invitationColumns(
                t,
                actions,
                withNames,
                selectable ? selection : undefined,
                resends,
              ),
              defaultSort: '-invited',
              getRowId: invitationKey,
              striped: false,
              rowHeight: 49,
            }}
          >
            {pendingDays !== null ? (
              <Alert color="orange" variant="light" mb="sm" data-testid="pending-filter">
                {/* Text above, buttons below that wrap their words: 390 px holds both. */}
                <Stack gap="xs" align="flex-start">
                  <Text size="sm">{t.invitations.pendingLongerThan(pendingDays)}</Text>
                  <Group gap="xs">
                    {selectable && shownKeys.length > 0 ? (
                      <Button
                        variant="light"
                        size="xs"
                        className="wrapping-button"
                        onClick={() => selection.setMany(shownKeys, true)}
                      >
                        {t.invitations.selectThem(shownKeys.length)}
                      </Button>
                    ) : null}
                    <Button variant="subtle" size="xs" onClick={() => setPendingDays(null)}>
                      {t.invitations.showAll}
                    </Button>
                  </Group>
                </Stack>
              </Alert>
            ) : null}
          </SearchableList>
        </Card>
      </Stack>
    </>
  );
}

export default screenFor({ op: 'listInvitations', what: (t) => t.invitations.what }, Invitations);
