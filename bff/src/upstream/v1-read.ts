/**
 * One V1 read outside the proxy's request path (the company scope, the open-assignment check,
 * the platform-user links): the JSON answer, or the failure as the proxy would answer it.
 */
import { fillPath } from '@ledger/contract';
import { UpstreamError } from '../http/errors.js';
import type { FailureAnswer } from '../http/errors.js';
import { sendWithToken } from './send-with-token.js';
import type { V1Access } from './send-with-token.js';
import { discardBody, readWhole } from './upstream.js';
import { upstreamFailure } from './v1-failure.js';
import { Deadline } from './deadline.js';

/**
 * Largest V1 answer the BFF reads whole to look into it (a long company or user list, a list of
 * groups, a create's answer).
 */
export const MAX_READ_ANSWER = 32 * 1024 * 1024;

export type V1Read =
  { ok: true; json: unknown } | { ok: false; status: number; failure: FailureAnswer };

/**
 * One V1 read with the tenant's token and a deadline of its own (a computation is shared by every
 * request waiting for it): the JSON answer, or the failure as the proxy would answer it.
 */
export async function v1Read(
  deps: V1Access,
  tenant: string,
  path: string,
  operation: string,
  requestId: string,
): Promise<V1Read> {
  // A computation is shared by every request waiting for it: it has a deadline of its own.
  const deadline = new Deadline(deps.upstream.timeoutMs);
  try {
    return await readWithin(deps, tenant, path, operation, requestId, deadline);
  } finally {
    deadline.dispose();
  }
}

async function readWithin(
  deps: V1Access,
  tenant: string,
  path: string,
  operation: string,
  requestId: string,
  deadline: Deadline,
): Promise<V1Read> {
  const token = await deps.tokens.get(tenant, deadline);
  const { res, token: used } = await sendWithToken(
    deps,
    tenant,
    {
      method: 'GET',
      path,
      headers: { accept: 'application/json', 'x-tenant-id': tenant, 'x-request-id': requestId },
      body: null,
      replayable: true,
      operation,
    },
    token,
    deadline,
  );
  if (res.statusCode < 200 || res.statusCode >= 300) {
    if (res.statusCode === 404) discardBody(res);
    const failure =
      res.statusCode === 404
        ? {
            status: 404,
            message: 'V1 has no such thing',
            extra: { code: 'upstream_not_found' as const },
            headers: [],
          }
        : await upstreamFailure(res, used);
    return { ok: false, status: res.statusCode, failure };
  }
  try {
    return {
      ok: true,
      json: JSON.parse(
        (await readWhole(res, MAX_READ_ANSWER, `${operation} answer`)).toString('utf8'),
      ) as unknown,
    };
  } catch (err) {
    if (err instanceof UpstreamError)
      return {
        ok: false,
        status: err.status,
        failure: { ...err.answer, extra: { code: err.code, upstreamStatus: res.statusCode } },
      };
    return {
      ok: false,
      status: 502,
      failure: {
        status: 502,
        message: `V1 answered ${operation} with something other than JSON`,
        extra: { code: 'upstream_bad_answer', upstreamStatus: res.statusCode },
        headers: [],
      },
    };
  }
}

/** A JSON list as it is; one object as a list of one; anything else as no items. */
export function asList(v: unknown): unknown[] {
  if (Array.isArray(v)) return v;
  return typeof v === 'object' && v !== null ? [v] : [];
}

/** Like the contract's fillPath, but `.` and `..` (segments of their own in a URL) keep their dots encoded. */
export function fillV1Path(path: string, params: Record<string, string>): string {
  if (!Object.values(params).some((v) => v === '.' || v === '..')) return fillPath(path, params);
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const v = params[name] ?? '';
    return v === '.' || v === '..' ? v.replace(/\./g, '%2E') : encodeURIComponent(v);
  });
}
