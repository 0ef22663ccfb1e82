// Starts the console for the suite as `pnpm start` does (scripts/start.mjs): the web built when
// its sources are newer, the server compiled when the server packages' sources are newer than their dist folders (a failed
// server build stops the run with the compiler's message), the compiled BFF run with plain node;
// plus a private snapshot of web/dist in the run's data directory, served through WEB_DIST. Others working in the same tree rebuild web/dist while a run is going; without the
// snapshot a page could load an index whose lazy chunks were just deleted (404, blank screen).
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ServerBuildError,
  bffDir,
  buildServers,
  serverEntry,
} from '../../scripts/build-servers.mjs';
import { buildWebIfStale } from '../../scripts/web-build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dist = path.join(root, 'web', 'dist');
const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR must be set (the run’s fresh data directory)');

const webBuild = buildWebIfStale({ label: 'e2e' });
if (webBuild.built && !webBuild.ok) {
  if (webBuild.why) console.error(webBuild.why);
  if (!webBuild.hadPrevious) {
    console.error('e2e: the web build failed and there is no previous web/dist');
    process.exit(1);
  }
  console.error('e2e: the web build failed; testing the previous web/dist');
}

/** Copies web/dist, retrying while another build is rewriting it (every asset index.html names must be there). */
const snapshot = path.join(dataDir, 'web-dist');
for (let attempt = 1; ; attempt++) {
  rmSync(snapshot, { recursive: true, force: true });
  try {
    cpSync(dist, snapshot, { recursive: true });
    const html = readFileSync(path.join(snapshot, 'index.html'), 'utf8');
    const assets = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1]);
    if (assets.length && assets.every((a) => existsSync(path.join(snapshot, a)))) break;
  } catch {
    // web/dist was being replaced while we copied
  }
  if (attempt >= 20) throw new Error('e2e: could not take a consistent copy of web/dist');
  spawnSync(process.execPath, ['-e', 'setTimeout(() => {}, 3000)']);
}
console.log(`e2e: serving a snapshot of web/dist from ${snapshot}`);

try {
  buildServers();
} catch (err) {
  if (!(err instanceof ServerBuildError)) throw err;
  console.error(err.message);
  process.exit(1);
}

const child = spawn(process.execPath, [serverEntry()], {
  cwd: bffDir,
  stdio: 'inherit',
  env: { ...process.env, WEB_DIST: snapshot },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
