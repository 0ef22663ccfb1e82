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
// The functions passed to page.evaluate / waitForFunction run in the browser:
/* global document, getComputedStyle, requestAnimationFrame */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'docs', 'screenshots');
const requireFromE2e = createRequire(path.join(root, 'e2e', 'package.json'));
const { chromium, request } = requireFromE2e('@playwright/test');

const PORT = Number(process.env.SCREENSHOTS_PORT ?? 8191);
const PLATFORM_PORT = Number(process.env.SCREENSHOTS_PLATFORM_PORT ?? 4191);
const BASE = `http://127.0.0.1:${PORT}`;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const VIEWPORT = { width: 1440, height: 900 };
const TENANT = 'nordrevision';
/** Norrsken Bygg AB, the demo company with years, files and assignments. */
const NORRSKEN = '21956b86-1c68-488e-8773-13c1fb38e381';
/** A real SIE 4 file whose closing balances do not reconcile (status parsed). */
const SIE_FILE = path.join(root, 'bff', 'src', 'platform', 'sie', 'fixtures', 'Sie4.se');
const SIE_NAME = 'Sie4.se';
const SIE_COMPANY = {
  name: 'Övningsbolaget Sie4 AB',
  orgNr: '556654-7898',
  badOrgNr: '556654-7899',
  framework: 'K2',
  legalForm: 'Aktiebolag',
  address: 'Övningsgatan 4, 123 45 Stockholm',
};
const ACCOUNTS = {
  admin: { username: 'admin', password: 'admin-demo' },
  auditor: { username: 'auditor', password: 'auditor-demo' },
};

const t = (rest = '', tenant = TENANT) => `/t/${tenant}${rest}`;
const company = (key, tab) => t(`/companies/${key}/${tab}`);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// ---------------------------------------------------------------------------------------------
// The console

let consoleProc = null;
let dataDir = null;
const consoleLog = [];

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

