import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The migrations of the stored vouchers (store/vouchers.ts, store/voucher-sets.ts), kept apart
 * from the rest of the list (migrations.ts) by size. Never edit one that has shipped.
 */
export const voucherMigrations: Record<string, Migration> = {
  '006_sie_vouchers': {
    // Every voucher of a read SIE 4 file with its #TRANS rows (store/vouchers.ts), for the
    // vouchers operation and the journal-entry tests. One `sie_voucher_sets` row per file whose
    // vouchers are stored; vouchers and rows hang on the set (ON DELETE CASCADE, as the set on
    // its file), so a file processed again replaces its set in the transaction that records
    // its status, and a deleted file takes its vouchers with it. Rows repeat their voucher's
    // date, series and number so one account's vouchers page in order from one index (partial:
    // a voucher's first row on each account only, so one entry per voucher and account).
    // Files read before this migration are queued again once, so their vouchers are stored.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('sie_voucher_sets')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('file_id', 'text', (c) =>
          c.notNull().unique().references('files.id').onDelete('cascade'),
        )
        .addColumn('vouchers', 'integer', (c) => c.notNull())
        .addColumn('rows', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('sie_vouchers')
        .addColumn('set_id', 'integer', (c) =>
          c.notNull().references('sie_voucher_sets.id').onDelete('cascade'),
        )
        // The voucher's place in its file (0-based).
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('series', 'text', (c) => c.notNull())
        .addColumn('number', 'text', (c) => c.notNull())
        // The number when it is a whole number (the order), else null.
        .addColumn('number_int', 'integer')
        .addColumn('date', 'text', (c) => c.notNull())
        .addColumn('text', 'text')
        .addColumn('registered_at', 'text')
        .addColumn('registered_by', 'text')
        .addPrimaryKeyConstraint('sie_vouchers_pk', ['set_id', 'seq'])
        .modifyEnd(sql`without rowid`)
        .execute();
      await db.schema
        .createIndex('sie_vouchers_order')
        .on('sie_vouchers')
        .columns(['set_id', 'date', 'series', 'number_int', 'seq'])
        .execute();
      await db.schema
        .createTable('sie_voucher_rows')
        .addColumn('set_id', 'integer', (c) =>
          c.notNull().references('sie_voucher_sets.id').onDelete('cascade'),
        )
        .addColumn('seq', 'integer', (c) => c.notNull())
        // The row's place in its voucher (0-based).
        .addColumn('row_no', 'integer', (c) => c.notNull())
        .addColumn('account', 'text', (c) => c.notNull())
        .addColumn('amount_ore', 'integer', (c) => c.notNull())
        .addColumn('trans_date', 'text')
        .addColumn('text', 'text')
        // JSON [[dimension, object], ...], null when the row has none.
        .addColumn('objects', 'text')
        // The voucher's date, series and number order (as in sie_vouchers).
        .addColumn('date', 'text', (c) => c.notNull())
        .addColumn('series', 'text', (c) => c.notNull())
        .addColumn('number_int', 'integer')
        // 1 on the voucher's first row on its account, else 0: the account index holds only
        // those, one entry per voucher and account (no grouping to count or page).
        .addColumn('first_on_account', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('sie_voucher_rows_pk', ['set_id', 'seq', 'row_no'])
        .modifyEnd(sql`without rowid`)
        .execute();
      await db.schema
        .createIndex('sie_voucher_rows_account')
        .on('sie_voucher_rows')
        .columns(['set_id', 'account', 'date', 'series', 'number_int', 'seq'])
        .where(sql.ref('first_on_account'), '=', 1)
        .execute();
      // Each keeps its parsedDate (the job's parsed_at), so V1's File does not change.
      await requeueReadFiles(db, 'transactions');
    },
  },
  '007_voucher_set_live': {
    // A file's vouchers are written beside its live set and switched to in the transaction that
    // records its status (decisions/0050): a file may have two sets for a moment, so the set
    // table loses unique(file_id) and gains `live` (at most one live set per file, a partial
    // unique index). Ids are AUTOINCREMENT, never reused: a reader holding a dropped set's id
    // never reads another set by it. SQLite cannot drop a constraint, so the table is rebuilt
    // (SQLite's "making other kinds of table schema changes": foreign keys off while the old
    // table goes, so its vouchers and rows stay; Kysely runs SQLite migrations outside a
    // transaction, so the pragma takes effect). Every set stored before is complete: live.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await sql`PRAGMA foreign_keys = OFF`.execute(db);
      try {
        await sql`BEGIN`.execute(db);
        try {
          await sql`CREATE TABLE sie_voucher_sets_new (
            id integer PRIMARY KEY AUTOINCREMENT,
            file_id text NOT NULL REFERENCES files(id) ON DELETE CASCADE,
            vouchers integer NOT NULL,
            rows integer NOT NULL,
            live integer NOT NULL DEFAULT 0
          )`.execute(db);
          await sql`INSERT INTO sie_voucher_sets_new (id, file_id, vouchers, rows, live)
            SELECT id, file_id, vouchers, rows, 1 FROM sie_voucher_sets`.execute(db);
          await sql`DROP TABLE sie_voucher_sets`.execute(db);
          await sql`ALTER TABLE sie_voucher_sets_new RENAME TO sie_voucher_sets`.execute(db);
          await sql`CREATE INDEX sie_voucher_sets_file ON sie_voucher_sets (file_id)`.execute(db);
          await sql`CREATE UNIQUE INDEX sie_voucher_sets_live ON sie_voucher_sets (file_id)
            WHERE live = 1`.execute(db);
          const broken = await sql`PRAGMA foreign_key_check`.execute(db);
          if (broken.rows.length > 0)
            throw new Error(`007_voucher_set_live: ${broken.rows.length} broken references`);
          await sql`COMMIT`.execute(db);
        } catch (e) {
          await sql`ROLLBACK`.execute(db);
          throw e;
        }
      } finally {
        await sql`PRAGMA foreign_keys = ON`.execute(db);
      }
    },
  },
  '008_sie_account_names': {
    // `sie_accounts` holds every account of a file (its `#KONTO` names), no longer only those
    // with an opening balance or a movement, so the accounts operation names every account of
    // a voucher (one whose rows net to zero each month too). No schema change: the files read
    // before are queued once more, as 006 did, each keeping its parsedDate.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await requeueReadFiles(db);
    },
  },
};

/** Queue every file read with balances to be read again, each keeping its parsedDate. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function requeueReadFiles(db: Kysely<any>, kind?: 'transactions') {
  const read = (await db
    .selectFrom('files')
    .innerJoin('file_jobs', 'file_jobs.file_id', 'files.id')
    .select(['files.id', 'files.parsed_date'])
    .where('files.balance_kind', kind ? '=' : 'is not', kind ?? null)
    .where('file_jobs.state', '=', 'done')
    .execute()) as { id: string; parsed_date: string | null }[];
  for (const f of read)
    await db
      .updateTable('file_jobs')
      .set({
        state: 'queued',
        attempts: 0,
        updated_at: Date.now(),
        parsed_at: f.parsed_date ? Date.parse(f.parsed_date) : null,
      })
      .where('file_id', '=', f.id)
      .execute();
}
