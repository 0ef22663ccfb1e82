import { Fragment, useState } from 'react';
import { Badge, Button, Card, Group, SimpleGrid, Table, Text, Title } from '@mantine/core';
import { useT } from '../../../i18n/index.js';
import { formatMoney } from '../../../lib/format/format.js';
import { TableScroll } from '../../../lib/tables/TableScroll.js';
import { balanceSheet, incomeStatement, type StatementLine } from '../workbench/statements.js';
import { lineFigure, signOffKey, signOffSummary } from '../workbench/signoff.js';
import { SignOffBox } from './SignOffBox.js';
import type { Workbench } from './useWorkbench.js';

/** A line's sign-off, compact: its state, and the box with the actions when opened. */
function LineSignOff(p: {
  wb: Workbench;
  line: StatementLine;
  open: boolean;
  onToggle: () => void;
  name: string;
}) {
  const s = useT().workbench.signoff;
  const so = signOffSummary(
    p.wb.signOffMap.get(signOffKey('line', p.line.id)),
    lineFigure(p.line.current),
  );
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      {so.state === 'none' ? null : (
        <Badge size="xs" variant="light" color={so.state === 'reviewed' ? 'green' : 'blue'}>
          {so.state === 'reviewed' ? s.reviewed : s.prepared}
        </Badge>
      )}
      {so.changed ? (
        <Badge size="xs" variant="light" color="yellow">
          {s.changed}
        </Badge>
      ) : null}
      {so.openNotes > 0 ? (
        <Badge size="xs" variant="outline" color="orange">
          {s.openNotes(so.openNotes)}
        </Badge>
      ) : null}
      <Button
        size="xs"
        variant="subtle"
        aria-expanded={p.open}
        aria-label={`${p.open ? s.hide : s.show}: ${p.name}`}
        onClick={p.onToggle}
      >
        {p.open ? s.hide : s.show}
      </Button>
    </Group>
  );
}

function Statement(p: {
  wb: Workbench;
  title: string;
  caption: string;
  lines: StatementLine[];
  withPrior: boolean;
  note?: string | null;
}) {
  const t = useT();
  const w = t.workbench;
  const [open, setOpen] = useState<string | null>(null);
  const columns = p.withPrior ? 4 : 3;
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
              <Table.Th style={{ textAlign: 'right' }}>{w.signoff.title}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {p.lines.map((l) => (
              <Fragment key={l.id}>
                <Table.Tr fw={l.sum ? 700 : undefined}>
                  <Table.Th scope="row" fw={l.sum ? 700 : 400}>
                    {name(l.id)}
                  </Table.Th>
                  <Table.Td className="num">{formatMoney(l.current)}</Table.Td>
                  {p.withPrior ? <Table.Td className="num">{formatMoney(l.prior)}</Table.Td> : null}
                  <Table.Td fw={400}>
                    {/* The balance check's difference is a check, not a figure anyone signs. */}
                    {l.id === 'difference' ? null : (
                      <LineSignOff
                        wb={p.wb}
                        line={l}
                        name={name(l.id)}
                        open={open === l.id}
                        onToggle={() => setOpen(open === l.id ? null : l.id)}
                      />
                    )}
                  </Table.Td>
                </Table.Tr>
                {open === l.id ? (
                  <Table.Tr>
                    <Table.Td colSpan={columns} fw={400}>
                      <SignOffBox
                        year={{ company: p.wb.companyKey, financialYearId: p.wb.year.id }}
                        kind="line"
                        item={l.id}
                        figure={lineFigure(l.current)}
                        signOff={p.wb.signOffMap.get(signOffKey('line', l.id))}
                        readError={p.wb.signOffs.isError ? p.wb.signOffs.error : null}
                        what={name(l.id)}
                        compact
                      />
                    </Table.Td>
                  </Table.Tr>
                ) : null}
              </Fragment>
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
        wb={wb}
        title={w.statements.income}
        caption={w.statements.caption}
        lines={incomeStatement(tb)}
        withPrior={withPrior}
      />
      <Statement
        wb={wb}
        title={w.statements.balance}
        caption={w.statements.balanceCaption}
        lines={balance}
        withPrior={withPrior}
        note={balance.some((l) => l.id === 'bankOverdraft') ? w.statements.overdraftNote : null}
      />
    </SimpleGrid>
  );
}
