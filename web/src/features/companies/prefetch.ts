import type { ComponentType } from 'react';
import type { Company } from '@ledger/contract';
import { toCompactDate } from '../../lib/format/ids.js';
import { retryingLazy, type RetryingLazy } from '../../lib/ui/loadFailures.js';
import type { PrefetchContext } from '../../lib/routing/prefetch.js';
import { DEFAULT_VIEW, VIEWS, type WorkbenchView } from './workbench/views.js';
import { latestYear, reportsWanted } from './balances/firstReads.js';
import { materialityRead } from './tabs/materialityRead.js';

/*
 * What each company tab reads first, for prefetching with its code (on a pointer over the tab or
 * a company row, or as the route renders). The keys are those the tabs' own `useOp` calls make,
 * so the tab finds its data in the cache. Kept light: it is part of the first download.
 */

/** The code of each tab: a tab's chunk alone, so a read-only tab loads no form code. */
export const TAB_LOADERS = {
  overview: () => import('./tabs/OverviewTab.js'),
  permissions: () => import('./tabs/PermissionsTab.js'),
  'financial-years': () => import('./tabs/FinancialYearsTab.js'),
  files: () => import('./tabs/FilesTab.js'),
  assignments: () => import('./tabs/AssignmentsTab.js'),
  balances: () => import('./balances/BalancesTab.js'),
} as const;

export type CompanyTab = keyof typeof TAB_LOADERS;

type TabView = RetryingLazy<{ company: Company }>;
const tabView = (load: () => Promise<{ default: ComponentType<{ company: Company }> }>) =>
  retryingLazy(load);

/** Each tab's view, rendered at once when its code came ahead (`companyCode`). */
export const TAB_VIEWS: Record<CompanyTab, TabView> = {
  overview: tabView(() => TAB_LOADERS.overview().then((m) => ({ default: m.OverviewTab }))),
  permissions: tabView(() =>
    TAB_LOADERS.permissions().then((m) => ({ default: m.PermissionsTab })),
  ),
  'financial-years': tabView(() =>
    TAB_LOADERS['financial-years']().then((m) => ({ default: m.FinancialYearsTab })),
  ),
  files: tabView(() => TAB_LOADERS.files().then((m) => ({ default: m.FilesTab }))),
  assignments: tabView(() =>
    TAB_LOADERS.assignments().then((m) => ({ default: m.AssignmentsTab })),
  ),
  balances: tabView(TAB_LOADERS.balances),
};

export function isCompanyTab(tab: string | undefined): tab is CompanyTab {
  return tab !== undefined && Object.hasOwn(TAB_LOADERS, tab);
}

/** The most assignments whose rows' reads start with the list. */
const ROWS_READ_AHEAD = 20;

/** Starts a tab's reads: those that need no earlier answer at once, the rest as theirs come. */
export function prefetchTabData(ctx: PrefetchContext, key: string, tab: CompanyTab): void {
  const params = { companyDurableKey: key };
  switch (tab) {
    case 'overview':
      return;
    case 'permissions':
      ctx.read('getCompanyPermissions', { params });
      ctx.read('listUsers');
      ctx.read('listGroups');
      return;
    case 'financial-years':
      ctx.read('listFinancialYears', { params });
      return;
    case 'files':
      ctx.read('listFiles', { params });
      ctx.read('listFinancialYears', { params });
      return;
    case 'assignments': {
      ctx.read('listFinancialYears', { params });
      const fy = ctx.search.get('fy');
      const list = ctx.fetch('listAssignments', {
        params,
        query: fy ? { financialYearId: fy } : undefined,
      });
      // Each row's two reads with the list, so the table is drawn whole, once; a list longer
      // than a screen's rows asks for the others' as they are drawn.
      void list
        ?.then((assignments) => {
          if (assignments.length > ROWS_READ_AHEAD) return;
          for (const a of assignments) {
            const row = { ...params, auditAssignmentId: a.id };
            ctx.read('getWorkMateriality', { params: row });
            ctx.readConsole(materialityRead, { company: key, assignment: a.id });
          }
        })
        .catch(() => undefined);
      return;
    }
    case 'balances': {
      // The year warnings: the files, then the reports of the newest (yearFiles.ts).
      const files = ctx.allowed('getFileReport') ? ctx.fetch('listFiles', { params }) : null;
      void files
        ?.then((list) => {
          for (const f of reportsWanted(list))
            ctx.read('getFileReport', { params: { ...params, fileId: f.id } });
        })
        .catch(() => undefined);
      const years = ctx.fetch('listFinancialYears', { params });
      const view = ctx.search.get('view') ?? DEFAULT_VIEW;
      if (!years || view !== 'months') return;
      // The Months view's balances need the latest year (or the range in the URL).
      void years
        .then((list) => {
          const latest = latestYear(list);
          const from = ctx.search.get('from') ?? latest?.startDate;
          const to = ctx.search.get('to') ?? latest?.endDate;
          if (!from || !to || from > to) return;
          ctx.read('getMonthlyBalances', {
            params,
            query: { startDate: toCompactDate(from), endDate: toCompactDate(to) },
          });
        })
        .catch(() => undefined); // the tab shows the failure when it renders
      return;
    }
  }
}

/** The workbench view in an address's search (`view`), as the balances tab reads it. */
function workbenchView(search: URLSearchParams): WorkbenchView {
  const view = search.get('view');
  return VIEWS.find((v) => v === view) ?? DEFAULT_VIEW;
}

/** The code of a company's page besides its own chunk: the tab's, and the balances' view. */
export async function companyCode(
  params: Record<string, string | undefined>,
  search: URLSearchParams,
): Promise<void> {
  const tab = params.tab ?? 'overview';
  if (!isCompanyTab(tab)) return;
  if (tab !== 'balances') return TAB_VIEWS[tab].preload();
  const view = workbenchView(search);
  // The view's chunk beside the tab's, not after it (a failure shows as the view renders). Two
  // calls, not one with a condition inside: the build preloads what an import() call may need,
  // and one call for either view would preload both.
  if (view === 'months') void import('./balances/MonthsView.js').catch(() => undefined);
  else void import('./balances/YearViews.js').catch(() => undefined);
  await TAB_VIEWS.balances.preload();
  const { preloadView } = await TAB_LOADERS.balances();
  await preloadView(view);
}

/** A company's page: the company and the tab's reads. */
export function prefetchCompany(ctx: PrefetchContext): void {
  const key = ctx.params.key;
  const tab = ctx.params.tab ?? 'overview';
  if (!key) return;
  ctx.read('getCompany', { params: { companyDurableKey: key } });
  if (isCompanyTab(tab)) prefetchTabData(ctx, key, tab);
}
