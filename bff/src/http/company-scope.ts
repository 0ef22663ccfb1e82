import { isScoped } from '../auth/session.js';
import type { AppDeps } from '../types.js';
import { HttpError } from './errors.js';
import { tenantRefusal, userOf } from './route-kit.js';
import type { Ctx } from './route-kit.js';

/**
 * The companies the signed-in user may see in the tenant: undefined when it is not scoped (it sees
 * them all), none when it has no platform user there, or V1's failure reading the scope.
 */
async function scopeOf(
  c: Ctx,
  deps: AppDeps,
  tenant: string,
): Promise<ReadonlySet<string> | undefined | HttpError> {
  const user = userOf(c);
  if (!isScoped(user)) return undefined;
  const userId = user.platformUsers[tenant];
  if (userId === undefined) return new Set<string>();
  const answer = await deps.scope.companies(tenant, userId, c.get('requestId'));
  return answer.ok ? answer.keys : HttpError.of(answer.failure);
}

/** The signed-in account's own companies: undefined when it is not scoped (it sees them all). */
export async function ownScope(
  c: Ctx,
  deps: AppDeps,
  tenant: string,
): Promise<ReadonlySet<string> | undefined> {
  const scope = await scopeOf(c, deps, tenant);
  if (scope instanceof HttpError) throw scope;
  return scope;
}

/**
 * The refusal of a console route naming a company (uploads, review marks) that a linked auditor
 * may not see: 403 `company_not_allowed`, or V1's failure when the scope could not be read;
 * undefined when the company is open to the signed-in user.
 */
export async function companyRefusal(
  c: Ctx,
  deps: AppDeps,
  tenant: string,
  company: string,
): Promise<HttpError | undefined> {
  const scope = await scopeOf(c, deps, tenant);
  if (scope === undefined || scope instanceof HttpError) return scope;
  if (scope.has(company)) return undefined;
  return new HttpError(403, 'this company is not open to you', {
    code: 'company_not_allowed',
    params: { companyDurableKey: company },
  });
}

/**
 * Why the signed-in user may not work on `company` of `tenant`: not its tenant (403
 * `tenant_not_allowed`), or outside a linked auditor's companies; undefined when it may.
 */
export async function workRefusal(
  c: Ctx,
  deps: AppDeps,
  tenant: string,
  company: string,
): Promise<HttpError | undefined> {
  return tenantRefusal(c, deps, tenant) ?? (await companyRefusal(c, deps, tenant, company));
}
