import { discardBody } from './upstream.js';
import type { Upstream, UpstreamRequest, UpstreamResponse } from './upstream.js';
import type { Deadline } from './deadline.js';
import type { TokenManager } from './tokens.js';

/** What a call to V1 with a tenant's token needs. */
export interface V1Access {
  upstream: Upstream;
  tokens: TokenManager;
}

export interface TokenSentAnswer {
  res: UpstreamResponse;
  /** The token the answered request went with (to blank it out of an error text). */
  token: string;
}

/**
 * Sends a request to V1 with the tenant's token, by `deadline`: the one place that handles V1's
 * 401. The token expired or was revoked, so it is dropped; a replayable request is sent once more
 * with a new one (a 401 proves V1 did not act, so a buffered body may go again whatever the
 * method), unless the token manager says V1 refuses even new tokens.
 */
export async function sendWithToken(
  deps: V1Access,
  tenant: string,
  req: UpstreamRequest,
  token: string,
  deadline: Deadline,
): Promise<TokenSentAnswer> {
  let res = await sendOnce(deps, req, token, deadline);
  if (res.statusCode !== 401) {
    deps.tokens.accepted(tenant, token);
    return { res, token };
  }
  const again = deps.tokens.rejected(tenant, token);
  if (!again || !req.replayable) return { res, token };
  discardBody(res);
  token = await deps.tokens.get(tenant, deadline);
  res = await sendOnce(deps, req, token, deadline);
  if (res.statusCode === 401) deps.tokens.rejected(tenant, token);
  else deps.tokens.accepted(tenant, token);
  return { res, token };
}

function sendOnce(
  { upstream, tokens }: V1Access,
  req: UpstreamRequest,
  token: string,
  deadline: Deadline,
): Promise<UpstreamResponse> {
  return upstream.request(
    {
      method: req.method,
      path: tokens.pathWithToken(req.path, token),
      headers: tokens.headersWithToken(req.headers, token),
      body: req.body,
      replayable: req.replayable,
      operation: req.operation,
    },
    deadline,
  );
}
