import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useT } from '../../../i18n/index.js';
import { describeError } from '../../../lib/data/api.js';
import { formatDateTime, formatMoney } from '../../../lib/format/format.js';
import { TableScroll } from '../../../lib/tables/TableScroll.js';
import { ScrollBox, useVirtualRows, VirtualBody } from '../../../lib/tables/virtualRows.js';
import { EmptyState, ErrorState, LoadingState } from '../../../lib/ui/ui.js';
import { accountVouchers, voucherLabel, type Voucher } from '../workbench/vouchers.js';
import {
  useVoucherMarkHistory,
  useVoucherMarkMutations,
  useVoucherMarks,
  useVouchers,
} from './vouchers.js';
import { useDrillNavigation } from './drillNavigation.js';
import './vouchers.css';

const ROW_HEIGHT = 37;
const num = { textAlign: 'right' } as const;
const days = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 864e5);

interface DrillProps {
  company: string;
  financialYearId: string;
  account: string;
  accountName: string;
  /** `YYYY-MM-DD`, both included. */
  from: string;
  to: string;
  /** The account's movement over the range, kronor debit positive (null: not known). */
  movement: number | null;
  /** Account names by number, for a voucher's rows. */
  names: ReadonlyMap<string, string>;
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
  const error = mark.error ?? unmark.error;
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
      <Textarea
        label={w.examined.note}
        value={note}
        maxLength={2000}
        autosize
        minRows={1}
        onChange={(e) => setNote(e.currentTarget.value)}
      />
      <Group gap="xs">
        <Button size="xs" loading={mark.isPending} onClick={() => mark.mutate({ ...key, note })}>
          {current ? w.examined.again : w.examined.mark}
        </Button>
        {current ? (
          <Button
            size="xs"
            variant="default"
            loading={unmark.isPending}
            onClick={() => unmark.mutate(key)}
          >
            {w.examined.remove}
          </Button>
        ) : null}
      </Group>
      {error ? (
        <Text size="sm" c="red" role="alert">
          {describeError(error)}
        </Text>
      ) : null}
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

/** One voucher with all its rows and its registration details. */
export function VoucherView(p: {
  voucher: Voucher;
  names: ReadonlyMap<string, string>;
  year: { company: string; financialYearId: string };
  onBack: () => void;
}) {
  const w = useT().workbench.vouchers;
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
        <div>
          <Text component="dt" size="xs" c="dimmed">
            {w.date}
          </Text>
          <Text component="dd" size="sm" m={0}>
            {v.date}
          </Text>
        </div>
        <div>
          <Text component="dt" size="xs" c="dimmed">
            {w.registeredAt}
          </Text>
          <Text component="dd" size="sm" m={0} data-testid="registered-at">
            {v.registeredAt ?? w.notInFile}
            {late > 0 ? (
              <Badge ml="xs" size="sm" variant="light" color="orange">
                {w.late(late)}
              </Badge>
            ) : null}
          </Text>
        </div>
        <div>
          <Text component="dt" size="xs" c="dimmed">
            {w.registeredBy}
          </Text>
          <Text component="dd" size="sm" m={0} data-testid="registered-by">
            {v.registeredBy ?? w.notInFile}
          </Text>
        </div>
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
                  {r.account}
                </Table.Th>
                <Table.Td>{p.names.get(r.account) ?? ''}</Table.Td>
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

/**
 * The vouchers of one account over a range of a year (from an account row of the trial balance
 * or a month of the months view): a virtual list of date, voucher, text, the account's amount
 * and the counter-accounts, with their count and sum held against the account's movement; a
 * voucher opens with all its rows. The account, month and voucher are in the URL.
 */
export default function VoucherDrill(p: DrillProps & { onClose: () => void }) {
  const w = useT().workbench.vouchers;
  const [params] = useSearchParams();
  const go = useDrillNavigation();
  const year = { company: p.company, financialYearId: p.financialYearId };
  const vouchers = useVouchers({ ...year, from: p.from, to: p.to, account: p.account });
  const marks = useVoucherMarks(year);
  const marked = useMemo(
    () => new Set((marks.data ?? []).map((m) => voucherLabel(m))),
    [marks.data],
  );
  const drill = useMemo(
    () => (vouchers.data ? accountVouchers(vouchers.data, p.account) : null),
    [vouchers.data, p.account],
  );
  const lines = drill?.lines ?? [];
  const virtual = useVirtualRows({
    count: lines.length,
    estimateSize: ROW_HEIGHT,
    getItemKey: (i) => (lines[i] ? voucherLabel(lines[i].voucher) : i),
  });
  const ser = params.get('vser');
  const nr = params.get('vnr');
  const open =
    nr !== null
      ? (lines.find((l) => l.voucher.series === (ser ?? '') && String(l.voucher.number) === nr)
          ?.voucher ?? null)
      : null;
  const difference =
    drill && p.movement !== null ? Math.round(p.movement * 100) - Math.round(drill.sum * 100) : 0;
  return (
    <Card p="lg" className="workbench-noprint" data-testid="voucher-drill">
      <Group justify="space-between" mb="sm" wrap="wrap">
        <div>
          <Title order={2} size="h4">
            {w.title(p.account, p.accountName)}
          </Title>
          <Text size="sm" c="dimmed">
            {p.from} – {p.to}
          </Text>
        </div>
        <Button size="xs" variant="default" onClick={p.onClose}>
          {w.close}
        </Button>
      </Group>
      {vouchers.isPending ? (
        <LoadingState label={w.loading} />
      ) : vouchers.isError ? (
        <ErrorState error={vouchers.error} onRetry={() => void vouchers.refetch()} />
      ) : nr !== null ? (
        open ? (
          <VoucherView
            key={voucherLabel(open)}
            voucher={open}
            names={p.names}
            year={year}
            onBack={() => go({ vser: null, vnr: null })}
          />
        ) : (
          <Alert color="yellow" variant="light">
            <Group justify="space-between">
              <Text size="sm">{w.notFound}</Text>
              <Button size="xs" variant="default" onClick={() => go({ vser: null, vnr: null })}>
                {w.back}
              </Button>
            </Group>
          </Alert>
        )
      ) : lines.length === 0 ? (
        <EmptyState title={w.empty} />
      ) : (
        <Stack gap="sm">
          <Group gap="lg" wrap="wrap">
            <Text size="sm" data-testid="voucher-count">
              {w.count(lines.length)}
            </Text>
            <Text size="sm" fw={600} data-testid="voucher-sum">
              {w.sum}: {formatMoney(drill!.sum)}
            </Text>
          </Group>
          {p.movement !== null ? (
            <Alert
              color={difference === 0 ? 'green' : 'red'}
              variant="light"
              p="xs"
              data-testid="voucher-sum-check"
            >
              <Text size="sm">
                {difference === 0
                  ? `${w.sumAgrees} (${formatMoney(p.movement)})`
                  : w.sumDiffers(formatMoney(p.movement), formatMoney(difference / 100))}
              </Text>
            </Alert>
          ) : null}
          <ScrollBox rows={virtual} label={w.tableLabel}>
            <Table
              stickyHeader
              fz="sm"
              verticalSpacing={6}
              horizontalSpacing={8}
              withTableBorder
              aria-rowcount={lines.length + 1}
              style={{ minWidth: 640 }}
              className="touch-table"
            >
              <Table.Thead>
                <Table.Tr aria-rowindex={1}>
                  <Table.Th>{w.columns.date}</Table.Th>
                  <Table.Th>{w.columns.voucher}</Table.Th>
                  <Table.Th>{w.columns.text}</Table.Th>
                  <Table.Th style={num}>{w.columns.amount}</Table.Th>
                  <Table.Th>{w.columns.counter}</Table.Th>
                  <Table.Th>{w.columns.examined}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <VirtualBody rows={virtual} colSpan={6}>
                {virtual.virtualizer.getVirtualItems().map((item) => {
                  const l = lines[item.index]!;
                  const label = voucherLabel(l.voucher);
                  return (
                    <Table.Tr
                      key={label}
                      ref={virtual.virtualizer.measureElement}
                      data-index={item.index}
                      aria-rowindex={item.index + 2}
                    >
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{l.voucher.date}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        <UnstyledButton
                          c="indigo.8"
                          fz="sm"
                          fw={600}
                          style={{ textDecoration: 'underline' }}
                          aria-label={w.openVoucher(label)}
                          onClick={() =>
                            go({ vser: l.voucher.series, vnr: String(l.voucher.number) })
                          }
                        >
                          {label}
                        </UnstyledButton>
                      </Table.Td>
                      <Table.Td>{l.voucher.text}</Table.Td>
                      <Table.Td className="num">{formatMoney(l.amount)}</Table.Td>
                      <Table.Td>{l.counter.join(', ')}</Table.Td>
                      <Table.Td>
                        {marked.has(label) ? (
                          <Badge size="sm" variant="light" color="green">
                            {w.examined.title}
                          </Badge>
                        ) : null}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </VirtualBody>
            </Table>
          </ScrollBox>
        </Stack>
      )}
    </Card>
  );
}
