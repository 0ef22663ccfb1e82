import crypto from 'node:crypto';
import type { Selectable } from 'kysely';
import {
  checkExtendedAttributeValue,
  checkOrganizationNumber,
  formatSni,
  normaliseSwedishOrgNr,
  type Company,
  type CompanyCreate,
  type CompanyExtendedAttributeChoice,
  type CompanyUpdate,
  type Country,
} from '@ledger/contract';
import type { DbOrTrx } from '../db/index.js';
import type { CompanyTable } from '../db/schema.js';
import { conflict, fieldError, notFound } from '../http/errors.js';

export type CompanyRow = Selectable<CompanyTable>;
const DEFAULT_ACCOUNT_PLAN = 'BAS2024';

/**
 * V1's `Company`: its declared fields only, optional ones omitted when unset. Only the single
 * company's retrieval (`GET /companies/{key}`) carries `extendedAttributes` (V1.md).
 */
export function toCompany(row: CompanyRow, opts: { extendedAttributes?: boolean } = {}): Company {
  const company: Company = {
    durableKey: row.key,
    organizationNumber: row.organization_number,
    name: row.name,
    defaultAccountPlan: row.default_account_plan,
    country: row.country,
    ...(row.address !== null ? { address: row.address } : {}),
    ...(row.legal_form !== null ? { legalForm: row.legal_form } : {}),
    annualReportFramework: row.annual_report_framework,
  };
  if (opts.extendedAttributes) {
    const ext: NonNullable<Company['extendedAttributes']> = {};
    if (row.sni !== null) ext.SNI = formatSni(row.sni);
    if (row.work_materiality !== null) ext.workMateriality = String(row.work_materiality);
    if (Object.keys(ext).length > 0) company.extendedAttributes = ext;
  }
  return company;
}

export async function listCompanies(db: DbOrTrx, tenantId: string): Promise<Company[]> {
  const rows = await db
    .selectFrom('companies')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .orderBy('name')
    .orderBy('key')
    .execute();
  return rows.map((r) => toCompany(r));
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

/**
 * The number as stored: `NNNNNN-NNNN` for SWEDEN (the contract's check: 400 otherwise), trimmed
 * free text for OTHER. `path` is where the number was given.
 */
function normaliseOrgNr(country: Country, value: string, path: string): string {
  const problem = checkOrganizationNumber(value, country);
  if (problem) throw fieldError('body', path, problem);
  return country === 'SWEDEN' ? normaliseSwedishOrgNr(value)! : value.trim();
}

async function checkOrgNrFree(db: DbOrTrx, tenantId: string, nr: string, exceptKey?: string) {
  let q = db
    .selectFrom('companies')
    .select('key')
    .where('tenant_id', '=', tenantId)
    .where('organization_number', '=', nr);
  if (exceptKey) q = q.where('key', '!=', exceptKey);
  if (await q.executeTakeFirst()) {
    throw conflict(`A company with organisation number ${nr} exists already`);
  }
}

/** Unknown user or group ids of an authorization: 400 naming the first one. */
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
  if (i >= 0) {
    throw fieldError(
      'body',
      `${path}.${i}`,
      `unknown ${table === 'users' ? 'user' : 'group'} ${ids[i]}`,
    );
  }
}

/** Optional text given empty is no value (omitted from answers). */
const textOrNull = (s: string | undefined) => (s === undefined || s === '' ? null : s);

/**
 * Creates a company from V1's `CompanyCreate`. The contract has checked the lists the type
 * does not use are empty; here unknown ids are 400 and the grants become permission rows:
 * type 1 every active user of the tenant at creation, 2 the listed users and groups, 3 the
 * groups, 4 the users.
 */
export async function createCompany(
  db: DbOrTrx,
  tenantId: string,
  input: CompanyCreate,
  now = Date.now(),
  key: string = crypto.randomUUID(),
  extra: { sni?: number; workMateriality?: number } = {},
): Promise<CompanyRow> {
  const { data, authorization } = input;
  const country = data.country ?? 'SWEDEN';
  const nr = normaliseOrgNr(country, data.organizationNumber, 'data.organizationNumber');
  const userIds = [...new Set(authorization.userIds)];
  const groupIds = [...new Set(authorization.groupIds)];
  await checkIds(db, 'users', tenantId, authorization.userIds, 'authorization.userIds');
  await checkIds(db, 'groups', tenantId, authorization.groupIds, 'authorization.groupIds');
  await checkOrgNrFree(db, tenantId, nr);
  const row: CompanyRow = {
    key,
    tenant_id: tenantId,
    name: data.name,
    organization_number: nr,
    country,
    default_account_plan: DEFAULT_ACCOUNT_PLAN,
    authorization_type: authorization.type,
    created_ts: now,
    sni: extra.sni ?? null,
    work_materiality: extra.workMateriality ?? null,
    annual_report_framework: data.annualReportFramework,
    legal_form: data.legalForm ?? null,
    address: textOrNull(data.address),
  };
  await db.insertInto('companies').values(row).execute();
  const grantUsers =
    authorization.type === 1
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
  return row;
}

/**
 * Changes the given fields of V1's list. The organisation number is checked against the
 * country it will have: the update's, else the stored one (the contract can only check it when
 * both are in the update); a change of country re-checks the stored number.
 */
export async function updateCompany(
  db: DbOrTrx,
  tenantId: string,
  key: string,
  input: CompanyUpdate,
): Promise<CompanyRow> {
  const row = await getCompanyRow(db, tenantId, key);
  const next: CompanyRow = { ...row, country: input.country ?? row.country };
  if (input.name !== undefined) next.name = input.name;
  if (input.address !== undefined) next.address = textOrNull(input.address);
  if (input.legalForm !== undefined) next.legal_form = input.legalForm;
  if (input.annualReportFramework !== undefined) {
    next.annual_report_framework = input.annualReportFramework;
  }
  if (input.organizationNumber !== undefined || input.country !== undefined) {
    next.organization_number = normaliseOrgNr(
      next.country,
      input.organizationNumber ?? row.organization_number,
      'organizationNumber',
    );
    await checkOrgNrFree(db, tenantId, next.organization_number, key);
  }
  await db
    .updateTable('companies')
    .set({
      name: next.name,
      country: next.country,
      organization_number: next.organization_number,
      address: next.address,
      legal_form: next.legal_form,
      annual_report_framework: next.annual_report_framework,
    })
    .where('key', '=', key)
    .execute();
  return next;
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

/** `snicode` (1-99999, answered zero-padded) or `workmateriality` (a whole amount >= 0). */
export async function setExtendedAttribute(
  db: DbOrTrx,
  tenantId: string,
  key: string,
  attribute: CompanyExtendedAttributeChoice,
  value: number,
): Promise<{ attribute: CompanyExtendedAttributeChoice; value: string }> {
  const problem = checkExtendedAttributeValue(attribute, value);
  if (problem) throw fieldError('body', 'value', problem);
  await getCompanyRow(db, tenantId, key);
  if (attribute === 'snicode') {
    await db.updateTable('companies').set({ sni: value }).where('key', '=', key).execute();
    return { attribute, value: formatSni(value) };
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
