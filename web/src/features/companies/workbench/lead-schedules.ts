/**
 * Lead schedules: the income statement and the balance sheet on the annual report's lines
 * (`arl-lines.ts`), each line with its accounts, this year, the prior year and the change. Pure;
 * sums exact in öre, amounts in kronor.
 *
 * Signs are the statements': in the income statement each line is its contribution to the result
 * (income positive, costs negative); in the balance sheet assets, equity and liabilities are
 * positive. An account under a line has the line's sign, so the accounts add up to the line: a
 * contra account (1229 ackumulerade avskrivningar) reads negative under its asset line.
 */
import {
  BALANCE_SHEET,
  INCOME_STATEMENT,
  arlLineOf,
  type AccountRange,
  type ArlComputed,
  type ArlNode,
} from './arl-lines.js';
import { isBankAccount } from './sides.js';
import type { Statement } from './bas.js';
import type { TrialBalance, TrialBalanceRow } from './trial-balance.js';

const kr = (o: number) => (o === 0 ? 0 : o / 100);
const ore = (k: number) => Math.round(k * 100);

export interface Amounts {
  current: number;
  /** Null without a comparison. */
  prior: number | null;
  /** current - prior; null without a comparison. */
  change: number | null;
  /** change / prior x 100, in the prior figure's own direction (as the trial balance's); null
   *  without a comparison or when the prior figure is 0. */
  changePercent: number | null;
}

export interface LeadAccount extends Amounts {
  row: TrialBalanceRow;
  /** A bank account whose figure of one year is on the overdraft line, of the other here. */
  split: boolean;
}

export type LeadRow =
  | { kind: 'heading'; id: string; depth: number }
  | ({
      kind: 'line';
      id: string;
      depth: number;
      /** The BAS ranges that feed it; null for a computed line (the unbooked result, the
       *  "not mapped" lines). */
      ranges: readonly AccountRange[] | null;
      /** Shown after the result and not part of it (899x). */
      memo: boolean;
      accounts: LeadAccount[];
    } & Amounts)
  /** A group's "Summa" row (`group`: the heading's id) or a result (Rörelseresultat ...; the
   *  balance sheet's `difference`, zero when it balances). */
  | ({ kind: 'sum'; id: string; depth: number; group: string | null } & Amounts);

interface Pair {
  cur: number;
  pri: number;
}

function amounts(p: Pair, withPrior: boolean): Amounts {
  if (!withPrior) return { current: kr(p.cur), prior: null, change: null, changePercent: null };
  const change = p.cur - p.pri;
  return {
    current: kr(p.cur),
    prior: kr(p.pri),
    change: kr(change),
    changePercent: p.pri === 0 ? null : (change / p.pri) * 100,
  };
}

/** The balance-sheet lines under `assets` (the others are equity and liabilities). */
const ASSET_LINES: ReadonlySet<string> = (() => {
  const out = new Set<string>();
  const add = (nodes: readonly ArlNode[]) =>
    nodes.forEach((n) => (n.kind === 'group' ? add(n.children) : out.add(n.id)));
  const assets = BALANCE_SHEET.find((n) => n.id === 'assets');
  if (assets?.kind === 'group') add(assets.children);
  return out;
})();

interface Entry {
  row: TrialBalanceRow;
  /** Öre, in the trial balance's sign (debit positive). */
  cur: number;
  pri: number;
  split: boolean;
}

/** The line each row's figures go to, by year: the overdraft split and the "not mapped" lines. */
function entries(tb: TrialBalance): Map<string, Entry[]> {
  const out = new Map<string, Entry[]>();
  const push = (id: string, e: Entry) => {
    const list = out.get(id);
    if (list) list.push(e);
    else out.set(id, [e]);
  };
  for (const row of tb.rows) {
    const cur = ore(row.closing);
    const pri = ore(row.prior?.closing ?? 0);
    if (isBankAccount(row.accountNumber) && (cur < 0 || pri < 0)) {
      // ÅRL 2 kap. 4 §: a bank account in credit is a debt, not a smaller asset.
      const split = (cur < 0 && pri > 0) || (cur > 0 && pri < 0);
      const inCredit = { cur: cur < 0 ? cur : 0, pri: pri < 0 ? pri : 0 };
      push('bankOverdraft', { row, ...inCredit, split });
      if (split)
        push('cashAndBank', { row, cur: cur - inCredit.cur, pri: pri - inCredit.pri, split });
      continue;
    }
    const line = arlLineOf(row.accountNumber);
    let id: string;
    if (line) id = line.id;
    else if (row.statement === 'incomeStatement') id = 'unmappedResult';
    else id = row.side === 'asset' ? 'unmappedAssets' : 'unmappedLiabilities';
    push(id, { row, cur, pri, split: false });
  }
  return out;
}

