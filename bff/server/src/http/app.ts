import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import type { z } from 'zod';
import type { Context, MiddlewareHandler } from 'hono';
import { setCookie } from 'hono/cookie';
import { matchedRoutes } from 'hono/route';
import {
  AuditQuery,
  LoginRequest,
  PreferencesRequest,
  UploadsQuery,
  toIssues,
} from '@ledger/contract';
import { errorResponse, failureAnswer, UpstreamError } from './errors.js';
import type { ErrorExtra } from './errors.js';
import { DUMMY_HASH, verifyPassword } from '../auth/passwords.js';
import {
  HSTS,
  SECURITY_HEADERS,
  clearedSessionCookie,
  csrfRefusal,
  isHttps,
  recordRequest,
  sessionCookieName,
  sessionCookieOptions,
  sessionCookieValue,
} from './http-policy.js';
import type { RequestHead } from './http-policy.js';
import { ABSOLUTE_TIMEOUT_MS, isScoped } from '../auth/session.js';
import { companyRefusal } from './company-scope.js';
import { bffOpenApi, pageLanguage, referencePage } from './openapi.js';
import { addAttentionRoutes } from './attention.js';
import { addReviewRoutes } from './reviews.js';
import { addBulkRunRoutes } from './bulk-runs.js';
import { staticHandler } from './static.js';
import type { AppDeps, AppEnv } from '../types.js';

const THROTTLE_WINDOW_MS = 15 * 60_000;
const THROTTLE_MAX_FAILURES = 5;
/** /readyz: how long the store and the upstream token may take to answer. */
const READY_TIMEOUT_MS = 2_000;

