/**
 * What every BFF request and response goes through, in one place: request id, CSRF and Origin,
 * security headers, body limits, metrics and the access log. `requestPolicy` is the first
 * middleware of the Hono app and so runs for every request, the proxy's included; the proxy
 * writes its answers on node:http's response itself (to stream them) with `addAnswerHeaders` and
 * `recordRequest` from here, so both kinds of answer carry the same headers and log line.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { generateCookie } from 'hono/cookie';
import { matchedRoutes } from 'hono/route';
import { tryDecodeURIComponent } from 'hono/utils/url';
import { COOKIE_NAME, HOST_COOKIE_NAME } from '../auth/session.js';
import type { SessionUser } from '../auth/session.js';
import type { AppDeps, AppEnv } from '../types.js';
import { compressAnswers } from './compress.js';
import { errorResponse, HttpError } from './errors.js';

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
const SECURITY_HEADER_LIST: readonly string[] = SECURITY_HEADERS.flat();

/**
 * Adds the headers every answer carries to a flat list of names and values (writeHead's fastest
 * form): the security headers, the request id, and HSTS over https.
 */
export function addAnswerHeaders(list: string[], requestId: string, https: boolean): string[] {
  list.push(...SECURITY_HEADER_LIST, 'x-request-id', requestId);
  if (https) list.push(...HSTS);
  return list;
}

/** Where the proxy answers (`upstream/proxy.ts`): every operation of the contract, per tenant. */
export const PROXY_PREFIX = '/api/t/';

/**
 * A request for the proxy: its answer is not wrapped up front (server.ts). The proxy wraps it with
 * compressAnswers when the answer may be compressed, and otherwise writes it as the package would
 * have (`proxiedVary`); the Hono app wraps a proxied request it answers itself (a refusal of the
 * request policy or the session gate). The package's wrapping of every response cost the proxy a
 * tenth of its CPU per small answer (docs/decisions/0032-proxy-cost.md).
 */
export const isProxied = (req: IncomingMessage) => req.url?.startsWith(PROXY_PREFIX) === true;

/**
 * The most a request to the BFF's own routes (`/auth/*`, `/api/*` but the proxy) may carry: a
 * sign-in, a preference, a review's comment, a bulk run's counts. Larger is 413 before it is read.
 */
export const MAX_OWN_BODY = 64 * 1024;
/** The most JSON a proxied operation may carry (uploads stream and have no limit here). */
export const MAX_PROXIED_JSON_BODY = 1024 * 1024;

export const bodyTooLarge = (maxBytes: number) =>
  new HttpError(413, 'the body is too large', {
    code: 'payload_too_large',
    params: { maxBytes },
  });

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

const noop = () => undefined;
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const LOOPBACK = /^(127\.\d+\.\d+\.\d+|localhost|\[::1\]|::1)$/;

/** The request headers the policy reads. */
export interface RequestHead {
  method: string;
  path: string;
  header(name: string): string | undefined;
}

/**
 * A Hono request's head, its headers read from node:http's request (a web `Headers` object is
 * built only when a route asks for one).
 */
export function requestHead(c: Context<AppEnv>): RequestHead {
  const incoming = c.env?.incoming;
  return {
    method: c.req.method,
    path: c.req.path,
    header: incoming
      ? (name) => {
          const v = incoming.headers[name];
          return Array.isArray(v) ? v.join(', ') : v;
        }
      : (name) => c.req.header(name),
  };
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

/**
 * The policy as the Hono app's first middleware: a request id, CSRF and Origin (403), then the
 * route; on its answer the security headers and request id, metrics and the access line. An
 * answer the proxy wrote itself (`rawAnswer`) already has them, from the same pieces.
 */
export function requestPolicy(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const startedMs = performance.now();
    const requestId = randomUUID();
    const head = requestHead(c);
    const https = isHttps(deps, head);
    c.set('requestId', requestId);
    c.set('startedMs', startedMs);
    c.set('https', https);
    c.set('user', undefined);
    c.set('rawAnswer', false);
    const refusal = csrfRefusal(deps, head);
    if (refusal)
      c.res = errorResponse(c, new HttpError(403, refusal.message, { code: refusal.code }));
    else await next();
    if (c.get('rawAnswer')) return;
    // A proxied request answered here (a refusal) is compressed as any other answer of the app.
    const incoming = c.env?.incoming;
    if (incoming && isProxied(incoming)) compressAnswers(incoming, c.env.outgoing, noop);
    const answer = addAnswerHeaders([], requestId, https);
    for (let i = 0; i < answer.length; i += 2) c.res.headers.set(answer[i]!, answer[i + 1]!);
    recordRequest(deps, {
      requestId,
      method: head.method,
      path: head.path,
      route: routeLabel(c),
      status: c.res.status,
      startedMs,
      user: c.get('user'),
    });
  };
}

/**
 * The BFF's own routes read small JSON bodies: a larger one is refused before it is read, from its
 * Content-Length or, when it has none, as its bytes arrive. The proxy streams uploads and reads
 * JSON up to MAX_PROXIED_JSON_BODY itself.
 */
export function ownBodyLimit(): MiddlewareHandler<AppEnv> {
  const limit = bodyLimit({
    maxSize: MAX_OWN_BODY,
    onError: () => {
      throw bodyTooLarge(MAX_OWN_BODY);
    },
  });
  return (c, next) => (c.req.path.startsWith(PROXY_PREFIX) ? next() : limit(c, next));
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
