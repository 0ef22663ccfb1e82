import { Hono } from 'hono';
import {
  DEFAULT_PERFORMANCE_SHARE,
  DEFAULT_TRIVIAL_SHARE,
  MaterialityQuery,
  MaterialityRequest,
  shareOfAmount,
} from '@ledger/contract';
import type { MaterialityLevels } from '@ledger/contract';
import type { MaterialitySetting } from '../store/index.js';
import type { AppDeps, AppEnv } from '../types.js';
import { workRefusal } from './company-scope.js';
import { audit, noStore, readBody, readQuery, userOf } from './route-kit.js';

/** The levels answered: the setting with performance and clearly trivial computed to the öre. */
export function materialityLevels(m: MaterialitySetting | undefined): MaterialityLevels {
  const overall = m?.overall ?? null;
  const performanceShare = m?.performanceShare ?? DEFAULT_PERFORMANCE_SHARE;
  const trivialShare = m?.trivialShare ?? DEFAULT_TRIVIAL_SHARE;
  return {
    overall,
    performanceShare,
    trivialShare,
    performance: overall === null ? null : shareOfAmount(overall, performanceShare),
    trivial: overall === null ? null : shareOfAmount(overall, trivialShare),
    updatedBy: m?.updatedBy ?? null,
    updatedAt: m?.updatedAt ?? null,
  };
}

/** Kronor as the audit log writes them: two decimals, a point (`123456.78`). */
const kronor = (v: number) => v.toFixed(2);

/**
 * Materiality levels (`/api/materiality`): an audit assignment's overall materiality and the
 * shares of it for performance materiality and the clearly-trivial limit (ISA 320, ISA 450), kept
 * in the BFF's store per tenant, company and assignment. V1's own work materiality (performance
 * materiality) is not set here: the web sets it through the proxy (`setWorkMateriality`). Every
 * role may read and set them, a linked auditor on its companies only.
 */
export function materialityRoutes(deps: AppDeps) {
  const { store } = deps;
  const routes = new Hono<AppEnv>();

  /** 403 for a tenant not the account's, or a company a linked auditor may not see. */

  routes.get('/api/materiality', async (c) => {
    const q = readQuery(c, MaterialityQuery, true);
    const refused = await workRefusal(c, deps, q.tenant, q.company);
    if (refused) throw refused;
    noStore(c);
    const m = await store.materiality.get({
      tenantId: q.tenant,
      companyKey: q.company,
      assignmentId: q.assignment,
    });
    return c.json(materialityLevels(m));
  });

  routes.put('/api/materiality', async (c) => {
    const b = await readBody(c, MaterialityRequest, {
      notJson:
        'the body must be JSON {tenant, company, assignment, overall, performanceShare?, trivialShare?}',
      invalid: 'invalid materiality',
    });
    const setting: MaterialitySetting = {
      overall: b.overall,
      performanceShare: b.performanceShare,
      trivialShare: b.trivialShare,
      updatedBy: userOf(c).username,
      updatedAt: new Date(deps.now()).toISOString(),
    };
    const levels = materialityLevels(setting);
    // The audit entry says what was set (or asked for, when refused): the amounts and shares.
    const targetIds: Record<string, string> = {
      companyDurableKey: b.company,
      assignmentId: b.assignment,
      performanceShare: String(levels.performanceShare),
      trivialShare: String(levels.trivialShare),
    };
    if (levels.overall !== null) {
      targetIds.overall = kronor(levels.overall);
      targetIds.performance = kronor(levels.performance!);
      targetIds.trivial = kronor(levels.trivial!);
    }
    const entry = (outcome: 'success' | 'denied', status: number) =>
      audit(c, deps, {
        tenantId: b.tenant,
        operation: 'materiality.set',
        targetIds,
        outcome,
        status,
      });
    const refused = await workRefusal(c, deps, b.tenant, b.company);
    if (refused) {
      await entry('denied', refused.status);
      throw refused;
    }
    await store.materiality.set(
      { tenantId: b.tenant, companyKey: b.company, assignmentId: b.assignment },
      setting,
    );
    await entry('success', 200);
    noStore(c);
    return c.json(levels);
  });
  return routes;
}
