import { useMemo } from 'react';
import {
  Alert,
  Button,
  Card,
  Group,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconDownload } from '@tabler/icons-react';
import { keepPreviousData, useQueries } from '@tanstack/react-query';
import {
  isFinalFileStatus,
  type AccountingFile,
  type Company,
  type FileReport,
  type FinancialYear,
} from 'bff/contract';
import { useOp, useTenant } from '../../../lib/data/queries.js';
import { opQuery } from '../../../lib/data/queryOptions.js';
import { PickerMultiSelect } from '../../../lib/forms/pickers.js';
import { useCan } from '../../../lib/access/access.js';
import { useSearchParamsState } from '../../../lib/routing/url.js';
import { EmptyState, ErrorState, LoadingState } from '../../../lib/ui/ui.js';
import { toCompactDate } from '../../../lib/format/format.js';
import { downloadCsv, toCsv } from '../../../lib/format/csv.js';
import { IsoDateInput } from '../../../lib/forms/IsoDateInput.js';
import BalanceChart from './BalanceChart.js';
import { BalanceTable } from './BalanceTable.js';
import {
  BALANCES_CSV_COLUMNS,
  balancesCsvRows,
  monthsInRange,
  toRows,
  topMovers,
  type Metric,
} from './math.js';

export interface YearWarning {
  year: FinancialYear;
  status: AccountingFile['status'] | null;
}

/**
 * What the warnings need of a file: V1's `File` has no financial year, the file's report (an
 * extension operation) has it once the file is processed.
 */
export interface YearFile {
  status: AccountingFile['status'];
  uploadedDate: string;
  /** From the report; absent while the file is processed, or for a file of no year. */
  financialYearId?: string | undefined;
}

/** A company's files with the financial year their reports name. */
export function filesWithYears(
  files: AccountingFile[],
  reports: Map<string, Pick<FileReport, 'financialYearId'>>,
): YearFile[] {
  return files.map((f) => ({
    status: f.status,
    uploadedDate: f.uploadedDate,
    financialYearId: reports.get(f.id)?.financialYearId,
  }));
}

/**
 * Years in the range whose balances do not come from a verified file. A file still being
 * processed names no year yet: while one is, a year without a usable file reads as pending.
 */
export function unverifiedYears(
  years: FinancialYear[],
  files: YearFile[],
  from: string,
  to: string,
): YearWarning[] {
  const processing = files.some((f) => f.status === 'pending' && !f.financialYearId);
  return years
    .filter((y) => y.startDate <= to && y.endDate >= from)
    .flatMap((y) => {
      const own = files
        .filter((f) => f.financialYearId === y.id && f.status !== 'uploaded')
        .sort((a, b) => b.uploadedDate.localeCompare(a.uploadedDate));
      if (own.some((f) => f.status === 'verified')) return [];
      const usable = own.find((f) => f.status === 'parsed');
      const status = usable
        ? usable.status
        : own.some((f) => f.status === 'pending') || processing
          ? 'pending'
          : (own[0]?.status ?? null);
      return [{ year: y, status }];
    })
    .sort((a, b) => a.year.startDate.localeCompare(b.year.startDate));
}

/** Reports are asked for the newest files only: the source of a year is its newest usable file. */
export const REPORTS_FOR_WARNINGS = 50;

/**
 * The files of a company with their years (from the reports), or null when that cannot be known
 * (the upstream lacks the file operations, or a report failed): then no warning is shown rather
 * than a wrong one.
 */
export function useYearFiles(companyDurableKey: string): {
  pending: boolean;
  files: YearFile[] | null;
} {
  const tenant = useTenant();
  // Both are extensions: without them nothing is asked and no warning is shown.
  const canList = useCan('listFiles');
  const canReport = useCan('getFileReport');
  const known = canList && canReport;
  const files = useOp('listFiles', { params: { companyDurableKey } }, { enabled: known });
  const wanted = (known ? (files.data ?? []) : [])
    .filter((f) => f.status !== 'uploaded')
    .sort((a, b) => b.uploadedDate.localeCompare(a.uploadedDate))
    .slice(0, REPORTS_FOR_WARNINGS);
  const reports = useQueries({
    queries: wanted.map((f) => {
      return {
        ...opQuery(tenant, 'getFileReport', { params: { companyDurableKey, fileId: f.id } }),
        // The report of a processed file does not change.
        staleTime: isFinalFileStatus(f.status) ? Infinity : 0,
      };
    }),
  });
  if (!known) return { pending: false, files: null };
  if (files.isPending || reports.some((r) => r.isPending)) return { pending: true, files: null };
  if (files.isError || reports.some((r) => r.isError)) return { pending: false, files: null };
  const byId = new Map<string, FileReport>();
  for (const r of reports) if (r.data) byId.set(r.data.fileId, r.data);
  const listed = files.data.filter(
    (f) => f.status === 'uploaded' || wanted.some((w) => w.id === f.id),
  );
  return { pending: false, files: filesWithYears(listed, byId) };
}

