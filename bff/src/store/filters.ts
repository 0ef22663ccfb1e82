import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import { sql } from './db.js';
import type { DB } from './tables.js';
import type { ReviewYear, SignOffKey, VoucherKey } from './types.js';

// Where clauses of the working papers' tables (review marks, sign-off, vouchers examined), whose
// rows belong to a company's financial year of a tenant. Columns by `sql.ref`: a clause serves
// several tables, which Kysely's typed column names cannot say of a generic table.

/** The tables with a financial year's three key columns. */
type YearTable = {
  [T in keyof DB]: DB[T] extends {
    tenant_id: string;
    company_key: string;
    financial_year_id: string;
  }
    ? T
    : never;
}[keyof DB];

function yearTerms<T extends YearTable>(
  eb: ExpressionBuilder<DB, T>,
  year: ReviewYear,
): Expression<SqlBool>[] {
  return [
    eb(sql.ref('tenant_id'), '=', year.tenantId),
    eb(sql.ref('company_key'), '=', year.companyKey),
    eb(sql.ref('financial_year_id'), '=', year.financialYearId),
  ];
}

/** A financial year's rows. */
export const isYear =
  (year: ReviewYear) =>
  <T extends YearTable>(eb: ExpressionBuilder<DB, T>) =>
    eb.and(yearTerms(eb, year));

/** A voucher's rows: its series and number in the year. */
export const isVoucher =
  (key: VoucherKey) =>
  <T extends 'voucher_marks'>(eb: ExpressionBuilder<DB, T>) =>
    eb.and([
      ...yearTerms(eb, key),
      eb(sql.ref('series'), '=', key.series),
      eb(sql.ref('number'), '=', key.number),
    ]);

/** A sign-off item's rows: its five key columns, which every table of the sign-off has. */
export const isItem =
  (key: SignOffKey) =>
  <T extends 'signoffs' | 'signoff_notes' | 'signoff_history'>(eb: ExpressionBuilder<DB, T>) =>
    eb.and([
      ...yearTerms(eb, key),
      eb(sql.ref('kind'), '=', key.kind),
      eb(sql.ref('item'), '=', key.item),
    ]);
