import type { Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { withIssueCode } from '@ledger/contract';
import type { ErrorCode } from '@ledger/contract';
import type { Logger } from './logger.js';
import { StoreUnavailableError } from '../store/errors.js';

export interface ErrorExtra {
  /** What went wrong, for the web's own text (docs/ERROR-CODES.md). */
  code: ErrorCode;
  /** Values that text needs (`retryAfterS`, `maxBytes`, `tenantId`, `operation`). */
  params?: Record<string, string | number>;
  upstreamStatus?: number;
  /** Each gets its issue code in the body (errorBody). */
  issues?: { path: string; message: string }[];
  /** /readyz: what is and is not ready. */
  checks?: Record<string, { ready: boolean; reason?: string; upstreamStatus?: number }>;
}

/** An error answer as the browser gets it; `headers` is a flat list of names and values. */
export interface FailureAnswer {
  status: number;
  message: string;
  extra: ErrorExtra;
  headers: string[];
}

/**
 * A refusal thrown by a route of the Hono app; its one `onError` (app.ts) answers it as
 * `errorBody` with the status and headers.
 */
export class HttpError extends Error implements FailureAnswer {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: ErrorExtra,
    readonly headers: string[] = [],
  ) {
    super(message);
    this.name = 'HttpError';
  }

  get code(): ErrorCode {
    return this.extra.code;
  }

  /** A failure computed elsewhere (V1's, the scope's), thrown as it is. */
  static of(f: FailureAnswer): HttpError {
    return new HttpError(f.status, f.message, f.extra, f.headers);
  }
}

/**
 * The body of every error the BFF answers: `{message, code, status, requestId}` (+ params,
 * upstreamStatus, issues with their issue codes).
 */
export function errorBody(
  status: number,
  message: string,
  requestId: string | null,
  extra: ErrorExtra,
) {
  const { code, issues, ...rest } = extra;
  return {
    message,
    code,
    status,
    requestId,
    ...rest,
    ...(issues ? { issues: issues.map(withIssueCode) } : {}),
  };
}

/** The Hono answer of a failure: errorBody with its status and headers. */
export function errorResponse(c: Context, f: FailureAnswer): Response {
  const requestId = (c.get('requestId' as never) as string | undefined) ?? null;
  for (let i = 0; i + 1 < f.headers.length; i += 2) c.header(f.headers[i]!, f.headers[i + 1]!);
  return c.json(
    errorBody(f.status, f.message, requestId, f.extra),
    f.status as ContentfulStatusCode,
  );
}

/** A failure talking to V1, mapped to the status the browser gets. */
export class UpstreamError extends Error {
  constructor(
    message: string,
    readonly status: 502 | 504,
    readonly upstreamStatus?: number,
    readonly kind:
      'timeout' | 'connection' | 'status' | 'protocol' | 'too-large' | 'cancelled' = 'connection',
  ) {
    super(message);
    this.name = 'UpstreamError';
  }

  get code(): ErrorCode {
    return UPSTREAM_ERROR_CODES[this.kind];
  }

  /** As the browser gets it. */
  get answer(): FailureAnswer {
    return {
      status: this.status,
      message: this.message,
      extra: {
        code: this.code,
        ...(this.upstreamStatus ? { upstreamStatus: this.upstreamStatus } : {}),
      },
      headers: [],
    };
  }
}

const UPSTREAM_ERROR_CODES: Record<UpstreamError['kind'], ErrorCode> = {
  timeout: 'upstream_timeout',
  connection: 'upstream_unavailable',
  // V1 answered the token request with an error status.
  status: 'upstream_credentials_refused',
  protocol: 'upstream_bad_answer',
  'too-large': 'upstream_bad_answer',
  cancelled: 'request_cancelled',
};

/** Seconds a client is told to wait after a 503 for an unavailable store. */
const STORE_RETRY_AFTER_S = 5;

/**
 * What a request that failed in our own code answers, logged: 503 with Retry-After when the store
 * is unavailable for now (connection lost or refused, busy, timed out; a warning), else 500 (an
 * error: a bug).
 */
export function failureAnswer(err: unknown, logger: Logger, requestId: string): FailureAnswer {
  if (err instanceof StoreUnavailableError) {
    const message = `the console's store is unavailable (${err.kind}); try again in a few seconds`;
    logger.warn({ requestId, reason: err.reason }, message);
    return {
      status: 503,
      message,
      extra: { code: 'store_unavailable', params: { retryAfterS: STORE_RETRY_AFTER_S } },
      headers: ['retry-after', String(STORE_RETRY_AFTER_S)],
    };
  }
  logger.error({ err, requestId }, 'unhandled error');
  return { status: 500, message: 'internal error', extra: { code: 'internal' }, headers: [] };
}

export const notFound = () => new HttpError(404, 'not found', { code: 'not_found' });

/**
 * The one place a failure becomes an answer, for the console's app and the metrics listener: an
 * unknown path is 404 `not_found`, a refusal its HttpError, a failure of our own code 500 (503
 * for the store), logged.
 */
export function answerFailures<E extends { Variables: { requestId: string } }>(
  app: Hono<E>,
  logger: Logger,
): void {
  app.notFound(() => {
    throw notFound();
  });
  app.onError((err, c) =>
    errorResponse(
      c,
      err instanceof HttpError ? err : failureAnswer(err, logger, c.get('requestId')),
    ),
  );
}
