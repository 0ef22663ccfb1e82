import { Table, Text } from '@mantine/core';
import { useT } from '../../../i18n/index.js';
import { formatPercentOne, formatPoints } from '../../../lib/format/format.js';
import { TableScroll } from '../../../lib/tables/TableScroll.js';
import { RATIO_IDS } from '../workbench/ratios.js';
import type { Workbench } from './useWorkbench.js';
import { SectionCard } from '../../../lib/ui/SectionCard.js';

const one = (v: number | null) => (v === null ? null : Math.round(v * 10) / 10);

/** The key ratios of the year and the prior, with the change and each formula. */
export default function RatiosView({ wb }: { wb: Workbench }) {
  const w = useT().workbench;
  const { current, prior } = wb.ratios;
  if (!current) return null;
  // a bank account in credit, now or at either year's start or end: counted as a liability
  const overdraft = [current, prior].some(
    (k) => k !== null && (k.parts.bankOverdraft > 0 || k.parts.openingBankOverdraft > 0),
  );
  return (
    <SectionCard title={w.ratios.title}>
      <TableScroll label={w.ratios.title}>
        <Table fz="sm" verticalSpacing={6} aria-label={w.ratios.title} className="phone-stack">
          <Table.Caption style={{ captionSide: 'top', textAlign: 'left' }}>
            {w.ratios.caption(current.months)}
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{w.columns.ratio}</Table.Th>
              <Table.Th style={{ textAlign: 'right' }}>{w.columns.current}</Table.Th>
              {prior ? <Table.Th style={{ textAlign: 'right' }}>{w.columns.prior}</Table.Th> : null}
              {prior ? <Table.Th style={{ textAlign: 'right' }}>{w.ratios.change}</Table.Th> : null}
              <Table.Th>{w.columns.formula}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {RATIO_IDS.map((id) => {
              const c = one(current.values[id]);
              const p = prior ? one(prior.values[id]) : null;
              return (
                <Table.Tr key={id}>
                  <Table.Th scope="row" data-title="">
                    {w.ratios.names[id]}
                  </Table.Th>
                  <Table.Td className="num" data-label={w.columns.current}>
                    {formatPercentOne(c)}
                  </Table.Td>
                  {prior ? (
                    <Table.Td className="num" data-label={w.columns.prior}>
                      {formatPercentOne(p)}
                    </Table.Td>
                  ) : null}
                  {prior ? (
                    // the change of a ratio in percentage points, from the rounded figures shown
                    <Table.Td className="num" data-label={w.ratios.change}>
                      {c === null || p === null ? w.ratios.none : formatPoints(one(c - p))}
                    </Table.Td>
                  ) : null}
                  <Table.Td miw={220} data-label={w.columns.formula}>
                    <Text size="xs" c="dimmed">
                      {w.ratios.formulas[id]}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </TableScroll>
      {overdraft ? (
        <Text size="sm" c="dimmed" mt="xs">
          {w.statements.overdraftNote}
        </Text>
      ) : null}
    </SectionCard>
  );
}
