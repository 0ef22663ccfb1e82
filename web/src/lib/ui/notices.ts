import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { notifications, notificationsStore, type NotificationData } from '@mantine/notifications';

// The one place notifications are kept honest:
// - a notice belongs to the page it was shown on, and closes when the page changes ("Member
//   added" does not follow you to the groups list), unless it is kept (`keep`: the notice that
//   the session ended, shown as the console leaves for the sign-in page);
// - a notice about a subject replaces the one shown before about the same subject (a file's
//   "processing…" becomes its final status; "Member removed" replaces "Member added").
// Every notice counts, also those shown with Mantine's `notifications.show` directly: the page
// is taken from the store as each one appears.

/** The page (pathname) each shown notice belongs to, by notice id. */
const pageOf = new Map<string, string>();
/** Notices that stay when the page changes. */
const kept = new Set<string>();
let sequence = 0;

const here = () => (typeof window === 'undefined' ? '' : window.location.pathname);

const queued = () => {
  const { notifications: shown, queue } = notificationsStore.getState();
  return [...shown, ...queue];
};

// Every notice that appears belongs to the page the browser is on at that moment (a notice shown
// right after a navigation, like "Group deleted" on the way back to the list, belongs to the page
// navigated to: the browser's address changes at once).
notificationsStore.subscribe(({ notifications: shown, queue }) => {
  const ids = new Set<string>();
  for (const n of [...shown, ...queue]) {
    if (!n.id) continue;
    ids.add(n.id);
    if (!pageOf.has(n.id)) pageOf.set(n.id, here());
  }
  for (const id of pageOf.keys()) {
    if (!ids.has(id)) {
      pageOf.delete(id);
      kept.delete(id);
    }
  }
});

/** The notice id of a subject: one notice per subject. */
export function subjectId(subject: string): string {
  return `subject:${subject}`;
}

/** Is the notice `id` on screen (or waiting in the queue)? */
export function isShown(id: string): boolean {
  return queued().some((n) => n.id === id);
}

export type Notice = NotificationData & {
  /** What the notice is about: a new notice about it replaces the one shown. */
  subject?: string;
  /** Stays when the page changes. */
  keep?: boolean;
};

/** Shows a notice (or updates the one of its id or subject); returns its id. */
export function notify({ subject, keep, ...data }: Notice): string {
  const id = data.id ?? (subject !== undefined ? subjectId(subject) : `notice-${++sequence}`);
  if (keep) kept.add(id);
  if (isShown(id)) {
    // A notice updated in place now belongs to this page.
    pageOf.set(id, here());
    notifications.update({ ...data, id });
  } else notifications.show({ ...data, id });
  return id;
}

/**
 * Closes the notices of other pages: called with the page the browser is on now. Notices kept
 * (`keep`) stay.
 */
export function closeNoticesOfOtherPages(pathname: string): void {
  for (const [id, page] of pageOf) {
    if (page !== pathname && !kept.has(id)) notifications.hide(id);
  }
}

/** In the router's root: the notices of a page close when the page changes. */
export function useNoticesFollowThePage(): void {
  const { pathname } = useLocation();
  useEffect(() => closeNoticesOfOtherPages(pathname), [pathname]);
}