export function createApp(deps: AppDeps) {
  const { config, store, sessions, logger, metrics } = deps;
  const app = new Hono<AppEnv>();

  const head = (c: Context<AppEnv>): RequestHead => ({
    method: c.req.method,
    path: c.req.path,
    header: (name) => c.req.header(name),
  });
  const https = (c: Context<AppEnv>) => isHttps(deps, head(c));
  /** A request that failed in our code: 503 while the store is unavailable, else 500 (a bug). */
  const failed = (c: Context<AppEnv>, err: unknown) => {
    const f = failureAnswer(err, logger, c.get('requestId'));
    return errorResponse(c, f.status, f.message, f.extra, Object.fromEntries(f.headers));
  };
  const clientIp = (c: Context<AppEnv>) => {
    // Each trusted proxy appends the address it was called from: the client's is the entry that
    // many from the right. Entries further left were sent by the client and prove nothing.
    if (config.trustedProxies > 0) {
      const chain = (c.req.header('x-forwarded-for') ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      const fwd = chain[Math.max(0, chain.length - config.trustedProxies)];
      if (fwd) return fwd;
    }
    return c.env.incoming.socket.remoteAddress ?? 'unknown';
  };

  // Request id, security headers, metrics, access log (the proxy does the same in proxy.ts).
  app.use('*', async (c, next) => {
    const startedMs = performance.now();
    const requestId = randomUUID();
    c.set('requestId', requestId);
    c.set('user', undefined);
    try {
      await next();
    } catch (err) {
      c.res = failed(c, err);
    }
    const h = c.res.headers;
    h.set('x-request-id', requestId);
    for (const [k, v] of SECURITY_HEADERS) h.set(k, v);
    if (https(c)) h.set(...HSTS);
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
    if (refusal) return errorResponse(c, 403, refusal.message, { code: refusal.code });
    await next();
  });

  // Session (for every /api route and the session/logout routes).
  const loadSession: MiddlewareHandler<AppEnv> = async (c, next) => {
    const raw = sessionCookieValue(https(c), head(c));
    const user = await sessions.resolve(raw);
    if (!user) {
      if (raw) c.header('set-cookie', clearedSessionCookie(https(c), head(c)), { append: true });
      return errorResponse(c, 401, 'sign in first', { code: 'not_signed_in' });
    }
    c.set('user', user);
    await next();
  };

  // ---- health, readiness, metrics --------------------------------------------
  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  // Ready = a request could be served: the store answers a query and a V1 token is at hand (the
  // cached one, or a new one when none is held). Each is given READY_TIMEOUT_MS.
  app.get('/readyz', async (c) => {
    const [storeCheck, upstreamCheck] = await Promise.all([
      store.ping(READY_TIMEOUT_MS),
      upstreamReady(deps),
    ]);
    const checks: NonNullable<ErrorExtra['checks']> = {
      store: storeCheck.ready ? { ready: true } : { ready: false, reason: storeCheck.kind },
      upstream: upstreamCheck,
    };
    c.header('cache-control', 'no-store');
    if (storeCheck.ready && upstreamCheck.ready) return c.json({ status: 'ready', checks });
    if (!storeCheck.ready)
      logger.warn({ kind: storeCheck.kind, reason: storeCheck.reason }, 'not ready: store');
    const notReady = [
      !storeCheck.ready && `store (${storeCheck.kind})`,
      !upstreamCheck.ready && `V1 token (${upstreamCheck.reason})`,
    ].filter(Boolean);
    return errorResponse(c, 503, `not ready: ${notReady.join('; ')}`, {
      code: 'not_ready',
      checks,
      ...(upstreamCheck.upstreamStatus ? { upstreamStatus: upstreamCheck.upstreamStatus } : {}),
    });
  });
  app.get('/metrics', async (c) => {
    c.header('content-type', metrics.registry.contentType);
    c.header('cache-control', 'no-store');
    return c.body(await metrics.registry.metrics());
  });

  // ---- auth ---------------------------------------------------------------------
  app.post('/auth/login', async (c) => {
    const now = deps.now();
    let json: unknown;
    try {
      json = await c.req.json();
    } catch {
      return errorResponse(c, 400, 'the body must be JSON {username, password}', {
        code: 'invalid_json',
      });
    }
    const body = LoginRequest.safeParse(json);
    if (!body.success)
      return errorResponse(c, 400, 'invalid sign-in', {
        code: 'invalid_request',
        issues: toIssues(body.error, 'body'),
      });
    const { username, password } = body.data;
    const key = `${username.toLowerCase()}|${clientIp(c)}`;
    const base = {
      username,
      role: null,
      tenantId: null,
      method: 'POST',
      path: '/auth/login',
      targetIds: {},
      requestId: c.get('requestId'),
    };
    // The attempt is recorded before the password is checked, so parallel guesses cannot all
    // get past a count read before any of them was written (store/index.ts).
    const reservation = await store.reserveSigninAttempt(
      key,
      now,
      THROTTLE_WINDOW_MS,
      THROTTLE_MAX_FAILURES,
    );
    if (!reservation.ok) {
      const retryAfter = Math.max(1, Math.ceil(reservation.retryAfterMs / 1000));
      metrics.signins.inc({ outcome: 'throttled' });
      await store.appendAudit(
        { ...base, operation: 'auth.login', outcome: 'denied', status: 429 },
        now,
      );
      return errorResponse(
        c,
        429,
        'too many failed sign-ins; try again later',
        { code: 'too_many_attempts', params: { retryAfterS: retryAfter } },
        { 'retry-after': String(retryAfter) },
      );
    }
    const account = await store.getAccount(username);
    const ok =
      (await verifyPassword(password, account?.passwordHash ?? DUMMY_HASH)) &&
      account !== undefined;
    if (!ok || !account) {
      // The reservation stays: it is this failure.
      metrics.signins.inc({ outcome: 'failure' });
      await store.appendAudit(
        { ...base, operation: 'auth.login', outcome: 'failure', status: 401 },
        now,
      );
      return errorResponse(c, 401, 'wrong username or password', { code: 'bad_credentials' });
    }
    await store.clearFailures(key);
    // Rotation: whatever session the browser held ends; a new one with a new sealed value begins.
    await sessions.revoke(sessionCookieValue(https(c), head(c)));
    const sealed = await sessions.create(account.username);
    setCookie(c, sessionCookieName(https(c)), sealed, {
      ...sessionCookieOptions(https(c), head(c)),
      maxAge: ABSOLUTE_TIMEOUT_MS / 1000,
    });
    metrics.signins.inc({ outcome: 'success' });
    await store.appendAudit(
      {
        ...base,
        username: account.username,
        role: account.role,
        operation: 'auth.login',
        outcome: 'success',
        status: 204,
      },
      now,
    );
    c.header('cache-control', 'no-store');
    return c.body(null, 204);
  });

  app.post('/auth/logout', async (c) => {
    const raw = sessionCookieValue(https(c), head(c));
    const user = await sessions.resolve(raw);
    await sessions.revoke(raw);
    c.header('set-cookie', clearedSessionCookie(https(c), head(c)), { append: true });
    if (user)
      await store.appendAudit(
        {
          username: user.username,
          role: user.role,
          tenantId: null,
          operation: 'auth.logout',
          method: 'POST',
          path: '/auth/logout',
          targetIds: {},
          outcome: 'success',
          status: 204,
          requestId: c.get('requestId'),
        },
        deps.now(),
      );
    return c.body(null, 204);
  });

  // `?probe=1` (the web's question "is anyone signed in?"): no one is answered with 204, not
  // with a 401 that a browser logs as a failed request on every visit to the sign-in page.
  app.get('/auth/session', async (c, next) => {
    if (c.req.query('probe') !== '1') return next();
    const raw = sessionCookieValue(https(c), head(c));
    if (await sessions.resolve(raw)) return next();
    if (raw) c.header('set-cookie', clearedSessionCookie(https(c), head(c)), { append: true });
    c.header('cache-control', 'no-store');
    return c.body(null, 204);
  });
  app.get('/auth/session', loadSession, async (c) => {
    const user = c.get('user')!;
    const operations = [...deps.capabilities.operations()];
    c.header('cache-control', 'no-store');
    return c.json({
      operations,
      user: {
        username: user.username,
        role: user.role,
        language: user.language,
        scope: isScoped(user) ? 'linked' : 'tenant',
        platformUserIds: user.platformUsers,
      },
      tenants: deps
        .tenants()
        .filter((t) => user.tenants.includes(t.id))
        .map((t) => ({ id: t.id, name: t.name })),
    });
  });
  app.all('/auth/*', (c) => errorResponse(c, 404, 'no such route', { code: 'not_found' }));

  // ---- API --------------------------------------------------------------------------
  const openapi = bffOpenApi();
  app.get('/api/openapi.json', (c) => c.json(openapi));
  app.get('/api-docs', async (c) => {
    const user = await sessions.resolve(sessionCookieValue(https(c), head(c)));
    const lang = pageLanguage(c.req.query('lang'), user?.language, c.req.header('accept-language'));
    c.header('content-language', lang);
    c.header('vary', 'Accept-Language, Cookie');
    c.header('cache-control', 'no-store');
    return c.html(referencePage(openapi, lang));
  });

  app.use('/api/*', async (c, next) => {
    if (c.req.path === '/api/openapi.json') return next();
    return loadSession(c, next);
  });

  app.get('/api/audit', async (c) => {
    const user = c.get('user')!;
    if (user.role !== 'admin')
      return errorResponse(c, 403, 'your role may not read the audit log', {
        code: 'forbidden_role',
        params: { operation: 'listAudit' },
      });
    const q = AuditQuery.safeParse(c.req.query());
    if (!q.success) return invalidQuery(c, q.error);
    const iso = (s: string | undefined, end: boolean) => {
      if (!s) return undefined;
      if (/^\d{4}-\d{2}-\d{2}$/.test(s)) return end ? `${s}T23:59:59.999Z` : `${s}T00:00:00.000Z`;
      return new Date(s).toISOString();
    };
    const result = await store.queryAudit({
      ...q.data,
      from: iso(q.data.from, false),
      to: iso(q.data.to, true),
    });
    c.header('cache-control', 'no-store');
    return c.json(result);
  });

  app.get('/api/uploads', async (c) => {
    const user = c.get('user')!;
    const q = UploadsQuery.safeParse(c.req.query());
    if (!q.success) return invalidQuery(c, q.error);
    if (!user.tenants.includes(q.data.tenant) || !deps.tenantName(q.data.tenant))
      return errorResponse(c, 403, 'this tenant is not open to you', {
        code: 'tenant_not_allowed',
        params: { tenantId: q.data.tenant },
      });
    const refused = await companyRefusal(c, deps, q.data.tenant, q.data.company);
    if (refused) return refused;
    c.header('cache-control', 'no-store');
    return c.json(await store.listUploads(q.data.tenant, q.data.company));
  });

  app.put('/api/preferences', async (c) => {
    const user = c.get('user')!;
    let json: unknown;
    try {
      json = await c.req.json();
    } catch {
      return errorResponse(c, 400, 'the body must be JSON {language}', { code: 'invalid_json' });
    }
    const body = PreferencesRequest.safeParse(json);
    if (!body.success)
      return errorResponse(c, 400, 'invalid preferences', {
        code: 'invalid_request',
        issues: toIssues(body.error, 'body'),
      });
    await store.setLanguage(user.username, body.data.language, deps.now());
    sessions.forgetAccount(user.username);
    await store.appendAudit(
      {
        username: user.username,
        role: user.role,
        tenantId: null,
        operation: 'preferences.language.set',
        method: 'PUT',
        path: '/api/preferences',
        targetIds: { language: body.data.language },
        outcome: 'success',
        status: 204,
        requestId: c.get('requestId'),
      },
      deps.now(),
    );
    return c.body(null, 204);
  });

  addReviewRoutes(app, deps);
  addBulkRunRoutes(app, deps);
  addAttentionRoutes(app, deps);

  // `/api/t/...` never reaches this app: proxy.ts serves it (server.ts routes it there).
  app.all('/api/*', (c) => errorResponse(c, 404, 'no such route', { code: 'not_found' }));
  app.all('/api', (c) => errorResponse(c, 404, 'no such route', { code: 'not_found' }));

  // ---- the web --------------------------------------------------------------------
  const serveWeb = staticHandler(config.webDist);
  app.on(['GET', 'HEAD'], '*', serveWeb);
  app.notFound((c) => errorResponse(c, 404, 'not found', { code: 'not_found' }));
  app.onError((err, c) => failed(c, err));
  return app;
}

function invalidQuery(c: Context<AppEnv>, error: z.ZodError) {
  return errorResponse(c, 400, 'invalid query', {
    code: 'invalid_request',
    issues: toIssues(error, 'query'),
  });
}

type Check = { ready: boolean; reason?: string; upstreamStatus?: number };

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

/** The most specific matched route (bounded label set for metrics), else a catch-all name. */
function routeLabel(c: Context<AppEnv>): string {
  let best = '';
  for (const r of matchedRoutes(c))
    if (!r.path.endsWith('*') && r.path.length > best.length) best = r.path;
  if (best) return best;
  const p = c.req.path;
  return p.startsWith('/api') ? '/api/*' : p.startsWith('/auth') ? '/auth/*' : 'static';
}
