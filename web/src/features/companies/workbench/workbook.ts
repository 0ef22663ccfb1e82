/**
 * The .xlsx workbook's sheets as data (cells with types and number formats): the trial balance
 * with its comparison under BAS classes and groups with their subtotals, the review work per
 * account (tick mark and its comment, prepared by, reviewed by, open review notes), the
 * month-end balances and the monthly movements (each sheet saying which), the flags and the
 * key ratios; each sheet headed by the same block as the printed page (`headingFacts`). Pure;
 * `exportWorkbook` writes it with the library.
 */
import type { Catalog } from '../../../i18n/index.js';
import { arlName, statementLineName } from '../balances/lineNames.js';
import { rangesText } from './arl-lines.js';
import { basGroupOf, type Statement } from './bas.js';
import type { Flag } from './flags.js';
import { leadSchedule, type Amounts } from './lead-schedules.js';
import { tableLines } from './lines.js';
import { RATIO_IDS, type KeyRatios } from './ratios.js';
import { markState, type ReviewMark } from './review.js';
import { signOffKey, type SignOff, type SignOffSignature } from './signoff.js';
import type { Totals } from './totals.js';
import type { TrialBalance, TrialBalanceRow } from './trial-balance.js';

export const MONEY_FORMAT = '#,##0.00;-#,##0.00';
/** A real percentage: the cell holds the fraction (0.293), Excel shows 29.3 % in its language. */
export const PERCENT_FORMAT = '0.0%';
/** A change of two percentages, in percentage points. */
export const POINTS_FORMAT = '0.0';

export type XCell =
  | { type: 'string'; value: string; bold?: boolean }
  | { type: 'number'; value: number; format: string; bold?: boolean }
  | null;

export interface XSheet {
  name: string;
  rows: XCell[][];
  /** Rows above the data (the heading block and the column header): frozen. */
  frozenRows: number;
  widths: number[];
}

/** A file the figures come from. */
export interface SourceFile {
  name: string;
  uploaded: string;
  /** SHA-256 of the bytes, lowercase hex; null when the platform's report does not give it. */
  checksum: string | null;
}

/**
 * The heading's source files, or why they are not named: the platform has no file reports
 * (`notFromPlatform`, a V1 service without our extensions), or they could not be read just now
 * (`unread`).
 */
export type Sources = readonly SourceFile[] | 'notFromPlatform' | 'unread';

export interface WorkbookInput {
  tb: TrialBalance;
  flags: ReadonlyMap<string, Flag[]>;
  ratios: { current: KeyRatios | null; prior: KeyRatios | null };
  company: string;
  /** Performance (work) materiality, the flags' level. */
  materiality: number | null;
  /** The assignment's stored overall materiality and clearly-trivial limit, when known. */
  levels?: { overall: number | null; trivial: number | null };
  /** Tick marks by account. */
  marks?: ReadonlyMap<string, ReviewMark>;
  /** Sign-offs by `signOffKey`. */
  signOffs?: ReadonlyMap<string, SignOff>;
  sources?: Sources;
  exportedAt: string;
  t: Catalog['workbench'];
}

/** One line of the heading block: a label and a text or an amount (null: not set). */
export type HeadingFact =
  { label: string; text: string } | { label: string; amount: number | null };

// Soft hyphens break the screen's narrow headings; a spreadsheet's cell has no use for them.
const plain = (text: string) => text.replaceAll('\u00ad', '');
const s = (value: string, bold = false): XCell => ({ type: 'string', value: plain(value), bold });
const money = (value: number | null, bold = false): XCell =>
  value === null ? null : { type: 'number', value, format: MONEY_FORMAT, bold };
/** A percentage given in per cent (29.3), written as the fraction a percent cell holds. */
const pct = (value: number | null): XCell =>
  value === null || !Number.isFinite(value)
    ? null
    : { type: 'number', value: value / 100, format: PERCENT_FORMAT };
const points = (value: number | null): XCell =>
  value === null || !Number.isFinite(value)
    ? null
    : { type: 'number', value: Math.round(value * 10) / 10, format: POINTS_FORMAT };

const day = (iso: string) => iso.slice(0, 10);
const signedBy = (t: Catalog['workbench'], sig: SignOffSignature | null | undefined) =>
  sig ? t.export.signedBy(sig.username, day(sig.at)) : '';

/** Who signed the accounts at a step, and how many: "3 of 28 accounts: anna 2026-11-29". */
function signedSummary(i: WorkbookInput, step: 'prepared' | 'reviewed'): string {
  const who = new Set<string>();
  let signed = 0;
  for (const r of i.tb.rows) {
    const sig = i.signOffs?.get(signOffKey('account', r.accountNumber))?.[step];
    if (!sig) continue;
    signed++;
    who.add(signedBy(i.t, sig));
  }
  return i.t.export.signedAccounts(signed, i.tb.rows.length, [...who].sort().join(', '));
}

