import { useMemo } from 'react';
import {
  Alert,
  Anchor,
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
import { Link } from 'react-router';
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
import { csvConventions, downloadCsv, toCsv } from '../../../lib/format/csv.js';
import { tenantPath } from '../../../lib/routing/tenantPath.js';
import { useLanguage, useT } from '../../../i18n/index.js';
import { IsoDateInput } from '../../../lib/forms/IsoDateInput.js';
import BalanceChart from './BalanceChart.js';
import { BalanceTable } from './BalanceTable.js';
import {
  balancesCsvHeader,
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
  const t = useT();
  const b = t.balances;
  const lang = useLanguage();
  const tenant = useTenant();
  const filesPath = tenantPath(tenant, 'companies', company.durableKey, 'files');
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
    const csv = toCsv(balancesCsvHeader(t), balancesCsvRows(tableRows, periods), lang);
    const safeName = company.name.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '');
    downloadCsv(b.csvFile(safeName, from, to), csv);
  };

  return (
    <Stack gap="lg">
      <Card p="lg">
        <Group align="flex-end" gap="md" wrap="wrap">
          <IsoDateInput
            label={b.from}
            value={from}
            onChange={(v) => patch({ from: v })}
            error={!validRange && from > to ? b.afterTo : undefined}
          />
          <IsoDateInput label={b.to} value={to} onChange={(v) => patch({ to: v })} />
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
                  aria-label={b.yearButtonLabel(y.startDate, y.endDate)}
                >
                  {b.yearButton(y.startDate, y.endDate)}
                </Button>
              ))}
          </Group>
        </Group>
        <PickerMultiSelect
          mt="md"
          label={b.accounts}
          description={b.accountsHelp}
          placeholder={selected.length ? undefined : b.chooseAccounts}
          clearable
          data={accountOptions}
          value={selected}
          onChange={(v) => patch({ acc: v.join(',') || ',' })}
          nothingFoundMessage={b.noAccountMatches}
        />
        <Group mt="md" gap="lg" wrap="wrap">
          <div>
            <Text size="sm" fw={500} mb={4} id="chart-kind-label">
              {b.chart}
            </Text>
            <SegmentedControl
              aria-labelledby="chart-kind-label"
              value={kind}
              onChange={(v) => patch({ chart: v === 'line' ? null : v })}
              data={[
                { value: 'line', label: b.line },
                { value: 'bar', label: b.bar },
              ]}
            />
          </div>
          <div>
            <Text size="sm" fw={500} mb={4} id="metric-label">
              {b.show}
            </Text>
            <SegmentedControl
              aria-labelledby="metric-label"
              value={metric}
              onChange={(v) => patch({ metric: v === 'balance' ? null : v })}
              data={[
                { value: 'balance', label: b.balances },
                { value: 'amount', label: b.movements },
              ]}
            />
          </div>
          <Switch
            mt={22}
            label={b.groupByType}
            checked={grouped}
            onChange={(e) => patch({ group: e.currentTarget.checked ? null : '0' })}
          />
          <Switch
            mt={22}
            label={b.allInTable}
            checked={allInTable}
            onChange={(e) => patch({ all: e.currentTarget.checked ? '1' : null })}
          />
          <div>
            <Button
              mt={22}
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
              onClick={exportCsv}
              disabled={!tableRows.length}
              aria-describedby="balances-export-help"
            >
              {b.exportCsv}
            </Button>
            <Text size="xs" c="dimmed" mt={4} id="balances-export-help" maw={280}>
              {b.exportHelp(csvConventions(lang).delimiter, csvConventions(lang).decimal)}
            </Text>
          </div>
        </Group>
      </Card>

      {warnings.map((w) => (
        <Alert
          key={w.year.id}
          color="yellow"
          variant="light"
          icon={<IconAlertTriangle size={18} aria-hidden />}
          title={b.notVerifiedTitle(w.year.startDate, w.year.endDate)}
          styles={{ title: { color: 'var(--mantine-color-dark-8)' } }}
        >
          {w.status === 'parsed'
            ? b.notVerified.parsed
            : w.status === 'corrupt'
              ? b.notVerified.corrupt
              : w.status === 'pending'
                ? b.notVerified.pending
                : b.notVerified.none}{' '}
          {w.status === 'pending' ? null : (
            <Anchor component={Link} to={filesPath} size="sm">
              {b.toFiles}
            </Anchor>
          )}
        </Alert>
      ))}

      {!validRange ? (
        <Alert color="red" variant="light">
          {b.invalidRange}
        </Alert>
      ) : balances.isPending ? (
        <LoadingState label={b.loadingBalances} />
      ) : balances.isError ? (
        <ErrorState error={balances.error} onRetry={() => void balances.refetch()} />
      ) : rows.length === 0 ? (
        <Card p="lg">
          <EmptyState title={b.emptyRangeTitle}>
            {b.emptyRange}{' '}
            <Anchor component={Link} to={filesPath} size="sm">
              {b.uploadOnFiles}
            </Anchor>
          </EmptyState>
        </Card>
      ) : (
        <>
          <Card p="lg" style={{ opacity: balances.isPlaceholderData ? 0.6 : 1 }}>
            <Title order={2} size="h4" mb="sm">
              {b.heading(metric === 'amount' ? b.movements : b.balances, from, to)}
            </Title>
            {selectedRows.length ? (
              <BalanceChart rows={selectedRows} periods={periods} metric={metric} kind={kind} />
            ) : (
              <EmptyState title={b.noAccountsSelectedTitle}>{b.noAccountsSelected}</EmptyState>
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
  const t = useT();
  if (years.isPending || files.pending) return <LoadingState label={t.balances.loadingYears} />;
  if (years.isError) return <ErrorState error={years.error} onRetry={() => void years.refetch()} />;
  if (years.data.length === 0)
    return (
      <Card p="lg">
        <EmptyState title={t.balances.noYearsTitle}>{t.balances.noYears}</EmptyState>
      </Card>
    );
  return <Balances company={company} years={years.data} files={files.files} />;
}
