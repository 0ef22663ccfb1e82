/**
 * The proxy: `/api/t/:tenantId/<V1 path>` for every operation in the contract table, nothing else.
 *
 * It is served by its own node:http handler rather than through Hono: the proxy is the hot path,
 * and Hono's Request/Response conversion cost a third of the BFF's CPU per proxied request (see
 * docs/BFF-NOTES.md, "Proxy speed"). What every request goes through (CSRF, session,
 * security headers, metrics, access log) comes from http-policy.ts, as in the Hono app.
 *
 * The request path: exchange.ts (the request and its answer), routes.ts (which operation),
 * proxied-call.ts (access, then prepare.ts's checks, send-with-token.ts, relay.ts's answer;
 * upload.ts for what an upload needs besides).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tryDecodeURIComponent } from 'hono/utils/url';
import { isPlainLine, issueText } from '@ledger/contract';
import { clearedSessionCookie, csrfRefusal, sessionCookieValue } from '../http/http-policy.js';
import type { AppDeps } from '../types.js';
import { Exchange } from './exchange.js';
import { ProxiedCall } from './proxied-call.js';
import { compileRoutes, matchRoute } from './routes.js';
import type { RouteTable } from './routes.js';

const PROXY_PREFIX = '/api/t/';

/**
 * The node:http handler for everything under `/api/t/`; answers false for any other path so the
 * caller hands it to the Hono app.
 */
export function createProxyHandler(deps: AppDeps) {
  const routes = compileRoutes();
  return function handleProxy(req: IncomingMessage, res: ServerResponse): boolean {
    if (!req.url?.startsWith(PROXY_PREFIX)) return false;
    const exchange = new Exchange(deps, req, res);
    serve(deps, routes, exchange).catch((err: unknown) => exchange.crash(err));
    return true;
  };
}

/** CSRF and session first, then the operation the path names. */
async function serve(deps: AppDeps, routes: RouteTable, x: Exchange): Promise<void> {
  const refusal = csrfRefusal(deps, x);
  if (refusal) return x.sendError(403, refusal.message, { code: refusal.code });
  const cookie = sessionCookieValue(x.https, x);
  x.user = await deps.sessions.resolve(cookie);
  if (!x.user)
    return x.sendError(
      401,
      'sign in first',
      { code: 'not_signed_in' },
      cookie ? ['set-cookie', clearedSessionCookie(x.https, x)] : [],
    );
  const [tenantSegment, ...rest] = x.rawPath.slice(PROXY_PREFIX.length).split('/');
  const matched = matchRoute(routes, x.method, rest);
  if (!matched) return x.sendError(404, 'no such route', { code: 'not_found' });
  x.route = matched.route.label;
  const tenant = tryDecodeURIComponent(tenantSegment ?? '');
  // The tenant is compared with the account's and written to the audit log: a segment that can
  // name no tenant (a control character, a NUL that PostgreSQL text cannot hold, a text-direction
  // mark, `.` or `..`) is refused before either.
  const notATenant =
    tenant === '.' || tenant === '..'
      ? issueText('dot_segment')
      : isPlainLine(tenant)
        ? undefined
        : issueText('plain_text');
  if (notATenant)
    return x.sendError(400, 'invalid path', {
      code: 'invalid_request',
      issues: [{ path: 'params.tenantId', message: notATenant }],
    });
  await new ProxiedCall(deps, x, x.user, tenant, matched.route.op, matched.params).run();
}
