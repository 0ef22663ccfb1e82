import type { DbOrTrx } from '../db/index.js';

export interface Tenant {
  id: string;
  name: string;
}

export async function addTenant(db: DbOrTrx, t: Tenant, now = Date.now()): Promise<void> {
  await db.insertInto('tenants').values({ id: t.id, name: t.name, created_ts: now }).execute();
}

export async function listTenants(db: DbOrTrx): Promise<Tenant[]> {
  return db.selectFrom('tenants').select(['id', 'name']).orderBy('id').execute();
}

export async function getTenant(db: DbOrTrx, id: string): Promise<Tenant | undefined> {
  return db.selectFrom('tenants').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
}
