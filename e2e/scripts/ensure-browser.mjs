// Test set-up: makes sure a Chromium exists. Installs Debian's package when missing and running
// as root; otherwise says exactly what to install and fails. Also gives Playwright an ffmpeg for
// the videos kept on failure (Debian's, linked where Playwright looks), best effort.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import {
  findChromium,
  DEBIAN_CHROMIUM,
  DEBIAN_FFMPEG,
  playwrightFfmpegPath,
  videoAvailable,
} from './browser.mjs';

const isRoot = process.getuid?.() === 0;
const aptEnv = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
let aptUpdated = false;

function aptInstall(pkg) {
  for (const args of [
    ...(aptUpdated ? [] : [['update', '-qq']]),
    ['install', '-y', '-qq', '--no-install-recommends', pkg],
  ]) {
    const r = spawnSync('apt-get', args, { stdio: 'inherit', env: aptEnv });
    if (r.status !== 0) return `apt-get ${args.join(' ')} failed (exit ${r.status})`;
    if (args[0] === 'update') aptUpdated = true;
  }
  return null;
}

function ensureChromium() {
  const found = findChromium();
  if (found) {
    console.log(`e2e: using Chromium at ${found}`);
    return;
  }
  if (!isRoot) {
    console.error(
      `e2e: no Chromium found. Install Debian's package (sudo apt-get update && sudo apt-get install -y chromium)\n` +
        `or Playwright's own browser, or point CHROMIUM_PATH at a Chromium binary.`,
    );
    process.exit(1);
  }
  console.log('e2e: Chromium missing; installing Debian package "chromium" with apt-get ...');
  const err = aptInstall('chromium');
  if (err) {
    console.error(`e2e: ${err}; install chromium by hand.`);
    process.exit(1);
  }
  if (!findChromium()) {
    console.error(`e2e: apt-get finished but ${DEBIAN_CHROMIUM} is still missing.`);
    process.exit(1);
  }
  console.log(`e2e: installed ${DEBIAN_CHROMIUM}`);
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
