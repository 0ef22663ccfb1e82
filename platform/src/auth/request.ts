import type { Context } from 'hono';
import type { PlatformContext } from '../context.js';
import { HttpError } from '../http/errors.js';
import { isClientGranted } from '../store/clients.js';
import { lookupToken } from './tokens.js';

export interface RequestAuth {
  clientId: string;
  /** The tenant the request acts in (query > header > token). */
  tenantId: string;
  scopes: string[];
}

const unauthorized = (message: string, error?: string) =>
  new HttpError(401, message, undefined, {
    'www-authenticate': error ? `Bearer realm="v1", error="${error}"` : 'Bearer realm="v1"',
  });

/** Bearer header or `access_token` query; then the request's tenant, which the client must hold. */
export async function authenticate(c: Context, ctx: PlatformContext): Promise<RequestAuth> {
  const header = c.req.header('authorization');
  let token: string | undefined;
  if (header !== undefined) {
    const m = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (!m) throw unauthorized('Authorization must be "Bearer <token>"', 'invalid_request');
    token = m[1];
  } else {
    token = c.req.query('access_token') || undefined;
  }
  if (!token) throw unauthorized('A bearer token is required');
  const info = await lookupToken(ctx.db, token);
  if (!info) throw unauthorized('The token is unknown or expired', 'invalid_token');

  const tenantId = c.req.query('tenantId') || c.req.header('x-tenant-id') || info.tenantId;
  if (tenantId !== info.tenantId && !(await isClientGranted(ctx.db, info.clientId, tenantId))) {
    throw new HttpError(403, `The client may not act in tenant ${JSON.stringify(tenantId)}`);
  }
  if (tenantId === info.tenantId && !(await isClientGranted(ctx.db, info.clientId, tenantId))) {
    // The grant was withdrawn after the token was issued.
    throw new HttpError(403, `The client may no longer act in tenant ${JSON.stringify(tenantId)}`);
  }
  return { clientId: info.clientId, tenantId, scopes: info.scopes };
}
