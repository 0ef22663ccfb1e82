/**
 * The trial-balance table's lines: grouped by BAS class and group with subtotals (the whole
 * table), or a flat list when narrowed or sorted; filters with counts. Pure.
 */
import type { BasClassId, BasGroupId } from './bas.js';
import { basClassOfDigit } from './bas.js';
import type { Flag } from './flags.js';
import type { FilterId, SignMode, SortId } from './params.js';
import { FILTERS } from './params.js';
import { markState, type ReviewMark } from './review.js';
import { statementAmount, subtotals, type Totals } from './totals.js';
import type { TrialBalance, TrialBalanceRow } from './trial-balance.js';

export type Line =
  | { kind: 'class'; key: string; id: BasClassId | 'outside' }
  | { kind: 'group'; key: string; id: BasGroupId }
  | { kind: 'account'; key: string; row: TrialBalanceRow; flags: Flag[] }
  | { kind: 'groupTotal'; key: string; id: BasGroupId; side: Side; totals: Totals }
  | { kind: 'classTotal'; key: string; id: BasClassId | 'outside'; side: Side; totals: Totals };

type Side = TrialBalanceRow['side'];

export interface LineOptions {
  flags: ReadonlyMap<string, Flag[]>;
  marks: ReadonlyMap<string, ReviewMark>;
  classDigit: number | null;
  filter: FilterId | null;
  search: string;
  sort: SortId;
  descending: boolean;
}

/** Whether a row passes a filter. */
export function passes(
  row: TrialBalanceRow,
  filter: FilterId,
  flags: Flag[],
  mark: ReviewMark | undefined,
  lastMonth: string,
): boolean {
  if (filter === 'FLAGGED') return flags.length > 0;
  if (filter === 'UNREVIEWED') return markState(mark, row, lastMonth) !== 'reviewed';
  return flags.some((f) => f.code === filter);
}

/** How many accounts each filter leaves. */
export function filterCounts(
  tb: TrialBalance,
  flags: ReadonlyMap<string, Flag[]>,
  marks: ReadonlyMap<string, ReviewMark>,
): Record<FilterId, number> {
  const out = Object.fromEntries(FILTERS.map((f) => [f, 0])) as Record<FilterId, number>;
  for (const r of tb.rows) {
    const f = flags.get(r.accountNumber) ?? [];
    for (const id of FILTERS)
      if (passes(r, id, f, marks.get(r.accountNumber), tb.range.lastMonth)) out[id]++;
  }
  return out;
}

/** A row's sort value (absolute amounts for sizes; null last). */
function sortValue(r: TrialBalanceRow, sort: SortId): number | null {
  switch (sort) {
    case 'closing':
      return Math.abs(r.closing);
    case 'change':
      return r.change === null ? null : Math.abs(r.change);
    case 'changePercent':
      return r.changePercent === null ? null : Math.abs(r.changePercent);
    case 'materiality':
      return r.materialityShare?.change ?? r.materialityShare?.closing ?? null;
    default:
      return null;
  }
}

/** The rows the options leave, in their order. */
export function visibleRows(tb: TrialBalance, o: LineOptions): TrialBalanceRow[] {
  const q = o.search.trim().toLowerCase();
  // A digit names its class: 5 and 6 are both övriga externa kostnader.
  const classId = o.classDigit === null ? null : (basClassOfDigit(o.classDigit)?.id ?? 'none');
  let rows = tb.rows.filter(
    (r) =>
      (classId === null || r.classId === classId) &&
      (q === '' || r.accountNumber.startsWith(q) || r.accountName.toLowerCase().includes(q)) &&
      (o.filter === null ||
        passes(
          r,
          o.filter,
          o.flags.get(r.accountNumber) ?? [],
          o.marks.get(r.accountNumber),
          tb.range.lastMonth,
        )),
  );
  if (o.sort !== 'account') {
    const dir = o.descending ? -1 : 1;
    rows = [...rows].sort((a, b) => {
      const x = sortValue(a, o.sort);
      const y = sortValue(b, o.sort);
      if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
      return (x - y) * dir || (a.accountNumber < b.accountNumber ? -1 : 1);
    });
  } else if (o.descending) rows = [...rows].reverse();
  return rows;
}

const account = (r: TrialBalanceRow, o: LineOptions): Line => ({
  kind: 'account',
  key: r.accountNumber,
  row: r,
  flags: o.flags.get(r.accountNumber) ?? [],
});

/**
 * The lines of the table. Sorted by account and not narrowed by a filter or a search: under
 * each class and group with their subtotals (a class filter keeps the grouping). Otherwise the
 * rows alone: a subtotal of some accounts of a group would read as the group's.
 */
export function tableLines(tb: TrialBalance, o: LineOptions): Line[] {
  const rows = visibleRows(tb, o);
  if (o.sort !== 'account' || o.descending || o.filter !== null || o.search.trim() !== '')
    return rows.map((r) => account(r, o));
  const sub = subtotals({ ...tb, rows });
  const lines: Line[] = [];
  for (const c of sub.classes) {
    const side: Side = c.id === 'assets' ? 'asset' : 'other';
    lines.push({ kind: 'class', key: `c:${c.id}`, id: c.id });
    for (const g of sub.groups) {
      const inClass = rows.filter((r) => r.classId === c.id && r.groupId === g.id);
      if (inClass.length === 0) continue;
      lines.push({ kind: 'group', key: `g:${c.id}:${g.id}`, id: g.id });
      lines.push(...inClass.map((r) => account(r, o)));
      const totals = subtotals({ ...tb, rows: inClass }).groups[0]!.totals;
      lines.push({ kind: 'groupTotal', key: `gt:${c.id}:${g.id}`, id: g.id, side, totals });
    }
    const ungrouped = rows.filter((r) => r.classId === c.id && r.groupId === null);
    lines.push(...ungrouped.map((r) => account(r, o)));
    lines.push({ kind: 'classTotal', key: `ct:${c.id}`, id: c.id, side, totals: c.totals });
  }
  const outside = rows.filter((r) => r.classId === null);
  if (outside.length > 0) {
    const totals = subtotals({ ...tb, rows: outside }).outsideGroups;
    lines.push({ kind: 'class', key: 'c:outside', id: 'outside' });
    lines.push(...outside.map((r) => account(r, o)));
    lines.push({ kind: 'classTotal', key: 'ct:outside', id: 'outside', side: 'other', totals });
  }
  return lines;
}

/** An amount as the chosen view shows it. */
export function shown(amount: number, side: Side, signs: SignMode): number;
export function shown(amount: number | null, side: Side, signs: SignMode): number | null;
export function shown(amount: number | null, side: Side, signs: SignMode): number | null {
  if (amount === null) return null;
  return signs === 'statement' ? statementAmount(amount, side) : amount;
}
