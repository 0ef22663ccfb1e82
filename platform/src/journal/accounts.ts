/**
 * The account tests: `rare-account` and `unusual-combination`. They share one count of how
 * many vouchers use each account.
 *
 * - rare-account: an account used by at most `rareAccountMaxVouchers` vouchers of the year;
 *   one item per voucher on such an account (`account`, `accountVouchers`, `accountAmount`:
 *   the voucher's net amount on it).
 * - unusual-combination: a voucher that debits one account and credits another where
 *   (a) the two belong to BAS groups that seldom meet in honest bookkeeping (the rules below),
 *   or (b) the pair is rare in the population: debited and credited together on at most
 *   `pairMaxVouchers` vouchers although each account is on at least `pairMinAccountVouchers`
 *   vouchers (two busy accounts that almost never meet). Pairs are every debit account of a
 *   voucher against every credit account; a voucher with more than 400 such pairs is left out
 *   of (b) (a payroll or a closing entry, not a combination), never of (a).
 */
import { Collector, itemOf, refOf, sek } from './context.js';
import type { JournalTest, TestSetup, VoucherContext, VoucherRef } from './context.js';

/** BAS groups the rules use, by the account number's first digits. */
const REVENUE = 1; // 3xxx: operating income
const SUPPLIER_DEBT = 2; // 244x: trade payables
const EQUITY = 4; // 20xx: equity
const COST = 8; // 4xxx-7xxx: operating costs

function groupOf(account: string): number {
  const c0 = account.charCodeAt(0);
  if (c0 === 51) return REVENUE; // '3'
  if (c0 >= 52 && c0 <= 55) return COST; // '4'..'7'
  if (c0 === 50) {
    const c1 = account.charCodeAt(1);
    if (c1 === 48) return EQUITY; // '20'
    if (c1 === 52 && account.charCodeAt(2) === 52) return SUPPLIER_DEBT; // '244'
  }
  return 0;
}

/** The rules of (a): a debit in one group against a credit in the other, either way round. */
export const UNUSUAL_RULES = [
  {
    id: 'revenue-supplier-debt',
    a: REVENUE,
    b: SUPPLIER_DEBT,
    why: 'revenue (3xxx) booked against supplier debt (244x)',
  },
  {
    id: 'result-equity',
    a: REVENUE | COST,
    b: EQUITY,
    why: 'income or cost (3xxx-7xxx) booked straight against equity (20xx)',
  },
] as const;

const MAX_PAIRS = 400;

interface AccountState {
  vouchers: number;
  stamp: number;
  debitStamp: number;
  creditStamp: number;
  /** The first vouchers on it (up to the rare-account limit) and its net amount on each. */
  refs: { ref: VoucherRef; amountOre: number }[];
  /** Pairs with this account debited: credit account -> pair. */
  pairs: Map<string, PairState> | undefined;
}

interface PairState {
  debit: string;
  credit: string;
  vouchers: number;
  refs: VoucherRef[];
}

interface Flagged {
  ref: VoucherRef;
  rules: { rule: string; debit: string; credit: string }[];
  pairs: { debit: string; credit: string; vouchers: number }[];
}

