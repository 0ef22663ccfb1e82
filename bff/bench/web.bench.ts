/**
 * Web bundle budgets (docs/PERFORMANCE.md), from the Vite manifest of web/dist (built first when
 * it is missing or older than its sources, as `pnpm start` does), gzip level 9 per file as a server would send it:
 *
 * - initial JS: what sign-in and the overview download before their first paint: the entry chunk
 *   and its static imports, and the core catalog of one language (the larger, English); at most
 *   BUDGETS.initialJsGzKb. The toasts' container, fetched after the first paint, is listed apart.
 * - each route: the initial JS, the lazy screens' catalog, the dialogs provider every lazy screen
 *   is wrapped in, and the screen's chunks with their static imports; at most BUDGETS.routeJsGzKb. What a
 *   route fetches only when it is used (the balances chart once its card is on screen, the
 *   trial-balance view, the workbook writer) is listed per route as `deferred`, not counted.
 * - CSS that blocks the first paint: the stylesheets index.html links; at most BUDGETS.blockingCssGzKb.
 *
 * A figure over its budget is flagged (printed, and named in `over`); the bench does not stop.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
// @ts-expect-error -- a plain .mjs script of the repository, shared with pnpm start
import { buildWebIfStale } from '../../scripts/web-build.mjs';
import type { BenchOptions, BenchResults, WebResults } from './types.js';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export const BUDGETS = { initialJsGzKb: 135, routeJsGzKb: 250, blockingCssGzKb: 20 } as const;

/** The balances route, which the workbench bench reports too. */
export const BALANCES_ROUTE = '/t/:tenant/companies/:key/balances';

const C = 'src/features/companies/';
const B = `${C}balances/`;
const CORE_WORDS = 'src/i18n/en/core.ts';
const SCREEN_WORDS = 'src/i18n/en/screens.ts';

interface Route {
  /** The lazily loaded modules (manifest keys) the route renders at once. */
  lazy: string[];
  /** What the route fetches only when it is used, by what it is. */
  deferred?: Record<string, string[]>;
}

const ROUTES: Record<string, Route> = {
  '/sign-in': { lazy: [] },
  '/t/:tenant': { lazy: [] },
  '/t/:tenant/users': { lazy: ['src/features/users/UsersPage.tsx'] },
  '/t/:tenant/users/:id': { lazy: ['src/features/users/UserDetailPage.tsx'] },
  '/t/:tenant/invitations': { lazy: ['src/features/invitations/InvitationsPage.tsx'] },
  '/t/:tenant/groups': {
    lazy: ['src/features/groups/GroupsPage.tsx'],
    // zod and the contract's schemas: fetched when the create form is first focused or checked.
    deferred: { 'create form schema': ['src/features/groups/createGroupSchema.ts'] },
  },
  '/t/:tenant/groups/:id': { lazy: ['src/features/groups/GroupDetailPage.tsx'] },
  '/t/:tenant/companies': { lazy: [`${C}CompaniesPage.tsx`] },
  '/t/:tenant/companies/new': {
    lazy: [`${C}CompanyCreatePage.tsx`],
    deferred: {
      // The users' and groups' pickers: fetched after the form is drawn (its default type takes none).
      'access pickers': [`${C}AccessPickers.tsx`],
      // zod and the contract's schemas: fetched after the form is drawn, awaited by its check.
      schema: [`${C}companyCreateSchema.ts`],
    },
  },
  '/t/:tenant/companies/:key/overview': {
    lazy: [`${C}CompanyPage.tsx`, `${C}tabs/OverviewTab.tsx`],
  },
  '/t/:tenant/companies/:key/financial-years': {
    lazy: [`${C}CompanyPage.tsx`, `${C}tabs/FinancialYearsTab.tsx`],
    // Drawn after the tab for those who may add a year (lazyForm).
    deferred: { 'add form': [`${C}tabs/FinancialYearForm.tsx`] },
  },
  '/t/:tenant/companies/:key/files': {
    lazy: [`${C}CompanyPage.tsx`, `${C}tabs/FilesTab.tsx`],
    deferred: {
      // Fetched after the tab is drawn, ready before a report is opened.
      'report dialog': [`${C}tabs/FileReport.tsx`],
      // The upload card's year picker, fetched as the card is drawn (read-only until it is here).
      'year picker': ['src/lib/forms/pickers.tsx'],
    },
  },
  // Was over its budget (317.9 KB) while its dialogs' forms (react-hook-form, zod) loaded with
  // the tab; they now load when a dialog first opens (243.7 KB on 30 Nov 2026).
  '/t/:tenant/companies/:key/assignments': {
    lazy: [`${C}CompanyPage.tsx`, `${C}tabs/AssignmentsTab.tsx`],
  },
  [BALANCES_ROUTE]: {
    // The workbench opens on its Months view (docs/WORKBENCH.md).
    lazy: [`${C}CompanyPage.tsx`, `${B}BalancesTab.tsx`, `${B}MonthsView.tsx`],
    deferred: {
      // The range's date fields, fetched as they are drawn (read-only until they are here).
      'date fields': ['src/lib/forms/IsoDateInput.tsx'],
      chart: [`${B}BalanceChart.tsx`],
      'trial balance': [`${B}TrialView.tsx`],
      // The writer itself is the export module's dynamic import (write-excel-file).
      'workbook writer': [`${B}exportWorkbook.ts`, 'write-excel-file'],
    },
  },
  '/t/:tenant/audit': {
    lazy: ['src/features/audit/AuditPage.tsx'],
    deferred: { 'date fields': ['src/lib/forms/IsoDateInput.tsx'] },
  },
};

