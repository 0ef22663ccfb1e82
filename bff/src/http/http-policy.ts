/**
 * What every BFF request and response goes through, in one place for both ways a request is
 * served: the Hono app (auth, audit, docs, static web) and the proxy's own node:http handler.
 */
import { generateCookie } from 'hono/cookie';
import { tryDecodeURIComponent } from 'hono/utils/url';
import { COOKIE_NAME, HOST_COOKIE_NAME } from '../auth/session.js';
import type { SessionUser } from '../auth/session.js';
import type { AppDeps } from '../types.js';

/** Content-Security-Policy and the other headers on every response (docs/BFF-NOTES.md "The rules in short"). */
export const CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'";
export const SECURITY_HEADERS: readonly (readonly [string, string])[] = [
  ['content-security-policy', CSP],
  ['referrer-policy', 'no-referrer'],
  ['x-content-type-options', 'nosniff'],
  ['x-frame-options', 'DENY'],
  ['cross-origin-opener-policy', 'same-origin'],
  ['cross-origin-resource-policy', 'same-origin'],
  ['permissions-policy', 'camera=(), microphone=(), geolocation=()'],
];
export const HSTS: readonly [string, string] = [
  'strict-transport-security',
  'max-age=63072000; includeSubDomains',
];

/**
 * A JSON body must say so: a form or plain text is refused with this (415), by the proxy and the
 * BFF's own routes alike.
 */
export const labelledJson = (contentType: string | undefined) =>
  /^application\/json\b/i.test(contentType ?? '');
export const NOT_JSON = {
  status: 415,
  message: 'the body must be application/json',
  extra: { code: 'unsupported_media_type', params: { expected: 'application/json' } },
} as const;

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const LOOPBACK = /^(127\.\d+\.\d+\.\d+|localhost|\[::1\]|::1)$/;

/** The request headers the policy reads. */
export interface RequestHead {
  method: string;
  path: string;
  header(name: string): string | undefined;
}

export function isHttps(deps: AppDeps, req: RequestHead): boolean {
  if (deps.config.publicUrl?.startsWith('https:')) return true;
  return (
    deps.config.trustProxy && req.header('x-forwarded-proto')?.split(',')[0]?.trim() === 'https'
  );
}

export const sessionCookieName = (https: boolean) => (https ? HOST_COOKIE_NAME : COOKIE_NAME);

export function sessionCookieOptions(https: boolean, req: RequestHead) {
  const host = (req.header('host') ?? '').replace(/:\d+$/, '');
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'Strict' as const,
    secure: https || !LOOPBACK.test(host),
  };
}

/** The `Set-Cookie` value that ends the session cookie in the browser. */
export function clearedSessionCookie(https: boolean, req: RequestHead): string {
  return generateCookie(sessionCookieName(https), '', {
    ...sessionCookieOptions(https, req),
    maxAge: 0,
  });
}

/** The session cookie's value in the Cookie header (read on every request, so without a full parse). */
export function sessionCookieValue(https: boolean, req: RequestHead): string | undefined {
  const header = req.header('cookie');
  if (!header) return undefined;
  const needle = `${sessionCookieName(https)}=`;
  for (let i = header.indexOf(needle); i >= 0; i = header.indexOf(needle, i + 1)) {
    const before = i === 0 ? ';' : header[i - 1];
    if (before !== ';' && before !== ' ') continue;
    const end = header.indexOf(';', i);
    let value = header.slice(i + needle.length, end < 0 ? undefined : end).trim();
    if (value.length > 1 && value.startsWith('"') && value.endsWith('"'))
      value = value.slice(1, -1);
    return tryDecodeURIComponent(value);
  }
  return undefined;
}

/**
 * CSRF: the `x-csrf: 1` header on every /api and /auth request, and for unsafe methods an Origin
 * (when sent) that is the console's own. Returns why the request is refused, or undefined.
 */
export function csrfRefusal(
  deps: AppDeps,
  req: RequestHead,
): { message: string; code: 'csrf_rejected' | 'origin_rejected' } | undefined {
  const p = req.path;
  // The OpenID Provider's routes are reached by top-level navigations (login, callback: the
  // state bound to the browser is their CSRF check) and by the provider itself (back-channel
  // logout: its signed logout token), none of which can send the header.
  if (p.startsWith('/auth/oidc/')) return undefined;
  if (
    (p.startsWith('/api/') || p === '/api' || p.startsWith('/auth/')) &&
    req.header('x-csrf') !== '1'
  )
    return { message: 'missing x-csrf header', code: 'csrf_rejected' };
  if (UNSAFE.has(req.method)) {
    const origin = req.header('origin');
    if (origin !== undefined && !deps.allowedOrigins.has(origin))
      return { message: 'cross-origin request refused', code: 'origin_rejected' };
  }
  return undefined;
}

/** Metrics and the access log line for one answered request. */
export function recordRequest(
  deps: AppDeps,
  r: {
    requestId: string;
    method: string;
    path: string;
    route: string;
    status: number;
    startedMs: number;
    user: SessionUser | undefined;
  },
) {
  const seconds = (performance.now() - r.startedMs) / 1000;
  deps.metrics.httpRequests.inc({ method: r.method, route: r.route, status: r.status });
  deps.metrics.httpDuration.observe({ method: r.method, route: r.route }, seconds);
  if (deps.accessLog.isLevelEnabled('info'))
    deps.accessLog.info(
      {
        requestId: r.requestId,
        method: r.method,
        path: r.path,
        route: r.route,
        status: r.status,
        ms: Math.round(seconds * 10_000) / 10,
        user: r.user?.username,
      },
      'request',
    );
}
