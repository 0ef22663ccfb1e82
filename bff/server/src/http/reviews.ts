import type { Context, Hono } from 'hono';
import type { z } from 'zod';
import {
  ReviewMarkRequest,
  ReviewUnmarkQuery,
  ReviewsQuery,
  issueText,
  toIssues,
} from '@ledger/contract';
import type { ReviewMark } from '@ledger/contract';
import type { AppDeps, AppEnv } from '../types.js';
import { companyRefusal } from './company-scope.js';
import { errorResponse } from './errors.js';

/**
 * Review marks (`/api/reviews`): an account of a company's financial year marked as reviewed, kept
 * in the BFF's store per tenant. Admins and auditors (every role) may read, mark and unmark.
 */
export function addReviewRoutes(app: Hono<AppEnv>, deps: AppDeps) {
  const { store } = deps;

  /** 403 for a tenant not the account's, or a company a linked auditor may not see. */
  const tenantRefused = async (c: Context<AppEnv>, tenant: string, company: string) => {
    const user = c.get('user')!;
    if (!user.tenants.includes(tenant) || !deps.tenantName(tenant))
      return errorResponse(c, 403, 'this tenant is not open to you', {
        code: 'tenant_not_allowed',
        params: { tenantId: tenant },
      });
    return companyRefusal(c, deps, tenant, company);
  };

  const audit = async (
    c: Context<AppEnv>,
    operation: 'reviews.mark' | 'reviews.unmark',
    q: { tenant: string; company: string; financialYearId: string; account: string },
    outcome: 'success' | 'denied',
    status: number,
  ) => {
    const user = c.get('user')!;
    await store.appendAudit(
      {
        username: user.username,
        role: user.role,
        tenantId: q.tenant,
        operation,
        method: c.req.method,
        path: c.req.path,
        targetIds: {
          companyDurableKey: q.company,
          financialYearId: q.financialYearId,
          account: q.account,
        },
        outcome,
        status,
        requestId: c.get('requestId'),
      },
      deps.now(),
    );
  };

  app.get('/api/reviews', async (c) => {
    const q = parseQuery(c, ReviewsQuery);
    if (q instanceof Response) return q;
    const refused = await tenantRefused(c, q.tenant, q.company);
    if (refused) return refused;
    c.header('cache-control', 'no-store');
    return c.json(
      await store.listReviewMarks({
        tenantId: q.tenant,
        companyKey: q.company,
        financialYearId: q.financialYearId,
      }),
    );
  });

  app.put('/api/reviews', async (c) => {
    let json: unknown;
    try {
      json = await c.req.json();
    } catch {
      return errorResponse(
        c,
        400,
        'the body must be JSON {tenant, company, financialYearId, account, comment?, figures}',
        { code: 'invalid_json' },
      );
    }
    const body = ReviewMarkRequest.safeParse(json);
    if (!body.success)
      return errorResponse(c, 400, 'invalid review mark', {
        code: 'invalid_request',
        issues: toIssues(body.error, 'body'),
      });
    const b = body.data;
    const refused = await tenantRefused(c, b.tenant, b.company);
    if (refused) {
      await audit(c, 'reviews.mark', b, 'denied', refused.status);
      return refused;
    }
    const mark: ReviewMark = {
      account: b.account,
      comment: b.comment || null,
      figures: b.figures,
      username: c.get('user')!.username,
      markedAt: new Date(deps.now()).toISOString(),
    };
    await store.markReviewed(
      {
        tenantId: b.tenant,
        companyKey: b.company,
        financialYearId: b.financialYearId,
        account: b.account,
      },
      mark,
    );
    await audit(c, 'reviews.mark', b, 'success', 200);
    c.header('cache-control', 'no-store');
    return c.json(mark);
  });

  app.delete('/api/reviews', async (c) => {
    const q = parseQuery(c, ReviewUnmarkQuery);
    if (q instanceof Response) return q;
    const refused = await tenantRefused(c, q.tenant, q.company);
    if (refused) {
      await audit(c, 'reviews.unmark', q, 'denied', refused.status);
      return refused;
    }
    await store.unmarkReviewed({
      tenantId: q.tenant,
      companyKey: q.company,
      financialYearId: q.financialYearId,
      account: q.account,
    });
    await audit(c, 'reviews.unmark', q, 'success', 204);
    return c.body(null, 204);
  });
}

/** The query by the schema; a parameter given twice is refused rather than one of them taken. */
function parseQuery<S extends z.ZodType>(c: Context<AppEnv>, schema: S): z.infer<S> | Response {
  const twice = Object.entries(c.req.queries())
    .filter(([, values]) => values.length > 1)
    .map(([name]) => ({ path: `query.${name}`, message: issueText('given_twice') }));
  const q = schema.safeParse(c.req.query());
  if (twice.length === 0 && q.success) return q.data;
  return errorResponse(c, 400, 'invalid query', {
    code: 'invalid_request',
    issues: [...twice, ...(q.success ? [] : toIssues(q.error, 'query'))],
  });
}
