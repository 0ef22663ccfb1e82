import { Hono } from 'hono';
import {
  VoucherMarkHistoryQuery,
  VoucherMarkRequest,
  VoucherMarksQuery,
  VoucherUnmarkQuery,
} from '@ledger/contract';
import type { VoucherKey } from '../store/index.js';
import type { AppDeps, AppEnv } from '../types.js';
import { workRefusal } from './company-scope.js';
import { audit, noStore, readBody, readQuery, userOf } from './route-kit.js';
import type { Ctx } from './route-kit.js';

type Operation = 'vouchers.examine' | 'vouchers.unexamine';

/** A voucher as a request names it. */
interface VoucherRequest {
  tenant: string;
  company: string;
  financialYearId: string;
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

  const auditChange = (
    c: Ctx,
    operation: Operation,
    r: VoucherRequest,
    outcome: 'success' | 'denied',
    status: number,
  ) =>
    audit(c, deps, {
      tenantId: r.tenant,
      operation,
      targetIds: {
        companyDurableKey: r.company,
        financialYearId: r.financialYearId,
        series: r.series,
        number: r.number,
      },
      outcome,
      status,
    });

  /** 403 for a tenant not the account's or a company a linked auditor may not see: audited, thrown. */
  const refuseChange = async (c: Ctx, operation: Operation, r: VoucherRequest) => {
    const refused = await workRefusal(c, deps, r.tenant, r.company);
    if (!refused) return;
    await auditChange(c, operation, r, 'denied', refused.status);
    throw refused;
  };

  const actor = (c: Ctx) => ({ username: userOf(c).username, now: deps.now() });

  routes.get('/api/voucher-marks', async (c) => {
    const q = readQuery(c, VoucherMarksQuery, true);
    const refused = await workRefusal(c, deps, q.tenant, q.company);
    if (refused) throw refused;
    noStore(c);
    return c.json(
      await store.voucherMarks.list({
        tenantId: q.tenant,
        companyKey: q.company,
        financialYearId: q.financialYearId,
      }),
    );
  });

  routes.get('/api/voucher-marks/history', async (c) => {
    const q = readQuery(c, VoucherMarkHistoryQuery, true);
    const refused = await workRefusal(c, deps, q.tenant, q.company);
    if (refused) throw refused;
    noStore(c);
    return c.json(await store.voucherMarks.history(keyOf(q)));
  });

  routes.put('/api/voucher-marks', async (c) => {
    const b = await readBody(c, VoucherMarkRequest, {
      notJson: 'the body must be JSON {tenant, company, financialYearId, series, number, note?}',
      invalid: 'invalid voucher mark',
    });
    await refuseChange(c, 'vouchers.examine', b);
    const mark = await store.voucherMarks.mark(keyOf(b), b.note ?? null, actor(c));
    await auditChange(c, 'vouchers.examine', b, 'success', 200);
    noStore(c);
    return c.json(mark);
  });

  routes.delete('/api/voucher-marks', async (c) => {
    const q = readQuery(c, VoucherUnmarkQuery, true);
    await refuseChange(c, 'vouchers.unexamine', q);
    // 204 also when no mark stood (nothing is then added to the history), audited either way.
    await store.voucherMarks.unmark(keyOf(q), actor(c));
    await auditChange(c, 'vouchers.unexamine', q, 'success', 204);
    return c.body(null, 204);
  });
  return routes;
}
