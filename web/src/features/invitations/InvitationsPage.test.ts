import { describe, expect, it } from 'vitest';
import type { User } from '@ledger/contract';
import { matchesInvitation } from './InvitationsPage.js';

const lars: User = {
  id: 'p2',
  username: 'lars@example.se',
  firstName: 'Lars',
  lastName: 'Forsgren',
  email: 'lars@example.se',
};

describe('invitation search', () => {
  it('finds by email or name, any case, Swedish letters included', () => {
    expect(matchesInvitation(lars, 'EXAMPLE.SE')).toBe(true);
    expect(matchesInvitation(lars, ' forsgren ')).toBe(true);
    expect(matchesInvitation(lars, 'lars forsgren')).toBe(true);
    expect(matchesInvitation({ ...lars, lastName: 'Åström' }, 'åström')).toBe(true);
    expect(matchesInvitation(lars, 'karin')).toBe(false);
    expect(matchesInvitation(lars, '')).toBe(true);
  });
});
