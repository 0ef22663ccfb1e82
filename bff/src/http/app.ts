import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../types.js';
import { proxyRoutes } from '../upstream/proxy.js';
import { apiDocsRoutes, OPENAPI_PATH } from './api-docs.js';
import { attentionRoutes } from './attention.js';
import { bulkRunRoutes } from './bulk-runs.js';
import { clientErrorRoutes } from './client-errors.js';
import { consoleAccessRoutes } from './console-access.js';
import { answerFailures } from './errors.js';
import { healthRoutes } from './health.js';
import { ownBodyLimit, requestPolicy } from './http-policy.js';
import { materialityRoutes } from './materiality.js';
import { mfaRoutes } from './mfa.js';
import { recordRoutes } from './records.js';
import { reviewRoutes } from './reviews.js';
import { signOffRoutes } from './signoffs.js';
import { voucherMarkRoutes } from './voucher-marks.js';
import { noSuchRoute, sessionGate } from './route-kit.js';
import { signInRoutes } from './sign-in.js';
import { oidcRoutes } from './oidc.js';
import { staticHandler } from './static.js';

/**
 * The BFF's Hono app: every request, the proxy's (`/api/t/...`, upstream/proxy.ts) included.
 * Routes live in modules by area; a refusal is thrown as an HttpError and answered by the one
 * `onError` below, as is a failure of our own code (500, or 503 for the store).
 */
export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  // ---- what every request goes through, in order ------------------------------------
  // Request id, CSRF, security headers, metrics, access log (http-policy.ts).
  app.use('*', requestPolicy(deps));
  for (const path of ['/auth/*', '/api/*']) app.use(path, ownBodyLimit());
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
  app.route('/', proxyRoutes(deps));
  for (const path of ['/api/*', '/api'])
    app.all(path, () => {
      throw noSuchRoute();
    });
  app.on(['GET', 'HEAD'], '*', staticHandler(deps.config.webDist));

  // ---- the one place a failure becomes an answer ----------------------------------------
  answerFailures(app, deps.logger);
  return app;
}
