import { Badge, Modal, Stack, Text, Title } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import type { Discrepancy, FinancialYear, Finding } from 'bff/contract';
import { useOp } from '../../../lib/data/queries.js';
import { QueryView } from '../../../lib/ui/ui.js';
import { DataTable } from '../../../lib/tables/DataTable.js';
import { Facts, LabelledValue } from '../../../lib/ui/LabelledValue.js';
import { formatBytes, formatMoney } from '../../../lib/format/format.js';
import { StatusBadge } from './FileTables.js';
import { yearLabel } from './files.js';

const SEVERITY_COLOR: Record<Finding['severity'], string> = {
  error: 'red',
  warning: 'yellow',
  info: 'gray',
};

/** Three columns leave the period room to stay on one line. */
const REPORT_COLS = { base: 1, xs: 2, sm: 3 };

const FINDING_COLUMNS: ColumnDef<Finding, unknown>[] = [
  {
    id: 'severity',
    header: 'Severity',
    cell: ({ row: { original: f } }) => (
      <Badge color={SEVERITY_COLOR[f.severity]} variant="light">
        {f.severity}
      </Badge>
    ),
  },
  {
    id: 'line',
    header: 'Line',
    cell: ({ row }) => row.original.line ?? '–',
    meta: { align: 'right' },
  },
  { id: 'message', header: 'Message', cell: ({ row }) => row.original.message },
];

const DISCREPANCY_COLUMNS: ColumnDef<Discrepancy, unknown>[] = [
  { id: 'account', header: 'Account', cell: ({ row }) => row.original.account },
  { id: 'kind', header: 'Kind', cell: ({ row }) => row.original.kind },
  {
    id: 'period',
    header: 'Period',
    cell: ({ row }) => row.original.period ?? '–',
    meta: { nowrap: true },
  },
  {
    id: 'expected',
    header: 'Expected',
    cell: ({ row }) => formatMoney(row.original.expected),
    meta: { align: 'right', nowrap: true },
  },
  {
    id: 'actual',
    header: 'Actual',
    cell: ({ row }) => formatMoney(row.original.actual),
    meta: { align: 'right', nowrap: true },
  },
  { id: 'message', header: 'Message', cell: ({ row }) => row.original.message },
];

/**
 * The processing report (an extension operation): besides the findings, what V1's `File` does
 * not carry (size, content type, SIE type, financial year) is shown here. Findings and
 * discrepancies keep the report's order (by line).
 */
export function ReportModal({
  file,
  companyDurableKey,
  years,
  onClose,
}: {
  file: { id: string; name: string } | null;
  companyDurableKey: string;
  years: FinancialYear[] | undefined;
  onClose: () => void;
}) {
  const report = useOp(
    'getFileReport',
    { params: { companyDurableKey, fileId: file?.id ?? '' } },
    { enabled: !!file },
  );
  return (
    <Modal
      opened={!!file}
      onClose={onClose}
      title={file ? `Processing report: ${file.name}` : ''}
      size="xl"
    >
      {file ? (
        <QueryView query={report} loadingLabel="Loading the report…">
          {(r) => (
            <Stack gap="md">
              <Facts cols={REPORT_COLS}>
                <LabelledValue label="Status">
                  <StatusBadge status={r.status} />
                </LabelledValue>
                <LabelledValue label="SIE type">{r.sieType ?? '–'}</LabelledValue>
                <LabelledValue label="Organisation number" nowrap>
                  {r.organizationNumber ?? '–'}
                </LabelledValue>
                <LabelledValue label="Program">{r.program ?? '–'}</LabelledValue>
                <LabelledValue label="Period" nowrap>
                  {r.period ? `${r.period.startDate} – ${r.period.endDate}` : '–'}
                </LabelledValue>
                <LabelledValue label="Financial year" nowrap>
                  {yearLabel(years, r.financialYearId)}
                </LabelledValue>
                <LabelledValue label="Size">{formatBytes(r.size)}</LabelledValue>
                <LabelledValue label="Content type" breakAnywhere>
                  {r.contentType || '–'}
                </LabelledValue>
              </Facts>
              <Facts cols={REPORT_COLS}>
                <LabelledValue label="Accounts">{r.counts.accounts}</LabelledValue>
                <LabelledValue label="Vouchers">{r.counts.vouchers}</LabelledValue>
                <LabelledValue label="Transactions">{r.counts.transactions}</LabelledValue>
              </Facts>
              <ReportSection
                title="Findings"
                rows={r.errors}
                columns={FINDING_COLUMNS}
                none="No findings."
              />
              <ReportSection
                title="Discrepancies"
                rows={r.discrepancies}
                columns={DISCREPANCY_COLUMNS}
                none="Everything reconciles."
              />
            </Stack>
          )}
        </QueryView>
      ) : null}
    </Modal>
  );
}

/** One list of the report (findings, discrepancies): a heading with its count, then its rows. */
function ReportSection<T>(props: {
  title: string;
  rows: T[];
  columns: ColumnDef<T, unknown>[];
  none: string;
}) {
  return (
    <>
      <Title order={3} size="h5">
        {props.title} ({props.rows.length})
      </Title>
      <DataTable
        caption={props.title}
        data={props.rows}
        columns={props.columns}
        sortable={false}
        minWidth={0}
        striped={false}
        verticalSpacing={4}
        empty={
          <Text size="sm" c="dimmed">
            {props.none}
          </Text>
        }
      />
    </>
  );
}
