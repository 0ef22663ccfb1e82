import { describe, expect, it } from 'vitest';
import { operations } from 'bff/contract';
import { can, canReadAudit, roleLabel } from './roles.js';
import { OPERATIONS } from './operations.js';

describe('can(role, op) follows the contract table', () => {
  it('the built-in operation table is the contract table without schemas', () => {
    expect(Object.keys(OPERATIONS).sort()).toEqual(operations.map((o) => o.id).sort());
    for (const op of operations) {
      expect(OPERATIONS[op.id]).toEqual({
        method: op.method,
        path: op.path,
        role: op.role,
        audit: op.audit,
      });
    }
  });

  it.each(operations.map((o) => [o.id, o.role] as const))('%s (needs %s)', (id, role) => {
    expect(can('admin', id)).toBe(true);
    expect(can('auditor', id)).toBe(role === 'auditor');
    expect(can(null, id)).toBe(false);
  });

  it('auditors may read companies and balances and upload, but not manage users', () => {
    expect(can('auditor', 'listCompanies')).toBe(true);
    expect(can('auditor', 'getMonthlyBalances')).toBe(true);
    expect(can('auditor', 'uploadFile')).toBe(true);
    expect(can('auditor', 'setWorkMateriality')).toBe(true);
    expect(can('auditor', 'listUsers')).toBe(false);
    expect(can('auditor', 'createCompany')).toBe(false);
    expect(can('auditor', 'getCompanyPermissions')).toBe(false);
  });

  it('only admins read the audit log', () => {
    expect(canReadAudit('admin')).toBe(true);
    expect(canReadAudit('auditor')).toBe(false);
  });
});

describe('roleLabel', () => {
  it('names the roles as the header does, and leaves an unknown one as it is', () => {
    expect(roleLabel('admin')).toBe('Administrator');
    expect(roleLabel('auditor')).toBe('Auditor');
    expect(roleLabel('owner')).toBe('owner');
  });
});
