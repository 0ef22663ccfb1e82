import { describe, expect, it } from 'vitest';
import type { User } from '@ledger/contract';
import { matchesUser } from './UsersPage.js';
import { yesNo } from '../../lib/format/format.js';

describe('users', () => {
  const anna: User = {
    id: 'u1',
    username: 'anna.lindqvist',
    firstName: 'Anna',
    lastName: 'Lindqvist',
    email: 'anna.lindqvist@nordrevision.se',
  };

  it('finds a user by name, email or username', () => {
    expect(matchesUser(anna, 'LINDQ')).toBe(true);
    expect(matchesUser(anna, 'anna lindqvist')).toBe(true);
    expect(matchesUser(anna, 'nordrevision.se')).toBe(true);
    expect(matchesUser(anna, 'anna.l')).toBe(true);
    expect(matchesUser(anna, 'jonas')).toBe(false);
    expect(matchesUser(anna, '  ')).toBe(true);
  });

  it('says yes or no only where V1 tells whether the email is verified', () => {
    expect(yesNo(true)).toBe('Yes');
    expect(yesNo(false)).toBe('No');
    expect(yesNo(undefined)).toBe('–');
  });
});
