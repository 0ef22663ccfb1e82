import { describe, expect, it } from 'vitest';
import type { User } from '@ledger/contract';
import { memberCount, memberStates } from './members.js';

const user = (id: string): User => ({
  id,
  username: id,
  firstName: 'Anna',
  lastName: 'Lindqvist',
  email: `${id}@example.se`,
});

describe('group members', () => {
  it('tells active users from pending invitations by the two lists', () => {
    const stateOf = memberStates([user('u1')], [user('p1')]);
    expect(stateOf('u1')).toBe('active');
    expect(stateOf('p1')).toBe('invited');
    expect(stateOf('x9')).toBeNull();
    // Unknown while the lists load: never a guess.
    expect(memberStates([user('u1')], undefined)('p1')).toBeNull();
    expect(memberStates(undefined, undefined)('u1')).toBeNull();
  });

  it('counts the members it fetched', () => {
    expect(memberCount(0)).toBe('0 members');
    expect(memberCount(1)).toBe('1 member');
    expect(memberCount(12)).toBe('12 members');
  });
});
