/**
 * The stored vouchers of read SIE files (migrations 006 and 007, docs/PLATFORM.md "Vouchers"),
 * read by the vouchers operation and by the journal-entry tests: always a file's live set
 * (store/voucher-sets.ts writes them). Amounts are integer öre here; the operation sends kronor.
 */
import { sqliteOf, type Db, type DbOrTrx } from '../db/index.js';
import type { SieVoucher } from '../sie/index.js';
import { chooseSourceFile } from '../sie/balances.js';
import { finishedSieFiles } from './balances.js';

/** A stored voucher: the SIE library's voucher (amounts in öre) and its place in the file. */
export interface StoredVoucher extends SieVoucher {
  /** 0-based place in the file (stable; the last key of the order). */
  seq: number;
}

/** A set of vouchers stored for one file. */
export interface VoucherSet {
  setId: number;
  fileId: string;
  vouchers: number;
  rows: number;
}

/** The number as a whole number (the order), else null: `12` -> 12, `A12`, `` -> null. */
export function numberKey(number: string): number | null {
  return /^\d{1,15}$/.test(number) ? Number(number) : null;
}

/**
 * The file a financial year's balances and vouchers come from: the newest finished `verified`,
 * else `parsed`, SIE file, as `computeMonthlyBalances` chooses; null when the year has none (a
 * file being read again is not finished). The year must be the company's (the caller checks).
 */
export async function yearSourceFileId(
  db: DbOrTrx,
  companyKey: string,
  financialYearId: string,
): Promise<string | null> {
  const chosen = chooseSourceFile(await finishedSieFiles(db, companyKey, financialYearId));
  return chosen?.id ?? null;
}

/**
 * The stored vouchers of a financial year: the live set of its source file (`yearSourceFileId`).
 * Null when the year has no such file or its vouchers are not stored (a SIE 2/3 file).
 */
export async function yearVoucherSet(
  db: DbOrTrx,
  companyKey: string,
  financialYearId: string,
): Promise<VoucherSet | null> {
  const fileId = await yearSourceFileId(db, companyKey, financialYearId);
  if (!fileId) return null;
  const set = await db
    .selectFrom('sie_voucher_sets')
    .select(['id', 'file_id', 'vouchers', 'rows'])
    .where('file_id', '=', fileId)
    .where('live', '=', 1)
    .executeTakeFirst();
  return set
    ? { setId: set.id, fileId: set.file_id, vouchers: set.vouchers, rows: set.rows }
    : null;
}

export interface VoucherQuery {
  /** Only vouchers with at least one row on this account. */
  account?: string;
  /** ISO dates, inclusive (the voucher's date). */
  startDate?: string;
  endDate?: string;
  offset: number;
  limit: number;
}

/**
 * One page of a set's vouchers in date, series, number order (a number that is not a whole
 * number sorts first in its series and day; ties in file order), and how many match in all;
 * null when the set is no longer live (replaced since it was chosen: choose again). Statements
 * on the one connection, taken as Kysely takes it (so never inside another request's open
 * transaction): whether the set is live, the count over the order index, then the page's keys
 * from that index joined to their vouchers and rows in one read, without building an IN list.
 * CROSS JOIN keeps SQLite's join order (the page first, then primary-key lookups), which its
 * planner, without statistics, would otherwise turn round into a scan of the whole set's rows.
 */
export async function listVouchers(
  db: Db,
  setId: number,
  q: VoucherQuery,
): Promise<{ total: number; vouchers: StoredVoucher[] } | null> {
  const where = ['set_id = ?'];
  const args: (string | number)[] = [setId];
  if (q.account !== undefined) {
    // the partial index's condition, written as it is so SQLite uses the index
    where.push('account = ?', 'first_on_account = 1');
    args.push(q.account);
  }
  if (q.startDate !== undefined) {
    where.push('date >= ?');
    args.push(q.startDate);
  }
  if (q.endDate !== undefined) {
    where.push('date <= ?');
    args.push(q.endDate);
  }
  // One entry per voucher either way: the account index holds a voucher's first row on the
  // account only, so neither counting nor paging needs to group or sort.
  const table = q.account !== undefined ? 'sie_voucher_rows' : 'sie_vouchers';
  const keys = `SELECT seq, date, series, number_int FROM ${table} WHERE ${where.join(' AND ')}`;
  return db.connection().execute(async () => {
    const sqlite = sqliteOf(db);
    if (!isLive(sqlite, setId)) return null;
    const { n: total } = sqlite.prepare(`SELECT count(*) AS n FROM (${keys})`).get(...args) as {
      n: number;
    };
    if (q.offset >= total) return { total, vouchers: [] };
    const rows = sqlite
      .prepare(
        `WITH page AS (${keys} ORDER BY date, series, number_int, seq LIMIT ? OFFSET ?)
         SELECT p.seq, v.series, v.number, v.date, v.text, v.registered_at, v.registered_by,
                r.account, r.amount_ore, r.trans_date, r.text, r.objects
         FROM page p
         CROSS JOIN sie_vouchers v ON v.set_id = ? AND v.seq = p.seq
         CROSS JOIN sie_voucher_rows r ON r.set_id = ? AND r.seq = p.seq
         ORDER BY p.date, p.series, p.number_int, p.seq, r.row_no`,
      )
      .raw(true)
      .all(...args, q.limit, q.offset, setId, setId) as PageRow[];
    const vouchers: StoredVoucher[] = [];
    let last: StoredVoucher | undefined;
    for (const r of rows) {
      if (last?.seq !== r[0]) {
        last = voucherOf({
          seq: r[0],
          series: r[1],
          number: r[2],
          date: r[3],
          text: r[4],
          registered_at: r[5],
          registered_by: r[6],
        });
        vouchers.push(last);
      }
      last.rows.push(
        rowOf({ account: r[7], amount_ore: r[8], trans_date: r[9], text: r[10], objects: r[11] }),
      );
    }
    return { total, vouchers };
  });
}

