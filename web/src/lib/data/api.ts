import type { z } from 'zod';
import type { ConsoleError, operations, OperationId, ValidationIssue } from 'bff/contract';
import { OPERATIONS, fillPath } from './operations.js';

/** One issue of a 400 answer: the contract's `{path, message}`, `path` dot-separated. */
export type ApiIssue = ValidationIssue;

/** An error answer of the BFF (the contract's `ConsoleError`), or a network failure (status 0). */
export class ApiError extends Error {
  readonly status: number;
  readonly requestId: string | undefined;
  readonly upstreamStatus: number | undefined;
  readonly issues: ApiIssue[];
  readonly retryAfterS: number | undefined;

  constructor(init: {
    message: string;
    status: number;
    requestId?: string | undefined;
    upstreamStatus?: number | undefined;
    issues?: ApiIssue[] | undefined;
    retryAfterS?: number | undefined;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.requestId = init.requestId;
    this.upstreamStatus = init.upstreamStatus;
    this.issues = init.issues ?? [];
    this.retryAfterS = init.retryAfterS;
  }
}

/** A short human sentence for an error, with the request id for support. */
export function describeError(err: unknown): string {
  if (err instanceof ApiError) {
    const base =
      err.status === 403
        ? `Not allowed: ${err.message}`
        : err.status === 404
          ? `Not found: ${err.message}`
          : err.status >= 500
            ? `The server could not answer (${err.status}): ${err.message}`
            : err.message;
    return err.requestId ? `${base} (request ${err.requestId})` : base;
  }
  if (err instanceof Error) return err.message;
  return String(err);
}

type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();
/** Called whenever an `/api` request answers 401 (the session expired). */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}
export function notifyUnauthorized() {
  for (const l of unauthorizedListeners) l();
}

export const CSRF_HEADERS = { 'x-csrf': '1' } as const;

export type Query = Record<string, string | number | undefined | null>;

export function withQuery(url: string, query?: Query): string {
  if (!query) return url;
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v !== undefined && v !== null && v !== '') qs.set(k, String(v));
  }
  const s = qs.toString();
  return s ? `${url}?${s}` : url;
}

/** Turn a non-2xx answer into an ApiError, whatever its body. */
async function errorFromResponse(res: Response): Promise<ApiError> {
  let body: Record<string, unknown> = {};
  try {
    const text = await res.text();
    body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    body = {};
  }
  const retry = res.headers.get('retry-after');
  return errorFromBody(res.status, body, res.headers.get('x-request-id') ?? undefined, retry);
}

/**
 * An error answer as an ApiError. The body is read defensively: it should be a `ConsoleError`,
 * but a proxy or a crash may send anything (an old server sent array paths: joined with dots).
 */
export function errorFromBody(
  status: number,
  body: Partial<Record<keyof ConsoleError, unknown>> & Record<string, unknown>,
  headerRequestId?: string,
  retryAfter?: string | null,
): ApiError {
  const issues = Array.isArray(body.issues)
    ? (body.issues as unknown[]).flatMap((i) => {
        if (!i || typeof i !== 'object') return [];
        const rec = i as Record<string, unknown>;
        const path = Array.isArray(rec.path) ? rec.path.join('.') : String(rec.path ?? '');
        return [{ path, message: String(rec.message ?? 'invalid') }];
      })
    : undefined;
  const retryAfterS = retryAfter ? Number(retryAfter) : undefined;
  return new ApiError({
    message:
      typeof body.message === 'string' && body.message
        ? body.message
        : `Request failed with status ${status}`,
    status,
    requestId: typeof body.requestId === 'string' ? body.requestId : headerRequestId,
    upstreamStatus: typeof body.upstreamStatus === 'number' ? body.upstreamStatus : undefined,
    issues,
    retryAfterS: Number.isFinite(retryAfterS) ? retryAfterS : undefined,
  });
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal | undefined;
  /** Do not treat 401 as an expired session (the sign-in and session calls). */
  allowUnauthorized?: boolean;
}

/** Same-origin JSON request to the BFF with the CSRF header. */
export async function request<T>(url: string, opts: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { ...CSRF_HEADERS, accept: 'application/json' };
  let body: BodyInit | undefined;
  if (opts.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  let res: Response;
  try {
    res = await fetch(url, {
      method: opts.method ?? 'GET',
      headers,
      body,
      credentials: 'same-origin',
      signal: opts.signal,
    });
  } catch (e) {
    if (e instanceof DOMException && e.name === 'AbortError') throw e;
    throw new ApiError({ message: 'The console server cannot be reached', status: 0 });
  }
  if (!res.ok) {
    const err = await errorFromResponse(res);
    if (res.status === 401 && !opts.allowUnauthorized) notifyUnauthorized();
    throw err;
  }
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

// ---- Typed calls of contract operations ------------------------------------------------

type Ops = (typeof operations)[number];
export type OpOf<Id extends OperationId> = Extract<Ops, { id: Id }>;
export type OpResult<Id extends OperationId> = OpOf<Id>['response'] extends z.ZodType
  ? z.output<OpOf<Id>['response']>
  : void;
export type OpBody<Id extends OperationId> =
  OpOf<Id> extends { body: infer B } ? (B extends z.ZodType ? z.input<B> : never) : never;
export type OpParams<Id extends OperationId> =
  OpOf<Id> extends { params: infer P } ? (P extends z.ZodType ? z.input<P> : never) : undefined;

export interface CallArgs<Id extends OperationId> {
  params?: OpParams<Id>;
  query?: Query;
  body?: OpBody<Id>;
  signal?: AbortSignal;
}

/** `/api/t/{tenant}/<V1 path>` of an operation. */
export function opUrl(
  tenant: string,
  id: OperationId,
  params?: Record<string, string>,
  query?: Query,
): string {
  const op = OPERATIONS[id];
  return withQuery(`/api/t/${encodeURIComponent(tenant)}${fillPath(op.path, params ?? {})}`, query);
}

export function callOp<Id extends OperationId>(
  tenant: string,
  id: Id,
  args: CallArgs<Id> = {},
): Promise<OpResult<Id>> {
  const op = OPERATIONS[id];
  return request<OpResult<Id>>(
    opUrl(tenant, id, args.params as Record<string, string> | undefined, args.query),
    { method: op.method, body: args.body, signal: args.signal },
  );
}
