import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { Agent, Pool } from 'undici';
import type { Dispatcher } from 'undici';
import { UpstreamError } from '../http/errors.js';

/** Bodies V1 announces at up to this length arrive whole; longer or unannounced ones stream. */
export const BUFFERED_BODY_LIMIT = 64 * 1024;

export interface UpstreamRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path below the V1 base (e.g. `/companies`), query string included. */
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer | NodeJS.ReadableStream | null;
  /** Whether the body can be sent again (buffered JSON yes, a streamed upload no). */
  replayable: boolean;
  /** Label for metrics. */
  operation: string;
}

export interface UpstreamResponse {
  statusCode: number;
  headers: Record<string, string | string[] | undefined>;
  /** The whole body, when V1 announced a length up to BUFFERED_BODY_LIMIT. */
  body?: Buffer;
  /** Otherwise the body as a stream, which the caller must read or destroy. */
  stream?: Readable;
}

/** The body whole, at most `limit` bytes of it (a longer stream is cut off there). */
export async function readBody(res: UpstreamResponse, limit = Infinity): Promise<Buffer> {
  if (res.body) return res.body;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of res.stream!) {
    chunks.push(chunk as Buffer);
    size += (chunk as Buffer).length;
    if (size >= limit) break;
  }
  res.stream!.destroy();
  return Buffer.concat(chunks).subarray(0, limit);
}

/** Drops a body that is not wanted. */
export function discardBody(res: UpstreamResponse) {
  res.stream?.destroy();
}

export interface UpstreamOptions {
  baseUrl: string;
  timeoutMs: number;
  maxRetries?: number;
  connections?: number;
  onAttempt?: (operation: string, outcome: string) => void;
  onRetry?: (operation: string, reason: string) => void;
}

const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_SOCKET',
  'UND_ERR_CLOSED',
]);
const TIMEOUT_CODES = new Set([
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'UND_ERR_CONNECT_TIMEOUT',
  'ETIMEDOUT',
]);

function errCode(err: unknown): string {
  let e: unknown = err;
  for (let i = 0; i < 4 && e && typeof e === 'object'; i++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    e = (e as { cause?: unknown }).cause;
  }
  if (err instanceof Error && err.name === 'TimeoutError') return 'ETIMEDOUT';
  return 'UNKNOWN';
}

/** Seconds or HTTP date -> milliseconds (undefined when absent or unreadable). */
export function parseRetryAfter(
  v: string | string[] | undefined,
  now = Date.now(),
): number | undefined {
  const s = Array.isArray(v) ? v[0] : v;
  if (!s) return undefined;
  if (/^\d+$/.test(s.trim())) return Number(s.trim()) * 1000;
  const t = Date.parse(s);
  return Number.isNaN(t) ? undefined : Math.max(0, t - now);
}

/** Keep-alive connection pool to V1 with deadlines and GET-only retries. */
export class Upstream {
  readonly origin: string;
  /** `/v1` part of the base URL (no trailing slash). */
  readonly basePath: string;
  private readonly pool: Dispatcher;
  private readonly maxRetries: number;

  constructor(private readonly o: UpstreamOptions) {
    const u = new URL(o.baseUrl);
    this.origin = u.origin;
    this.basePath = u.pathname.replace(/\/+$/, '');
    this.maxRetries = o.maxRetries ?? 2;
    const poolOpts: Pool.Options = {
      connections: o.connections ?? 128,
      pipelining: 1,
      keepAliveTimeout: 4_000,
      keepAliveMaxTimeout: 60_000,
      connect: { timeout: Math.min(o.timeoutMs, 10_000) },
      headersTimeout: o.timeoutMs,
      bodyTimeout: o.timeoutMs,
    };
    this.pool = u.protocol === 'https:' ? new Agent(poolOpts) : new Pool(this.origin, poolOpts);
  }

  get timeoutMs() {
    return this.o.timeoutMs;
  }

  close() {
    return this.pool.close();
  }

