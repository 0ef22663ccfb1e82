import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorCode } from '@ledger/contract';
import type { Logger } from './logger.js';
import { errorBody } from './http-policy.js';
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

/** `{message, code, status, requestId}` (+ params, upstreamStatus, issues) with the given status. */
export function errorResponse(
  c: Context,
  status: number,
  message: string,
  extra: ErrorExtra,
  headers: Record<string, string> = {},
): Response {
  const requestId = (c.get('requestId' as never) as string | undefined) ?? null;
  for (const [k, v] of Object.entries(headers)) c.header(k, v);
  return c.json(errorBody(status, message, requestId, extra), status as ContentfulStatusCode);
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
export function failureAnswer(
  err: unknown,
  logger: Logger,
  requestId: string,
): { status: 500 | 503; message: string; extra: ErrorExtra; headers: [string, string][] } {
  if (err instanceof StoreUnavailableError) {
    const message = `the console's store is unavailable (${err.kind}); try again in a few seconds`;
    logger.warn({ requestId, reason: err.reason }, message);
    return {
      status: 503,
      message,
      extra: { code: 'store_unavailable', params: { retryAfterS: STORE_RETRY_AFTER_S } },
      headers: [['retry-after', String(STORE_RETRY_AFTER_S)]],
    };
  }
  logger.error({ err, requestId }, 'unhandled error');
  return { status: 500, message: 'internal error', extra: { code: 'internal' }, headers: [] };
}