/**
 * The statement's rows, in order. Lines without accounts are left out, and a heading with
 * nothing under it; the results, the year's unbooked result and the totals are always there.
 */
export function leadSchedule(tb: TrialBalance, statement: Statement): LeadRow[] {
  const withPrior = tb.comparison.available;
  const byLine = entries(tb);
  const balance = statement === 'balanceSheet';
  const rows: LeadRow[] = [];
  // The running result of the income statement, and the balance sheet's two totals.
  const run: Pair = { cur: 0, pri: 0 };
  const totals = new Map<string, Pair>();

  const computedPair = (id: ArlComputed['id']): Pair | null => {
    if (id !== 'unbookedResult') return null;
    // The result not yet booked to equity: every income-statement account, 899x included.
    const p: Pair = { cur: 0, pri: 0 };
    for (const r of tb.rows)
      if (r.statement === 'incomeStatement') {
        p.cur -= ore(r.closing);
        p.pri -= ore(r.prior?.closing ?? 0);
      }
    return p;
  };

  /** Adds a node's rows; returns its sum, or null when nothing of it is shown. */
  const visit = (node: ArlNode, depth: number): Pair | null => {
    if (node.kind === 'result') {
      rows.push({ kind: 'sum', id: node.id, depth, group: null, ...amounts(run, withPrior) });
      return null;
    }
    if (node.kind === 'group') {
      const at = rows.length;
      rows.push({ kind: 'heading', id: node.id, depth });
      const sum: Pair = { cur: 0, pri: 0 };
      let shown = false;
      for (const c of node.children) {
        const p = visit(c, depth + 1);
        if (!p) continue;
        shown = true;
        sum.cur += p.cur;
        sum.pri += p.pri;
      }
      // The balance sheet's two halves always show, with their totals.
      if (!shown && !(balance && depth === 0)) {
        rows.splice(at, 1);
        return null;
      }
      if (node.sum !== null)
        rows.push({ kind: 'sum', id: node.sum, depth, group: node.id, ...amounts(sum, withPrior) });
      if (balance && depth === 0) totals.set(node.id, sum);
      return sum;
    }
    const sign = balance && ASSET_LINES.has(node.id) ? 1 : -1;
    const list = byLine.get(node.id) ?? [];
    const fixed = node.kind === 'computed' ? computedPair(node.id) : null;
    if (list.length === 0 && !fixed) return null;
    const pair: Pair = fixed ?? { cur: 0, pri: 0 };
    const accounts: LeadAccount[] = list.map((e) => {
      pair.cur += sign * e.cur;
      pair.pri += sign * e.pri;
      return {
        row: e.row,
        split: e.split,
        ...amounts({ cur: sign * e.cur, pri: sign * e.pri }, withPrior),
      };
    });
    const memo = node.kind === 'memo';
    rows.push({
      kind: 'line',
      id: node.id,
      depth,
      ranges: node.kind === 'computed' ? null : node.ranges,
      memo,
      accounts,
      ...amounts(pair, withPrior),
    });
    if (memo) return null;
    if (!balance) {
      run.cur += pair.cur;
      run.pri += pair.pri;
    }
    return pair;
  };

  for (const node of balance ? BALANCE_SHEET : INCOME_STATEMENT) visit(node, 0);
  if (balance) {
    const a = totals.get('assets') ?? { cur: 0, pri: 0 };
    const el = totals.get('equityAndLiabilities') ?? { cur: 0, pri: 0 };
    const diff = { cur: a.cur - el.cur, pri: a.pri - el.pri };
    rows.push({
      kind: 'sum',
      id: 'difference',
      depth: 0,
      group: null,
      ...amounts(diff, withPrior),
    });
  }
  return rows;
}

/** A row's figures by id (lines, sums and results), for a reader that wants one. */
export function figureOf(rows: readonly LeadRow[], id: string): Amounts | null {
  const r = rows.find((x) => x.id === id && x.kind !== 'heading');
  return r && r.kind !== 'heading' ? r : null;
}