export function accountTests(s: TestSetup): [JournalTest, JournalTest] {
  const accounts = new Map<string, AccountState>();
  const pairs: PairState[] = [];
  const flagged = new Map<string, Flagged>();
  const rareMax = s.params.rareAccountMaxVouchers;
  const pairMax = s.params.pairMaxVouchers;
  let index = 0;
  const debits: AccountState[] = [];
  const debitNames: string[] = [];
  const credits: AccountState[] = [];
  const creditNames: string[] = [];

  const stateOf = (account: string): AccountState => {
    let st = accounts.get(account);
    if (!st) {
      st = { vouchers: 0, stamp: -1, debitStamp: -1, creditStamp: -1, refs: [], pairs: undefined };
      accounts.set(account, st);
    }
    return st;
  };

  const flag = (ref: VoucherRef): Flagged => {
    const key = `${ref.series}\u0000${ref.number}`;
    let f = flagged.get(key);
    if (!f) {
      f = { ref, rules: [], pairs: [] };
      flagged.set(key, f);
    }
    return f;
  };

  const rare: JournalTest = {
    id: 'rare-account',
    visit(c: VoucherContext) {
      const i = ++index;
      const rows = c.voucher.transactions;
      let ref: VoucherRef | undefined;
      debits.length = 0;
      debitNames.length = 0;
      credits.length = 0;
      creditNames.length = 0;
      let debitGroups = 0;
      let creditGroups = 0;
      for (let r = 0; r < rows.length; r++) {
        const row = rows[r]!;
        const st = stateOf(row.account);
        if (st.stamp !== i) {
          st.stamp = i;
          st.vouchers++;
          if (st.vouchers <= rareMax) {
            ref ??= refOf(c);
            st.refs.push({ ref, amountOre: 0 });
          }
        }
        if (st.vouchers <= rareMax) st.refs[st.refs.length - 1]!.amountOre += row.amountOre;
        if (row.amountOre > 0 && st.debitStamp !== i) {
          st.debitStamp = i;
          debits.push(st);
          debitNames.push(row.account);
          debitGroups |= groupOf(row.account);
        } else if (row.amountOre < 0 && st.creditStamp !== i) {
          st.creditStamp = i;
          credits.push(st);
          creditNames.push(row.account);
          creditGroups |= groupOf(row.account);
        }
      }
      // (a) the group rules
      if (debitGroups !== 0 && creditGroups !== 0) {
        for (const rule of UNUSUAL_RULES) {
          const ab = (debitGroups & rule.a) !== 0 && (creditGroups & rule.b) !== 0;
          const ba = (debitGroups & rule.b) !== 0 && (creditGroups & rule.a) !== 0;
          if (!ab && !ba) continue;
          const [dg, cg] = ab ? [rule.a, rule.b] : [rule.b, rule.a];
          const debit = debitNames.find((a) => (groupOf(a) & dg) !== 0)!;
          const credit = creditNames.find((a) => (groupOf(a) & cg) !== 0)!;
          ref ??= refOf(c);
          flag(ref).rules.push({ rule: rule.id, debit, credit });
        }
      }
      // (b) count the pairs
      if (debitNames.length * creditNames.length > MAX_PAIRS) return;
      for (let d = 0; d < debits.length; d++) {
        const debitState = debits[d]!;
        const byCredit = (debitState.pairs ??= new Map<string, PairState>());
        for (const credit of creditNames) {
          let p = byCredit.get(credit);
          if (!p) {
            p = { debit: debitNames[d]!, credit, vouchers: 0, refs: [] };
            byCredit.set(credit, p);
            pairs.push(p);
          }
          p.vouchers++;
          if (p.vouchers <= pairMax) {
            ref ??= refOf(c);
            p.refs.push(ref);
          }
        }
      }
    },
    finish() {
      const out = new Collector(s.params.maxItems);
      const rareAccounts: { account: string; vouchers: number }[] = [];
      for (const [account, st] of accounts) {
        if (st.vouchers > rareMax) continue;
        rareAccounts.push({ account, vouchers: st.vouchers });
        for (const { ref, amountOre } of st.refs)
          out.add(() =>
            itemOf(ref, `account ${account} is on only ${st.vouchers} voucher(s) of the year`, {
              account,
              accountVouchers: st.vouchers,
              accountAmount: sek(amountOre),
            }),
          );
      }
      rareAccounts.sort((a, b) => (a.account < b.account ? -1 : a.account > b.account ? 1 : 0));
      return out.result('rare-account', { accounts: rareAccounts });
    },
  };

  const unusual: JournalTest = {
    id: 'unusual-combination',
    visit() {
      // rare-account's visit counts for both (one pass over the rows).
    },
    finish() {
      const minAccount = s.params.pairMinAccountVouchers;
      for (const p of pairs) {
        if (p.vouchers > pairMax) continue;
        if ((accounts.get(p.debit)?.vouchers ?? 0) < minAccount) continue;
        if ((accounts.get(p.credit)?.vouchers ?? 0) < minAccount) continue;
        for (const ref of p.refs)
          flag(ref).pairs.push({ debit: p.debit, credit: p.credit, vouchers: p.vouchers });
      }
      const out = new Collector(s.params.maxItems);
      for (const f of flagged.values()) {
        const whys = [
          ...f.rules.map((r) => {
            const rule = UNUSUAL_RULES.find((x) => x.id === r.rule)!;
            return `${r.debit} debited against ${r.credit}: ${rule.why}`;
          }),
          ...f.pairs.map(
            (p) =>
              `${p.debit} debited against ${p.credit}: together on only ${p.vouchers} voucher(s) of the year`,
          ),
        ];
        out.add(() => itemOf(f.ref, whys.join('; '), { rules: f.rules, pairs: f.pairs }));
      }
      return out.result('unusual-combination');
    },
  };
  return [rare, unusual];
}
