// Test set-up: makes sure a Chromium exists. Installs Debian's package when missing and running
// as root; otherwise says exactly what to install and fails.
import { spawnSync } from 'node:child_process';
import { findChromium, DEBIAN_CHROMIUM } from './browser.mjs';

const found = findChromium();
if (found) {
  console.log(`e2e: using Chromium at ${found}`);
  process.exit(0);
}
if (process.getuid?.() !== 0) {
  console.error(
    `e2e: no Chromium found. Install Debian's package (sudo apt-get update && sudo apt-get install -y chromium)\n` +
      `or Playwright's own browser, or point CHROMIUM_PATH at a Chromium binary.`,
  );
  process.exit(1);
}
console.log('e2e: Chromium missing; installing Debian package "chromium" with apt-get ...');
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
for (const args of [
  ['update', '-qq'],
  ['install', '-y', '-qq', 'chromium'],
]) {
  const r = spawnSync('apt-get', args, { stdio: 'inherit', env });
  if (r.status !== 0) {
    console.error(
      `e2e: apt-get ${args.join(' ')} failed (exit ${r.status}); install chromium by hand.`,
    );
    process.exit(1);
  }
}
if (!findChromium()) {
  console.error(`e2e: apt-get finished but ${DEBIAN_CHROMIUM} is still missing.`);
  process.exit(1);
}
console.log(`e2e: installed ${DEBIAN_CHROMIUM}`);
