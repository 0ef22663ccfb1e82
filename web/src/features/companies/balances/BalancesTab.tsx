import { LabelledChoice } from '../../../lib/ui/LabelledChoice.js';
import { Suspense } from 'react';
import { retryingLazy } from '../../../lib/ui/loadFailures.js';
import { Anchor, Card, Stack } from '@mantine/core';
import { Link } from '../../../lib/routing/Link.js';
import type { Company } from '@ledger/contract';
import { useOp, useTenant } from '../../../lib/data/queries.js';
import { EmptyState, ErrorState, LoadingState } from '../../../lib/ui/ui.js';
import { tenantPath } from '../../../lib/routing/tenantPath.js';
import { useSearchParamsState } from '../../../lib/routing/url.js';
import { useT } from '../../../i18n/index.js';
import { DEFAULT_VIEW, readWorkbench, VIEWS, type WorkbenchView } from '../workbench/params.js';
import { useYearFiles } from './yearFiles.js';
import { useCan } from '../../../lib/access/access.js';
import { useReadyInSlices } from '../../../lib/ui/readyInSlices.js';

export {
  filesWithYears,
  unverifiedYears,
  useYearFiles,
  REPORTS_FOR_WARNINGS,
  type YearFile,
  type YearWarning,
} from './yearFiles.js';

const MonthsView = retryingLazy(() => import('./MonthsView.js'));
// The year-based views with their controls and the workbench's arithmetic: a chunk of their own,
// fetched with the trial balance's view (the first of them), so the Months view loads neither.
const YearViews = retryingLazy(() =>
  Promise.all([import('./YearViews.js'), import('./TrialView.js')]).then(([m]) => m),
);

/** The code of the view the tab opens on, ahead of its first render (the tab's prefetch). */
export async function preloadView(view: WorkbenchView): Promise<void> {
  if (view === 'months') return MonthsView.preload();
  await YearViews.preload();
  const { preloadYearView } = await import('./YearViews.js');
  await preloadYearView(view);
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
  const canJournal = useCan('getJournalTests');
  const ready = useReadyInSlices(!years.isPending && !files.pending);
  if (years.isError) return <ErrorState error={years.error} onRetry={() => void years.refetch()} />;
  if (!ready || years.isPending) return <LoadingState label={t.balances.loadingYears} />;
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
      <LabelledChoice
        className="workbench-noprint"
        label={w.views.label}
        value={view}
        onChange={(v) => patch({ view: v === DEFAULT_VIEW ? null : v })}
        // The journal-entry tests only where the platform runs them (not a plain V1 service).
        data={VIEWS.filter((v) => v !== 'journal' || canJournal || view === v).map((v) => ({
          value: v,
          label: w.views[v],
        }))}
      />
      {view === 'months' ? (
        <Suspense fallback={<LoadingState label={t.balances.loadingBalances} />}>
          <MonthsView company={company} years={years.data} files={files.files} />
        </Suspense>
      ) : (
        <Suspense fallback={<LoadingState label={w.loading} />}>
          <YearViews company={company} years={years.data} files={files.files} />
        </Suspense>
      )}
    </Stack>
  );
}
