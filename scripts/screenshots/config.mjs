// Settings and demo facts shared by the screenshot modules: where the console runs, the window,
// the tenant and company the screens show, the SIE file the upload flow sends, the demo accounts.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const outDir = path.join(root, 'docs', 'screenshots');
const requireFromE2e = createRequire(path.join(root, 'e2e', 'package.json'));
/** The workspace's Playwright (a dependency of e2e). */
export const { chromium, request } = requireFromE2e('@playwright/test');

export const PORT = Number(process.env.SCREENSHOTS_PORT ?? 8191);
export const PLATFORM_PORT = Number(process.env.SCREENSHOTS_PLATFORM_PORT ?? 4191);
export const BASE = `http://127.0.0.1:${PORT}`;
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const VIEWPORT = { width: 1440, height: 900 };
export const TENANT = 'nordrevision';
/** Norrsken Bygg AB, the demo company with years, files and assignments. */
export const NORRSKEN = '21956b86-1c68-488e-8773-13c1fb38e381';
/** A real SIE 4 file whose closing balances do not reconcile (status parsed). */
export const SIE_FILE = path.join(root, 'platform', 'src', 'sie', 'fixtures', 'Sie4.se');
export const SIE_NAME = 'Sie4.se';
export const SIE_COMPANY = {
  name: 'Övningsbolaget Sie4 AB',
  orgNr: '556654-7898',
  badOrgNr: '556654-7899',
  framework: 'K2',
  legalForm: 'Limited company (aktiebolag)',
  address: 'Övningsgatan 4, 123 45 Stockholm',
};
export const ACCOUNTS = {
  admin: { username: 'admin', password: 'admin-demo' },
  auditor: { username: 'auditor', password: 'auditor-demo' },
};

/** A path inside a tenant (the demo's first by default). */
export const t = (rest = '', tenant = TENANT) => `/t/${tenant}${rest}`;
/** A company's tab inside the demo tenant. */
export const company = (key, tab) => t(`/companies/${key}/${tab}`);
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The admin's screens every set takes (by address; the balances tab in its first view). */
export const ADMIN_SCREENS = [
  ['overview', t()],
  ['users', t('/users')],
  ['invitations', t('/invitations')],
  ['groups', t('/groups')],
  ['companies', t('/companies')],
  ['company-new', t('/companies/new')],
  ['company-overview', company(NORRSKEN, 'overview')],
  ['company-permissions', company(NORRSKEN, 'permissions')],
  ['company-financial-years', company(NORRSKEN, 'financial-years')],
  ['company-files', company(NORRSKEN, 'files')],
  ['company-assignments', company(NORRSKEN, 'assignments')],
  ['company-balances', company(NORRSKEN, 'balances')],
  ['audit', t('/audit')],
];

/** A browser context for a set of screenshots: Stockholm's time, one pixel a point. */
export async function screenshotContext(browser, { viewport = VIEWPORT, locale, phone = false }) {
  const context = await browser.newContext({
    baseURL: BASE,
    viewport,
    deviceScaleFactor: 1,
    ...(phone ? { hasTouch: true, isMobile: true } : {}),
    timezoneId: 'Europe/Stockholm',
    locale,
  });
  context.setDefaultTimeout(30_000);
  return context;
}
