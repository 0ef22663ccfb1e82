/**
 * The proxy: `/api/t/:tenantId/<V1 path>` for every operation in the contract table, nothing else.
 *
 * It is served by its own node:http handler rather than through Hono: the proxy is the hot path,
 * and Hono's Request/Response conversion cost a third of the BFF's CPU per proxied request (see
 * docs/BFF-NOTES.md, "Proxy speed"). What every request goes through (CSRF, session,
 * security headers, metrics, access log) comes from http-policy.ts, as in the Hono app.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream';
import { tryDecodeURI, tryDecodeURIComponent } from 'hono/utils/url';
import {
  checkRequestPart,
  fillPath,
  isMutating,
  operations,
  toRoutePath,
} from '../contract/index.js';
import type { Operation } from '../contract/index.js';
import { answerTargets } from './audit-targets.js';
import { failureAnswer, UpstreamError } from './errors.js';
import { discardBody, readBody } from './upstream.js';
import type { ErrorExtra } from './errors.js';
import {
  HSTS,
  SECURITY_HEADERS,
  clearedSessionCookie,
  csrfRefusal,
  errorBody,
  isHttps,
  recordRequest,
  sessionCookieValue,
} from './http-policy.js';
import type { RequestHead } from './http-policy.js';
import type { SessionUser } from './session.js';
import type { AppDeps } from './types.js';

export const PROXY_PREFIX = '/api/t/';
const MAX_JSON_BODY = 1024 * 1024;
const MAX_ERROR_BODY = 64 * 1024;
/** V1 response headers the browser may see. */
const PASS_HEADERS = [
  'content-type',
  // An answer V1 compressed goes on as it is (compression.ts leaves encoded answers alone).
  'content-encoding',
  'content-length',
  'deprecation',
  'sunset',
  'link',
  'retry-after',
  'etag',
  'last-modified',
];
/** Headers as Node's writeHead takes them fastest: one flat list of names and values. */
type HeaderList = string[];
const SECURITY_HEADER_LIST: HeaderList = SECURITY_HEADERS.flat();
const UNMATCHED_ROUTE = '/api/*';

interface Route {
  op: Operation;
  /** Path segments after `/api/t/:tenantId`: a literal, or the name of a parameter. */
  segments: { literal?: string; param?: string }[];
  /** The route as a metrics label, e.g. `/api/t/:tenantId/companies/:companyDurableKey`. */
  label: string;
}

/** Routes by method and number of segments, in table order (the first match wins). */
function compileRoutes(): Map<string, Route[]> {
  const routes = new Map<string, Route[]>();
  for (const op of operations as readonly Operation[]) {
    const segments = op.path
      .split('/')
      .slice(1)
      .map((s) => {
        const m = /^\{(\w+)\}$/.exec(s);
        return m ? { param: m[1]! } : { literal: s };
      });
    const key = `${op.method} ${segments.length}`;
    const list = routes.get(key) ?? [];
    list.push({ op, segments, label: `/api/t/:tenantId${toRoutePath(op.path)}` });
    routes.set(key, list);
  }
  return routes;
}

function matchRoute(routes: Map<string, Route[]>, method: string, rest: string[]) {
  const candidates = routes.get(`${method === 'HEAD' ? 'GET' : method} ${rest.length}`);
  if (!candidates) return undefined;
  next: for (const route of candidates) {
    const params: Record<string, string> = {};
    for (let i = 0; i < rest.length; i++) {
      const seg = route.segments[i]!;
      const value = tryDecodeURIComponent(rest[i]!);
      if (seg.literal !== undefined) {
        if (seg.literal !== value) continue next;
      } else params[seg.param!] = value;
    }
    return { route, params };
  }
  return undefined;
}

/**
 * The node:http handler for everything under `/api/t/`; answers false for any other path so the
 * caller hands it to the Hono app.
 */
export function createProxyHandler(deps: AppDeps) {
  const routes = compileRoutes();
  return function handleProxy(req: IncomingMessage, res: ServerResponse): boolean {
    if (!req.url?.startsWith(PROXY_PREFIX)) return false;
    const exchange = new Exchange(deps, req, res);
    serve(deps, routes, exchange).catch((err: unknown) => exchange.crash(err));
    return true;
  };
}

