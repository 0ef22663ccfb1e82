import { Hono } from 'hono';
import { ReviewMarkRequest, ReviewUnmarkQuery, ReviewsQuery } from '@ledger/contract';
import type { ReviewMark } from '@ledger/contract';
import type { AppDeps, AppEnv } from '../types.js';
import { noStore, readBody, readQuery, userOf } from './route-kit.js';
import { workingPapers, type YearRequest } from './working-papers.js';

type MarkKey = YearRequest & { account: string };

/**
 * Review marks (`/api/reviews`): an account of a company's financial year marked as reviewed, kept
 * in the BFF's store per tenant. Admins and auditors (every role) may read, mark and unmark.
 */
export function reviewRoutes(deps: AppDeps) {
  const { store } = deps;
  const routes = new Hono<AppEnv>();

  const papers = workingPapers(deps);
  const item = (q: MarkKey) => ({ account: q.account });
  const markKey = (q: MarkKey) => ({ ...papers.yearOf(q), account: q.account });

  routes.get(
    '/api/reviews',
    papers.read(ReviewsQuery, (q) => store.reviewMarks.list(papers.yearOf(q))),
  );

  routes.put('/api/reviews', async (c) => {
    const b = await readBody(c, ReviewMarkRequest, {
      notJson:
        'the body must be JSON {tenant, company, financialYearId, account, comment?, figures}',
      invalid: 'invalid review mark',
    });
    await papers.mayChange(c, 'reviews.mark', b, item(b));
    const mark: ReviewMark = {
      account: b.account,
      comment: b.comment || null,
      figures: b.figures,
      username: userOf(c).username,
      markedAt: new Date(deps.now()).toISOString(),
    };
    await store.reviewMarks.mark(markKey(b), mark);
    await papers.auditChange(c, 'reviews.mark', b, item(b), 'success', 200);
    noStore(c);
    return c.json(mark);
  });

  routes.delete('/api/reviews', async (c) => {
    const q = readQuery(c, ReviewUnmarkQuery, true);
    await papers.mayChange(c, 'reviews.unmark', q, item(q));
    await store.reviewMarks.unmark(markKey(q));
    await papers.auditChange(c, 'reviews.unmark', q, item(q), 'success', 204);
    return c.body(null, 204);
  });
  return routes;
}
