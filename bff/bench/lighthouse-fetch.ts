/**
 * Lighthouse for the lighthouse bench, fetched from the npm registry on first use into a cache
 * outside the checkout (~/.cache/ledger-console/lighthouse-<pins>, LIGHTHOUSE_CACHE_DIR), as
 * scripts/test-on-lts.mjs fetches its Node: as a devDependency its ~120 packages were in every
 * install, CI's too, for one bench (docs/decisions/0023-lighthouse-fetched-on-demand.md).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** The version the workspace's lockfile had when it was a devDependency. */
const LIGHTHOUSE_VERSION = '12.8.2';
/**
 * Lighthouse asks for axe-core ^4.10: the one the workspace resolved for it, and the e2e suite
 * runs (@axe-core/playwright ~4.11), so the accessibility audits do not move with a new axe.
 */
const AXE_CORE_VERSION = '4.11.4';
/** Its other dependencies as the registry had them that day, the same on every machine. */
const RESOLVED_BEFORE = '2026-11-30';

const cacheDir =
  process.env.LIGHTHOUSE_CACHE_DIR ??
  path.join(
    process.env.XDG_CACHE_HOME ?? path.join(homedir(), '.cache'),
    'ledger-console',
    // Named by all three pins, so a change of one fetches anew.
    `lighthouse-${LIGHTHOUSE_VERSION}-axe-${AXE_CORE_VERSION}-${RESOLVED_BEFORE}`,
  );

/** The path of Lighthouse's entry module, fetched first if the cache does not have it. */
function lighthouseEntry(): string {
  const entry = (dir: string) => path.join(dir, 'node_modules', 'lighthouse', 'core', 'index.js');
  if (existsSync(entry(cacheDir))) return entry(cacheDir);
  // Installed beside it and renamed when complete: an interrupted fetch leaves no half cache.
  const staging = `${cacheDir}.partial-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  writeFileSync(
    path.join(staging, 'package.json'),
    JSON.stringify({
      private: true,
      dependencies: { lighthouse: LIGHTHOUSE_VERSION },
      overrides: { 'axe-core': AXE_CORE_VERSION },
    }),
  );
  console.error(
    `lighthouse bench: fetching lighthouse@${LIGHTHOUSE_VERSION} from the npm registry into ${cacheDir} (once)`,
  );
  const r = spawnSync(
    'npm',
    [
      'install',
      '--no-audit',
      '--no-fund',
      // None of its packages needs a build step; the workspace never ran theirs either.
      '--ignore-scripts',
      `--before=${RESOLVED_BEFORE}`,
      '--prefix',
      staging,
    ],
    // npm's report on stderr: the bench's stdout is its table.
    { stdio: ['ignore', 2, 2] },
  );
  if (r.status !== 0 || !existsSync(entry(staging))) {
    rmSync(staging, { recursive: true, force: true });
    throw new Error(`lighthouse bench: npm install lighthouse@${LIGHTHOUSE_VERSION} failed`);
  }
  if (existsSync(entry(cacheDir))) {
    rmSync(staging, { recursive: true, force: true }); // another bench fetched it meanwhile
  } else {
    rmSync(cacheDir, { recursive: true, force: true });
    renameSync(staging, cacheDir);
  }
  return entry(cacheDir);
}

/** Lighthouse's default export (`lighthouse(url, flags)`), from the cache. */
export async function importLighthouse(): Promise<unknown> {
  const mod = (await import(pathToFileURL(lighthouseEntry()).href)) as { default: unknown };
  return mod.default;
}
