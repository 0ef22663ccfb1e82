// The server build: the server packages (bff/server, bff/platform, bff/contract, bff/config)
// compiled by one tsc run (bff/tsconfig.build.json) into each package's dist folder, when the
// sources are newer than the build. `pnpm start`, `pnpm platform`, the e2e suite's server and the
// benches run the result with plain node: bff/server/dist/main.js, bff/platform/dist/main.js.
//
// tsc emits with noCheck: per-file transpilation like tsx's (typechecking stays `pnpm typecheck`'s
// job), so a build takes a few seconds; a syntax error still fails it. A package's dist mirrors its
// src, so paths resolved from import.meta.url (the repository root, web/dist, .data) hold, and its
// compiled files find their dependencies in the package's own node_modules. The workspace
// packages' exports name TypeScript sources (for Vite, Vitest, tsx and tsc), which plain node
// cannot load: the build rewrites the compiled imports of `@ledger/...` into relative paths to
// the compiled files.
//
// Several processes may build at once in one tree (the e2e suite's two servers, a bench, someone's
// `pnpm start`): one builds under a lock while the others wait and then find the build fresh. A
// build is written beside the dist folders and swapped in with renames, so a server starting from
// them never reads a half-written file.
//
//   node bff/scripts/build.mjs [--force] [--dist <folder inside each package, default dist>]
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
/** The packages the build compiles, by folder under bff (the one tsc run's top folders). */
export const PACKAGES = ['server', 'platform', 'contract', 'config'];
/** Where each package's build goes, inside the package. */
export const defaultDist = 'dist';
/** The BFF's compiled entry (`node` it to run the console) and the platform's. */
export const serverEntry = (dist = defaultDist) => path.join(bffDir, 'server', dist, 'main.js');
export const platformEntry = (dist = defaultDist) => path.join(bffDir, 'platform', dist, 'main.js');
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

/** When the sources (and the compiler settings and package manifests) last changed. */
export function sourcesTime() {
  return Math.max(
    ...PACKAGES.flatMap((p) =>
      ['src', 'tsconfig.json', 'package.json'].map((f) => newest(path.join(bffDir, p, f))),
    ),
    newest(path.join(bffDir, 'tsconfig.build.json')),
    newest(path.join(bffDir, '..', 'tsconfig.base.json')),
  );
}

/** When the build in the packages' `dist` folders read its sources (0 when one is missing). */
export function builtTime(dist = defaultDist) {
  const stamps = PACKAGES.map((p) => path.join(bffDir, p, dist, STAMP));
  return stamps.every((s) => existsSync(s))
    ? Math.min(...stamps.map((s) => statSync(s).mtimeMs))
    : 0;
}

const isFresh = (dist) => {
  const built = builtTime(dist);
  return built > 0 && built >= sourcesTime();
};

/** The compiled file a workspace import (`@ledger/contract/issues`) names, from its exports. */
function compiledTarget(specifier, dist) {
  const [, scope, name, sub] = /^(@ledger)\/([^/]+)(\/.*)?$/.exec(specifier) ?? [];
  const dir = scope && PACKAGES.find((p) => readManifest(p).name === `${scope}/${name}`);
  if (!dir) return null;
  const target = readManifest(dir).exports?.[sub ? `.${sub}` : '.'];
  if (typeof target !== 'string' || !/^\.\/src\/.*\.ts$/.test(target))
    throw new ServerBuildError(`server: ${specifier} is not exported as a source file`);
  return path.join(bffDir, dir, dist, target.slice('./src/'.length).replace(/\.ts$/, '.js'));
}

const manifests = new Map();
function readManifest(dir) {
  if (!manifests.has(dir))
    manifests.set(dir, JSON.parse(readFileSync(path.join(bffDir, dir, 'package.json'), 'utf8')));
  return manifests.get(dir);
}

/**
 * Rewrites the workspace imports of the compiled files under `root` (laid out as the packages'
 * `dist` folders will be, `root/<package>`) into paths relative to where they will lie.
 */
export function relinkWorkspaceImports(root, dist) {
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.js')) relinkFile(file);
    }
  };
  const relinkFile = (file) => {
    const [pkg, ...rest] = path.relative(root, file).split(path.sep);
    const final = path.join(bffDir, pkg, dist, ...rest);
    const code = readFileSync(file, 'utf8');
    const relinked = code.replace(
      /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(["'])(@ledger\/[^"']+)\2/g,
      (whole, before, quote, specifier) => {
        const target = compiledTarget(specifier, dist);
        if (!target) return whole;
        let rel = path.relative(path.dirname(final), target).split(path.sep).join('/');
        if (!rel.startsWith('.')) rel = `./${rel}`;
        return `${before}${quote}${rel}${quote}`;
      },
    );
    if (relinked !== code) writeFileSync(file, relinked);
  };
  walk(root);
}

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
 * Builds into each package's `dist` folder (default `dist`; tests and benches build into folders
 * of their own) unless the build there is newer than the sources. Returns whether it built;
 * throws ServerBuildError with the compiler's message when the build fails (the previous build
 * then stays in place).
 */
export function buildServer({ dist = defaultDist, force = false, log = console.log } = {}) {
  if (!force && isFresh(dist)) return false;
  const release = lock();
  try {
    if (!force && isFresh(dist)) return false; // built by the process we waited for
    const shown = `bff/{${PACKAGES.join(',')}}/${dist}`;
    log(
      builtTime(dist)
        ? `server: sources changed, rebuilding ${shown} ...`
        : `server: building ${shown} ...`,
    );
    const started = Date.now();
    // Builds in the work folder sit in folders named dist, which eslint, prettier and git skip.
    const work = path.join(bffDir, `.build-${process.pid}`);
    const emitted = path.join(work, 'dist');
    rmSync(work, { recursive: true, force: true });
    mkdirSync(work);
    try {
      compile(emitted);
      // tsc lays the packages out as the sources (<package>/src/...); each src becomes a dist.
      const next = path.join(work, 'next');
      mkdirSync(next);
      for (const p of PACKAGES) {
        const out = path.join(emitted, p, 'src');
        if (!existsSync(out)) mkdirSync(out, { recursive: true });
        renameSync(out, path.join(next, p));
      }
      relinkWorkspaceImports(next, dist);
      for (const p of PACKAGES) {
        const stamp = path.join(next, p, STAMP);
        writeFileSync(stamp, '');
        utimesSync(stamp, new Date(started), new Date(started));
      }
      mkdirSync(path.join(work, 'previous'));
      for (const p of PACKAGES) {
        const outDir = path.join(bffDir, p, dist);
        if (existsSync(outDir)) {
          mkdirSync(path.join(work, 'previous', p));
          renameSync(outDir, path.join(work, 'previous', p, 'dist'));
        }
        mkdirSync(path.dirname(outDir), { recursive: true });
        renameSync(path.join(next, p), outDir);
      }
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
  const at = args.indexOf('--dist');
  try {
    buildServer({
      force: args.includes('--force'),
      log: console.error, // stdout stays the output of the command run after the build

      ...(at >= 0 && args[at + 1] ? { dist: args[at + 1] } : {}),
    });
  } catch (err) {
    if (!(err instanceof ServerBuildError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
}
