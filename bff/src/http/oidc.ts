/**
 * Sign-in through the firm's OpenID Provider (`/auth/oidc/*`): the start, the callback (the
 * redirect URI, PUBLIC_URL + /auth/oidc/callback) and the provider's back-channel logout. No
 * token reaches the browser, the store or the log: the callback reads the ID token's claims,
 * makes a console session of its own and drops the tokens.
 */
import { Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { ABSOLUTE_TIMEOUT_MS } from '../auth/session.js';
import { LOGIN_MAX_AGE_MS, OidcFailure } from '../auth/oidc/provider.js';
import { groupsOf, mapAccess } from '../auth/oidc/settings.js';
import { PlatformUserLookupError, resolvePlatformUser } from '../upstream/platform-users.js';
import { OIDC_USERNAME_PREFIX } from '../store/oidc.js';
import type { AppDeps, AppEnv } from '../types.js';
import { sessionCookieName, sessionCookieOptions, sessionCookieValue } from './http-policy.js';
import { audit, head, https, noStore, noSuchRoute } from './route-kit.js';
import { clientIp } from './sign-in-steps.js';
import type { Ctx } from './route-kit.js';

/** The cookie that binds a login under way to the browser that started it (its `state`). */
const stateCookieName = (secure: boolean) => (secure ? '__Host-ledger_oidc' : 'ledger_oidc');

/**
 * Logins one address may have under way (started, not yet back from the provider): each start
 * keeps a row until its callback or its expiry, so a loop of starts is refused, not stored.
 */
export const MAX_OPEN_LOGINS_PER_ADDRESS = 30;

/** What the sign-in page is told after a refused callback (`/sign-in?error=...`). */
export type OidcSignInError = 'oidc_no_access' | 'oidc_failed' | 'oidc_unavailable' | 'oidc_busy';

/** Only same-app paths are a place to go back to (as the web's safeNext). */
function safeNext(next: string | undefined): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\'))
    return null;
  if (next.startsWith('/sign-in') || next.length > 2000) return null;
  return next;
}

