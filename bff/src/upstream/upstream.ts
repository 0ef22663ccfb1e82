import { Readable } from 'node:stream';
import { Agent, Pool } from 'undici';
import type { Dispatcher } from 'undici';
import { UpstreamError } from '../http/errors.js';
import { Deadline } from './deadline.js';
import { CallLimits } from './limits.js';

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

/** The body whole, at most `limit` bytes of it (a longer stream is cut off there; error bodies). */
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

/**
 * An answer the BFF needs whole (`what` names it in the error): at most `limit` bytes, by the
 * request's deadline (which the stream carries). Too large is a 502, a body that breaks off a 502,
 * one still arriving at the deadline a 504: never an unhandled error.
 */
export async function readWhole(
  res: UpstreamResponse,
  limit: number,
  what: string,
): Promise<Buffer> {
  if (res.body) return checkSize(res.body.length, limit, what, res.body);
  const announced = Number(res.headers['content-length'] ?? NaN);
  if (announced > limit) {
    res.stream!.destroy();
    return checkSize(announced, limit, what, Buffer.alloc(0));
  }
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of res.stream!) {
      size += (chunk as Buffer).length;
      if (size > limit) break;
      chunks.push(chunk as Buffer);
    }
  } catch (err) {
    if (err instanceof UpstreamError) throw err;
    throw new UpstreamError(
      `V1's ${what} broke off before its end`,
      502,
      res.statusCode,
      'protocol',
    );
  } finally {
    res.stream!.destroy();
  }
  return checkSize(size, limit, what, Buffer.concat(chunks));
}

function checkSize(size: number, limit: number, what: string, body: Buffer): Buffer {
  if (size <= limit) return body;
  throw new UpstreamError(
    `V1's ${what} is larger than the ${formatBytes(limit)} the console reads`,
    502,
    undefined,
    'too-large',
  );
}

function formatBytes(n: number): string {
  return n >= 1024 * 1024 ? `${n / (1024 * 1024)} MiB` : `${n / 1024} KiB`;
}

/** Drops a body that is not wanted. */
export function discardBody(res: UpstreamResponse) {
  res.stream?.destroy();
}

export interface UpstreamOptions {
  baseUrl: string;
  timeoutMs: number;
  maxRetries?: number;
  /** Connections to V1 in all (512). */
  connections?: number;
  /** Of those, how many one operation may hold (256). */
  connectionsPerOperation?: number;
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

/** Keep-alive connection pool to V1 with deadlines, per-operation limits and GET-only retries. */
export class Upstream {
  readonly origin: string;
  /** `/v1` part of the base URL (no trailing slash). */
  readonly basePath: string;
  readonly limits: CallLimits;
  private readonly pool: Dispatcher;
  private readonly maxRetries: number;

