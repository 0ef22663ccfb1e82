/**
 * The .xlsx workbook's sheets as data (cells with types and number formats): the trial balance
 * with its comparison, the months, the flags and the key ratios, each headed by company, year,
 * materiality and export time. Pure; `exportWorkbook` writes it with the library.
 */
import type { Catalog } from '../../../i18n/index.js';
import { basGroupOf } from './bas.js';
import type { Flag } from './flags.js';
import { RATIO_IDS, type KeyRatios } from './ratios.js';
import type { TrialBalance } from './trial-balance.js';

export const MONEY_FORMAT = '#,##0.00;-#,##0.00';
export const PERCENT_FORMAT = '0.0';

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

export interface WorkbookInput {
  tb: TrialBalance;
  flags: ReadonlyMap<string, Flag[]>;
  ratios: { current: KeyRatios | null; prior: KeyRatios | null };
  company: string;
  /** Performance (work) materiality, the flags' level. */
  materiality: number | null;
  /** The assignment's stored overall materiality and clearly-trivial limit, when known. */
  levels?: { overall: number | null; trivial: number | null };
  exportedAt: string;
  t: Catalog['workbench'];
}

const s = (value: string, bold = false): XCell => ({ type: 'string', value, bold });
const money = (value: number | null, bold = false): XCell =>
  value === null ? null : { type: 'number', value, format: MONEY_FORMAT, bold };
const pct = (value: number | null): XCell =>
  value === null || !Number.isFinite(value)
    ? null
    : { type: 'number', value: Math.round(value * 10) / 10, format: PERCENT_FORMAT };

function heading(i: WorkbookInput): XCell[][] {
  const e = i.t.export;
  const r = i.tb.range;
  const c = i.tb.comparison;
  return [
    [s(e.company, true), s(i.company)],
    [s(e.year, true), s(`${r.firstMonth} – ${r.lastMonth}`)],
    [
      s(e.comparedWith, true),
      c.available
        ? s(`${c.range.firstMonth} – ${c.range.lastMonth}`)
        : s(i.t.comparisonNone[c.reason]),
    ],
    [
      s(e.materiality, true),
      i.materiality === null ? s(i.t.materialitySource.none) : money(i.materiality),
    ],
    ...(i.levels?.overall != null
      ? [[s(e.overallMateriality, true), money(i.levels.overall)]]
      : []),
    ...(i.levels?.trivial != null ? [[s(e.clearlyTrivial, true), money(i.levels.trivial)]] : []),
    [s(e.exportedAt, true), s(i.exportedAt)],
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

export function workbookSheets(i: WorkbookInput): XSheet[] {
  const t = i.t;
  const col = t.columns;
  const tb = i.tb;
  // With a prior year the share is of the change, without one of the closing balance.
  const withPrior = tb.comparison.available;
  const trial = sheet(
    t.export.sheets.trial,
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
    ],
    tb.rows.map((r) => {
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
        s((i.flags.get(r.accountNumber) ?? []).map((f) => t.flagShort[f.code]).join(', ')),
      ];
    }),
    [10, 36, 30, 16, 16, 16, 16, 16, 12, 12, 16, 30],
  );
  const months = tb.rows[0]?.months.map((m) => m.month) ?? [];
  const allMonths = [...new Set(tb.rows.flatMap((r) => r.months.map((m) => m.month)))].sort();
  const periods = allMonths.length >= months.length ? allMonths : months;
  const monthSheet = sheet(
    t.export.sheets.months,
    i,
    [col.account, col.name, ...periods, col.movement],
    tb.rows.map((r) => [
      s(r.accountNumber),
      s(r.accountName),
      ...periods.map((p) => money(r.months.find((m) => m.month === p)?.amount ?? 0)),
      money(r.movement, true),
    ]),
    [10, 36, ...periods.map(() => 14), 16],
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
    t.export.sheets.flags,
    i,
    [col.account, col.name, t.export.flag, t.export.detail, col.closing, col.change],
    flagRows,
    [10, 36, 36, 30, 16, 16],
  );
  const ratioSheet = sheet(
    t.export.sheets.ratios,
    i,
    [col.ratio, col.current, col.prior, t.ratios.change, col.formula],
    RATIO_IDS.map((id) => {
      const cur = i.ratios.current?.values[id] ?? null;
      const pri = i.ratios.prior?.values[id] ?? null;
      return [
        s(t.ratios.names[id]),
        pct(cur),
        pct(pri),
        pct(cur !== null && pri !== null ? cur - pri : null),
        s(t.ratios.formulas[id]),
      ];
    }),
    [40, 12, 12, 14, 80],
  );
  return [trial, monthSheet, flagSheet, ratioSheet];
}