/** One request and its answer, with what the access log and metrics need to know. */
class Exchange implements RequestHead {
  readonly startedMs = performance.now();
  readonly requestId = randomUUID();
  readonly method: string;
  /** The path as sent (still percent-encoded): matched segment by segment, each decoded once. */
  readonly rawPath: string;
  /** The path decoded for logs and the audit log. */
  readonly path: string;
  readonly query: string;
  readonly https: boolean;
  user: SessionUser | undefined;
  route = UNMATCHED_ROUTE;

  constructor(
    private readonly deps: AppDeps,
    readonly req: IncomingMessage,
    readonly res: ServerResponse,
  ) {
    const url = req.url!;
    const q = url.indexOf('?');
    this.rawPath = q < 0 ? url : url.slice(0, q);
    this.path = this.rawPath.includes('%') ? tryDecodeURI(this.rawPath) : this.rawPath;
    this.query = q < 0 ? '' : url.slice(q + 1);
    this.method = req.method ?? 'GET';
    this.https = isHttps(deps, this);
  }

  header(name: string): string | undefined {
    const v = this.req.headers[name];
    return Array.isArray(v) ? v.join(', ') : v;
  }

  /** Writes the status and headers (with the security headers and request id every answer carries). */
  head(status: number, headers: HeaderList) {
    headers.push(...SECURITY_HEADER_LIST, 'x-request-id', this.requestId);
    if (this.https) headers.push(...HSTS);
    this.res.writeHead(status, headers);
    this.record(status);
  }

  send(status: number, headers: HeaderList, body?: Buffer | string) {
    if (body !== undefined) headers.push('content-length', String(Buffer.byteLength(body)));
    this.head(status, headers);
    this.res.end(body);
  }

  sendError(status: number, message: string, extra: ErrorExtra = {}, headers: HeaderList = []) {
    headers.push('content-type', 'application/json');
    this.send(status, headers, JSON.stringify(errorBody(status, message, this.requestId, extra)));
  }

  /** An error in our own code: logged, answered 500 (503 while the store is unavailable) when the answer has not begun. */
  crash(err: unknown) {
    const f = failureAnswer(err, this.deps.logger, this.requestId);
    if (!this.res.headersSent) this.sendError(f.status, f.message, {}, f.headers.flat());
    else this.res.destroy();
  }

  private record(status: number) {
    recordRequest(this.deps, {
      requestId: this.requestId,
      method: this.method,
      path: this.path,
      route: this.route,
      status,
      startedMs: this.startedMs,
      user: this.user,
    });
  }
}

async function serve(deps: AppDeps, routes: Map<string, Route[]>, x: Exchange): Promise<void> {
  const refusal = csrfRefusal(deps, x);
  if (refusal) return x.sendError(403, refusal);
  const cookie = sessionCookieValue(x.https, x);
  x.user = await deps.sessions.resolve(cookie);
  if (!x.user)
    return x.sendError(
      401,
      'sign in first',
      {},
      cookie ? ['set-cookie', clearedSessionCookie(x.https, x)] : [],
    );
  const [tenantSegment, ...rest] = x.rawPath.slice(PROXY_PREFIX.length).split('/');
  const matched = matchRoute(routes, x.method, rest);
  if (!matched) return x.sendError(404, 'no such route');
  x.route = matched.route.label;
  const tenant = tryDecodeURIComponent(tenantSegment ?? '');
  await new ProxiedCall(deps, x, x.user, tenant, matched.route.op, matched.params).run();
}

/**
 * One operation called for a signed-in user. (A class rather than closures: the BFF runs under
 * tsx, whose keep-names transform makes every closure created per request cost a defineProperty.)
 */
class ProxiedCall {
  constructor(
    readonly deps: AppDeps,
    readonly x: Exchange,
    readonly user: SessionUser,
    readonly tenant: string,
    readonly op: Operation,
    readonly rawParams: Record<string, string>,
  ) {}