/** A manifest key, or the key of a package's module by its name (`write-excel-file`). */
function keyOf(manifest: Manifest, key: string): string {
  if (manifest[key] || key.startsWith('src/')) return key;
  return Object.keys(manifest).find((k) => k.includes(`/node_modules/${key}/`)) ?? key;
}

function closure(manifest: Manifest, keys: string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`web bench: ${key} is not in the Vite manifest`);
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    for (const imp of chunk.imports ?? []) visit(imp);
  };
  keys.map((k) => keyOf(manifest, k)).forEach(visit);
  return files;
}

/** The figures of the web build in `root/web/dist`, as it is (see `webBench`). */
export function measureWeb(root: string): WebResults {
  const dist = path.join(root, 'web', 'dist');
  const manifestPath = path.join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error('web bench: web/dist has no Vite manifest');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entry) throw new Error('web bench: no entry in the Vite manifest');

  const gz = new Map<string, number>();
  const kbOf = (file: string) => {
    if (!gz.has(file))
      gz.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1024);
    return gz.get(file)!;
  };
  const round = (kb: number) => Math.round(kb * 10) / 10;
  const sum = (files: Iterable<string>) => round([...files].reduce((a, f) => a + kbOf(f), 0));

  // Before the first paint: the entry and the catalog the first render waits for.
  const initial = closure(manifest, [entry, CORE_WORDS]);
  const afterPaint = closure(manifest, ['src/app/NotificationsHost.tsx']);
  for (const f of initial) afterPaint.delete(f);

  const routes: Record<string, number> = {};
  const chunks: Record<string, string[]> = {};
  const deferred: Record<string, number> = {};
  const over: string[] = [];
  for (const [route, { lazy, deferred: later = {} }] of Object.entries(ROUTES)) {
    const keys = [entry, CORE_WORDS];
    if (lazy.length) keys.push(SCREEN_WORDS, ...lazy);
    const files = closure(manifest, keys);
    routes[route] = sum(files);
    chunks[route] = [...files]
      .filter((f) => !initial.has(f))
      .sort((a, b) => kbOf(b) - kbOf(a))
      .map((f) => `${path.basename(f)} ${round(kbOf(f))}`);
    for (const [what, mods] of Object.entries(later)) {
      const extra = closure(manifest, mods);
      for (const f of files) extra.delete(f);
      deferred[`${route} ${what}`] = sum(extra);
    }
    const budget = lazy.length ? BUDGETS.routeJsGzKb : BUDGETS.initialJsGzKb;
    if (routes[route] > budget) over.push(`${route} ${routes[route]} KB > ${budget} KB`);
  }

  // The dialogs provider: fetched with the first confirmation asked for, on any screen.
  const dialogs = closure(manifest, ['src/lib/ui/ModalsProvider.tsx']);
  for (const f of initial) dialogs.delete(f);
  deferred.dialogs = sum(dialogs);

  const blockingCss = (manifest[entry]?.css ?? []).map(
    (f) => `${path.basename(f)} ${round(kbOf(f))}`,
  );
  const blockingCssGzKb = sum(manifest[entry]?.css ?? []);
  if (blockingCssGzKb > BUDGETS.blockingCssGzKb)
    over.push(`blocking CSS ${blockingCssGzKb} KB > ${BUDGETS.blockingCssGzKb} KB`);

  // What the BFF sends of them: the build's brotli 11 copy where there is one (files of 1 KB and
  // more), else the file itself.
  const sentKb = (file: string) => {
    const br = path.join(dist, `${file}.br`);
    return statSync(existsSync(br) ? br : path.join(dist, file)).size / 1024;
  };
  const web: WebResults = {
    initialJsGzKb: sum(initial),
    initialJsBrKb: round([...initial].reduce((a, f) => a + sentKb(f), 0)),
    afterPaintJsGzKb: sum(afterPaint),
    blockingCssGzKb,
    routes,
    deferred,
    chunks: {
      initial: [...initial].map((f) => `${path.basename(f)} ${round(kbOf(f))}`),
      'blocking css': blockingCss,
      ...chunks,
    },
    budgets: { ...BUDGETS },
    over,
  };
  return web;
}

export default async function webBench(opts: BenchOptions): Promise<Partial<BenchResults>> {
  const build = buildWebIfStale({ label: 'web bench' });
  if (build.built && !build.ok) throw new Error(`web bench: the web build failed\n${build.why}`);
  const web = measureWeb(opts.root);
  const { routes, over } = web;
  for (const [route, list] of Object.entries(web.chunks))
    console.error(`web: ${route}: ${routes[route] ?? ''} ${list.join(', ')}`);
  for (const line of over) console.error(`web: OVER BUDGET ${line}`);
  return { web };
}
