import type { Context } from 'hono';
import { isScoped } from '../auth/session.js';
import type { AppDeps, AppEnv } from '../types.js';
import { errorResponse } from './errors.js';

/**
 * The refusal of a console route naming a company (uploads, review marks) that a linked auditor
 * may not see: 403 `company_not_allowed`, or V1's failure when the scope could not be read;
 * undefined when the company is open to the signed-in user.
 */
export async function companyRefusal(
  c: Context<AppEnv>,
  deps: AppDeps,
  tenant: string,
  company: string,
): Promise<Response | undefined> {
  const user = c.get('user')!;
  if (!isScoped(user)) return undefined;
  const userId = user.platformUsers[tenant];
  if (userId !== undefined) {
    const answer = await deps.scope.companies(tenant, userId, c.get('requestId'));
    if (!answer.ok) {
      const f = answer.failure;
      const headers: Record<string, string> = {};
      for (let i = 0; i + 1 < f.headers.length; i += 2) headers[f.headers[i]!] = f.headers[i + 1]!;
      return errorResponse(c, f.status, f.message, f.extra, headers);
    }
    if (answer.keys.has(company)) return undefined;
  }
  return errorResponse(c, 403, 'this company is not open to you', {
    code: 'company_not_allowed',
    params: { companyDurableKey: company },
  });
}
