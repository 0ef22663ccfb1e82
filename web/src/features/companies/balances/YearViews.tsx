import { Suspense, useEffect } from 'react';
import { retryingLazy } from '../../../lib/ui/loadFailures.js';
import { Anchor, Card, Stack } from '@mantine/core';
import { Link } from '../../../lib/routing/Link.js';
import type { Company, FinancialYear } from '@ledger/contract';
import { useTenant } from '../../../lib/data/queries.js';
import { EmptyState, ErrorState, LoadingState } from '../../../lib/ui/ui.js';
import { tenantPath } from '../../../lib/routing/tenantPath.js';
import { useT } from '../../../i18n/index.js';
import { WorkbenchControls } from './WorkbenchControls.js';
import { unverifiedYears, type YearFile } from './yearFiles.js';
import { useWorkbench } from './useWorkbench.js';
import { YearWarningAlerts } from './YearWarnings.js';
import type { WorkbenchView } from '../workbench/views.js';

const loadTrialView = () => import('./TrialView.js');
const TrialView = retryingLazy(loadTrialView);
const StatementsView = retryingLazy(() => import('./StatementsView.js'));
const RatiosView = retryingLazy(() => import('./RatiosView.js'));
const JournalView = retryingLazy(() => import('./JournalView.js'));

/** A year view's code, ahead of its first render (the tab's prefetch). */
export function preloadYearView(view: Exclude<WorkbenchView, 'months'>): Promise<void> {
  return { trial: TrialView, statements: StatementsView, ratios: RatiosView, journal: JournalView }[
    view
  ].preload();
}

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
export default function YearViews(p: {
  company: Company;
  years: FinancialYear[];
  files: YearFile[] | null;
}) {
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
          ) : view === 'journal' ? (
            <JournalView wb={wb} company={p.company} />
          ) : (
            <TrialView wb={wb} company={p.company} files={p.files} />
          )}
        </Suspense>
      )}
    </Stack>
  );
}
