import { useMemo } from 'react';
import { Table, Text, UnstyledButton } from '@mantine/core';
import { formatMoney } from '../../../lib/format/format.js';
import { rowCountLabel } from '../../../lib/tables/rowCount.js';
import { SidewaysHint } from '../../../lib/tables/SidewaysHint.js';
import { ScrollBox, useVirtualRows, VirtualBody } from '../../../lib/tables/virtualRows.js';
import { BreakableName } from '../../../lib/ui/wrapping.js';
import { useT, type Catalog } from '../../../i18n/index.js';
import './sticky-table.css';
import { groupByType, type BalanceRow, type Metric, type Totals } from './math.js';

/** The height of a one-line row (verticalSpacing 6, size sm): the virtualizer's estimate. */
const ROW_HEIGHT = 35;

/** One row of the table body: a type's heading, an account, or a total. */
type Line =
  | { kind: 'heading'; key: string; label: string }
  | { kind: 'account'; key: string; row: BalanceRow }
  | { kind: 'total'; key: string; label: string; totals: Totals; strong?: boolean };

/** The body's rows in order: by account number, or under each account type with its total. */
function balanceLines(
  rows: BalanceRow[],
  periods: string[],
  metric: Metric,
  grouped: boolean,
  t: Catalog,
): Line[] {
  const account = (r: BalanceRow): Line => ({ kind: 'account', key: r.accountNumber, row: r });
  const lines: Line[] = grouped
    ? groupByType(rows, periods, metric).flatMap((g): Line[] => [
        { kind: 'heading', key: `h:${g.type}`, label: g.label },
        ...g.rows.map(account),
        {
          kind: 'total',
          key: `t:${g.type}`,
          label: t.balances.totalOf(g.label),
          totals: g.totals,
        },
      ])
    : [...rows].sort((a, b) => a.accountNumber.localeCompare(b.accountNumber)).map(account);
  // No grand total: assets, liabilities, income and expenses added with the file's signs mean
  // nothing (the trial balance view has the balance check instead).
  return lines;
}

/** The account and name columns stay put when the months scroll sideways: both sticky, with
 *  fixed widths (CSS variables, sticky-table.css: narrower on a phone, where the name wraps)
 *  and an opaque background, so nothing shows through or is covered. */
const ACCOUNT_WIDTH = 'var(--sticky-account)';
const NAME_WIDTH = 'var(--sticky-name)';
const stickyCell = {
  position: 'sticky' as const,
  left: 0,
  background: 'var(--mantine-color-body)',
  zIndex: 1,
  width: ACCOUNT_WIDTH,
  minWidth: ACCOUNT_WIDTH,
  maxWidth: ACCOUNT_WIDTH,
};
const stickyName = {
  ...stickyCell,
  left: ACCOUNT_WIDTH,
  width: NAME_WIDTH,
  minWidth: NAME_WIDTH,
  maxWidth: NAME_WIDTH,
};
/** A label over both sticky columns (a heading or a subtotal): exactly their width. */
const BOTH = `calc(${ACCOUNT_WIDTH} + ${NAME_WIDTH})`;
const stickyLabel = { ...stickyCell, width: BOTH, minWidth: BOTH, maxWidth: BOTH };

/** What every rendered body row carries: its place for screen readers and the virtualizer. */
interface RowPlace {
  index: number;
  measure: (el: HTMLTableRowElement | null) => void;
}
const placeProps = (p: RowPlace) => ({
  ref: p.measure,
  'data-index': p.index,
  'aria-rowindex': p.index + 2,
});

function TotalsRow({
  label,
  totals,
  periods,
  strong,
  place,
}: {
  label: string;
  totals: Totals;
  periods: string[];
  strong?: boolean;
  place: RowPlace;
}) {
  return (
    <Table.Tr
      {...placeProps(place)}
      style={{ background: strong ? 'var(--mantine-color-gray-1)' : 'var(--mantine-color-gray-0)' }}
    >
      <Table.Th
        scope="row"
        colSpan={2}
        style={{
          ...stickyLabel,
          background: strong ? 'var(--mantine-color-gray-1)' : 'var(--mantine-color-gray-0)',
        }}
      >
        {label}
      </Table.Th>
      {periods.map((p) => (
        <Table.Td key={p} className="num" fw={600}>
          {formatMoney(totals.perPeriod[p])}
        </Table.Td>
      ))}
      <Table.Td className="num" fw={700}>
        {formatMoney(totals.total)}
      </Table.Td>
    </Table.Tr>
  );
}

/** What a month's cell does when clicked, and its name for a screen reader. */
export interface CellOpener {
  open: (account: string, month: string) => void;
  /** The button's name, which starts with the figure it shows. */
  label: (figure: string, account: string, month: string) => string;
}