function latestYear(years: FinancialYear[]): FinancialYear | undefined {
  return [...years].sort((a, b) => b.startDate.localeCompare(a.startDate))[0];
}

function Balances({
  company,
  years,
  files,
}: {
  company: Company;
  years: FinancialYear[];
  files: YearFile[] | null;
}) {
  const [params, patch] = useSearchParamsState();
  const latest = latestYear(years);
  const from = params.get('from') ?? latest?.startDate ?? '';
  const to = params.get('to') ?? latest?.endDate ?? '';
  const metric: Metric = params.get('metric') === 'amount' ? 'amount' : 'balance';
  const kind = params.get('chart') === 'bar' ? 'bar' : 'line';
  const grouped = params.get('group') !== '0';
  const allInTable = params.get('all') === '1';
  const validRange =
    /^\d{4}-\d{2}-\d{2}$/.test(from) && /^\d{4}-\d{2}-\d{2}$/.test(to) && from <= to;

  const balances = useOp(
    'getMonthlyBalances',
    {
      params: { companyDurableKey: company.durableKey },
      query: { startDate: toCompactDate(from), endDate: toCompactDate(to) },
    },
    { enabled: validRange, placeholderData: keepPreviousData },
  );
  const periods = useMemo(
    () => (validRange ? monthsInRange(from, to) : []),
    [from, to, validRange],
  );
  const rows = useMemo(() => toRows(balances.data ?? [], periods), [balances.data, periods]);
  const accParam = params.get('acc');
  const selected = useMemo(
    () => (accParam !== null ? accParam.split(',').filter(Boolean) : topMovers(rows, 5)),
    [accParam, rows],
  );
  const accountOptions = useMemo(
    () =>
      rows.map((r) => ({ value: r.accountNumber, label: `${r.accountNumber} ${r.accountName}` })),
    [rows],
  );
  const selectedRows = rows.filter((r) => selected.includes(r.accountNumber));
  const tableRows = allInTable ? rows : selectedRows;
  const warnings = files && validRange ? unverifiedYears(years, files, from, to) : [];

  const exportCsv = () => {
    const csv = toCsv(BALANCES_CSV_COLUMNS, balancesCsvRows(tableRows, periods));
    const safeName = company.name.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '');
    downloadCsv(`${safeName}-balances-${from}-${to}.csv`, csv);
  };

  return (
    <Stack gap="lg">
      <Card p="lg">
        <Group align="flex-end" gap="md" wrap="wrap">
          <IsoDateInput
            label="From"
            value={from}
            onChange={(v) => patch({ from: v })}
            error={!validRange && from > to ? 'After “To”' : undefined}
          />
          <IsoDateInput label="To" value={to} onChange={(v) => patch({ to: v })} />
          <Group gap={6} align="flex-end">
            {[...years]
              .sort((a, b) => b.startDate.localeCompare(a.startDate))
              .slice(0, 3)
              .map((y) => (
                <Button
                  key={y.id}
                  size="xs"
                  variant={from === y.startDate && to === y.endDate ? 'filled' : 'default'}
                  onClick={() => patch({ from: y.startDate, to: y.endDate })}
                  aria-label={`Financial year ${y.startDate} to ${y.endDate}`}
                >
                  FY {y.startDate.slice(0, 4)}
                  {y.endDate.slice(0, 4) !== y.startDate.slice(0, 4)
                    ? `/${y.endDate.slice(2, 4)}`
                    : ''}
                </Button>
              ))}
          </Group>
        </Group>
        <PickerMultiSelect
          mt="md"
          label="Accounts"
          description="Search by number or name; the five accounts with the largest movement are chosen first"
          placeholder={selected.length ? undefined : 'Choose accounts'}
          clearable
          data={accountOptions}
          value={selected}
          onChange={(v) => patch({ acc: v.join(',') || ',' })}
          nothingFoundMessage="No account matches"
        />
        <Group mt="md" gap="lg" wrap="wrap">
          <div>
            <Text size="sm" fw={500} mb={4} id="chart-kind-label">
              Chart
            </Text>
            <SegmentedControl
              aria-labelledby="chart-kind-label"
              value={kind}
              onChange={(v) => patch({ chart: v === 'line' ? null : v })}
              data={[
                { value: 'line', label: 'Line' },
                { value: 'bar', label: 'Bar' },
              ]}
            />
          </div>
          <div>
            <Text size="sm" fw={500} mb={4} id="metric-label">
              Show
            </Text>
            <SegmentedControl
              aria-labelledby="metric-label"
              value={metric}
              onChange={(v) => patch({ metric: v === 'balance' ? null : v })}
              data={[
                { value: 'balance', label: 'Balances' },
                { value: 'amount', label: 'Monthly movements' },
              ]}
            />
          </div>
          <Switch
            mt={22}
            label="Group by account type"
            checked={grouped}
            onChange={(e) => patch({ group: e.currentTarget.checked ? null : '0' })}
          />
          <Switch
            mt={22}
            label="All accounts in the table"
            checked={allInTable}
            onChange={(e) => patch({ all: e.currentTarget.checked ? '1' : null })}
          />
          <Button
            mt={22}
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={exportCsv}
            disabled={!tableRows.length}
          >
            Export CSV
          </Button>
        </Group>
      </Card>

      {warnings.map((w) => (
        <Alert
          key={w.year.id}
          color="yellow"
          variant="light"
          icon={<IconAlertTriangle size={18} aria-hidden />}
          title={`Financial year ${w.year.startDate} – ${w.year.endDate} is not verified`}
          styles={{ title: { color: 'var(--mantine-color-dark-8)' } }}
        >
          {w.status === 'parsed'
            ? 'Its newest readable file did not reconcile (status parsed); these balances may be wrong. See the file report.'
            : w.status === 'corrupt'
              ? 'Its file could not be read (status corrupt), so the year contributes nothing.'
              : w.status === 'pending'
                ? 'A file is still being processed; the balances follow when it is done.'
                : 'It has no accounting file, so the year contributes nothing.'}
        </Alert>
      ))}

      {!validRange ? (
        <Alert color="red" variant="light">
          Choose a valid date range (From must not be after To).
        </Alert>
      ) : balances.isPending ? (
        <LoadingState label="Loading balances…" />
      ) : balances.isError ? (
        <ErrorState error={balances.error} onRetry={() => void balances.refetch()} />
      ) : rows.length === 0 ? (
        <Card p="lg">
          <EmptyState title="No balances in this range">
            Upload a SIE file for a financial year in the range.
          </EmptyState>
        </Card>
      ) : (
        <>
          <Card p="lg" style={{ opacity: balances.isPlaceholderData ? 0.6 : 1 }}>
            <Title order={2} size="h4" mb="sm">
              {metric === 'amount' ? 'Monthly movements' : 'Balances'} {from} – {to}
            </Title>
            {selectedRows.length ? (
              <BalanceChart rows={selectedRows} periods={periods} metric={metric} kind={kind} />
            ) : (
              <EmptyState title="No accounts selected">
                Choose accounts above to draw them.
              </EmptyState>
            )}
          </Card>
          <Card p="lg" style={{ opacity: balances.isPlaceholderData ? 0.6 : 1 }}>
            <BalanceTable rows={tableRows} periods={periods} metric={metric} grouped={grouped} />
          </Card>
        </>
      )}
    </Stack>
  );
}

export default function BalancesTab({ company }: { company: Company }) {
  const years = useOp('listFinancialYears', { params: { companyDurableKey: company.durableKey } });
  const files = useYearFiles(company.durableKey);
  if (years.isPending || files.pending) return <LoadingState label="Loading financial years…" />;
  if (years.isError) return <ErrorState error={years.error} onRetry={() => void years.refetch()} />;
  if (years.data.length === 0)
    return (
      <Card p="lg">
        <EmptyState title="No financial years">
          Add a financial year and upload its SIE file first.
        </EmptyState>
      </Card>
    );
  return <Balances company={company} years={years.data} files={files.files} />;
}
