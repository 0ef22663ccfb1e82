import { Readable } from 'node:stream';
import type { Context, Hono } from 'hono';
import type { ZodError } from 'zod';
import { fillPath, isMutating, operations, toRoutePath } from '../contract/index.js';
import type { Operation } from '../contract/index.js';
import { UpstreamError, errorResponse } from './errors.js';
import type { AppEnv, AppDeps } from './types.js';

const MAX_JSON_BODY = 1024 * 1024;
const MAX_ERROR_BODY = 64 * 1024;
/** Success bodies up to this announced size are forwarded in one piece; larger ones stream. */
const SMALL_BODY = 64 * 1024;
/** V1 response headers the browser may see. */
const PASS_HEADERS = [
  'content-type',
  'content-length',
  'deprecation',
  'sunset',
  'link',
  'retry-after',
  'etag',
  'last-modified',
];

export function zodIssues(err: ZodError, prefix = '') {
  return err.issues.map((i) => ({
    path: [prefix, ...i.path.map(String)].filter(Boolean).join('.') || '(root)',
    message: i.message,
  }));
}

/** `/api/t/:tenantId/<V1 path>` for every operation in the contract table, nothing else. */
export function registerProxy(app: Hono<AppEnv>, deps: AppDeps) {
  for (const op of operations as readonly Operation[]) {
    app.on(op.method, `/api/t/:tenantId${toRoutePath(op.path)}`, (c) => proxy(c, op, deps));
  }
}

