/**
 * Which companies a linked auditor may see: those whose V1 permissions list its platform user, or
 * one of that user's groups. Computed with V1.md's operations only (it must work on a V1-only
 * service), cached per tenant and user for a short time, computed once for concurrent callers,
 * and dropped for the whole tenant when the console changes a permission, a group's members or
 * a company: the operations whose `bffEffects` in the contract name `companyScopes`
 * (docs/BFF-NOTES.md, "Who sees what").
 */
import { UpstreamError } from '../http/errors.js';
import type { FailureAnswer } from '../http/errors.js';
import type { V1Access } from './send-with-token.js';
import { TenantCache } from './tenant-cache.js';
import { asList, fillV1Path, v1Read } from './v1-read.js';

/** How long a computed set is used. */
export const SCOPE_TTL_MS = 30_000;
/** Permission reads in flight at once for one computation. */
const PERMISSION_READS_AT_ONCE = 8;

/** Why a user may see a company: its own permission, and the groups of its that have one. */
export interface CompanyAccess {
  direct: boolean;
  groupIds: readonly string[];
}

export type ScopeAnswer =
  | { ok: true; keys: ReadonlySet<string>; access: ReadonlyMap<string, CompanyAccess> }
  | { ok: false; failure: FailureAnswer };

/** V1 calls the scope has made since start (for /metrics and the tests of its cost). */
export interface ScopeCounters {
  computations: number;
  v1Calls: number;
}

/** The companies a group's permissions reach, by durable key (V1's permissions, as read). */
export type GroupScopeAnswer =
  { ok: true; keys: readonly string[] } | { ok: false; failure: FailureAnswer };

/** One company's permissions as V1 answered them: the ids of the users and groups listed. */
interface Permissions {
  users: string[];
  groups: string[];
}

export class CompanyScope {
  private readonly cache: TenantCache<ScopeAnswer>;
  private readonly groupCache: TenantCache<GroupScopeAnswer>;
  readonly counters: ScopeCounters = { computations: 0, v1Calls: 0 };

  constructor(
    private readonly deps: V1Access & { now: () => number },
    ttlMs = SCOPE_TTL_MS,
  ) {
    this.cache = new TenantCache(deps.now, ttlMs);
    this.groupCache = new TenantCache(deps.now, ttlMs);
  }

  /** The durable keys of the companies the tenant's V1 user `userId` may see. */
  companies(tenant: string, userId: string, requestId: string): Promise<ScopeAnswer> {
    return this.cache.get(tenant, userId, () => this.compute(tenant, userId, requestId));
  }

  /**
   * The durable keys of the companies whose V1 permissions list the group `groupId` (the group's
   * page). V1 has no read of a group's companies: the same reads as a user's, without the groups.
   */
  groupCompanies(tenant: string, groupId: string, requestId: string): Promise<GroupScopeAnswer> {
    return this.groupCache.get(tenant, groupId, async () => {
      this.counters.computations++;
      const keys: string[] = [];
      const scanned = await this.scan(tenant, requestId, (key, p) => {
        if (p.groups.includes(groupId)) keys.push(key);
      });
      return scanned ?? { ok: true, keys };
    });
  }

  /** Forgets every set of the tenant (a permission, group or company changed through the console). */
  invalidate(tenant: string) {
    this.cache.invalidate(tenant);
    this.groupCache.invalidate(tenant);
  }

  /**
   * `GET /users/{userId}/groups`, then the scan below: 2 + N V1 calls for N companies.
   */
  private async compute(tenant: string, userId: string, requestId: string): Promise<ScopeAnswer> {
    this.counters.computations++;
    try {
      const groups = await this.read(
        tenant,
        fillV1Path('/users/{userId}/groups', { userId }),
        'listUserGroups',
        requestId,
      );
      // A user V1 no longer knows has no groups (and no permission names it).
      if (!groups.ok && groups.status !== 404) return groups;
      const groupIds = new Set(groups.ok ? ids(asList(groups.json)) : []);
      const allowed = new Map<string, CompanyAccess>();
      const scanned = await this.scan(tenant, requestId, (key, p) => {
        const direct = p.users.includes(userId);
        const through = p.groups.filter((g) => groupIds.has(g));
        if (direct || through.length > 0) allowed.set(key, { direct, groupIds: through });
      });
      if (scanned) return scanned;
      return { ok: true, keys: new Set(allowed.keys()), access: allowed };
    } catch (err) {
      if (!(err instanceof UpstreamError)) throw err;
      return { ok: false, failure: err.answer };
    }
  }

  /**
   * `GET /companies`, then `GET /companies/{key}/permissions` for each company (at most
   * PERMISSION_READS_AT_ONCE at a time), handing each company's permissions to `each`. Answers
   * the failure that stopped it, or null when every company was read.
   */
  private async scan(
    tenant: string,
    requestId: string,
    each: (key: string, permissions: Permissions) => void,
  ): Promise<{ ok: false; failure: FailureAnswer } | null> {
    try {
      const companies = await this.read(tenant, '/companies', 'listCompanies', requestId);
      if (!companies.ok) return companies;
      const keys = asList(companies.json)
        .map((c) => (c as { durableKey?: unknown } | null)?.durableKey)
        .filter((k): k is string => typeof k === 'string');
      let next = 0;
      let failed: FailureAnswer | undefined;
      const worker = async () => {
        while (next < keys.length && !failed) {
          const key = keys[next++]!;
          const p = await this.read(
            tenant,
            fillV1Path('/companies/{companyDurableKey}/permissions', { companyDurableKey: key }),
            'getCompanyPermissions',
            requestId,
          );
          if (!p.ok) {
            // A company deleted since the list was read is simply not seen.
            if (p.status !== 404) failed ??= p.failure;
            continue;
          }
          const perms = p.json as { users?: unknown; groups?: unknown } | null;
          each(key, { users: ids(asList(perms?.users)), groups: ids(asList(perms?.groups)) });
        }
      };
      await Promise.all(
        Array.from({ length: Math.min(PERMISSION_READS_AT_ONCE, keys.length) }, worker),
      );
      return failed ? { ok: false, failure: failed } : null;
    } catch (err) {
      if (!(err instanceof UpstreamError)) throw err;
      return { ok: false, failure: err.answer };
    }
  }

  private read(tenant: string, path: string, operation: string, requestId: string) {
    this.counters.v1Calls++;
    return v1Read(this.deps, tenant, path, operation, requestId);
  }
}

const ids = (items: unknown[]): string[] =>
  items
    .map((i) => (i as { id?: unknown } | null)?.id)
    .filter((id): id is string => typeof id === 'string');
