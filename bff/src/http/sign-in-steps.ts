/**
 * What each way of signing in shares (a password, a second factor, the identity provider): the
 * throttle's key and its reservation, the client's address, and starting the session.
 */
import { setCookie } from 'hono/cookie';
import { ABSOLUTE_TIMEOUT_MS } from '../auth/session.js';
import { SIGNIN_MAX_FAILURES, SIGNIN_WINDOW_MS } from '../auth/throttle.js';
import type { AuditInput } from '../store/index.js';
import type { AppDeps } from '../types.js';
import { HttpError } from './errors.js';
import { sessionCookieName, sessionCookieOptions, sessionCookieValue } from './http-policy.js';
import { audit, head, https } from './route-kit.js';
import type { Ctx } from './route-kit.js';

/** The sign-in throttle's key: the username (any case) and the client's address. */
export const throttleKey = (deps: AppDeps, c: Ctx, username: string) =>
  `${username.toLowerCase()}|${clientIp(deps, c)}`;

/**
 * Records a sign-in attempt (a password or a second factor) for the throttle, or refuses it with
 * 429 `too_many_attempts` (audited) when the key has had SIGNIN_MAX_FAILURES within the window.
 */
export async function reserveSignInAttempt(
  c: Ctx,
  deps: AppDeps,
  key: string,
  attempt: Omit<AuditInput, 'outcome' | 'status' | 'method' | 'path' | 'requestId'>,
  now: number,
) {
  const reservation = await deps.store.signinThrottle.reserve(
    key,
    now,
    SIGNIN_WINDOW_MS,
    SIGNIN_MAX_FAILURES,
  );
  if (reservation.ok) return;
  const retryAfter = Math.max(1, Math.ceil(reservation.retryAfterMs / 1000));
  deps.metrics.signins.inc({ outcome: 'throttled' });
  await audit(c, deps, { ...attempt, outcome: 'denied', status: 429 }, now);
  throw new HttpError(
    429,
    'too many failed sign-ins; try again later',
    { code: 'too_many_attempts', params: { retryAfterS: retryAfter } },
    ['retry-after', String(retryAfter)],
  );
}

/**
 * Starts the account's session: whatever session the browser held ends (rotation) and a new one
 * with a new sealed value begins.
 */
export async function startSession(c: Ctx, deps: AppDeps, username: string) {
  await deps.sessions.revoke(sessionCookieValue(https(deps, c), head(c)));
  const sealed = await deps.sessions.create(username);
  await deps.sessions.noteDevice(sealed, c.req.header('user-agent'));
  setCookie(c, sessionCookieName(https(deps, c)), sealed, {
    ...sessionCookieOptions(https(deps, c), head(c)),
    maxAge: ABSOLUTE_TIMEOUT_MS / 1000,
  });
}

/**
 * The client's address: behind trusted proxies, each appends the address it was called from, so
 * the client's is the entry that many from the right (entries further left were sent by the
 * client and prove nothing).
 */
export function clientIp(deps: AppDeps, c: Ctx) {
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
