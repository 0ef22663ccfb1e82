// The console in Swedish: every screen of both demo roles in a Swedish browser (sv-SE), written
// to docs/screenshots/sv/. The screens are reached by address and the demo's own names (which
// are Swedish in both languages), so no English label is needed to drive them.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { ACCOUNTS, BASE, NORRSKEN, VIEWPORT, company, outDir, t } from './config.mjs';
import { newPage, visible } from './settle.mjs';
import { shot } from './shot.mjs';

const SCREENS = {
  admin: [
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
  ],
  auditor: [
    ['overview', t()],
    ['companies', t('/companies')],
    ['users-forbidden', t('/users')],
    ['company-overview', company(NORRSKEN, 'overview')],
    ['company-balances', company(NORRSKEN, 'balances')],
  ],
};

async function swedishContext(browser) {
  const context = await browser.newContext({
    baseURL: BASE,
    viewport: VIEWPORT,
    deviceScaleFactor: 1,
    timezoneId: 'Europe/Stockholm',
    locale: 'sv-SE',
  });
  context.setDefaultTimeout(30_000);
  return context;
}

export async function swedishScreens(browser) {
  mkdirSync(path.join(outDir, 'sv'), { recursive: true });
  for (const who of ['admin', 'auditor']) {
    const context = await swedishContext(browser);
    const page = await newPage(context);
    await page.goto('/sign-in');
    await visible(page.getByRole('button', { name: 'Logga in' }));
    if (who === 'admin') await shot(page, 'sv/sign-in');
    await page.getByLabel('Användarnamn').fill(ACCOUNTS[who].username);
    await page.getByLabel('Lösenord').fill(ACCOUNTS[who].password);
    await page.getByRole('button', { name: 'Logga in' }).click();
    await page.waitForURL(/\/t\/[^/]+$/);
    for (const [name, address] of SCREENS[who]) {
      await page.goto(address);
      // The screen a role may not open has no heading of its own: its notice says why.
      await visible(
        name === 'users-forbidden'
          ? page.getByRole('main')
          : page.getByRole('heading', { level: 1 }),
      );
      if (name === 'company-balances') await visible(page.getByRole('table'));
      await shot(page, `sv/${who}-${name}`);
    }
    if (who === 'admin') {
      await page.goto(t('/users?q=anna'));
      await page.getByRole('link', { name: 'Anna Lindqvist' }).click();
      await visible(page.getByRole('heading', { level: 1, name: 'Anna Lindqvist' }));
      await shot(page, 'sv/admin-user-detail');
      await page.goto(t('/groups'));
      await page.getByRole('link', { name: 'Revisorer' }).click();
      await visible(page.getByRole('heading', { level: 1, name: 'Revisorer' }));
      await shot(page, 'sv/admin-group-detail');
    }
    await context.close();
  }
}