/** Whether a set is a file's live set (read on the connection the caller holds). */
export function isLive(sqlite: ReturnType<typeof sqliteOf>, setId: number): boolean {
  return (
    sqlite.prepare('SELECT live FROM sie_voucher_sets WHERE id = ?').pluck(true).get(setId) === 1
  );
}

/** A row of the page read: the voucher's columns, then the row's. */
type PageRow = [
  seq: number,
  series: string,
  number: string,
  date: string,
  text: string | null,
  registeredAt: string | null,
  registeredBy: string | null,
  account: string,
  amountOre: number,
  transDate: string | null,
  rowText: string | null,
  objects: string | null,
];

type VoucherRecord = {
  seq: number;
  series: string;
  number: string;
  date: string;
  text: string | null;
  registered_at: string | null;
  registered_by: string | null;
};
type RowRecord = {
  account: string;
  amount_ore: number;
  trans_date: string | null;
  text: string | null;
  objects: string | null;
};

function voucherOf(v: VoucherRecord): StoredVoucher {
  return {
    seq: v.seq,
    series: v.series,
    number: v.number,
    date: v.date,
    ...(v.text !== null ? { text: v.text } : {}),
    ...(v.registered_at !== null ? { registeredAt: v.registered_at } : {}),
    ...(v.registered_by !== null ? { registeredBy: v.registered_by } : {}),
    rows: [],
  };
}

function rowOf(r: RowRecord): StoredVoucher['rows'][number] {
  return {
    account: r.account,
    amount: r.amount_ore,
    ...(r.trans_date !== null ? { transDate: r.trans_date } : {}),
    ...(r.text !== null ? { text: r.text } : {}),
    objects: r.objects !== null ? (JSON.parse(r.objects) as [string, string][]) : [],
  };
}

/** Vouchers per batch of `voucherBatches` by default. */
export const VOUCHER_READ_BATCH = 5000;

/**
 * Every stored voucher of a set with its rows (amounts in öre), in file order (the order the
 * file was written in: usually by series and number), `batchSize` vouchers at a time: two
 * primary-key range reads per batch, so a million-row year streams in bounded memory. For the
 * journal-entry tests: `const set = await yearVoucherSet(db, key, yearId)`, then
 * `for await (const batch of voucherBatches(db, set.setId)) ...`.
 */
export async function* voucherBatches(
  db: Db,
  setId: number,
  opts: { batchSize?: number } = {},
): AsyncGenerator<StoredVoucher[]> {
  const size = opts.batchSize ?? VOUCHER_READ_BATCH;
  for (let from = 0; ; from += size) {
    const [vouchers, rows] = await Promise.all([
      db
        .selectFrom('sie_vouchers')
        .selectAll()
        .where('set_id', '=', setId)
        .where('seq', '>=', from)
        .where('seq', '<', from + size)
        .orderBy('seq')
        .execute(),
      db
        .selectFrom('sie_voucher_rows')
        .select(['seq', 'row_no', 'account', 'amount_ore', 'trans_date', 'text', 'objects'])
        .where('set_id', '=', setId)
        .where('seq', '>=', from)
        .where('seq', '<', from + size)
        .orderBy('seq')
        .orderBy('row_no')
        .execute(),
    ]);
    if (vouchers.length === 0) return;
    const out = vouchers.map(voucherOf);
    for (const r of rows) out[r.seq - from]!.rows.push(rowOf(r));
    yield out;
  }
}
