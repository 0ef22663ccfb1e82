import { describe, expect, it } from 'vitest';
import type { User } from '@ledger/contract';
import { memberCount, memberState } from './GroupDetailPage.js';

const user = (id: string): User => ({
  id,
  username: id,
  firstName: 'Anna',
  lastName: 'Lindqvist',
  email: `${id}@example.se`,
});

describe('group members', () => {
  it('tells active users from pending invitations by the two lists', () => {
    const users = [user('u1')];
    const invitations = [user('p1')];
    expect(memberState('u1', users, invitations)).toBe('active');
    expect(memberState('p1', users, invitations)).toBe('invited');
    expect(memberState('x9', users, invitations)).toBeNull();
    // Unknown while the lists load: never a guess.
    expect(memberState('p1', users, undefined)).toBeNull();
    expect(memberState('u1', undefined, undefined)).toBeNull();
  });

  it('counts the members it fetched', () => {
    expect(memberCount(0)).toBe('0 members');
    expect(memberCount(1)).toBe('1 member');
    expect(memberCount(12)).toBe('12 members');
  });
});
