import type { IncomingMessage } from 'node:http';
import { checkRequestPart, issueText } from '@ledger/contract';
import type { Operation, PartCheck } from '@ledger/contract';
import type { ErrorExtra } from '../http/errors.js';
import {
  bodyTooLarge,
  labelledJson,
  MAX_PROXIED_JSON_BODY,
  NOT_JSON,
} from '../http/http-policy.js';
import type { Exchange } from './exchange.js';
import type { UpstreamRequest } from './upstream.js';
import { fillV1Path } from './v1-read.js';

/** A request answered with a 4xx before V1 is asked. */
export interface Refusal {
  status: number;
  message: string;
  extra: ErrorExtra;
}

/**
 * What goes to V1 for one call (before the token is added): the V1 path with the checked query,
 * the headers, the body (checked JSON, or the browser's upload streamed on, which cannot be sent
 * twice), or the refusal when the parameters, query or body do not pass the contract's checks.
 */
export async function prepareRequest(
  op: Operation,
  x: Exchange,
  tenant: string,
  params: Record<string, string>,
): Promise<UpstreamRequest | Refusal> {
  // `.` and `..` (the parameters are as the path spelled them, `%2E` too) are not ids: put into
  // V1's path they would name another resource (`/users/../groups` is `/groups`).
  const dots = Object.entries(params).find(([, v]) => /^(\.|%2e){1,2}$/i.test(v));
  if (dots)
    return refusal(400, 'invalid path', {
      code: 'invalid_request',
      issues: [{ path: `params.${dots[0]}`, message: issueText('dot_segment') }],
    });
  const checkedParams = checkRequestPart(op, 'params', params);
  if (!checkedParams.ok) return partRefusal(checkedParams);

  // Query: only the operation's own fields go upstream (never tenantId or access_token).
  let search = '';
  if (op.query) {
    const raw = Object.create(null) as Record<string, string>;
    for (const [k, v] of new URLSearchParams(x.query)) {
      if (Object.hasOwn(raw, k))
        return refusal(400, 'invalid query', {
          code: 'invalid_request',
          issues: [{ path: `query.${k}`, message: issueText('given_twice') }],
        });
      raw[k] = v;
    }
    const checked = checkRequestPart(op, 'query', raw);
    if (!checked.ok) return partRefusal(checked);
    const out = new URLSearchParams();
    for (const [k, v] of Object.entries(checked.value as Record<string, unknown>)) {
      if (k === 'tenantId' || k === 'access_token') continue;
      if (typeof v === 'string') out.set(k, v);
    }
    const s = out.toString();
    if (s) search = `?${s}`;
  }

  const headers: Record<string, string> = {
    accept: 'application/json',
    'x-tenant-id': tenant,
    'x-request-id': x.requestId,
  };
  let body: string | NodeJS.ReadableStream | null = null;
  let replayable = true;
  if (op.body === 'multipart') {
    const ct = x.header('content-type') ?? '';
    if (!/^multipart\/form-data;\s*boundary=/i.test(ct))
      return refusal(415, 'the upload must be multipart/form-data with a part named file', {
        code: 'unsupported_media_type',
        params: { expected: 'multipart/form-data' },
      });
    headers['content-type'] = ct;
    const len = x.header('content-length');
    if (len && /^\d+$/.test(len)) headers['content-length'] = len;
    body = x.req;
    replayable = false;
  } else if (op.body) {
    if (!labelledJson(x.header('content-type')))
      return refusal(NOT_JSON.status, NOT_JSON.message, NOT_JSON.extra);
    const len = Number(x.header('content-length') ?? 0);
    if (len > MAX_PROXIED_JSON_BODY) return tooLarge();
    const text = await readText(x.req, MAX_PROXIED_JSON_BODY);
    if (text === undefined) return tooLarge();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return refusal(400, 'the body is not valid JSON', {
        code: 'invalid_json',
        issues: [{ path: 'body', message: issueText('malformed_json') }],
      });
    }
    const checked = checkRequestPart(op, 'body', json);
    if (!checked.ok) return partRefusal(checked);
    body = JSON.stringify(checked.value);
    headers['content-type'] = 'application/json';
  }

  return {
    method: op.method,
    path: fillV1Path(op.path, params) + search,
    headers,
    body,
    replayable,
    operation: op.id,
  };
}

export function isRefusal(prepared: UpstreamRequest | Refusal): prepared is Refusal {
  return 'status' in prepared;
}

function refusal(status: number, message: string, extra: ErrorExtra): Refusal {
  return { status, message, extra };
}

/** A path parameter, query or body the contract refuses: 400 with its issues, or 404. */
function partRefusal(checked: Extract<PartCheck, { ok: false }>): Refusal {
  return checked.status === 404
    ? refusal(404, checked.message, { code: 'not_found' })
    : refusal(400, checked.message, { code: 'invalid_request', issues: checked.issues });
}

const tooLarge = (): Refusal => bodyTooLarge(MAX_PROXIED_JSON_BODY);

/**
 * The request body as UTF-8 text, or undefined when it is larger than `limit` bytes. The rest of
 * a body too large is read and dropped, so the connection stays usable for the 413.
 */
async function readText(req: IncomingMessage, limit: number): Promise<string | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size <= limit) chunks.push(chunk as Buffer);
  }
  return size > limit ? undefined : Buffer.concat(chunks).toString('utf8');
}
