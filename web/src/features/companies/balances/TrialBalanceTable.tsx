import { Fragment, memo, type CSSProperties, type ReactNode } from 'react';
import { Badge, Group, Table, Text, UnstyledButton } from '@mantine/core';
import {
  formatKronor,
  formatMoney,
  formatPercent,
  formatPercentOne,
} from '../../../lib/format/format.js';
import { rowCountLabel } from '../../../lib/tables/rowCount.js';
import { SidewaysHint } from '../../../lib/tables/SidewaysHint.js';
import { ScrollBox, useVirtualRows, VirtualBody } from '../../../lib/tables/virtualRows.js';
import { BreakableName } from '../../../lib/ui/wrapping.js';
import { useT } from '../../../i18n/index.js';
import './sticky-table.css';
import type { Line } from '../workbench/lines.js';
import { shown } from '../workbench/lines.js';
import type { SignMode } from '../workbench/params.js';
import { markState, type ReviewMark } from '../workbench/review.js';
import { accountFigure, signOffKey, signOffSummary, type SignOff } from '../workbench/signoff.js';
import type { Totals } from '../workbench/totals.js';
import type { TrialBalanceRow } from '../workbench/trial-balance.js';
import type { Flag } from '../workbench/flags.js';

const ROW_HEIGHT = 35;
/**
 * The account and name columns stay put while the amounts scroll sideways. Their widths are
 * CSS variables (sticky-table.css): narrower on a phone, where the name wraps instead.
 */
const ACCOUNT_W = 'var(--sticky-account)';
const NAME_W = 'var(--sticky-name)';
const sticky: CSSProperties = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  background: 'var(--mantine-color-body)',
  width: ACCOUNT_W,
  minWidth: ACCOUNT_W,
  maxWidth: ACCOUNT_W,
};
const stickyName: CSSProperties = {
  ...sticky,
  left: ACCOUNT_W,
  width: NAME_W,
  minWidth: NAME_W,
  maxWidth: NAME_W,
};
/** A heading or subtotal label over both sticky columns, exactly their width. */
const stickyLabel = (background: string): CSSProperties => ({
  ...sticky,
  width: `calc(${ACCOUNT_W} + ${NAME_W})`,
  minWidth: `calc(${ACCOUNT_W} + ${NAME_W})`,
  maxWidth: `calc(${ACCOUNT_W} + ${NAME_W})`,
  background,
});
/** Headings wrap at their words, so a column is as wide as its figures (1440 px: no sideways scroll). */
const num: CSSProperties = { textAlign: 'right' };

interface Props {
  lines: Line[];
  accounts: number;
  total: number;
  signs: SignMode;
  withPrior: boolean;
  withMateriality: boolean;
  marks: ReadonlyMap<string, ReviewMark>;
  /** The year's sign-offs by `signOffKey`. */
  signOffs: ReadonlyMap<string, SignOff>;
  lastMonth: string;
  onOpen: (account: string) => void;
  /** Every row at once (for printing), not only those in view. */
  all?: boolean;
}

/** A row's amount columns, in the header's order; the prior year's two only beside it. */
const FIGURES = ['opening', 'movement', 'closing'] as const;
const FIGURES_WITH_PRIOR = [...FIGURES, 'prior', 'change'] as const;

function AmountCells(p: {
  figures: {
    opening: number;
    movement: number;
    closing: number;
    prior: number | null;
    change: number | null;
  };
  side: TrialBalanceRow['side'];
  signs: SignMode;
  withPrior: boolean;
  strong?: boolean;
}) {
  const keys = p.withPrior ? FIGURES_WITH_PRIOR : FIGURES;
  return (
    <>
      {keys.map((key) => (
        <Table.Td key={key} className="num" fw={p.strong ? 600 : undefined}>
          {formatKronor(shown(p.figures[key], p.side, p.signs))}
        </Table.Td>
      ))}
    </>
  );
}

/** Flags that say a balance is booked wrong, not only that it moved. */
const RED_FLAGS: ReadonlySet<Flag['code']> = new Set([
  'WRONG_SIGN',
  'OVERDRAFT',
  'OPENING_MISMATCH',
]);

/** A flag badge's title: what it means, with its months or figures. */
function flagTitle(
  f: Flag,
  r: TrialBalanceRow,
  signs: SignMode,
  w: ReturnType<typeof useT>['workbench'],
): string {
  if (f.months) return w.flagMonths(f.months.join(', '));
  if (f.code === 'OVERDRAFT') return w.flagDetail.OVERDRAFT;
  if (f.code === 'OPENING_MISMATCH' && r.openingDifference !== null)
    return w.flagDetail.openingMismatch(
      formatMoney(shown(r.opening, r.side, signs)),
      formatMoney(shown(r.opening - r.openingDifference, r.side, signs)),
    );
  return w.filters[f.code];
}

