// The web half of `pnpm start`'s build rule, shared with the e2e server
// (e2e/scripts/start-console.mjs): web/dist is rebuilt when it is missing or older than the web's
// sources. A failed build keeps the previous web/dist; the caller decides what that means.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
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

/** Runs `pnpm <args>` in the repository: pnpm's own entry under `pnpm <script>`, else npx. */
export function runPnpm(args, opts = {}) {
  const pnpm = process.env.npm_execpath?.includes('pnpm') ? process.env.npm_execpath : null;
  return pnpm
    ? spawnSync(process.execPath, [pnpm, ...args], { cwd: root, ...opts })
    : spawnSync('npx', ['-y', 'pnpm@10', ...args], { cwd: root, ...opts });
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
    newest(path.join(root, 'bff', 'contract', 'src')),
  );
  const distTime = existsSync(indexHtml) ? statSync(indexHtml).mtimeMs : 0;
  if (distTime && distTime >= srcTime) return { built: false };
  console.log(
    `${label}: ${distTime ? 'web sources changed, rebuilding web/dist' : 'building web/dist'} ...`,
  );
  const r = runPnpm(['--filter', 'web', 'build'], {
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
