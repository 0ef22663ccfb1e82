import { lazy, Suspense, useEffect } from 'react';
import { Anchor, Card, SegmentedControl, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Company, FinancialYear } from '@ledger/contract';
import { useOp, useTenant } from '../../../lib/data/queries.js';
import { EmptyState, ErrorState, LoadingState } from '../../../lib/ui/ui.js';
import { tenantPath } from '../../../lib/routing/tenantPath.js';
import { useSearchParamsState } from '../../../lib/routing/url.js';
import { useT } from '../../../i18n/index.js';
import { DEFAULT_VIEW, readWorkbench, VIEWS } from '../workbench/params.js';
import { WorkbenchControls } from './WorkbenchControls.js';
import { unverifiedYears, useYearFiles, type YearFile } from './yearFiles.js';
import { useWorkbench } from './useWorkbench.js';
import { YearWarningAlerts } from './YearWarnings.js';

export {
  filesWithYears,
  unverifiedYears,
  useYearFiles,
  REPORTS_FOR_WARNINGS,
  type YearFile,
  type YearWarning,
} from './yearFiles.js';

const MonthsView = lazy(() => import('./MonthsView.js'));
const loadTrialView = () => import('./TrialView.js');
const TrialView = lazy(loadTrialView);
const StatementsView = lazy(() => import('./StatementsView.js'));
const RatiosView = lazy(() => import('./RatiosView.js'));

/** Years of the workbench whose balances do not come from a verified file, with what to do. */
function YearWarnings(p: {
  company: Company;
  years: FinancialYear[];
  files: YearFile[] | null;
  from: string;
  to: string;
}) {
  const filesPath = tenantPath(useTenant(), 'companies', p.company.durableKey, 'files');
  const warnings = p.files ? unverifiedYears(p.years, p.files, p.from, p.to) : [];
  return <YearWarningAlerts warnings={warnings} filesPath={filesPath} />;
}

/** The workbench's year-based views: trial balance, statements, ratios. */
function YearViews(p: { company: Company; years: FinancialYear[]; files: YearFile[] | null }) {
  const t = useT();
  const w = t.workbench;
  const wb = useWorkbench(p.company, p.years);
  const filesPath = tenantPath(useTenant(), 'companies', p.company.durableKey, 'files');
  const view = wb.state.view;
  // The view's code loads while the balances do, so it is there when they arrive.
  useEffect(() => {
    void loadTrialView();
  }, []);
  return (
    <Stack gap="lg">
      <Card p="lg" className="workbench-noprint">
        <WorkbenchControls wb={wb} />
      </Card>
      <YearWarnings
        company={p.company}
        years={p.years}
        files={p.files}
        from={wb.prior?.startDate ?? wb.year.startDate}
        to={wb.year.endDate}
      />
      {wb.balances.isPending ? (
        <LoadingState label={w.loading} />
      ) : wb.balances.isError ? (
        <ErrorState error={wb.balances.error} onRetry={() => void wb.balances.refetch()} />
      ) : !wb.hasData || !wb.tb ? (
        <Card p="lg">
          <EmptyState title={w.noData.title}>
            {w.noData.text}{' '}
            <Anchor component={Link} to={filesPath} size="sm">
              {w.noData.link}
            </Anchor>
          </EmptyState>
        </Card>
      ) : (
        <Suspense fallback={<LoadingState label={w.loading} />}>
          {view === 'statements' ? (
            <StatementsView wb={wb} />
          ) : view === 'ratios' ? (
            <RatiosView wb={wb} />
          ) : (
            <TrialView wb={wb} company={p.company} />
          )}
        </Suspense>
      )}
    </Stack>
  );
}

/**
 * The Balances tab, the auditor's workbench: the trial balance with its comparison, the
 * statements, the monthly figures and the key ratios, each a view kept in the URL.
 */
export default function BalancesTab({ company }: { company: Company }) {
  const years = useOp('listFinancialYears', { params: { companyDurableKey: company.durableKey } });
  const files = useYearFiles(company.durableKey);
  const [params, patch] = useSearchParamsState();
  const tenant = useTenant();
  const t = useT();
  const w = t.workbench;
  if (years.isPending || files.pending) return <LoadingState label={t.balances.loadingYears} />;
  if (years.isError) return <ErrorState error={years.error} onRetry={() => void years.refetch()} />;
  if (years.data.length === 0)
    return (
      <Card p="lg">
        <EmptyState title={t.balances.noYearsTitle}>
          {t.balances.noYears}{' '}
          <Anchor
            component={Link}
            to={tenantPath(tenant, 'companies', company.durableKey, 'financial-years')}
            size="sm"
          >
            {t.balances.toYears}
          </Anchor>
        </EmptyState>
      </Card>
    );
  const view = readWorkbench(params).view;
  return (
    <Stack gap="lg">
      <div className="workbench-noprint">
        <Text size="sm" fw={500} mb={4} id="wb-view-label">
          {w.views.label}
        </Text>
        <SegmentedControl
          aria-labelledby="wb-view-label"
          value={view}
          onChange={(v) => patch({ view: v === DEFAULT_VIEW ? null : v })}
          data={VIEWS.map((v) => ({ value: v, label: w.views[v] }))}
        />
      </div>
      {view === 'months' ? (
        <Suspense fallback={<LoadingState label={t.balances.loadingBalances} />}>
          <MonthsView company={company} years={years.data} files={files.files} />
        </Suspense>
      ) : (
        <YearViews company={company} years={years.data} files={files.files} />
      )}
    </Stack>
  );
}
