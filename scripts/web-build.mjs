// The web half of `pnpm start`'s build rule, shared with the e2e server
// (e2e/scripts/start-console.mjs) and `pnpm test`'s checks: web/dist is rebuilt when it is missing
// or older than the web's sources. A failed build keeps the previous web/dist; the caller decides
// what that means. Vite alone, as the server build is tsc without checking: typechecking is
// `pnpm typecheck`'s job (`pnpm --filter web build` still does both).
//
//   node scripts/web-build.mjs    builds when stale; exits non-zero when that build fails
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = path.join(root, 'web');
const indexHtml = path.join(web, 'dist', 'index.html');

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

/**
 * Builds web/dist when it is missing or stale. Returns `{built: false}` when it was current, else
 * `{built: true, ok, hadPrevious, why}` (`why`: the last lines of the build's errors).
 */
export function buildWebIfStale({ label }) {
  // The web's sources, its page and build settings, and the contract it is built with.
  const file = (p) => (existsSync(p) ? statSync(p).mtimeMs : 0);
  const srcTime = Math.max(
    newest(path.join(web, 'src')),
    file(path.join(web, 'index.html')),
    file(path.join(web, 'vite.config.ts')),
    file(path.join(web, 'build-plugins.ts')),
    newest(path.join(root, 'contract', 'src')),
  );
  const distTime = existsSync(indexHtml) ? statSync(indexHtml).mtimeMs : 0;
  if (distTime && distTime >= srcTime) return { built: false };
  console.log(
    `${label}: ${distTime ? 'web sources changed, rebuilding web/dist' : 'building web/dist'} ...`,
  );
  const viteDir = path.dirname(
    createRequire(path.join(web, 'package.json')).resolve('vite/package.json'),
  );
  const vite = path.join(viteDir, 'bin', 'vite.js');
  const r = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
    cwd: web,
    stdio: ['ignore', 'inherit', 'pipe'],
    encoding: 'utf8',
  });
  const why = (r.stderr || '').trim().split('\n').slice(-15).join('\n');
  return {
    built: true,
    ok: r.status === 0,
    hadPrevious: distTime > 0,
    why,
    exit: r.status ?? r.signal,
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const r = buildWebIfStale({ label: 'web' });
  if (r.built && !r.ok) {
    if (r.why) console.error(r.why);
    console.error(`web: the build failed (exit ${r.exit})`);
    process.exit(1);
  }
  if (!r.built) console.log('web: web/dist is up to date');
}
