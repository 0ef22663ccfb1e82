/** V1's error answers as the browser gets them. */
import type { ErrorExtra, FailureAnswer } from '../http/errors.js';
import { readBody } from './upstream.js';
import type { UpstreamResponse } from './upstream.js';

const MAX_ERROR_BODY = 64 * 1024;
const MAX_REASON_CHARS = 300;

/**
 * A V1 error answer (read, at most MAX_ERROR_BODY of it), normalised: V1 refusing the console's
 * credentials and V1's own failures are a 502 (504 for V1's 504, 503 with its Retry-After for
 * V1's 503); any other status goes on with V1's message (or its plain-text reason, with `token`
 * blanked), issues and Retry-After.
 */
export async function upstreamFailure(
  res: UpstreamResponse,
  token: string,
): Promise<FailureAnswer> {
  const status = res.statusCode;
  let upstreamBody: { message?: unknown; issues?: unknown } = {};
  let upstreamText = '';
  try {
    upstreamText = (await readBody(res, MAX_ERROR_BODY)).toString('utf8');
    upstreamBody = JSON.parse(upstreamText) as typeof upstreamBody;
  } catch {
    /* not JSON (or cut off): the text itself is the upstream's reason */
  }
  if (status === 401 || status === 403)
    return failure(502, "V1 refused the console's credentials", {
      code: 'upstream_credentials_refused',
      upstreamStatus: status,
    });
  const retryAfter = res.headers['retry-after'];
  if (status === 503) {
    const seconds = typeof retryAfter === 'string' ? Number(retryAfter) : NaN;
    return failure(
      503,
      'V1 is unavailable for now; try again later',
      {
        code: 'upstream_unavailable',
        upstreamStatus: status,
        ...(Number.isFinite(seconds) ? { params: { retryAfterS: seconds } } : {}),
      },
      typeof retryAfter === 'string' ? ['retry-after', retryAfter] : [],
    );
  }
  if (status >= 500)
    return failure(status === 504 ? 504 : 502, 'V1 failed to answer', {
      code: 'upstream_failed',
      upstreamStatus: status,
    });
  const message =
    typeof upstreamBody.message === 'string'
      ? upstreamBody.message
      : plainTextReason(upstreamText, token);
  const issues = Array.isArray(upstreamBody.issues)
    ? { issues: (upstreamBody.issues as unknown[]).filter(isIssue) }
    : {};
  return failure(
    status,
    message ?? `V1 answered ${status}`,
    {
      code:
        status === 404
          ? 'upstream_not_found'
          : status === 409
            ? 'upstream_conflict'
            : 'upstream_rejected',
      upstreamStatus: status,
      ...issues,
    },
    typeof retryAfter === 'string' ? ['retry-after', retryAfter] : [],
  );
}

function failure(
  status: number,
  message: string,
  extra: ErrorExtra,
  headers: string[] = [],
): FailureAnswer {
  return { status, message, extra, headers };
}

const isIssue = (i: unknown): i is { path: string; message: string } =>
  typeof i === 'object' &&
  i !== null &&
  typeof (i as { path?: unknown }).path === 'string' &&
  typeof (i as { message?: unknown }).message === 'string';

/**
 * An upstream error body that is not JSON, as a message for the browser: its text, on one line,
 * cut short, with anything token-like (the token itself, a Bearer value, an access_token query)
 * blanked. Undefined for an empty body or an HTML page (a proxy's error page says nothing useful).
 */
export function plainTextReason(text: string, token: string): string | undefined {
  let reason = text.replace(/\s+/g, ' ').trim();
  if (!reason || /^<(!doctype|html)/i.test(reason)) return undefined;
  if (token) reason = reason.split(token).join('[redacted]');
  reason = reason
    .replace(/(bearer\s+)[\w.~+/=-]+/gi, '$1[redacted]')
    .replace(/(access_token["'=:\s]+)[\w.~+/=-]+/gi, '$1[redacted]');
  return reason.length > MAX_REASON_CHARS ? `${reason.slice(0, MAX_REASON_CHARS)}…` : reason;
}
