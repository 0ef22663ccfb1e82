/**
 * What every test sees of a voucher (computed once by the engine), the item a test lists, and
 * the collector that counts everything but keeps at most `maxItems`.
 */
import type {
  JournalItem,
  JournalParams,
  JournalTestId,
  JournalTestResult,
  JournalVoucher,
  JournalYear,
} from './types.js';
import type { HolidayCalendar } from './dates.js';

export interface VoucherContext {
  voucher: JournalVoucher;
  /** Its place in the stream (0-based), or the one the caller gave (`JournalRun.add`). */
  ordinal: number;
  /** Day number of its date; NaN when the date is not a date. */
  day: number;
  /** Sum of its debit rows, öre. */
  debitOre: number;
  /** Sum of all its rows, öre (0 when it balances). */
  sumOre: number;
}

/** What the engine gives every test when it is made. */
export interface TestSetup {
  params: JournalParams;
  year: JournalYear;
  /** Day numbers of the year's first and last day. */
  startDay: number;
  endDay: number;
  holidays: HolidayCalendar;
  /**
   * A voucher seen before, by its ordinal (`JournalOptions.voucherAt`); undefined when the caller
   * cannot look vouchers up, and the tests that need one keep it themselves.
   */
  voucherAt: ((ordinal: number) => VoucherRef | undefined) | undefined;
}

/** A test: sees every voucher once, in the order given, then answers. */
export interface JournalTest {
  readonly id: JournalTestId;
  visit(c: VoucherContext): void;
  finish(): JournalTestResult;
}

/** A voucher kept for an item made later (its fields copied: a reader may reuse objects). */
export interface VoucherRef {
  series: string;
  number: string;
  date: string;
  text: string;
  debitOre: number;
}

export function refOf(c: VoucherContext): VoucherRef {
  const v = c.voucher;
  return { series: v.series, number: v.number, date: v.date, text: v.text, debitOre: c.debitOre };
}

export const sek = (ore: number): number => ore / 100;

/** The item naming a voucher: series, number, date, text, amount (its debit total), why, extra. */
export function itemOf(
  ref: VoucherRef,
  why: string,
  extra: Record<string, unknown> = {},
): JournalItem {
  return {
    series: ref.series,
    number: ref.number,
    date: ref.date,
    text: ref.text,
    amount: sek(ref.debitOre),
    why,
    ...extra,
  };
}

/** Natural order of voucher numbers: numeric ones by value, then the others as text. */
export function compareNumbers(a: string, b: string): number {
  const na = /^\d+$/.test(a);
  const nb = /^\d+$/.test(b);
  if (na && nb) return Number(a) - Number(b) || a.localeCompare(b);
  if (na !== nb) return na ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

export function compareItems(a: JournalItem, b: JournalItem): number {
  const da = a.date ?? '';
  const db = b.date ?? '';
  if (da !== db) return da < db ? -1 : 1;
  if (a.series !== b.series) return a.series < b.series ? -1 : 1;
  return compareNumbers(a.number, b.number);
}

/** Counts every finding; keeps the first `max` items (in the order found), sorted at the end. */
export class Collector {
  count = 0;
  readonly items: JournalItem[] = [];

  constructor(private readonly max: number) {}

  /** How many items were offered (`add` calls): more than `items` holds when some were cut. */
  private offered = 0;

  /** One more finding (`weight` to count, one item); `make` runs only when the item is kept. */
  add(make: () => JournalItem, weight = 1): void {
    this.count += weight;
    this.offered++;
    if (this.items.length < this.max) this.items.push(make());
  }

  result(
    id: JournalTestId,
    extra: Record<string, unknown> = {},
    sort = compareItems,
  ): JournalTestResult {
    this.items.sort(sort);
    const truncated = this.items.length < this.offered;
    return { id, count: this.count, items: this.items, truncated, ...extra };
  }
}
