/** What the route modules share: reading a request, refusing it (thrown), and auditing it. */
import type { Context, MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { issueText, roleCovers, toIssues } from '@ledger/contract';
import type { SessionUser } from '../auth/session.js';
import type { AuditInput } from '../store/index.js';
import type { AppDeps, AppEnv } from '../types.js';
import { HttpError } from './errors.js';
import {
  clearedSessionCookie,
  isHttps,
  labelledJson,
  NOT_JSON,
  requestHead as head,
  sessionCookieValue,
} from './http-policy.js';

export type Ctx = Context<AppEnv>;

export { head };

export const https = (deps: AppDeps, c: Ctx) => isHttps(deps, head(c));

/** The signed-in user, on a route behind the session gate. */
export const userOf = (c: Ctx): SessionUser => c.get('user')!;

export const noStore = (c: Ctx) => c.header('cache-control', 'no-store');

/** A time of the BFF's clock (epoch milliseconds) as the answers write it: ISO 8601. */
export const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The JSON body by the schema: 415 `unsupported_media_type` for a body not labelled JSON (a form
 * or plain text), 400 `invalid_json` (`notJson`) or `invalid_request` (`invalid`).
 */
export async function readBody<S extends z.ZodType>(
  c: Ctx,
  schema: S,
  messages: { notJson: string; invalid: string },
): Promise<z.output<S>> {
  if (!labelledJson(c.req.header('content-type')))
    throw new HttpError(NOT_JSON.status, NOT_JSON.message, NOT_JSON.extra);
  let json: unknown;
  try {
    json = await c.req.json();
  } catch {
    throw new HttpError(400, messages.notJson, { code: 'invalid_json' });
  }
  const body = schema.safeParse(json);
  if (!body.success)
    throw new HttpError(400, messages.invalid, {
      code: 'invalid_request',
      issues: toIssues(body.error, 'body'),
    });
  return body.data;
}

/**
 * The query by the schema (400 `invalid_request`); with `once`, a parameter given twice is
 * refused rather than one of them taken.
 */
export function readQuery<S extends z.ZodType>(c: Ctx, schema: S, once = false): z.output<S> {
  const twice = once
    ? Object.entries(c.req.queries())
        .filter(([, values]) => values.length > 1)
        .map(([name]) => ({ path: `query.${name}`, message: issueText('given_twice') }))
    : [];
  const q = schema.safeParse(c.req.query());
  if (twice.length === 0 && q.success) return q.data;
  throw new HttpError(400, 'invalid query', {
    code: 'invalid_request',
    issues: [...twice, ...(q.success ? [] : toIssues(q.error, 'query'))],
  });
}

/** 403 `forbidden_role` unless the signed-in user is an admin (or an owner, who is more). */
export function requireAdmin(c: Ctx, message: string, operation: string) {
  if (!roleCovers(userOf(c).role, 'admin'))
    throw new HttpError(403, message, { code: 'forbidden_role', params: { operation } });
}

/** 403 `forbidden_role` unless the signed-in user is an owner (console access). */
export function requireOwner(c: Ctx, operation: string) {
  if (userOf(c).role !== 'owner')
    throw new HttpError(403, 'only an owner may manage console access', {
      code: 'forbidden_role',
      params: { operation },
    });
}

/** 403 `tenant_not_allowed` for a tenant not the account's (or not the console's); else undefined. */
export function tenantRefusal(c: Ctx, deps: AppDeps, tenant: string): HttpError | undefined {
  if (userOf(c).tenants.includes(tenant) && deps.tenantName(tenant)) return undefined;
  return new HttpError(403, 'this tenant is not open to you', {
    code: 'tenant_not_allowed',
    params: { tenantId: tenant },
  });
}

export function requireTenant(c: Ctx, deps: AppDeps, tenant: string) {
  const refused = tenantRefusal(c, deps, tenant);
  if (refused) throw refused;
}

/**
 * Appends the request's audit entry: the signed-in user (unless named), its method, path and
 * request id.
 */
export function audit(
  c: Ctx,
  deps: AppDeps,
  e: Omit<AuditInput, 'username' | 'role' | 'method' | 'path' | 'requestId'> &
    Partial<Pick<AuditInput, 'username' | 'role'>>,
  now = deps.now(),
): Promise<string> {
  const user = c.get('user');
  return deps.store.audit.append(
    {
      username: user?.username ?? null,
      role: user?.role ?? null,
      method: c.req.method,
      path: c.req.path,
      requestId: c.get('requestId'),
      ...e,
    },
    now,
  );
}

/** 401 `not_signed_in` without a live session (and the browser's dead cookie cleared); else `user` is set. */
export function sessionGate(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const raw = sessionCookieValue(https(deps, c), head(c));
    const user = await deps.sessions.resolve(raw);
    if (!user)
      throw new HttpError(
        401,
        'sign in first',
        { code: 'not_signed_in' },
        raw ? ['set-cookie', clearedSessionCookie(https(deps, c), head(c))] : [],
      );
    c.set('user', user);
    await next();
  };
}

export const noSuchRoute = () => new HttpError(404, 'no such route', { code: 'not_found' });
