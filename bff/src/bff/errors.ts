import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export interface ErrorExtra {
  upstreamStatus?: number;
  issues?: { path: string; message: string }[];
}

/** `{message, status, requestId}` (+ upstreamStatus, issues) with the given status. */
export function errorResponse(
  c: Context,
  status: number,
  message: string,
  extra: ErrorExtra = {},
  headers: Record<string, string> = {},
): Response {
  const requestId = (c.get('requestId' as never) as string | undefined) ?? null;
  for (const [k, v] of Object.entries(headers)) c.header(k, v);
  return c.json({ message, status, requestId, ...extra }, status as ContentfulStatusCode);
}

/** A failure talking to V1, mapped to the status the browser gets. */
export class UpstreamError extends Error {
  constructor(
    message: string,
    readonly status: 502 | 504,
    readonly upstreamStatus?: number,
    readonly kind: 'timeout' | 'connection' | 'status' | 'protocol' = 'connection',
  ) {
    super(message);
    this.name = 'UpstreamError';
  }
}