async function startConsole() {
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

async function stopConsole() {
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

// ---------------------------------------------------------------------------------------------
// Pages and waiting

/** A new page that counts its requests in flight, for `networkQuiet`. */
async function newPage(context) {
  const page = await context.newPage();
  const inflight = new Set();
  let lastChange = Date.now();
  page.on('request', (r) => {
    inflight.add(r);
    lastChange = Date.now();
  });
  for (const ev of ['requestfinished', 'requestfailed'])
    page.on(ev, (r) => {
      inflight.delete(r);
      lastChange = Date.now();
    });
  page.net = { inflight, quietFor: () => (inflight.size ? 0 : Date.now() - lastChange) };
  return page;
}

/** No request in flight for `quietMs` (page.waitForLoadState misses client-side navigation). */
async function networkQuiet(page, quietMs = 500, timeout = 30_000) {
  const deadline = Date.now() + timeout;
  while (page.net.quietFor() < quietMs) {
    if (Date.now() > deadline)
      throw new Error(
        `network not quiet: ${[...page.net.inflight].map((r) => r.url()).join(', ')}`,
      );
    await sleep(100); // polling the request counter kept above
  }
}

/** Transitions and animations that end (not spinners) have ended and stayed so for 10 frames. */
async function animationsDone(page) {
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        let calm = 0;
        const giveUp = Date.now() + 15_000;
        const tick = () => {
          const busy = document
            .getAnimations()
            .some(
              (a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity,
            );
          calm = busy ? 0 : calm + 1;
          if (calm >= 10 || Date.now() > giveUp) resolve();
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
  );
}

/** Loading states still shown: role=status (LoadingState) and Mantine skeletons, as HTML. */
function loadingShown() {
  const shown = (el) =>
    el.checkVisibility({ visibilityProperty: true, opacityProperty: true }) &&
    el.getClientRects().length > 0;
  return [
    ...document.querySelectorAll('[role="status"], .mantine-Skeleton-root[data-visible="true"]'),
  ]
    .filter(shown)
    .map((el) => el.outerHTML.slice(0, 200));
}

/** Waits until the page shows its content: no loading state, no skeleton, quiet, still. */
async function settle(page, { network = true } = {}) {
  if (network) await networkQuiet(page);
  try {
    await page.waitForFunction(`(${loadingShown})().length === 0`);
  } catch (e) {
    const left = await page.evaluate(`(${loadingShown})()`).catch(() => []);
    throw new Error(`still loading on ${page.url()}: ${left.join(' | ')}`, { cause: e });
  }
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  if (network) await networkQuiet(page);
  await animationsDone(page);
}

/** Waits for every locator to be visible. */
async function visible(...locators) {
  for (const l of locators) await l.first().waitFor({ state: 'visible' });
}

/** A dialog that has finished opening (Mantine fades and slides it in). */
async function dialogOpen(page, name) {
  const dialog = page.getByRole('dialog', { name });
  await dialog.waitFor({ state: 'visible' });
  await page.waitForFunction(() => {
    const parts = document.querySelectorAll('.mantine-Modal-content, .mantine-Modal-overlay');
    return (
      parts.length > 0 &&
      [...parts].every((el) => {
        const s = getComputedStyle(el);
        return (
          s.opacity === '1' &&
          (s.transform === 'none' || /^matrix\(1, 0, 0, 1, 0, 0\)$/.test(s.transform))
        );
      })
    );
  });
  return dialog;
}

/** A toast with this text, kept open by hovering it (Mantine pauses auto-close on hover). */
async function holdToast(page, text) {
  const toast = page.getByRole('alert').filter({ hasText: text });
  await toast.first().waitFor({ state: 'visible' });
  await toast.first().hover();
  return toast;
}

const written = [];

/**
 * Writes docs/screenshots/<name>.png once the page has settled. `full`: the whole page (the
 * window is made as tall as the document first); otherwise the 1440x900 window (dialogs).
 */
async function shot(page, name, { full = true, network = true } = {}) {
  await settle(page, { network });
  if (full) {
    for (let i = 0; i < 3; i++) {
      const height = await page.evaluate(() =>
        Math.ceil(Math.max(document.documentElement.scrollHeight, document.body.scrollHeight)),
      );
      const target = Math.max(VIEWPORT.height, height);
      if (target === page.viewportSize().height) break;
      await page.setViewportSize({ width: VIEWPORT.width, height: target });
      await settle(page, { network });
    }
  }
  await page.screenshot({ path: path.join(outDir, `${name}.png`), animations: 'disabled' });
  if (page.viewportSize().height !== VIEWPORT.height) await page.setViewportSize(VIEWPORT);
  written.push(name);
  console.log(`screenshots: ${name}.png`);
}

async function newContext(browser, storageState) {
  const context = await browser.newContext({
    baseURL: BASE,
    viewport: VIEWPORT,
    deviceScaleFactor: 1,
    timezoneId: 'Europe/Stockholm',
    storageState,
  });
  context.setDefaultTimeout(30_000);
  return context;
}

async function signIn(page, who, { goto = true } = {}) {
  if (goto) await page.goto('/sign-in');
  await page.getByLabel('Username').fill(ACCOUNTS[who].username);
  await page.getByLabel('Password').fill(ACCOUNTS[who].password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

const h1 = (page, name) => page.getByRole('heading', { level: 1, name, exact: true });
const row = (scope, text) => scope.getByRole('row').filter({ hasText: text });

// ---------------------------------------------------------------------------------------------
// The screens

/** Signed out: the sign-in screen, empty and wrong input; ends signed in as the admin. */
async function signInScreens(browser) {
  const context = await newContext(browser);
  const page = await newPage(context);
  await page.goto('/sign-in');
  await visible(h1(page, 'Ledger Console'));
  await shot(page, 'admin-sign-in');

  await page.getByRole('button', { name: 'Sign in' }).click();
  await visible(page.getByText('Enter your username'), page.getByText('Enter your password'));
  await shot(page, 'flow-sign-in-empty');

  await page.goto('/sign-in');
  await page.getByLabel('Username').fill(ACCOUNTS.admin.username);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await visible(page.getByRole('alert').filter({ hasText: 'Wrong username or password.' }));
  await shot(page, 'flow-sign-in-wrong');

  // The right password (also resets the account's failure count).
  await page.getByLabel('Password').fill(ACCOUNTS.admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(new RegExp(`/t/${TENANT}$`));
  await page.close();
  return context;
}

async function adminScreens(context) {
  const page = await newPage(context);

  await page.goto(t());
  await visible(
    h1(page, 'Revisionsbyrån Nord AB'),
    page.getByRole('link', { name: /^Companies: \d+$/ }),
    page.getByRole('link', { name: 'Norrsken Bygg AB' }),
  );
  await shot(page, 'admin-overview');

  await page.goto(t('/users'));
  await visible(h1(page, 'Users'), page.getByRole('link', { name: 'Anna Lindqvist' }));
  await shot(page, 'admin-users');

  await page.getByRole('link', { name: 'Anna Lindqvist' }).click();
  await page.waitForURL(/\/users\/[0-9a-f-]{36}$/);
  await visible(
    h1(page, 'Anna Lindqvist'),
    page.getByRole('heading', { name: /^Groups \(\d+\)$/ }),
  );
  await shot(page, 'admin-user-detail');

  await page.goto(t('/invitations'));
  await visible(
    h1(page, 'Invitations'),
    page.getByRole('heading', { name: 'Pending invitations' }),
    row(page, 'karin.wahlqvist@nordrevision.se'),
  );
  await shot(page, 'admin-invitations');

  await page.goto(t('/groups'));
  await visible(h1(page, 'Groups'), page.getByRole('link', { name: 'Revisorer' }));
  await shot(page, 'admin-groups');

  await page.getByRole('link', { name: 'Revisorer' }).click();
  await page.waitForURL(/\/groups\/[0-9a-f-]{36}$/);
  await visible(h1(page, 'Revisorer'), page.getByText(/^\d+ members?$/));
  await shot(page, 'admin-group-detail');

  await page.goto(t('/companies'));
  await visible(h1(page, 'Companies'), page.getByRole('link', { name: 'Norrsken Bygg AB' }));
  await shot(page, 'admin-companies');

  await page.goto(t('/companies/new'));
  await visible(h1(page, 'New company'), page.getByRole('form', { name: 'New company' }));
  await shot(page, 'admin-company-new');

  await companyTabs(page, 'admin', [
    'overview',
    'permissions',
    'financial-years',
    'files',
    'assignments',
    'balances',
  ]);
  await page.close();
}

/** What shows that a company tab has its content. */
const tabContent = {
  overview: (page) => [page.getByText('Organisation number')],
  permissions: (page) => [page.getByRole('heading', { name: /^Groups \(\d+\)$/ })],
  'financial-years': (page) => [
    page.getByRole('heading', { name: 'Financial years' }),
    page.getByRole('tabpanel').getByRole('row').nth(1),
  ],
  files: (page) => [
    page.getByRole('heading', { name: 'Upload accounting files' }),
    page.getByRole('button', { name: /^Report of / }),
  ],
  assignments: (page) => [
    page.getByRole('heading', { name: 'Assignments' }),
    page.getByRole('tabpanel').getByRole('row').nth(1),
  ],
  balances: (page) => [
    page.getByRole('img', { name: /^Line chart of monthly balances for / }),
    page.getByRole('table', { name: 'Balances at month end in SEK' }),
  ],
};

const TAB_LABEL = {
  overview: 'Overview',
  permissions: 'Permissions',
  'financial-years': 'Financial years',
  files: 'Files',
  assignments: 'Assignments',
  balances: 'Balances',
};

async function companyTabs(page, who, tabs) {
  for (const tab of tabs) {
    await page.goto(company(NORRSKEN, tab));
    await visible(
      h1(page, 'Norrsken Bygg AB'),
      page.getByRole('tab', { name: TAB_LABEL[tab], selected: true }),
      ...tabContent[tab](page),
    );
    await shot(page, `${who}-company-${tab}`);
  }
}

async function auditorScreens(browser) {
  const context = await newContext(browser);
  const page = await newPage(context);
  await signIn(page, 'auditor');
  await page.waitForURL(new RegExp(`/t/${TENANT}$`));
  await visible(
    h1(page, 'Revisionsbyrån Nord AB'),
    page.getByRole('link', { name: /^Companies: \d+$/ }),
  );
  await shot(page, 'auditor-overview');

  await page.goto(t('/companies'));
  await visible(h1(page, 'Companies'), page.getByRole('link', { name: 'Norrsken Bygg AB' }));
  await shot(page, 'auditor-companies');

  await companyTabs(page, 'auditor', [
    'overview',
    'financial-years',
    'files',
    'assignments',
    'balances',
  ]);

  // Typed in by hand: screens the role does not offer.
  await page.goto(company(NORRSKEN, 'permissions'));
  await visible(page.getByText('Not available for your role'));
  await shot(page, 'auditor-company-permissions');

  await page.goto(t('/users'));
  await visible(page.getByText('Not available for your role'));
  await shot(page, 'auditor-users-forbidden');
  await context.close();
}

/** Picks an option of a Mantine Select by its label (typing first when it is searchable). */
async function pickOption(page, field, option, search) {
  if (search) await field.fill(search);
  else await field.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.getByRole('listbox').waitFor({ state: 'hidden' });
}

/**
 * Opens the new-company form and fills it in (every V1 field; groups access for Byråledning),
 * not yet sent.
 */
async function fillNewCompany(page, organisationNumber) {
  await page.goto(t('/companies/new'));
  const form = page.getByRole('form', { name: 'New company' });
  await visible(form);
  await form.getByLabel('Name').fill(SIE_COMPANY.name);
  await form.getByLabel('Organisation number').fill(organisationNumber);
  await pickOption(
    page,
    form.getByRole('combobox', { name: 'Annual report framework' }),
    SIE_COMPANY.framework,
  );
  await pickOption(
    page,
    form.getByRole('combobox', { name: 'Legal form' }),
    SIE_COMPANY.legalForm,
    SIE_COMPANY.legalForm.slice(0, 5),
  );
  await form.getByLabel('Address').fill(SIE_COMPANY.address);
  await form.getByRole('radio', { name: '3 – Groups' }).check();
  const groups = form.getByLabel('Groups with access');
  await groups.click();
  await page.getByRole('option', { name: 'Byråledning' }).click();
  await groups.press('Escape');
  await page.getByRole('listbox').waitFor({ state: 'hidden' });
  return form;
}

/** New company: an invalid organisation number, then created, then the same number again. */
async function companyFlows(context) {
  const page = await newPage(context);
  const form = await fillNewCompany(page, SIE_COMPANY.badOrgNr);
  await form.getByRole('button', { name: 'Create company' }).click();
  await form.getByLabel('Organisation number').and(page.locator('[aria-invalid="true"]')).waitFor();
  await shot(page, 'flow-company-new-invalid');

  await form.getByLabel('Organisation number').fill(SIE_COMPANY.orgNr);
  await form.getByRole('button', { name: 'Create company' }).click();
  await holdToast(page, 'Company created');
  await page.waitForURL(/\/companies\/[0-9a-f-]{36}\/overview$/);
  const key = /companies\/([0-9a-f-]{36})\//.exec(page.url())[1];
  await visible(h1(page, SIE_COMPANY.name), page.getByText('Organisation number'));
  await shot(page, 'flow-company-created');

  const again = await fillNewCompany(page, SIE_COMPANY.orgNr);
  await again.getByRole('button', { name: 'Create company' }).click();
  await visible(again.getByText(new RegExp(`${SIE_COMPANY.orgNr}.*(exists|already)`)));
  await shot(page, 'flow-company-conflict');

  await page.goto(company(key, 'overview'));
  await visible(h1(page, SIE_COMPANY.name), page.getByText('Organisation number'));
  await page.getByRole('button', { name: 'Delete company' }).click();
  const dialog = await dialogOpen(page, 'Delete company');
  await shot(page, 'flow-delete-confirm', { full: false });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await page.close();
  return key;
}

/** Upload of a SIE file that does not reconcile: started, final, its report, the balances. */
async function uploadFlows(context, key) {
  const page = await newPage(context);
  await page.goto(company(key, 'files'));
  await visible(page.getByRole('heading', { name: 'Upload accounting files' }));
  await settle(page);

  // Hold the file's status polls until the "started" shot is taken, so it shows the pending file.
  let release;
  const released = new Promise((r) => (release = r));
  const isStatusPoll = (url) => /\/files\/[^/]+$/.test(new URL(url).pathname);
  await page.route(isStatusPoll, async (route) => {
    if (route.request().method() === 'GET') await released;
    await route.continue().catch(() => undefined); // the page may be gone by then
  });
  const chooser = page.waitForEvent('filechooser');
  await page.getByLabel('Drop files to upload').click();
  await (await chooser).setFiles(SIE_FILE);
  await holdToast(page, `${SIE_NAME}: processing…`);
  await visible(row(page, SIE_NAME).getByText('pending', { exact: true }));
  await shot(page, 'flow-upload-started', { full: false, network: false });
  release(); // the route stays, passing every later poll straight through

  await visible(row(page, SIE_NAME).getByText('parsed', { exact: true }));
  await holdToast(page, `${SIE_NAME}: parsed`);
  await shot(page, 'flow-upload-final', { full: false });

  await page.goto(company(key, 'files'));
  await page.getByRole('button', { name: `Report of ${SIE_NAME}` }).click();
  const report = await dialogOpen(page, `Processing report: ${SIE_NAME}`);
  await visible(report.getByRole('heading', { name: /^Findings \(\d+\)$/ }));
  await shot(page, 'flow-file-report', { full: false });
  await page.keyboard.press('Escape');
  await report.waitFor({ state: 'hidden' });

  await page.goto(company(key, 'balances'));
  await visible(
    page.getByText(/^Financial year .* is not verified$/),
    page.getByRole('img', { name: /^Line chart of monthly balances for / }),
    page.getByRole('table', { name: 'Balances at month end in SEK' }),
  );
  await shot(page, 'flow-balances-unverified');

  await page.goto(company(key, 'balances?chart=bar&metric=amount'));
  await visible(
    page.getByRole('img', { name: /^Bar chart of monthly movements for / }),
    page.getByRole('table', { name: 'Monthly movements in SEK' }),
  );
  await shot(page, 'flow-balances-bar-movements');
  await page.close();
}

async function otherFlows(context) {
  const page = await newPage(context);
  await page.goto(t('/invitations'));
  const form = page.getByRole('form', { name: 'Invite users' });
  await visible(form, row(page, 'karin.wahlqvist@nordrevision.se'));
  const emails = form.getByLabel('Email addresses');
  for (const address of ['åsa.öberg@example.se', 'bad-email']) {
    await emails.fill(address);
    await emails.press('Enter');
  }
  await form.getByRole('button', { name: 'Send 2 invitations' }).click();
  await visible(form.getByText(/bad-email: must be a valid email address/));
  await shot(page, 'flow-invite-invalid');

  await page.goto(t('/groups'));
  await visible(page.getByRole('link', { name: 'Revisorer' }));
  await page.getByLabel('Tenant').selectOption({ label: 'Ekonomikonsult Syd AB' });
  await page.waitForURL(new RegExp(`${t('/groups', 'sydekonomi')}$`));
  await visible(h1(page, 'Groups'), page.getByRole('link', { name: 'Redovisning' }));
  await shot(page, 'flow-tenant-switched');
  await page.close();
}

/** A session signed out elsewhere: the next action leads to sign-in, which leads back. */
async function sessionExpired(browser) {
  const context = await newContext(browser);
  const page = await newPage(context);
  await signIn(page, 'admin');
  await page.waitForURL(new RegExp(`/t/${TENANT}$`));
  await page.goto(t('/groups?q=rev'));
  await visible(page.getByRole('link', { name: 'Revisorer' }));
  const second = await request.newContext({
    baseURL: BASE,
    storageState: await context.storageState(),
    extraHTTPHeaders: { 'x-csrf': '1', origin: BASE },
  });
  const res = await second.post('/auth/logout');
  await second.dispose();
  if (res.status() !== 204) throw new Error(`sign-out from a second client: ${res.status()}`);
  await page.getByRole('navigation').getByRole('link', { name: 'Companies' }).click();
  await page.waitForURL(/\/sign-in\?next=%2Ft%2Fnordrevision%2Fcompanies/);
  await holdToast(page, 'Your session has expired');
  await visible(page.getByText('Sign in to go back to where you were.'));
  await shot(page, 'flow-session-expired');
  await context.close();
}

/** Last, so it shows what the run did: sign-ins (one failed), the companies, the upload. */
async function auditScreen(context) {
  const page = await newPage(context);
  await page.goto(t('/audit'));
  const log = page.getByRole('table', { name: 'Audit log entries' });
  await visible(h1(page, 'Audit log'), row(log, 'companies.create'));
  await shot(page, 'admin-audit');
  await page.close();
}

// ---------------------------------------------------------------------------------------------

let browser;
let failed = false;
try {
  await startConsole();
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  const admin = await signInScreens(browser);
  await adminScreens(admin);
  await auditorScreens(browser);
  const key = await companyFlows(admin);
  await uploadFlows(admin, key);
  await otherFlows(admin);
  await sessionExpired(browser);
  await auditScreen(admin);
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
