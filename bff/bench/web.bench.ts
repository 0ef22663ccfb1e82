/**
 * Web bundle sizes: gzip size of the JavaScript each console route needs, from the Vite manifest
 * of web/dist (built with `pnpm --filter web build` when missing). A route needs the entry chunk
 * and its static imports, plus the lazily loaded screen(s) it renders and their static imports.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BenchOptions, BenchResults } from './types.js';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Route -> the lazily loaded modules (manifest keys) it renders besides the entry. */
const ROUTES: Record<string, string[]> = {
  '/sign-in': [],
  '/t/:tenant': [],
  '/t/:tenant/users': ['src/features/users/UsersPage.tsx'],
  '/t/:tenant/users/:id': ['src/features/users/UserDetailPage.tsx'],
  '/t/:tenant/invitations': ['src/features/invitations/InvitationsPage.tsx'],
  '/t/:tenant/groups': ['src/features/groups/GroupsPage.tsx'],
  '/t/:tenant/groups/:id': ['src/features/groups/GroupDetailPage.tsx'],
  '/t/:tenant/companies': ['src/features/companies/CompaniesPage.tsx'],
  '/t/:tenant/companies/new': ['src/features/companies/CompanyCreatePage.tsx'],
  '/t/:tenant/companies/:key/overview': ['src/features/companies/CompanyPage.tsx'],
  '/t/:tenant/companies/:key/balances': [
    'src/features/companies/CompanyPage.tsx',
    'src/features/companies/balances/BalancesTab.tsx',
    // The workbench's views load lazily, with the tab: the months (its default) with its chart,
    // and the trial balance. The .xlsx writer (exportWorkbook.ts) loads only on export.
    'src/features/companies/balances/MonthsView.tsx',
    'src/features/companies/balances/BalanceChart.tsx',
    'src/features/companies/balances/TrialView.tsx',
  ],
  '/t/:tenant/audit': ['src/features/audit/AuditPage.tsx'],
};

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
  keys.forEach(visit);
  return files;
}

export default async function webBench(opts: BenchOptions): Promise<Partial<BenchResults>> {
  const dist = path.join(opts.root, 'web', 'dist');
  const manifestPath = path.join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) {
    execFileSync('npx', ['-y', 'pnpm@10', '--filter', 'web', 'build'], {
      cwd: opts.root,
      stdio: 'inherit',
    });
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entry) throw new Error('web bench: no entry in the Vite manifest');
  // The entry's dynamic imports that are not screens: the dialogs provider every lazy screen is
  // wrapped in (web/src/app/router.tsx), loaded together with the first lazy screen.
  const withLazyScreens = (manifest[entry]?.dynamicImports ?? []).filter(
    (k) => !k.startsWith('src/'),
  );

  const gz = new Map<string, number>();
  const gzKb = (files: Set<string>) => {
    let bytes = 0;
    for (const f of files) {
      if (!gz.has(f)) gz.set(f, gzipSync(readFileSync(path.join(dist, f)), { level: 9 }).length);
      bytes += gz.get(f)!;
    }
    return Math.round((bytes / 1024) * 10) / 10;
  };

  const routes: Record<string, number> = {};
  for (const [route, lazy] of Object.entries(ROUTES)) {
    const keys = [entry, ...lazy];
    if (lazy.length) keys.push(...withLazyScreens);
    routes[route] = gzKb(closure(manifest, keys));
  }
  // Sign-in and overview are in the entry; their union is the first download of either.
  const initial = gzKb(closure(manifest, [entry]));
  return { web: { initialJsGzKb: initial, routes } };
}
