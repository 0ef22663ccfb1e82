import type { Context } from 'hono';
import type { z } from 'zod';
import {
  ClientCredentials,
  ExtendedTokenRequest,
  type ExtendedTokenResponse,
  type TokenError as TokenErrorBody,
  type TokenResponse,
} from '@ledger/contract/token';
import type { PlatformContext } from '../context.js';
import { jsonResponse } from '../http/errors.js';
import { getClient, isClientGranted } from '../store/clients.js';
import { verifySecret } from './secrets.js';
import { issueToken } from './tokens.js';

/** A refused token request: RFC 6749's `error` and `error_description`, and V1's `message`. */
class TokenError extends Error {
  constructor(
    readonly status: number,
    readonly error: TokenErrorBody['error'],
    message: string,
  ) {
    super(message);
  }
}

function tokenError(err: TokenError): Response {
  const headers: Record<string, string> = { 'cache-control': 'no-store' };
  if (err.status === 401) headers['www-authenticate'] = 'Basic realm="v1"';
  const body: TokenErrorBody = {
    error: err.error,
    error_description: err.message,
    message: err.message,
  };
  return jsonResponse(body, err.status, headers);
}

/** Body fields (JSON object or form), rejecting anything else; values are checked later. */
async function readFields(c: Context): Promise<Record<string, unknown>> {
  const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  const text = await c.req.text();
  if (type === '' && text.trim() === '') return {};
  if (type === 'application/json') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new TokenError(400, 'invalid_request', 'The body is not valid JSON');
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      throw new TokenError(400, 'invalid_request', 'The body must be a JSON object');
    }
    return { ...(parsed as Record<string, unknown>) };
  }
  if (type === 'application/x-www-form-urlencoded') {
    const fields: Record<string, string> = {};
    for (const [k, v] of new URLSearchParams(text)) {
      if (k in fields) throw new TokenError(400, 'invalid_request', `${k} is given more than once`);
      fields[k] = v;
    }
    return fields;
  }
  throw new TokenError(
    415,
    'invalid_request',
    'The token request must be application/json or application/x-www-form-urlencoded',
  );
}

/** The request's fields checked with the profile's schema (`ClientCredentials` in `v1`). */
function checkFields(
  fields: Record<string, unknown>,
  schema: typeof ClientCredentials | typeof ExtendedTokenRequest,
): z.output<typeof ExtendedTokenRequest> {
  const res = schema.safeParse(fields);
  if (res.success) return res.data;
  const problems = res.error.issues.flatMap((i) => {
    if (i.code === 'unrecognized_keys') return i.keys.map((k) => `${k} is not allowed`);
    const field = String(i.path[0] ?? '(body)');
    if (fields[field] === undefined) return [`${field} is required`];
    return [`${field}: ${i.message}`];
  });
  throw new TokenError(400, 'invalid_request', problems.join('; '));
}

function basicCredentials(c: Context): { id: string; secret: string } | null {
  const header = c.req.header('authorization');
  if (header === undefined) return null;
  const m = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header);
  const decoded = m ? Buffer.from(m[1]!, 'base64').toString('utf8') : '';
  const colon = decoded.indexOf(':');
  if (colon < 0) throw new TokenError(400, 'invalid_request', 'Malformed Basic credentials');
  const dec = (s: string) => {
    try {
      return decodeURIComponent(s.replace(/\+/g, ' '));
    } catch {
      return s;
    }
  };
  return { id: dec(decoded.slice(0, colon)), secret: dec(decoded.slice(colon + 1)) };
}

/** `POST /v1/token`: client credentials as JSON, form fields or HTTP Basic (docs/PLATFORM.md). */
export async function handleTokenRequest(c: Context, ctx: PlatformContext): Promise<Response> {
  ctx.stats.countRequest('POST', '/token');
  const extended = ctx.settings.profile === 'extended';
  try {
    const fields = await readFields(c);
    const basic = basicCredentials(c);
    if (basic) {
      if (fields.client_id !== undefined && fields.client_id !== basic.id) {
        throw new TokenError(
          400,
          'invalid_request',
          'client_id differs from the Basic credentials',
        );
      }
      if (fields.client_secret !== undefined) {
        throw new TokenError(
          400,
          'invalid_request',
          'Give the secret either in Basic or in the body',
        );
      }
      fields.client_id = basic.id;
      fields.client_secret = basic.secret;
    }
    if (
      extended &&
      typeof fields.grant_type === 'string' &&
      fields.grant_type !== 'client_credentials'
    ) {
      throw new TokenError(400, 'unsupported_grant_type', 'grant_type must be client_credentials');
    }
    const req = checkFields(fields, extended ? ExtendedTokenRequest : ClientCredentials);
    const client = await getClient(ctx.db, req.client_id);
    const requestedTenant = c.req.header('x-tenant-id') || client?.homeTenantId || '-';
    ctx.stats.countToken(req.client_id, requestedTenant);
    const ok = await verifySecret(req.client_secret, client?.secretHash ?? null);
    if (!client || !ok)
      throw new TokenError(401, 'invalid_client', 'Unknown client or wrong secret');
    if (!(await isClientGranted(ctx.db, client.id, requestedTenant))) {
      throw new TokenError(
        403,
        'unauthorized_client',
        `The client may not act in tenant ${JSON.stringify(requestedTenant)}`,
      );
    }
    const scopes = req.scope === undefined ? client.scopes : requestedScopes(req.scope, client);
    const token = await issueToken(
      ctx.db,
      { clientId: client.id, tenantId: requestedTenant, scopes },
      ctx.settings.tokenTtlS,
    );
    const answer: TokenResponse | ExtendedTokenResponse = extended
      ? {
          access_token: token,
          token_type: 'Bearer',
          expires_in: ctx.settings.tokenTtlS,
          scope: scopes.join(' '),
        }
      : { access_token: token };
    return jsonResponse(answer, 200, { 'cache-control': 'no-store' });
  } catch (err) {
    if (err instanceof TokenError) return tokenError(err);
    throw err;
  }
}

/** A `scope` request: scopes the client holds, at least one (else 400 `invalid_scope`). */
function requestedScopes(scope: string, client: { scopes: string[] }): string[] {
  const asked = [...new Set(scope.split(/\s+/).filter(Boolean))];
  if (asked.length === 0) throw new TokenError(400, 'invalid_scope', 'scope names no scope');
  const unknown = asked.filter((s) => !client.scopes.includes(s));
  if (unknown.length > 0) {
    throw new TokenError(
      400,
      'invalid_scope',
      `The client does not hold the scope${unknown.length > 1 ? 's' : ''} ${unknown.join(' ')}`,
    );
  }
  return asked;
}
