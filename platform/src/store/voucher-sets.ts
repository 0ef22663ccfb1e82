/**
 * Writing a file's vouchers (docs/PLATFORM.md "Vouchers", decisions/0050): a new set is written
 * beside the file's live one in chunks, each chunk a short transaction of its own on the one
 * SQLite connection, so other requests run between chunks; the transaction that records the
 * file's status then only makes the new set live (`switchLiveVoucherSet`), and the sets no
 * longer live are dropped afterwards, in chunks too (`dropStaleVoucherSets`). A crash between
 * chunks leaves the old set live and the half-written one not live, dropped at the next start or
 * ingest. Amounts are integer öre.
 */
import type { Statement } from 'better-sqlite3';
import { sqliteOf, type Db, type DbOrTrx } from '../db/index.js';
import type { SieVoucher } from '../sie/index.js';
import { numberKey, type VoucherSet } from './vouchers.js';

/** Rows per chunk (one short transaction): about 30 ms of writing on a quiet machine. */
export const VOUCHER_CHUNK_ROWS = 8000;

/** Rows per multi-row INSERT (12 columns: 2,400 variables, inside SQLite's limit). */
const ROWS_PER_INSERT = 200;

/** Columns of `sie_voucher_rows` and `sie_vouchers` in the order the migration created them. */
const ROW_WIDTH = 12;
const VOUCHER_WIDTH = 9;

type Sqlite = ReturnType<typeof sqliteOf>;

/**
 * Runs `write` on the connection as Kysely hands it out (never inside another request's open
 * transaction), as one SQLite transaction, synchronously: nothing else runs until it commits.
 */
function inChunk<T>(db: Db, write: (sqlite: Sqlite) => T): Promise<T> {
  return db.connection().execute(async () => {
    const sqlite = sqliteOf(db);
    return sqlite.transaction(() => write(sqlite))();
  });
}

/** Prepared INSERTs of one table: `ROWS_PER_INSERT` rows at once and one row, for the rest. */
class BulkInsert {
  private readonly many: Statement;
  private readonly one: Statement;
  private readonly buffer: unknown[] = [];

  constructor(
    sqlite: Sqlite,
    table: string,
    private readonly width: number,
  ) {
    const tuple = `(${new Array(width).fill('?').join(',')})`;
    this.many = sqlite.prepare(
      `INSERT INTO ${table} VALUES ${new Array(ROWS_PER_INSERT).fill(tuple).join(',')}`,
    );
    this.one = sqlite.prepare(`INSERT INTO ${table} VALUES ${tuple}`);
  }

  push(...values: unknown[]): void {
    for (const v of values) this.buffer.push(v);
    if (this.buffer.length === this.width * ROWS_PER_INSERT) {
      this.many.run(this.buffer);
      this.buffer.length = 0;
    }
  }

  flush(): void {
    for (let i = 0; i < this.buffer.length; i += this.width)
      this.one.run(this.buffer.slice(i, i + this.width));
    this.buffer.length = 0;
  }
}

/**
 * Writes `batches` as a new voucher set of the file, not live, a chunk of about `chunkRows` rows
 * per transaction (the batches are read between chunks, outside any transaction). Answers the
 * set; make it live with `switchLiveVoucherSet` in the transaction that records the status.
 */
