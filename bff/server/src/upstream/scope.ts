/**
 * Which companies a linked auditor may see: those whose V1 permissions list its platform user, or
 * one of that user's groups. Computed with V1.md's operations only (it must work on a V1-only
 * service), cached per tenant and user for a short time, computed once for concurrent callers,
 * and dropped for the whole tenant when the console changes a permission, a group's members or
 * a company (docs/BFF-NOTES.md, "Who sees what").
 */
import { UpstreamError } from '../http/errors.js';
import type { AppDeps } from '../types.js';
import { fillV1Path } from './prepare.js';
import { upstreamFailure } from './relay.js';
import type { FailureAnswer } from './relay.js';
import { sendWithToken } from './send-with-token.js';
import { discardBody, readWhole } from './upstream.js';
import { Deadline } from './deadline.js';

/** How long a computed set is used. */
export const SCOPE_TTL_MS = 30_000;
/** Permission reads in flight at once for one computation. */
const PERMISSION_READS_AT_ONCE = 8;
/** Computed sets kept (tenant and user pairs); the oldest goes first. */
const MAX_ENTRIES = 10_000;
/** Largest V1 answer read for the scope (a long company list). */
const MAX_ANSWER = 32 * 1024 * 1024;

/**
 * Operations after which the tenant's sets are computed again: they change a company's
 * permissions, a group's members, a user's groups, or which companies exist.
 */
export const SCOPE_CHANGING_OPERATIONS: ReadonlySet<string> = new Set([
  'grantUserPermission',
  'revokeUserPermission',
  'grantGroupPermission',
  'revokeGroupPermission',
  'addGroupMember',
  'removeGroupMember',
  'deleteGroup',
  'deleteUser',
  'createInvitations',
  'deleteInvitation',
  'createCompany',
  'deleteCompany',
]);

/** Why a user may see a company: its own permission, and the groups of its that have one. */
export interface CompanyAccess {
  direct: boolean;
  groupIds: readonly string[];
}

export type ScopeAnswer =
  | { ok: true; keys: ReadonlySet<string>; access: ReadonlyMap<string, CompanyAccess> }
  | { ok: false; failure: FailureAnswer };

export type V1Read =
  { ok: true; json: unknown } | { ok: false; status: number; failure: FailureAnswer };

/** V1 calls the scope has made since start (for /metrics and the tests of its cost). */
export interface ScopeCounters {
  computations: number;
  v1Calls: number;
}

export class CompanyScope {
  private readonly cache = new Map<
    string,
    { keys: ReadonlySet<string>; access: ReadonlyMap<string, CompanyAccess>; at: number }
  >();
  private readonly inflight = new Map<
    string,
    { generation: number; answer: Promise<ScopeAnswer> }
  >();
  private readonly generations = new Map<string, number>();
  readonly counters: ScopeCounters = { computations: 0, v1Calls: 0 };

  constructor(
    private readonly deps: Pick<AppDeps, 'upstream' | 'tokens' | 'now'>,
    private readonly ttlMs = SCOPE_TTL_MS,
  ) {}

  /** The durable keys of the companies the tenant's V1 user `userId` may see. */
  companies(tenant: string, userId: string, requestId: string): Promise<ScopeAnswer> {
    const key = `${tenant}\u0000${userId}`;
    const hit = this.cache.get(key);
    if (hit && this.deps.now() - hit.at < this.ttlMs)
      return Promise.resolve({ ok: true, keys: hit.keys, access: hit.access });
    const generation = this.generations.get(tenant) ?? 0;
    const flying = this.inflight.get(key);
    if (flying && flying.generation === generation) return flying.answer;
    const answer = this.compute(tenant, userId, requestId).then((a) => {
      // A change made while this was computed may not be in it: keep it only when none was.
      if (a.ok && (this.generations.get(tenant) ?? 0) === generation) {
        this.cache.delete(key);
        this.cache.set(key, { keys: a.keys, access: a.access, at: this.deps.now() });
        if (this.cache.size > MAX_ENTRIES) this.cache.delete(this.cache.keys().next().value!);
      }
      return a;
    });
    const entry = { generation, answer };
    this.inflight.set(key, entry);
    void answer.finally(() => {
      if (this.inflight.get(key) === entry) this.inflight.delete(key);
    });
    return answer;
  }

  /** Forgets every set of the tenant (a permission, group or company changed through the console). */
  invalidate(tenant: string) {
    this.generations.set(tenant, (this.generations.get(tenant) ?? 0) + 1);
    const prefix = `${tenant}\u0000`;
    for (const k of this.cache.keys()) if (k.startsWith(prefix)) this.cache.delete(k);
    for (const k of this.inflight.keys()) if (k.startsWith(prefix)) this.inflight.delete(k);
  }

