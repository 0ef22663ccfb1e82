import crypto from 'node:crypto';
import type { Selectable } from 'kysely';
import {
  normaliseSwedishOrgNr,
  type Company,
  type CompanyCreate,
  type CompanyUpdate,
  type ExtendedAttributeName,
} from '../../contract/index.js';
import type { DbOrTrx } from '../db/index.js';
import type { CompanyTable } from '../db/schema.js';
import { conflict, fieldError, notFound } from '../http/errors.js';

export type CompanyRow = Selectable<CompanyTable>;
export const DEFAULT_ACCOUNT_PLAN = 'BAS2024';

export const padSni = (sni: number) => String(sni).padStart(5, '0');

export function toCompany(row: CompanyRow): Company {
  const ext: NonNullable<Company['extendedAttributes']> = {};
  if (row.sni !== null) ext.SNI = padSni(row.sni);
  if (row.work_materiality !== null) ext.workMateriality = String(row.work_materiality);
  return {
    durableKey: row.key,
    name: row.name,
    organizationNumber: row.organization_number,
    country: row.country,
    defaultAccountPlan: row.default_account_plan,
    authorizationType: row.authorization_type as Company['authorizationType'],
    createdTimestamp: row.created_ts,
    ...(Object.keys(ext).length > 0 ? { extendedAttributes: ext } : {}),
  };
}

export async function listCompanies(db: DbOrTrx, tenantId: string): Promise<Company[]> {
  const rows = await db
    .selectFrom('companies')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .orderBy('name')
    .orderBy('key')
    .execute();
  return rows.map(toCompany);
}

/** The tenant's company, or 404 (another tenant's key is unknown here). */
export async function getCompanyRow(
  db: DbOrTrx,
  tenantId: string,
  key: string,
): Promise<CompanyRow> {
  const row = await db
    .selectFrom('companies')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('key', '=', key)
    .executeTakeFirst();
  if (!row) throw notFound(`No company ${key}`);
  return row;
}

function normaliseOrgNr(country: 'SWEDEN' | 'OTHER', value: string): string {
  if (country === 'OTHER') return value.trim();
  const nr = normaliseSwedishOrgNr(value);
  if (!nr) {
    throw fieldError(
      'organizationNumber',
      'must be a Swedish organisation number NNNNNN-NNNN with a valid check digit',
    );
  }
  return nr;
}

async function checkOrgNrFree(db: DbOrTrx, tenantId: string, nr: string, exceptKey?: string) {
  let q = db
    .selectFrom('companies')
    .select('key')
    .where('tenant_id', '=', tenantId)
    .where('organization_number', '=', nr);
  if (exceptKey) q = q.where('key', '!=', exceptKey);
  if (await q.executeTakeFirst()) {
    throw conflict(`A company with organization number ${nr} exists already`);
  }
}

async function checkIds(
  db: DbOrTrx,
  table: 'users' | 'groups',
  tenantId: string,
  ids: string[],
  path: string,
) {
  if (ids.length === 0) return;
  const rows = await db
    .selectFrom(table)
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', ids)
    .execute();
  const known = new Set(rows.map((r) => r.id));
  const i = ids.findIndex((id) => !known.has(id));
  if (i >= 0)
    throw fieldError(`${path}.${i}`, `unknown ${table === 'users' ? 'user' : 'group'} ${ids[i]}`);
}

/**
 * Creates a company. Its authorization becomes permission rows: type 1 grants every active
 * user of the tenant at creation, 2 the listed users and groups, 3 the groups, 4 the users.
 */
