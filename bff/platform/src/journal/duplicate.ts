/**
 * `duplicate`: vouchers with the same date and the same rows (account and amount, in any
 * order) as another voucher of the year. Every voucher of such a group is an item, with
 * `group` naming the group's first voucher (in the order given) and `groupSize`. Vouchers
 * without rows are not compared.
 *
 * A million-row year cannot afford a text key per voucher, so each voucher is compared by a
 * fingerprint: three independent 32-bit hashes of its date and of its rows (order-independent
 * sums of a hash of each row's account and amount). Two vouchers are the same when their dates
 * and all 94 bits agree; the chance that two different vouchers of a year of a million do is
 * about 1 in 10^16.
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

/** A group is its first voucher (one object per voucher: a year has hundreds of thousands). */
interface Group extends VoucherRef {
  size: number;
  /** The second and third hash: checked on a match of the map's key. */
  h2: number;
  h3: number;
  /** Another group with the same key and other hashes. */
  next: Group | undefined;
}

/** murmur3's 32-bit finaliser. */
function fmix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** FNV-1a of a string, 32 bits. */
function fnv(s: string, seed: number): number {
  let h = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

const TWO_32 = 4294967296;

export function duplicateTest(s: TestSetup): JournalTest {
  const groups = new Map<number, Group>();
  const members: { ref: VoucherRef; group: Group }[] = [];
  /** account -> three hashes of it */
  const accountHash = new Map<string, Uint32Array>();
  const hashOf = (account: string): Uint32Array => {
    let h = accountHash.get(account);
    if (!h) {
      h = Uint32Array.of(fnv(account, 1), fnv(account, 2), fnv(account, 3));
      accountHash.set(account, h);
    }
    return h;
  };
  return {
    id: 'duplicate',
    visit(c: VoucherContext) {
      const rows = c.voucher.transactions;
      if (rows.length === 0) return;
      const day = Number.isNaN(c.day) ? fnv(c.voucher.date, 4) : c.day;
      let h1 = fmix(day ^ 0x9e3779b9);
      let h2 = fmix(day ^ 0x7f4a7c15);
      let h3 = fmix(day ^ 0x94d049bb);
      for (let i = 0; i < rows.length; i++) {
        const r = rows[i]!;
        const a = hashOf(r.account);
        const lo = r.amountOre >>> 0; // two's complement low 32 bits
        const hi = Math.floor(r.amountOre / TWO_32) >>> 0;
        h1 = (h1 + fmix(a[0]! ^ fmix(lo ^ 0x27d4eb2f) ^ fmix(hi + 0x165667b1))) >>> 0;
        h2 = (h2 + fmix(a[1]! ^ fmix(lo ^ 0x85ebca77) ^ fmix(hi + 0xc2b2ae3d))) >>> 0;
        h3 = (h3 + fmix(a[2]! ^ fmix(lo ^ 0x61c88647) ^ fmix(hi + 0x3c6ef372))) >>> 0;
      }
      // 30 bits of h1 as the map's key (a small integer: V8's fast case), the rest checked
      const key = h1 & 0x3fffffff;
      let g = groups.get(key);
      let last: Group | undefined;
      while (g && (g.h3 !== h3 || g.h2 !== h2 || g.date !== c.voucher.date)) {
        last = g;
        g = g.next;
      }
      if (!g) {
        const v = c.voucher;
        const fresh: Group = {
          series: v.series,
          number: v.number,
          date: v.date,
          text: v.text,
          debitOre: c.debitOre,
          size: 1,
          h2,
          h3,
          next: undefined,
        };
        if (last) last.next = fresh;
        else groups.set(key, fresh);
        return;
      }
      if (g.size === 1) members.push({ ref: g, group: g });
      g.size++;
      members.push({ ref: refOf(c), group: g });
    },
    finish() {
      const out = new Collector(s.params.maxItems);
      for (const { ref, group } of members) {
        const f = group;
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
