// Test set-up: makes sure a Chromium exists. Installs Debian's package when missing and running
// as root; otherwise says exactly what to install and fails. Also gives Playwright an ffmpeg for
// the videos kept on failure (Debian's, linked where Playwright looks), best effort.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import {
  findChromium,
  DEBIAN_CHROMIUM,
  DEBIAN_HEADLESS_SHELL,
  DEBIAN_FFMPEG,
  playwrightFfmpegPath,
  videoAvailable,
} from './browser.mjs';

const isRoot = process.getuid?.() === 0;
const aptEnv = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
let aptUpdated = false;

function aptInstall(...pkgs) {
  for (const args of [
    ...(aptUpdated ? [] : [['update', '-qq']]),
    ['install', '-y', '-qq', '--no-install-recommends', ...pkgs],
  ]) {
    const r = spawnSync('apt-get', args, { stdio: 'inherit', env: aptEnv });
    if (r.status !== 0) return `apt-get ${args.join(' ')} failed (exit ${r.status})`;
    if (args[0] === 'update') aptUpdated = true;
  }
  return null;
}

/**
 * The suite runs in Debian's headless shell; the full `chromium` is what the screenshots, the
 * browser benchmarks and Lighthouse use (and the suite's fallback). Both share chromium-common.
 */
function ensureChromium() {
  const missing = [
    [DEBIAN_CHROMIUM, 'chromium'],
    [DEBIAN_HEADLESS_SHELL, 'chromium-headless-shell'],
  ]
    .filter(([bin]) => !existsSync(bin))
    .map(([, pkg]) => pkg);
  const found = findChromium();
  // CHROMIUM_PATH or Playwright's own build: nothing of Debian's is needed.
  const notDebian = found && found !== DEBIAN_HEADLESS_SHELL && found !== DEBIAN_CHROMIUM;
  if (notDebian || !missing.length) {
    console.log(`e2e: using Chromium at ${found}`);
    return;
  }
  if (!isRoot) {
    if (found) {
      console.log(`e2e: using Chromium at ${found} (${missing.join(', ')} not installed)`);
      return;
    }
    console.error(
      `e2e: no Chromium found. Install Debian's packages (sudo apt-get update && sudo apt-get install -y chromium chromium-headless-shell)\n` +
        `or Playwright's own browser, or point CHROMIUM_PATH at a Chromium binary.`,
    );
    process.exit(1);
  }
  console.log(`e2e: installing Debian's ${missing.join(' and ')} with apt-get ...`);
  const err = aptInstall(...missing);
  if (err) console.error(`e2e: ${err}`);
  const installed = findChromium();
  if (!installed) {
    console.error(`e2e: apt-get finished but no Chromium is installed; install chromium by hand.`);
    process.exit(1);
  }
  console.log(`e2e: using Chromium at ${installed}`);
}

function ensureFfmpeg() {
  if (videoAvailable()) return;
  const target = playwrightFfmpegPath();
  if (!target) return;
  if (!existsSync(DEBIAN_FFMPEG) && isRoot) {
    console.log('e2e: installing Debian package "ffmpeg" for the videos kept on failure ...');
    const err = aptInstall('ffmpeg');
    if (err) console.warn(`e2e: ${err}`);
  }
  if (!existsSync(DEBIAN_FFMPEG)) {
    console.warn(
      `e2e: no ffmpeg, so failing tests keep no video (traces and screenshots still). ` +
        `Install it with: apt-get install -y ffmpeg`,
    );
    return;
  }
  try {
    mkdirSync(path.dirname(target), { recursive: true });
    symlinkSync(DEBIAN_FFMPEG, target);
    console.log(`e2e: linked ${DEBIAN_FFMPEG} as Playwright's ffmpeg (${target})`);
  } catch (e) {
    console.warn(`e2e: could not link ffmpeg at ${target}: ${e.message}; videos are off.`);
  }
}

ensureChromium();
ensureFfmpeg();
