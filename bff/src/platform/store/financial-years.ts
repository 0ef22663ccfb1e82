import crypto from 'node:crypto';
import type { Selectable } from 'kysely';
import type { FinancialYear } from '../../contract/index.js';
import type { DbOrTrx } from '../db/index.js';
import type { FinancialYearTable } from '../db/schema.js';
import { conflict, fieldError, notFound } from '../http/errors.js';
import { getCompanyRow } from './companies.js';

export type FinancialYearRow = Selectable<FinancialYearTable>;

export const toFinancialYear = (r: FinancialYearRow): FinancialYear => ({
  id: r.id,
  companyKey: r.company_key,
  startDate: r.start_date,
  endDate: r.end_date,
  createdTimestamp: r.created_ts,
});

/** `YYYY-MM-DD` of start + 18 months - 1 day (day clamped to the month's end). */
export function latestEndDate(startDate: string): string {
  const [y, m, d] = startDate.split('-').map(Number) as [number, number, number];
  const monthIndex = m - 1 + 18;
  const lastDay = new Date(Date.UTC(y, monthIndex + 1, 0)).getUTCDate();
  const t = Date.UTC(y, monthIndex, Math.min(d, lastDay)) - 24 * 3600 * 1000;
  return new Date(t).toISOString().slice(0, 10);
}

export async function listFinancialYearRows(db: DbOrTrx, companyKey: string) {
  return db
    .selectFrom('financial_years')
    .selectAll()
    .where('company_key', '=', companyKey)
    .orderBy('start_date')
    .execute();
}

export async function listFinancialYears(
  db: DbOrTrx,
  tenantId: string,
  companyKey: string,
): Promise<FinancialYear[]> {
  await getCompanyRow(db, tenantId, companyKey);
  return (await listFinancialYearRows(db, companyKey)).map(toFinancialYear);
}

/** The company's year (the company must already be checked to be the tenant's). */
export async function getFinancialYearRow(
  db: DbOrTrx,
  companyKey: string,
  id: string,
): Promise<FinancialYearRow> {
  const row = await db
    .selectFrom('financial_years')
    .selectAll()
    .where('company_key', '=', companyKey)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(`No financial year ${id} for company ${companyKey}`);
  return row;
}

/** Adds a year: at most 18 months, no overlap with another year of the company (409). */
export async function insertFinancialYear(
  db: DbOrTrx,
  companyKey: string,
  startDate: string,
  endDate: string,
  now = Date.now(),
  id: string = crypto.randomUUID(),
): Promise<FinancialYear> {
  if (endDate < startDate) throw fieldError('endDate', 'must not be before startDate');
  if (endDate > latestEndDate(startDate)) {
    throw fieldError(
      'endDate',
      `a financial year is at most 18 months (ends by ${latestEndDate(startDate)})`,
    );
  }
  const overlap = await db
    .selectFrom('financial_years')
    .selectAll()
    .where('company_key', '=', companyKey)
    .where('start_date', '<=', endDate)
    .where('end_date', '>=', startDate)
    .executeTakeFirst();
  if (overlap) {
    throw conflict(
      `The year overlaps the financial year ${overlap.start_date}..${overlap.end_date} (${overlap.id})`,
    );
  }
  const row: FinancialYearRow = {
    id,
    company_key: companyKey,
    start_date: startDate,
    end_date: endDate,
    created_ts: now,
  };
  await db.insertInto('financial_years').values(row).execute();
  return toFinancialYear(row);
}

/** Deletes the year with its files (records and data) and assignments; answers the year. */
export async function deleteFinancialYear(
  db: DbOrTrx,
  tenantId: string,
  companyKey: string,
  id: string,
): Promise<{ year: FinancialYear; storageNames: string[] }> {
  await getCompanyRow(db, tenantId, companyKey);
  const row = await getFinancialYearRow(db, companyKey, id);
  const files = await db
    .selectFrom('files')
    .select('storage_name')
    .where('financial_year_id', '=', id)
    .execute();
  await db.deleteFrom('financial_years').where('id', '=', id).execute();
  return { year: toFinancialYear(row), storageNames: files.map((f) => f.storage_name) };
}
