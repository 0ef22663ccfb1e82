import { pipeline } from 'node:stream';
import type { Operation } from '@ledger/contract';
import type { ErrorExtra } from '../http/errors.js';
import { discardBody, readBody } from './upstream.js';
import type { UpstreamResponse } from './upstream.js';
import type { Exchange, HeaderList } from './exchange.js';

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
const MAX_ERROR_BODY = 64 * 1024;
const MAX_REASON_CHARS = 300;

/**
 * A successful V1 answer to the browser: never cached, with the V1 headers it may see (links
 * pointing at the proxy). `whole` is the body when it has been read already (small answers
 * arrive whole): it goes out in one write, one JSON object as a list of one where the operation
 * may answer one. Anything else is streamed, until the request's deadline; `done` is called when
 * the answer is written or given up.
 */
export function relaySuccess(
  x: Exchange,
  op: Operation,
  res: UpstreamResponse,
  whole: Buffer | undefined,
  basePath: string,
  tenant: string,
  done: () => void,
) {
  const status = res.statusCode;
  const out: HeaderList = ['cache-control', 'no-store'];
  for (const h of PASS_HEADERS) {
    const v = res.headers[h];
    if (typeof v === 'string' && h !== 'content-length')
      out.push(h, h === 'link' ? rewriteLink(v, basePath, tenant) : v);
  }
  if (status === 204 || status === 205) {
    discardBody(res);
    x.send(status, out);
    return done();
  }
  if (whole) {
    x.send(status, out, op.answerMayBeOne ? asList(whole) : whole);
    return done();
  }
  const announced = res.headers['content-length'];
  if (typeof announced === 'string') out.push('content-length', announced);
  x.head(status, out);
  // A stream cut off by the deadline (or broken by V1) ends the browser's answer short.
  pipeline(res.stream!, x.res, done);
}

/**
 * Why a 2xx answer with a body cannot be passed on as JSON (every operation answers JSON): its
 * content type says otherwise, or, without one, a body read whole starts with `<` (an HTML
 * page). Undefined when it may go on.
 */
export function notJson(res: UpstreamResponse, whole: Buffer | undefined): string | undefined {
  if (res.statusCode === 204 || res.statusCode === 205) return undefined;
  const type = res.headers['content-type'];
  if (typeof type === 'string') {
    if (/^\s*application\/([\w.-]+\+)?json\s*(;|$)/i.test(type)) return undefined;
    return `V1 answered ${res.statusCode} with ${type.split(';')[0]!.trim()} where JSON was expected`;
  }
  const first = whole?.find((b) => b !== 0x20 && b !== 0x0a && b !== 0x0d && b !== 0x09);
  return first === 0x3c /* < */
    ? `V1 answered ${res.statusCode} with markup where JSON was expected`
    : undefined;
}

/** A V1 error as the browser gets it. */
export interface FailureAnswer {
  status: number;
  message: string;
  extra: ErrorExtra;
  headers: HeaderList;
}

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
  headers: HeaderList = [],
): FailureAnswer {
  return { status, message, extra, headers };
}

const isIssue = (i: unknown): i is { path: string; message: string } =>
  typeof i === 'object' &&
  i !== null &&
  typeof (i as { path?: unknown }).path === 'string' &&
  typeof (i as { message?: unknown }).message === 'string';

/** A JSON list answer as it is; one JSON object as a list of one. */
export function asList(body: Buffer): Buffer {
  const first = body.find((b) => b !== 0x20 && b !== 0x0a && b !== 0x0d && b !== 0x09);
  if (first !== 0x7b /* { */) return body;
  return Buffer.concat([Buffer.from('['), body, Buffer.from(']')]);
}

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

/** `</v1/company/x/...>; rel=...` -> `</api/t/<tenant>/company/x/...>; rel=...`. */
export function rewriteLink(v: string, basePath: string, tenant: string) {
  return v.replace(/<([^>]*)>/g, (m, url: string) => {
    const p = url.replace(/^https?:\/\/[^/]+/, '');
    return p.startsWith(basePath + '/') ? `</api/t/${tenant}${p.slice(basePath.length)}>` : m;
  });
}
