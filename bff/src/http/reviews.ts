import { Hono } from 'hono';
import { ReviewMarkRequest, ReviewUnmarkQuery, ReviewsQuery } from '@ledger/contract';
import type { ReviewMark } from '@ledger/contract';
import type { AppDeps, AppEnv } from '../types.js';
import { workRefusal } from './company-scope.js';
import { audit, noStore, readBody, readQuery, userOf } from './route-kit.js';
import type { Ctx } from './route-kit.js';

type MarkKey = { tenant: string; company: string; financialYearId: string; account: string };

/**
 * Review marks (`/api/reviews`): an account of a company's financial year marked as reviewed, kept
 * in the BFF's store per tenant. Admins and auditors (every role) may read, mark and unmark.
 */
export function reviewRoutes(deps: AppDeps) {
  const { store } = deps;
  const routes = new Hono<AppEnv>();

  /** 403 for a tenant not the account's, or a company a linked auditor may not see. */

  /** A change's refusal, audited as denied and thrown; else nothing. */
  const refuseChange = async (c: Ctx, operation: 'reviews.mark' | 'reviews.unmark', q: MarkKey) => {
    const refused = await workRefusal(c, deps, q.tenant, q.company);
    if (!refused) return;
    await auditMark(c, operation, q, 'denied', refused.status);
    throw refused;
  };

  const auditMark = (
    c: Ctx,
    operation: 'reviews.mark' | 'reviews.unmark',
    q: MarkKey,
    outcome: 'success' | 'denied',
    status: number,
  ) =>
    audit(c, deps, {
      tenantId: q.tenant,
      operation,
      targetIds: {
        companyDurableKey: q.company,
        financialYearId: q.financialYearId,
        account: q.account,
      },
      outcome,
      status,
    });

  routes.get('/api/reviews', async (c) => {
    const q = readQuery(c, ReviewsQuery, true);
    const refused = await workRefusal(c, deps, q.tenant, q.company);
    if (refused) throw refused;
    noStore(c);
    return c.json(
      await store.reviewMarks.list({
        tenantId: q.tenant,
        companyKey: q.company,
        financialYearId: q.financialYearId,
      }),
    );
  });

  routes.put('/api/reviews', async (c) => {
    const b = await readBody(c, ReviewMarkRequest, {
      notJson:
        'the body must be JSON {tenant, company, financialYearId, account, comment?, figures}',
      invalid: 'invalid review mark',
    });
    await refuseChange(c, 'reviews.mark', b);
    const mark: ReviewMark = {
      account: b.account,
      comment: b.comment || null,
      figures: b.figures,
      username: userOf(c).username,
      markedAt: new Date(deps.now()).toISOString(),
    };
    await store.reviewMarks.mark(
      {
        tenantId: b.tenant,
        companyKey: b.company,
        financialYearId: b.financialYearId,
        account: b.account,
      },
      mark,
    );
    await auditMark(c, 'reviews.mark', b, 'success', 200);
    noStore(c);
    return c.json(mark);
  });

  routes.delete('/api/reviews', async (c) => {
    const q = readQuery(c, ReviewUnmarkQuery, true);
    await refuseChange(c, 'reviews.unmark', q);
    await store.reviewMarks.unmark({
      tenantId: q.tenant,
      companyKey: q.company,
      financialYearId: q.financialYearId,
      account: q.account,
    });
    await auditMark(c, 'reviews.unmark', q, 'success', 204);
    return c.body(null, 204);
  });
  return routes;
}
