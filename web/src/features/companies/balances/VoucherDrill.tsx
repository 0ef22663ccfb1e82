import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Badge, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { CellLink } from './CellLink.js';
import { useT } from '../../../i18n/index.js';
import { formatMoney } from '../../../lib/format/format.js';
import { ScrollBox, useVirtualRows, VirtualBody } from '../../../lib/tables/virtualRows.js';
import { EmptyState, ErrorState, LoadingState } from '../../../lib/ui/ui.js';
import { accountVouchers, voucherLabel } from '../workbench/vouchers.js';
import { useAccountNames, useVoucherMarks, useVoucherPages } from './vouchers.js';
import { useDrillNavigation } from './drillNavigation.js';
import { VoucherView } from './VoucherView.js';
import './vouchers.css';

const ROW_HEIGHT = 37;
const num = { textAlign: 'right' } as const;

interface DrillProps {
  company: string;
  financialYearId: string;
  account: string;
  /** The balances' name of the account ('' where they have none: the file's name is shown). */
  accountName: string;
  /** The balances have no row for the account (its rows net to zero every month): movement 0. */
  notInBalances?: boolean;
  /** `YYYY-MM-DD`, both included. */
  from: string;
  to: string;
  /** The account's movement over the range, kronor debit positive (null: not known). */
  movement: number | null;
  /** Account names by number, for a voucher's rows. */
  names: ReadonlyMap<string, string>;
}

/**
 * The vouchers of one account over a range of a year (from an account row of the trial balance
 * or a month of the months view): a virtual list of date, voucher, text, the account's amount
 * and the counter-accounts. The first page shows at once and the list reads the next as it is
 * scrolled near its end (decisions/0051); the count is the answer's total, and the vouchers' sum
 * is held against the account's movement once all are read (until then the movement per the
 * balances is shown). A voucher opens with all its rows, whose accounts open their own vouchers.
 * The account, month and voucher are in the URL.
 */
export default function VoucherDrill(p: DrillProps & { onClose: () => void }) {
  const w = useT().workbench.vouchers;
  const [params] = useSearchParams();
  const go = useDrillNavigation();
  const year = { company: p.company, financialYearId: p.financialYearId };
  const names = useAccountNames(year, p.names);
  const name = p.accountName || (names.get(p.account) ?? '');
  const vouchers = useVoucherPages({ ...year, from: p.from, to: p.to, account: p.account });
  const marks = useVoucherMarks(year);
  const marked = useMemo(
    () => new Set((marks.data ?? []).map((m) => voucherLabel(m))),
    [marks.data],
  );
  const pages = vouchers.data?.pages;
  const drill = useMemo(
    () =>
      pages
        ? accountVouchers(
            pages.flatMap((page) => page.vouchers),
            p.account,
          )
        : null,
    [pages, p.account],
  );
  const lines = drill?.lines ?? [];
  const total = pages?.[0]?.total ?? null;
  const allRead = pages !== undefined && !vouchers.hasNextPage;
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
  // The next page when the list nears its end, or while a voucher in the URL is not read yet.
  const lastShown = virtual.virtualizer.getVirtualItems().at(-1)?.index ?? 0;
  const wanted = nr !== null ? open === null : lastShown >= lines.length - 50;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = vouchers;
  useEffect(() => {
    if (wanted && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [wanted, hasNextPage, isFetchingNextPage, fetchNextPage, lines.length]);
  const difference =
    drill && p.movement !== null ? Math.round(p.movement * 100) - Math.round(drill.sum * 100) : 0;
  return (
    <Card p="lg" className="workbench-noprint" data-testid="voucher-drill">
      <Group justify="space-between" mb="sm" wrap="wrap">
        <div>
          <Title order={2} size="h4">
            {w.title(p.account, name)}
          </Title>
          <Text size="sm" c="dimmed">
            {p.from} – {p.to}
          </Text>
          {p.notInBalances && lines.length > 0 ? (
            <Text size="sm" data-testid="not-in-balances">
              {w.notInBalances(p.account)}
            </Text>
          ) : null}
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
            onAccount={(account) => go({ vacc: account, vser: null, vnr: null })}
          />
        ) : hasNextPage ? (
          <LoadingState label={w.loading} />
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
              {w.count(total ?? lines.length)}
            </Text>
            {allRead ? (
              <Text size="sm" fw={600} data-testid="voucher-sum">
                {w.sum}: {formatMoney(drill!.sum)}
              </Text>
            ) : p.movement !== null ? (
              <Text size="sm" fw={600} data-testid="voucher-movement">
                {w.movement}: {formatMoney(p.movement)}
              </Text>
            ) : null}
          </Group>
          {!allRead ? (
            <Text size="sm" c="dimmed" data-testid="voucher-sum-pending">
              {w.sumPending(lines.length, total ?? lines.length)}
            </Text>
          ) : p.movement !== null ? (
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
              aria-rowcount={(total ?? lines.length) + 1}
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
                        <CellLink
                          aria-label={w.openVoucher(label)}
                          onClick={() =>
                            go({ vser: l.voucher.series, vnr: String(l.voucher.number) })
                          }
                        >
                          {label}
                        </CellLink>
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
          {isFetchingNextPage ? <Text size="sm">{w.loadingMore}</Text> : null}
        </Stack>
      )}
    </Card>
  );
}
