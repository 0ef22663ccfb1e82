import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context } from 'hono';
import { tryDecodeURI } from 'hono/utils/url';
import { errorBody, failureAnswer } from '../http/errors.js';
import type { ErrorExtra } from '../http/errors.js';
import { compressAnswers, MIN_COMPRESSED_BYTES, proxiedVary } from '../http/compress.js';
import { addAnswerHeaders, recordRequest } from '../http/http-policy.js';
import type { RequestHead } from '../http/http-policy.js';
import type { SessionUser } from '../auth/session.js';
import type { AppDeps, AppEnv } from '../types.js';

/** Headers as Node's writeHead takes them fastest: one flat list of names and values. */
export type HeaderList = string[];
const UNMATCHED_ROUTE = '/api/*';
const noop = () => undefined;

function contentType(headers: HeaderList): string | undefined {
  for (let i = 0; i < headers.length; i += 2)
    if (headers[i] === 'content-type') return headers[i + 1];
  return undefined;
}

/**
 * One proxied request and its answer, written on node:http's response (so that bodies stream),
 * with what the access log and metrics need to know. The request id, start, https and user are
 * the request policy's (http-policy.ts), which the request passed through as a Hono route.
 */
export class Exchange implements RequestHead {
  readonly startedMs: number;
  readonly requestId: string;
  readonly req: IncomingMessage;
  readonly res: ServerResponse;
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
    c: Context<AppEnv>,
  ) {
    const req = (this.req = c.env.incoming);
    this.res = c.env.outgoing;
    this.startedMs = c.get('startedMs');
    this.requestId = c.get('requestId');
    this.https = c.get('https');
    this.user = c.get('user');
    const url = req.url!;
    const q = url.indexOf('?');
    this.rawPath = q < 0 ? url : url.slice(0, q);
    this.path = this.rawPath.includes('%') ? tryDecodeURI(this.rawPath) : this.rawPath;
    this.query = q < 0 ? '' : url.slice(q + 1);
    this.method = req.method ?? 'GET';
  }

  header(name: string): string | undefined {
    const v = this.req.headers[name];
    return Array.isArray(v) ? v.join(', ') : v;
  }

  /**
   * Writes the status and headers (with the security headers and request id every answer
   * carries). An answer of a `length` known to be under the compression threshold goes out as it
   * is; any other is compressed as the browser asks (compress.ts).
   */
  head(status: number, headers: HeaderList, length?: number) {
    if (length !== undefined && length < MIN_COMPRESSED_BYTES) {
      if (proxiedVary(this.req, contentType(headers))) headers.push('vary', 'Accept-Encoding');
    } else compressAnswers(this.req, this.res, noop);
    this.res.writeHead(status, addAnswerHeaders(headers, this.requestId, this.https));
    this.record(status);
  }

  send(status: number, headers: HeaderList, body?: Buffer | string) {
    const length = body === undefined ? 0 : Buffer.byteLength(body);
    if (body !== undefined) headers.push('content-length', String(length));
    this.head(status, headers, length);
    this.res.end(body);
  }

  sendError(status: number, message: string, extra: ErrorExtra, headers: HeaderList = []) {
    headers.push('content-type', 'application/json');
    this.send(status, headers, JSON.stringify(errorBody(status, message, this.requestId, extra)));
  }

  /** An error in our own code: logged, answered 500 (503 while the store is unavailable) when the answer has not begun. */
  crash(err: unknown) {
    const f = failureAnswer(err, this.deps.logger, this.requestId);
    if (!this.res.headersSent) this.sendError(f.status, f.message, f.extra, f.headers);
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
