// Filters of lists that other screens link to (the overview's "what needs doing").
import type { User } from '@ledger/contract';

/** The overview points out invitations pending for longer than this. */
export const STALE_INVITATION_DAYS = 14;
/** The invitations list's URL filter: `?pendingDays=14` shows those pending longer than 14 days. */
export const PENDING_DAYS_PARAM = 'pendingDays';

const DAY_MS = 24 * 60 * 60_000;

/**
 * Was the invitation sent more than `days` days before `now`? V1 may leave the time out
 * (`createdTimestamp` is optional): such an invitation is not counted, since nothing says so.
 */
export function pendingLongerThan(i: Pick<User, 'createdTimestamp'>, days: number, now: number) {
  return i.createdTimestamp !== undefined && now - i.createdTimestamp > days * DAY_MS;
}

/** The `pendingDays` filter as a whole number of days, or null when absent or not one. */
export function pendingDaysFilter(value: string | null): number | null {
  if (!value || !/^\d{1,4}$/.test(value)) return null;
  return Number(value);
}
