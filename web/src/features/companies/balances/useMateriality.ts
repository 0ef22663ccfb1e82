import { useQueries } from '@tanstack/react-query';
import type { Company } from '@ledger/contract';
import { useOp, useTenant } from '../../../lib/data/queries.js';
import { opQuery } from '../../../lib/data/queryOptions.js';
import { useCan } from '../../../lib/access/access.js';
import { assignmentOrder, resolveMateriality } from '../workbench/materiality.js';

/** The year's work materiality as V1 keeps it on its assignments (audits first). */
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
  const values = reads.map((r) => r.data?.workMateriality ?? null);
  return {
    /** The service has no assignment operations (or they answer with an error). */
    missing: !offered || list.isError || reads.some((r) => r.isError),
    pending: can && (list.isPending || reads.some((r) => r.isPending)),
    value: values.find((v) => v !== null && v > 0) ?? null,
  };
}

/**
 * The work materiality that applies to a year (typed, else its assignment's, else the
 * company's), and whether the service lacks the assignment operations to say.
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
    assignmentsMissing: fromAssignment.missing,
  };
}
