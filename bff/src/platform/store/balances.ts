import type { AccountMonthlyBalances } from '../../contract/index.js';
import type { Db } from '../db/index.js';
import type { CompanyRow } from './companies.js';

export interface MonthlyBalancesInput {
  company: CompanyRow;
  /** `YYYY-MM-DD` (converted from the query's `YYYYMMDD`; start <= end already checked). */
  startDate: string;
  endDate: string;
}

/**
 * THE SEAM for the monthly balances (issue 3, SIE engineer): one record per account over the
 * company's financial years that overlap the range, as PLATFORM.md "Monthly balances" says.
 * Until ledger data is stored from SIE files there is nothing to compute: `[]`.
 */
export async function computeMonthlyBalances(
  _db: Db,
  _input: MonthlyBalancesInput,
): Promise<AccountMonthlyBalances[]> {
  return [];
}
