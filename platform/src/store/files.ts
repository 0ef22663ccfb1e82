import type { Selectable } from 'kysely';
import { sql } from 'kysely';
import type { AccountingFile, FileReport } from '@ledger/contract';
import type { DbOrTrx } from '../db/index.js';
import type { FileTable } from '../db/schema.js';
import { notFound } from '../http/errors.js';
import { getCompanyRow } from './companies.js';

export type FileRow = Selectable<FileTable>;
/**
 * The report as stored: what the SIE step found. The file's own facts (id, status, size,
 * content type, digest, financial year) come from the record.
 */
export type StoredReport = Omit<
  FileReport,
  'fileId' | 'status' | 'size' | 'contentType' | 'financialYearId' | 'sha256'
>;

const EMPTY_REPORT: StoredReport = {
  counts: { accounts: 0, vouchers: 0, transactions: 0 },
  errors: [],
  discrepancies: [],
};

/** V1's `File`, exactly its six fields. */
export function toAccountingFile(r: FileRow): AccountingFile {
  return {
    id: r.id,
    name: r.name,
    uploadedByUserId: r.uploaded_by_user_id,
    status: r.status,
    uploadedDate: r.uploaded_date,
    parsedDate: r.parsed_date,
  };
}

/**
 * Inserts a file record with status `pending` and queues it for processing. `parsedAt` (epoch
 * ms) is the `parsedDate` to record when it is read instead of that moment: only the demo seed
 * gives one, to date its files as the uploads they stand for.
 */
export async function insertPendingFile(
  db: DbOrTrx,
  row: Omit<FileRow, 'status' | 'sie_type' | 'parsed_date' | 'report' | 'balance_kind'>,
  now = Date.now(),
  parsedAt: number | null = null,
): Promise<FileRow> {
  const full: FileRow = {
    ...row,
    status: 'pending',
    sie_type: null,
    parsed_date: null,
    report: null,
    balance_kind: null,
  };
  await db.insertInto('files').values(full).execute();
  await db
    .insertInto('file_jobs')
    .values({
      file_id: row.id,
      state: 'queued',
      attempts: 0,
      enqueued_at: now,
      updated_at: now,
      error: null,
      parsed_at: parsedAt,
    })
    .execute();
  return full;
}

export async function listFiles(
  db: DbOrTrx,
  tenantId: string,
  companyKey: string,
): Promise<AccountingFile[]> {
  await getCompanyRow(db, tenantId, companyKey);
  const rows = await db
    .selectFrom('files')
    .selectAll()
    .where('company_key', '=', companyKey)
    .orderBy('uploaded_date', 'desc')
    .orderBy(sql`rowid`, 'desc')
    .execute();
  return rows.map(toAccountingFile);
}

export async function getFileRow(
  db: DbOrTrx,
  tenantId: string,
  companyKey: string,
  fileId: string,
): Promise<FileRow> {
  await getCompanyRow(db, tenantId, companyKey);
  const row = await db
    .selectFrom('files')
    .selectAll()
    .where('company_key', '=', companyKey)
    .where('id', '=', fileId)
    .executeTakeFirst();
  if (!row) throw notFound(`No file ${fileId} for company ${companyKey}`);
  return row;
}

/** The extension's report: the record's facts, then what processing found. */
export function toReport(row: FileRow): FileReport {
  const stored = row.report ? (JSON.parse(row.report) as StoredReport) : EMPTY_REPORT;
  const sieType = stored.sieType ?? row.sie_type ?? undefined;
  // Field by field: a stored report never adds a field the contract does not declare.
  return {
    fileId: row.id,
    status: row.status,
    size: row.size,
    contentType: row.content_type,
    ...(row.sha256 !== null ? { sha256: row.sha256 } : {}),
    ...(row.financial_year_id !== null ? { financialYearId: row.financial_year_id } : {}),
    ...(sieType !== undefined ? { sieType } : {}),
    ...(stored.program !== undefined ? { program: stored.program } : {}),
    ...(stored.organizationNumber !== undefined
      ? { organizationNumber: stored.organizationNumber }
      : {}),
    ...(stored.period !== undefined ? { period: stored.period } : {}),
    counts: stored.counts,
    errors: stored.errors,
    discrepancies: stored.discrepancies,
  };
}
