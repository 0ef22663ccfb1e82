import fs from 'node:fs';
import { sql } from 'kysely';
import { isFinalFileStatus } from '@ledger/contract';
import type { Db } from '../db/index.js';
import { getCompanyRow, setAccountPlan } from '../store/companies.js';
import type { FileRow } from '../store/files.js';
import { listFinancialYearRows } from '../store/financial-years.js';
import { dropStaleVoucherSets } from '../store/voucher-sets.js';
import { processSieFile, type SieProcessingOutcome } from './sie-processing.js';
import { looksLikeSie, readHead } from './sniff.js';
import { storedPath } from './storage.js';

const MAX_ATTEMPTS = 3;

type Log = (level: 'info' | 'warn' | 'error', msg: string, extra?: Record<string, unknown>) => void;

/**
 * The durable processing queue: one `file_jobs` row per upload, worked one at a time in
 * enqueue order. A job left `running` by a dead process is queued again at start; a job that
 * throws is retried at the back of the queue and, after 3 attempts, fails its file (`corrupt`).
 */
export class FileQueue {
  private loop: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private paused = false;

  constructor(
    private readonly db: Db,
    private readonly filesDir: string,
    private readonly log: Log,
  ) {}

  /**
   * Requeues jobs a previous process left running, and done jobs whose file is still
   * `pending` (SIE files seen before a reader was plugged in), then starts working.
   */
  async start(): Promise<void> {
    await this.db
      .updateTable('file_jobs')
      .set({ state: 'queued', updated_at: Date.now() })
      .where((eb) =>
        eb.or([
          eb('state', '=', 'running'),
          eb.and([
            eb('state', '=', 'done'),
            eb(
              'file_id',
              'in',
              eb.selectFrom('files').select('id').where('status', '=', 'pending'),
            ),
          ]),
        ]),
      )
      .execute();
    this.kick();
  }

  /** Wakes the worker (after an upload). */
  kick(): void {
    if (this.stopped || this.paused) return;
    if (this.loop) {
      this.again = true;
      return;
    }
    this.loop = this.work().finally(() => {
      this.loop = null;
      if (this.again) {
        this.again = false;
        this.kick();
      }
    });
  }

  /** Stops taking jobs and waits for the current one. */
  async pause(): Promise<void> {
    this.paused = true;
    await this.loop;
  }

  resume(): void {
    this.paused = false;
    this.kick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.loop;
  }

  /** Resolves when no job is queued or running (tests, reset). */
  async idle(): Promise<void> {
    for (;;) {
      await this.loop;
      const left = await this.db
        .selectFrom('file_jobs')
        .select('file_id')
        .where('state', 'in', ['queued', 'running'])
        .executeTakeFirst();
      if (!left || this.stopped || this.paused) return;
      this.kick();
      await new Promise((r) => setTimeout(r, 10));
    }
  }

  private async work(): Promise<void> {
    // Voucher sets no longer live (replaced, or left half written by a crash): dropped here,
    // where no set is being written, and after each job (store/voucher-sets.ts).
    await this.dropStaleVoucherSets();
    while (!this.stopped && !this.paused) {
      const job = await this.db
        .selectFrom('file_jobs')
        .select(['file_id', 'attempts', 'parsed_at'])
        .where('state', '=', 'queued')
        .orderBy('enqueued_at')
        .orderBy(sql`rowid`)
        .executeTakeFirst();
      if (!job) return;
      await this.runJob(job.file_id, job.attempts + 1, job.parsed_at);
      await this.dropStaleVoucherSets();
    }
  }

  private async dropStaleVoucherSets(): Promise<void> {
    try {
      await dropStaleVoucherSets(this.db);
    } catch (err) {
      // Left for the next time: a stale set is never read, only space.
      this.log('warn', 'dropping stale voucher sets failed', { err: String(err) });
    }
  }

