import { describe, expect, it } from 'vitest';
import { operations, type Operation, type OperationId } from '@ledger/contract';
import { allowed, can, canReadAudit, offered, roleLabel } from './roles.js';
import { OPERATIONS } from '../data/operations.js';

describe('can(role, op) follows the contract table', () => {
  it('the built-in operation table is the contract table without schemas', () => {
    expect(Object.keys(OPERATIONS).sort()).toEqual(operations.map((o) => o.id).sort());
    for (const op of operations) {
      expect(OPERATIONS[op.id]).toEqual({
        method: op.method,
        path: op.path,
        role: op.role,
        audit: op.audit,
        extension: (op as Operation).extension === true,
      });
    }
  });

  it.each(operations.map((o) => [o.id, o.role] as const))('%s (needs %s)', (id, role) => {
    expect(can('admin', id)).toBe(true);
    expect(can('owner', id)).toBe(true);
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

const EXTENSIONS = [
  'listFiles',
  'getFile',
  'getFileReport',
  'createAssignment',
  'setAssignmentStatus',
  'setWorkMateriality',
  'listVouchers',
  'listYearAccounts',
  'getJournalTests',
] as const satisfies readonly OperationId[];
const ids = operations.map((o) => o.id);
const v1Ids = ids.filter((id) => !(EXTENSIONS as readonly string[]).includes(id));

describe('offered(operations, op): what the V1 service behind the BFF has', () => {
  it("marks exactly the contract's extension operations as extensions", () => {
    expect(
      Object.entries(OPERATIONS)
        .filter(([, o]) => o.extension)
        .map(([id]) => id)
        .sort(),
    ).toEqual([...EXTENSIONS].sort());
  });

  it("V1.md's operations are always there, even when the session lists none", () => {
    for (const id of v1Ids) {
      expect(offered([], id)).toBe(true);
      expect(offered(undefined, id)).toBe(true);
    }
  });

  it('an extension only where the session lists it', () => {
    for (const id of EXTENSIONS) {
      expect(offered(ids, id)).toBe(true);
      expect(offered(v1Ids, id)).toBe(false);
      expect(offered(null, id)).toBe(false);
    }
    expect(offered([...v1Ids, 'getFileReport'], 'getFileReport')).toBe(true);
    expect(offered([...v1Ids, 'getFileReport'], 'getFile')).toBe(false);
  });
});

describe('allowed(access, op): the role may and the V1 service has it', () => {
  it('needs both', () => {
    expect(allowed({ role: 'admin', operations: ids }, 'createAssignment')).toBe(true);
    expect(allowed({ role: 'admin', operations: v1Ids }, 'createAssignment')).toBe(false);
    expect(allowed({ role: 'auditor', operations: ids }, 'createAssignment')).toBe(false);
    expect(allowed({ role: 'auditor', operations: ids }, 'setWorkMateriality')).toBe(true);
    expect(allowed({ role: 'auditor', operations: v1Ids }, 'setWorkMateriality')).toBe(false);
    expect(allowed({ role: 'auditor', operations: v1Ids }, 'uploadFile')).toBe(true);
    expect(allowed({ role: 'auditor', operations: v1Ids }, 'listUsers')).toBe(false);
    expect(allowed({ role: null, operations: ids }, 'listCompanies')).toBe(false);
    expect(allowed(null, 'listCompanies')).toBe(false);
  });
});

describe('roleLabel', () => {
  it('names the roles as the header does, and leaves an unknown one as it is', () => {
    expect(roleLabel('admin')).toBe('Administrator');
    expect(roleLabel('auditor')).toBe('Auditor');
    expect(roleLabel('owner')).toBe('Owner');
    expect(roleLabel('superuser')).toBe('superuser');
  });
});
