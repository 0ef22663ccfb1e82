import type { User } from '@ledger/contract';
import { currentT } from '../../i18n/index.js';

/** A member's state as a code; its words are `t.groups.members.states`. */
export type MemberState = 'active' | 'invited' | null;

/**
 * Each member's state at a look-up (thousands of members against thousands of users): active
 * for a user, invited for a pending invitation (V1's `User` does not say; the two lists do),
 * null while a list is unknown or for someone in neither.
 */
export function memberStates(
  users: readonly User[] | undefined,
  invitations: readonly User[] | undefined,
): (id: string) => MemberState {
  const active = new Set(users?.map((u) => u.id));
  const invited = new Set(invitations?.map((u) => u.id));
  return (id) => (active.has(id) ? 'active' : invited.has(id) ? 'invited' : null);
}

/** `0 members`, `1 member`, `1,200 members` ("1 200 medlemmar" in Swedish). */
export function memberCount(n: number): string {
  return currentT().groups.detail.memberCount(n);
}
