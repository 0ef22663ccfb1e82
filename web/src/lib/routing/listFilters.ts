// Filters of lists that other screens link to (the overview's "what needs doing").
import type { User } from '@ledger/contract';
import { lastSentAt, STALE_INVITATION_DAYS, waitingLongerThan } from '@ledger/contract/rules';

/** The overview points out invitations pending for longer than this (the BFF counts the same). */
export { STALE_INVITATION_DAYS };
/** The invitations list's URL filter: `?pendingDays=14` shows those pending longer than 14 days. */
export const PENDING_DAYS_PARAM = 'pendingDays';
/** The id of the invitations page's list of pending ones (a link's `#pending` lands on it). */
export const PENDING_LIST_ID = 'pending';

/**
 * Was the invitation last sent more than `days` days before `now`? It was last sent at the later
 * of V1's `createdTimestamp` and the console's last resend of it (`resentAt`, ISO), as the BFF's
 * count has it. V1 may leave the time out (`createdTimestamp` is optional): such an invitation,
 * never resent, is not counted, since nothing says so.
 */
export function pendingLongerThan(
  i: Pick<User, 'createdTimestamp'>,
  days: number,
  now: number,
  resentAt?: string,
) {
  return waitingLongerThan(lastSentAt(i.createdTimestamp, resentAt), days, now);
}

/** The `pendingDays` filter as a whole number of days, or null when absent or not one. */
export function pendingDaysFilter(value: string | null): number | null {
  if (!value || !/^\d{1,4}$/.test(value)) return null;
  return Number(value);
}
