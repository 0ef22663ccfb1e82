import { discardBody } from './upstream.js';
import type { UpstreamRequest, UpstreamResponse } from './upstream.js';
import type { AppDeps } from '../types.js';

export interface TokenSentAnswer {
  res: UpstreamResponse;
  /** The token the answered request went with (to blank it out of an error text). */
  token: string;
}

/**
 * Sends a request to V1 with the tenant's token: the one place that handles V1's 401. The token
 * expired or was revoked, so it is dropped; a replayable request is sent once more with a new
 * one (a 401 proves V1 did not act, so a buffered body may go again whatever the method).
 */
export async function sendWithToken(
  deps: Pick<AppDeps, 'upstream' | 'tokens'>,
  tenant: string,
  req: UpstreamRequest,
  token: string,
): Promise<TokenSentAnswer> {
  let res = await sendOnce(deps, req, token);
  if (res.statusCode !== 401) return { res, token };
  deps.tokens.invalidate(tenant, token);
  if (!req.replayable) return { res, token };
  discardBody(res);
  token = await deps.tokens.get(tenant);
  res = await sendOnce(deps, req, token);
  if (res.statusCode === 401) deps.tokens.invalidate(tenant, token);
  return { res, token };
}

function sendOnce(
  { upstream, tokens }: Pick<AppDeps, 'upstream' | 'tokens'>,
  req: UpstreamRequest,
  token: string,
): Promise<UpstreamResponse> {
  return upstream.request({
    method: req.method,
    path: tokens.pathWithToken(req.path, token),
    headers: tokens.headersWithToken(req.headers, token),
    body: req.body,
    replayable: req.replayable,
    operation: req.operation,
  });
}
