import type { Kysely } from 'kysely';
import type { VoucherMark, VoucherMarkAction, VoucherMarkEvent } from '@ledger/contract';
import type { DB, VoucherMarksTable } from './tables.js';
import type { StoreHandle } from './core.js';
import { isVoucher, isYear } from './filters.js';
import { sortableId } from './rows.js';
import { stepOf } from './workpapers.js';
import type { ReviewYear, SignOffActor, VoucherKey } from './types.js';

type Db = Kysely<DB>;

/** A mark as the contract has it, from its row. */
const toVoucherMark = (r: VoucherMarksTable): VoucherMark => ({
  series: r.series,
  number: r.number,
  examinedBy: r.username,
  examinedAt: r.at,
  note: r.note,
});

/**
 * Vouchers examined: every mark and withdrawal appended (the database refuses updates and
 * deletes); a voucher's mark is its latest row.
 */
export class VoucherMarkRepository {
  constructor(private readonly h: StoreHandle) {}

  /**
   * The vouchers of a year whose latest step is a mark, by series and number (numbers in
   * numeric order where they are numbers): each with who, when and the note of that mark.
   */
  async list(year: ReviewYear): Promise<VoucherMark[]> {
    const rows = await this.h.db
      .selectFrom('voucher_marks')
      .selectAll()
      .where(isYear(year))
      .orderBy('id')
      .execute();
    const latest = new Map<string, (typeof rows)[number]>();
    for (const r of rows) latest.set(`${r.series}\u0000${r.number}`, r);
    return [...latest.values()]
      .filter((r) => r.action === 'examined')
      .sort(
        (a, b) =>
          (a.series < b.series ? -1 : a.series > b.series ? 1 : 0) ||
          a.number.localeCompare(b.number, 'en', { numeric: true }),
      )
      .map(toVoucherMark);
  }

  /** A voucher's latest step, or undefined. */
  private async latestStep(db: Db, key: VoucherKey) {
    return db
      .selectFrom('voucher_marks')
      .selectAll()
      .where(isVoucher(key))
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  private async appendStep(
    db: Db,
    key: VoucherKey,
    action: VoucherMarkAction,
    who: SignOffActor,
    note: string | null,
  ) {
    const row = {
      id: sortableId(who.now),
      tenant_id: key.tenantId,
      company_key: key.companyKey,
      financial_year_id: key.financialYearId,
      series: key.series,
      number: key.number,
      action,
      username: who.username,
      at: new Date(who.now).toISOString(),
      note,
    };
    await db.insertInto('voucher_marks').values(row).execute();
    return row;
  }

  /** Marks a voucher as examined (a new row: an earlier mark stays in the history). */
  async mark(key: VoucherKey, note: string | null, who: SignOffActor): Promise<VoucherMark> {
    return toVoucherMark(await this.appendStep(this.h.db, key, 'examined', who, note));
  }

  /**
   * Withdraws a voucher's mark: a row saying so, when a mark stands (true); else nothing is
   * recorded (false).
   */
  async unmark(key: VoucherKey, who: SignOffActor): Promise<boolean> {
    return this.h.transaction(async ({ db: trx }) => {
      const last = await this.latestStep(trx, key);
      if (last?.action !== 'examined') return false;
      await this.appendStep(trx, key, 'withdrawn', who, null);
      return true;
    });
  }

  /** Every step of a voucher's marks, oldest first. */
  async history(key: VoucherKey): Promise<VoucherMarkEvent[]> {
    const rows = await this.h.db
      .selectFrom('voucher_marks')
      .selectAll()
      .where(isVoucher(key))
      .orderBy('id')
      .execute();
    return rows.map((r) => ({ ...stepOf<VoucherMarkAction>(r), note: r.note }));
  }
}
