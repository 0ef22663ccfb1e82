/**
 * The .xlsx workbook's sheets as data (cells with types and number formats): the trial balance
 * with its comparison under BAS classes and groups with their subtotals, the review work per
 * account (tick mark and its comment, prepared by, reviewed by, open review notes), the
 * month-end balances and the monthly movements (each sheet saying which), the flags and the
 * key ratios; each sheet headed by the same block as the printed page (`headingFacts`). Pure;
 * `exportWorkbook` writes it with the library.
 */
import { basGroupOf } from './bas.js';
import { tableLines } from './lines.js';
import { RATIO_IDS } from './ratios.js';
import { markState } from './review.js';
import { signOffKey } from './signoff.js';
import type { Totals } from './totals.js';
import { shownMaterialityShare, type TrialBalanceRow } from './trial-balance.js';
import { day, money, pct, points, s, type XCell, type XSheet } from './workbook-cells.js';
import { sheet, signedBy, type WorkbookInput } from './workbook-heading.js';
import { statementSheet } from './workbook-statements.js';

export {
  MONEY_FORMAT,
  PERCENT_FORMAT,
  POINTS_FORMAT,
  type XCell,
  type XSheet,
} from './workbook-cells.js';
export {
  headingFacts,
  type HeadingFact,
  type SourceFile,
  type Sources,
  type WorkbookInput,
} from './workbook-heading.js';

/** An account's review work: tick mark, its comment, prepared by, reviewed by, open notes. */
function reviewCells(i: WorkbookInput, r: TrialBalanceRow): XCell[] {
  const e = i.t.export;
  const mark = i.marks?.get(r.accountNumber);
  const state = markState(mark, r, i.tb.range.lastMonth);
  const so = i.signOffs?.get(signOffKey('account', r.accountNumber));
  const open = (so?.notes ?? []).filter((n) => n.clearedAt === null);
  return [
    mark && state !== 'none'
      ? s((state === 'reviewed' ? e.ticked : e.tickChanged)(mark.username, day(mark.markedAt)))
      : null,
    mark?.comment ? s(mark.comment) : null,
    so?.prepared ? s(signedBy(i.t, so.prepared)) : null,
    so?.reviewed ? s(signedBy(i.t, so.reviewed)) : null,
    open.length
      ? s(open.map((n) => `${n.text} (${n.openedBy} ${day(n.openedAt)})`).join('; '))
      : null,
  ];
}

/** A subtotal's amounts in the trial sheet's columns (opening to change). */
const totalCells = (x: Totals): XCell[] => [
  money(x.opening, true),
  money(x.movement, true),
  money(x.closing, true),
  money(x.priorClosing, true),
  money(x.change, true),
];

/** Month-end balances from the opening and the months' movements, as the screen shows them. */
function monthEnds(r: TrialBalanceRow, periods: readonly string[]): number[] {
  let balance = Math.round(r.opening * 100);
  return periods.map((p) => {
    balance += Math.round((r.months.find((m) => m.month === p)?.amount ?? 0) * 100);
    return balance / 100;
  });
}

