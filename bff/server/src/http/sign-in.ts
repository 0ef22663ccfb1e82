/** Signing in and out, and the session the web asks about (`/auth/*`). */
import { Hono } from 'hono';
import { setCookie } from 'hono/cookie';
import { LoginRequest } from '@ledger/contract';
import { DUMMY_HASH, verifyPassword } from '../auth/passwords.js';
import { ABSOLUTE_TIMEOUT_MS, isScoped } from '../auth/session.js';
import { SIGNIN_MAX_FAILURES, SIGNIN_WINDOW_MS } from '../auth/throttle.js';
import type { AppDeps, AppEnv } from '../types.js';
import { HttpError } from './errors.js';
import {
  clearedSessionCookie,
  sessionCookieName,
  sessionCookieOptions,
  sessionCookieValue,
} from './http-policy.js';
import {
  audit,
  head,
  https,
  noStore,
  noSuchRoute,
  readBody,
  sessionGate,
  userOf,
} from './route-kit.js';
import type { Ctx } from './route-kit.js';

export function signInRoutes(deps: AppDeps) {
  const { store, sessions, metrics } = deps;
  const routes = new Hono<AppEnv>();

  routes.post('/auth/login', async (c) => {
    const now = deps.now();
    const { username, password } = await readBody(c, LoginRequest, {
      notJson: 'the body must be JSON {username, password}',
      invalid: 'invalid sign-in',
    });
    const key = `${username.toLowerCase()}|${clientIp(deps, c)}`;
    const attempt = {
      username,
      role: null,
      tenantId: null,
      operation: 'auth.login',
      targetIds: {},
    };
    // The attempt is recorded before the password is checked, so parallel guesses cannot all
    // get past a count read before any of them was written (store/throttle.ts).
    const reservation = await store.reserveSigninAttempt(
      key,
      now,
      SIGNIN_WINDOW_MS,
      SIGNIN_MAX_FAILURES,
    );
    if (!reservation.ok) {
      const retryAfter = Math.max(1, Math.ceil(reservation.retryAfterMs / 1000));
      metrics.signins.inc({ outcome: 'throttled' });
      await audit(c, deps, { ...attempt, outcome: 'denied', status: 429 }, now);
      throw new HttpError(
        429,
        'too many failed sign-ins; try again later',
        { code: 'too_many_attempts', params: { retryAfterS: retryAfter } },
        ['retry-after', String(retryAfter)],
      );
    }
    const account = await store.getAccount(username);
    const ok =
      (await verifyPassword(password, account?.passwordHash ?? DUMMY_HASH)) &&
      account !== undefined;
    if (!ok || !account) {
      // The reservation stays: it is this failure.
      metrics.signins.inc({ outcome: 'failure' });
      await audit(c, deps, { ...attempt, outcome: 'failure', status: 401 }, now);
      throw new HttpError(401, 'wrong username or password', { code: 'bad_credentials' });
    }
    await store.clearFailures(key);
    // Rotation: whatever session the browser held ends; a new one with a new sealed value begins.
    await sessions.revoke(sessionCookieValue(https(deps, c), head(c)));
    const sealed = await sessions.create(account.username);
    await sessions.noteDevice(sealed, c.req.header('user-agent'));
    setCookie(c, sessionCookieName(https(deps, c)), sealed, {
      ...sessionCookieOptions(https(deps, c), head(c)),
      maxAge: ABSOLUTE_TIMEOUT_MS / 1000,
    });
    metrics.signins.inc({ outcome: 'success' });
    await audit(
      c,
      deps,
      {
        ...attempt,
        username: account.username,
        role: account.role,
        outcome: 'success',
        status: 204,
      },
      now,
    );
    noStore(c);
    return c.body(null, 204);
  });

  routes.post('/auth/logout', async (c) => {
    const raw = sessionCookieValue(https(deps, c), head(c));
    const user = await sessions.resolve(raw);
    await sessions.revoke(raw);
    c.header('set-cookie', clearedSessionCookie(https(deps, c), head(c)), { append: true });
    if (user)
      await audit(c, deps, {
        username: user.username,
        role: user.role,
        tenantId: null,
        operation: 'auth.logout',
        targetIds: {},
        outcome: 'success',
        status: 204,
      });
    return c.body(null, 204);
  });

  // `?probe=1` (the web's question "is anyone signed in?"): no one is answered with 204, not
  // with a 401 that a browser logs as a failed request on every visit to the sign-in page.
  routes.get('/auth/session', async (c, next) => {
    if (c.req.query('probe') !== '1') return next();
    const raw = sessionCookieValue(https(deps, c), head(c));
    if (await sessions.resolve(raw)) return next();
    if (raw)
      c.header('set-cookie', clearedSessionCookie(https(deps, c), head(c)), { append: true });
    noStore(c);
    return c.body(null, 204);
  });
  routes.get('/auth/session', sessionGate(deps), (c) => {
    const user = userOf(c);
    noStore(c);
    return c.json({
      operations: [...deps.capabilities.operations()],
      machineUsers: deps.config.machineUsers,
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
  routes.all('/auth/*', () => {
    throw noSuchRoute();
  });
  return routes;
}

/**
 * The client's address: behind trusted proxies, each appends the address it was called from, so
 * the client's is the entry that many from the right (entries further left were sent by the
 * client and prove nothing).
 */
function clientIp(deps: AppDeps, c: Ctx) {
  const proxies = deps.config.trustedProxies;
  if (proxies > 0) {
    const chain = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const fwd = chain[Math.max(0, chain.length - proxies)];
    if (fwd) return fwd;
  }
  return c.env.incoming.socket.remoteAddress ?? 'unknown';
}
