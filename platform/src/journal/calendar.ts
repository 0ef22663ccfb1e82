/**
 * The date tests: `weekend`, `holiday`, `after-year-end` and `backdated`.
 *
 * - weekend: dated on a Saturday or a Sunday.
 * - holiday: dated on a Swedish public holiday (Lag (1989:253) om allmänna helgdagar; Sundays
 *   are left to `weekend`) or on midsommarafton, julafton or nyårsafton (dates.ts).
 * - after-year-end: registered (SIE `#VER` regdatum) after the year's last day.
 * - backdated: registered more than `backdatedDays` days after its date.
 * Vouchers without a registration date are not tested by the last two.
 */
import { SWEDISH_HOLIDAY_NAMES } from '@ledger/contract/holidays';
import { Collector, itemOf, refOf } from './context.js';
import type { JournalTest, TestSetup, VoucherContext } from './context.js';
import { dayNumber, weekdayOfDay } from './dates.js';

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

export function weekendTest(s: TestSetup): JournalTest {
  const out = new Collector(s.params.maxItems);
  return {
    id: 'weekend',
    visit(c: VoucherContext) {
      const wd = weekdayOfDay(c.day);
      if (wd === 0 || wd === 6)
        out.add(() => itemOf(refOf(c), `dated on a ${DAY_NAMES[wd]}`, { weekday: wd }));
    },
    finish: () => out.result('weekend'),
  };
}

export function holidayTest(s: TestSetup): JournalTest {
  const out = new Collector(s.params.maxItems);
  return {
    id: 'holiday',
    visit(c: VoucherContext) {
      if (Number.isNaN(c.day)) return;
      const h = s.holidays.holiday(c.day);
      if (h)
        out.add(() => itemOf(refOf(c), `dated on ${SWEDISH_HOLIDAY_NAMES[h]}`, { holiday: h }));
    },
    finish: () => out.result('holiday'),
  };
}

/** Day number of the registration date, or NaN. Registration dates repeat: cached. */
function registrationDays(): (iso: string | null) => number {
  const cache = new Map<string, number>();
  return (iso) => {
    if (iso === null) return NaN;
    let d = cache.get(iso);
    if (d === undefined) {
      d = dayNumber(iso);
      cache.set(iso, d);
    }
    return d;
  };
}

export function afterYearEndTest(s: TestSetup): JournalTest {
  const out = new Collector(s.params.maxItems);
  const regDay = registrationDays();
  return {
    id: 'after-year-end',
    visit(c: VoucherContext) {
      const r = regDay(c.voucher.registeredAt);
      if (!(r > s.endDay)) return;
      const days = r - s.endDay;
      const v = c.voucher;
      out.add(() =>
        itemOf(
          refOf(c),
          `registered ${v.registeredAt}${v.registeredBy ? ` by ${v.registeredBy}` : ''}, ${days} day(s) after the year ended ${s.year.endDate}`,
          { registeredAt: v.registeredAt, registeredBy: v.registeredBy, daysAfterYearEnd: days },
        ),
      );
    },
    finish: () => out.result('after-year-end'),
  };
}

export function backdatedTest(s: TestSetup): JournalTest {
  const out = new Collector(s.params.maxItems);
  const regDay = registrationDays();
  const limit = s.params.backdatedDays;
  return {
    id: 'backdated',
    visit(c: VoucherContext) {
      const late = regDay(c.voucher.registeredAt) - c.day;
      if (!(late > limit)) return;
      const v = c.voucher;
      out.add(() =>
        itemOf(
          refOf(c),
          `registered ${v.registeredAt}${v.registeredBy ? ` by ${v.registeredBy}` : ''}, ${late} days after its date (more than ${limit})`,
          { registeredAt: v.registeredAt, registeredBy: v.registeredBy, daysLate: late },
        ),
      );
    },
    finish: () => out.result('backdated'),
  };
}