export async function createCompany(
  db: DbOrTrx,
  tenantId: string,
  input: CompanyCreate,
  now = Date.now(),
  key: string = crypto.randomUUID(),
  extra: { sni?: number; workMateriality?: number } = {},
): Promise<Company> {
  const country = input.country ?? 'SWEDEN';
  const nr = normaliseOrgNr(country, input.organizationNumber);
  const userIds = [...new Set(input.authorization.userIds ?? [])];
  const groupIds = [...new Set(input.authorization.groupIds ?? [])];
  await checkIds(db, 'users', tenantId, input.authorization.userIds ?? [], 'authorization.userIds');
  await checkIds(
    db,
    'groups',
    tenantId,
    input.authorization.groupIds ?? [],
    'authorization.groupIds',
  );
  await checkOrgNrFree(db, tenantId, nr);
  const row: CompanyRow = {
    key,
    tenant_id: tenantId,
    name: input.name,
    organization_number: nr,
    country,
    default_account_plan: DEFAULT_ACCOUNT_PLAN,
    authorization_type: input.authorization.type,
    created_ts: now,
    sni: extra.sni ?? null,
    work_materiality: extra.workMateriality ?? null,
  };
  await db.insertInto('companies').values(row).execute();
  const grantUsers =
    input.authorization.type === 1
      ? (
          await db
            .selectFrom('users')
            .select('id')
            .where('tenant_id', '=', tenantId)
            .where('is_active', '=', 1)
            .execute()
        ).map((u) => u.id)
      : userIds;
  if (grantUsers.length > 0) {
    await db
      .insertInto('company_user_permissions')
      .values(grantUsers.map((u) => ({ company_key: key, user_id: u })))
      .execute();
  }
  if (groupIds.length > 0) {
    await db
      .insertInto('company_group_permissions')
      .values(groupIds.map((g) => ({ company_key: key, group_id: g })))
      .execute();
  }
  return toCompany(row);
}

export async function updateCompany(
  db: DbOrTrx,
  tenantId: string,
  key: string,
  input: CompanyUpdate,
): Promise<Company> {
  const row = await getCompanyRow(db, tenantId, key);
  const country = input.country ?? row.country;
  const next = { ...row };
  if (input.name !== undefined) next.name = input.name;
  next.country = country;
  if (input.organizationNumber !== undefined || input.country !== undefined) {
    next.organization_number = normaliseOrgNr(
      country,
      input.organizationNumber ?? row.organization_number,
    );
    await checkOrgNrFree(db, tenantId, next.organization_number, key);
  }
  await db
    .updateTable('companies')
    .set({ name: next.name, country: next.country, organization_number: next.organization_number })
    .where('key', '=', key)
    .execute();
  return toCompany(next);
}

/** Deletes the company and everything under it; answers it and the stored file names. */
export async function deleteCompany(
  db: DbOrTrx,
  tenantId: string,
  key: string,
): Promise<{ company: Company; storageNames: string[] }> {
  const row = await getCompanyRow(db, tenantId, key);
  const files = await db
    .selectFrom('files')
    .select('storage_name')
    .where('company_key', '=', key)
    .execute();
  await db.deleteFrom('companies').where('key', '=', key).execute();
  return { company: toCompany(row), storageNames: files.map((f) => f.storage_name) };
}

export async function setExtendedAttribute(
  db: DbOrTrx,
  tenantId: string,
  key: string,
  attribute: ExtendedAttributeName,
  value: number,
): Promise<{ attribute: ExtendedAttributeName; value: string }> {
  await getCompanyRow(db, tenantId, key);
  if (attribute === 'snicode') {
    if (value < 1 || value > 99999) {
      throw fieldError('value', 'must be a 5-digit SNI 2007 code (1-99999)');
    }
    await db.updateTable('companies').set({ sni: value }).where('key', '=', key).execute();
    return { attribute, value: padSni(value) };
  }
  await db
    .updateTable('companies')
    .set({ work_materiality: value })
    .where('key', '=', key)
    .execute();
  return { attribute, value: String(value) };
}

/** Sets the account plan named by an accounting file (`#KPTYP`). */
export async function setAccountPlan(db: DbOrTrx, key: string, plan: string): Promise<void> {
  await db
    .updateTable('companies')
    .set({ default_account_plan: plan })
    .where('key', '=', key)
    .execute();
}
