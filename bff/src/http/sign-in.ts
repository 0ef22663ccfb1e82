/** Signing in and out, and the session the web asks about (`/auth/*`). */
import { Hono } from 'hono';
import { LoginRequest } from '@ledger/contract';
import { DUMMY_HASH, verifyPassword } from '../auth/passwords.js';
import { isScoped } from '../auth/session.js';
import type { AppDeps, AppEnv } from '../types.js';
import { beginSecondStep } from './mfa-sign-in.js';
import { HttpError } from './errors.js';
import { reserveSignInAttempt, startSession, throttleKey } from './sign-in-steps.js';
import { clearedSessionCookie, sessionCookieValue } from './http-policy.js';
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

export function signInRoutes(deps: AppDeps) {
  const { store, sessions, metrics } = deps;
  const routes = new Hono<AppEnv>();

  routes.post('/auth/login', async (c) => {
    const now = deps.now();
    const { username, password } = await readBody(c, LoginRequest, {
      notJson: 'the body must be JSON {username, password}',
      invalid: 'invalid sign-in',
    });
    const key = throttleKey(deps, c, username);
    const attempt = {
      username,
      role: null,
      tenantId: null,
      operation: 'auth.login',
      targetIds: {},
    };
    // The attempt is recorded before the password is checked, so parallel guesses cannot all
    // get past a count read before any of them was written (store/throttle.ts).
    await reserveSignInAttempt(c, deps, key, attempt, now);
    const account = await store.accounts.find(username);
    const ok =
      (await verifyPassword(password, account?.passwordHash ?? DUMMY_HASH)) &&
      account !== undefined;
    if (!ok || !account) {
      // The reservation stays: it is this failure.
      metrics.signins.inc({ outcome: 'failure' });
      await audit(c, deps, { ...attempt, outcome: 'failure', status: 401 }, now);
      throw new HttpError(401, 'wrong username or password', { code: 'bad_credentials' });
    }
    // A second factor due: the reservation stays until it is given (http/mfa.ts).
    const step = await beginSecondStep(c, deps, account, now);
    if (step) {
      await audit(
        c,
        deps,
        {
          ...attempt,
          username: account.username,
          role: account.role,
          targetIds: { secondStep: step.step },
          outcome: 'success',
          status: 200,
        },
        now,
      );
      noStore(c);
      return c.json(step, 200);
    }
    await store.signinThrottle.clear(key);
    await startSession(c, deps, account.username);
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
    // A session signed in through the OpenID Provider goes on to end there too (RP-initiated
    // logout): the web is told where to send the browser, which then comes back to /sign-in.
    const endSessionUrl =
      user && deps.oidc && (await store.sessions.oidcOf(user.sid))
        ? await deps.oidc.endSessionUrl().catch(() => undefined)
        : undefined;
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
        status: endSessionUrl ? 200 : 204,
      });
    if (endSessionUrl) {
      noStore(c);
      return c.json({ endSessionUrl });
    }
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
    // With an OpenID Provider configured, the sign-in page is told its name (its button).
    if (deps.oidc) return c.json({ signIn: { oidc: { name: deps.oidc.settings.name } } });
    return c.body(null, 204);
  });
  routes.get('/auth/session', sessionGate(deps), (c) => {
    const user = userOf(c);
    noStore(c);
    return c.json({
      operations: [...deps.capabilities.operations()],
      machineUsers: deps.config.machineUsers,
      localMfa: deps.config.localMfa,
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
