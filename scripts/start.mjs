// `pnpm start`: builds the web when web/dist is missing or older than web/src, and the server
// (BFF and embedded platform, bff/scripts/build.mjs) when bff/dist is older than bff/src, then
// runs the compiled BFF with plain node (with the embedded V1 platform unless V1_BASE_URL is set).
// A failed web build falls back to the previous web/dist; a failed server build stops here.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ServerBuildError, bffDir, buildServer, defaultOutDir } from '../bff/scripts/build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pnpm = process.env.npm_execpath?.includes('pnpm') ? process.env.npm_execpath : null;

function newest(dir) {
  let latest = 0;
  if (!existsSync(dir)) return latest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const p = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return latest;
}

function run(args, opts = {}) {
  // Under `pnpm start`, npm_execpath is pnpm's own entry; otherwise use npx pnpm@10.
  return pnpm
    ? spawnSync(process.execPath, [pnpm, ...args], { cwd: root, ...opts })
    : spawnSync('npx', ['-y', 'pnpm@10', ...args], { cwd: root, ...opts });
}

const dist = path.join(root, 'web', 'dist', 'index.html');
const srcTime = Math.max(
  newest(path.join(root, 'web', 'src')),
  existsSync(path.join(root, 'web', 'index.html'))
    ? statSync(path.join(root, 'web', 'index.html')).mtimeMs
    : 0,
);
const distTime = existsSync(dist) ? statSync(dist).mtimeMs : 0;
if (!distTime || distTime < srcTime) {
  console.log(
    distTime ? 'web: sources changed, rebuilding web/dist ...' : 'web: building web/dist ...',
  );
  const r = run(['--filter', 'web', 'build'], {
    stdio: ['ignore', 'inherit', 'pipe'],
    encoding: 'utf8',
  });
  if (r.status !== 0) {
    const why = (r.stderr || '').trim().split('\n').slice(-15).join('\n');
    if (why) console.error(why);
    console.error(
      `web: the build failed (exit ${r.status ?? r.signal}); starting the API anyway` +
        (distTime
          ? ' with the previous web/dist.'
          : ' (the console page will say the web is not built).'),
    );
  }
}

try {
  buildServer();
} catch (err) {
  if (!(err instanceof ServerBuildError)) throw err;
  console.error(
    `${err.message}\nserver: not started (fix the error above, then pnpm start again).`,
  );
  process.exit(1);
}

// The working directory stays bff, as under `pnpm --filter bff start` (relative DATA_DIR etc.).
const child = spawn(process.execPath, [path.join(defaultOutDir, 'bff', 'main.js')], {
  cwd: bffDir,
  stdio: 'inherit',
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
