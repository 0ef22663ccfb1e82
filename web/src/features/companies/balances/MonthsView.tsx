import { LabelledChoice } from '../../../lib/ui/LabelledChoice.js';
import { Suspense, useMemo } from 'react';
import { retryingLazy } from '../../../lib/ui/loadFailures.js';
import { Alert, Anchor, Button, Card, Group, Stack, Switch, Text } from '@mantine/core';
import { Link } from '../../../lib/routing/Link.js';
import { keepPreviousData } from '@tanstack/react-query';
import type { Company, FinancialYear } from '@ledger/contract';
import { useOp, useTenant } from '../../../lib/data/queries.js';
import { PickerMultiSelect } from '../../../lib/forms/PickerMultiSelect.js';
import { useSearchParamsState } from '../../../lib/routing/url.js';
import { EmptyState, ErrorState, LoadingState } from '../../../lib/ui/ui.js';
import { WhenVisible } from '../../../lib/ui/WhenVisible.js';
import { DownloadButton } from '../../../lib/ui/DownloadButton.js';
import { formatSek } from '../../../lib/format/format.js';
import { fileNamePart, toCompactDate } from '../../../lib/format/ids.js';
import { csvConventions, downloadCsv, toCsv } from '../../../lib/format/csv.js';
import { tenantPath } from '../../../lib/routing/tenantPath.js';
import { useLanguage, useT } from '../../../i18n/index.js';
import { LazyIsoDateInput as IsoDateInput } from '../../../lib/forms/LazyIsoDateInput.js';
import { KeepDates } from '../../../lib/ui/wrapping.js';
import { MonthMovements } from './MonthMovements.js';
import { unverifiedYears, type YearFile } from './yearFiles.js';
import { YearWarningAlerts } from './YearWarnings.js';
import { BalanceTable } from './BalanceTable.js';
import { useCan } from '../../../lib/access/access.js';
import { monthBounds } from '../workbench/vouchers.js';
import { useDrillNavigation } from './drillNavigation.js';
import { useYearMateriality } from './useMateriality.js';
import { CHART_HEIGHT } from './chartSize.js';
import { latestYear } from './firstReads.js';
import {
  balancesCsvHeader,
  balancesCsvRows,
  monthsInRange,
  toRows,
  topMovers,
  type Metric,
} from './math.js';
import { SectionCard } from '../../../lib/ui/SectionCard.js';
import { useReadyInSlices } from '../../../lib/ui/readyInSlices.js';

const BalanceChart = retryingLazy(() => import('./BalanceChart.js'));
const VoucherDrill = retryingLazy(() => import('./VoucherDrill.js'));

/**
 * The Months view: monthly balances or movements per account over any date range, as a chart
 * and a table (the figures of the Balances tab before the workbench). A click on a month in the
 * chart lists that month's movements.
 */
