/** Liveness, readiness and metrics (`/healthz`, `/readyz`, `/metrics`). */
import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../types.js';
import { answerFailures, HttpError, notFound, UpstreamError } from './errors.js';
import type { ErrorExtra } from './errors.js';
import { addAnswerHeaders } from './http-policy.js';
import { noStore } from './route-kit.js';
import type { Ctx } from './route-kit.js';

/** /readyz: how long the store and the upstream token may take to answer. */
const READY_TIMEOUT_MS = 2_000;

type Check = { ready: boolean; reason?: string; upstreamStatus?: number };

export function healthRoutes(deps: AppDeps) {
  const { store, logger } = deps;
  const routes = new Hono<AppEnv>();

  routes.get('/healthz', (c) => c.json({ status: 'ok' }));

  // Ready = a request could be served: the store answers a query and a V1 token is at hand (the
  // cached one, or a new one when none is held). Each is given READY_TIMEOUT_MS.
  routes.get('/readyz', async (c) => {
    const [storeCheck, upstreamCheck] = await Promise.all([
      store.ping(READY_TIMEOUT_MS),
      upstreamReady(deps),
    ]);
    const checks: NonNullable<ErrorExtra['checks']> = {
      store: storeCheck.ready ? { ready: true } : { ready: false, reason: storeCheck.kind },
      upstream: upstreamCheck,
    };
    noStore(c);
    if (storeCheck.ready && upstreamCheck.ready) return c.json({ status: 'ready', checks });
    if (!storeCheck.ready)
      logger.warn({ kind: storeCheck.kind, reason: storeCheck.reason }, 'not ready: store');
    const notReady = [
      !storeCheck.ready && `store (${storeCheck.kind})`,
      !upstreamCheck.ready && `V1 token (${upstreamCheck.reason})`,
    ].filter(Boolean);
    throw new HttpError(503, `not ready: ${notReady.join('; ')}`, {
      code: 'not_ready',
      checks,
      ...(upstreamCheck.upstreamStatus ? { upstreamStatus: upstreamCheck.upstreamStatus } : {}),
    });
  });

  // On the main port only when no listener of its own serves it, and never without a token: the
  // metrics name tenants and operations.
  routes.get('/metrics', (c) => {
    if (deps.config.metricsPort !== undefined || deps.config.metricsToken === undefined)
      throw notFound();
    return serveMetrics(c, deps);
  });
  return routes;
}

/**
 * The app of METRICS_PORT's own listener: `/metrics` (with METRICS_TOKEN when set), 404 for
 * anything else; no session, no web, nothing else of the console.
 */
export function metricsApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    const requestId = randomUUID();
    c.set('requestId', requestId);
    await next();
    const answer = addAnswerHeaders([], requestId, false);
    for (let i = 0; i < answer.length; i += 2) c.res.headers.set(answer[i]!, answer[i + 1]!);
  });
  app.get('/metrics', (c) => serveMetrics(c, deps));
  answerFailures(app, deps.logger);
  return app;
}

/** The Prometheus text, to a request that carries the token when one is set. */
async function serveMetrics(c: Ctx, deps: AppDeps) {
  const token = deps.config.metricsToken;
  if (token !== undefined && !bearerIs(c.req.header('authorization'), token))
    throw new HttpError(
      401,
      'metrics need Authorization: Bearer <METRICS_TOKEN>',
      { code: 'metrics_unauthorized' },
      ['www-authenticate', 'Bearer realm="metrics"'],
    );
  const { registry } = deps.metrics;
  c.header('content-type', registry.contentType);
  noStore(c);
  return c.body(await registry.metrics());
}

const sha256 = (s: string) => createHash('sha256').update(s).digest();

/**
 * Whether an Authorization header is `Bearer <token>`, compared in constant time: both sides are
 * hashed first, so neither the bytes nor the length of the token show in the time taken.
 */
export function bearerIs(header: string | undefined, token: string): boolean {
  const given = /^Bearer +(\S+) *$/i.exec(header ?? '')?.[1] ?? '';
  return timingSafeEqual(sha256(given), sha256(token)) && given.length > 0;
}

/** A V1 token for every tenant: the cached ones, a new one where none is held (within READY_TIMEOUT_MS). */
async function upstreamReady(deps: AppDeps): Promise<Check> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<Check>((resolve) => {
    timer = setTimeout(() => resolve({ ready: false, reason: 'timed out' }), READY_TIMEOUT_MS);
  });
  const tokens = (async (): Promise<Check> => {
    try {
      for (const t of deps.tenants()) if (!deps.tokens.peek(t.id)) await deps.tokens.get(t.id);
      return { ready: true };
    } catch (err) {
      const upstreamStatus = err instanceof UpstreamError ? err.upstreamStatus : undefined;
      return {
        ready: false,
        reason: 'not obtainable',
        ...(upstreamStatus ? { upstreamStatus } : {}),
      };
    }
  })();
  try {
    return await Promise.race([tokens, deadline]);
  } finally {
    clearTimeout(timer);
  }
}
