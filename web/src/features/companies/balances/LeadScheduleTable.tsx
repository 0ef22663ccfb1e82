import { Fragment, useId, useState, type ReactNode } from 'react';
import { Table, Text, UnstyledButton } from '@mantine/core';
import { useT } from '../../../i18n/index.js';
import { formatMoney, formatPercentOne } from '../../../lib/format/format.js';
import { DetailRow } from '../../../lib/tables/DetailRow.js';
import { TableScroll } from '../../../lib/tables/TableScroll.js';
import { rangesText } from '../workbench/arl-lines.js';
import type { Amounts, LeadRow } from '../workbench/lead-schedules.js';
import { arlName, statementLineName } from './lineNames.js';
import { LineSignOffBox, LineSignOffState } from './LineSignOff.js';
import type { Workbench } from './useWorkbench.js';
import './lead-schedules.css';
import { SectionCard } from '../../../lib/ui/SectionCard.js';

const indent = (depth: number) => ({ paddingInlineStart: `calc(${depth} * 0.9rem + 0.4rem)` });

/** This year, and with a comparison the prior year and the change in kronor and per cent. */
function Figures({ a, withPrior }: { a: Amounts; withPrior: boolean }) {
  return (
    <>
      <Table.Td className="num">{formatMoney(a.current)}</Table.Td>
      {withPrior ? (
        <>
          <Table.Td className="num">{formatMoney(a.prior)}</Table.Td>
          <Table.Td className="num">{formatMoney(a.change)}</Table.Td>
          <Table.Td className="num">{formatPercentOne(a.changePercent)}</Table.Td>
        </>
      ) : null}
    </>
  );
}

/**
 * One statement as a lead schedule: the annual report's lines with the BAS ranges that feed
 * them; a line opens to its accounts with the same columns; every line and sum has a sign-off.
 */
export function LeadScheduleTable(p: {
  wb: Workbench;
  title: string;
  caption: string;
  rows: LeadRow[];
  withPrior: boolean;
  note?: ReactNode;
}) {
  const w = useT().workbench;
  const s = w.statements;
  const [openLines, setOpenLines] = useState<ReadonlySet<string>>(new Set());
  const [signOff, setSignOff] = useState<string | null>(null);
  const captionId = useId();
  const columns = p.withPrior ? 6 : 3;
  const toggle = (id: string) =>
    setOpenLines((prev) => {
      const next = new Set(prev);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const signOffCells = (id: string, figure: number, name: string) => (
    <Table.Td fw={400}>
      {/* The balance check's difference is a check, not a figure anyone signs. */}
      {id === 'difference' ? null : (
        <LineSignOffState
          wb={p.wb}
          id={id}
          figure={figure}
          name={name}
          open={signOff === id}
          onToggle={() => setSignOff(signOff === id ? null : id)}
        />
      )}
    </Table.Td>
  );
  const signOffRow = (id: string, figure: number, name: string) => (
    <DetailRow open={signOff === id} columns={columns} fw={400}>
      <LineSignOffBox wb={p.wb} id={id} figure={figure} name={name} />
    </DetailRow>
  );

  const row = (r: LeadRow) => {
    if (r.kind === 'heading')
      return (
        <Table.Tr className="lead-heading">
          <Table.Th colSpan={columns} style={indent(r.depth)} fw={700}>
            {arlName(w, r.id)}
          </Table.Th>
        </Table.Tr>
      );
    if (r.kind === 'sum') {
      const name = statementLineName(w, r.id);
      return (
        <>
          <Table.Tr fw={700} className="lead-sum">
            <Table.Th scope="row" fw={700} style={indent(r.depth)}>
              {name}
            </Table.Th>
            <Figures a={r} withPrior={p.withPrior} />
            {signOffCells(r.id, r.current, name)}
          </Table.Tr>
          {signOffRow(r.id, r.current, name)}
        </>
      );
    }
    const name = arlName(w, r.id);
    const open = openLines.has(r.id);
    // Each range kept whole on a narrow screen ("1220–" and "1279" on two lines reads wrong).
    const hint = r.ranges ? (
      <>
        {s.accountsIn}{' '}
        {r.ranges.map((x, i) => (
          <Fragment key={x.from}>
            {i > 0 ? ', ' : null}
            <span className="lead-range">{rangesText([x])}</span>
          </Fragment>
        ))}
      </>
    ) : r.id.startsWith('unmapped') ? (
      s.notMappedHint
    ) : null;
    return (
      <>
        <Table.Tr className={r.memo ? 'lead-memo' : undefined}>
          <Table.Th scope="row" fw={400} style={indent(r.depth)}>
            {r.accounts.length > 0 ? (
              <UnstyledButton
                className="lead-toggle"
                aria-expanded={open}
                onClick={() => toggle(r.id)}
              >
                <span aria-hidden="true" className="lead-chevron">
                  {open ? '▾' : '▸'}
                </span>
                {name}
              </UnstyledButton>
            ) : (
              name
            )}
            {hint ? (
              <Text component="span" size="xs" c="dimmed" display="block" className="lead-ranges">
                {hint}
              </Text>
            ) : null}
          </Table.Th>
          <Figures a={r} withPrior={p.withPrior} />
          {signOffCells(r.id, r.current, name)}
        </Table.Tr>
        {signOffRow(r.id, r.current, name)}
        {open
          ? r.accounts.map((a, i) => (
              <Table.Tr key={`${a.row.accountNumber}:${i}`} className="lead-account">
                <Table.Th scope="row" fw={400} style={indent(r.depth + 1.5)}>
                  <span className="lead-account-number">{a.row.accountNumber}</span>{' '}
                  {a.row.accountName}
                  {a.split ? (
                    <Text component="span" size="xs" c="dimmed" display="block">
                      {s.split}
                    </Text>
                  ) : null}
                </Table.Th>
                <Figures a={a} withPrior={p.withPrior} />
                <Table.Td />
              </Table.Tr>
            ))
          : null}
      </>
    );
  };

  return (
    <SectionCard title={p.title}>
      {/* Above the scrolling box, not a caption in it: on a phone it would scroll out of view. */}
      <Text size="sm" c="dimmed" id={captionId} mb={4}>
        {p.caption}
      </Text>
      <TableScroll label={p.title}>
        <Table
          fz={{ base: 'xs', sm: 'sm' }}
          verticalSpacing={4}
          aria-label={p.title}
          aria-describedby={captionId}
          className="phone-scroll lead-table"
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{s.line}</Table.Th>
              <Table.Th style={{ textAlign: 'right' }}>{w.columns.current}</Table.Th>
              {p.withPrior ? (
                <>
                  <Table.Th style={{ textAlign: 'right' }}>{w.columns.prior}</Table.Th>
                  <Table.Th style={{ textAlign: 'right' }}>{s.change}</Table.Th>
                  <Table.Th style={{ textAlign: 'right' }}>{s.changePercent}</Table.Th>
                </>
              ) : null}
              <Table.Th style={{ textAlign: 'right' }}>{w.signoff.title}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {p.rows.map((r) => (
              <Fragment key={`${r.kind}:${r.id}`}>{row(r)}</Fragment>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
      {p.note ? (
        <Text size="sm" c="dimmed" mt="xs">
          {p.note}
        </Text>
      ) : null}
    </SectionCard>
  );
}
