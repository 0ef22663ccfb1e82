import type { DbOrTrx } from '../db/index.js';
import { randomToken, sha256 } from './secrets.js';

export interface TokenInfo {
  clientId: string;
  tenantId: string;
  scopes: string[];
}

/** Issues a random bearer token; only its sha256 is stored. */
export async function issueToken(
  db: DbOrTrx,
  info: TokenInfo,
  ttlS: number,
  now = Date.now(),
): Promise<string> {
  const token = randomToken();
  await db.deleteFrom('tokens').where('expires_at', '<=', now).execute();
  await db
    .insertInto('tokens')
    .values({
      hash: sha256(token),
      client_id: info.clientId,
      tenant_id: info.tenantId,
      scopes: info.scopes.join(' '),
      expires_at: now + ttlS * 1000,
    })
    .execute();
  return token;
}

/** The token's client, tenant and scopes, or null when unknown or expired. */
export async function lookupToken(
  db: DbOrTrx,
  token: string,
  now = Date.now(),
): Promise<TokenInfo | null> {
  const row = await db
    .selectFrom('tokens')
    .selectAll()
    .where('hash', '=', sha256(token))
    .executeTakeFirst();
  if (!row || row.expires_at <= now) return null;
  return {
    clientId: row.client_id,
    tenantId: row.tenant_id,
    scopes: row.scopes ? row.scopes.split(' ') : [],
  };
}
