// The console the screenshots are taken from: started through e2e/scripts/start-console.mjs on
// PORT/PLATFORM_PORT with a new temporary DATA_DIR (pristine demo data), in its own process group;
// stopped with that whole group and the directory, also when the script dies or is interrupted.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { BASE, PLATFORM_PORT, PORT, root, sleep } from './config.mjs';

let consoleProc = null;
let dataDir = null;
/** The console's last lines of output, for a failure's message. */
export const consoleLog = [];

function portInUse(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Starts the console and waits until /healthz answers (the first web build can take minutes). */
export async function startConsole() {
  for (const port of [PORT, PLATFORM_PORT])
    if (await portInUse(port))
      throw new Error(
        `port ${port} is in use; set SCREENSHOTS_PORT / SCREENSHOTS_PLATFORM_PORT to free ones`,
      );
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'ledger-screenshots-'));
  const env = {
    ...process.env,
    PORT: String(PORT),
    PLATFORM_PORT: String(PLATFORM_PORT),
    DATA_DIR: dataDir,
  };
  delete env.V1_BASE_URL; // always the embedded platform with its demo data
  consoleProc = spawn(process.execPath, [path.join(root, 'e2e', 'scripts', 'start-console.mjs')], {
    cwd: root,
    env,
    detached: true, // its own process group, so stopping it stops pnpm, tsx and node under it
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk) => {
    consoleLog.push(...String(chunk).split('\n').filter(Boolean));
    consoleLog.splice(0, Math.max(0, consoleLog.length - 60));
  };
  consoleProc.stdout.on('data', keep);
  consoleProc.stderr.on('data', keep);
  let exited = null;
  consoleProc.once('exit', (code, signal) => (exited = signal ?? code));

  console.log(`screenshots: starting the console on ${BASE} (data in ${dataDir}) ...`);
  const deadline = Date.now() + 300_000; // a web build on a busy machine can take minutes
  for (;;) {
    if (exited !== null) throw new Error(`the console exited (${exited}) before it was healthy`);
    try {
      const res = await fetch(`${BASE}/healthz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${BASE}/healthz did not answer in time`);
    await sleep(500); // polling a server that is starting; nothing to wait on instead
  }
  console.log('screenshots: the console is up');
}

function groupAlive(pid) {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Ends the console's process group (TERM, KILL after 10 s) and removes its data directory. */
export async function stopConsole() {
  const proc = consoleProc;
  consoleProc = null;
  if (proc?.pid && groupAlive(proc.pid)) {
    try {
      process.kill(-proc.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    const deadline = Date.now() + 10_000;
    while (groupAlive(proc.pid) && Date.now() < deadline) await sleep(200);
    if (groupAlive(proc.pid)) {
      try {
        process.kill(-proc.pid, 'SIGKILL');
      } catch {
        // gone meanwhile
      }
    }
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  dataDir = null;
}

// Last resort when the script dies without reaching its `finally` (exit() elsewhere, a signal).
process.on('exit', () => {
  if (consoleProc?.pid) {
    try {
      process.kill(-consoleProc.pid, 'SIGKILL');
    } catch {
      // gone
    }
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP'])
  process.on(sig, () => {
    console.error(`screenshots: ${sig}, stopping the console`);
    void stopConsole().finally(() => process.exit(130));
  });
