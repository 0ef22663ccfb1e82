import type { z } from 'zod';
import type {
  ConsoleError,
  ErrorCode,
  IssueCode,
  IssueParams,
  operations,
  OperationId,
} from '@ledger/contract';
import { OPERATIONS, fillPath } from './operations.js';
import { currentT } from '../../i18n/index.js';

/**
 * One issue of a 400 answer: `path` dot-separated, `message` the server's English, `code` and
 * `params` what the console words it from (an answer without a code: 'invalid').
 */
export interface ApiIssue {
  path: string;
  message: string;
  code?: IssueCode;
  params?: IssueParams;
}

/** An error answer of the BFF (the contract's `ConsoleError`), or a network failure (status 0). */
export class ApiError extends Error {
  readonly status: number;
  /** The BFF's stable code (docs/ERROR-CODES.md); undefined from anything else. */
  readonly code: string | undefined;
  readonly params: Record<string, string | number>;
  readonly requestId: string | undefined;
  readonly upstreamStatus: number | undefined;
  readonly issues: ApiIssue[];
  readonly retryAfterS: number | undefined;

  constructor(init: {
    message: string;
    status: number;
    code?: string | undefined;
    params?: Record<string, string | number> | undefined;
    requestId?: string | undefined;
    upstreamStatus?: number | undefined;
    issues?: ApiIssue[] | undefined;
    retryAfterS?: number | undefined;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.params = init.params ?? {};
    this.requestId = init.requestId;
    this.upstreamStatus = init.upstreamStatus;
    this.issues = init.issues ?? [];
    this.retryAfterS = init.retryAfterS;
  }
}

const own = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);

/**
 * What went wrong and what to do, in the console's language: by the BFF's error code, else by
 * the HTTP status. The server's own (English) reason and the request id are details, not part of
 * the sentence (`errorDetails`).
 */
export function describeError(err: unknown): string {
  const { errors } = currentT();
  if (err instanceof ApiError) {
    if (err.status === 0) return errors.unreachable;
    if (err.code && own(errors.code, err.code))
      return errors.code[err.code as ErrorCode]({
        ...err.params,
        upstreamStatus: err.upstreamStatus,
      });
    if (err.status === 403) return errors.notAllowed;
    if (err.status === 404) return errors.notFound;
    if (err.status >= 500) return errors.serverTrouble;
    return errors.generic;
  }
  if (err instanceof DOMException && err.name === 'AbortError') return errors.generic;
  return errors.generic;
}

/** The details a person may pass on to support: the server's reason and the request id. */
export function errorDetails(err: unknown): { reason?: string; requestId?: string } {
  if (err instanceof ApiError)
    return { reason: err.status === 0 ? undefined : err.message, requestId: err.requestId };
  if (err instanceof Error) return { reason: err.message };
  return {};
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
        const message = String(rec.message ?? '');
        const params =
          rec.params && typeof rec.params === 'object' ? (rec.params as IssueParams) : undefined;
        const code = typeof rec.code === 'string' ? (rec.code as IssueCode) : 'invalid';
        return [{ path, message, code, ...(params ? { params } : {}) }];
      })
    : undefined;
  const retryAfterS = retryAfter ? Number(retryAfter) : undefined;
  return new ApiError({
    message:
      typeof body.message === 'string' && body.message
        ? body.message
        : // eslint-disable-next-line ui-strings/no-literal-text -- the English reason for the details line, as the BFF writes its own
          `Request failed with status ${status}`,
    status,
    code: typeof body.code === 'string' ? body.code : undefined,
    params:
      body.params && typeof body.params === 'object'
        ? (body.params as Record<string, string | number>)
        : undefined,
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
  /** Extra request headers (a bulk run's id). */
  headers?: Readonly<Record<string, string>> | undefined;
  /** Do not treat 401 as an expired session (the sign-in and session calls). */
  allowUnauthorized?: boolean;
}

/** Same-origin JSON request to the BFF with the CSRF header. */
export async function request<T>(url: string, opts: RequestOptions = {}): Promise<T> {
  return (await requestWithHeaders<T>(url, opts)).body;
}

/** `request`, answering the answer's headers too (a page's `x-total-count`). */
export async function requestWithHeaders<T>(
  url: string,
  opts: RequestOptions = {},
): Promise<{ body: T; headers: Headers }> {
  const headers: Record<string, string> = {
    ...opts.headers,
    ...CSRF_HEADERS,
    accept: 'application/json',
  };
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
    // eslint-disable-next-line ui-strings/no-literal-text -- the English reason (status 0 reads as errors.unreachable)
    throw new ApiError({ message: 'The console server cannot be reached', status: 0 });
  }
  if (!res.ok) {
    const err = await errorFromResponse(res);
    if (res.status === 401 && !opts.allowUnauthorized) notifyUnauthorized();
    throw err;
  }
  if (res.status === 204) return { body: undefined as T, headers: res.headers };
  const text = await res.text();
  return { body: (text ? JSON.parse(text) : undefined) as T, headers: res.headers };
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
  headers?: Readonly<Record<string, string>>;
  /**
   * A 401 does not announce that the session ended (a prefetch on intent: the screen's own read
   * does that, with the screen the person went to as the place to come back to).
   */
  quiet?: boolean;
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
    {
      method: op.method,
      body: args.body,
      signal: args.signal,
      headers: args.headers,
      allowUnauthorized: args.quiet,
    },
  );
}