  constructor(private readonly o: UpstreamOptions) {
    const u = new URL(o.baseUrl);
    this.origin = u.origin;
    this.basePath = u.pathname.replace(/\/+$/, '');
    this.maxRetries = o.maxRetries ?? 2;
    const connections = o.connections ?? 512;
    this.limits = new CallLimits(
      connections,
      Math.min(connections, o.connectionsPerOperation ?? 256),
    );
    const poolOpts: Pool.Options = {
      connections,
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

  /** A deadline of V1_TIMEOUT_MS from now (a call of the BFF's own: token, capabilities). */
  deadline(): Deadline {
    return new Deadline(this.o.timeoutMs);
  }

  close() {
    return this.pool.close();
  }

  /**
   * Sends a request by `deadline`, which covers the wait for a connection, every attempt and the
   * whole answer (a streamed one is cut off when it ends). A GET is retried at most `maxRetries`
   * times on connection errors, timeouts and 503 while time remains (jittered exponential
   * backoff; Retry-After plus up to half of it again, so clients told the same second spread).
   * Other methods are retried only when the connection was refused (nothing reached V1) and the
   * body is replayable. A request whose deadline has ended is never sent.
   */
  async request(req: UpstreamRequest, deadline: Deadline): Promise<UpstreamResponse> {
    const safe = req.method === 'GET';
    for (let attempt = 0; ; attempt++) {
      if (deadline.reason) throw deadline.error('waiting for V1');
      const retriesLeft = attempt < this.maxRetries;
      await this.limits.acquire(req.operation, deadline);
      try {
        const res = await this.attempt(req, deadline);
        this.o.onAttempt?.(req.operation, String(res.statusCode));
        if (res.statusCode === 503 && safe && retriesLeft) {
          const retryAfter = parseRetryAfter(res.headers['retry-after']);
          const delay =
            retryAfter === undefined
              ? backoff(attempt)
              : retryAfter + Math.round(Math.random() * retryAfter * 0.5);
          if (delay < deadline.remainingMs) {
            discardBody(res);
            this.o.onRetry?.(req.operation, '503');
            await deadline.sleep(delay);
            continue;
          }
        }
        return res;
      } catch (err) {
        if (err instanceof UpstreamError) {
          this.o.onAttempt?.(req.operation, err.kind);
          throw err;
        }
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
          if (delay < deadline.remainingMs) {
            this.o.onRetry?.(req.operation, timeout ? 'timeout' : code);
            await deadline.sleep(delay);
            continue;
          }
        }
        if (deadline.reason) throw deadline.error('waiting for V1');
        if (timeout)
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
  private attempt(req: UpstreamRequest, deadline: Deadline): Promise<UpstreamResponse> {
    return new Promise((resolve, reject) => {
      const collector = new ResponseCollector(resolve, reject, deadline, () =>
        this.limits.release(req.operation),
      );
      try {
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
          collector,
        );
      } catch (err) {
        collector.fail(err as Error);
      }
    });
  }
}

/**
 * Receives one V1 answer: a small body is collected whole, a large one handed on as a stream
 * (with backpressure). The request's deadline runs until the answer is complete, streamed ones
 * included; undici's own timeouts are coarser (about half a second) and per phase, so the
 * deadline is ours. `done` is called once, when the connection is free again.
 */
class ResponseCollector implements Dispatcher.DispatchHandler {
  private controller: Dispatcher.DispatchController | undefined;
  private response: UpstreamResponse | undefined;
  private chunks: Buffer[] = [];
  private settled = false;
  private finished = false;
  private readonly off: () => void;

  constructor(
    private readonly resolve: (res: UpstreamResponse) => void,
    private readonly reject: (err: Error) => void,
    private readonly deadline: Deadline,
    private readonly done: () => void,
  ) {
    this.off = deadline.onEnd(() => this.deadlineEnded());
  }

  private deadlineEnded() {
    const err = this.deadline.error(
      this.response ? "V1's answer was still arriving" : "waiting for V1's answer",
    );
    this.controller?.abort(err);
    if (this.response?.stream && this.settled) this.response.stream.destroy(err);
    this.settle(err);
    this.finish();
  }

  private settle(outcome: Error | UpstreamResponse) {
    if (this.settled) return;
    this.settled = true;
    if (outcome instanceof Error) this.reject(outcome);
    else this.resolve(outcome);
  }

  private finish() {
    if (this.finished) return;
    this.finished = true;
    this.off();
    this.done();
  }

  onRequestStart(controller: Dispatcher.DispatchController) {
    this.controller = controller;
    if (this.deadline.reason) controller.abort(this.deadline.error('waiting for V1'));
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
        if (!controller.aborted && !this.finished) controller.abort(err ?? new Error('not read'));
        this.finish();
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
    const res = this.response!;
    this.finish();
    if (res.stream) res.stream.push(null);
    else {
      res.body = this.chunks.length === 1 ? this.chunks[0]! : Buffer.concat(this.chunks);
      this.settle(res);
    }
  }

  onResponseError(_controller: Dispatcher.DispatchController, err: Error) {
    this.fail(err);
  }

  fail(err: Error) {
    if (this.response?.stream && this.settled) this.response.stream.destroy(err);
    this.settle(err);
    this.finish();
  }
}

/** 100 ms, 200 ms, ... with +-50 % jitter. */
function backoff(attempt: number): number {
  const base = 100 * 2 ** attempt;
  return Math.round(base * (0.5 + Math.random()));
}
