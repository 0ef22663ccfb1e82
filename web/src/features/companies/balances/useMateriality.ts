import { useQueries } from '@tanstack/react-query';
import type { Company } from '@ledger/contract';
import { useOp, useTenant } from '../../../lib/data/queries.js';
import { opQuery } from '../../../lib/data/queryOptions.js';
import { useCan } from '../../../lib/access/access.js';
import {
  assignmentOrder,
  chosenAssignmentLevels,
  resolveMateriality,
} from '../workbench/materiality.js';
import { materialityQuery } from '../tabs/materiality.js';

/**
 * The year's materiality as its assignments keep it (audits first): V1's work materiality
 * (performance materiality) and the BFF's levels (overall, clearly trivial) of the same
 * assignment.
 */
function useAssignmentMateriality(
  companyDurableKey: string,
  financialYearId: string,
  wanted: boolean,
) {
  const tenant = useTenant();
  const canList = useCan('listAssignments');
  const canRead = useCan('getWorkMateriality');
  const offered = canList && canRead;
  const can = wanted && offered;
  const list = useOp(
    'listAssignments',
    { params: { companyDurableKey }, query: { financialYearId } },
    { enabled: can, retry: false },
  );
  const ordered = assignmentOrder(list.data ?? []).slice(0, 5);
  const reads = useQueries({
    queries: ordered.map((a) => ({
      ...opQuery(tenant, 'getWorkMateriality', {
        params: { companyDurableKey, auditAssignmentId: a.id },
      }),
      retry: false,
    })),
  });
  // The BFF's own record: always there; a failed read leaves the clearly-trivial limit unknown.
  const stored = useQueries({
    queries: ordered.map((a) =>
      materialityQuery(tenant, { company: companyDurableKey, assignment: a.id }),
    ),
  });
  const chosen = chosenAssignmentLevels(
    reads.map((r) => r.data?.workMateriality ?? null),
    stored.map((r) => r.data ?? null),
  );
  return {
    /** The service has no assignment operations (or they answer with an error). */
    missing: !offered || list.isError || reads.some((r) => r.isError),
    pending: can && (list.isPending || reads.some((r) => r.isPending)),
    value: chosen?.performance ?? null,
    overall: chosen?.overall ?? null,
    trivial: chosen?.trivial ?? null,
  };
}

/**
 * The performance (work) materiality that applies to a year (typed, else its assignment's, else
 * the company's), the assignment's overall materiality and clearly-trivial limit when stored,
 * and whether the service lacks the assignment operations to say.
 */
export function useYearMateriality(
  company: Company,
  financialYearId: string,
  typed: number | null,
  /** False while nothing shows it: no assignment is asked for. */
  wanted = true,
) {
  const fromAssignment = useAssignmentMateriality(company.durableKey, financialYearId, wanted);
  return {
    materiality: resolveMateriality({
      typed,
      assignment: fromAssignment.value,
      company: company.extendedAttributes?.workMateriality,
    }),
    /** The chosen assignment's overall materiality (ISA 320), when stored. */
    overall: fromAssignment.overall,
    /** The chosen assignment's clearly-trivial limit (ISA 450), when stored. */
    trivial: fromAssignment.trivial,
    assignmentsMissing: fromAssignment.missing,
  };
}
