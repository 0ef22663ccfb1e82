/**
 * The stored vouchers of a set (store/vouchers.ts), read for the journal-entry tests the fast way:
 * two prepared primary-key range reads per batch in better-sqlite3's raw (array) mode, only the
 * columns the tests use, one voucher object and one row object per row place reused throughout
 * (the engine copies what it keeps). A million-row year is read in a fraction of the time the
 * general reader (`voucherBatches`, objects per voucher and row) takes, in bounded memory, and
 * the event loop is let go between batches. Each batch is read on the connection as Kysely hands
 * it out, so never inside another request's open transaction (a file's vouchers being written).
 */
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import type { Statement } from 'better-sqlite3';
import { sqliteOf, type Db } from '../db/index.js';
import type { JournalRow, JournalVoucher, VoucherRef } from '../journal/index.js';

/** Vouchers per batch: small enough that a batch's arrays die young (20 000 costs 60 % more CPU). */
export const JOURNAL_READ_BATCH = 4000;

const statements = new WeakMap<
  object,
  { vouchers: Statement; rows: Statement; one: Statement; debit: Statement }
>();

function prepared(db: Db) {
  const sqlite = sqliteOf(db);
  let s = statements.get(sqlite);
  if (!s) {
    s = {
      vouchers: sqlite
        .prepare(
          'SELECT seq, series, number, date, text, registered_at, registered_by FROM sie_vouchers ' +
            'WHERE set_id = ? AND seq >= ? AND seq < ? ORDER BY seq',
        )
        .raw(true),
      rows: sqlite
        .prepare(
          'SELECT seq, account, amount_ore FROM sie_voucher_rows ' +
            'WHERE set_id = ? AND seq >= ? AND seq < ? ORDER BY seq, row_no',
        )
        .raw(true),
      one: sqlite
        .prepare('SELECT series, number, date, text FROM sie_vouchers WHERE set_id = ? AND seq = ?')
        .raw(true),
      debit: sqlite
        .prepare(
          'SELECT COALESCE(SUM(amount_ore), 0) FROM sie_voucher_rows ' +
            'WHERE set_id = ? AND seq = ? AND amount_ore > 0',
        )
        .pluck(true),
    };
    statements.set(sqlite, s);
  }
  return s;
}

type VoucherTuple = [number, string, string, string, string | null, string | null, string | null];
type RowTuple = [number, string, number];

/**
 * Hands every voucher of the set to `add` with its `seq`, in file order. The voucher object and
 * its rows are reused for the next voucher: `add` must copy what it keeps (JournalRun does).
 */
export async function feedStoredVouchers(
  db: Db,
  setId: number,
  add: (v: JournalVoucher, seq: number) => void,
  batchSize = JOURNAL_READ_BATCH,
): Promise<void> {
  const st = prepared(db);
  const pool: JournalRow[] = [];
  const transactions: JournalRow[] = [];
  const voucher: JournalVoucher = {
    series: '',
    number: '',
    date: '',
    text: '',
    registeredAt: null,
    registeredBy: null,
    transactions,
  };
  for (let from = 0; ; from += batchSize) {
    // On the connection as Kysely hands it out: never inside another request's transaction.
    const [vouchers, rows] = await db
      .connection()
      .execute(async () => [
        st.vouchers.all(setId, from, from + batchSize) as VoucherTuple[],
        st.rows.all(setId, from, from + batchSize) as RowTuple[],
      ]);
    if (vouchers.length === 0) return;
    let r = 0;
    for (const v of vouchers) {
      const seq = v[0];
      while (r < rows.length && rows[r]![0] < seq) r++;
      let n = 0;
      for (; r < rows.length && rows[r]![0] === seq; r++, n++) {
        let row = pool[n];
        if (!row) {
          row = { account: '', amountOre: 0 };
          pool.push(row);
        }
        row.account = rows[r]![1];
        row.amountOre = rows[r]![2];
        transactions[n] = row;
      }
      transactions.length = n;
      voucher.series = v[1];
      voucher.number = v[2];
      voucher.date = v[3];
      voucher.text = v[4] ?? '';
      voucher.registeredAt = v[5];
      voucher.registeredBy = v[6];
      add(voucher, seq);
    }
    await yieldToLoop();
  }
}

/** One stored voucher's name by its `seq` (JournalOptions.voucherAt): a primary-key read. */
export function storedVoucherAt(db: Db, setId: number): (seq: number) => VoucherRef | undefined {
  const st = prepared(db);
  return (seq) => {
    const v = st.one.get(setId, seq) as [string, string, string, string | null] | undefined;
    if (!v) return undefined;
    const debitOre = st.debit.get(setId, seq) as number;
    return { series: v[0], number: v[1], date: v[2], text: v[3] ?? '', debitOre };
  };
}
