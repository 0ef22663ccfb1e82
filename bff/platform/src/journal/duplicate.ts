/**
 * `duplicate`: vouchers with the same date and the same rows (account and amount, in any
 * order) as another voucher of the year. Every voucher of such a group is an item, with
 * `group` naming the group's first voucher (in the order given) and `groupSize`. Vouchers
 * without rows are not compared.
 */
import {
  Collector,
  itemOf,
  refOf,
  type JournalTest,
  type TestSetup,
  type VoucherContext,
  type VoucherRef,
} from './context.js';

interface Group {
  first: VoucherRef;
  size: number;
}

export function duplicateTest(s: TestSetup): JournalTest {
  const groups = new Map<string, Group>();
  const members: { ref: VoucherRef; group: Group }[] = [];
  const parts: string[] = [];
  return {
    id: 'duplicate',
    visit(c: VoucherContext) {
      const rows = c.voucher.transactions;
      if (rows.length === 0) return;
      parts.length = 0;
      for (const r of rows) parts.push(`${r.account}\u0000${r.amountOre}`);
      parts.sort();
      const key = `${c.voucher.date}\u0001${parts.join('\u0001')}`;
      const g = groups.get(key);
      if (!g) {
        groups.set(key, { first: refOf(c), size: 1 });
        return;
      }
      if (g.size === 1) members.push({ ref: g.first, group: g });
      g.size++;
      members.push({ ref: refOf(c), group: g });
    },
    finish() {
      const out = new Collector(s.params.maxItems);
      for (const { ref, group } of members) {
        const f = group.first;
        out.add(() =>
          itemOf(
            ref,
            ref === f
              ? `${group.size - 1} other voucher(s) have the same date, accounts and amounts`
              : `same date, accounts and amounts as ${f.series} ${f.number}`,
            { group: { series: f.series, number: f.number }, groupSize: group.size },
          ),
        );
      }
      return out.result('duplicate');
    },
  };
}
