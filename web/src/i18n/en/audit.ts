import type { operations } from '@ledger/contract';
import { counted, plural } from '../plural.js';

/** The contract operations the audit log records (the changes). */
type AuditedOperationId = Extract<(typeof operations)[number], { audit: string }>['id'];
/** Everything the audit log records: the audited operations and the console's own events. */
export type AuditEventId =
  | AuditedOperationId
  | 'signOff'
  | 'withdrawSignOff'
  | 'openSignOffNote'
  | 'clearSignOffNote'
  | 'login'
  | 'logout'
  | 'setPreferences'
  | 'markReviewed'
  | 'unmarkReviewed'
  | 'setMateriality'
  | 'openBulkRun'
  | 'secondFactor'
  | 'addPasskey'
  | 'removePasskey'
  | 'setTotp'
  | 'removeTotp'
  | 'newRecoveryCodes'
  | 'resetMfa'
  | 'markVoucherExamined'
  | 'unmarkVoucherExamined'
  | 'addAccessAccount'
  | 'updateAccessAccount'
  | 'removeAccessAccount'
  | 'resetAccessAccount'
  | 'endAccessSessions'
  | 'completeSetup';

/**
 * The audit log. Each event's sentence is a template: `{company}`, `{user}`, `{group}`,
 * `{file}`, `{year}`, `{assignment}`, `{status}`, `{value}`, `{amount}`, `{attribute}`, `{email}`,
 * `{account}`, `{voucher}`, `{levels}` and `{language}` become the entry's names (linked where there is a
 * page to go to).
 */
