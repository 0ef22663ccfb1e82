/**
 * A fresh console for the scale bench, started as e2e and `pnpm screenshots` start theirs:
 * e2e/scripts/start-console.mjs (pnpm start's web build rule, a private snapshot of web/dist,
 * then the BFF with its embedded platform and demo data) in its own process group, with its own
 * temporary DATA_DIR and two free ports. `stop()` ends the whole group and removes the
 * directory; so does a watcher process when the bench ends without it (Ctrl-C, kill, crash).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface RunningConsole {
  url: string;
  platformUrl: string;
  /** The console's last lines of output (for a failure's message). */
  lastOutput(): string;
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * `node -e REAPER <bench pid> <console pid> <data dir>`: once the bench process is gone, ends the
 * console's process group (TERM, KILL after 5 s) and removes the directory; exits by itself
 * when both are already gone (stop() ran).
 */
const REAPER = `
const fs = require('node:fs');
const [bench, group, dir] = process.argv.slice(1);
const alive = (pid) => { try { process.kill(pid, 0); return true; } catch { return false; } };
const timer = setInterval(() => {
  if (!alive(-group) && !fs.existsSync(dir)) process.exit(0);
  if (alive(Number(bench))) return;
  clearInterval(timer);
  try { process.kill(-group, 'SIGTERM'); } catch {}
  const deadline = Date.now() + 5000;
  const finish = () => {
    if (alive(-group) && Date.now() < deadline) return void setTimeout(finish, 200);
    try { process.kill(-group, 'SIGKILL'); } catch {}
    fs.rmSync(dir, { recursive: true, force: true });
    process.exit(0);
  };
  finish();
}, 500);
`;

/** A port the system has free now (for a server started next). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

function killGroup(pid: number, signal: NodeJS.Signals) {
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}

export async function startConsole(root: string): Promise<RunningConsole> {
  const [port, platformPort] = [await freePort(), await freePort()];
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ledger-bench-scale-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    PLATFORM_PORT: String(platformPort),
    DATA_DIR: dataDir,
  };
  delete env.V1_BASE_URL; // always the embedded platform
  const child = spawn(process.execPath, [path.join(root, 'e2e', 'scripts', 'start-console.mjs')], {
    cwd: root,
    env,
    detached: true, // its own process group: stopping it stops pnpm, tsx and node under it
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(...String(chunk).split('\n').filter(Boolean));
    output.splice(0, Math.max(0, output.length - 40));
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited: string | number | null = null;
  child.once('exit', (code, signal) => (exited = signal ?? code));

  // If this process ends without stop() (Ctrl-C, a kill), a small detached watcher removes the
  // console and its directory; an exit that skipped stop() does it here at once.
  spawn(process.execPath, ['-e', REAPER, String(process.pid), String(child.pid), dataDir], {
    detached: true,
    stdio: 'ignore',
  }).unref();
  const onExit = () => {
    if (child.pid) killGroup(child.pid, 'SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };
  let stopping: Promise<void> | null = null;
  const stop = () =>
    (stopping ??= (async () => {
      const pid = child.pid;
      if (pid && groupAlive(pid)) {
        killGroup(pid, 'SIGTERM');
        const deadline = Date.now() + 10_000;
        while (groupAlive(pid) && Date.now() < deadline) await sleep(200);
        if (groupAlive(pid)) killGroup(pid, 'SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
      process.off('exit', onExit);
    })());
  process.on('exit', onExit);

  const url = `http://127.0.0.1:${port}`;
  const running: RunningConsole = {
    url,
    platformUrl: `http://127.0.0.1:${platformPort}`,
    lastOutput: () => output.join('\n'),
    stop,
  };
  try {
    const deadline = Date.now() + 300_000; // a web build on a busy machine can take minutes
    for (;;) {
      if (exited !== null) throw new Error(`the console exited (${exited}) before it was healthy`);
      const ok = await fetch(`${url}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (Date.now() > deadline) throw new Error(`${url}/healthz did not answer in time`);
      await sleep(500); // polling a server that is starting; nothing to wait on instead
    }
  } catch (err) {
    await stop();
    throw new Error(`bench scale: ${(err as Error).message}\n${running.lastOutput()}`, {
      cause: err,
    });
  }
  return running;
}