  /**
   * `GET /users/{userId}/groups`, `GET /companies`, then `GET /companies/{key}/permissions` for
   * each company (at most PERMISSION_READS_AT_ONCE at a time): 2 + N V1 calls for N companies.
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
      const companies = await this.read(tenant, '/companies', 'listCompanies', requestId);
      if (!companies.ok) return companies;
      const keys = asList(companies.json)
        .map((c) => (c as { durableKey?: unknown } | null)?.durableKey)
        .filter((k): k is string => typeof k === 'string');
      const allowed = new Map<string, CompanyAccess>();
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
          const direct = ids(asList(perms?.users)).includes(userId);
          const through = ids(asList(perms?.groups)).filter((g) => groupIds.has(g));
          if (direct || through.length > 0) allowed.set(key, { direct, groupIds: through });
        }
      };
      await Promise.all(
        Array.from({ length: Math.min(PERMISSION_READS_AT_ONCE, keys.length) }, worker),
      );
      if (failed) return { ok: false, failure: failed };
      return { ok: true, keys: new Set(allowed.keys()), access: allowed };
    } catch (err) {
      if (!(err instanceof UpstreamError)) throw err;
      return {
        ok: false,
        failure: {
          status: err.status,
          message: err.message,
          extra: {
            code: err.code,
            ...(err.upstreamStatus ? { upstreamStatus: err.upstreamStatus } : {}),
          },
          headers: [],
        },
      };
    }
  }

  private read(tenant: string, path: string, operation: string, requestId: string) {
    this.counters.v1Calls++;
    return v1Read(this.deps, tenant, path, operation, requestId);
  }
}

/**
 * One V1 read with the tenant's token and a deadline of its own (a computation is shared by every
 * request waiting for it): the JSON answer, or the failure as the proxy would answer it.
 */
export async function v1Read(
  deps: Pick<AppDeps, 'upstream' | 'tokens'>,
  tenant: string,
  path: string,
  operation: string,
  requestId: string,
): Promise<V1Read> {
  // A computation is shared by every request waiting for it: it has a deadline of its own.
  const deadline = new Deadline(deps.upstream.timeoutMs);
  try {
    return await readWithin(deps, tenant, path, operation, requestId, deadline);
  } finally {
    deadline.dispose();
  }
}

async function readWithin(
  deps: Pick<AppDeps, 'upstream' | 'tokens'>,
  tenant: string,
  path: string,
  operation: string,
  requestId: string,
  deadline: Deadline,
): Promise<V1Read> {
  const token = await deps.tokens.get(tenant, deadline);
  const { res, token: used } = await sendWithToken(
    deps,
    tenant,
    {
      method: 'GET',
      path,
      headers: { accept: 'application/json', 'x-tenant-id': tenant, 'x-request-id': requestId },
      body: null,
      replayable: true,
      operation,
    },
    token,
    deadline,
  );
  if (res.statusCode < 200 || res.statusCode >= 300) {
    if (res.statusCode === 404) discardBody(res);
    const failure =
      res.statusCode === 404
        ? {
            status: 404,
            message: 'V1 has no such thing',
            extra: { code: 'upstream_not_found' as const },
            headers: [],
          }
        : await upstreamFailure(res, used);
    return { ok: false, status: res.statusCode, failure };
  }
  try {
    return {
      ok: true,
      json: JSON.parse(
        (await readWhole(res, MAX_ANSWER, `${operation} answer`)).toString('utf8'),
      ) as unknown,
    };
  } catch (err) {
    if (err instanceof UpstreamError)
      return {
        ok: false,
        status: err.status,
        failure: {
          status: err.status,
          message: err.message,
          extra: { code: err.code, upstreamStatus: res.statusCode },
          headers: [],
        },
      };
    return {
      ok: false,
      status: 502,
      failure: {
        status: 502,
        message: `V1 answered ${operation} with something other than JSON`,
        extra: { code: 'upstream_bad_answer', upstreamStatus: res.statusCode },
        headers: [],
      },
    };
  }
}

/** A JSON list as it is; one object as a list of one; anything else as no items. */
export function asList(v: unknown): unknown[] {
  if (Array.isArray(v)) return v;
  return typeof v === 'object' && v !== null ? [v] : [];
}

const ids = (items: unknown[]): string[] =>
  items
    .map((i) => (i as { id?: unknown } | null)?.id)
    .filter((id): id is string => typeof id === 'string');
