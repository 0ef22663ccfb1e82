import { describe, expect, it } from 'vitest';
import type { User } from 'bff/contract';
import { sortInvitations } from './InvitationsPage.js';

const pending = (email: string, createdTimestamp?: number): User => ({
  id: email,
  username: email,
  firstName: '',
  lastName: '',
  email,
  emailVerified: false,
  ...(createdTimestamp === undefined ? {} : { createdTimestamp }),
});

describe('pending invitations', () => {
  const list = [
    pending('bo@example.se', 2000),
    pending('åsa@example.se'),
    pending('cecilia@example.se', 3000),
    pending('anna@example.se', 1000),
    pending('östen@example.se'),
  ];
  const emails = (sort: string) => sortInvitations(list, sort).map((u) => u.email);

  it('sorts newest or oldest first by created time, those without one last', () => {
    expect(emails('-invited')).toEqual([
      'cecilia@example.se',
      'bo@example.se',
      'anna@example.se',
      'åsa@example.se',
      'östen@example.se',
    ]);
    expect(emails('invited')).toEqual([
      'anna@example.se',
      'bo@example.se',
      'cecilia@example.se',
      'åsa@example.se',
      'östen@example.se',
    ]);
  });

  it('sorts by email in Swedish order, and leaves the list it was given alone', () => {
    expect(emails('email')).toEqual([
      'anna@example.se',
      'bo@example.se',
      'cecilia@example.se',
      'åsa@example.se',
      'östen@example.se',
    ]);
    expect(list[0]!.email).toBe('bo@example.se');
  });
});
