import { sql } from 'kysely';
import type { MonthlyBalanceRecord } from '@ledger/contract';
import type { Db, DbOrTrx } from '../db/index.js';
import { monthlyBalances } from '../sie/index.js';
import type { SourceFileCandidate } from '../sie/balances.js';
import type { CompanyRow } from './companies.js';
import { loadBalanceSource } from './sie-ledger.js';

export interface MonthlyBalancesInput {
  company: CompanyRow;
  /** `YYYY-MM-DD` (converted from the query's `YYYYMMDD`; start <= end already checked). */
  startDate: string;
  endDate: string;
}

/**
 * One record per account over the company's financial years that overlap the range
 * (docs/PLATFORM.md "Monthly balances"), computed by the SIE library from the stored per-file
 * aggregates (the library picks the overlapping years and each year's file, and loads only
 * those files' rows). Candidates are the company's finished SIE files (`verified`/`parsed` whose job is
 * not queued or running, so a file read but not yet stored is never chosen). The answer is
 * V1's monthly balance record: the library's per-account months with the company's key.
 */
export async function computeMonthlyBalances(
  db: Db,
  input: MonthlyBalancesInput,
): Promise<MonthlyBalanceRecord[]> {
  const key = input.company.key;
  const years = await db
    .selectFrom('financial_years')
    .select(['id', 'start_date', 'end_date'])
    .where('company_key', '=', key)
    .execute();
  const files = await finishedSieFiles(db, key);
  const accounts = await monthlyBalances({
    years: years.map((y) => ({ id: y.id, startDate: y.start_date, endDate: y.end_date })),
    files,
    startDate: input.startDate,
    endDate: input.endDate,
    load: (file) => loadBalanceSource(db, file.id),
  });
  return accounts.map((a) => monthlyBalanceRecord(key, a));
}

/** V1's monthly balance record of one account: the SIE library's account with the company's key. */
export function monthlyBalanceRecord(
  key: string,
  a: Awaited<ReturnType<typeof monthlyBalances>>[number],
) {
  return {
    companyDurableKey: key,
    accountNumber: a.accountNumber,
    accountName: a.accountName,
    accountType: a.accountType,
    amounts: a.amounts.map((m) => ({
      month: m.period,
      financialYearId: m.financialYearId,
      amount: m.amount,
      balance: m.balance,
    })),
  };
}

/**
 * The company's finished SIE files (of one financial year, when given), the candidates of
 * `chooseSourceFile`: `verified`/`parsed` whose job is not queued or running (a file read but
 * not yet stored is never chosen), in upload order.
 */
export async function finishedSieFiles(
  db: DbOrTrx,
  companyKey: string,
  financialYearId?: string,
): Promise<SourceFileCandidate[]> {
  let q = db
    .selectFrom('files')
    .select(['id', 'financial_year_id', 'status', 'sie_type', 'uploaded_date'])
    .where('company_key', '=', companyKey);
  if (financialYearId !== undefined) q = q.where('financial_year_id', '=', financialYearId);
  const files = await q
    .where('status', 'in', ['verified', 'parsed'])
    .where('sie_type', 'is not', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('file_jobs')
            .select('file_id')
            .whereRef('file_jobs.file_id', '=', 'files.id')
            .where('file_jobs.state', 'in', ['queued', 'running']),
        ),
      ),
    )
    .orderBy('uploaded_date')
    .orderBy(sql`files.rowid`)
    .execute();
  return files.map((f) => ({
    id: f.id,
    financialYearId: f.financial_year_id,
    status: f.status,
    sieType: f.sie_type,
    uploadedAt: f.uploaded_date,
  }));
}
