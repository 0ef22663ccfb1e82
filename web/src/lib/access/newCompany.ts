import type { CompanyAuthorization, Group } from '@ledger/contract';

/**
 * Who a new company is opened to, as the person chooses it on the new-company form
 * (docs/V1-GUIDE.md, "Who gets access to a new company"): the groups of their own platform user,
 * users and groups they pick, nobody yet, or everyone in the firm (never the default: an audit
 * firm's clients are not every employee's business).
 */
export const ACCESS_CHOICES = ['mine', 'chosen', 'nobody', 'everyone'] as const;
export type AccessChoice = (typeof ACCESS_CHOICES)[number];

/**
 * The creator's groups: known when the console account is linked to a platform user in the
 * tenant (`user.platformUserIds`), read from V1 (`GET /users/{userId}/groups`).
 */
export type MyGroups =
  | { state: 'unlinked' }
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'known'; groups: readonly Group[] };

/** Only my groups when there are any; otherwise nobody; undecided while they are being read. */
export function defaultAccessChoice(mine: MyGroups): AccessChoice | null {
  if (mine.state === 'loading') return null;
  return mine.state === 'known' && mine.groups.length > 0 ? 'mine' : 'nobody';
}

/** Whether "only my groups" can be chosen. */
export const canChooseMine = (mine: MyGroups): boolean =>
  mine.state === 'known' && mine.groups.length > 0;

/** No user or group of the platform: V1's type 2 (the listed users and groups) with both empty. */
export const NOBODY: CompanyAuthorization = { type: 2, userIds: [], groupIds: [] };

/**
 * V1's `authorization` for a choice (the types as docs/GLOSSARY.md reads them); null when the
 * choice names nobody it should (chosen, with nothing picked; my groups, unknown).
 */
export function authorizationFor(
  choice: AccessChoice,
  mine: MyGroups,
  picked: { userIds: readonly string[]; groupIds: readonly string[] },
): CompanyAuthorization | null {
  switch (choice) {
    case 'everyone':
      return { type: 1, userIds: [], groupIds: [] };
    case 'nobody':
      return NOBODY;
    case 'mine':
      return canChooseMine(mine) && mine.state === 'known'
        ? { type: 3, userIds: [], groupIds: mine.groups.map((g) => g.id) }
        : null;
    case 'chosen': {
      const userIds = [...picked.userIds];
      const groupIds = [...picked.groupIds];
      if (userIds.length && groupIds.length) return { type: 2, userIds, groupIds };
      if (groupIds.length) return { type: 3, userIds, groupIds };
      if (userIds.length) return { type: 4, userIds, groupIds };
      return null;
    }
  }
}

/**
 * What a company gets when nobody says otherwise (a file's row without access columns): the same
 * default as the form's, my groups when there are any, else nobody.
 */
export function defaultAuthorization(mine: MyGroups): CompanyAuthorization {
  return (canChooseMine(mine) && authorizationFor('mine', mine, NOBODY)) || NOBODY;
}

/** The people a set of users and group member lists add up to (each counted once). */
export function peopleCount(
  userIds: readonly string[],
  memberLists: readonly (readonly { id: string }[])[],
): number {
  const ids = new Set(userIds);
  for (const members of memberLists) for (const m of members) ids.add(m.id);
  return ids.size;
}
