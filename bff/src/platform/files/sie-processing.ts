import type { FileStatus } from '../../contract/index.js';
import type { Transaction } from 'kysely';
import type { Db } from '../db/index.js';
import type { Database } from '../db/schema.js';
import type { CompanyRow } from '../store/companies.js';
import type { FileRow, StoredReport } from '../store/files.js';
import type { FinancialYearRow } from '../store/financial-years.js';

/** What the SIE step gets: the record, its bytes on disk, the company and its years, the store. */
export interface SieProcessingInput {
  /** The file record (status `pending`; `financial_year_id` set when the upload named one,
   *  `query_start_date`/`query_end_date` when the upload gave a period). */
  file: FileRow;
  /** Absolute path of the uploaded bytes. */
  path: string;
  company: CompanyRow;
  /** The company's financial years, oldest first. */
  financialYears: FinancialYearRow[];
  /** The platform database (Kysely). Use `store.db.transaction()` for multi-row writes. */
  store: { db: Db };
}

/** The final outcome; the queue writes it to the file record in one transaction. */
export interface SieProcessingOutcome {
  status: FileStatus;
  /** The file's financial year. To create one, pick its id here and insert it in `persist`
   *  (`insertFinancialYear(trx, companyKey, start, end, Date.now(), id)`). */
  financialYearId?: string | null;
  sieType?: number;
  /** Report without fileId/status. */
  report?: StoredReport;
  /** `#KPTYP`: becomes the company's `defaultAccountPlan`. */
  accountPlan?: string;
  /**
   * Writes run first inside the transaction that then records the file's new status (e.g. a
   * new financial year, the ledger rows the balances read), so a crash never leaves a status
   * without its data or the reverse. Skipped if the file was deleted meanwhile.
   */
  persist?: (trx: Transaction<Database>) => Promise<void>;
}

/**
 * THE SEAM for the SIE reader (issue 3): read, verify and store a SIE file.
 * For now every SIE file stays `pending` until the reader is plugged in here.
 */
export async function processSieFile(input: SieProcessingInput): Promise<SieProcessingOutcome> {
  return { status: 'pending', financialYearId: input.file.financial_year_id };
}
