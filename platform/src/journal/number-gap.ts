/**
 * `number-gap`: numbers missing within a series. For each series, every number between its
 * lowest and its highest that no voucher has is missing; a run of missing numbers is one item
 * (`number` its first, `last` its last, `missing` how many) and `count` is the number of
 * missing numbers. A series with a number that is not all digits cannot be tested: it is
 * skipped and listed in `skippedSeries`.
 */
import { Collector, compareNumbers } from './context.js';
import type { JournalTest, TestSetup, VoucherContext } from './context.js';
import type { JournalItem } from './types.js';

const DIGITS = /^\d{1,15}$/;

interface Series {
  numbers: number[];
  skipped: boolean;
}

export function numberGapTest(s: TestSetup): JournalTest {
  const series = new Map<string, Series>();
  return {
    id: 'number-gap',
    visit(c: VoucherContext) {
      const v = c.voucher;
      let st = series.get(v.series);
      if (!st) {
        st = { numbers: [], skipped: false };
        series.set(v.series, st);
      }
      if (st.skipped) return;
      if (!DIGITS.test(v.number)) {
        st.skipped = true;
        st.numbers = [];
        return;
      }
      st.numbers.push(Number(v.number));
    },
    finish() {
      const out = new Collector(s.params.maxItems);
      const skippedSeries: { series: string; reason: string }[] = [];
      for (const [name, st] of series) {
        if (st.skipped) {
          skippedSeries.push({ series: name, reason: 'numbers that are not all digits' });
          continue;
        }
        const nums = Float64Array.from(st.numbers).sort();
        for (let i = 1; i < nums.length; i++) {
          const prev = nums[i - 1]!;
          const next = nums[i]!;
          if (next - prev <= 1) continue;
          const first = prev + 1;
          const last = next - 1;
          const missing = last - first + 1;
          out.add((): JournalItem => {
            const one = missing === 1;
            return {
              series: name,
              number: String(first),
              ...(one ? {} : { last: String(last) }),
              missing,
              why: one
                ? `${name} ${first} is missing between ${prev} and ${next}`
                : `${name} ${first}-${last} are missing (${missing} numbers) between ${prev} and ${next}`,
            };
          }, missing);
        }
      }
      skippedSeries.sort((a, b) => (a.series < b.series ? -1 : a.series > b.series ? 1 : 0));
      return out.result('number-gap', { skippedSeries }, (a, b) =>
        a.series !== b.series ? (a.series < b.series ? -1 : 1) : compareNumbers(a.number, b.number),
      );
    },
  };
}