export const audit = {
  title: 'Audit log',
  description: 'Every change made through the console, and every sign-in, newest first.',
  exportCsv: 'Export CSV',
  exportHelp: (separator: string, decimal: string) =>
    `For Excel in English: fields separated by “${separator}”, decimal ${decimal === '.' ? 'points' : 'commas'}, UTF-8. In Swedish the export uses “;”.`,
  exported: 'Exported',
  exportedCount: counted('en', { one: '# entry', other: '# entries' }),
  exportFailed: 'Export failed',
  csvFile: (date: string) => `audit-log-${date}.csv`,
  csvColumns: {
    at: 'time',
    username: 'user',
    role: 'role',
    tenant: 'tenant',
    event: 'event',
    operation: 'operation',
    method: 'method',
    path: 'path',
    targets: 'targets',
    outcome: 'outcome',
    status: 'status',
    requestId: 'request id',
  },
  filters: {
    tenant: 'Tenant',
    allTenants: 'All tenants',
    user: 'User',
    username: 'Username',
    operation: 'Event',
    any: 'Any',
    outcome: 'Outcome',
    from: 'From',
    to: 'To',
    clear: 'Clear filters',
  },
  columns: {
    time: 'Time',
    user: 'User',
    tenant: 'Tenant',
    event: 'What happened',
    outcome: 'Outcome',
  },
  caption: 'Audit log entries',
  emptyTitle: 'No entries',
  empty: 'Nothing matches these filters.',
  loading: 'Loading the audit log…',
  page: (page: number, entries: number) =>
    `Page ${page} · ${plural('en', entries, { one: '# entry', other: '# entries' })}`,
  newer: 'Newer',
  older: 'Older',
  what: 'the audit log',
  outcome: { success: 'Success', failure: 'Failed', denied: 'Denied' },
  outcomeHelp: {
    success: 'It was done.',
    failure: 'It was tried but did not succeed.',
    denied: 'The user was not allowed to do it.',
  },
  /** Sign-off (ISA 230): `{item}`, `{step}` and `{figure}` of its sentences. */
  signOff: {
    account: (n: string) => `account ${n}`,
    line: (name: string) => `the statement line “${name}”`,
    step: { prepared: 'prepared', reviewed: 'reviewed' },
  },
  unknownUser: 'Unknown user',
  technical: {
    operation: 'Operation',
    request: 'Request',
    status: 'HTTP status',
    requestId: 'Request id',
  },
  /** Names of an entry's targets when the console cannot resolve them. */
  /** Console access's entries. */
  access: {
    roleChange: (was: string, now: string) => `${was} → ${now}`,
    sameRole: 'role unchanged',
    withTenants: (role: string, tenants: string) => `${role}, tenants ${tenants}`,
    allSessions: 'every session',
    oneSession: 'a session',
  },
  fallback: {
    company: (shortId: string) => `company ${shortId}`,
    user: (shortId: string) => `user ${shortId}`,
    file: (shortId: string) => `file ${shortId}`,
    year: 'a financial year',
    assignment: 'an assignment',
    value: 'a new value',
    email: 'an address',
  },
  attribute: { snicode: 'the SNI code', workmateriality: 'the performance materiality' } as Record<
    string,
    string
  >,
  language: { sv: 'Swedish', en: 'English' } as Record<string, string>,
  /** materiality.set: the three levels, each share in brackets. */
  levels: (overall: string, performance: string, trivial: string) =>
    `overall materiality ${overall}, performance materiality ${performance}, clearly trivial threshold ${trivial}`,
  noLevels: 'none (no overall materiality)',
  sentence: {
    login: 'Signed in',
    logout: 'Signed out',
    secondFactor: 'Confirmed a sign-in with a second factor',
    addPasskey: 'Added a passkey',
    removePasskey: 'Removed a passkey',
    setTotp: 'Set up an authenticator app',
    removeTotp: 'Removed the authenticator app',
    newRecoveryCodes: 'Replaced the recovery codes',
    resetMfa: 'Had the second factors reset by an operator',
    setPreferences: 'Chose {language} as the console language',
    markReviewed: 'Ticked off account {account} of {company}',
    markVoucherExamined: 'Marked voucher {voucher} of {company} as examined',
    unmarkVoucherExamined: 'Withdrew the examined mark of voucher {voucher} of {company}',
    unmarkReviewed: 'Took the tick mark off account {account} of {company}',
    setMateriality: 'Set the materiality levels of an assignment of {company}: {levels}',
    openBulkRun: 'Bulk action “{action}” on {total}: {counts}',
    addAccessAccount: 'Added the console account {person} as {role}',
    updateAccessAccount: 'Changed the console access of {person}: {role}',
    removeAccessAccount: 'Removed the console account {person}',
    resetAccessAccount: 'Reset the console account {person} and made a new set-up link',
    endAccessSessions: 'Ended {sessions} of {person}',
    completeSetup: 'Set the password of {person} with a set-up link',
    createCompany: 'Created the company {company}',
    updateCompany: 'Changed the company {company}',
    deleteCompany: 'Deleted the company {company}',
    setExtendedAttribute: 'Set {attribute} of {company} to {value}',
    grantUserPermission: 'Gave {user} access to {company}',
    revokeUserPermission: 'Removed the access of {user} to {company}',
    grantGroupPermission: 'Gave the group {group} access to {company}',
    revokeGroupPermission: 'Removed the access of the group {group} to {company}',
    createFinancialYear: 'Added the financial year {year} to {company}',
    deleteFinancialYear: 'Deleted the financial year {year} of {company}',
    uploadFile: 'Uploaded the file {file} to {company}',
    createAssignment: 'Created the assignment {assignment} for {company}',
    setAssignmentStatus: 'Set the status of an assignment of {company} to {status}',
    setWorkMateriality: 'Set the performance materiality of an assignment of {company} to {amount}',
    deleteUser: 'Deleted the user {user}',
    createInvitations: 'Invited {email}',
    resendInvitation: 'Sent the invitation to {user} again',
    deleteInvitation: 'Withdrew the invitation to {user}',
    createGroup: 'Created the group {group}',
    deleteGroup: 'Deleted the group {group}',
    addGroupMember: 'Added {user} to the group {group}',
    removeGroupMember: 'Removed {user} from the group {group}',
    signOff: 'Signed {item} of {company} as {step} at {figure}',
    withdrawSignOff: 'Withdrew the sign-off of {item} of {company} as {step}',
    openSignOffNote: 'Opened a review note on {item} of {company}',
    clearSignOffNote: 'Cleared a review note on {item} of {company}',
  } satisfies Record<AuditEventId, string>,
  /** Short names of the events, for the filter. */
  eventName: {
    login: 'Sign in',
    logout: 'Sign out',
    secondFactor: 'Second factor at sign-in',
    addPasskey: 'Add passkey',
    removePasskey: 'Remove passkey',
    setTotp: 'Set up authenticator app',
    removeTotp: 'Remove authenticator app',
    newRecoveryCodes: 'New recovery codes',
    resetMfa: 'Reset second factors',
    setPreferences: 'Choose language',
    markReviewed: 'Tick off account',
    markVoucherExamined: 'Mark voucher examined',
    unmarkVoucherExamined: 'Withdraw voucher examined',
    unmarkReviewed: 'Take tick mark off',
    setMateriality: 'Set materiality levels',
    openBulkRun: 'Bulk action',
    addAccessAccount: 'Add console account',
    updateAccessAccount: 'Change console access',
    removeAccessAccount: 'Remove console account',
    resetAccessAccount: 'Reset console account',
    endAccessSessions: 'End sessions',
    completeSetup: 'Set password with link',
    createCompany: 'Create company',
    updateCompany: 'Change company',
    deleteCompany: 'Delete company',
    setExtendedAttribute: 'Set SNI code or performance materiality',
    grantUserPermission: 'Give user access',
    revokeUserPermission: 'Remove user access',
    grantGroupPermission: 'Give group access',
    revokeGroupPermission: 'Remove group access',
    createFinancialYear: 'Add financial year',
    deleteFinancialYear: 'Delete financial year',
    uploadFile: 'Upload file',
    createAssignment: 'Create assignment',
    setAssignmentStatus: 'Change assignment status',
    setWorkMateriality: 'Set performance materiality',
    deleteUser: 'Delete user',
    createInvitations: 'Invite users',
    resendInvitation: 'Resend invitation',
    deleteInvitation: 'Withdraw invitation',
    createGroup: 'Create group',
    deleteGroup: 'Delete group',
    addGroupMember: 'Add group member',
    removeGroupMember: 'Remove group member',
    signOff: 'Sign off',
    withdrawSignOff: 'Withdraw sign-off',
    openSignOffNote: 'Open review note',
    clearSignOffNote: 'Clear review note',
  } satisfies Record<AuditEventId, string>,
  /** A bulk action's entry: its counts, and its calls. */
  bulk: {
    items: counted('en', { one: '# item', other: '# items' }),
    counts: (done: number, skipped: number, failed: number, pending: number) =>
      [
        `${plural('en', done, { one: '#', other: '#' })} done`,
        skipped ? `${plural('en', skipped, { one: '#', other: '#' })} skipped` : '',
        failed ? `${plural('en', failed, { one: '#', other: '#' })} failed` : '',
        pending ? `${plural('en', pending, { one: '#', other: '#' })} not sent` : '',
      ]
        .filter(Boolean)
        .join(', '),
    status: {
      running: 'running',
      finished: 'finished',
      cancelled: 'cancelled',
      stopped: 'stopped (session ended)',
    } as Record<string, string>,
    showCalls: 'Show its calls',
    callsOf: 'The calls of one bulk action',
    allEntries: 'All entries',
  },
  /** An event the console does not know (a newer BFF), by its recorded name. */
  unknownEvent: (operation: string) => `Did “${operation}”`,
};
