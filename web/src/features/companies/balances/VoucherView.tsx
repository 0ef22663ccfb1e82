import { useState, type ReactNode } from 'react';
import { Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { CellLink } from './CellLink.js';
import { MarkControls } from './MarkControls.js';
import { useT } from '../../../i18n/index.js';
import { formatDateTime, formatMoney } from '../../../lib/format/format.js';
import { TableScroll } from '../../../lib/tables/TableScroll.js';
import { voucherLabel, type Voucher } from '../workbench/vouchers.js';
import {
  useAccountNames,
  useVoucherMarkHistory,
  useVoucherMarkMutations,
  useVoucherMarks,
} from './vouchers.js';

const num = { textAlign: 'right' } as const;
const days = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 864e5);

/** One registration detail of a voucher, a term and its value in the details' list. */
function Detail(p: { term: string; testId?: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed">
        {p.term}
      </Text>
      <Text component="dd" size="sm" m={0} data-testid={p.testId}>
        {p.children}
      </Text>
    </div>
  );
}

/** The examined mark of a voucher: who and when, the note, marking and withdrawing, the history. */
function Examined(p: { year: { company: string; financialYearId: string }; voucher: Voucher }) {
  const w = useT().workbench.vouchers;
  const key = { series: p.voucher.series, number: String(p.voucher.number) };
  const marks = useVoucherMarks(p.year);
  const history = useVoucherMarkHistory(p.year, key);
  const { mark, unmark } = useVoucherMarkMutations(p.year);
  const current = marks.data?.find((m) => m.series === key.series && m.number === key.number);
  const [note, setNote] = useState(current?.note ?? '');
  if (marks.isError) return <Text size="sm">{w.examined.unavailable}</Text>;
  return (
    <Stack gap="xs" role="group" aria-label={w.examined.title}>
      {current ? (
        <Group gap="xs">
          <Badge color="green" variant="light">
            {w.examined.title}
          </Badge>
          <Text size="sm">
            {w.examined.by(current.examinedBy, formatDateTime(current.examinedAt))}
          </Text>
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          {w.examined.none}
        </Text>
      )}
      {current?.note ? (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {current.note}
        </Text>
      ) : null}
      <MarkControls
        note={{ label: w.examined.note, value: note, maxLength: 2000, onChange: setNote }}
        mark={{
          label: current ? w.examined.again : w.examined.mark,
          busy: mark.isPending,
          onClick: () => mark.mutate({ ...key, note }),
        }}
        remove={
          current
            ? {
                label: w.examined.remove,
                busy: unmark.isPending,
                onClick: () => unmark.mutate(key),
              }
            : null
        }
        error={mark.error ?? unmark.error}
      />
      {history.data && history.data.length > 0 ? (
        <>
          <Text size="sm" fw={600} mt="xs">
            {w.examined.history}
          </Text>
          <Stack gap={2} component="ol" style={{ margin: 0, paddingInlineStart: '1.2rem' }}>
            {history.data.map((e) => (
              <Text size="sm" key={e.id} component="li">
                {formatDateTime(e.at)} {e.username}: {w.examined.action[e.action]}
                {e.note ? ` – ${e.note}` : ''}
              </Text>
            ))}
          </Stack>
        </>
      ) : null}
    </Stack>
  );
}

/**
 * One voucher with all its rows and its registration details. Each row names its account (the
 * file's names, else the balances', else the number alone); with `onAccount` the account number
 * opens that account's vouchers.
 */
export function VoucherView(p: {
  voucher: Voucher;
  /** The balances' account names by number. */
  names: ReadonlyMap<string, string>;
  year: { company: string; financialYearId: string };
  onBack: () => void;
  onAccount?: (account: string) => void;
}) {
  const w = useT().workbench.vouchers;
  const names = useAccountNames(p.year, p.names);
  const v = p.voucher;
  const label = voucherLabel(v);
  const late = v.registeredAt ? days(v.date, v.registeredAt) : 0;
  let debit = 0;
  let credit = 0;
  for (const r of v.transactions) {
    const ore = Math.round(r.amount * 100);
    if (ore > 0) debit += ore;
    else credit -= ore;
  }
  return (
    <Stack gap="sm" data-testid="voucher">
      <Group justify="space-between" wrap="wrap">
        <Title order={3} size="h5">
          {w.voucher(label)}: {v.text}
        </Title>
        <Button size="xs" variant="default" onClick={p.onBack}>
          {w.back}
        </Button>
      </Group>
      <Group gap="xl" wrap="wrap" component="dl" style={{ margin: 0 }}>
        <Detail term={w.date}>{v.date}</Detail>
        <Detail term={w.registeredAt} testId="registered-at">
          {v.registeredAt ?? w.notInFile}
          {late > 0 ? (
            <Badge ml="xs" size="sm" variant="light" color="orange">
              {w.late(late)}
            </Badge>
          ) : null}
        </Detail>
        <Detail term={w.registeredBy} testId="registered-by">
          {v.registeredBy ?? w.notInFile}
        </Detail>
      </Group>
      <TableScroll label={w.rowsLabel(label)}>
        <Table fz="sm" verticalSpacing={4} aria-label={w.rowsLabel(label)} className="phone-scroll">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{w.columns.account}</Table.Th>
              <Table.Th>{w.columns.name}</Table.Th>
              <Table.Th style={num}>{w.columns.debit}</Table.Th>
              <Table.Th style={num}>{w.columns.credit}</Table.Th>
              <Table.Th>{w.columns.text}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {v.transactions.map((r, i) => (
              <Table.Tr key={i}>
                <Table.Th scope="row" fw={500}>
                  {p.onAccount ? (
                    <CellLink
                      aria-label={w.openLabel(r.account)}
                      onClick={() => p.onAccount!(r.account)}
                    >
                      {r.account}
                    </CellLink>
                  ) : (
                    r.account
                  )}
                </Table.Th>
                <Table.Td>{names.get(r.account) ?? ''}</Table.Td>
                <Table.Td className="num">{r.amount > 0 ? formatMoney(r.amount) : ''}</Table.Td>
                <Table.Td className="num">{r.amount < 0 ? formatMoney(-r.amount) : ''}</Table.Td>
                <Table.Td>{r.text ?? ''}</Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Th scope="row" colSpan={2}>
                {w.total}
              </Table.Th>
              <Table.Td className="num" fw={600}>
                {formatMoney(debit / 100)}
              </Table.Td>
              <Table.Td className="num" fw={600}>
                {formatMoney(credit / 100)}
              </Table.Td>
              <Table.Td />
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </TableScroll>
      <Title order={4} size="h6">
        {w.examined.title}
      </Title>
      <Examined year={p.year} voucher={v} />
    </Stack>
  );
}
