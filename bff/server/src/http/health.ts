/** Liveness, readiness and metrics (`/healthz`, `/readyz`, `/metrics`). */
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../types.js';
import { HttpError, UpstreamError } from './errors.js';
import type { ErrorExtra } from './errors.js';
import { noStore } from './route-kit.js';

/** /readyz: how long the store and the upstream token may take to answer. */
const READY_TIMEOUT_MS = 2_000;

type Check = { ready: boolean; reason?: string; upstreamStatus?: number };

export function healthRoutes(deps: AppDeps) {
  const { store, logger, metrics } = deps;
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

  routes.get('/metrics', async (c) => {
    c.header('content-type', metrics.registry.contentType);
    noStore(c);
    return c.body(await metrics.registry.metrics());
  });
  return routes;
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
