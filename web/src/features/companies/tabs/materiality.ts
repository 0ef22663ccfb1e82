/**
 * An assignment's materiality levels (ISA 320, ISA 450), the BFF's own record (`GET/PUT
 * /api/materiality`): overall materiality and the shares of it for performance materiality (V1's
 * work materiality) and the clearly-trivial limit, computed to the öre by the contract's
 * `shareOfAmount`, as the BFF computes them.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
// From the contract's rules (no schemas): the balances tab reads the levels without zod.
import {
  DEFAULT_PERFORMANCE_SHARE,
  DEFAULT_TRIVIAL_SHARE,
  MAX_WORK_MATERIALITY,
  shareOfAmount,
} from '@ledger/contract/rules';
import type { MaterialityLevels } from '@ledger/contract';
import { request, type ApiError } from '../../../lib/data/api.js';
import { useTenant } from '../../../lib/data/queries.js';
import { AUDIT_KEY_ROOT } from '../../../lib/data/queryOptions.js';
import type { ConsoleReadId } from '../../../lib/data/cacheEffects.js';
import type { DecimalRules } from '../../../lib/format/decimal.js';
import { materialityRead, type MaterialityKey } from './materialityRead.js';

export type { MaterialityLevels };
export { DEFAULT_PERFORMANCE_SHARE, DEFAULT_TRIVIAL_SHARE };

export type { MaterialityKey };

/** The levels as they will be saved: performance and trivial computed from overall and shares. */
export function levelsOf(overall: number, performanceShare: number, trivialShare: number) {
  return {
    overall,
    performanceShare,
    trivialShare,
    performance: shareOfAmount(overall, performanceShare),
    trivial: shareOfAmount(overall, trivialShare),
  };
}

/** The dialog's fields: overall in kronor and öre, the two shares in per cent (0-100). */
export const MATERIALITY_FIELDS = {
  overall: { unit: 'sek', decimals: 2, max: MAX_WORK_MATERIALITY, required: true },
  performanceShare: { unit: 'percent', decimals: 2, max: 100, required: true },
  trivialShare: { unit: 'percent', decimals: 2, max: 100, required: true },
} as const satisfies Record<string, DecimalRules>;

export const materialityQuery = materialityRead.query;
export const useMaterialityLevels = materialityRead.useRead;

/**
 * Sets the levels (`PUT /api/materiality`). The assignment's read takes the answer, and its
 * materiality reads, the overview's open-assignments attention and the audit log refetch.
 */
export function useSetMateriality(key: MaterialityKey) {
  const tenant = useTenant();
  const qc = useQueryClient();
  return useMutation<
    MaterialityLevels,
    ApiError,
    { overall: number; performanceShare: number; trivialShare: number }
  >({
    mutationFn: (v) =>
      request<MaterialityLevels>('/api/materiality', {
        method: 'PUT',
        body: { tenant, ...key, ...v },
      }),
    onSuccess: (levels) => {
      qc.setQueryData(materialityQuery(tenant, key).queryKey, levels);
      void Promise.all([
        qc.invalidateQueries({ queryKey: [tenant, 'getMateriality'] }),
        qc.invalidateQueries({
          queryKey: [tenant, 'getOpenAssignmentsAttention' satisfies ConsoleReadId],
        }),
        qc.invalidateQueries({ queryKey: [tenant, 'getAttention' satisfies ConsoleReadId] }),
        qc.invalidateQueries({ queryKey: [AUDIT_KEY_ROOT] }),
      ]);
    },
  });
}
