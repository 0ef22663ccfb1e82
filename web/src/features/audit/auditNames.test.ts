import { describe, expect, it } from 'vitest';
import type { Company, Group, User } from '@ledger/contract';
import type { AuditEntry } from './auditApi.js';
import { nameLookup, tenantsNaming } from './auditNames.js';

const entry = (tenantId: string | undefined, targetIds: Record<string, string>) =>
  ({ tenantId, targetIds }) as unknown as AuditEntry;

describe('audit names', () => {
  it("reads the lists only of the user's tenants whose entries name such a target", () => {
    const entries = [
      entry('t1', { companyDurableKey: 'c1' }),
      entry('t1', { companyDurableKey: 'c2', userId: 'u1' }),
      entry('t2', { groupId: 'g1' }),
      entry('t9', { companyDurableKey: 'c9' }),
      entry(undefined, { companyDurableKey: 'c0' }),
    ];
    expect(tenantsNaming(entries, ['t1', 't2'], 'companyDurableKey')).toEqual(['t1']);
    expect(tenantsNaming(entries, ['t1', 't2'], 'userId')).toEqual(['t1']);
    expect(tenantsNaming(entries, ['t1', 't2'], 'groupId')).toEqual(['t2']);
    expect(tenantsNaming(entries, [], 'groupId')).toEqual([]);
  });

  it('names a target by its tenant and id; a user by name, else username, else email', () => {
    const company = { durableKey: 'c1', name: 'Norrsken Bygg AB' } as Company;
    const anna = {
      id: 'u1',
      firstName: 'Anna',
      lastName: 'Lindqvist',
      username: 'anna',
      email: 'a@x.se',
    } as User;
    const bare = { id: 'u2', firstName: '', lastName: '', username: '', email: 'b@x.se' } as User;
    const names = nameLookup(
      new Map([['t1', [company]]]),
      new Map([['t1', [anna, bare]]]),
      new Map([['t2', [{ id: 'g1', name: 'Revisorer' } as Group]]]),
    );
    expect(names.company('t1', 'c1')).toBe('Norrsken Bygg AB');
    expect(names.company('t2', 'c1')).toBeUndefined();
    expect(names.user('t1', 'u1')).toBe('Anna Lindqvist');
    expect(names.user('t1', 'u2')).toBe('b@x.se');
    expect(names.user('t1', 'u3')).toBeUndefined();
    expect(names.group('t2', 'g1')).toBe('Revisorer');
  });
});
