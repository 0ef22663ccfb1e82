import crypto from 'node:crypto';
import type { Selectable } from 'kysely';
import {
  checkFinancialYearSpan,
  type CreateFinancialYearResponse,
  type FinancialYear,
} from '@ledger/contract';
import type { DbOrTrx } from '../db/index.js';
import type { FinancialYearTable } from '../db/schema.js';
import { conflict, fieldError, notFound } from '../http/errors.js';
import { getCompanyRow } from './companies.js';

export type FinancialYearRow = Selectable<FinancialYearTable>;

/** V1's `FinancialYear`: `{id, companyDurableKey, startDate, endDate}`. */
export const toFinancialYear = (r: FinancialYearRow): FinancialYear => ({
  id: r.id,
  companyDurableKey: r.company_key,
  startDate: r.start_date,
  endDate: r.end_date,
});

/** V1's `CreateFinancialYearResponse`: `{id, startDate, endDate}`. */
export const toCreateFinancialYearResponse = (
  r: FinancialYearRow,
): CreateFinancialYearResponse => ({
  id: r.id,
  startDate: r.start_date,
  endDate: r.end_date,
});

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
): Promise<FinancialYearRow> {
  // The contract checks a request's body; a year from a SIE file's dates is checked here.
  const problem = checkFinancialYearSpan(startDate, endDate);
  if (problem) throw fieldError('body', 'endDate', problem);
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
  return row;
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