interface AccountLineProps {
  row: TrialBalanceRow;
  flags: Flag[];
  mark: ReviewMark | undefined;
  signOff: SignOff | undefined;
  signs: SignMode;
  withPrior: boolean;
  withMateriality: boolean;
  lastMonth: string;
  onOpen: (account: string) => void;
}

/** One account's cells; the same row with the same figures is not rendered again (memo). */
const AccountLine = memo(function AccountLine(p: AccountLineProps) {
  const t = useT();
  const w = t.workbench;
  const r = p.row;
  const state = markState(p.mark, r, p.lastMonth);
  const so = signOffSummary(p.signOff, accountFigure(r));
  const s = w.signoff;
  const signature = p.signOff?.reviewed ?? p.signOff?.prepared;
  return (
    <>
      <Table.Th scope="row" style={{ ...sticky, fontWeight: 500 }}>
        <UnstyledButton
          onClick={() => p.onOpen(r.accountNumber)}
          aria-label={w.drill.open(r.accountNumber)}
          c="indigo.8"
          fz="sm"
          fw={600}
          style={{ fontVariantNumeric: 'tabular-nums', textDecoration: 'underline' }}
        >
          {r.accountNumber}
        </UnstyledButton>
      </Table.Th>
      <Table.Td style={stickyName} className="sticky-name" title={r.accountName}>
        <BreakableName name={r.accountName} />
      </Table.Td>
      <AmountCells
        figures={{ ...r, prior: r.prior?.closing ?? null }}
        side={r.side}
        signs={p.signs}
        withPrior={p.withPrior}
      />
      {p.withPrior ? (
        // (closing - prior) / prior: the same in either sign convention (trial-balance.ts)
        <Table.Td className="num">{formatPercentOne(r.changePercent)}</Table.Td>
      ) : null}
      {p.withMateriality ? (
        // with a prior year the change's share of materiality, without one the closing's
        <Table.Td className="num">
          {r.materialityShare
            ? formatPercent(
                (p.withPrior ? (r.materialityShare.change ?? 0) : r.materialityShare.closing) * 100,
              )
            : '–'}
        </Table.Td>
      ) : null}
      <Table.Td className="workbench-badges">
        <Group gap={4}>
          {p.flags.map((f) => (
            // A title, not a tooltip: a floating tooltip per badge costs a few ms per row.
            <Badge
              key={f.code}
              size="sm"
              variant="light"
              color={RED_FLAGS.has(f.code) ? 'red' : 'orange'}
              title={flagTitle(f, r, p.signs, w)}
            >
              {w.flagShort[f.code]}
            </Badge>
          ))}
        </Group>
      </Table.Td>
      <Table.Td className="workbench-badges">
        {/* The sign-off, then the tick mark: one word each (docs/WORKBENCH.md). */}
        <Group gap={4}>
          {so.state === 'none' ? null : (
            <Badge
              size="sm"
              variant="light"
              color={so.state === 'reviewed' ? 'green' : 'blue'}
              title={
                signature
                  ? (so.state === 'reviewed' ? s.reviewedBy : s.preparedBy)(
                      signature.username,
                      signature.at.slice(0, 10),
                    )
                  : undefined
              }
            >
              {so.state === 'reviewed' ? s.reviewed : s.prepared}
            </Badge>
          )}
          {so.changed ? (
            <Badge size="sm" variant="light" color="yellow">
              {s.changed}
            </Badge>
          ) : null}
          {so.openNotes > 0 ? (
            <Badge size="sm" variant="outline" color="orange">
              {s.openNotes(so.openNotes)}
            </Badge>
          ) : null}
          {state === 'none' ? null : (
            <Badge size="sm" variant="dot" color={state === 'reviewed' ? 'gray' : 'yellow'}>
              {state === 'reviewed' ? w.review.reviewed : w.review.changedShort}
            </Badge>
          )}
        </Group>
      </Table.Td>
    </>
  );
});

function TotalLine(p: {
  label: string;
  totals: Totals;
  side: TrialBalanceRow['side'];
  props: Props;
  strong?: boolean;
}) {
  const bg = p.strong ? 'var(--mantine-color-gray-1)' : 'var(--mantine-color-gray-0)';
  const extra = (p.props.withPrior ? 1 : 0) + (p.props.withMateriality ? 1 : 0) + 2;
  return (
    <>
      <Table.Th scope="row" colSpan={2} style={stickyLabel(bg)}>
        {p.label}
      </Table.Th>
      <AmountCells
        figures={{ ...p.totals, prior: p.totals.priorClosing }}
        side={p.side}
        signs={p.props.signs}
        withPrior={p.props.withPrior}
        strong
      />
      <Table.Td colSpan={extra} />
    </>
  );
}