function AccountRow({
  r,
  periods,
  metric,
  place,
  onCell,
}: {
  r: BalanceRow;
  periods: string[];
  metric: Metric;
  place: RowPlace;
  onCell?: CellOpener | undefined;
}) {
  return (
    <Table.Tr {...placeProps(place)}>
      <Table.Th
        scope="row"
        style={{ ...stickyCell, fontWeight: 500, fontVariantNumeric: 'tabular-nums' }}
      >
        {r.accountNumber}
      </Table.Th>
      <Table.Td style={stickyName} className="sticky-name">
        <BreakableName name={r.accountName} />
      </Table.Td>
      {periods.map((p) => (
        <Table.Td key={p} className="num">
          {r.cells[p] && onCell ? (
            <UnstyledButton
              fz="sm"
              className="num"
              style={{ textDecoration: 'underline dotted' }}
              aria-label={onCell.label(formatMoney(r.cells[p][metric]), r.accountNumber, p)}
              onClick={() => onCell.open(r.accountNumber, p)}
            >
              {formatMoney(r.cells[p][metric])}
            </UnstyledButton>
          ) : r.cells[p] ? (
            formatMoney(r.cells[p][metric])
          ) : (
            '–'
          )}
        </Table.Td>
      ))}
      <Table.Td className="num" fw={600}>
        {formatMoney(metric === 'amount' ? r.movement : r.closing)}
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * Monthly amounts or balances per account, grouped by account type or not, with totals. Only
 * the rows in view of its scroll box are rendered; the header and the account column stay put.
 */
export function BalanceTable(props: {
  rows: BalanceRow[];
  periods: string[];
  metric: Metric;
  grouped: boolean;
  /** A month's cell opens that month's vouchers of the account (a platform with vouchers). */
  onCell?: CellOpener | undefined;
}) {
  const { rows, periods, metric, grouped } = props;
  const t = useT();
  const b = t.balances;
  const lines = useMemo(
    () => balanceLines(rows, periods, metric, grouped, t),
    [rows, periods, metric, grouped, t],
  );
  const virtualRows = useVirtualRows({
    count: lines.length,
    estimateSize: ROW_HEIGHT,
    getItemKey: (i) => lines[i]?.key ?? i,
  });
  const { virtualizer } = virtualRows;
  if (rows.length === 0)
    return (
      <Text c="dimmed" size="sm" py="md">
        {b.noAccountsSelectedTable}
      </Text>
    );
  const columnCount = periods.length + 3;
  return (
    <>
      <Text size="sm" c="dimmed" mb={6}>
        {rowCountLabel(rows.length, rows.length, b.accountNoun)}
      </Text>
      <SidewaysHint boxRef={virtualRows.boxRef} />
      <ScrollBox rows={virtualRows} label={b.tableLabel}>
        <Table
          stickyHeader
          verticalSpacing={6}
          horizontalSpacing="sm"
          withTableBorder
          withColumnBorders
          fz="sm"
          aria-rowcount={lines.length + 1}
          className="sticky-table balance-table"
        >
          <Table.Caption style={{ captionSide: 'top', textAlign: 'left' }}>
            {b.caption[metric]}
          </Table.Caption>
          <Table.Thead>
            <Table.Tr aria-rowindex={1}>
              <Table.Th style={{ ...stickyCell, zIndex: 2 }}>{b.columns.account}</Table.Th>
              <Table.Th style={{ ...stickyName, zIndex: 2 }}>{b.columns.name}</Table.Th>
              {periods.map((p) => (
                <Table.Th key={p} style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
                  {p}
                </Table.Th>
              ))}
              <Table.Th style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
                {metric === 'amount' ? b.columns.total : b.columns.closing}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <VirtualBody rows={virtualRows} colSpan={columnCount}>
            {virtualizer.getVirtualItems().map((item) => {
              const line = lines[item.index]!;
              const place = { index: item.index, measure: virtualizer.measureElement };
              if (line.kind === 'account')
                return (
                  <AccountRow
                    key={line.key}
                    r={line.row}
                    periods={periods}
                    metric={metric}
                    place={place}
                    onCell={props.onCell}
                  />
                );
              if (line.kind === 'total')
                return (
                  <TotalsRow
                    key={line.key}
                    label={line.label}
                    totals={line.totals}
                    periods={periods}
                    strong={line.strong}
                    place={place}
                  />
                );
              return (
                <Table.Tr
                  key={line.key}
                  {...placeProps(place)}
                  style={{ background: 'var(--mantine-color-indigo-0)' }}
                >
                  <Table.Th
                    colSpan={2}
                    style={{ ...stickyLabel, background: 'var(--mantine-color-indigo-0)' }}
                  >
                    {line.label}
                  </Table.Th>
                  <Table.Td colSpan={columnCount - 2} />
                </Table.Tr>
              );
            })}
          </VirtualBody>
        </Table>
      </ScrollBox>
    </>
  );
}
