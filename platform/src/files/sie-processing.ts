import crypto from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { Transaction } from 'kysely';
import type { FileStatus } from '@ledger/contract';
import type { Db } from '../db/index.js';
import type { Database } from '../db/schema.js';
import type { CompanyRow } from '../store/companies.js';
import type { FileRow, StoredReport } from '../store/files.js';
import { insertFinancialYear, type FinancialYearRow } from '../store/financial-years.js';
import { replaceBalanceSource } from '../store/sie-ledger.js';
import { switchLiveVoucherSet, writeVoucherSet } from '../store/voucher-sets.js';
import { processSie, readVoucherBatches } from '../sie/index.js';

/**
 * Chunk size of the vouchers' pass: small, so each batch of vouchers dies young in V8's heap
 * instead of being promoted while a 1 MiB chunk's 20 000 rows are parsed.
 */
const VOUCHER_CHUNK = 1 << 16;

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
  /** The parsedDate to record (epoch ms; the job's `parsed_at`), else the time it is read. */
  parsedAt?: number | null;
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
 * The stored file opened again for its vouchers. The voucher writer may fail before it reads (a
 * database closed under it): the stream's own error (the file gone by then) is then nobody's to
 * read, and unheard it would end the process. The writer's failure is what is reported.
 */
function openVoucherRead(path: string) {
  const stream = createReadStream(path, { highWaterMark: VOUCHER_CHUNK });
  stream.on('error', () => undefined);
  return stream;
}

/**
 * Reads, verifies and stores a SIE file (docs/PLATFORM.md "Files"): streams the stored bytes
 * through the SIE library (bounded memory), writes its vouchers as a new set, records `parsed`,
 * and answers the final status with a `persist` that creates the resolved financial year if
 * needed, replaces the file's aggregate rows and makes the new voucher set live, in the
 * transaction that records that status.
 */
export async function processSieFile(input: SieProcessingInput): Promise<SieProcessingOutcome> {
  const { file, company, store } = input;
  const r = await processSie(createReadStream(input.path, { highWaterMark: 1 << 20 }), {
    company: { organizationNumber: company.organization_number, country: company.country },
    years: input.financialYears.map((y) => ({
      id: y.id,
      startDate: y.start_date,
      endDate: y.end_date,
    })),
    query: {
      financialYearId: file.financial_year_id ?? undefined,
      startDate: file.query_start_date ?? undefined,
      endDate: file.query_end_date ?? undefined,
    },
  });

  // A corrupt file changes nothing of the company: no new year, no account plan.
  const newYear =
    r.year.kind === 'create' && r.status !== 'corrupt'
      ? { ...r.year, id: crypto.randomUUID() }
      : null;
  const financialYearId =
    r.year.kind === 'existing' ? r.year.id : (newYear?.id ?? file.financial_year_id);
  // Every voucher with its rows (docs/PLATFORM.md "Vouchers"): a second pass over the stored
  // bytes, written now as a new set beside the file's live one, a chunk per short transaction
  // (other requests run between chunks); `persist` makes it live. Not for a corrupt file.
  const vouchers =
    r.status !== 'corrupt' && r.summary.counts.vouchers > 0
      ? await writeVoucherSet(store.db, file.id, readVoucherBatches(openVoucherRead(input.path)))
      : null;
  // Recorded once the vouchers are written, just before the final status: other requests run
  // between the voucher chunks, and a reader that took `parsed` for final would stop there.
  if (r.summary.isSie) await markParsed(store.db, file.id, r.sieType, input.parsedAt ?? null);
  return {
    status: r.status,
    financialYearId,
    sieType: r.sieType,
    report: r.report,
    accountPlan: r.status === 'corrupt' ? undefined : r.accountPlan,
    persist: async (trx) => {
      if (newYear)
        await insertFinancialYear(
          trx,
          file.company_key,
          newYear.startDate,
          newYear.endDate,
          Date.now(),
          newYear.id,
        );
      await replaceBalanceSource(trx, file.id, r.balances);
      await switchLiveVoucherSet(trx, file.id, vouchers?.setId ?? null);
    },
  };
}

/** The intermediate step: the file was read (its final status follows in one transaction). */
async function markParsed(
  db: Db,
  fileId: string,
  sieType: number | undefined,
  parsedAt: number | null,
): Promise<void> {
  await db
    .updateTable('files')
    .set({
      status: 'parsed',
      sie_type: sieType ?? null,
      parsed_date: new Date(parsedAt ?? Date.now()).toISOString(),
    })
    .where('id', '=', fileId)
    .where('status', '=', 'pending')
    .execute();
}
