/**
 * The amount tests: `round-amount` and `unbalanced`.
 *
 * - round-amount: a voucher with a row whose amount (either sign) is a whole multiple of
 *   `roundBase` SEK and at least `roundFloor` SEK; the item names the largest such row.
 * - unbalanced: a voucher whose rows do not sum to zero. A verified SIE file has none (the
 *   platform marks such a file corrupt), so on the platform this test finds nothing; it is
 *   here for completeness and for other sources of vouchers.
 */
import { Collector, itemOf, refOf, sek } from './context.js';
import type { JournalTest, TestSetup, VoucherContext } from './context.js';

export function roundAmountTest(s: TestSetup): JournalTest {
  const out = new Collector(s.params.maxItems);
  const baseOre = Math.round(s.params.roundBase * 100);
  const floorOre = Math.max(1, Math.round(s.params.roundFloor * 100));
  return {
    id: 'round-amount',
    visit(c: VoucherContext) {
      let best = -1;
      const rows = c.voucher.transactions;
      for (let i = 0; i < rows.length; i++) {
        const a = Math.abs(rows[i]!.amountOre);
        if (a >= floorOre && a % baseOre === 0 && (best < 0 || a > Math.abs(rows[best]!.amountOre)))
          best = i;
      }
      if (best < 0) return;
      const row = rows[best]!;
      out.add(() =>
        itemOf(
          refOf(c),
          `${row.account} ${sek(row.amountOre).toFixed(2)} is a multiple of ${s.params.roundBase} SEK`,
          { account: row.account, rowAmount: sek(row.amountOre) },
        ),
      );
    },
    finish: () => out.result('round-amount'),
  };
}

export function unbalancedTest(s: TestSetup): JournalTest {
  const out = new Collector(s.params.maxItems);
  return {
    id: 'unbalanced',
    visit(c: VoucherContext) {
      if (c.sumOre !== 0)
        out.add(() =>
          itemOf(refOf(c), `its rows sum to ${sek(c.sumOre).toFixed(2)}, not 0`, {
            difference: sek(c.sumOre),
          }),
        );
    },
    finish: () => out.result('unbalanced'),
  };
}
