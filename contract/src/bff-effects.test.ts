import { describe, expect, it } from 'vitest';
import { isMutating, operations, type Operation } from './operations.js';

describe('the BFF effects of each operation', () => {
  it('are required: an operation that does not declare them does not compile', () => {
    // @ts-expect-error bffEffects is missing: the compiler asks for it
    const undeclared: Operation = {
      id: 'readSomething',
      method: 'GET',
      path: '/something',
      summary: 'An operation added without saying what the BFF does after it',
      status: 200,
      response: null,
      role: 'auditor',
      audit: null,
    };
    // @ts-expect-error an effect the BFF does not know is refused too
    const unknown: Operation['bffEffects'] = ['clearEverything'];
    expect([undeclared.id, unknown]).toHaveLength(2);
  });

  it('fit the method: a read changes nothing, only a read answers file statuses', () => {
    for (const op of operations) {
      const effects: readonly string[] = op.bffEffects;
      // What the BFF computes again or records follows a change; only a file status is read.
      const changes = effects.filter((e) => e !== 'uploadStatuses');
      expect({ id: op.id, changes }).toEqual({ id: op.id, changes: isMutating(op) ? changes : [] });
      if (effects.includes('uploadStatuses'))
        expect({ id: op.id, method: op.method }).toEqual({ id: op.id, method: 'GET' });
      expect(new Set(effects).size).toBe(effects.length);
    }
  });
});
