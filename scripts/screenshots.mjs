// `pnpm screenshots`: regenerates docs/screenshots/*.png from a fresh console.
//
// Starts the console on its own ports (SCREENSHOTS_PORT, default 8191; SCREENSHOTS_PLATFORM_PORT,
// default 4191) with a new temporary DATA_DIR, so the demo data is pristine, through
// e2e/scripts/start-console.mjs (pnpm start's build rule, then a private snapshot of web/dist, so
// a rebuild by someone else during the run cannot break the pages). Drives Debian's Chromium
// (CHROMIUM_PATH to override) with the workspace's Playwright at 1440x900. Every shot waits for
// the screen's real content, for the network to be quiet, for loading states to be gone and for
// transitions to end. Screens taller than the window are taken whole, with the window made as
// tall as the page, so fixed parts (the navigation) are drawn to the bottom too.
// The console's whole process group and the temporary directory are removed at the end, also
// on failure or Ctrl-C.
//
// The parts, in scripts/screenshots/: config.mjs (ports, window, demo facts, paths),
// console.mjs (start and stop), settle.mjs (waiting for a page's content, dialogs, toasts),
// shot.mjs (the picture writer), ui.mjs (contexts, sign-in, locators), roles.mjs (each role's
// screens), company-flows.mjs (new company, upload, balances), other-flows.mjs (invitation,
// tenant switch, session expiry, audit log), swedish.mjs (every screen in Swedish, into sv/),
// phone.mjs (every screen of both roles at 390x844 in English and Swedish, into phone/).
// `--only=phone` takes the phone set alone.
import path from 'node:path';
import { CHROMIUM, chromium, outDir, root } from './screenshots/config.mjs';
import { consoleLog, startConsole, stopConsole } from './screenshots/console.mjs';
import { companyFlows, uploadFlows } from './screenshots/company-flows.mjs';
import { auditScreen, otherFlows, sessionExpired } from './screenshots/other-flows.mjs';
import { adminScreens, auditorScreens, signInScreens } from './screenshots/roles.mjs';
import { swedishScreens } from './screenshots/swedish.mjs';
import { phoneScreens } from './screenshots/phone.mjs';
import { written } from './screenshots/shot.mjs';

let browser;
let failed = false;
try {
  await startConsole();
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox'],
    // Headless Chromium hides scrollbars by default; a table wider than its box (the balances'
    // months) should show its scrollbar, as a user's browser does.
    ignoreDefaultArgs: ['--hide-scrollbars'],
  });
  const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
  if (only && only !== 'phone')
    throw new Error(`--only=${only}: the set that can be taken alone is phone`);
  if (!only) {
    const admin = await signInScreens(browser);
    await adminScreens(admin);
    await auditorScreens(browser);
    await swedishScreens(browser);
    // Before the flows, which add a company and files to the demo data.
    await phoneScreens(browser);
    const key = await companyFlows(admin);
    await uploadFlows(admin, key);
    await otherFlows(admin);
    await sessionExpired(browser);
    await auditScreen(admin);
  } else await phoneScreens(browser);
  console.log(`screenshots: wrote ${written.length} files to ${path.relative(root, outDir)}`);
} catch (e) {
  failed = true;
  console.error(`screenshots: failed after ${written.length} files: ${e?.stack ?? e}`);
  if (consoleLog.length) console.error(`last console output:\n${consoleLog.slice(-30).join('\n')}`);
} finally {
  await browser?.close().catch(() => undefined);
  await stopConsole();
}
process.exitCode = failed ? 1 : 0;
