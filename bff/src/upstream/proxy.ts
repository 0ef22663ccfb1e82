/**
 * The proxy: `/api/t/:tenantId/<V1 path>` for every operation in the contract table, nothing else.
 *
 * It is a route of the Hono app, behind the same request policy (request id, CSRF, security
 * headers, metrics, access log: http/http-policy.ts) and session gate as every other route. Its
 * answer is written on node:http's response rather than returned as a web Response: V1's answers
 * and the browser's uploads stream through without being held or turned into web streams, and
 * the proxy's hot path skips the Request/Response conversion (docs/decisions/0030-raw-proxy.md).
 *
 * The request path: exchange.ts (the request and its answer), routes.ts (which operation),
 * proxied-call.ts (access, then prepare.ts's checks, send-with-token.ts, relay.ts's answer;
 * upload.ts for what an upload needs besides).
 */
import { Hono } from 'hono';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { tryDecodeURIComponent } from 'hono/utils/url';
import { isPlainLine, issueText } from '@ledger/contract';
import { PROXY_PREFIX } from '../http/http-policy.js';
import type { AppDeps, AppEnv } from '../types.js';
import { Exchange } from './exchange.js';
import { ProxiedCall } from './proxied-call.js';
import { compileRoutes, matchRoute } from './routes.js';
import type { RouteTable } from './routes.js';

/** The proxy's one route, mounted in the app behind the session gate. */
export function proxyRoutes(deps: AppDeps) {
  const routes = compileRoutes();
  const app = new Hono<AppEnv>();
  app.all(`${PROXY_PREFIX}*`, async (c) => {
    c.set('rawAnswer', true);
    const exchange = new Exchange(deps, c);
    await serve(deps, routes, exchange).catch((err: unknown) => exchange.crash(err));
    return RESPONSE_ALREADY_SENT;
  });
  return app;
}

/** The operation the path names, for the signed-in user (the session gate let it through). */
async function serve(deps: AppDeps, routes: RouteTable, x: Exchange): Promise<void> {
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
  await new ProxiedCall(deps, x, x.user!, tenant, matched.route.op, matched.params).run();
}
