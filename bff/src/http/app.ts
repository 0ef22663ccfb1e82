import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Context } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { AppDeps, AppEnv } from '../types.js';
import { apiDocsRoutes, OPENAPI_PATH } from './api-docs.js';
import { attentionRoutes } from './attention.js';
import { bulkRunRoutes } from './bulk-runs.js';
import { clientErrorRoutes } from './client-errors.js';
import { consoleAccessRoutes } from './console-access.js';
import { answerFailures, HttpError } from './errors.js';
import { healthRoutes } from './health.js';
import { HSTS, SECURITY_HEADERS, csrfRefusal, recordRequest } from './http-policy.js';
import { materialityRoutes } from './materiality.js';
import { mfaRoutes } from './mfa.js';
import { recordRoutes } from './records.js';
import { reviewRoutes } from './reviews.js';
import { signOffRoutes } from './signoffs.js';
import { voucherMarkRoutes } from './voucher-marks.js';
import { bodyTooLarge, head, https, MAX_OWN_BODY, noSuchRoute, sessionGate } from './route-kit.js';
import { signInRoutes } from './sign-in.js';
import { oidcRoutes } from './oidc.js';
import { staticHandler } from './static.js';

/**
 * The BFF's Hono app: everything but the proxy (`/api/t/...`, proxy.ts, which server.ts routes
 * there first). Routes live in modules by area; a refusal is thrown as an HttpError and answered
 * by the one `onError` below, as is a failure of our own code (500, or 503 for the store).
 */
export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  // ---- what every request goes through, in order ------------------------------------
  // Request id, security headers, metrics, access log (the proxy does the same in exchange.ts).
  app.use('*', async (c, next) => {
    const startedMs = performance.now();
    const requestId = randomUUID();
    c.set('requestId', requestId);
    c.set('user', undefined);
    await next();
    const h = c.res.headers;
    h.set('x-request-id', requestId);
    for (const [k, v] of SECURITY_HEADERS) h.set(k, v);
    if (https(deps, c)) h.set(...HSTS);
    recordRequest(deps, {
      requestId,
      method: c.req.method,
      path: c.req.path,
      route: routeLabel(c),
      status: c.res.status,
      startedMs,
      user: c.get('user'),
    });
  });
  app.use('*', async (c, next) => {
    const refusal = csrfRefusal(deps, head(c));
    if (refusal) throw new HttpError(403, refusal.message, { code: refusal.code });
    await next();
  });
  // The BFF's own routes read small JSON bodies: a larger one is refused before it is read, from
  // its Content-Length or, when it has none, as its bytes arrive (the proxy has its own limits).
  for (const path of ['/auth/*', '/api/*'])
    app.use(
      path,
      bodyLimit({
        maxSize: MAX_OWN_BODY,
        onError: () => {
          throw bodyTooLarge();
        },
      }),
    );
  // Every /api route but the API's own description needs a session.
  const gate = sessionGate(deps);
  app.use('/api/*', (c, next) => (c.req.path === OPENAPI_PATH ? next() : gate(c, next)));

  // ---- the routes, by area ---------------------------------------------------------------
  app.route('/', healthRoutes(deps));
  // Console access first: its /auth/setup* would otherwise meet sign-in's /auth/* catch-all.
  app.route('/', consoleAccessRoutes(deps));
  app.route('/', oidcRoutes(deps));
  app.route('/', mfaRoutes(deps)); // before sign-in's catch-all of /auth/*
  app.route('/', signInRoutes(deps));
  app.route('/', apiDocsRoutes(deps));
  app.route('/', recordRoutes(deps));
  app.route('/', reviewRoutes(deps));
  app.route('/', materialityRoutes(deps));
  app.route('/', signOffRoutes(deps));
  app.route('/', voucherMarkRoutes(deps));
  app.route('/', bulkRunRoutes(deps));
  app.route('/', attentionRoutes(deps));
  app.route('/', clientErrorRoutes(deps));
  for (const path of ['/api/*', '/api'])
    app.all(path, () => {
      throw noSuchRoute();
    });
  app.on(['GET', 'HEAD'], '*', staticHandler(deps.config.webDist));

  // ---- the one place a failure becomes an answer ----------------------------------------
  answerFailures(app, deps.logger);
  return app;
}

/** The most specific matched route (bounded label set for metrics), else a catch-all name. */
function routeLabel(c: Context<AppEnv>): string {
  let best = '';
  for (const r of matchedRoutes(c))
    if (!r.path.endsWith('*') && r.path.length > best.length) best = r.path;
  if (best) return best;
  const p = c.req.path;
  return p.startsWith('/api') ? '/api/*' : p.startsWith('/auth') ? '/auth/*' : 'static';
}