export async function writeVoucherSet(
  db: Db,
  fileId: string,
  batches: AsyncIterable<SieVoucher[]>,
  opts: { chunkRows?: number } = {},
): Promise<VoucherSet> {
  const chunkRows = opts.chunkRows ?? VOUCHER_CHUNK_ROWS;
  const setId = await inChunk(db, (sqlite) =>
    Number(
      sqlite
        .prepare('INSERT INTO sie_voucher_sets (file_id, vouchers, rows, live) VALUES (?, 0, 0, 0)')
        .run(fileId).lastInsertRowid,
    ),
  );
  const sqlite = sqliteOf(db);
  const vouchersInsert = new BulkInsert(sqlite, 'sie_vouchers', VOUCHER_WIDTH);
  const rowsInsert = new BulkInsert(sqlite, 'sie_voucher_rows', ROW_WIDTH);
  let seq = 0;
  let rows = 0;
  let pending: SieVoucher[] = [];
  let pendingRows = 0;
  const writeChunk = async () => {
    const chunk = pending;
    pending = [];
    pendingRows = 0;
    await inChunk(db, () => {
      for (const v of chunk) {
        const n = numberKey(v.number);
        vouchersInsert.push(
          setId,
          seq,
          v.series,
          v.number,
          n,
          v.date,
          v.text ?? null,
          v.registeredAt ?? null,
          v.registeredBy ?? null,
        );
        const seen = new Set<string>();
        for (let r = 0; r < v.rows.length; r++) {
          const row = v.rows[r]!;
          const first = seen.has(row.account) ? 0 : 1;
          seen.add(row.account);
          rowsInsert.push(
            setId,
            seq,
            r,
            row.account,
            row.amount,
            row.transDate ?? null,
            row.text ?? null,
            row.objects.length > 0 ? JSON.stringify(row.objects) : null,
            v.date,
            v.series,
            n,
            first,
          );
        }
        rows += v.rows.length;
        seq++;
      }
      vouchersInsert.flush();
      rowsInsert.flush();
    });
  };
  for await (const batch of batches) {
    for (const v of batch) {
      pending.push(v);
      pendingRows += v.rows.length;
    }
    if (pendingRows >= chunkRows) await writeChunk();
  }
  if (pending.length > 0) await writeChunk();
  await inChunk(db, (s) =>
    s
      .prepare('UPDATE sie_voucher_sets SET vouchers = ?, rows = ? WHERE id = ?')
      .run(seq, rows, setId),
  );
  return { setId, fileId, vouchers: seq, rows };
}

/**
 * Makes `setId` the file's live set (null: the file has none), in `trx`, the transaction that
 * records the file's status: two one-row updates. The set that was live stays until
 * `dropStaleVoucherSets`.
 */
export async function switchLiveVoucherSet(
  trx: DbOrTrx,
  fileId: string,
  setId: number | null,
): Promise<void> {
  await trx
    .updateTable('sie_voucher_sets')
    .set({ live: 0 })
    .where('file_id', '=', fileId)
    .where('live', '=', 1)
    .execute();
  if (setId !== null)
    await trx
      .updateTable('sie_voucher_sets')
      .set({ live: 1 })
      .where('id', '=', setId)
      .where('file_id', '=', fileId)
      .execute();
}

/**
 * Drops every set that is not live (one replaced, or one a crash left half written), a chunk of
 * about `chunkRows` rows per transaction, the set's own row last. Only the file queue writes
 * sets, one file at a time: it calls this before and after each file, when no set is being
 * written. Answers how many sets it dropped.
 */
export async function dropStaleVoucherSets(
  db: Db,
  opts: { chunkRows?: number } = {},
): Promise<number> {
  const chunkRows = opts.chunkRows ?? VOUCHER_CHUNK_ROWS;
  const stale = await db
    .selectFrom('sie_voucher_sets')
    .select('id')
    .where('live', '=', 0)
    .execute();
  for (const { id } of stale) {
    for (;;) {
      // The rows of the next vouchers, about chunkRows of them, from the start of the set.
      const deleted = await inChunk(db, (sqlite) => {
        const upTo = sqlite
          .prepare(
            'SELECT seq FROM sie_voucher_rows WHERE set_id = ? ORDER BY seq, row_no LIMIT 1 OFFSET ?',
          )
          .pluck(true)
          .get(id, chunkRows) as number | undefined;
        const bound = upTo ?? Number.MAX_SAFE_INTEGER;
        const rows = sqlite
          .prepare('DELETE FROM sie_voucher_rows WHERE set_id = ? AND seq <= ?')
          .run(id, bound).changes;
        const vouchers = sqlite
          .prepare('DELETE FROM sie_vouchers WHERE set_id = ? AND seq <= ?')
          .run(id, bound).changes;
        return rows + vouchers;
      });
      if (deleted === 0) break;
    }
    await inChunk(db, (sqlite) =>
      sqlite.prepare('DELETE FROM sie_voucher_sets WHERE id = ? AND live = 0').run(id),
    );
  }
  return stale.length;
}
