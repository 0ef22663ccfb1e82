/**
 * Finding the V1 user a console account is linked to: an email or a user id, looked up in V1's
 * user list (`GET /users`) of each tenant the account has. A platform user lives in one tenant,
 * so the link is usually one tenant's; tenants where nobody matches get no link.
 */
import { UpstreamError } from '../http/errors.js';
import type { AppDeps } from '../types.js';
import { upstreamFailure } from './v1-failure.js';
import { MAX_READ_ANSWER, asList } from './v1-read.js';
import { sendWithToken } from './send-with-token.js';
import { readWhole } from './upstream.js';
import { Deadline } from './deadline.js';

export class PlatformUserLookupError extends Error {}

/** `{tenantId: userId}` of the tenants whose users include `emailOrId` (an id, or an email in any case). */
export async function resolvePlatformUser(
  deps: Pick<AppDeps, 'upstream' | 'tokens'>,
  tenants: readonly string[],
  emailOrId: string,
): Promise<Record<string, string>> {
  const wanted = emailOrId.trim();
  const lower = wanted.toLowerCase();
  const found: Record<string, string> = {};
  for (const tenant of tenants) {
    let users: unknown[];
    try {
      const deadline = new Deadline(deps.upstream.timeoutMs);
      const token = await deps.tokens.get(tenant, deadline);
      const { res, token: used } = await sendWithToken(
        deps,
        tenant,
        {
          method: 'GET',
          path: '/users',
          headers: { accept: 'application/json', 'x-tenant-id': tenant },
          body: null,
          replayable: true,
          operation: 'listUsers',
        },
        token,
        deadline,
      );
      if (res.statusCode < 200 || res.statusCode >= 300) {
        const f = await upstreamFailure(res, used);
        throw new PlatformUserLookupError(
          `V1 answered ${res.statusCode} to the user list of ${tenant}: ${f.message}`,
        );
      }
      users = asList(
        JSON.parse((await readWhole(res, MAX_READ_ANSWER, 'user list')).toString('utf8')),
      );
    } catch (err) {
      if (err instanceof UpstreamError)
        throw new PlatformUserLookupError(`cannot read the users of ${tenant}: ${err.message}`);
      if (err instanceof SyntaxError)
        throw new PlatformUserLookupError(`V1's user list of ${tenant} is not JSON`);
      throw err;
    }
    const match = users.find((u) => {
      const user = u as { id?: unknown; email?: unknown } | null;
      return (
        user?.id === wanted ||
        (typeof user?.email === 'string' && user.email.toLowerCase() === lower)
      );
    }) as { id: string } | undefined;
    if (match && typeof match.id === 'string') found[tenant] = match.id;
  }
  return found;
}
