/**
 * The Assignments tab's tests' company year (AssignmentsTab.test.tsx,
 * AssignmentsMateriality.test.tsx): an open assignment with work materiality and a locked one
 * without, their materiality levels, and `show`, which renders the tab with all of it cached.
 */
import { screen } from '@testing-library/react';
import type {
  AssignmentSummary,
  AuditAssignmentWorkMateriality,
  MaterialityLevels,
} from '@ledger/contract';
import { materialityQuery } from './materiality.js';
import { opKey } from '../../../lib/data/queries.js';
import type { Role } from '../../../lib/access/roles.js';
import { renderScreen } from '../../../test/render.js';
import { company, companyParams as params, year } from '../../../test/fixtures.js';
import { columnHeaders, rowCells } from '../../../test/table.js';
import { AssignmentsTab } from './AssignmentsTab.js';

export const open: AssignmentSummary = {
  id: 'a1b2c3d4-0000-4000-8000-000000000001',
  type: 'AE',
  subType: 'Årsrevision',
  financialYearId: year.id,
  status: 'OPEN',
};
export const locked: AssignmentSummary = {
  id: 'a1b2c3d4-0000-4000-8000-000000000002',
  type: 'GN',
  subType: 'Granskning',
  financialYearId: year.id,
  status: 'LOCKED',
};
export const wm: AuditAssignmentWorkMateriality = {
  workMateriality: 120000,
  workMaterialityPercentage: 75.5,
};
export const READ_ONLY =
  'The platform does not offer creating assignments or changing their status; they are read-only here.';

export const NOT_SET: MaterialityLevels = {
  overall: null,
  performanceShare: 75,
  trivialShare: 5,
  performance: null,
  trivial: null,
  updatedBy: null,
  updatedAt: null,
};
export const levelsKey = (a: AssignmentSummary) =>
  materialityQuery('nordrevision', { company: company.durableKey, assignment: a.id }).queryKey;

export function show(role: Role, operations: readonly string[], openLevels = NOT_SET) {
  const wmKey = (a: AssignmentSummary) =>
    opKey('nordrevision', 'getWorkMateriality', { ...params, auditAssignmentId: a.id });
  return renderScreen(<AssignmentsTab company={company} />, {
    role,
    operations,
    cached: [
      [opKey('nordrevision', 'listFinancialYears', params), [year]],
      [opKey('nordrevision', 'listAssignments', params), [open, locked]],
      [wmKey(open), wm],
      [wmKey(locked), null],
      [levelsKey(open), openLevels],
      [levelsKey(locked), NOT_SET],
    ],
  });
}

export const table = () => screen.getByRole('table');
export const headers = () => columnHeaders(table());
export const cells = (i: number) => rowCells(table(), i);
