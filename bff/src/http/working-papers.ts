/**
 * What the working papers' routes share (tick marks `reviews.ts`, sign-offs `signoffs.ts`,
 * examined vouchers `voucher-marks.ts`): each names a company's financial year in a tenant, is
 * open to every role (a linked auditor on its companies only), and audits each change with the
 * item it touched, a refused one as denied.
 */
import type { z } from 'zod';
import type { AuditInput } from '../store/index.js';
import type { AppDeps } from '../types.js';
import { workRefusal } from './company-scope.js';
import type { HttpError } from './errors.js';
import { audit, noStore, readQuery, userOf } from './route-kit.js';
import type { Ctx } from './route-kit.js';

/** A financial year of a company as a request names it. */
export interface YearRequest {
  tenant: string;
  company: string;
  financialYearId: string;
}

export function workingPapers(deps: AppDeps) {
  /** A change's audit entry: the year, and the item and what was done to it (`item`). */
  const auditChange = (
    c: Ctx,
    operation: string,
    r: YearRequest,
    item: Record<string, string>,
    outcome: AuditInput['outcome'],
    status: number,
  ) =>
    audit(c, deps, {
      tenantId: r.tenant,
      operation,
      targetIds: { companyDurableKey: r.company, financialYearId: r.financialYearId, ...item },
      outcome,
      status,
    });

  /** A change's refusal (403, or a 404/409 found by the store), audited as denied and thrown. */
  const refuse = async (
    c: Ctx,
    operation: string,
    r: YearRequest,
    item: Record<string, string>,
    refused: HttpError,
  ): Promise<never> => {
    await auditChange(c, operation, r, item, 'denied', refused.status);
    throw refused;
  };

  return {
    auditChange,
    refuse,
    /** 403 for a tenant not the account's or a company a linked auditor may not see: audited. */
    async mayChange(c: Ctx, operation: string, r: YearRequest, item: Record<string, string>) {
      const refused = await workRefusal(c, deps, r.tenant, r.company);
      if (refused) await refuse(c, operation, r, item, refused);
    },
    /**
     * A read's handler: the query by `schema` (each name once), 403 for a year the account may
     * not see (thrown), else `answer`'s JSON, not to be stored by caches.
     */
    read<S extends z.ZodType<YearRequest>, A>(schema: S, answer: (q: z.output<S>) => Promise<A>) {
      return async (c: Ctx) => {
        const q = readQuery(c, schema, true);
        const refused = await workRefusal(c, deps, q.tenant, q.company);
        if (refused) throw refused;
        noStore(c);
        return c.json(await answer(q));
      };
    },
    /** The year as the store keys it. */
    yearOf: (q: YearRequest) => ({
      tenantId: q.tenant,
      companyKey: q.company,
      financialYearId: q.financialYearId,
    }),
    /** Who changes, and when: the console account, at the BFF's clock. */
    actor: (c: Ctx) => ({ username: userOf(c).username, now: deps.now() }),
  };
}
