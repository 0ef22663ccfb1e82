import { Fragment, type ReactNode } from 'react';
import { Table, Text } from '@mantine/core';
import { rowCountLabel } from '../../../lib/tables/rowCount.js';
import { SidewaysHint } from '../../../lib/tables/SidewaysHint.js';
import { ScrollBox, useVirtualRows, VirtualBody } from '../../../lib/tables/virtualRows.js';
import { useT } from '../../../i18n/index.js';
import './sticky-table.css';
import {
  AccountLine,
  num,
  sticky,
  stickyLabel,
  stickyName,
  TotalLine,
} from './TrialBalanceLines.js';
import type { Line } from '../workbench/lines.js';
import type { SignMode } from '../workbench/params.js';
import type { ReviewMark } from '../workbench/review.js';
import { signOffKey, type SignOff } from '../workbench/signoff.js';

const ROW_HEIGHT = 35;

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