export function workbookSheets(i: WorkbookInput): XSheet[] {
  const t = i.t;
  const col = t.columns;
  const e = t.export;
  const tb = i.tb;
  // With a prior year the share is of the change, without one of the closing balance.
  const withPrior = tb.comparison.available;
  const lines = tableLines(tb, {
    flags: i.flags,
    marks: i.marks ?? new Map(),
    classDigit: null,
    filter: null,
    search: '',
    sort: 'account',
    descending: false,
  });
  const trialRows: XCell[][] = lines.map((line) => {
    switch (line.kind) {
      case 'class':
        return [null, s(line.id === 'outside' ? t.classes.outside : t.classes[line.id], true)];
      case 'group':
        return [null, s(t.groups[line.id], true)];
      case 'groupTotal':
        return [null, s(e.subtotal(t.groups[line.id]), true), null, ...totalCells(line.totals)];
      case 'classTotal':
        return [
          null,
          s(e.subtotal(line.id === 'outside' ? t.classes.outside : t.classes[line.id]), true),
          null,
          ...totalCells(line.totals),
        ];
      case 'account': {
        const r = line.row;
        const g = basGroupOf(r.accountNumber);
        const share = shownMaterialityShare(r, withPrior);
        return [
          s(r.accountNumber),
          s(r.accountName),
          s(g ? t.groups[g.id] : r.classId ? t.classes[r.classId] : t.classes.outside),
          money(r.opening),
          money(r.movement),
          money(r.closing),
          money(r.prior?.closing ?? null),
          money(r.change),
          pct(r.changePercent),
          pct(share === null ? null : share * 100),
          money(r.openingDifference),
          s(line.flags.map((f) => t.flagShort[f.code]).join(', ')),
          ...reviewCells(i, r),
        ];
      }
    }
  });
  const trial = sheet(
    e.sheets.trial,
    i,
    [
      col.account,
      col.name,
      t.accountClass,
      col.opening,
      col.movement,
      col.closing,
      col.priorClosing,
      col.change,
      col.changePercent,
      withPrior ? col.changeShare : col.closingShare,
      col.openingDifference,
      col.flags,
      e.tick,
      e.tickComment,
      e.preparedBy,
      e.reviewedBy,
      e.notesColumn,
    ],
    trialRows,
    [10, 36, 30, 16, 16, 16, 16, 16, 12, 12, 16, 30, 30, 30, 22, 22, 40],
  );
  const months = tb.rows[0]?.months.map((m) => m.month) ?? [];
  const allMonths = [...new Set(tb.rows.flatMap((r) => r.months.map((m) => m.month)))].sort();
  const periods = allMonths.length >= months.length ? allMonths : months;
  const balanceSheet = sheet(
    e.sheets.balances,
    i,
    [col.account, col.name, col.opening, ...periods.map(e.monthBalance)],
    tb.rows.map((r) => [
      s(r.accountNumber),
      s(r.accountName),
      money(r.opening),
      ...monthEnds(r, periods).map((b) => money(b)),
    ]),
    [10, 36, 16, ...periods.map(() => 16)],
  );
  const movementSheet = sheet(
    e.sheets.movements,
    i,
    [col.account, col.name, ...periods.map(e.monthMovement), col.movement],
    tb.rows.map((r) => [
      s(r.accountNumber),
      s(r.accountName),
      ...periods.map((p) => money(r.months.find((m) => m.month === p)?.amount ?? 0)),
      money(r.movement, true),
    ]),
    [10, 36, ...periods.map(() => 16), 16],
  );
  const flagRows: XCell[][] = [];
  for (const r of tb.rows)
    for (const f of i.flags.get(r.accountNumber) ?? [])
      flagRows.push([
        s(r.accountNumber),
        s(r.accountName),
        s(t.filters[f.code]),
        // the months, or by how much the opening differs from the prior year's closing
        f.months
          ? s(f.months.join(', '))
          : f.code === 'OPENING_MISMATCH'
            ? money(r.openingDifference)
            : s(''),
        money(r.closing),
        money(r.change),
      ]);
  const flagSheet = sheet(
    e.sheets.flags,
    i,
    [col.account, col.name, e.flag, e.detail, col.closing, col.change],
    flagRows,
    [10, 36, 36, 30, 16, 16],
  );
  const ratioSheet = sheet(
    e.sheets.ratios,
    i,
    [col.ratio, col.current, col.prior, t.ratios.change, col.formula],
    RATIO_IDS.map((id) => {
      const cur = i.ratios.current?.values[id] ?? null;
      const pri = i.ratios.prior?.values[id] ?? null;
      return [
        s(t.ratios.names[id]),
        pct(cur),
        pct(pri),
        points(cur !== null && pri !== null ? cur - pri : null),
        s(t.ratios.formulas[id]),
      ];
    }),
    [40, 12, 12, 14, 80],
  );
  return [
    trial,
    statementSheet(i, 'incomeStatement'),
    statementSheet(i, 'balanceSheet'),
    balanceSheet,
    movementSheet,
    flagSheet,
    ratioSheet,
  ];
}