  /** Mutations are written to the audit log, whatever their outcome. */
  async audit(
    outcome: 'success' | 'failure' | 'denied',
    status: number,
    targetIds: Record<string, string>,
  ) {
    if (!isMutating(this.op)) return;
    await this.deps.store.appendAudit(
      {
        username: this.user.username,
        role: this.user.role,
        tenantId: this.tenant,
        operation: this.op.audit ?? this.op.id,
        method: this.op.method,
        path: this.x.path,
        targetIds,
        outcome,
        status,
        requestId: this.x.requestId,
      },
      this.deps.now(),
    );
  }

  /**
   * Before an upload streams: `GET /companies/{companyDurableKey}` with the token, replacing a
   * token V1 refuses once. Answers the token to stream with, or 404 when the company is unknown.
   */
  async checkBeforeStreaming(params: Record<string, string>, token: string): Promise<string | 404> {
    const { deps, tenant } = this;
    const headers = {
      accept: 'application/json',
      'x-tenant-id': tenant,
      'x-request-id': this.x.requestId,
    };
    const path = fillV1Path('/companies/{companyDurableKey}', params);
    for (let attempt = 0; ; attempt++) {
      const res = await deps.upstream.request({
        method: 'GET',
        path: deps.tokens.pathWithToken(path, token),
        headers: deps.tokens.headersWithToken(headers, token),
        body: null,
        replayable: true,
        operation: 'getCompany',
      });
      discardBody(res);
      if (res.statusCode === 404) return 404;
      if (res.statusCode !== 401 || attempt > 0) return token;
      deps.tokens.invalidate(tenant, token);
      token = await deps.tokens.get(tenant);
    }
  }

  /**
   * Keeps the upload V1 accepted in the BFF's store, so the console can list a company's uploads
   * where V1 has no file listing. The size is the browser's `x-file-size` (the multipart body's
   * length is not the file's).
   */
  async recordUpload(params: Record<string, string>, answer: Buffer) {
    let file: { id?: unknown; name?: unknown; status?: unknown; uploadedDate?: unknown };
    try {
      file = JSON.parse(answer.toString('utf8')) as typeof file;
    } catch {
      return;
    }
    if (typeof file?.id !== 'string') return;
    const size = this.x.header('x-file-size');
    await this.deps.store.recordUpload(this.tenant, {
      fileId: file.id,
      companyDurableKey: params.companyDurableKey!,
      name: typeof file.name === 'string' ? file.name : '',
      size: size && /^\d{1,15}$/.test(size) ? Number(size) : null,
      username: this.user.username,
      uploadedAt:
        typeof file.uploadedDate === 'string'
          ? file.uploadedDate
          : new Date(this.deps.now()).toISOString(),
      status: typeof file.status === 'string' ? file.status : 'pending',
    });
  }

  /** The audit entry's names from a successful answer (creates: the new id and its name). */
  answerTargets(body: Buffer | undefined): Record<string, string> {
    if (!this.op.auditAnswer || !body) return {};
    try {
      return answerTargets(this.op, JSON.parse(body.toString('utf8')));
    } catch {
      return {};
    }
  }

  async fail(
    status: number,
    message: string,
    extra: ErrorExtra = {},
    outcome: 'failure' | 'denied' = 'failure',
    headers: HeaderList = [],
  ) {
    await this.audit(outcome, status, this.rawParams);
    this.x.sendError(status, message, extra, headers);
  }

