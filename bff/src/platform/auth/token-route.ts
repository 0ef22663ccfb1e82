import type { Context } from 'hono';
import { z } from 'zod';
import { TokenRequest, TokenResponse } from '../../contract/token.js';
import type { PlatformContext } from '../context.js';
import { jsonResponse } from '../http/errors.js';
import { getClient, isClientGranted } from '../store/clients.js';
import { verifySecret } from './secrets.js';
import { issueToken } from './tokens.js';

const FIELDS = new Set(Object.keys(TokenRequest.shape));

class TokenError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    message: string,
  ) {
    super(message);
  }
}

function tokenError(err: TokenError): Response {
  const headers: Record<string, string> = { 'cache-control': 'no-store' };
  if (err.status === 401) headers['www-authenticate'] = 'Basic realm="v1"';
  return jsonResponse({ error: err.error, message: err.message }, err.status, headers);
}

/** Body fields as strings (JSON object or form), rejecting anything else. */
async function readFields(c: Context): Promise<Record<string, string>> {
  const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  const text = await c.req.text();
  if (type === '' && text.trim() === '') return {};
  const fields: Record<string, string> = {};
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
    for (const [k, v] of Object.entries(parsed)) {
      if (!FIELDS.has(k)) throw new TokenError(400, 'invalid_request', `Unknown field ${k}`);
      if (typeof v !== 'string')
        throw new TokenError(400, 'invalid_request', `${k} must be a string`);
      fields[k] = v;
    }
    return fields;
  }
  if (type === 'application/x-www-form-urlencoded') {
    for (const [k, v] of new URLSearchParams(text)) {
      if (!FIELDS.has(k)) throw new TokenError(400, 'invalid_request', `Unknown field ${k}`);
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

/** `POST /v1/token`: client credentials as JSON, form fields or HTTP Basic. */
export async function handleTokenRequest(c: Context, ctx: PlatformContext): Promise<Response> {
  ctx.stats.countRequest('POST', '/token');
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
    if (fields.grant_type !== undefined && fields.grant_type !== 'client_credentials') {
      throw new TokenError(400, 'unsupported_grant_type', 'grant_type must be client_credentials');
    }
    if (!fields.client_id) throw new TokenError(400, 'invalid_request', 'client_id is required');
    if (!fields.client_secret) {
      throw new TokenError(400, 'invalid_request', 'client_secret is required');
    }
    const client = await getClient(ctx.db, fields.client_id);
    const requestedTenant = c.req.header('x-tenant-id') || client?.homeTenantId || '-';
    ctx.stats.countToken(fields.client_id, requestedTenant);
    const ok = await verifySecret(fields.client_secret, client?.secretHash ?? null);
    if (!client || !ok)
      throw new TokenError(401, 'invalid_client', 'Unknown client or wrong secret');
    if (!(await isClientGranted(ctx.db, client.id, requestedTenant))) {
      throw new TokenError(
        403,
        'unauthorized_client',
        `The client may not act in tenant ${JSON.stringify(requestedTenant)}`,
      );
    }
    const scopes =
      fields.scope === undefined
        ? client.scopes
        : client.scopes.filter((s) => fields.scope!.split(/\s+/).includes(s));
    const token = await issueToken(
      ctx.db,
      { clientId: client.id, tenantId: requestedTenant, scopes },
      ctx.settings.tokenTtlS,
    );
    return jsonResponse(
      {
        access_token: token,
        token_type: 'Bearer',
        expires_in: ctx.settings.tokenTtlS,
        scope: scopes.join(' '),
      },
      200,
      { 'cache-control': 'no-store' },
    );
  } catch (err) {
    if (err instanceof TokenError) return tokenError(err);
    throw err;
  }
}

/** `POST /token` as an OpenAPI path item, for the platform's own /v1/openapi.json. */
export function tokenPathItem() {
  const tokenError = {
    description: 'Refused',
    content: {
      'application/json': {
        schema: {
          type: 'object',
          required: ['error', 'message'],
          properties: { error: { type: 'string' }, message: { type: 'string' } },
        },
      },
    },
  };
  const body = { schema: z.toJSONSchema(TokenRequest) };
  return {
    post: {
      operationId: 'getToken',
      summary:
        'A client-credentials access token for one tenant (credentials in the body or as HTTP Basic)',
      parameters: [
        {
          name: 'X-Tenant-Id',
          in: 'header',
          required: false,
          description: "The tenant the token acts in (default: the client's home tenant)",
          schema: { type: 'string' },
        },
      ],
      requestBody: {
        required: false,
        content: { 'application/json': body, 'application/x-www-form-urlencoded': body },
      },
      responses: {
        200: {
          description: 'The token',
          content: { 'application/json': { schema: z.toJSONSchema(TokenResponse) } },
        },
        400: tokenError,
        401: tokenError,
        403: tokenError,
      },
    },
  };
}