export function oidcRoutes(deps: AppDeps) {
  const { store, sessions, metrics, logger } = deps;
  const routes = new Hono<AppEnv>();
  const provider = () => {
    if (!deps.oidc) throw noSuchRoute();
    return deps.oidc;
  };

  const stateCookieOptions = (c: Ctx) => ({
    ...sessionCookieOptions(https(deps, c), head(c)),
    // Lax: the callback is a top-level navigation coming back from the provider's site.
    sameSite: 'Lax' as const,
  });

  /** A refused sign-in: audited, logged without tokens, and the sign-in page told in words. */
  async function refuse(
    c: Ctx,
    why: { reason: string; error: OidcSignInError; status: number; username?: string | null },
  ) {
    metrics.signins.inc({ outcome: why.error === 'oidc_no_access' ? 'denied' : 'failure' });
    logger.warn({ reason: why.reason, requestId: c.get('requestId') }, 'oidc sign-in refused');
    await audit(c, deps, {
      username: why.username ?? null,
      role: null,
      tenantId: null,
      operation: 'auth.login',
      targetIds: { via: 'oidc', reason: why.reason.slice(0, 200) },
      outcome: why.error === 'oidc_no_access' ? 'denied' : 'failure',
      status: why.status,
    });
    noStore(c);
    return c.redirect(`/sign-in?error=${why.error}`, 302);
  }

  routes.get('/auth/oidc/login', async (c) => {
    const oidc = provider();
    const address = clientIp(deps, c);
    const open = await store.oidc.countLogins(address, deps.now() - LOGIN_MAX_AGE_MS);
    if (open >= MAX_OPEN_LOGINS_PER_ADDRESS) {
      noStore(c);
      c.header('Retry-After', String(Math.ceil(LOGIN_MAX_AGE_MS / 1000)));
      return c.redirect('/sign-in?error=oidc_busy', 302);
    }
    let started;
    try {
      started = await oidc.startLogin();
    } catch (err) {
      if (!(err instanceof OidcFailure)) throw err;
      return refuse(c, { reason: err.reason, error: 'oidc_unavailable', status: 503 });
    }
    await store.oidc.addLogin(started.state, {
      nonce: started.nonce,
      codeVerifier: started.codeVerifier,
      next: safeNext(c.req.query('next')),
      address,
      createdAt: deps.now(),
    });
    setCookie(c, stateCookieName(https(deps, c)), started.state, {
      ...stateCookieOptions(c),
      maxAge: LOGIN_MAX_AGE_MS / 1000,
    });
    noStore(c);
    return c.redirect(started.url, 302);
  });

  routes.get('/auth/oidc/callback', async (c) => {
    const oidc = provider();
    const now = deps.now();
    const cookieName = stateCookieName(https(deps, c));
    const bound = getCookie(c, cookieName);
    // The state cookie is used once, whatever happens next.
    setCookie(c, cookieName, '', { ...stateCookieOptions(c), maxAge: 0 });
    const state = c.req.query('state');
    if (!state || !bound || state !== bound)
      return refuse(c, {
        reason: !state
          ? 'no state'
          : !bound
            ? 'no login under way in this browser'
            : 'state does not match',
        error: 'oidc_failed',
        status: 401,
      });
    const login = await store.oidc.takeLogin(state, now, LOGIN_MAX_AGE_MS);
    if (!login)
      return refuse(c, {
        reason: 'state unknown, used already or expired',
        error: 'oidc_failed',
        status: 401,
      });
    const providerError = c.req.query('error');
    if (providerError)
      return refuse(c, {
        reason: `the provider answered ${providerError.slice(0, 60)}`,
        error: providerError === 'access_denied' ? 'oidc_no_access' : 'oidc_failed',
        status: 401,
      });
    const query = new URL(c.req.url).search;
    let person;
    try {
      person = await oidc.finishLogin(query, {
        state,
        nonce: login.nonce,
        codeVerifier: login.codeVerifier,
      });
    } catch (err) {
      if (!(err instanceof OidcFailure)) throw err;
      return refuse(c, { reason: err.reason, error: 'oidc_failed', status: 401 });
    }

    // What the person's groups give, and in the linkByEmail tenants the platform user of their
    // verified email (a tenant given only through such a link and without one is left out).
    const groups = groupsOf(person.claims, oidc.settings.groupsClaim);
    const mapped = mapAccess(oidc.settings.access, groups);
    let platformUsers: Record<string, string> = {};
    if (mapped && mapped.linkTenants.length && person.email && person.emailVerified) {
      try {
        platformUsers = await resolvePlatformUser(deps, mapped.linkTenants, person.email);
      } catch (err) {
        if (!(err instanceof PlatformUserLookupError)) throw err;
        return refuse(c, {
          reason: `cannot link by email: ${err.message}`,
          error: 'oidc_failed',
          status: 502,
        });
      }
    }
    const tenants = mapped
      ? [...new Set([...mapped.plainTenants, ...Object.keys(platformUsers)])].sort()
      : [];
    const known = await store.oidc.findPerson(person.sub);
    if (!mapped || tenants.length === 0) {
      // Access taken away at the provider: the record says so, and its sessions end.
      if (known) {
        await store.oidc.recordPerson(
          { ...personRecord(person), role: null, tenants: [], platformUsers: {} },
          now,
        );
        await store.sessions.revokeOidc({ sub: person.sub }, now);
      }
      return refuse(c, {
        reason: mapped
          ? 'no platform user with the verified email in the linked tenants'
          : 'in no mapped group',
        error: 'oidc_no_access',
        status: 403,
        username:
          known?.username ?? OIDC_USERNAME_PREFIX + (person.email?.toLowerCase() ?? person.sub),
      });
    }
    const username = await store.oidc.recordPerson(
      { ...personRecord(person), role: mapped.role, tenants, platformUsers },
      now,
    );
    // Rotation: whatever session the browser held ends; a new one begins.
    await sessions.revoke(sessionCookieValue(https(deps, c), head(c)));
    const sealed = await sessions.create(username, { sub: person.sub, sid: person.sid });
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
        username,
        role: mapped.role,
        tenantId: null,
        operation: 'auth.login',
        targetIds: { via: 'oidc', groups: mapped.groups.join(',').slice(0, 200) },
        outcome: 'success',
        status: 302,
      },
      now,
    );
    noStore(c);
    return c.redirect(login.next ?? '/', 302);
  });

  // OpenID Connect Back-Channel Logout 1.0: the provider posts a signed logout token; the
  // sessions it names (by `sid`, else every one of `sub`) end at once.
  routes.post('/auth/oidc/backchannel-logout', async (c) => {
    const oidc = provider();
    c.header('cache-control', 'no-store');
    let token: unknown;
    try {
      token = (await c.req.parseBody()).logout_token;
    } catch {
      token = undefined;
    }
    if (typeof token !== 'string' || !token)
      return c.json(
        { error: 'invalid_request', error_description: 'logout_token is required' },
        400,
      );
    let who;
    try {
      who = await oidc.verifyLogoutToken(token);
    } catch (err) {
      if (!(err instanceof OidcFailure)) throw err;
      logger.warn({ reason: err.reason, requestId: c.get('requestId') }, 'oidc logout refused');
      await audit(c, deps, {
        username: null,
        role: null,
        tenantId: null,
        operation: 'auth.logout',
        targetIds: { via: 'oidc-backchannel', reason: err.reason.slice(0, 200) },
        outcome: 'failure',
        status: 400,
      });
      return c.json({ error: 'invalid_request', error_description: 'logout token refused' }, 400);
    }
    const ended = await store.sessions.revokeOidc(who, deps.now());
    const person = who.sub ? await store.oidc.findPerson(who.sub) : undefined;
    await audit(c, deps, {
      username: person?.username ?? null,
      role: null,
      tenantId: null,
      operation: 'auth.logout',
      targetIds: { via: 'oidc-backchannel', sessions: String(ended) },
      outcome: 'success',
      status: 200,
    });
    return c.body(null, 200);
  });

  routes.all('/auth/oidc/*', () => {
    throw noSuchRoute();
  });
  return routes;
}

const personRecord = (p: { sub: string; email: string | null; name: string | null }) => ({
  sub: p.sub,
  email: p.email,
  name: p.name,
});