  /** Checks, validates and sends the call to V1, then answers the browser. */
  async run(): Promise<void> {
    const { deps, x, user, tenant, op, rawParams } = this;

    if (!user.tenants.includes(tenant) || !deps.tenantName(tenant))
      return this.fail(403, 'this tenant is not open to you', {}, 'denied');
    if (op.role === 'admin' && user.role !== 'admin')
      return this.fail(403, 'your role may not use this operation', {}, 'denied');
    if (op.extension && !(await deps.capabilities.has(op)))
      return this.fail(404, `this V1 service does not offer this operation (${op.summary})`);

    const checkedParams = checkRequestPart(op, 'params', rawParams);
    if (!checkedParams.ok)
      return this.fail(checkedParams.status, checkedParams.message, {
        issues: checkedParams.issues,
      });
    const params = rawParams;
    // Query: only the operation's own fields go upstream (never tenantId or access_token).
    let search = '';
    if (op.query) {
      const raw = Object.create(null) as Record<string, string>;
      for (const [k, v] of new URLSearchParams(x.query)) {
        if (Object.hasOwn(raw, k))
          return this.fail(400, 'invalid query', {
            issues: [{ path: `query.${k}`, message: 'given more than once' }],
          });
        raw[k] = v;
      }
      const checked = checkRequestPart(op, 'query', raw);
      if (!checked.ok)
        return this.fail(checked.status, checked.message, { issues: checked.issues });
      const out = new URLSearchParams();
      for (const [k, v] of Object.entries(checked.value as Record<string, unknown>)) {
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
      'x-request-id': x.requestId,
    };
    let body: string | NodeJS.ReadableStream | undefined;
    let replayable = true;
    if (op.body === 'multipart') {
      const ct = x.header('content-type') ?? '';
      if (!/^multipart\/form-data;\s*boundary=/i.test(ct))
        return this.fail(415, 'the upload must be multipart/form-data with a part named file');
      headers['content-type'] = ct;
      const len = x.header('content-length');
      if (len && /^\d+$/.test(len)) headers['content-length'] = len;
      body = x.req;
      replayable = false;
    } else if (op.body) {
      const ct = x.header('content-type') ?? '';
      if (!/^application\/json\b/i.test(ct))
        return this.fail(415, 'the body must be application/json');
      const len = Number(x.header('content-length') ?? 0);
      if (len > MAX_JSON_BODY) return this.fail(413, 'the body is too large');
      const text = await readText(x.req, MAX_JSON_BODY);
      if (text === undefined) return this.fail(413, 'the body is too large');
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        return this.fail(400, 'the body is not valid JSON', {
          issues: [{ path: 'body', message: 'malformed JSON' }],
        });
      }
      const checked = checkRequestPart(op, 'body', json);
      if (!checked.ok)
        return this.fail(checked.status, checked.message, { issues: checked.issues });
      body = JSON.stringify(checked.value);
      headers['content-type'] = 'application/json';
    }

    const path = fillV1Path(op.path, params) + search;
    try {
      let token = await deps.tokens.get(tenant);
      if (!replayable) {
        // A streamed body cannot be sent twice: prove the token good first, with a cheap read
        // of the company that also turns an unknown company into a 404 before any byte goes.
        const checked = await this.checkBeforeStreaming(params, token);
        if (typeof checked === 'number') return this.fail(checked, 'no such company');
        token = checked;
      }
      let res = await deps.upstream.request({
        method: op.method,
        path: deps.tokens.pathWithToken(path, token),
        headers: deps.tokens.headersWithToken(headers, token),
        body: body ?? null,
        replayable,
        operation: op.id,
      });
      if (res.statusCode === 401) {
        // The token expired or was revoked: drop it, get one more, and replay once when we can.
        // A 401 proves V1 did not act, so a buffered body may be sent again whatever the method.
        deps.tokens.invalidate(tenant, token);
        if (replayable) {
          discardBody(res);
          token = await deps.tokens.get(tenant);
          res = await deps.upstream.request({
            method: op.method,
            path: deps.tokens.pathWithToken(path, token),
            headers: deps.tokens.headersWithToken(headers, token),
            body: body ?? null,
            replayable,
            operation: op.id,
          });
          if (res.statusCode === 401) deps.tokens.invalidate(tenant, token);
        }
      }
      const status = res.statusCode;
      if (status >= 200 && status < 300) {
        // Answers the BFF reads (one item for a list, what a create made) are taken whole.
        const whole =
          res.body ??
          (op.answerMayBeOne || op.auditAnswer ? await readBody(res, MAX_READ_ANSWER) : undefined);
        await this.audit('success', status, { ...params, ...this.answerTargets(whole) });
        if (op.id === 'uploadFile' && whole) await this.recordUpload(params, whole);
        const out: HeaderList = ['cache-control', 'no-store'];
        for (const h of PASS_HEADERS) {
          const v = res.headers[h];
          if (typeof v === 'string' && h !== 'content-length')
            out.push(h, h === 'link' ? rewriteLink(v, deps.upstream.basePath, tenant) : v);
        }
        if (status === 204 || status === 205) {
          discardBody(res);
          return x.send(status, out);
        }
        // Small answers arrive whole and go out in one write; everything else is streamed.
        if (whole) return x.send(status, out, op.answerMayBeOne ? asList(whole) : whole);
        const announced = res.headers['content-length'];
        if (typeof announced === 'string') out.push('content-length', announced);
        x.head(status, out);
        pipeline(res.stream!, x.res, () => undefined);
        return;
      }
      // Errors: small, buffered, normalised to {message, status, requestId, upstreamStatus, issues?}.
      let upstreamBody: { message?: unknown; issues?: unknown } = {};
      let upstreamText = '';
      try {
        upstreamText = (await readBody(res, MAX_ERROR_BODY)).toString('utf8');
        upstreamBody = JSON.parse(upstreamText) as typeof upstreamBody;
      } catch {
        /* not JSON (or cut off): the text itself is the upstream's reason */
      }
      const upstreamMessage =
        typeof upstreamBody.message === 'string'
          ? upstreamBody.message
          : plainTextReason(upstreamText, token);
      const issues = Array.isArray(upstreamBody.issues) ? { issues: upstreamBody.issues } : {};
      if (status === 401 || status === 403) {
        return this.fail(502, "V1 refused the console's credentials", { upstreamStatus: status });
      }
      if (status >= 500) {
        return this.fail(status === 504 ? 504 : 502, 'V1 failed to answer', {
          upstreamStatus: status,
        });
      }
      const retryAfter = res.headers['retry-after'];
      return this.fail(
        status,
        upstreamMessage ?? `V1 answered ${status}`,
        { upstreamStatus: status, ...issues },
        'failure',
        typeof retryAfter === 'string' ? ['retry-after', retryAfter] : [],
      );
    } catch (err) {
      if (err instanceof UpstreamError) {
        deps.logger.warn(
          {
            requestId: x.requestId,
            operation: op.id,
            tenant,
            kind: err.kind,
            status: err.status,
            upstreamStatus: err.upstreamStatus,
          },
          err.message,
        );
        const clientGone = x.req.destroyed && op.body === 'multipart' && !x.req.complete;
        if (clientGone) {
          await this.audit('failure', 499, params);
          return x.sendError(400, 'the upload was cut off');
        }
        return this.fail(
          err.status,
          err.message,
          err.upstreamStatus ? { upstreamStatus: err.upstreamStatus } : {},
        );
      }
      throw err;
    }
  }
}

