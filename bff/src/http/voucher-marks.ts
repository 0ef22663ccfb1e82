import { Hono } from 'hono';
import {
  VoucherMarkHistoryQuery,
  VoucherMarkRequest,
  VoucherMarksQuery,
  VoucherUnmarkQuery,
} from '@ledger/contract';
import type { VoucherKey } from '../store/index.js';
import type { AppDeps, AppEnv } from '../types.js';
import { noStore, readBody, readQuery } from './route-kit.js';
import { workingPapers, type YearRequest } from './working-papers.js';

/** A voucher as a request names it. */
interface VoucherRequest extends YearRequest {
  series: string;
  number: string;
}

const keyOf = (r: VoucherRequest): VoucherKey => ({
  tenantId: r.tenant,
  companyKey: r.company,
  financialYearId: r.financialYearId,
  series: r.series,
  number: r.number,
});

/**
 * Vouchers examined (`/api/voucher-marks`, issue #33): a voucher of a company's financial year
 * marked as examined with a note, by the console account, at the BFF's clock; a new mark or a
 * withdrawal is a step of its own, so the history is never rewritten. Every role (admins and
 * auditors) may read and mark, a linked auditor on its companies only. Every change is audited,
 * a refused one as denied.
 */
export function voucherMarkRoutes(deps: AppDeps) {
  const { store } = deps;
  const routes = new Hono<AppEnv>();

  const papers = workingPapers(deps);
  const item = (r: VoucherRequest) => ({ series: r.series, number: r.number });

  routes.get(
    '/api/voucher-marks',
    papers.read(VoucherMarksQuery, (q) => store.voucherMarks.list(papers.yearOf(q))),
  );
  routes.get(
    '/api/voucher-marks/history',
    papers.read(VoucherMarkHistoryQuery, (q) => store.voucherMarks.history(keyOf(q))),
  );

  routes.put('/api/voucher-marks', async (c) => {
    const b = await readBody(c, VoucherMarkRequest, {
      notJson: 'the body must be JSON {tenant, company, financialYearId, series, number, note?}',
      invalid: 'invalid voucher mark',
    });
    await papers.mayChange(c, 'vouchers.examine', b, item(b));
    const mark = await store.voucherMarks.mark(keyOf(b), b.note ?? null, papers.actor(c));
    await papers.auditChange(c, 'vouchers.examine', b, item(b), 'success', 200);
    noStore(c);
    return c.json(mark);
  });

  routes.delete('/api/voucher-marks', async (c) => {
    const q = readQuery(c, VoucherUnmarkQuery, true);
    await papers.mayChange(c, 'vouchers.unexamine', q, item(q));
    // 204 also when no mark stood (nothing is then added to the history), audited either way.
    await store.voucherMarks.unmark(keyOf(q), papers.actor(c));
    await papers.auditChange(c, 'vouchers.unexamine', q, item(q), 'success', 204);
    return c.body(null, 204);
  });
  return routes;
}
