// The console on a phone: every screen of both demo roles at 390x844 with touch, in English and
// in Swedish (whose words are longer), written to docs/screenshots/phone/ (`<who>-<screen>.png`)
// and docs/screenshots/phone/sv/. Whole pages, like the other sets. The screens are reached by
// address; the user and group pages through their lists.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import {
  ACCOUNTS,
  ADMIN_SCREENS,
  NORRSKEN,
  company,
  outDir,
  screenshotContext,
  t,
} from './config.mjs';
import { newPage, visible } from './settle.mjs';
import { shot } from './shot.mjs';

export const PHONE = { width: 390, height: 844 };

const balances = (view) => company(NORRSKEN, view ? `balances?view=${view}` : 'balances');
const SCREENS = {
  admin: [
    ...ADMIN_SCREENS,
    ['company-balances-trial', balances('trial')],
    ['company-balances-statements', balances('statements')],
    ['company-balances-ratios', balances('ratios')],
    ['company-balances-account', balances('trial&acc1=1510')],
  ],
  auditor: [
    ['overview', t()],
    ['companies', t('/companies')],
    ['company-overview', company(NORRSKEN, 'overview')],
    ['company-financial-years', company(NORRSKEN, 'financial-years')],
    ['company-files', company(NORRSKEN, 'files')],
    ['company-assignments', company(NORRSKEN, 'assignments')],
    ['company-balances', balances()],
    ['company-balances-trial', balances('trial')],
    ['users-forbidden', t('/users')],
  ],
};

/** What shows that a screen has its content (beyond its loading state, which `shot` waits out). */
async function ready(page, name) {
  if (name === 'users-forbidden') return visible(page.getByRole('main'));
  await visible(page.getByRole('heading', { level: 1 }));
  if (name.startsWith('company-') && name !== 'company-new')
    await visible(page.getByRole('tab', { selected: true }));
  if (name === 'company-balances') {
    // The months chart loads when its card nears the screen: below the fold on a phone.
    const grid = page.locator('.recharts-cartesian-grid');
    for (let i = 0; i < 20 && !(await grid.count()); i++) {
      await page.mouse.wheel(0, 600);
      await page.waitForTimeout(250);
    }
    await visible(grid);
    await page.mouse.wheel(0, -10_000);
  }
  if (name === 'company-balances-account') await visible(page.locator('.recharts-cartesian-grid'));
  if (name.startsWith('company-balances')) await visible(page.getByRole('table'));
}

export async function phoneScreens(browser) {
  for (const [locale, dir] of [
    ['en-GB', 'phone'],
    ['sv-SE', path.join('phone', 'sv')],
  ]) {
    mkdirSync(path.join(outDir, dir), { recursive: true });
    for (const who of ['admin', 'auditor']) {
      const context = await screenshotContext(browser, { viewport: PHONE, locale, phone: true });
      const page = await newPage(context);
      await page.goto('/sign-in');
      await visible(page.locator('button[type=submit]'));
      if (who === 'admin') await shot(page, path.join(dir, 'sign-in'), { viewport: PHONE });
      await page.locator('input[autocomplete=username]').fill(ACCOUNTS[who].username);
      await page.locator('input[type=password]').fill(ACCOUNTS[who].password);
      await page.locator('button[type=submit]').click();
      await page.waitForURL(/\/t\/[^/]+$/);
      for (const [name, address] of SCREENS[who]) {
        await page.goto(address);
        await ready(page, name);
        await shot(page, path.join(dir, `${who}-${name}`), { viewport: PHONE });
      }
      if (who === 'admin') {
        await page.goto(t('/users?q=anna'));
        await page.getByRole('link', { name: 'Anna Lindqvist' }).click();
        await visible(page.getByRole('heading', { level: 1, name: 'Anna Lindqvist' }));
        await shot(page, path.join(dir, 'admin-user-detail'), { viewport: PHONE });
        await page.goto(t('/groups'));
        await page.getByRole('link', { name: 'Revisorer' }).click();
        await visible(page.getByRole('heading', { level: 1, name: 'Revisorer' }));
        await shot(page, path.join(dir, 'admin-group-detail'), { viewport: PHONE });
        // The navigation opened from the header's menu button.
        await page.goto(t());
        await visible(page.getByRole('heading', { level: 1 }));
        await page.locator('.mantine-Burger-root').click();
        await visible(page.locator('.shell-navbar a').first());
        await shot(page, path.join(dir, 'admin-navigation'), { viewport: PHONE, full: false });
      }
      await context.close();
    }
  }
}
