import { Card, SimpleGrid, Table, Text, Title } from '@mantine/core';
import { useT } from '../../../i18n/index.js';
import { formatMoney } from '../../../lib/format/format.js';
import { TableScroll } from '../../../lib/tables/TableScroll.js';
import { balanceSheet, incomeStatement, type StatementLine } from '../workbench/statements.js';
import type { Workbench } from './useWorkbench.js';

function Statement(p: {
  title: string;
  caption: string;
  lines: StatementLine[];
  withPrior: boolean;
  note?: string | null;
}) {
  const t = useT();
  const w = t.workbench;
  const name = (id: StatementLine['id']) =>
    id in w.groups
      ? w.groups[id as keyof typeof w.groups]
      : w.statements.lines[id as keyof typeof w.statements.lines];
  return (
    <Card p="lg">
      <Title order={2} size="h4" mb="sm">
        {p.title}
      </Title>
      <TableScroll label={p.title}>
        <Table
          fz={{ base: 'xs', sm: 'sm' }}
          verticalSpacing={4}
          aria-label={p.title}
          className="phone-scroll"
        >
          <Table.Caption style={{ captionSide: 'top', textAlign: 'left' }}>
            {p.caption}
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th />
              <Table.Th style={{ textAlign: 'right' }}>{w.columns.current}</Table.Th>
              {p.withPrior ? (
                <Table.Th style={{ textAlign: 'right' }}>{w.columns.prior}</Table.Th>
              ) : null}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {p.lines.map((l) => (
              <Table.Tr key={l.id} fw={l.sum ? 700 : undefined}>
                <Table.Th scope="row" fw={l.sum ? 700 : 400}>
                  {name(l.id)}
                </Table.Th>
                <Table.Td className="num">{formatMoney(l.current)}</Table.Td>
                {p.withPrior ? <Table.Td className="num">{formatMoney(l.prior)}</Table.Td> : null}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
      {p.note ? (
        <Text size="sm" c="dimmed" mt="xs">
          {p.note}
        </Text>
      ) : null}
    </Card>
  );
}

/** Resultaträkning and balansräkning with the signs a reader expects. */
export default function StatementsView({ wb }: { wb: Workbench }) {
  const w = useT().workbench;
  const tb = wb.tb!;
  const withPrior = tb.comparison.available;
  const balance = balanceSheet(tb);
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }}>
      <Statement
        title={w.statements.income}
        caption={w.statements.caption}
        lines={incomeStatement(tb)}
        withPrior={withPrior}
      />
      <Statement
        title={w.statements.balance}
        caption={w.statements.balanceCaption}
        lines={balance}
        withPrior={withPrior}
        note={balance.some((l) => l.id === 'bankOverdraft') ? w.statements.overdraftNote : null}
      />
    </SimpleGrid>
  );
}