/** A JSON list answer as it is; one JSON object as a list of one. */
function asList(body: Buffer): Buffer {
  const first = body.find((b) => b !== 0x20 && b !== 0x0a && b !== 0x0d && b !== 0x09);
  if (first !== 0x7b /* { */) return body;
  return Buffer.concat([Buffer.from('['), body, Buffer.from(']')]);
}

const MAX_REASON_CHARS = 300;
/** Largest answer the BFF reads whole to look into it (a list of groups, a create's answer). */
const MAX_READ_ANSWER = 32 * 1024 * 1024;
/**
 * An upstream error body that is not JSON, as a message for the browser: its text, on one line,
 * cut short, with anything token-like (the token itself, a Bearer value, an access_token query)
 * blanked. Undefined for an empty body or an HTML page (a proxy's error page says nothing useful).
 */
function plainTextReason(text: string, token: string): string | undefined {
  let reason = text.replace(/\s+/g, ' ').trim();
  if (!reason || /^<(!doctype|html)/i.test(reason)) return undefined;
  if (token) reason = reason.split(token).join('[redacted]');
  reason = reason
    .replace(/(bearer\s+)[\w.~+/=-]+/gi, '$1[redacted]')
    .replace(/(access_token["'=:\s]+)[\w.~+/=-]+/gi, '$1[redacted]');
  return reason.length > MAX_REASON_CHARS ? `${reason.slice(0, MAX_REASON_CHARS)}…` : reason;
}

/**
 * The request body as UTF-8 text, or undefined when it is larger than `limit` bytes. The rest of
 * a body too large is read and dropped, so the connection stays usable for the 413.
 */
async function readText(req: IncomingMessage, limit: number): Promise<string | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size <= limit) chunks.push(chunk as Buffer);
  }
  return size > limit ? undefined : Buffer.concat(chunks).toString('utf8');
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