/**
 * The heading of the export and of the printed page: company, year, comparison, the three
 * materiality levels, the sign-offs, the open review notes, the source files, the export time.
 */
export function headingFacts(i: WorkbookInput): HeadingFact[] {
  const e = i.t.export;
  const r = i.tb.range;
  const c = i.tb.comparison;
  const openNotes = [...(i.signOffs?.values() ?? [])].reduce(
    (n, so) => n + so.notes.filter((x) => x.clearedAt === null).length,
    0,
  );
  const sources = i.sources ?? [];
  return [
    { label: e.company, text: i.company },
    { label: e.year, text: `${r.firstMonth} – ${r.lastMonth}` },
    {
      label: e.comparedWith,
      text: c.available
        ? `${c.range.firstMonth} – ${c.range.lastMonth}`
        : i.t.comparisonNone[c.reason],
    },
    { label: e.overallMateriality, amount: i.levels?.overall ?? null },
    { label: e.materiality, amount: i.materiality },
    { label: e.clearlyTrivial, amount: i.levels?.trivial ?? null },
    { label: e.preparedBy, text: signedSummary(i, 'prepared') },
    { label: e.reviewedBy, text: signedSummary(i, 'reviewed') },
    { label: e.openNotes, text: String(openNotes) },
    ...(typeof sources === 'string'
      ? [{ label: e.sources, text: e.sourcesMissing[sources] }]
      : sources.map((f, n) => ({
          label: n === 0 ? e.sources : '',
          text: e.source(f.name, f.uploaded, f.checksum),
        }))),
    { label: e.exportedAt, text: i.exportedAt },
  ];
}

function heading(i: WorkbookInput): XCell[][] {
  return [
    ...headingFacts(i).map((f): XCell[] => [
      s(f.label, true),
      'text' in f ? s(f.text) : f.amount === null ? s(i.t.export.notSet) : money(f.amount),
    ]),
    [],
  ];
}

function sheet(
  name: string,
  i: WorkbookInput,
  header: string[],
  body: XCell[][],
  widths: number[],
): XSheet {
  const top = heading(i);
  return {
    name,
    rows: [...top, header.map((h) => s(h, true)), ...body],
    frozenRows: top.length + 1,
    widths,
  };
}

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
        const share = r.materialityShare
          ? withPrior
            ? r.materialityShare.change
            : r.materialityShare.closing
          : null;
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

/** A lead schedule's figures in the statement sheets' columns (this year to the change in %). */
const leadCells = (a: Amounts, bold = false): XCell[] => [
  money(a.current, bold),
  money(a.prior, bold),
  money(a.change, bold),
  pct(a.changePercent),
];

/**
 * A statement as its lead schedule (`lead-schedules.ts`): ÅRL's lines with the BAS ranges that
 * feed them, each followed by its accounts, the sums and results, and each line's sign-off.
 */
function statementSheet(i: WorkbookInput, statement: Statement): XSheet {
  const t = i.t;
  const col = t.columns;
  const e = t.export;
  const pad = (depth: number, text: string) => `${'  '.repeat(depth)}${text}`;
  const signOffCells = (id: string): XCell[] => {
    const so = i.signOffs?.get(signOffKey('line', id));
    return [
      so?.prepared ? s(signedBy(t, so.prepared)) : null,
      so?.reviewed ? s(signedBy(t, so.reviewed)) : null,
    ];
  };
  const rows: XCell[][] = [];
  for (const r of leadSchedule(i.tb, statement)) {
    if (r.kind === 'heading') {
      rows.push([s(pad(r.depth, arlName(t, r.id)), true)]);
      continue;
    }
    if (r.kind === 'sum') {
      rows.push([
        s(pad(r.depth, statementLineName(t, r.id)), true),
        null,
        ...leadCells(r, true),
        ...signOffCells(r.id),
      ]);
      continue;
    }
    rows.push([
      s(pad(r.depth, arlName(t, r.id))),
      r.ranges ? s(rangesText(r.ranges)) : null,
      ...leadCells(r),
      ...signOffCells(r.id),
    ]);
    for (const a of r.accounts)
      rows.push([
        s(pad(r.depth + 1, `${a.row.accountNumber} ${a.row.accountName}`)),
        null,
        ...leadCells(a),
      ]);
  }
  return sheet(
    statement === 'incomeStatement' ? e.sheets.income : e.sheets.balanceSheet,
    i,
    [
      t.statements.line,
      t.statements.accountsIn,
      col.current,
      col.prior,
      t.statements.change,
      t.statements.changePercent,
      e.preparedBy,
      e.reviewedBy,
    ],
    rows,
    [60, 22, 16, 16, 16, 12, 22, 22],
  );
}
