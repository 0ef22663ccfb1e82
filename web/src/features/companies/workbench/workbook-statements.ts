import { arlName, statementLineName } from '../balances/lineNames.js';
import { rangesText } from './arl-lines.js';
import type { Statement } from './bas.js';
import { leadSchedule, type Amounts } from './lead-schedules.js';
import { signOffKey } from './signoff.js';
import { money, pct, s, type XCell, type XSheet } from './workbook-cells.js';
import { sheet, signedBy, type WorkbookInput } from './workbook-heading.js';

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
export function statementSheet(i: WorkbookInput, statement: Statement): XSheet {
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
