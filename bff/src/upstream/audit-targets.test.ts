import { describe, expect, it } from 'vitest';
import { operationsById } from '@ledger/contract';
import { answerTargets } from './audit-targets.js';

describe('answerTargets', () => {
  it('names the group a create made', () => {
    const group = { id: 'g-1', name: 'Revisorer' };
    expect(answerTargets(operationsById.createGroup, group)).toEqual({
      groupId: 'g-1',
      name: 'Revisorer',
    });
  });

  it('names every invited user of a list answer', () => {
    const answer = [
      { id: 'u1', email: 'a@x.se' },
      { id: 'u2', email: 'b@x.se' },
    ];
    expect(answerTargets(operationsById.createInvitations, answer)).toEqual({
      userId: 'u1, u2',
      email: 'a@x.se, b@x.se',
    });
  });

  it('leaves out what the answer lacks and reads nothing for reads', () => {
    expect(answerTargets(operationsById.createCompany, { durableKey: 'k' })).toEqual({
      companyDurableKey: 'k',
    });
    expect(answerTargets(operationsById.listGroups, [{ id: 'g' }])).toEqual({});
    expect(answerTargets(operationsById.createGroup, null)).toEqual({});
  });

  it('cuts a very long list and says how many there were', () => {
    const answer = Array.from({ length: 100 }, (_, i) => ({
      id: `user-${i}`,
      email: `u${i}@x.se`,
    }));
    const t = answerTargets(operationsById.createInvitations, answer);
    expect(t.userId!.length).toBeLessThan(530);
    expect(t.userId).toMatch(/\(100 in all\)$/);
  });
});
