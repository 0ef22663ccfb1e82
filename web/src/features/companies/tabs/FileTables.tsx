import { Badge, Button, Loader } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import type { AccountingFile, FileStatus } from '@ledger/contract';
import { HintTooltip } from '../../../lib/ui/HintTooltip.js';
import { DataTable } from '../../../lib/tables/DataTable.js';
import { formatBytes, formatDateTime } from '../../../lib/format/format.js';
import type { UploadRecord } from './uploads.js';
import { fileStatusLabel, STATUS_COLOR } from './files.js';
import { useT } from '../../../i18n/index.js';
import { useFileStatus } from './useFileStatus.js';
import { ActionsHeader } from '../../../lib/tables/ActionsHeader.js';
import { BreakableName } from '../../../lib/ui/wrapping.js';

/**
 * A status by its name, what it means on hover; the spinner only where the console follows it
 * (`live`).
 */
export function StatusBadge({ status, live = false }: { status: string; live?: boolean }) {
  const t = useT();
  const label = fileStatusLabel(status, t);
  const color = Object.prototype.hasOwnProperty.call(STATUS_COLOR, status)
    ? STATUS_COLOR[status as FileStatus]
    : 'gray';
  const badge = (
    <Badge
      color={color}
      variant="light"
      leftSection={live && status === 'pending' ? <Loader size={10} color="gray" /> : null}
    >
      {label.name}
    </Badge>
  );
  return label.description ? <HintTooltip label={label.description}>{badge}</HintTooltip> : badge;
}

/**
 * A listed file's status: followed (polled) while it is not final where the V1 service answers
 * `getFile`, else as the listing has it.
 */
function FileStatusCell(props: {
  file: AccountingFile;
  companyDurableKey: string;
  follow: boolean;
}) {
  return props.follow ? <PolledStatus {...props} /> : <StatusBadge status={props.file.status} />;
}

/** Shows a file's status, followed while it is not final. */
function PolledStatus({
  file,
  companyDurableKey,
}: {
  file: AccountingFile;
  companyDurableKey: string;
}) {
  const latest = useFileStatus(file, companyDurableKey);
  return <StatusBadge status={latest.status} live />;
}

/** Opens the processing report of the file `name`. */
function ReportButton({ name, onClick }: { name: string; onClick: () => void }) {
  const t = useT();
  return (
    <Button size="xs" variant="subtle" onClick={onClick} aria-label={t.files.reportOf(name)}>
      {t.files.report}
    </Button>
  );
}

type OnReport = ((file: { id: string; name: string }) => void) | null;

const actionsColumn = <T,>(cell: ColumnDef<T, unknown>['cell']): ColumnDef<T, unknown> => ({
  id: 'actions',
  header: ActionsHeader,
  enableSorting: false,
  cell,
});

/** A file's name, breaking where it can. */
const nameColumn = <T extends { name: string }>(header: string): ColumnDef<T, unknown> => ({
  id: 'name',
  header,
  accessorFn: (f) => f.name,
  cell: ({ row }) => <BreakableName name={row.original.name} />,
});

/** A date and time (ISO 8601), sorted as its text, shown in local time on one line. */
const dateTimeColumn = <T,>(
  id: string,
  header: string,
  value: (row: T) => string | null | undefined,
): ColumnDef<T, unknown> => ({
  id,
  header,
  accessorFn: (r) => value(r) ?? '',
  cell: ({ row }) => formatDateTime(value(row.original)),
  meta: { nowrap: true },
});

/** Each row's button to its file's processing report (`file`: the row's file). */
const reportColumn = <T,>(
  onReport: NonNullable<OnReport>,
  file: (row: T) => { id: string; name: string },
): ColumnDef<T, unknown> =>
  actionsColumn(({ row }) => {
    const f = file(row.original);
    return <ReportButton name={f.name} onClick={() => onReport(f)} />;
  });

/**
 * The files the V1 service lists for a company, in its order until sorted. Only the rows on
 * screen are rendered, so only those follow (poll) their status.
 */
export function FilesTable(props: {
  files: AccountingFile[];
  companyDurableKey: string;
  /** Follow a file's status while it is not final (the service answers `getFile`). */
  follow: boolean;
  onReport: OnReport;
}) {
  const { companyDurableKey, follow, onReport } = props;
  const t = useT();
  const c = t.files.columns;
  const columns: ColumnDef<AccountingFile, unknown>[] = [
    nameColumn(c.name),
    {
      id: 'status',
      header: c.status,
      accessorFn: (f) => f.status,
      cell: ({ row }) => (
        <FileStatusCell file={row.original} companyDurableKey={companyDurableKey} follow={follow} />
      ),
    },
    dateTimeColumn('uploaded', c.uploaded, (f) => f.uploadedDate),
    dateTimeColumn('parsed', c.parsed, (f) => f.parsedDate),
  ];
  if (onReport) columns.push(reportColumn(onReport, (f) => f));
  return (
    <DataTable
      caption={t.files.title}
      noun={t.files.noun}
      data={props.files}
      columns={columns}
      defaultSort="-uploaded"
      getRowId={(f) => f.id}
      striped={false}
      rowHeight={onReport ? 51 : undefined}
    />
  );
}

/** The BFF's record of a company's uploads: for V1 services that do not list files. */
export function UploadsTable({
  uploads,
  onReport,
  withStatus = true,
}: {
  uploads: UploadRecord[];
  onReport: OnReport;
  /**
   * false where the platform gives no status (no `getFile`): every record would say "processing"
   * for ever, so the column is left out and the note says status is not available.
   */
  withStatus?: boolean;
}) {
  const t = useT();
  const c = t.files.columns;
  const columns: ColumnDef<UploadRecord, unknown>[] = [
    nameColumn(c.name),
    dateTimeColumn('uploaded', c.uploaded, (u) => u.uploadedAt),
    {
      id: 'by',
      header: c.by,
      accessorFn: (u) => u.username,
      cell: ({ row }) => row.original.username || '–',
    },
    {
      id: 'size',
      header: c.size,
      accessorFn: (u) => u.size ?? -1,
      cell: ({ row }) => (row.original.size === null ? '–' : formatBytes(row.original.size)),
      meta: { align: 'right', nowrap: true },
    },
  ];
  if (withStatus)
    columns.push({
      id: 'status',
      header: c.statusAtUpload,
      accessorFn: (u) => u.status,
      cell: ({ row }) => <StatusBadge status={row.original.status} />,
    });
  if (onReport) columns.push(reportColumn(onReport, (u) => ({ id: u.fileId, name: u.name })));
  return (
    <DataTable
      caption={t.files.uploadsCaption}
      noun={t.files.noun}
      data={uploads}
      columns={columns}
      defaultSort="-uploaded"
      getRowId={(u) => u.fileId}
      striped={false}
      rowHeight={onReport ? 51 : undefined}
    />
  );
}
