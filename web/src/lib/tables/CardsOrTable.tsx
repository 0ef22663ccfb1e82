import type { ReactNode } from 'react';
import { Box, Card, Group, Stack, Table, Text } from '@mantine/core';
import { TableScroll } from './TableScroll.js';

/** A column of a list shown as a table, and on a phone as one card a row. */
export interface CardColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /**
   * Its place on the phone's card: `title` (the first line, bold; bold in the table too),
   * `badge` (beside the title), `line` (a line of its own) or `fact` (in the dimmed line of
   * facts, after its header). Absent: the table's only.
   */
  card?: 'title' | 'badge' | 'line' | 'fact';
  /** What the card shows where it differs from the table's cell; null: nothing. */
  cardCell?: (row: T) => ReactNode;
  /** The table cell's tooltip. */
  cellTitle?: (row: T) => string | undefined;
}

/**
 * A short list (no sorting, no paging) as a table from the small breakpoint up, and as cards
 * below it; `actions` renders a row's buttons, full size (44 px) on a card and compact in the
 * table.
 */
export function CardsOrTable<T>(props: {
  label: string;
  rows: readonly T[];
  rowKey: (row: T) => string;
  columns: CardColumn<T>[];
  actions: { header: string; render: (row: T, phone: boolean) => ReactNode };
}) {
  const { columns, rows, rowKey, actions } = props;
  const placed = (place: CardColumn<T>['card']) => columns.filter((c) => c.card === place);
  const cardCell = (c: CardColumn<T>, row: T) => (c.cardCell ?? c.cell)(row);
  const card = (row: T) => {
    const title = placed('title').map((c) => cardCell(c, row));
    const badges = placed('badge').map((c) => cardCell(c, row));
    const facts = placed('fact')
      .map((c) => ({ header: c.header, value: cardCell(c, row) }))
      .filter((f) => f.value !== null);
    return (
      <Card key={rowKey(row)} withBorder padding="sm" radius="md">
        {badges.length ? (
          <Group justify="space-between" wrap="nowrap" mb={4}>
            <Text fw={600}>{title}</Text>
            {badges}
          </Group>
        ) : (
          <Text fw={600}>{title}</Text>
        )}
        {placed('line').map((c) => (
          <Text key={c.header} size="sm">
            {cardCell(c, row)}
          </Text>
        ))}
        <Text size="sm" c="dimmed" mb="xs">
          {facts.map((f, i) => (
            <span key={f.header}>
              {i > 0 ? ' · ' : null}
              {f.header}: {f.value}
            </span>
          ))}
        </Text>
        <Group>{actions.render(row, true)}</Group>
      </Card>
    );
  };
  return (
    <>
      <Stack gap="sm" hiddenFrom="sm">
        {rows.map(card)}
      </Stack>
      <Box visibleFrom="sm">
        <TableScroll label={props.label}>
          <Table className="phone-scroll" verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                {columns.map((c) => (
                  <Table.Th key={c.header}>{c.header}</Table.Th>
                ))}
                <Table.Th>{actions.header}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={rowKey(row)}>
                  {columns.map((c) => (
                    <Table.Td
                      key={c.header}
                      fw={c.card === 'title' ? 600 : undefined}
                      title={c.cellTitle?.(row)}
                    >
                      {c.cell(row)}
                    </Table.Td>
                  ))}
                  <Table.Td>{actions.render(row, false)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      </Box>
    </>
  );
}
