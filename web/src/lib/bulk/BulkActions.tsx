import { useEffect, useMemo } from 'react';
import { Button, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { ensureModals } from '../ui/ModalsHost.js';
import type { Company, Group, User } from '@ledger/contract';
import { useCan } from '../access/access.js';
import { useOp, useTenant } from '../data/queries.js';
import { usePeople } from '../data/session.js';
import { fullName } from '../format/format.js';
import { currentT, useT } from '../../i18n/index.js';
import type { CompanyRef, NamedRef, PrincipalRef } from './actions.js';
import { BulkDialog, loadActions, preloadBulk, useDialogs } from './lazy.js';
import { AccessDialogs, useAccessRights } from './AccessDialogs.js';
import type { BulkRun } from './useBulkRun.js';

/*
 * The actions over a selection, each a button that opens a dialog saying what will happen to how
 * many; Start hands the items to the screen's bulk run (`useBulkRun`). A button shows only where
 * the role may use the action's operations. The buttons are light; the dialogs, the item
 * builders, the runner and the run's panel come in chunks of their own, fetched when the actions
 * first show (on a list: the first selection), so a list that is only read never loads them.
 */

/**
 * What each action's buttons start from: the words (`d`: the dialogs') and the tenant. The bulk
 * UI's code starts coming once the actions are on screen.
 */
function useActionsSetup() {
  const t = useT();
  const tenant = useTenant();
  useEffect(preloadBulk, []);
  return { t, d: t.bulk.dialog, tenant };
}

const userName = (u: User) => fullName(u) || u.email;
export const userRef = (u: User): NamedRef => ({ id: u.id, name: userName(u) });
export const companyRef = (c: Company): CompanyRef => ({ durableKey: c.durableKey, name: c.name });

type Actions = Awaited<ReturnType<typeof loadActions>>;

/** A button that asks, then runs (for actions that need no choice: next year, resend, withdraw, remove). */
function ConfirmRunButton(props: {
  label: string;
  title: string;
  message: string;
  /** The confirming button's word; the button's own by default. */
  confirm?: string;
  light?: boolean;
  danger?: boolean;
  run: (actions: Actions) => void;
}) {
  const ask = () =>
    void ensureModals().then(() =>
      modals.openConfirmModal({
        title: props.title,
        children: <Text size="sm">{props.message}</Text>,
        labels: { confirm: props.confirm ?? props.label, cancel: currentT().common.cancel },
        confirmProps: props.danger ? { color: 'red' } : {},
        onConfirm: () => void loadActions().then(props.run),
      }),
    );
  return (
    <Button
      size="xs"
      variant={props.light || props.danger ? 'light' : 'filled'}
      color={props.danger ? 'red' : undefined}
      onClick={ask}
    >
      {props.label}
    </Button>
  );
}

/** On the companies list: give the selected companies to users or groups, take them away, next year. */
export function CompanyBulkActions({ companies, bulk }: { companies: Company[]; bulk: BulkRun }) {
  const { t, d, tenant } = useActionsSetup();
  const dialogs = useDialogs<'give' | 'remove'>();
  const rights = useAccessRights();
  const canYear = useCan('createFinancialYear');
  const open = dialogs.is('give') || dialogs.is('remove');
  const users = useOp('listUsers', {}, { enabled: open });
  const groups = useOp('listGroups', {}, { enabled: open });
  const principals = (chosen: string[][]): PrincipalRef[] => [
    ...(chosen[0] ?? []).map((id) => {
      const u = users.data?.find((x) => x.id === id);
      return { kind: 'user' as const, id, name: u ? userName(u) : id };
    }),
    ...(chosen[1] ?? []).map((id) => ({
      kind: 'group' as const,
      id,
      name: groups.data?.find((g) => g.id === id)?.name ?? id,
    })),
  ];
  const picks = [
    { label: d.users, placeholder: d.chooseUsers, from: { users: users.data ?? [] } },
    { label: d.groups, placeholder: d.chooseGroups, from: { groups: groups.data ?? [] } },
  ];
  const n = companies.length;
  const refs = companies.map(companyRef);
  return (
    <>
      <AccessDialogs
        dialogs={dialogs}
        bulk={bulk}
        canGive={rights.grantUser && rights.grantGroup}
        canRemove={rights.revokeUser && rights.revokeGroup}
        picks={picks}
        give={{
          button: t.bulk.button.giveCompanies,
          title: d.giveCompaniesTitle(n),
          describe: ([u = 0, g = 0]) => d.giveCompaniesText(n, u + g),
        }}
        remove={{
          button: t.bulk.button.removeCompanies,
          title: d.removeCompaniesTitle(n),
          describe: ([u = 0, g = 0]) => d.removeCompaniesText(n, u + g),
        }}
        changes={([u = 0, g = 0]) => n * (u + g)}
        pairs={(chosen) => ({ companies: refs, principals: principals(chosen) })}
      />
      {canYear ? (
        <ConfirmRunButton
          label={t.bulk.button.nextYear}
          title={d.nextYearTitle(n)}
          message={d.nextYearText}
          confirm={d.start}
          light
          run={(a) => bulk.start('addFinancialYears', a.nextYearItems(tenant, refs))}
        />
      ) : null}
    </>
  );
}

/**
 * An access dialog's title: the user or group by name when there is one (its page, or one row
 * selected), else how many users or groups (a list holds one kind).
 */
function accessTitle(
  words: {
    named: (name: string) => string;
    users: (n: number) => string;
    groups: (n: number) => string;
  },
  principals: readonly PrincipalRef[],
): string {
  const [only] = principals;
  if (principals.length === 1 && only) return words.named(only.name);
  return principals.every((p) => p.kind === 'group')
    ? words.groups(principals.length)
    : words.users(principals.length);
}

/** For users or groups (a list's selection, or one on its page): access to companies. */
export function AccessBulkActions({
  principals,
  bulk,
  size = 'xs',
}: {
  principals: PrincipalRef[];
  bulk: BulkRun;
  size?: 'xs' | 'sm';
}) {
  const { t, d } = useActionsSetup();
  const dialogs = useDialogs<'give' | 'remove'>();
  const kinds = [...new Set(principals.map((p) => p.kind))];
  const rights = useAccessRights();
  const open = dialogs.is('give') || dialogs.is('remove');
  const companies = useOp('listCompanies', {}, { enabled: open });
  const options = useMemo(
    () => (companies.data ?? []).map((c) => ({ value: c.durableKey, label: c.name })),
    [companies.data],
  );
  const chosenCompanies = (chosen: string[][]): CompanyRef[] =>
    (chosen[0] ?? []).map((key) => ({
      durableKey: key,
      name: companies.data?.find((c) => c.durableKey === key)?.name ?? key,
    }));
  const picks = [{ label: d.companies, placeholder: d.chooseCompanies, from: { options } }];
  const n = principals.length;
  return (
    <>
      <AccessDialogs
        dialogs={dialogs}
        bulk={bulk}
        size={size}
        canGive={kinds.every((k) => (k === 'user' ? rights.grantUser : rights.grantGroup))}
        canRemove={kinds.every((k) => (k === 'user' ? rights.revokeUser : rights.revokeGroup))}
        picks={picks}
        give={{
          button: t.bulk.button.giveAccessToCompanies,
          title: accessTitle(d.accessTitle, principals),
          describe: ([c = 0]) => d.accessText(n, c),
        }}
        remove={{
          button: t.bulk.button.removeAccessToCompanies,
          title: accessTitle(d.removeAccessTitle, principals),
          describe: ([c = 0]) => d.accessText(n, c),
        }}
        changes={([c = 0]) => n * c}
        pairs={(chosen) => ({ companies: chosenCompanies(chosen), principals })}
      />
    </>
  );
}

/** On the users list: add the selected users to groups. */
export function AddToGroupsAction({ users, bulk }: { users: NamedRef[]; bulk: BulkRun }) {
  const { t, d, tenant } = useActionsSetup();
  const dialogs = useDialogs<'add'>();
  const can = useCan('addGroupMember');
  const groups = useOp('listGroups', {}, { enabled: dialogs.is('add') });
  if (!can) return null;
  const n = users.length;
  return (
    <>
      <Button size="xs" onClick={() => dialogs.open('add')}>
        {t.bulk.button.addToGroups}
      </Button>
      <BulkDialog
        opened={dialogs.is('add')}
        onClose={dialogs.close}
        title={d.addToGroupsTitle(n)}
        picks={[
          { label: d.groups, placeholder: d.chooseGroups, from: { groups: groups.data ?? [] } },
        ]}
        describe={([g = 0]) => d.addToGroupsText(n, g)}
        changes={([g = 0]) => n * g}
        onStart={([ids = []]) => {
          const chosen = ids.map((id) => ({
            id,
            name: groups.data?.find((g: Group) => g.id === id)?.name ?? id,
          }));
          void loadActions().then((a) =>
            bulk.start('addGroupMembers', a.memberItems(tenant, chosen, users)),
          );
        }}
      />
    </>
  );
}

/** On a group's page: add members, picked from the users not in it yet. */
export function AddMembersAction({
  group,
  members,
  bulk,
}: {
  group: NamedRef;
  members: readonly User[];
  bulk: BulkRun;
}) {
  const { t, d, tenant } = useActionsSetup();
  const dialogs = useDialogs<'add'>();
  const can = useCan('addGroupMember');
  const users = useOp('listUsers', {}, { enabled: dialogs.is('add') });
  const person = usePeople();
  const notMembers = useMemo(() => {
    const inGroup = new Set(members.map((m) => m.id));
    return (users.data ?? []).filter((u) => !inGroup.has(u.id) && person(u));
  }, [users.data, members, person]);
  if (!can) return null;
  return (
    <>
      <Button size="xs" variant="light" onClick={() => dialogs.open('add')}>
        {t.bulk.button.addMembers}
      </Button>
      <BulkDialog
        opened={dialogs.is('add')}
        onClose={dialogs.close}
        title={d.addMembersTitle(group.name)}
        picks={[{ label: d.users, placeholder: d.chooseUsers, from: { users: notMembers } }]}
        describe={([u = 0]) => d.addMembersText(u, group.name)}
        changes={([u = 0]) => u}
        onStart={([ids = []]) => {
          const chosen = ids.map((id) => {
            const u = users.data?.find((x) => x.id === id);
            return { id, name: u ? userName(u) : id };
          });
          void loadActions().then((a) =>
            bulk.start('addGroupMembers', a.memberItems(tenant, [group], chosen)),
          );
        }}
      />
    </>
  );
}

/** On a group's page: remove the selected members. */
export function RemoveMembersAction({
  group,
  selected,
  bulk,
}: {
  group: NamedRef;
  selected: NamedRef[];
  bulk: BulkRun;
}) {
  const { t, d, tenant } = useActionsSetup();
  const can = useCan('removeGroupMember');
  if (!can || selected.length === 0) return null;
  return (
    <ConfirmRunButton
      label={t.bulk.button.removeFromGroup}
      title={d.removeMembersTitle(selected.length)}
      message={d.removeMembersText(selected.length, group.name)}
      danger
      run={(a) => bulk.start('removeGroupMembers', a.memberItems(tenant, [group], selected, true))}
    />
  );
}

/** On the invitations list: resend or withdraw the selected invitations. */
export function InvitationBulkActions({
  invitations,
  bulk,
}: {
  invitations: User[];
  bulk: BulkRun;
}) {
  const { t, d, tenant } = useActionsSetup();
  const canResend = useCan('resendInvitation');
  const canWithdraw = useCan('deleteInvitation');
  const n = invitations.length;
  return (
    <>
      {canResend ? (
        <ConfirmRunButton
          label={t.bulk.button.resend}
          title={d.resendTitle(n)}
          message={d.resendText(n)}
          run={(a) => bulk.start('resendInvitations', a.invitationItems(tenant, invitations))}
        />
      ) : null}
      {canWithdraw ? (
        <ConfirmRunButton
          label={t.bulk.button.withdraw}
          title={d.withdrawTitle(n)}
          message={d.withdrawText(n)}
          danger
          run={(a) =>
            bulk.start('withdrawInvitations', a.invitationItems(tenant, invitations, true))
          }
        />
      ) : null}
    </>
  );
}
