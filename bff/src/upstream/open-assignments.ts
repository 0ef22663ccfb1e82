/**
 * The overview's "assignments open without work materiality": V1.md has no operation across
 * companies, so it takes `GET /companies`, then `GET /company/{key}/assignments` for each company
 * and `GET .../assignments/{id}/work-materiality` for each OPEN one. Made cheap enough for the
 * overview: at most MAX_COMPANIES companies (the first by name), at most READS_AT_ONCE reads in
 * flight, the answer kept per tenant for TTL_MS and computed once for concurrent callers, and
 * dropped when a change made through the console may alter it (docs/BFF-NOTES.md).
 */
import { UpstreamError } from '../http/errors.js';
import type { FailureAnswer } from '../http/errors.js';
import type { V1Access } from './send-with-token.js';
import { TenantCache } from './tenant-cache.js';
import { asList, fillV1Path, v1Read } from './v1-read.js';

export const OPEN_ASSIGNMENTS_TTL_MS = 60_000;
/** Companies checked at most; a larger tenant is checked in part and says so. */
export const MAX_COMPANIES = 200;
const READS_AT_ONCE = 4;

export interface OpenWithoutMateriality {
  companyDurableKey: string;
  companyName: string;
  assignmentId: string;
  type: string;
  financialYearId: string;
}

export interface OpenAssignmentsResult {
  items: OpenWithoutMateriality[];
  /** The tenant's companies (durable keys), and those whose assignments were read. */
  companyKeys: string[];
  checkedKeys: string[];
}

export type OpenAssignmentsAnswer =
  { ok: true; result: OpenAssignmentsResult } | { ok: false; failure: FailureAnswer };

export class OpenAssignmentChecks {
  private readonly cache: TenantCache<OpenAssignmentsAnswer>;
  /** V1 calls made since start (for the tests of its cost). */
  v1Calls = 0;

  constructor(
    private readonly deps: V1Access & { now: () => number },
    ttlMs = OPEN_ASSIGNMENTS_TTL_MS,
  ) {
    this.cache = new TenantCache(deps.now, ttlMs);
  }

  check(tenant: string, requestId: string): Promise<OpenAssignmentsAnswer> {
    return this.cache.get(tenant, '', () => this.compute(tenant, requestId));
  }

  invalidate(tenant: string) {
    this.cache.invalidate(tenant);
  }

  private read(tenant: string, path: string, operation: string, requestId: string) {
    this.v1Calls++;
    return v1Read(this.deps, tenant, path, operation, requestId);
  }

  private async compute(tenant: string, requestId: string): Promise<OpenAssignmentsAnswer> {
    try {
      const companies = await this.read(tenant, '/companies', 'listCompanies', requestId);
      if (!companies.ok) return companies;
      const all = asList(companies.json).flatMap((c) => {
        const { durableKey, name } = (c ?? {}) as { durableKey?: unknown; name?: unknown };
        return typeof durableKey === 'string'
          ? [{ key: durableKey, name: typeof name === 'string' ? name : durableKey }]
          : [];
      });
      all.sort((a, b) => a.name.localeCompare(b.name, 'sv-SE'));
      const checked = all.slice(0, MAX_COMPANIES);

      // Every OPEN assignment of the checked companies, 4 reads at a time.
      const open: Omit<OpenWithoutMateriality, 'companyName'>[] = [];
      const names = new Map(checked.map((c) => [c.key, c.name]));
      let failed: FailureAnswer | undefined;
      await eachAtMost(checked, READS_AT_ONCE, async (c) => {
        if (failed) return;
        const r = await this.read(
          tenant,
          fillV1Path('/company/{companyDurableKey}/assignments', { companyDurableKey: c.key }),
          'listAssignments',
          requestId,
        );
        // A company deleted since the list was read has nothing to do.
        if (!r.ok) {
          if (r.status !== 404) failed ??= r.failure;
          return;
        }
        for (const a of asList(r.json)) {
          const { id, type, status, financialYearId } = (a ?? {}) as Record<string, unknown>;
          if (status === 'OPEN' && typeof id === 'string')
            open.push({
              companyDurableKey: c.key,
              assignmentId: id,
              type: typeof type === 'string' ? type : '',
              financialYearId: typeof financialYearId === 'string' ? financialYearId : '',
            });
        }
      });
      if (failed) return { ok: false, failure: failed };

      const missing: OpenWithoutMateriality[] = [];
      await eachAtMost(open, READS_AT_ONCE, async (a) => {
        if (failed) return;
        const r = await this.read(
          tenant,
          fillV1Path(
            '/company/{companyDurableKey}/assignments/{auditAssignmentId}/work-materiality',
            { companyDurableKey: a.companyDurableKey, auditAssignmentId: a.assignmentId },
          ),
          'getWorkMateriality',
          requestId,
        );
        if (!r.ok) {
          if (r.status !== 404) failed ??= r.failure;
          return;
        }
        const wm = r.json as { workMateriality?: unknown } | null;
        if (wm === null || typeof wm.workMateriality !== 'number')
          missing.push({ ...a, companyName: names.get(a.companyDurableKey) ?? '' });
      });
      if (failed) return { ok: false, failure: failed };
      missing.sort(
        (a, b) =>
          a.companyName.localeCompare(b.companyName, 'sv-SE') ||
          a.assignmentId.localeCompare(b.assignmentId),
      );
      return {
        ok: true,
        result: {
          items: missing,
          companyKeys: all.map((c) => c.key),
          checkedKeys: checked.map((c) => c.key),
        },
      };
    } catch (err) {
      if (!(err instanceof UpstreamError)) throw err;
      return { ok: false, failure: err.answer };
    }
  }
}

/** Runs `work` for every item with at most `n` running at once. */
async function eachAtMost<T>(items: readonly T[], n: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(n, items.length) }, worker));
}
