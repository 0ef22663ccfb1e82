/**
 * The audit log's events by name: the names the BFF records them under (operation ids, console
 * route ids, or audit names such as `files.upload`) and the ids the catalog words them by.
 */
import type { Catalog } from '../../i18n/index.js';
import type { AuditEventId } from '../../i18n/en/audit.js';
import { OPERATIONS } from '../../lib/data/operations.js';

export type { AuditEventId };

/** Second factors (LOCAL_MFA): the names the BFF records them under. */
const MFA_EVENTS = {
  secondFactor: 'auth.login.second-factor',
  addPasskey: 'mfa.passkey.add',
  removePasskey: 'mfa.passkey.remove',
  setTotp: 'mfa.totp.add',
  removeTotp: 'mfa.totp.remove',
  newRecoveryCodes: 'mfa.recovery.renew',
  resetMfa: 'mfa.reset',
} as const satisfies Partial<Record<AuditEventId, string>>;
type MfaEventId = keyof typeof MFA_EVENTS;
const isMfaEvent = (e: string): e is MfaEventId => Object.hasOwn(MFA_EVENTS, e);

/** The console's own events by the names the BFF records them under (and their route ids). */
const CONSOLE_EVENTS: Record<string, AuditEventId> = {
  ...Object.fromEntries(Object.entries(MFA_EVENTS).map(([id, name]) => [name, id as MfaEventId])),
  'signoffs.sign': 'signOff',
  signOff: 'signOff',
  'signoffs.withdraw': 'withdrawSignOff',
  withdrawSignOff: 'withdrawSignOff',
  'signoffs.note.open': 'openSignOffNote',
  openSignOffNote: 'openSignOffNote',
  'signoffs.note.clear': 'clearSignOffNote',
  clearSignOffNote: 'clearSignOffNote',
  'auth.login': 'login',
  login: 'login',
  'auth.logout': 'logout',
  logout: 'logout',
  'preferences.language.set': 'setPreferences',
  setPreferences: 'setPreferences',
  'reviews.mark': 'markReviewed',
  markReviewed: 'markReviewed',
  'reviews.unmark': 'unmarkReviewed',
  unmarkReviewed: 'unmarkReviewed',
  'materiality.set': 'setMateriality',
  setMateriality: 'setMateriality',
  'bulk.run': 'openBulkRun',
  openBulkRun: 'openBulkRun',
  'vouchers.examine': 'markVoucherExamined',
  markVoucherExamined: 'markVoucherExamined',
  'vouchers.unexamine': 'unmarkVoucherExamined',
  unmarkVoucherExamined: 'unmarkVoucherExamined',
  'access.account.add': 'addAccessAccount',
  addAccessAccount: 'addAccessAccount',
  'access.account.update': 'updateAccessAccount',
  updateAccessAccount: 'updateAccessAccount',
  'access.account.remove': 'removeAccessAccount',
  removeAccessAccount: 'removeAccessAccount',
  'access.account.reset': 'resetAccessAccount',
  resetAccessAccount: 'resetAccessAccount',
  'access.sessions.end': 'endAccessSessions',
  endAccessSessions: 'endAccessSessions',
  'access.setup.complete': 'completeSetup',
  completeSetup: 'completeSetup',
};

/** Console access's events (owners) by the names the BFF records them under. */
const ACCESS_EVENTS = {
  addAccessAccount: 'access.account.add',
  updateAccessAccount: 'access.account.update',
  removeAccessAccount: 'access.account.remove',
  resetAccessAccount: 'access.account.reset',
  endAccessSessions: 'access.sessions.end',
  completeSetup: 'access.setup.complete',
} as const;
const isAccessEvent = (e: string): e is keyof typeof ACCESS_EVENTS =>
  Object.hasOwn(ACCESS_EVENTS, e);

/** The sign-off's events (ISA 230) by the names the BFF records them under. */
type SignOffEventId = 'signOff' | 'withdrawSignOff' | 'openSignOffNote' | 'clearSignOffNote';
const SIGN_OFF_EVENTS: Record<SignOffEventId, string> = {
  signOff: 'signoffs.sign',
  withdrawSignOff: 'signoffs.withdraw',
  openSignOffNote: 'signoffs.note.open',
  clearSignOffNote: 'signoffs.note.clear',
};
const isSignOffEvent = (e: string): e is SignOffEventId => Object.hasOwn(SIGN_OFF_EVENTS, e);

/** The name the BFF records an event under (what the log's operation filter takes). */
export function recordedName(event: AuditEventId): string {
  if (isSignOffEvent(event)) return SIGN_OFF_EVENTS[event];
  if (isMfaEvent(event)) return MFA_EVENTS[event];
  if (event === 'login') return 'auth.login';
  if (event === 'logout') return 'auth.logout';
  if (event === 'setPreferences') return 'preferences.language.set';
  if (event === 'markReviewed') return 'reviews.mark';
  if (event === 'unmarkReviewed') return 'reviews.unmark';
  if (event === 'setMateriality') return 'materiality.set';
  if (event === 'openBulkRun') return 'bulk.run';
  if (event === 'markVoucherExamined') return 'vouchers.examine';
  if (event === 'unmarkVoucherExamined') return 'vouchers.unexamine';
  if (isAccessEvent(event)) return ACCESS_EVENTS[event];
  return OPERATIONS[event].audit ?? event;
}

/**
 * What an entry records: its `operation` is a contract operation id, a console route id, or the
 * audit name the BFF records a change under (`files.upload`). Null: an event the console does
 * not know (a newer BFF).
 */
export function auditEvent(operation: string, t: Catalog): AuditEventId | null {
  if (Object.hasOwn(CONSOLE_EVENTS, operation)) return CONSOLE_EVENTS[operation]!;
  if (Object.hasOwn(t.audit.sentence, operation)) return operation as AuditEventId;
  for (const [id, meta] of Object.entries(OPERATIONS))
    if (meta.audit === operation && Object.hasOwn(t.audit.sentence, id)) return id as AuditEventId;
  return null;
}

/** Options of the event filter: each event by its name, valued as the BFF records it. */
export function eventOptions(t: Catalog): { value: string; label: string }[] {
  return (Object.keys(t.audit.eventName) as AuditEventId[])
    .map((e) => ({ value: recordedName(e), label: t.audit.eventName[e] }))
    .sort((a, b) => a.label.localeCompare(b.label));
}
