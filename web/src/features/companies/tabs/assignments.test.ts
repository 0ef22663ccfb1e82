import { describe, expect, it } from 'vitest';
import { ALL_OPERATIONS, V1_OPERATIONS } from '../../../test/render.js';
import { ASSIGNMENT_TYPES } from '@ledger/contract/rules';
import { assignmentsNote, nextStatuses } from './assignments.js';

const READ_ONLY =
  'The platform does not offer creating assignments or changing their status; they are read-only here.';

describe('assignment statuses and types', () => {
  it("offers only the contract's status moves, and the type codes as V1 has them", () => {
    expect(nextStatuses('OPEN')).toEqual(['LOCKED']);
    expect(nextStatuses('LOCKED')).toEqual(['OPEN', 'ARCHIVED']);
    expect(nextStatuses('ARCHIVED')).toEqual([]);
    expect(nextStatuses('DRAFT' as never)).toEqual([]);
    expect(ASSIGNMENT_TYPES).toEqual(['AE', 'ANALYSIS', 'GN']);
  });
});

describe('assignmentsNote', () => {
  const without = (...ids: string[]) => ALL_OPERATIONS.filter((id) => !ids.includes(id));
  it('names only what the role could otherwise do', () => {
    expect(assignmentsNote({ role: 'admin', operations: ALL_OPERATIONS })).toBeNull();
    expect(assignmentsNote({ role: 'admin', operations: V1_OPERATIONS })).toBe(READ_ONLY);
    expect(assignmentsNote({ role: 'auditor', operations: V1_OPERATIONS })).toBe(READ_ONLY);
    // Auditors could not create or change a status anyway.
    expect(
      assignmentsNote({
        role: 'auditor',
        operations: without('createAssignment', 'setAssignmentStatus'),
      }),
    ).toBeNull();
    expect(
      assignmentsNote({
        role: 'admin',
        operations: without('setAssignmentStatus', 'setWorkMateriality'),
      }),
    ).toBe(
      'The platform does not offer changing the status of assignments or setting performance materiality.',
    );
    expect(assignmentsNote(null)).toBeNull();
  });
});
