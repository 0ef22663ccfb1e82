// Runs what differs between Node versions of the servers' Vitest suites (contract, platform, bff;
// `--all`: all of them; not the Playwright suite) under
// a second, maintained Node LTS (22 unless LTS_NODE_VERSION says another), fetched from the npm
// registry as the `node-<platform>-<arch>` package (what the registry's `node` package installs;
// it carries the headers too). better-sqlite3 is a native module built for the Node that
// installed the workspace, so it is built once more for this Node, from the sources its npm
// package ships, with npm's node-gyp, into ~/.cache/ledger-console/node-lts (LTS_CACHE_DIR); lts-native.cjs makes
// the test processes load that build. Both are kept, so later runs start at once.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const version = process.env.LTS_NODE_VERSION ?? '22';
// Outside the checkout, as pnpm's store is, so a fresh clone on the same machine starts at once.
const cache =
  process.env.LTS_CACHE_DIR ??
  path.join(
    process.env.XDG_CACHE_HOME ?? path.join(homedir(), '.cache'),
    'ledger-console',
    'node-lts',
  );
const pkg = `node-${process.platform === 'win32' ? 'win' : process.platform}-${process.arch}`;

function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', ...opts });
  if (r.status !== 0) {
    console.error(`test-on-lts: ${path.basename(cmd)} ${args.join(' ')} failed (${r.status})`);
    process.exit(r.status ?? 1);
  }
}

function output(cmd, args) {
  return spawnSync(cmd, args, { encoding: 'utf8' }).stdout.trim();
}

// 1. Node itself, from the npm registry.
const nodePrefix = path.join(cache, `node-${version}`);
const nodeDir = path.join(nodePrefix, 'node_modules', pkg);
if (!existsSync(path.join(nodeDir, 'bin', 'node'))) {
  mkdirSync(nodePrefix, { recursive: true });
  console.error(`test-on-lts: fetching ${pkg}@${version} from the npm registry`);
  run('npm', [
    'install',
    '--no-save',
    '--no-audit',
    '--no-fund',
    '--prefix',
    nodePrefix,
    `${pkg}@${version}`,
  ]);
}
const node = path.join(nodeDir, 'bin', 'node');
const nodeVersion = output(node, ['--version']);
const abi = output(node, ['-p', 'process.versions.modules']);

// 2. better-sqlite3 for that Node's ABI.
const bffRequire = createRequire(path.join(root, 'bff', 'package.json'));
const sqliteDir = path.dirname(bffRequire.resolve('better-sqlite3/package.json'));
const sqliteVersion = JSON.parse(
  readFileSync(path.join(sqliteDir, 'package.json'), 'utf8'),
).version;
const buildDir = path.join(cache, `better-sqlite3-${sqliteVersion}-abi${abi}`);
const binding = path.join(buildDir, 'build', 'Release', 'better_sqlite3.node');
/** Whether that Node loads the binding (a build for another ABI is refused at load). */
const loads = () =>
  existsSync(binding) &&
  spawnSync(node, ['-e', `process.dlopen({ exports: {} }, ${JSON.stringify(binding)})`]).status ===
    0;
if (!loads()) {
  rmSync(buildDir, { recursive: true, force: true });
  cpSync(sqliteDir, buildDir, {
    recursive: true,
    filter: (src) => !/[\\/](build|node_modules)$/.test(src),
  });
  // npm's node-gyp, beside this Node: under lib/ on Unix, next to node.exe on Windows.
  const nodeGyp = [['..', 'lib', 'node_modules'], ['node_modules']]
    .map((dir) =>
      path.join(
        path.dirname(process.execPath),
        ...dir,
        'npm',
        'node_modules',
        'node-gyp',
        'bin',
        'node-gyp.js',
      ),
    )
    .find((p) => existsSync(p));
  if (!nodeGyp) {
    console.error("test-on-lts: npm's node-gyp was not found beside this Node");
    process.exit(1);
  }
  console.error(
    `test-on-lts: building better-sqlite3 ${sqliteVersion} for Node ${nodeVersion} (once)`,
  );
  const built = spawnSync(
    node,
    [nodeGyp, 'rebuild', '--release', `--nodedir=${nodeDir}`, '--jobs=2'],
    {
      cwd: buildDir,
      encoding: 'utf8',
      // Under npm or pnpm, npm's own `nodedir` setting (this machine's Node 20 headers) reaches
      // node-gyp as npm_config_nodedir and wins over the flag: name the LTS Node's headers there.
      env: {
        ...process.env,
        npm_config_nodedir: nodeDir,
        NPM_CONFIG_NODEDIR: nodeDir,
        // Not optimised, unlike the package's -O3 (gyp puts these flags last, so they win):
        // this build only runs the tests, and on a fresh machine it is the longest job of the
        // checks stage. 68 s of CPU at -O3 and 32 s at -O1 (two cores under load); 29 s at -O1
        // and 20 s at -O0 (one quiet core).
        CFLAGS: '-O0',
        CXXFLAGS: '-O0',
      },
    },
  );
  if (built.status !== 0) {
    console.error(built.stdout, built.stderr);
    console.error(`test-on-lts: the better-sqlite3 build failed (${built.status})`);
    process.exit(1);
  }
  if (!loads()) {
    console.error(`test-on-lts: the better-sqlite3 build does not load in Node ${nodeVersion}`);
    process.exit(1);
  }
}

// `--prepare`: steps 1 and 2 only (`pnpm test` runs them beside its checks).
if (process.argv.includes('--prepare')) {
  console.error(`test-on-lts: Node ${nodeVersion} and its better-sqlite3 build are ready`);
  process.exit(0);
}

// 3. What differs between Node versions, in one Vitest run over the root config: the native
// SQLite module and the stores built on it (both databases), the files' streams and their
// durability across a killed process, the proxy and the uploads (node:http, undici), HTTPS, and
// the compiled server starting under this Node. The rest (parsing, mapping, rules) is plain
// TypeScript and runs once, under the Node that installed the workspace, in `pnpm test`'s unit
// stage. `--all` runs every server-side suite here instead; other arguments (a file filter) go
// to Vitest.
const DIFFERS = [
  'platform/src/db/',
  'platform/src/store/',
  'platform/src/files/',
  'platform/src/persistence.test.ts',
  'bff/src/store/',
  'bff/src/upstream/',
  'bff/src/https.test.ts',
  'bff/src/readiness.test.ts',
  'bff/src/startup.test.ts',
  'bff/src/production-build.test.ts',
];
const SERVER_PROJECTS = ['contract', 'platform', 'bff'].flatMap((p) => [
  '--project',
  JSON.parse(readFileSync(path.join(root, p, 'package.json'), 'utf8')).name,
]);
const vitest = path.join(path.dirname(bffRequire.resolve('vitest/package.json')), 'vitest.mjs');
const args = process.argv.slice(2);
const all = args.includes('--all');
const filters = args.filter((a) => a !== '--all');
console.error(
  `test-on-lts: ${all ? 'every server suite' : filters.length ? filters.join(' ') : 'what differs between Node versions'} under Node ${nodeVersion}`,
);
run(
  node,
  [
    vitest,
    'run',
    ...SERVER_PROJECTS,
    ...(filters.length ? ['--passWithNoTests', ...filters] : all ? [] : DIFFERS),
  ],
  {
    cwd: root,
    env: {
      ...process.env,
      NODE_OPTIONS:
        `${process.env.NODE_OPTIONS ?? ''} --require ${path.join(root, 'scripts', 'lts-native.cjs')}`.trim(),
      LTS_BETTER_SQLITE3: binding,
    },
  },
);