export default function MonthsView({
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
  const month = params.get('month');
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
  const balancesReady = useReadyInSlices(!balances.isPending);
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
  // Movements are held against the materiality of the year the range ends in.
  const yearOfRange = years.find((y) => y.startDate <= to && to <= y.endDate) ?? latest!;
  const { materiality } = useYearMateriality(company, yearOfRange.id, null, metric === 'amount');
  const lineSource = metric === 'amount' ? materiality.source : 'none';
  const materialityLine = lineSource !== 'none' ? materiality.value : null;

  // A month's cell opens that month's vouchers of the account (issue #33), on a platform with them.
  const canVouchers = useCan('listVouchers');
  const go = useDrillNavigation();
  const onCell = useMemo(
    () =>
      canVouchers
        ? {
            open: (account: string, m: string) =>
              go({ vacc: account, vmonth: m, vser: null, vnr: null }),
            label: (figure: string, account: string, m: string) =>
              t.workbench.vouchers.openMonth(figure, account, m),
          }
        : undefined,
    [canVouchers, go, t],
  );
  const drillAccount = params.get('vacc');
  const drillMonth = params.get('vmonth');
  const drillRow = rows.find((r) => r.accountNumber === drillAccount);
  const drillYear =
    drillMonth && /^\d{4}-\d{2}$/.test(drillMonth)
      ? years.find(
          (y) => y.startDate.slice(0, 7) <= drillMonth && drillMonth <= y.endDate.slice(0, 7),
        )
      : undefined;

  const exportCsv = () => {
    const csv = toCsv(balancesCsvHeader(t), balancesCsvRows(tableRows, periods), lang);
    downloadCsv(b.csvFile(fileNamePart(company.name), from, to), csv);
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
          <LabelledChoice
            label={b.chart}
            value={kind}
            onChange={(v) => patch({ chart: v === 'line' ? null : v })}
            data={[
              { value: 'line', label: b.line },
              { value: 'bar', label: b.bar },
            ]}
          />
          <LabelledChoice
            label={b.show}
            value={metric}
            onChange={(v) => patch({ metric: v === 'balance' ? null : v })}
            data={[
              { value: 'balance', label: b.balances },
              { value: 'amount', label: b.movements },
            ]}
          />
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
            <DownloadButton
              mt={22}
              variant="default"
              onClick={exportCsv}
              disabled={!tableRows.length}
              aria-describedby="balances-export-help"
            >
              {b.exportCsv}
            </DownloadButton>
            <Text size="xs" c="dimmed" mt={4} id="balances-export-help" maw={280}>
              {b.exportHelp(csvConventions(lang).delimiter, csvConventions(lang).decimal)}
            </Text>
          </div>
        </Group>
      </Card>

      <YearWarningAlerts warnings={warnings} filesPath={filesPath} />

      {!validRange ? (
        <Alert color="red" variant="light">
          {b.invalidRange}
        </Alert>
      ) : !balancesReady ? (
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
          <SectionCard
            style={{ opacity: balances.isPlaceholderData ? 0.6 : 1 }}
            title={
              <KeepDates
                text={b.heading(metric === 'amount' ? b.movements : b.balances, from, to)}
              />
            }
          >
            {selectedRows.length ? (
              // The chart's height is held while recharts loads (no layout shift), and it loads
              // only when the card comes near the screen (on a phone it is below the fold).
              <>
                <WhenVisible minHeight={CHART_HEIGHT}>
                  <Suspense fallback={<LoadingState label={b.loadingBalances} />}>
                    <BalanceChart
                      rows={selectedRows}
                      periods={periods}
                      metric={metric}
                      kind={kind}
                      materiality={materialityLine}
                      onMonth={(m) => patch({ month: m })}
                    />
                  </Suspense>
                </WhenVisible>
                {lineSource !== 'none' && materialityLine !== null ? (
                  <Text size="sm" c="dimmed" mt={4}>
                    {t.workbench.materialitySource[lineSource](formatSek(materialityLine))}{' '}
                    {b.materialityLines}
                  </Text>
                ) : null}
              </>
            ) : (
              <EmptyState title={b.noAccountsSelectedTitle}>{b.noAccountsSelected}</EmptyState>
            )}
          </SectionCard>
          {month !== null && periods.includes(month) ? (
            <MonthMovements rows={rows} month={month} onClose={() => patch({ month: null })} />
          ) : null}
          {canVouchers && drillAccount?.trim() && drillYear && drillMonth ? (
            <Suspense fallback={<LoadingState label={t.workbench.vouchers.loading} />}>
              <VoucherDrill
                company={company.durableKey}
                financialYearId={drillYear.id}
                {...monthBounds(drillMonth)}
                account={drillAccount}
                accountName={drillRow?.accountName ?? ''}
                notInBalances={!drillRow}
                movement={drillRow?.cells[drillMonth]?.amount ?? 0}
                names={new Map(rows.map((r) => [r.accountNumber, r.accountName]))}
                onClose={() => go({ vacc: null, vmonth: null, vser: null, vnr: null })}
              />
            </Suspense>
          ) : null}
          <Card p="lg" style={{ opacity: balances.isPlaceholderData ? 0.6 : 1 }}>
            <BalanceTable
              rows={tableRows}
              periods={periods}
              metric={metric}
              grouped={grouped}
              onCell={onCell}
            />
            {canVouchers ? null : (
              <Text size="sm" c="dimmed" mt="xs" data-testid="vouchers-unavailable">
                {t.workbench.vouchers.unavailable}
              </Text>
            )}
          </Card>
        </>
      )}
    </Stack>
  );
}
