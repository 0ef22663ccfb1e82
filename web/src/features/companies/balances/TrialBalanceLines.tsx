// The trial balance's rows, an account's and a subtotal's, and the sticky columns' styles;
// `TrialBalanceTable` lays them out.
import { memo, type CSSProperties } from 'react';
import { Badge, Group, Table } from '@mantine/core';
import { CellLink } from './CellLink.js';
import {
  formatKronor,
  formatMoney,
  formatPercent,
  formatPercentOne,
} from '../../../lib/format/format.js';
import { BreakableName } from '../../../lib/ui/wrapping.js';
import { useT } from '../../../i18n/index.js';
import { shown } from '../workbench/lines.js';
import type { SignMode } from '../workbench/params.js';
import { markState, type ReviewMark } from '../workbench/review.js';
import { accountFigure, signOffSummary, type SignOff } from '../workbench/signoff.js';
import type { Totals } from '../workbench/totals.js';
import { shownMaterialityShare, type TrialBalanceRow } from '../workbench/trial-balance.js';
import type { Flag } from '../workbench/flags.js';

/** What the table shows: its signs, and whether the prior year's and materiality's columns. */
export interface TableOptions {
  signs: SignMode;
  withPrior: boolean;
  withMateriality: boolean;
}

/**
 * The account and name columns stay put while the amounts scroll sideways. Their widths are
 * CSS variables (sticky-table.css): narrower on a phone, where the name wraps instead.
 */
const ACCOUNT_W = 'var(--sticky-account)';
const NAME_W = 'var(--sticky-name)';
export const sticky: CSSProperties = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  background: 'var(--mantine-color-body)',
  width: ACCOUNT_W,
  minWidth: ACCOUNT_W,
  maxWidth: ACCOUNT_W,
};
export const stickyName: CSSProperties = {
  ...sticky,
  left: ACCOUNT_W,
  width: NAME_W,
  minWidth: NAME_W,
  maxWidth: NAME_W,
};
/** A heading or subtotal label over both sticky columns, exactly their width. */
export const stickyLabel = (background: string): CSSProperties => ({
  ...sticky,
  width: `calc(${ACCOUNT_W} + ${NAME_W})`,
  minWidth: `calc(${ACCOUNT_W} + ${NAME_W})`,
  maxWidth: `calc(${ACCOUNT_W} + ${NAME_W})`,
  background,
});
/** Headings wrap at their words, so a column is as wide as its figures (1440 px: no sideways scroll). */
export const num: CSSProperties = { textAlign: 'right' };

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
export const AccountLine = memo(function AccountLine(p: AccountLineProps) {
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
        <CellLink
          onClick={() => p.onOpen(r.accountNumber)}
          aria-label={w.drill.open(r.accountNumber)}
          style={{ fontVariantNumeric: 'tabular-nums' }}
        >
          {r.accountNumber}
        </CellLink>
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
            ? formatPercent((shownMaterialityShare(r, p.withPrior) ?? 0) * 100)
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

export function TotalLine(p: {
  label: string;
  totals: Totals;
  side: TrialBalanceRow['side'];
  props: Pick<TableOptions, 'signs' | 'withPrior' | 'withMateriality'>;
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