/**
 * The trial balance: one row per account under its BAS class and group with subtotals, or the
 * narrowed rows alone. The account and name columns stay put when the amounts scroll sideways;
 * only the rows in view are rendered (all of them for printing).
 */
export function TrialBalanceTable(p: Props) {
  const t = useT();
  const w = t.workbench;
  const virtual = useVirtualRows({
    count: p.lines.length,
    estimateSize: ROW_HEIGHT,
    getItemKey: (i) => p.lines[i]?.key ?? i,
  });
  const columns = 2 + 3 + (p.withPrior ? 3 : 0) + (p.withMateriality ? 1 : 0) + 2;
  const render = (line: Line, extra: Record<string, unknown>): ReactNode => {
    let cells: ReactNode;
    let bg: string | undefined;
    if (line.kind === 'account')
      cells = (
        <AccountLine
          row={line.row}
          flags={line.flags}
          mark={p.marks.get(line.row.accountNumber)}
          signOff={p.signOffs.get(signOffKey('account', line.row.accountNumber))}
          signs={p.signs}
          withPrior={p.withPrior}
          withMateriality={p.withMateriality}
          lastMonth={p.lastMonth}
          onOpen={p.onOpen}
        />
      );
    else if (line.kind === 'class' || line.kind === 'group') {
      bg =
        line.kind === 'class' ? 'var(--mantine-color-indigo-1)' : 'var(--mantine-color-indigo-0)';
      const label = line.kind === 'class' ? w.classes[line.id] : w.groups[line.id];
      cells = (
        <>
          <Table.Th colSpan={2} style={stickyLabel(bg)}>
            {label}
          </Table.Th>
          <Table.Td colSpan={columns - 2} />
        </>
      );
    } else {
      const label = w.totalOf(line.kind === 'groupTotal' ? w.groups[line.id] : w.classes[line.id]);
      cells = (
        <TotalLine
          label={label}
          totals={line.totals}
          side={line.side}
          props={p}
          strong={line.kind === 'classTotal'}
        />
      );
    }
    return (
      <Table.Tr key={line.key} {...extra} style={bg ? { background: bg } : undefined}>
        {cells}
      </Table.Tr>
    );
  };
  const header = (
    <Table.Thead>
      <Table.Tr aria-rowindex={1}>
        <Table.Th style={{ ...sticky, zIndex: 3 }}>{w.columns.account}</Table.Th>
        <Table.Th style={{ ...stickyName, zIndex: 3 }} className="sticky-name">
          {w.columns.name}
        </Table.Th>
        <Table.Th style={num}>{w.columns.opening}</Table.Th>
        <Table.Th style={num}>{w.columns.movement}</Table.Th>
        <Table.Th style={num}>{w.columns.closing}</Table.Th>
        {p.withPrior ? (
          <>
            <Table.Th style={num}>{w.columns.priorClosing}</Table.Th>
            <Table.Th style={num}>{w.columns.change}</Table.Th>
            <Table.Th style={num}>{w.columns.changePercent}</Table.Th>
          </>
        ) : null}
        {p.withMateriality ? (
          <Table.Th style={num}>
            {p.withPrior ? w.columns.changeShare : w.columns.closingShare}
          </Table.Th>
        ) : null}
        <Table.Th>{w.columns.flags}</Table.Th>
        <Table.Th>{w.columns.review}</Table.Th>
      </Table.Tr>
    </Table.Thead>
  );
  const table = (body: ReactNode) => (
    <Table
      stickyHeader={!p.all}
      verticalSpacing={6}
      horizontalSpacing={8}
      withTableBorder
      withColumnBorders
      fz={13}
      aria-rowcount={p.lines.length + 1}
      className="workbench-table sticky-table"
    >
      <Table.Caption style={{ captionSide: 'top', textAlign: 'left' }}>
        {w.caption(p.signs)}
      </Table.Caption>
      {header}
      {body}
    </Table>
  );
  return (
    <>
      <Text size="sm" c="dimmed" mb={6}>
        {rowCountLabel(p.accounts, p.total, w.accountNoun)}
      </Text>
      {p.all ? (
        table(
          <Table.Tbody>
            {p.lines.map((line, i) => (
              <Fragment key={line.key}>{render(line, { 'aria-rowindex': i + 2 })}</Fragment>
            ))}
          </Table.Tbody>,
        )
      ) : (
        <>
          <SidewaysHint boxRef={virtual.boxRef} />
          <ScrollBox rows={virtual} label={w.tableLabel}>
            {table(
              <VirtualBody rows={virtual} colSpan={columns}>
                {virtual.virtualizer.getVirtualItems().map((item) =>
                  render(p.lines[item.index]!, {
                    ref: virtual.virtualizer.measureElement,
                    'data-index': item.index,
                    'aria-rowindex': item.index + 2,
                  }),
                )}
              </VirtualBody>,
            )}
          </ScrollBox>
        </>
      )}
    </>
  );
}
