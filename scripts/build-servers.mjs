// The server packages' build: each package (contract, platform, bff) transpiles its own src into
// its own dist with esbuild, file by file (no bundling, no typechecking: `pnpm typecheck` does
// that), when its sources are newer than its build. The packages import each other by name; a
// package's exports name its sources under the `source` condition (Vite, Vitest, tsx and tsc ask
// for it) and its build otherwise, so plain node runs dist/main.js with nothing rewritten.
// docs/decisions/0060-server-build.md says why esbuild and why not `tsc -b`.
//
// Several processes may build at once in one tree (the e2e suite's two servers, a bench, someone's
// `pnpm start`): one builds a package under its lock while the others wait and then find it
// fresh. A build is written beside dist and swapped in with renames, so a server starting from it
// never reads a half-written file.
//
//   node scripts/build-servers.mjs [--force] [package ...]   (default: all three, in order)
import {
  closeSync,
  existsSync,
  openSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The server packages by folder, each after those it imports. */
export const SERVER_PACKAGES = ['contract', 'platform', 'bff'];
/** The BFF's compiled entry (`node` it to run the console) and the platform's. */
export const serverEntry = () => path.join(repoRoot, 'bff', 'dist', 'main.js');
export const platformEntry = () => path.join(repoRoot, 'platform', 'dist', 'main.js');
/** The BFF's package folder: the working directory `pnpm --filter bff start` runs it in. */
export const bffDir = path.join(repoRoot, 'bff');
/** Written last into a finished build; its mtime is when that build read the sources. */
const STAMP = '.built';

export class ServerBuildError extends Error {}

/** A test, or a test's shared set-up beside it (`*.testing.ts`): no part of a build. */
const isTest = (file) => /\.test(ing)?\.ts$/.test(file);

/** Newest mtime under `p` (directories count: adding, removing or renaming a file changes theirs). */
function newest(p) {
  if (!existsSync(p)) return 0;
  const s = statSync(p);
  if (!s.isDirectory()) return isTest(p) ? 0 : s.mtimeMs;
  let latest = s.mtimeMs;
  for (const entry of readdirSync(p)) latest = Math.max(latest, newest(path.join(p, entry)));
  return latest;
}

/** The .ts files a package's build transpiles: its src, tests left out. */
function sourceFiles(dir) {
  const files = [];
  const walk = (d) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const file = path.join(d, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') && !isTest(file))
        files.push(file);
    }
  };
  walk(dir);
  return files;
}

const sourcesTime = (pkgDir) =>
  Math.max(
    ...['src', 'package.json', 'tsconfig.json'].map((f) => newest(path.join(pkgDir, f))),
    newest(path.join(repoRoot, 'tsconfig.base.json')),
  );

/** When the package's dist read its sources (0 when there is none). */
export function builtTime(pkg) {
  const stamp = path.join(repoRoot, pkg, 'dist', STAMP);
  return existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
}

const isFresh = (pkg) => {
  const built = builtTime(pkg);
  return built > 0 && built >= sourcesTime(path.join(repoRoot, pkg));
};

const sleep = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err.code === 'EPERM';
  }
}

/** Takes a package's build lock, waiting while a live process holds it; returns its release. */
function lock(pkgDir) {
  const file = path.join(pkgDir, '.build.lock');
  for (let waited = 0; ; waited += 100) {
    try {
      closeSync(openSync(file, 'wx'));
      writeFileSync(file, String(process.pid));
      return () => rmSync(file, { force: true });
    } catch (err) {
      if (err.code !== 'EEXIST') throw err;
    }
    const holder = Number(readFileSync(file, 'utf8')) || 0;
    // A holder that died (or a lock older than any build) is stale; an empty file is being written.
    const stale = holder ? !alive(holder) : waited > 5_000;
    if (stale || waited > 120_000) rmSync(file, { force: true });
    else sleep(100);
  }
}

/** Transpiles one package into a work folder and swaps it in as its dist. */
function buildPackage(pkg, log) {
  const pkgDir = path.join(repoRoot, pkg);
  const started = Date.now();
  // The work folder (dist.build-<pid>) is ignored by git, ESLint and Prettier.
  const work = path.join(pkgDir, `dist.build-${process.pid}`);
  rmSync(work, { recursive: true, force: true });
  try {
    try {
      buildSync({
        entryPoints: sourceFiles(path.join(pkgDir, 'src')),
        outdir: work,
        outbase: path.join(pkgDir, 'src'),
        format: 'esm',
        platform: 'node',
        target: 'node20',
        logLevel: 'silent',
      });
    } catch (err) {
      const why = (err.errors ?? [])
        .map((e) => `${e.location?.file ?? ''}:${e.location?.line ?? ''}: ${e.text}`)
        .join('\n');
      throw new ServerBuildError(`${pkg}: the build failed:\n${why || err.message}`);
    }
    const stamp = path.join(work, STAMP);
    writeFileSync(stamp, '');
    utimesSync(stamp, new Date(started), new Date(started));
    const dist = path.join(pkgDir, 'dist');
    const previous = `${work}-previous`;
    if (existsSync(dist)) renameSync(dist, previous);
    renameSync(work, dist);
    rmSync(previous, { recursive: true, force: true });
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  log(`${pkg}: built in ${Date.now() - started} ms`);
}

/**
 * Builds each named package whose dist is older than its sources (all three by default). Returns
 * the packages it built; throws ServerBuildError with esbuild's message when one fails (its
 * previous build then stays in place).
 */
export function buildServers({
  packages = SERVER_PACKAGES,
  force = false,
  log = console.log,
} = {}) {
  const built = [];
  for (const pkg of packages) {
    if (!SERVER_PACKAGES.includes(pkg)) throw new ServerBuildError(`no server package ${pkg}`);
    if (!force && isFresh(pkg)) continue;
    const release = lock(path.join(repoRoot, pkg));
    try {
      if (!force && isFresh(pkg)) continue; // built by the process we waited for
      log(builtTime(pkg) ? `${pkg}: sources changed, rebuilding ...` : `${pkg}: building ...`);
      buildPackage(pkg, log);
      built.push(pkg);
    } finally {
      release();
    }
  }
  return built;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const packages = args.filter((a) => !a.startsWith('--'));
  try {
    buildServers({
      force: args.includes('--force'),
      log: console.error, // stdout stays the output of the command run after the build
      ...(packages.length ? { packages } : {}),
    });
  } catch (err) {
    if (!(err instanceof ServerBuildError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
}
