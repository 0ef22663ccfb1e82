// The server build: the BFF and the embedded platform (bff/src) compiled by tsc into bff/dist
// (tsconfig.build.json), when the sources are newer than the build. `pnpm start`, `pnpm
// platform`, the e2e suite's server and the benches run the result with plain node.
//
// tsc emits with noCheck: per-file transpilation like tsx's (typechecking stays `pnpm typecheck`'s
// job), so a build takes about two seconds; a syntax error still fails it. The layout under dist
// mirrors src, so paths resolved from import.meta.url (the repository root, web/dist, .data) hold.
//
// Several processes may build at once in one tree (the e2e suite's two servers, a bench, someone's
// `pnpm start`): one builds under a lock while the others wait and then find the build fresh. A
// build is written beside bff/dist and swapped in with renames, so a server starting from bff/dist
// never reads a half-written file.
//
//   node bff/scripts/build.mjs [--force] [--out-dir <dir under bff>]
import { spawnSync } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const bffDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const defaultOutDir = path.join(bffDir, 'dist');
/** Written last into a finished build; its mtime is when that build read the sources. */
const STAMP = '.built';
const LOCK = path.join(bffDir, '.dist-build.lock');

export class ServerBuildError extends Error {}

/** Newest mtime under `p` (directories count: adding, removing or renaming a file changes theirs). */
function newest(p) {
  if (!existsSync(p)) return 0;
  const s = statSync(p);
  if (!s.isDirectory()) return p.endsWith('.test.ts') ? 0 : s.mtimeMs;
  let latest = s.mtimeMs;
  for (const entry of readdirSync(p)) latest = Math.max(latest, newest(path.join(p, entry)));
  return latest;
}

/** When the sources (and the compiler settings) last changed. */
export function sourcesTime() {
  return Math.max(
    newest(path.join(bffDir, 'src')),
    newest(path.join(bffDir, 'tsconfig.json')),
    newest(path.join(bffDir, 'tsconfig.build.json')),
    newest(path.join(bffDir, '..', 'tsconfig.base.json')),
  );
}

/** When the build in `outDir` read its sources (0 when there is no finished build). */
export function builtTime(outDir = defaultOutDir) {
  const stamp = path.join(outDir, STAMP);
  return existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
}

const isFresh = (outDir) => {
  const built = builtTime(outDir);
  return built > 0 && built >= sourcesTime();
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

/** Takes the build lock, waiting while a live process holds it; returns its release. */
function lock() {
  for (let waited = 0; ; waited += 200) {
    try {
      closeSync(openSync(LOCK, 'wx'));
      writeFileSync(LOCK, String(process.pid));
      return () => rmSync(LOCK, { force: true });
    } catch (err) {
      if (err.code !== 'EEXIST') throw err;
    }
    const holder = Number(readFileSync(LOCK, 'utf8')) || 0;
    // A holder that died (or a lock older than any build) is stale; an empty file is being written.
    const stale = holder ? !alive(holder) : waited > 5_000;
    if (stale || waited > 120_000) rmSync(LOCK, { force: true });
    else sleep(200);
  }
}

function compile(outDir) {
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  const r = spawnSync(
    process.execPath,
    [tsc, '-p', 'tsconfig.build.json', '--outDir', outDir, '--pretty', 'false'],
    { cwd: bffDir, encoding: 'utf8' },
  );
  if (r.status !== 0) {
    const why = `${r.stdout ?? ''}${r.stderr ?? ''}`.trim() || r.error?.message || '';
    throw new ServerBuildError(
      `server: the build failed (tsc exit ${r.status ?? r.signal})${why ? `:\n${why}` : ''}`,
    );
  }
}

/**
 * Builds into `outDir` (a folder inside bff, so the compiled files find bff/node_modules) unless
 * the build there is newer than the sources. Returns whether it built; throws ServerBuildError
 * with the compiler's message when the build fails (the previous build then stays in place).
 */
export function buildServer({ outDir = defaultOutDir, force = false, log = console.log } = {}) {
  outDir = path.resolve(outDir);
  if (!force && isFresh(outDir)) return false;
  const release = lock();
  try {
    if (!force && isFresh(outDir)) return false; // built by the process we waited for
    log(
      builtTime(outDir)
        ? `server: sources changed, rebuilding ${path.relative(path.dirname(bffDir), outDir)} ...`
        : `server: building ${path.relative(path.dirname(bffDir), outDir)} ...`,
    );
    const started = Date.now();
    // Builds in the work folder sit in folders named dist, which eslint, prettier and git skip.
    const work = path.join(bffDir, `.build-${process.pid}`);
    const next = path.join(work, 'dist');
    rmSync(work, { recursive: true, force: true });
    mkdirSync(work);
    try {
      compile(next);
      const stamp = path.join(next, STAMP);
      writeFileSync(stamp, '');
      utimesSync(stamp, new Date(started), new Date(started));
      if (existsSync(outDir)) {
        mkdirSync(path.join(work, 'previous'));
        renameSync(outDir, path.join(work, 'previous', 'dist'));
      }
      mkdirSync(path.dirname(outDir), { recursive: true });
      renameSync(next, outDir);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
    log(`server: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return true;
  } finally {
    release();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const at = args.indexOf('--out-dir');
  try {
    buildServer({
      force: args.includes('--force'),
      log: console.error, // stdout stays the output of the command run after the build

      ...(at >= 0 && args[at + 1] ? { outDir: path.resolve(args[at + 1]) } : {}),
    });
  } catch (err) {
    if (!(err instanceof ServerBuildError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
}
