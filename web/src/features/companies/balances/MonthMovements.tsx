import { Button, Table, Text } from '@mantine/core';
import { formatMoney } from '../../../lib/format/format.js';
import { useT } from '../../../i18n/index.js';
import type { BalanceRow } from './math.js';
import { SectionCard } from '../../../lib/ui/SectionCard.js';

/** The largest movements of one month (clicked in the chart), largest first. */
export function monthMovements(rows: BalanceRow[], month: string, limit = 25) {
  return rows
    .map((r) => ({ row: r, amount: r.cells[month]?.amount ?? 0 }))
    .filter((x) => x.amount !== 0)
    .sort(
      (a, b) =>
        Math.abs(b.amount) - Math.abs(a.amount) ||
        a.row.accountNumber.localeCompare(b.row.accountNumber),
    )
    .slice(0, limit);
}

export function MonthMovements(props: { rows: BalanceRow[]; month: string; onClose: () => void }) {
  const t = useT();
  const w = t.workbench;
  const list = monthMovements(props.rows, props.month);
  return (
    <SectionCard
      title={w.monthClick.title(props.month)}
      titleId="month-movements-title"
      aria-labelledby="month-movements-title"
      actions={
        <Button size="xs" variant="default" onClick={props.onClose}>
          {w.monthClick.close}
        </Button>
      }
    >
      {list.length === 0 ? (
        <Text c="dimmed">{w.monthClick.none}</Text>
      ) : (
        <Table fz="sm" verticalSpacing={4} aria-labelledby="month-movements-title">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{w.columns.account}</Table.Th>
              <Table.Th>{w.columns.name}</Table.Th>
              <Table.Th style={{ textAlign: 'right' }}>{w.columns.movement}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.map((x) => (
              <Table.Tr key={x.row.accountNumber}>
                <Table.Td>{x.row.accountNumber}</Table.Td>
                <Table.Td>{x.row.accountName}</Table.Td>
                <Table.Td className="num">{formatMoney(x.amount)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </SectionCard>
  );
}