async function proxy(c: Context<AppEnv>, op: Operation, deps: AppDeps): Promise<Response> {
  const user = c.get('user')!;
  const { tenantId, ...rawParams } = c.req.param() as Record<string, string>;
  const tenant = tenantId ?? '';
  const mutating = isMutating(op);
  const audit = async (
    outcome: 'success' | 'failure' | 'denied',
    status: number,
    targetIds: Record<string, string>,
  ) => {
    if (!mutating) return;
    await deps.store.appendAudit(
      {
        username: user.username,
        role: user.role,
        tenantId: tenant,
        operation: op.audit ?? op.id,
        method: op.method,
        path: c.req.path,
        targetIds,
        outcome,
        status,
        requestId: c.get('requestId'),
      },
      deps.now(),
    );
  };
  const fail = async (
    status: number,
    message: string,
    extra = {},
    outcome: 'failure' | 'denied' = 'failure',
  ) => {
    await audit(outcome, status, rawParams);
    return errorResponse(c, status, message, extra);
  };

  if (!user.tenants.includes(tenant) || !deps.tenantName(tenant))
    return fail(403, 'this tenant is not open to you', {}, 'denied');
  if (op.role === 'admin' && user.role !== 'admin')
    return fail(403, 'your role may not use this operation', {}, 'denied');

  // Path params
  let params: Record<string, string> = {};
  if (op.params) {
    const r = op.params.safeParse(rawParams);
    if (!r.success)
      return fail(400, 'invalid path parameter', { issues: zodIssues(r.error, 'params') });
    params = rawParams;
  }
  // Query: only the operation's own fields go upstream (never tenantId or access_token).
  let search = '';
  if (op.query) {
    const url = new URL(c.req.url);
    const raw = Object.create(null) as Record<string, string>;
    for (const [k, v] of url.searchParams) {
      if (Object.hasOwn(raw, k))
        return fail(400, 'invalid query', {
          issues: [{ path: `query.${k}`, message: 'given more than once' }],
        });
      raw[k] = v;
    }
    const r = op.query.safeParse(raw);
    if (!r.success) return fail(400, 'invalid query', { issues: zodIssues(r.error, 'query') });
    const out = new URLSearchParams();
    for (const [k, v] of Object.entries(r.data as Record<string, unknown>)) {
      if (k === 'tenantId' || k === 'access_token') continue;
      if (typeof v === 'string') out.set(k, v);
    }
    const s = out.toString();
    if (s) search = `?${s}`;
  }
  // Body
  const headers: Record<string, string> = {
    accept: 'application/json',
    'x-tenant-id': tenant,
    'x-request-id': c.get('requestId'),
  };
  let body: string | NodeJS.ReadableStream | undefined;
  let replayable = true;
  if (op.body === 'multipart') {
    const ct = c.req.header('content-type') ?? '';
    if (!/^multipart\/form-data;\s*boundary=/i.test(ct))
      return fail(415, 'the upload must be multipart/form-data with a part named file');
    headers['content-type'] = ct;
    const len = c.req.header('content-length');
    if (len && /^\d+$/.test(len)) headers['content-length'] = len;
    body = c.env.incoming;
    replayable = false;
  } else if (op.body) {
    const ct = c.req.header('content-type') ?? '';
    if (!/^application\/json\b/i.test(ct)) return fail(415, 'the body must be application/json');
    const len = Number(c.req.header('content-length') ?? 0);
    if (len > MAX_JSON_BODY) return fail(413, 'the body is too large');
    const text = await c.req.text();
    if (text.length > MAX_JSON_BODY) return fail(413, 'the body is too large');
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return fail(400, 'the body is not valid JSON', {
        issues: [{ path: 'body', message: 'malformed JSON' }],
      });
    }
    const r = op.body.safeParse(json);
    if (!r.success) return fail(400, 'invalid body', { issues: zodIssues(r.error, 'body') });
    body = JSON.stringify(r.data);
    headers['content-type'] = 'application/json';
  }

  const path = fillV1Path(op.path, params) + search;
  try {
    let token = await deps.tokens.get(tenant);
    let res = await deps.upstream.request({
      method: op.method,
      path,
      headers: { ...headers, authorization: `Bearer ${token}` },
      body: body ?? null,
      replayable,
      operation: op.id,
    });
    if (res.statusCode === 401) {
      // The token expired or was revoked: drop it, get one more, and replay once when we can.
      // A 401 proves V1 did not act, so a buffered body may be sent again whatever the method.
      deps.tokens.invalidate(tenant, token);
      if (replayable) {
        await res.body.dump().catch(() => undefined);
        token = await deps.tokens.get(tenant);
        res = await deps.upstream.request({
          method: op.method,
          path,
          headers: { ...headers, authorization: `Bearer ${token}` },
          body: body ?? null,
          replayable,
          operation: op.id,
        });
        if (res.statusCode === 401) deps.tokens.invalidate(tenant, token);
      }
    }
    const status = res.statusCode;
    if (status >= 200 && status < 300) {
      await audit('success', status, params);
      const out = new Headers({ 'cache-control': 'no-store' });
      for (const h of PASS_HEADERS) {
        const v = res.headers[h];
        if (typeof v === 'string')
          out.set(h, h === 'link' ? rewriteLink(v, deps.upstream.basePath, tenant) : v);
      }
      if (status === 204 || status === 205) {
        await res.body.dump().catch(() => undefined);
        return new Response(null, { status, headers: out });
      }
      // Small answers of announced length go out in one write; everything else is streamed.
      const length = Number(res.headers['content-length'] ?? NaN);
      if (length <= SMALL_BODY)
        return new Response(new Uint8Array(await res.body.arrayBuffer()), { status, headers: out });
      return new Response(Readable.toWeb(res.body) as ReadableStream, { status, headers: out });
    }
    // Errors: small, buffered, normalised to {message, status, requestId, upstreamStatus, issues?}.
    let upstreamBody: { message?: unknown; issues?: unknown } = {};
    try {
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of res.body) {
        size += (chunk as Buffer).length;
        if (size > MAX_ERROR_BODY) break;
        chunks.push(chunk as Buffer);
      }
      upstreamBody = JSON.parse(Buffer.concat(chunks).toString('utf8')) as typeof upstreamBody;
    } catch {
      /* not JSON: generic message below */
    }
    res.body.destroy();
    const upstreamMessage =
      typeof upstreamBody.message === 'string' ? upstreamBody.message : undefined;
    const issues = Array.isArray(upstreamBody.issues) ? { issues: upstreamBody.issues } : {};
    if (status === 401 || status === 403) {
      return fail(502, "V1 refused the console's credentials", { upstreamStatus: status });
    }
    if (status >= 500) {
      return fail(status === 504 ? 504 : 502, 'V1 failed to answer', { upstreamStatus: status });
    }
    const retryAfter = res.headers['retry-after'];
    if (typeof retryAfter === 'string') c.header('retry-after', retryAfter);
    return fail(status, upstreamMessage ?? `V1 answered ${status}`, {
      upstreamStatus: status,
      ...issues,
    });
  } catch (err) {
    if (err instanceof UpstreamError) {
      deps.logger.warn(
        {
          requestId: c.get('requestId'),
          operation: op.id,
          tenant,
          kind: err.kind,
          status: err.status,
          upstreamStatus: err.upstreamStatus,
        },
        err.message,
      );
      const clientGone =
        c.env.incoming.destroyed && op.body === 'multipart' && !c.env.incoming.complete;
      if (clientGone) {
        await audit('failure', 499, params);
        return errorResponse(c, 400, 'the upload was cut off');
      }
      return fail(
        err.status,
        err.message,
        err.upstreamStatus ? { upstreamStatus: err.upstreamStatus } : {},
      );
    }
    throw err;
  }
}

/** Like the contract's fillPath, but `.` and `..` (segments of their own in a URL) keep their dots encoded. */
function fillV1Path(path: string, params: Record<string, string>): string {
  if (!Object.values(params).some((v) => v === '.' || v === '..')) return fillPath(path, params);
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const v = params[name] ?? '';
    return v === '.' || v === '..' ? v.replace(/\./g, '%2E') : encodeURIComponent(v);
  });
}

/** `</v1/company/x/...>; rel=...` -> `</api/t/<tenant>/company/x/...>; rel=...`. */
function rewriteLink(v: string, basePath: string, tenant: string) {
  return v.replace(/<([^>]*)>/g, (m, url: string) => {
    const p = url.replace(/^https?:\/\/[^/]+/, '');
    return p.startsWith(basePath + '/') ? `</api/t/${tenant}${p.slice(basePath.length)}>` : m;
  });
}
