import type { Context, Hono } from 'hono';
import { z } from 'zod';
import {
  checkRequestPart,
  operations,
  toRoutePath,
  type Operation,
  type RequestPart,
} from '@ledger/contract';
import { operationsOf, type V1Profile } from '@ledger/contract/v1-openapi';
import { authenticate } from '../auth/request.js';
import type { PlatformContext } from '../context.js';
import { HttpError, JSON_TYPE } from './errors.js';
import type { Handlers } from './handler.js';

/** Query parameters the plumbing consumes itself (never part of an operation's query schema). */
const RESERVED_QUERY = new Set(['access_token', 'tenantId']);
const MAX_JSON_BYTES = 1024 * 1024;

function mediaType(c: Context): string {
  return (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
}

async function readJsonBody(c: Context): Promise<unknown> {
  const type = mediaType(c);
  if (type !== 'application/json' && !/^application\/[\w.+-]+\+json$/.test(type)) {
    throw new HttpError(415, 'The request body must be application/json');
  }
  const length = Number(c.req.header('content-length') ?? '0');
  if (length > MAX_JSON_BYTES) throw new HttpError(413, 'The JSON body is larger than 1 MB');
  const text = await c.req.text();
  if (text.length > MAX_JSON_BYTES) throw new HttpError(413, 'The JSON body is larger than 1 MB');
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'The request body is not valid JSON', [
      { path: '(body)', message: 'is not valid JSON' },
    ]);
  }
}

function queryObject(c: Context): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of new URL(c.req.url).searchParams) {
    if (!RESERVED_QUERY.has(k) && !(k in out)) out[k] = v;
  }
  return out;
}

/** One request part checked by the contract's `checkRequestPart` (400, or 404 for a name). */
function check(op: Operation, part: RequestPart, value: unknown): unknown {
  const res = checkRequestPart(op, part, value);
  if (!res.ok) throw new HttpError(res.status, res.message, res.issues);
  return res.value;
}

/**
 * Registers every operation of the profile: auth, tenant, scope, then params/query/body checked
 * with the contract's `checkRequestPart`, then the handler; the answer gets the operation's
 * status.
 */
export function registerOperations(app: Hono, ctx: PlatformContext, handlers: Handlers): void {
  for (const op of operationsOf(ctx.settings.profile)) {
    const handler = handlers[op.id as keyof Handlers] as unknown as (
      input: unknown,
    ) => Promise<unknown>;
    app.on(op.method, `/v1${toRoutePath(op.path)}`, async (c) => {
      ctx.stats.countRequest(op.method, op.path);
      const auth = await authenticate(c, ctx);
      if (op.scope && !auth.scopes.includes(op.scope)) {
        throw new HttpError(403, `The token lacks the scope ${op.scope}`);
      }
      const params = check(op, 'params', c.req.param());
      const query = check(op, 'query', queryObject(c));
      let body: unknown = undefined;
      if (op.body instanceof z.ZodType) {
        body = check(op, 'body', await readJsonBody(c));
      } else if (op.body === 'multipart') {
        const type = mediaType(c);
        if (type !== 'multipart/form-data') {
          throw new HttpError(415, 'The upload must be multipart/form-data with a part "file"');
        }
      }
      const headers: Record<string, string> = {};
      const result = await handler({
        c,
        ctx,
        auth,
        tenantId: auth.tenantId,
        params,
        query,
        body,
        headers,
      });
      if (result instanceof Response) return result;
      if (op.response === null) return new Response(null, { status: op.status, headers });
      return new Response(JSON.stringify(result), {
        status: op.status,
        headers: { 'content-type': JSON_TYPE, ...headers },
      });
    });
  }
}

interface RoutePattern {
  method: string;
  re: RegExp;
}

const patternOf = (op: Operation): RoutePattern => ({
  method: op.method,
  re: new RegExp(`^/v1${op.path.replace(/\{\w+\}/g, '[^/]+')}$`),
});

/** Every path the profile serves under /v1 (operations, token, openapi), for 405 answers. */
export function v1Patterns(profile: V1Profile): RoutePattern[] {
  const list = operationsOf(profile).map(patternOf);
  list.push(
    { method: 'POST', re: /^\/v1\/token$/ },
    { method: 'GET', re: /^\/v1\/openapi\.json$/ },
  );
  return list;
}

/**
 * Whether a request names an operation of the table the profile does not serve (an extension
 * operation in the `v1` profile): 404 like any path the service does not have, never 405.
 */
export function isUnservedOperation(profile: V1Profile, method: string, path: string): boolean {
  const served = new Set(operationsOf(profile));
  return (operations as readonly Operation[]).some(
    (op) => !served.has(op) && op.method === method && patternOf(op).re.test(path),
  );
}

/** Methods allowed on a path (empty when no route has the path). */
export function allowedMethods(patterns: RoutePattern[], path: string): string[] {
  const methods = new Set(patterns.filter((p) => p.re.test(path)).map((p) => p.method));
  if (methods.has('GET')) methods.add('HEAD');
  return [...methods];
}