  /** `parsedAt`: the job's `parsed_at`, the parsedDate to record (null: when it is read). */
  private async runJob(fileId: string, attempt: number, parsedAt: number | null): Promise<void> {
    const now = Date.now();
    await this.db
      .updateTable('file_jobs')
      .set({ state: 'running', attempts: attempt, updated_at: now })
      .where('file_id', '=', fileId)
      .execute();
    try {
      const file = await this.db
        .selectFrom('files')
        .selectAll()
        .where('id', '=', fileId)
        .executeTakeFirst();
      if (!file) return; // deleted meanwhile; its job went with it
      if (attempt > MAX_ATTEMPTS) {
        await this.finish(
          file,
          failed(`processing failed ${MAX_ATTEMPTS} times`),
          'failed',
          parsedAt,
        );
      } else {
        await this.finish(file, await this.process(file, parsedAt), 'done', parsedAt);
      }
    } catch (err) {
      this.log('error', 'file processing failed', { fileId, attempt, err: String(err) });
      await this.db
        .updateTable('file_jobs')
        .set({
          state: 'queued',
          enqueued_at: Date.now(),
          updated_at: Date.now(),
          error: String(err),
        })
        .where('file_id', '=', fileId)
        .execute();
    }
  }

  private async process(file: FileRow, parsedAt: number | null): Promise<SieProcessingOutcome> {
    const path = storedPath(this.filesDir, file.storage_name);
    if (!fs.existsSync(path)) return failed('the stored bytes are missing');
    const head = await readHead(path);
    const company = await this.db
      .selectFrom('companies')
      .select('tenant_id')
      .where('key', '=', file.company_key)
      .executeTakeFirstOrThrow();
    const companyRow = await getCompanyRow(this.db, company.tenant_id, file.company_key);
    const years = await listFinancialYearRows(this.db, file.company_key);
    if (!looksLikeSie(head)) {
      // An attachment: kept as is, tied to the named year or the year with the given period.
      const byPeriod = years.find(
        (y) => y.start_date === file.query_start_date && y.end_date === file.query_end_date,
      );
      return {
        status: 'uploaded',
        financialYearId: file.financial_year_id ?? byPeriod?.id ?? null,
      };
    }
    return processSieFile({
      file,
      path,
      company: companyRow,
      financialYears: years,
      store: { db: this.db },
      parsedAt,
    });
  }

  private async finish(
    file: FileRow,
    outcome: SieProcessingOutcome,
    jobState: 'done' | 'failed',
    parsedAt: number | null,
  ): Promise<void> {
    const now = Date.now();
    await this.db.transaction().execute(async (trx) => {
      const exists = await trx
        .selectFrom('files')
        .select('id')
        .where('id', '=', file.id)
        .executeTakeFirst();
      if (!exists) return;
      // First, so that a financial year created there can be referenced by the file.
      if (outcome.persist) await outcome.persist(trx);
      await trx
        .updateTable('files')
        .set({
          status: outcome.status,
          financial_year_id:
            outcome.financialYearId === undefined
              ? file.financial_year_id
              : outcome.financialYearId,
          sie_type: outcome.sieType ?? file.sie_type,
          parsed_date:
            isFinalFileStatus(outcome.status) && outcome.status !== 'uploaded'
              ? new Date(parsedAt ?? now).toISOString()
              : null,
          report: outcome.report ? JSON.stringify(outcome.report) : file.report,
        })
        .where('id', '=', file.id)
        .execute();
      if (outcome.accountPlan) await setAccountPlan(trx, file.company_key, outcome.accountPlan);
      await trx
        .updateTable('file_jobs')
        .set({ state: jobState, updated_at: now })
        .where('file_id', '=', file.id)
        .execute();
    });
  }
}

function failed(message: string): SieProcessingOutcome {
  return {
    status: 'corrupt',
    report: {
      counts: { accounts: 0, vouchers: 0, transactions: 0 },
      errors: [{ severity: 'error', line: null, message }],
      discrepancies: [],
    },
  };
}
