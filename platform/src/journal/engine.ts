/**
 * The journal-entry tests of ISA 240 over one financial year's vouchers (docs/PLATFORM.md
 * "Journal-entry tests"). One pass: the engine works out each voucher's day and totals once
 * and hands it to every test; each test keeps only what it needs (counts, the vouchers it
 * names), so a year of a million rows is read as a stream.
 *
 * ```ts
 * const result = runJournalTests(vouchers, { year: { startDate: '2024-01-01', endDate: '2024-12-31' },
 *   params: { roundBase: 5000 } });   // result.population, result.tests[i] = { id, count, items, ... }
 * // or streaming: const run = new JournalRun(options); for await (const v of source) run.add(v); run.finish();
 * ```
 */
import { JOURNAL_TEST_IDS as CONTRACT_TEST_IDS } from '@ledger/contract';
import { accountTests } from './accounts.js';
import { roundAmountTest, unbalancedTest } from './amounts.js';
import { benfordTest } from './benford.js';
import { afterYearEndTest, backdatedTest, holidayTest, weekendTest } from './calendar.js';
import type { JournalTest, TestSetup, VoucherContext, VoucherRef } from './context.js';
import { dayNumber, HolidayCalendar } from './dates.js';
import { duplicateTest } from './duplicate.js';
import { numberGapTest } from './number-gap.js';
import { JournalParamsError, resolveParams } from './params.js';
import type {
  JournalParams,
  JournalResult,
  JournalTestId,
  JournalVoucher,
  JournalYear,
} from './types.js';

/** The tests in the order of the answer. */
export const JOURNAL_TEST_IDS: readonly JournalTestId[] = CONTRACT_TEST_IDS;

export interface JournalOptions {
  year: JournalYear;
  /** Optional parameters; the defaults of params.ts fill the rest. */
  params?: Partial<JournalParams>;
  /**
   * Looks up a voucher already added, by the ordinal given to `add` (a stored file's `seq`), so
   * that the engine need not keep a copy of every voucher (`duplicate` names the first of a
   * group only when a later one matches it). Without it the engine keeps them.
   */
  voucherAt?: (ordinal: number) => VoucherRef | undefined;
}

/** A run of every test: `add` each voucher of the year, then `finish` once. */
export class JournalRun {
  private readonly tests: JournalTest[];
  private readonly params: JournalParams;
  private readonly dayCache = new Map<string, number>();
  private vouchers = 0;
  private transactions = 0;
  private debitOre = 0;
  private creditOre = 0;

  constructor(options: JournalOptions) {
    this.params = resolveParams(options.params ?? {});
    const startDay = dayNumber(options.year.startDate);
    const endDay = dayNumber(options.year.endDate);
    if (Number.isNaN(startDay) || Number.isNaN(endDay) || endDay < startDay)
      throw new JournalParamsError([
        { path: 'year', message: 'startDate and endDate must be YYYY-MM-DD dates, in order' },
      ]);
    const setup: TestSetup = {
      params: this.params,
      year: options.year,
      startDay,
      endDay,
      holidays: new HolidayCalendar(),
      voucherAt: options.voucherAt,
    };
    const [rare, unusual] = accountTests(setup);
    const byId = new Map<JournalTestId, JournalTest>(
      [
        weekendTest(setup),
        holidayTest(setup),
        afterYearEndTest(setup),
        backdatedTest(setup),
        roundAmountTest(setup),
        numberGapTest(setup),
        duplicateTest(setup),
        unusual,
        rare,
        unbalancedTest(setup),
        benfordTest(setup),
      ].map((t) => [t.id, t]),
    );
    // rare-account's visit also counts for unusual-combination: it must see every voucher.
    this.tests = JOURNAL_TEST_IDS.map((id) => byId.get(id)!);
  }

  /** The next voucher; `ordinal` (default: its place in the stream) is what `voucherAt` takes. */
  add(voucher: JournalVoucher, ordinal = this.vouchers): void {
    let day = this.dayCache.get(voucher.date);
    if (day === undefined) {
      day = dayNumber(voucher.date);
      this.dayCache.set(voucher.date, day);
    }
    let debit = 0;
    let sum = 0;
    const rows = voucher.transactions;
    for (let i = 0; i < rows.length; i++) {
      const a = rows[i]!.amountOre;
      sum += a;
      if (a > 0) debit += a;
    }
    this.vouchers++;
    this.transactions += rows.length;
    this.debitOre += debit;
    this.creditOre += sum - debit;
    const c: VoucherContext = { voucher, ordinal, day, debitOre: debit, sumOre: sum };
    for (const t of this.tests) t.visit(c);
  }

  finish(): JournalResult {
    return {
      population: {
        vouchers: this.vouchers,
        transactions: this.transactions,
        debit: this.debitOre / 100,
        credit: this.creditOre / 100,
      },
      parameters: this.params,
      tests: this.tests.map((t) => t.finish()),
    };
  }
}

/** Every test over the year's vouchers. Throws JournalParamsError on a bad parameter. */
export function runJournalTests(
  vouchers: Iterable<JournalVoucher>,
  options: JournalOptions,
): JournalResult {
  const run = new JournalRun(options);
  for (const v of vouchers) run.add(v);
  return run.finish();
}

/** The same over an async stream of vouchers (a reader of the stored file). */
export async function runJournalTestsAsync(
  vouchers: AsyncIterable<JournalVoucher> | Iterable<JournalVoucher>,
  options: JournalOptions,
): Promise<JournalResult> {
  const run = new JournalRun(options);
  for await (const v of vouchers) run.add(v);
  return run.finish();
}
