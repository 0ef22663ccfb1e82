/**
 * `duplicate`: vouchers with the same date and the same rows (account and amount, in any
 * order) as another voucher of the year. Every voucher of such a group is an item, with
 * `group` naming the group's first voucher (in the order given) and `groupSize`. Vouchers
 * without rows are not compared.
 *
 * A million-row year cannot afford a text key, or even an object, per voucher, so each voucher
 * is compared by a fingerprint: its day and three independent 32-bit hashes of its rows
 * (order-independent sums of a hash of each row's account and amount), kept in one typed array (an
 * open-addressing table). Two vouchers are the same when the day and all 96 bits agree; the
 * chance that two different vouchers of a year of a million do is about 1 in 10^17. The first
 * voucher of a group is looked up by its ordinal when the caller can (`voucherAt`), else the
 * test keeps every voucher's name.
 */
import { Collector, itemOf, refOf } from './context.js';
import type { JournalTest, TestSetup, VoucherContext, VoucherRef } from './context.js';

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

/**
 * The open-addressing table: fingerprint -> first ordinal and group. One slot is 8 words of one
 * array (h1, h2, h3, day, first ordinal + 1 (0: empty), group + 1 (0: none), 2 unused), so a
 * probe touches one cache line.
 */
class Table {
  private mask: number;
  private t: Uint32Array;
  private size = 0;

  constructor(capacity = 1 << 14) {
    this.mask = capacity - 1;
    this.t = new Uint32Array(capacity * 8);
  }

  /** The slot of the fingerprint: found (first set) or the empty one to fill. */
  private slot(a: number, b: number, c: number, d: number): number {
    const t = this.t;
    let i = (a ^ fmix(d)) & this.mask;
    for (;;) {
      const o = i << 3;
      if (t[o + 4] === 0) return o;
      if (t[o] === a && t[o + 1] === b && t[o + 2] === c && t[o + 3] === d) return o;
      i = (i + 1) & this.mask;
    }
  }

  /**
   * Records a voucher: -1 when its fingerprint is new; else the slot of its group's first
   * voucher (`firstOf`, `groupOf`, `setGroup` read and mark it).
   */
  add(a: number, b: number, c: number, d: number, ordinal: number): number {
    const o = this.slot(a, b, c, d);
    const t = this.t;
    if (t[o + 4] !== 0) return o;
    t[o] = a;
    t[o + 1] = b;
    t[o + 2] = c;
    t[o + 3] = d;
    t[o + 4] = ordinal + 1;
    t[o + 5] = 0;
    if (++this.size * 2 > this.mask) this.grow();
    return -1;
  }

  firstOf(o: number): number {
    return this.t[o + 4]! - 1;
  }
  groupOf(o: number): number {
    return this.t[o + 5]! - 1;
  }
  setGroup(o: number, g: number): void {
    this.t[o + 5] = g + 1;
  }

  private grow(): void {
    const old = this.t;
    const capacity = (this.mask + 1) * 2;
    this.mask = capacity - 1;
    this.t = new Uint32Array(capacity * 8);
    for (let k = 0; k < old.length; k += 8) {
      if (old[k + 4] === 0) continue;
      const o = this.slot(old[k]!, old[k + 1]!, old[k + 2]!, old[k + 3]!);
      for (let j = 0; j < 6; j++) this.t[o + j] = old[k + j]!;
    }
  }
}

interface Group {
  /** The first voucher's ordinal, and its name once known. */
  firstOrdinal: number;
  first: VoucherRef | undefined;
  size: number;
}

export function duplicateTest(s: TestSetup): JournalTest {
  const table = new Table();
  const groups: Group[] = [];
  /** Vouchers after the first of their group, in order. */
  const later: { ref: VoucherRef; group: Group }[] = [];
  /** Without `voucherAt`: every voucher's name, by ordinal. */
  const kept = s.voucherAt ? undefined : new Map<number, VoucherRef>();
  /** account -> its three hashes */
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
      const day = (Number.isNaN(c.day) ? fnv(c.voucher.date, 4) : c.day) >>> 0;
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
      const slot = table.add(h1, h2, h3, day, c.ordinal);
      if (slot < 0) {
        kept?.set(c.ordinal, refOf(c));
        return;
      }
      let g = table.groupOf(slot);
      if (g < 0) {
        g = groups.length;
        const firstOrdinal = table.firstOf(slot);
        groups.push({ firstOrdinal, first: kept?.get(firstOrdinal), size: 1 });
        table.setGroup(slot, g);
      }
      const group = groups[g]!;
      group.size++;
      later.push({ ref: refOf(c), group });
    },
    finish() {
      const out = new Collector(s.params.maxItems);
      for (const g of groups) g.first ??= s.voucherAt?.(g.firstOrdinal);
      const members: { ref: VoucherRef; group: Group }[] = [];
      for (const g of groups) if (g.first) members.push({ ref: g.first, group: g });
      members.push(...later);
      for (const { ref, group } of members) {
        const f = group.first ?? ref;
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