  /**
   * Sends a request. The deadline (V1_TIMEOUT_MS) covers every attempt: a GET is retried at most
   * `maxRetries` times on connection errors, timeouts and 503 while time remains (jittered
   * exponential backoff, Retry-After honoured). Other methods are retried only when the
   * connection was refused (nothing reached V1) and the body is replayable.
   */
  async request(req: UpstreamRequest): Promise<UpstreamResponse> {
    const deadline = Date.now() + this.o.timeoutMs;
    const safe = req.method === 'GET';
    for (let attempt = 0; ; attempt++) {
      const remaining = deadline - Date.now();
      if (remaining <= 0)
        throw new UpstreamError('V1 did not answer in time', 504, undefined, 'timeout');
      const retriesLeft = attempt < this.maxRetries;
      try {
        const res = await this.attempt(req, remaining);
        this.o.onAttempt?.(req.operation, String(res.statusCode));
        if (res.statusCode === 503 && safe && retriesLeft) {
          const delay = parseRetryAfter(res.headers['retry-after']) ?? backoff(attempt);
          if (Date.now() + delay < deadline) {
            discardBody(res);
            this.o.onRetry?.(req.operation, '503');
            await sleep(delay);
            continue;
          }
        }
        return res;
      } catch (err) {
        const code = errCode(err);
        const timeout = TIMEOUT_CODES.has(code);
        const connection = CONNECTION_CODES.has(code);
        this.o.onAttempt?.(
          req.operation,
          timeout ? 'timeout' : connection ? 'connection' : 'error',
        );
        const neverSent = code === 'ECONNREFUSED' || code === 'UND_ERR_CONNECT_TIMEOUT';
        const mayRetry =
          retriesLeft && (safe ? timeout || connection : neverSent && req.replayable);
        if (mayRetry) {
          const delay = backoff(attempt);
          if (Date.now() + delay < deadline) {
            this.o.onRetry?.(req.operation, timeout ? 'timeout' : code);
            await sleep(delay);
            continue;
          }
        }
        if (timeout || Date.now() >= deadline)
          throw new UpstreamError('V1 did not answer in time', 504, undefined, 'timeout');
        throw new UpstreamError(
          connection ? 'V1 could not be reached' : 'V1 request failed',
          502,
          undefined,
          'connection',
        );
      }
    }
  }

  /** One attempt through undici's dispatch API (no per-request stream unless the body is large). */
  private attempt(req: UpstreamRequest, timeoutMs: number): Promise<UpstreamResponse> {
    return new Promise((resolve, reject) => {
      this.pool.dispatch(
        {
          origin: this.origin,
          method: req.method,
          path: this.basePath + req.path,
          headers: req.headers,
          body: req.body as Dispatcher.DispatchOptions['body'],
          headersTimeout: this.o.timeoutMs,
          bodyTimeout: this.o.timeoutMs,
        },
        new ResponseCollector(resolve, reject, timeoutMs),
      );
    });
  }
}

/**
 * Receives one V1 answer: a small body is collected whole, a large one handed on as a stream
 * (with backpressure). The deadline runs until the answer is complete, or until the stream
 * begins; undici's own timeouts are coarser (about half a second), so the deadline is ours.
 */
class ResponseCollector implements Dispatcher.DispatchHandler {
  private controller: Dispatcher.DispatchController | undefined;
  private response: UpstreamResponse | undefined;
  private chunks: Buffer[] = [];
  private settled = false;
  private ended = false;
  private timedOut = false;
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly resolve: (res: UpstreamResponse) => void,
    private readonly reject: (err: Error) => void,
    timeoutMs: number,
  ) {
    this.timer = setTimeout(() => this.timeout(), timeoutMs);
  }

  private timeout() {
    this.timedOut = true;
    const err = Object.assign(new Error('V1 did not answer in time'), { code: 'ETIMEDOUT' });
    this.controller?.abort(err);
    this.settle(err);
  }

  private settle(outcome: Error | UpstreamResponse) {
    clearTimeout(this.timer);
    if (this.settled) return;
    this.settled = true;
    if (outcome instanceof Error) this.reject(outcome);
    else this.resolve(outcome);
  }

  onRequestStart(controller: Dispatcher.DispatchController) {
    this.controller = controller;
    if (this.timedOut) controller.abort(new Error('V1 did not answer in time'));
  }

  onResponseStart(
    controller: Dispatcher.DispatchController,
    statusCode: number,
    headers: Record<string, string | string[] | undefined>,
  ) {
    if (statusCode < 200) return; // 1xx: the real answer follows
    const length = Number(headers['content-length'] ?? NaN);
    this.response = { statusCode, headers };
    if (length <= BUFFERED_BODY_LIMIT || statusCode === 204 || statusCode === 304) return;
    this.response.stream = new Readable({
      read: () => controller.resume(),
      destroy: (err, callback) => {
        if (!controller.aborted && !this.ended) controller.abort(err ?? new Error('not read'));
        callback(err);
      },
    });
    this.settle(this.response);
  }

  onResponseData(controller: Dispatcher.DispatchController, chunk: Buffer) {
    const stream = this.response?.stream;
    if (!stream) this.chunks.push(chunk);
    else if (!stream.push(chunk)) controller.pause();
  }

  onResponseEnd() {
    this.ended = true;
    const res = this.response!;
    if (res.stream) res.stream.push(null);
    else {
      res.body = this.chunks.length === 1 ? this.chunks[0]! : Buffer.concat(this.chunks);
      this.settle(res);
    }
  }

  onResponseError(_controller: Dispatcher.DispatchController, err: Error) {
    if (this.response?.stream && this.settled) this.response.stream.destroy(err);
    this.settle(err);
  }
}

/** 100 ms, 200 ms, ... with +-50 % jitter. */
function backoff(attempt: number): number {
  const base = 100 * 2 ** attempt;
  return Math.round(base * (0.5 + Math.random()));
}
