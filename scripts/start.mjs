// `pnpm start`: builds the web when web/dist is missing or older than web/src, and the server
// packages (BFF, embedded platform, contract: scripts/build-servers.mjs) when their dist folders are older
// than their sources, then
// runs the compiled BFF with plain node (with the embedded V1 platform unless V1_BASE_URL is set).
// A failed web build falls back to the previous web/dist; a failed server build stops here.
import { spawn } from 'node:child_process';
import { ServerBuildError, bffDir, buildServers, serverEntry } from './build-servers.mjs';
import { buildWebIfStale } from './web-build.mjs';

const web = buildWebIfStale({ label: 'web' });
if (web.built && !web.ok) {
  if (web.why) console.error(web.why);
  console.error(
    `web: the build failed (exit ${web.exit}); starting the API anyway` +
      (web.hadPrevious
        ? ' with the previous web/dist.'
        : ' (the console page will say the web is not built).'),
  );
}

try {
  buildServers();
} catch (err) {
  if (!(err instanceof ServerBuildError)) throw err;
  console.error(
    `${err.message}\nserver: not started (fix the error above, then pnpm start again).`,
  );
  process.exit(1);
}

// The working directory is the BFF's package, as under `pnpm --filter bff start` (relative
// DATA_DIR etc.).
const child = spawn(process.execPath, [serverEntry()], {
  cwd: bffDir,
  stdio: 'inherit',
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
