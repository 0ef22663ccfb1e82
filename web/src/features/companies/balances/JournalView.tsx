import { Fragment, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Button, Card, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { CellLink } from './CellLink.js';
import type { Company, JournalTestResult } from '@ledger/contract';
import { useT } from '../../../i18n/index.js';
import { useCan } from '../../../lib/access/access.js';
import { useOp } from '../../../lib/data/queries.js';
import { formatDateTime, formatMoney } from '../../../lib/format/format.js';
import { fileNamePart } from '../../../lib/format/ids.js';
import { DetailRow } from '../../../lib/tables/DetailRow.js';
import { TableScroll } from '../../../lib/tables/TableScroll.js';
import { DownloadButton } from '../../../lib/ui/DownloadButton.js';
import { ErrorState, LoadingState } from '../../../lib/ui/ui.js';
import {
  EDITABLE_PARAMS,
  itemDetail,
  journalSheets,
  readParam,
  type EditableParam,
} from '../workbench/journal.js';
import { useDrillNavigation } from './drillNavigation.js';
import type { Workbench } from './useWorkbench.js';
import { VoucherView } from './VoucherView.js';
import { useVoucherOn } from './vouchers.js';
import { BenfordChart } from './BenfordChart.js';
import { ExportFailed, useWorkbookExport } from './workbookExport.js';
import './vouchers.css';

/** Each parameter's place in the URL. */
const PARAM_KEYS: Record<EditableParam, string> = {
  roundBase: 'jbase',
  roundFloor: 'jfloor',
  backdatedDays: 'jdays',
  rareAccountMaxVouchers: 'jrare',
  pairMaxVouchers: 'jpair',
};

/**
 * The journal-entry tests of ISA 240 over the year's vouchers (issue #33): the population, the
 * parameters the auditor may change (kept in the URL), each test with its count opening to what
 * it found, a voucher opening with its rows, Benford as a chart, and the .xlsx of the results.
 */
export default function JournalView({ wb, company }: { wb: Workbench; company: Company }) {
  const t = useT();
  const w = t.workbench.journal;
  const can = useCan('getJournalTests');
  const [params, setParams] = useSearchParams();
  const go = useDrillNavigation();
  const typed = Object.fromEntries(
    EDITABLE_PARAMS.map((k) => [k, params.get(PARAM_KEYS[k]) ?? '']),
  ) as Record<EditableParam, string>;
  const [draft, setDraft] = useState(typed);
  const query: Record<string, string> = { financialYearId: wb.year.id };
  for (const k of EDITABLE_PARAMS) {
    const v = readParam(typed[k]);
    if (v !== null) query[k] = v;
  }
  const answer = useOp(
    'getJournalTests',
    { params: { companyDurableKey: company.durableKey }, query },
    { enabled: can },
  );
  const openTest = params.get('jtest');
  const ser = params.get('vser');
  const nr = params.get('vnr');
  // The voucher in the URL, read from its day's vouchers (its date from the test's items).
  const dated =
    nr !== null
      ? answer.data?.tests
          .flatMap((x) => x.items ?? [])
          .find((i) => i.series === (ser ?? '') && i.number === nr && i.date)
      : undefined;
  const voucher = useVoucherOn(
    { company: company.durableKey, financialYearId: wb.year.id },
    can && dated?.date ? { series: dated.series, number: dated.number, date: dated.date } : null,
  );
  const xlsx = useWorkbookExport();
  if (!can)
    return (
      <Card p="lg">
        <Text size="sm" data-testid="journal-unavailable">
          {w.unavailable}
        </Text>
      </Card>
    );
  const apply = () =>
    setParams(
      (prev) => {
        const p = new URLSearchParams(prev);
        for (const k of EDITABLE_PARAMS) {
          const v = readParam(draft[k]);
          if (v === null) p.delete(PARAM_KEYS[k]);
          else p.set(PARAM_KEYS[k], v);
        }
        return p;
      },
      { replace: true },
    );
  const defaults = answer.data?.parameters ?? {};
  const names = new Map((wb.tb?.rows ?? []).map((r) => [r.accountNumber, r.accountName]));
  const exportXlsx = () => {
    const data = answer.data;
    if (!data) return;
    void xlsx.run(
      () =>
        journalSheets(
          data,
          {
            company: `${company.name} (${company.organizationNumber})`,
            year: `${wb.year.startDate} – ${wb.year.endDate}`,
            exportedAt: formatDateTime(new Date()),
          },
          w,
          formatMoney,
        ),
      w.export.file(fileNamePart(company.name), wb.year.startDate),
    );
  };
  const openVoucher = nr !== null ? (voucher.data ?? null) : null;
  return (
    <Stack gap="lg">
      <Card p="lg">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <div>
            <Title order={2} size="h4">
              {w.title}
            </Title>
            <Text size="sm" maw={720}>
              {w.intro}
            </Text>
          </div>
          <DownloadButton
            variant="default"
            onClick={exportXlsx}
            loading={xlsx.busy}
            disabled={!answer.data}
          >
            {w.export.xlsx}
          </DownloadButton>
        </Group>
        <ExportFailed shown={xlsx.failed} text={w.export.failed} />
        <Title order={3} size="h5" mt="md" mb="xs">
          {w.parameters}
        </Title>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            apply();
          }}
        >
          <Group align="flex-end" gap="md" wrap="wrap">
            {EDITABLE_PARAMS.map((k) => (
              <TextInput
                key={k}
                w={200}
                label={w.params[k]}
                inputMode="decimal"
                placeholder={defaults[k] === undefined ? undefined : String(defaults[k])}
                value={draft[k]}
                onChange={(e) => {
                  const v = e.currentTarget.value;
                  setDraft((d) => ({ ...d, [k]: v }));
                }}
                error={draft[k] !== '' && readParam(draft[k]) === null ? w.invalid : undefined}
              />
            ))}
            <Button type="submit">{w.run}</Button>
            <Button
              variant="default"
              onClick={() => {
                const empty = Object.fromEntries(EDITABLE_PARAMS.map((k) => [k, ''])) as Record<
                  EditableParam,
                  string
                >;
                setDraft(empty);
                setParams(
                  (prev) => {
                    const p = new URLSearchParams(prev);
                    for (const k of EDITABLE_PARAMS) p.delete(PARAM_KEYS[k]);
                    return p;
                  },
                  { replace: true },
                );
              }}
            >
              {w.reset}
            </Button>
          </Group>
        </form>
      </Card>
      {answer.isPending ? (
        <LoadingState label={w.loading} />
      ) : answer.isError ? (
        <ErrorState error={answer.error} onRetry={() => void answer.refetch()} />
      ) : answer.data.fileId === null ? (
        <Alert color="yellow" variant="light">
          {w.noFile}
        </Alert>
      ) : (
        <>
          <Card p="lg">
            <Title order={3} size="h5" mb="xs">
              {w.population}
            </Title>
            <Group gap="xl" wrap="wrap" data-testid="journal-population">
              <Text size="sm">
                {w.vouchers}: {answer.data.population.vouchers}
              </Text>
              <Text size="sm">
                {w.transactions}: {answer.data.population.transactions}
              </Text>
              <Text size="sm">
                {w.debit}: {formatMoney(answer.data.population.debit)}
              </Text>
              <Text size="sm">
                {w.credit}: {formatMoney(answer.data.population.credit)}
              </Text>
            </Group>
          </Card>
          {openVoucher ? (
            <Card p="lg">
              <VoucherView
                key={`${openVoucher.series} ${openVoucher.number}`}
                voucher={openVoucher}
                names={names}
                year={{ company: company.durableKey, financialYearId: wb.year.id }}
                onBack={() => go({ vser: null, vnr: null })}
                onAccount={(vacc) => go({ view: 'trial', vacc, vser: null, vnr: null })}
              />
            </Card>
          ) : nr !== null && (answer.isPending || voucher.isLoading) ? (
            <LoadingState label={t.workbench.vouchers.loading} />
          ) : null}
          <Card p="lg">
            <TableScroll label={w.tableLabel}>
              <Table
                fz="sm"
                verticalSpacing={6}
                aria-label={w.tableLabel}
                className="phone-scroll touch-table"
              >
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{w.columns.test}</Table.Th>
                    <Table.Th>{w.columns.rule}</Table.Th>
                    <Table.Th style={{ textAlign: 'right' }}>{w.columns.count}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {answer.data.tests.map((test) => {
                    const name = w.tests[test.id];
                    const open = openTest === test.id;
                    return (
                      <Fragment key={test.id}>
                        <Table.Tr data-testid={`journal-test-${test.id}`}>
                          <Table.Th scope="row">
                            <CellLink
                              aria-expanded={open}
                              aria-label={w.show(name)}
                              onClick={() =>
                                setParams((prev) => {
                                  const p = new URLSearchParams(prev);
                                  if (open) p.delete('jtest');
                                  else p.set('jtest', test.id);
                                  p.delete('vser');
                                  p.delete('vnr');
                                  return p;
                                })
                              }
                            >
                              {name}
                            </CellLink>
                          </Table.Th>
                          <Table.Td>{w.rules[test.id]}</Table.Td>
                          <Table.Td className="num" data-testid="journal-count">
                            {test.count}
                          </Table.Td>
                        </Table.Tr>
                        <DetailRow open={open} columns={3}>
                          <TestItems test={test} name={name} />
                        </DetailRow>
                      </Fragment>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </TableScroll>
          </Card>
        </>
      )}
    </Stack>
  );
}

/** What one test found: the vouchers (each opening), or Benford's chart and deviation. */
function TestItems({ test, name }: { test: JournalTestResult; name: string }) {
  const t = useT();
  const w = t.workbench.journal;
  const go = useDrillNavigation();
  if (test.id === 'benford')
    return (
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          {w.benford.title}
        </Text>
        {test.mad !== undefined ? (
          <Text size="sm">
            {w.benford.mad(test.mad.toFixed(4), w.benford.conformity[test.conformity ?? ''] ?? '')}
          </Text>
        ) : null}
        <BenfordChart test={test} />
      </Stack>
    );
  if (test.items.length === 0) return <Text size="sm">{w.nothing}</Text>;
  const c = w.columns;
  return (
    <Stack gap={4}>
      {test.truncated ? (
        <Text size="sm" c="dimmed">
          {w.truncated(test.items.length, test.count)}
        </Text>
      ) : null}
      <Table fz="sm" verticalSpacing={4} aria-label={w.itemsLabel(name)} className="touch-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{c.voucher}</Table.Th>
            <Table.Th>{c.date}</Table.Th>
            <Table.Th>{c.text}</Table.Th>
            <Table.Th style={{ textAlign: 'right' }}>{c.amount}</Table.Th>
            <Table.Th>{c.detail}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {test.items.map((i, n) => {
            const label = i.series ? `${i.series} ${i.number}` : i.number;
            return (
              <Table.Tr key={`${label}-${n}`}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {i.date ? (
                    <CellLink
                      aria-label={t.workbench.vouchers.openVoucher(label)}
                      onClick={() => go({ vser: i.series, vnr: i.number })}
                    >
                      {label}
                    </CellLink>
                  ) : (
                    label
                  )}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{i.date ?? ''}</Table.Td>
                <Table.Td>{i.text ?? ''}</Table.Td>
                <Table.Td className="num">
                  {i.amount === undefined ? '' : formatMoney(i.amount)}
                </Table.Td>
                <Table.Td>{itemDetail(test.id, i, w, formatMoney)}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
