import { Suspense, useState } from 'react';
import { retryingLazy } from '../../../lib/ui/loadFailures.js';
import { Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { TableScroll } from '../../../lib/tables/TableScroll.js';
import { useT } from '../../../i18n/index.js';
import { formatDateTime, formatMoney } from '../../../lib/format/format.js';
import { figuresFingerprint, markState } from '../workbench/review.js';
import { accountSeries } from '../workbench/series.js';
import { useReviewMutations } from './reviews.js';
import { accountFigure, signOffKey } from '../workbench/signoff.js';
import { SignOffBox } from './SignOffBox.js';
import { MarkControls } from './MarkControls.js';
import type { Workbench } from './useWorkbench.js';
import { useCan } from '../../../lib/access/access.js';
import { useDrillNavigation } from './drillNavigation.js';
import { SectionCard } from '../../../lib/ui/SectionCard.js';

const AccountChart = retryingLazy(() => import('./AccountChart.js'));

function Review({ wb, account }: { wb: Workbench; account: string }) {
  const w = useT().workbench;
  const tb = wb.tb!;
  const row = tb.rows.find((r) => r.accountNumber === account)!;
  const mark = wb.marks.get(account);
  const state = markState(mark, row, tb.range.lastMonth);
  const { mark: save, unmark } = useReviewMutations({
    company: wb.companyKey,
    financialYearId: wb.year.id,
  });
  const [comment, setComment] = useState(mark?.comment ?? '');
  if (wb.reviews.isError)
    return (
      <Text size="sm" c="dimmed">
        {w.review.unavailable}
      </Text>
    );
  return (
    <Stack gap="xs" aria-label={w.review.label(account)} role="group">
      {mark ? (
        <Group gap="xs">
          <Badge color={state === 'reviewed' ? 'green' : 'yellow'} variant="light">
            {state === 'reviewed' ? w.review.reviewed : w.review.changedShort}
          </Badge>
          <Text size="sm">{w.review.by(mark.username, formatDateTime(mark.markedAt))}</Text>
        </Group>
      ) : null}
      {state === 'changed' ? (
        <Text size="sm" c="orange.9">
          {w.review.changed}
        </Text>
      ) : null}
      {mark?.comment ? <Text size="sm">{mark.comment}</Text> : null}
      <MarkControls
        note={{ label: w.review.comment, value: comment, maxLength: 1000, onChange: setComment }}
        mark={{
          label: mark ? w.review.save : w.review.mark,
          busy: save.isPending,
          onClick: () =>
            save.mutate({ account, comment, figures: figuresFingerprint(row, tb.range.lastMonth) }),
        }}
        remove={
          mark
            ? {
                label: w.review.remove,
                busy: unmark.isPending,
                onClick: () => unmark.mutate({ account }),
              }
            : null
        }
        error={save.error ?? unmark.error}
      />
    </Stack>
  );
}

/** One account opened: its months, this year over the prior, its sign-off and its tick mark. */
export default function AccountPanel(p: { wb: Workbench; account: string; onClose: () => void }) {
  const w = useT().workbench;
  const canVouchers = useCan('listVouchers');
  const go = useDrillNavigation();
  const tb = p.wb.tb!;
  const row = tb.rows.find((r) => r.accountNumber === p.account);
  if (!row) return null;
  const points = accountSeries(p.wb.balances.data ?? [], tb, p.account);
  return (
    <SectionCard
      className="workbench-noprint"
      title={w.drill.title(row.accountNumber, row.accountName)}
      actions={
        <Group gap="xs">
          {canVouchers ? (
            <Button
              size="xs"
              aria-label={w.vouchers.openLabel(row.accountNumber)}
              onClick={() => go({ vacc: row.accountNumber, vmonth: null, vser: null, vnr: null })}
            >
              {w.vouchers.open}
            </Button>
          ) : null}
          <Button size="xs" variant="default" onClick={p.onClose}>
            {w.drill.close}
          </Button>
        </Group>
      }
    >
      <Suspense fallback={null}>
        <AccountChart account={p.account} points={points} materiality={tb.materiality} />
      </Suspense>
      <TableScroll label={w.drill.title(row.accountNumber, row.accountName)}>
        <Table
          fz="sm"
          verticalSpacing={3}
          mt="sm"
          aria-label={w.drill.title(row.accountNumber, row.accountName)}
          className="phone-scroll"
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{w.columns.month}</Table.Th>
              <Table.Th style={{ textAlign: 'right' }}>{w.drill.current}</Table.Th>
              <Table.Th>{w.columns.month}</Table.Th>
              <Table.Th style={{ textAlign: 'right' }}>{w.drill.prior}</Table.Th>
              <Table.Th>{w.columns.flags}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {points.map((x) => (
              <Table.Tr key={x.index}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{x.month ?? '–'}</Table.Td>
                <Table.Td className="num">{formatMoney(x.current)}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{x.priorMonth ?? '–'}</Table.Td>
                <Table.Td className="num">{formatMoney(x.prior)}</Table.Td>
                <Table.Td>
                  {x.flagged ? (
                    <Badge size="sm" color="red" variant="light">
                      {w.drill.flagged}
                    </Badge>
                  ) : null}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
      <Title order={3} size="h5" mt="md" mb="xs">
        {w.signoff.title}
      </Title>
      <SignOffBox
        year={{ company: p.wb.companyKey, financialYearId: p.wb.year.id }}
        kind="account"
        item={p.account}
        figure={accountFigure(row)}
        signOff={p.wb.signOffMap.get(signOffKey('account', p.account))}
        readError={p.wb.signOffs.isError ? p.wb.signOffs.error : null}
        what={w.signoff.account(p.account)}
      />
      <Title order={3} size="h5" mt="md" mb="xs">
        {w.review.title}
      </Title>
      <Review wb={p.wb} account={p.account} />
    </SectionCard>
  );
}
