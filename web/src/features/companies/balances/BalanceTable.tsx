import { Fragment } from 'react';
import { ScrollArea, Table, Text } from '@mantine/core';
import { formatMoney } from '../../../lib/format.js';
import { groupByType, sumRows, type BalanceRow, type Metric, type Totals } from './math.js';

const stickyCell = {
  position: 'sticky' as const,
  left: 0,
  background: 'var(--mantine-color-body)',
  zIndex: 1,
};

function TotalsRow({
  label,
  totals,
  periods,
  strong,
}: {
  label: string;
  totals: Totals;
  periods: string[];
  strong?: boolean;
}) {
  return (
    <Table.Tr
      style={{ background: strong ? 'var(--mantine-color-gray-1)' : 'var(--mantine-color-gray-0)' }}
    >
      <Table.Th scope="row" colSpan={2} style={{ ...stickyCell, background: 'inherit' }}>
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

function AccountRow({ r, periods, metric }: { r: BalanceRow; periods: string[]; metric: Metric }) {
  return (
    <Table.Tr>
      <Table.Th
        scope="row"
        style={{ ...stickyCell, fontWeight: 500, fontVariantNumeric: 'tabular-nums' }}
      >
        {r.accountNumber}
      </Table.Th>
      <Table.Td style={{ minWidth: 180 }}>{r.accountName}</Table.Td>
      {periods.map((p) => (
        <Table.Td key={p} className="num">
          {r.cells[p] ? formatMoney(r.cells[p][metric]) : '–'}
        </Table.Td>
      ))}
      <Table.Td className="num" fw={600}>
        {formatMoney(metric === 'amount' ? r.movement : r.closing)}
      </Table.Td>
    </Table.Tr>
  );
}

/** Monthly amounts or balances per account, grouped by account type or not, with totals. */
export function BalanceTable(props: {
  rows: BalanceRow[];
  periods: string[];
  metric: Metric;
  grouped: boolean;
}) {
  const { rows, periods, metric } = props;
  const sorted = [...rows].sort((a, b) => a.accountNumber.localeCompare(b.accountNumber));
  const total = sumRows(rows, periods, metric);
  if (rows.length === 0)
    return (
      <Text c="dimmed" size="sm" py="md">
        No accounts selected.
      </Text>
    );
  return (
    <ScrollArea
      type="auto"
      offsetScrollbars="x"
      viewportProps={{
        tabIndex: 0,
        'aria-label': 'Balance table, scrolls sideways',
      }}
    >
      <Table verticalSpacing={6} horizontalSpacing="sm" withTableBorder withColumnBorders fz="sm">
        <Table.Caption style={{ captionSide: 'top', textAlign: 'left' }}>
          {metric === 'amount' ? 'Monthly movements' : 'Balances at month end'} in SEK
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th style={stickyCell}>Account</Table.Th>
            <Table.Th>Name</Table.Th>
            {periods.map((p) => (
              <Table.Th key={p} style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
                {p}
              </Table.Th>
            ))}
            <Table.Th style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
              {metric === 'amount' ? 'Total' : 'Closing'}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.grouped
            ? groupByType(rows, periods, metric).map((g) => (
                <Fragment key={g.type}>
                  <Table.Tr>
                    <Table.Th
                      colSpan={periods.length + 3}
                      style={{ background: 'var(--mantine-color-indigo-0)' }}
                    >
                      {g.label}
                    </Table.Th>
                  </Table.Tr>
                  {g.rows.map((r) => (
                    <AccountRow key={r.accountNumber} r={r} periods={periods} metric={metric} />
                  ))}
                  <TotalsRow
                    label={`Total ${g.label.toLocaleLowerCase('sv-SE')}`}
                    totals={g.totals}
                    periods={periods}
                  />
                </Fragment>
              ))
            : sorted.map((r) => (
                <AccountRow key={r.accountNumber} r={r} periods={periods} metric={metric} />
              ))}
          <TotalsRow label="Total" totals={total} periods={periods} strong />
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
