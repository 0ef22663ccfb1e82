import { Fragment, useMemo, useState } from 'react';
import { Button, Stack, Table, Text } from '@mantine/core';
import { useT } from '../../../i18n/index.js';
import { DetailRow } from '../../../lib/tables/DetailRow.js';
import { TableScroll } from '../../../lib/tables/TableScroll.js';
import {
  BALANCE_SHEET,
  INCOME_STATEMENT,
  NOT_MAPPED,
  rangesText,
  walk,
  type ArlNode,
} from '../workbench/arl-lines.js';
import { leadSchedule, type LeadRow } from '../workbench/lead-schedules.js';
import { LeadScheduleTable } from './LeadScheduleTable.js';
import { LineSignOffBox, LineSignOffState } from './LineSignOff.js';
import { arlName, statementLineName } from './lineNames.js';
import type { Workbench } from './useWorkbench.js';
import { SectionCard } from '../../../lib/ui/SectionCard.js';

/** Which BAS ranges feed each line, for both statements ("with the mapping shown"). */
function MappingPanel() {
  const w = useT().workbench;
  const m = w.statements.mapping;
  const [open, setOpen] = useState(false);
  const rows = (nodes: readonly ArlNode[]) =>
    walk(nodes).flatMap(({ node, depth }) =>
      node.kind === 'line' || node.kind === 'memo' || node.kind === 'group'
        ? [{ node, depth }]
        : [],
    );
  const table = (title: string, nodes: readonly ArlNode[]) => (
    <TableScroll label={`${m.title}: ${title}`}>
      <Table fz="xs" verticalSpacing={2} aria-label={`${m.title}: ${title}`} className="lead-table">
        <Table.Caption style={{ captionSide: 'top', textAlign: 'left' }}>{title}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{m.line}</Table.Th>
            <Table.Th>{m.accounts}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows(nodes).map(({ node, depth }) => (
            <Table.Tr key={node.id}>
              <Table.Th
                scope="row"
                fw={node.kind === 'group' ? 700 : 400}
                style={{ paddingInlineStart: `calc(${depth} * 0.9rem + 0.4rem)` }}
              >
                {arlName(w, node.id)}
              </Table.Th>
              <Table.Td>{node.kind === 'group' ? null : rangesText(node.ranges)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
  return (
    <SectionCard
      title={m.title}
      titleGap={0}
      actions={
        <Button size="xs" variant="light" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? m.hide : m.show}
        </Button>
      }
    >
      {open ? (
        <Stack gap="sm" mt="sm">
          <Text size="sm" c="dimmed">
            {m.source}
          </Text>
          {table(w.statements.income, INCOME_STATEMENT)}
          {table(w.statements.balance, BALANCE_SHEET)}
          <Text size="sm">
            {m.notMapped}: {rangesText(NOT_MAPPED)}
          </Text>
        </Stack>
      ) : null}
    </SectionCard>
  );
}

/**
 * Line sign-offs on ids the statements do not show now (signed on the earlier lines by BAS
 * group, or a line without accounts this year): listed, so none is lost from view.
 */
function EarlierSignOffs({ wb, shown }: { wb: Workbench; shown: ReadonlySet<string> }) {
  const w = useT().workbench;
  const [open, setOpen] = useState<string | null>(null);
  const earlier = (wb.signOffs.data ?? []).filter((s) => s.kind === 'line' && !shown.has(s.item));
  if (earlier.length === 0) return null;
  return (
    <SectionCard title={w.statements.earlier.title} titleGap="xs">
      <Text size="sm" c="dimmed" mb="xs">
        {w.statements.earlier.note}
      </Text>
      <Table fz={{ base: 'xs', sm: 'sm' }} verticalSpacing={4}>
        <Table.Tbody>
          {earlier.map((s) => {
            const name = statementLineName(w, s.item);
            // The figure it was signed at: the line is not computed now.
            const figure = s.reviewed?.figure ?? s.prepared?.figure ?? 0;
            return (
              <Fragment key={s.item}>
                <Table.Tr>
                  <Table.Th scope="row" fw={400}>
                    {name}
                  </Table.Th>
                  <Table.Td>
                    <LineSignOffState
                      wb={wb}
                      id={s.item}
                      figure={figure}
                      name={name}
                      open={open === s.item}
                      onToggle={() => setOpen(open === s.item ? null : s.item)}
                    />
                  </Table.Td>
                </Table.Tr>
                <DetailRow open={open === s.item} columns={2}>
                  <LineSignOffBox wb={wb} id={s.item} figure={figure} name={name} />
                </DetailRow>
              </Fragment>
            );
          })}
        </Table.Tbody>
      </Table>
    </SectionCard>
  );
}

const signable = (rows: LeadRow[]) =>
  rows.flatMap((r) => (r.kind === 'heading' || r.id === 'difference' ? [] : [r.id]));

/**
 * Resultaträkning and balansräkning as lead schedules: the annual report's lines, each opening
 * to its accounts, this year, the prior year and the change, with the mapping they follow.
 */
export default function StatementsView({ wb }: { wb: Workbench }) {
  const w = useT().workbench;
  const tb = wb.tb!;
  const withPrior = tb.comparison.available;
  const income = useMemo(() => leadSchedule(tb, 'incomeStatement'), [tb]);
  const balance = useMemo(() => leadSchedule(tb, 'balanceSheet'), [tb]);
  const shown = useMemo(
    () => new Set([...signable(income), ...signable(balance)]),
    [income, balance],
  );
  const overdraft = balance.some(
    (r) =>
      r.kind === 'line' &&
      r.id === 'bankOverdraft' &&
      r.accounts.some((a) => /^19/.test(a.row.accountNumber)),
  );
  return (
    <Stack>
      <LeadScheduleTable
        wb={wb}
        title={w.statements.income}
        caption={w.statements.caption}
        rows={income}
        withPrior={withPrior}
      />
      <LeadScheduleTable
        wb={wb}
        title={w.statements.balance}
        caption={w.statements.balanceCaption}
        rows={balance}
        withPrior={withPrior}
        note={overdraft ? w.statements.overdraftNote : null}
      />
      <MappingPanel />
      <EarlierSignOffs wb={wb} shown={shown} />
    </Stack>
  );
}
