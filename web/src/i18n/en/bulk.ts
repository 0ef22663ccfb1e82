import type { BulkAction } from '@ledger/contract';
import { counted, plural } from '../plural.js';

const n = (count: number, one: string, other: string) => plural('en', count, { one, other });

/** Row selection on the lists, the actions on a selection, and how a bulk action runs. */
export const bulk = {
  selection: {
    selectAllShown: 'Select all rows shown',
    selectRow: (label: string) => `Select ${label}`,
    column: 'Selected',
    selected: counted('en', { one: '# selected', other: '# selected' }),
    hidden: counted('en', {
      one: '(# of them is hidden by the filter)',
      other: '(# of them are hidden by the filter)',
    }),
    selectAllMatching: counted('en', {
      one: 'Select the # row shown',
      other: 'Select all # shown',
    }),
    clear: 'Clear selection',
    toolbar: 'Actions on the selected rows',
    rangeHint: 'Shift-click a second box to select every row between.',
  },
  /** A run's name, for its panel, the audit log and the result file. */
  action: {
    grantAccess: 'Give access to companies',
    revokeAccess: 'Remove access to companies',
    addGroupMembers: 'Add group members',
    removeGroupMembers: 'Remove group members',
    resendInvitations: 'Resend invitations',
    withdrawInvitations: 'Withdraw invitations',
    addFinancialYears: 'Add the next financial year',
    importInvitations: 'Import invitations',
    importCompanies: 'Import companies',
  } satisfies Record<BulkAction, string>,
  /** The buttons over a selection that start one. */
  button: {
    giveCompanies: 'Give access to…',
    removeCompanies: 'Remove access from…',
    giveAccessToCompanies: 'Give access to companies…',
    removeAccessToCompanies: 'Remove access to companies…',
    addToGroups: 'Add to groups…',
    addMembers: 'Add members…',
    removeFromGroup: 'Remove from the group',
    resend: 'Resend',
    withdraw: 'Withdraw',
    nextYear: 'Add next financial year',
  },
  dialog: {
    users: 'Users',
    groups: 'Groups',
    companies: 'Companies',
    chooseUsers: 'Type to find users',
    chooseGroups: 'Type to find groups',
    chooseCompanies: 'Type to find companies',
    nothingChosen: 'Choose at least one.',
    /** What will happen, before it starts. */
    changes: counted('en', { one: 'This makes # change', other: 'This makes # changes' }),
    giveCompaniesTitle: counted('en', {
      one: 'Give # company to users or groups',
      other: 'Give # companies to users or groups',
    }),
    removeCompaniesTitle: counted('en', {
      one: 'Remove access to # company from users or groups',
      other: 'Remove access to # companies from users or groups',
    }),
    giveCompaniesText: (companies: number, who: number) =>
      `${n(who, 'The # user or group', 'The # users and groups')} chosen get access to ${n(companies, 'the selected company', 'the # selected companies')}, one change each.`,
    removeCompaniesText: (companies: number, who: number) =>
      `${n(who, 'The # user or group', 'The # users and groups')} chosen lose the access they were given directly to ${n(companies, 'the selected company', 'the # selected companies')}.`,
    /** The access dialogs' titles: one user or group by name, or how many users or groups. */
    accessTitle: {
      named: (name: string) => `Give “${name}” access to companies`,
      users: counted('en', {
        one: 'Give # user access to companies',
        other: 'Give # users access to companies',
      }),
      groups: counted('en', {
        one: 'Give # group access to companies',
        other: 'Give # groups access to companies',
      }),
    },
    removeAccessTitle: {
      named: (name: string) => `Remove “${name}”’s access to companies`,
      users: counted('en', {
        one: 'Remove # user’s access to companies',
        other: 'Remove # users’ access to companies',
      }),
      groups: counted('en', {
        one: 'Remove # group’s access to companies',
        other: 'Remove # groups’ access to companies',
      }),
    },
    accessText: (who: number, companies: number) =>
      `${n(who, '# user or group', '# users or groups')} × ${n(companies, '# company', '# companies')}.`,
    addToGroupsTitle: counted('en', {
      one: 'Add # user to groups',
      other: 'Add # users to groups',
    }),
    addToGroupsText: (users: number, groups: number) =>
      `${n(users, '# user', '# users')} become members of ${n(groups, '# group', '# groups')}.`,
    addMembersTitle: (group: string) => `Add members to “${group}”`,
    addMembersText: (users: number, group: string) =>
      `${n(users, '# user becomes a member', '# users become members')} of “${group}”.`,
    removeMembersTitle: counted('en', {
      one: 'Remove # member from the group',
      other: 'Remove # members from the group',
    }),
    removeMembersText: (users: number, group: string) =>
      `${n(users, '# member leaves', '# members leave')} “${group}” and lose the company access the group gives.`,
    resendTitle: counted('en', { one: 'Resend # invitation', other: 'Resend # invitations' }),
    resendText: counted('en', {
      one: 'The invitation mail goes out again to # person.',
      other: 'The invitation mail goes out again to # people.',
    }),
    withdrawTitle: counted('en', { one: 'Withdraw # invitation', other: 'Withdraw # invitations' }),
    withdrawText: counted('en', {
      one: 'The invitation is withdrawn: its link stops working. This cannot be undone.',
      other: 'The # invitations are withdrawn: their links stop working. This cannot be undone.',
    }),
    nextYearTitle: counted('en', {
      one: 'Add the next financial year to # company',
      other: 'Add the next financial year to # companies',
    }),
    nextYearText:
      'Each company gets the year after its latest one, as long and starting the day after it ends. A company whose latest year has not begun yet already has its next year and is skipped, so running this again adds nothing and no company gets more than one year past the one today falls in. Companies without a financial year are skipped too. The result names the year added to each.',
    start: 'Start',
  },
  run: {
    region: 'Bulk action',
    progress: (handled: number, total: number) =>
      `${plural('en', handled, { one: '#', other: '#' })} of ${n(total, '# item', '# items')} handled`,
    phase: {
      opening: 'Starting…',
      running: 'Running: at most 4 at a time.',
      finished: 'Finished.',
      cancelled: 'Cancelled: the calls under way finished, the rest were not sent.',
      stopped:
        'Stopped: your session ended. Sign in again, then continue: what is done is not sent again.',
      refused: 'Could not start: nothing was sent.',
    },
    waiting: (seconds: number) =>
      `The platform asked the console to slow down: sending again in ${plural('en', seconds, { one: '# second', other: '# seconds' })}.`,
    counts: {
      done: 'Done',
      skipped: 'Skipped',
      failed: 'Failed',
      pending: 'Not sent',
    },
    cancel: 'Cancel',
    continue: 'Continue',
    retryFailed: counted('en', { one: 'Retry the failed one', other: 'Retry the # failed' }),
    download: 'Download results (CSV)',
    close: 'Close',
    busy: 'A bulk action is still running. Wait for it to finish, or cancel it.',
    results: 'Results',
    noun: { one: 'item', other: 'items' },
    columns: { item: 'Item', result: 'Result', reason: 'Details' },
    status: {
      pending: 'Not sent',
      running: 'Sending…',
      done: 'Done',
      skipped: 'Skipped',
      failed: 'Failed',
    },
    csvFile: (action: string, date: string) => `bulk-${action}-${date}.csv`,
    csvColumns: { key: 'key', label: 'item', result: 'result', reason: 'reason' },
    leaveTitle: 'Leave while a bulk action runs?',
    leaveText: (left: number) =>
      `${n(left, '# item is', '# items are')} not sent yet. If you leave, the calls under way finish and the rest are not sent.`,
    stay: 'Stay',
    leave: 'Leave and stop',
  },
  /** Why an item was skipped. */
  done: {
    addedYear: (start: string, end: string) => `added the year ${start} – ${end}`,
  },
  skip: {
    hasNextYear: (start: string, end: string) => `already has the year ${start} – ${end}`,
    noYear: 'has no financial year to follow',
  },
};
