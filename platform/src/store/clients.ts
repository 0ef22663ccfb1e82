import type { DbOrTrx } from '../db/index.js';

export interface ApiClient {
  id: string;
  homeTenantId: string;
  scopes: string[];
  tenantIds: string[];
}

export interface ApiClientWithSecret extends ApiClient {
  secretHash: string;
}

export async function addClient(
  db: DbOrTrx,
  c: {
    id: string;
    secretHash: string;
    homeTenantId: string;
    scopes: string[];
    tenantIds: string[];
  },
  now = Date.now(),
): Promise<void> {
  await db
    .insertInto('clients')
    .values({
      id: c.id,
      secret_hash: c.secretHash,
      home_tenant_id: c.homeTenantId,
      scopes: normaliseScopes(c.scopes).join(' '),
      created_ts: now,
    })
    .execute();
  const tenants = [...new Set([c.homeTenantId, ...c.tenantIds])];
  await db
    .insertInto('client_tenants')
    .values(tenants.map((t) => ({ client_id: c.id, tenant_id: t })))
    .execute();
}

function normaliseScopes(scopes: string[]): string[] {
  return [...new Set(scopes.flatMap((s) => s.split(/\s+/)).filter(Boolean))].sort();
}

export async function getClient(db: DbOrTrx, id: string): Promise<ApiClientWithSecret | null> {
  const row = await db.selectFrom('clients').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  const tenants = await db
    .selectFrom('client_tenants')
    .select('tenant_id')
    .where('client_id', '=', id)
    .orderBy('tenant_id')
    .execute();
  return {
    id: row.id,
    secretHash: row.secret_hash,
    homeTenantId: row.home_tenant_id,
    scopes: row.scopes ? row.scopes.split(' ') : [],
    tenantIds: tenants.map((t) => t.tenant_id),
  };
}

export async function listClients(db: DbOrTrx): Promise<ApiClient[]> {
  const rows = await db.selectFrom('clients').select('id').orderBy('id').execute();
  const out: ApiClient[] = [];
  for (const r of rows) {
    const c = await getClient(db, r.id);
    if (c)
      out.push({
        id: c.id,
        homeTenantId: c.homeTenantId,
        scopes: c.scopes,
        tenantIds: c.tenantIds,
      });
  }
  return out;
}

export async function removeClient(db: DbOrTrx, id: string): Promise<boolean> {
  const res = await db.deleteFrom('clients').where('id', '=', id).executeTakeFirst();
  return res.numDeletedRows > 0n;
}

export async function isClientGranted(
  db: DbOrTrx,
  clientId: string,
  tenantId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('client_tenants')
    .select('tenant_id')
    .where('client_id', '=', clientId)
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function grantTenant(db: DbOrTrx, clientId: string, tenantId: string): Promise<void> {
  await db
    .insertInto('client_tenants')
    .values({ client_id: clientId, tenant_id: tenantId })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function setScopes(db: DbOrTrx, clientId: string, scopes: string[]): Promise<void> {
  await db
    .updateTable('clients')
    .set({ scopes: normaliseScopes(scopes).join(' ') })
    .where('id', '=', clientId)
    .execute();
}
