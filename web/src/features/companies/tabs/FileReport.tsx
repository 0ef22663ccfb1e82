import { Badge, Modal, Stack, Text, Title } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import type { Discrepancy, FinancialYear, Finding } from '@ledger/contract';
import { useOp } from '../../../lib/data/queries.js';
import { QueryView } from '../../../lib/ui/ui.js';
import { DataTable } from '../../../lib/tables/DataTable.js';
import { Facts, LabelledValue } from '../../../lib/ui/LabelledValue.js';
import { formatBytes, formatInteger, formatMoney } from '../../../lib/format/format.js';
import { useT, type Catalog } from '../../../i18n/index.js';
import { discrepancyText, findingText, periodLabel } from './reportText.js';
import { StatusBadge } from './FileTables.js';
import { yearLabel } from './files.js';

const SEVERITY_COLOR: Record<Finding['severity'], string> = {
  error: 'red',
  warning: 'yellow',
  info: 'gray',
};

/** Three columns leave the period room to stay on one line. */
const REPORT_COLS = { base: 1, xs: 2, sm: 3 };

function findingColumns(t: Catalog): ColumnDef<Finding, unknown>[] {
  const r = t.files.reportModal;
  return [
    {
      id: 'severity',
      header: r.severity,
      cell: ({ row: { original: f } }) => <SeverityBadge severity={f.severity} />,
    },
    {
      id: 'line',
      header: r.line,
      cell: ({ row }) => row.original.line ?? '–',
      meta: { align: 'right' },
    },
    { id: 'message', header: r.message, cell: ({ row }) => findingText(row.original, t) },
  ];
}

function discrepancyColumns(t: Catalog): ColumnDef<Discrepancy, unknown>[] {
  const r = t.files.reportModal;
  return [
    { id: 'account', header: r.account, cell: ({ row }) => row.original.account },
    {
      id: 'kind',
      header: r.kind,
      cell: ({ row }) => {
        const kind = row.original.kind;
        const known = Object.prototype.hasOwnProperty.call(t.files.kind, kind)
          ? t.files.kind[kind]
          : null;
        return known ? <span title={known.description}>{known.name}</span> : kind;
      },
    },
    {
      id: 'period',
      header: r.period,
      cell: ({ row }) => periodLabel(row.original.period),
      meta: { nowrap: true },
    },
    {
      id: 'expected',
      header: r.expected,
      cell: ({ row }) => formatMoney(row.original.expected),
      meta: { align: 'right', nowrap: true },
    },
    {
      id: 'actual',
      header: r.actual,
      cell: ({ row }) => formatMoney(row.original.actual),
      meta: { align: 'right', nowrap: true },
    },
    { id: 'message', header: r.message, cell: ({ row }) => discrepancyText(row.original, t) },
  ];
}

function SeverityBadge({ severity }: { severity: string }) {
  const t = useT();
  const own = Object.prototype.hasOwnProperty.call(SEVERITY_COLOR, severity);
  return (
    <Badge color={own ? SEVERITY_COLOR[severity as Finding['severity']] : 'gray'} variant="light">
      {own ? t.files.severity[severity as Finding['severity']] : severity}
    </Badge>
  );
}

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
  const t = useT();
  const m = t.files.reportModal;
  return (
    <Modal opened={!!file} onClose={onClose} title={file ? m.title(file.name) : ''} size="xl">
      {file ? (
        <QueryView query={report} loadingLabel={m.loading}>
          {(r) => (
            <Stack gap="md">
              <Facts cols={REPORT_COLS}>
                <LabelledValue label={m.status}>
                  <StatusBadge status={r.status} />
                </LabelledValue>
                <LabelledValue label={m.sieType}>{r.sieType ?? '–'}</LabelledValue>
                <LabelledValue label={m.orgNr} nowrap>
                  {r.organizationNumber ?? '–'}
                </LabelledValue>
                <LabelledValue label={m.program}>{r.program ?? '–'}</LabelledValue>
                <LabelledValue label={m.period} nowrap>
                  {r.period ? `${r.period.startDate} – ${r.period.endDate}` : '–'}
                </LabelledValue>
                <LabelledValue label={m.year} nowrap>
                  {yearLabel(years, r.financialYearId)}
                </LabelledValue>
                <LabelledValue label={m.size}>{formatBytes(r.size)}</LabelledValue>
                <LabelledValue label={m.contentType} breakAnywhere>
                  {r.contentType || '–'}
                </LabelledValue>
              </Facts>
              <Facts cols={REPORT_COLS}>
                <LabelledValue label={m.accounts}>{formatInteger(r.counts.accounts)}</LabelledValue>
                <LabelledValue label={m.vouchers}>{formatInteger(r.counts.vouchers)}</LabelledValue>
                <LabelledValue label={m.transactions}>
                  {formatInteger(r.counts.transactions)}
                </LabelledValue>
              </Facts>
              <ReportSection
                title={m.findings}
                rows={r.errors}
                columns={findingColumns(t)}
                none={m.noFindings}
              />
              <ReportSection
                title={m.discrepancies}
                rows={r.discrepancies}
                columns={discrepancyColumns(t)}
                none={m.noDiscrepancies}
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
