// The console in Swedish: every screen of both demo roles in a Swedish browser (sv-SE), written
// to docs/screenshots/sv/. The screens are reached by address and the demo's own names (which
// are Swedish in both languages), so no English label is needed to drive them.
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

const SCREENS = {
  admin: ADMIN_SCREENS,
  auditor: [
    ['overview', t()],
    ['companies', t('/companies')],
    ['users-forbidden', t('/users')],
    ['company-overview', company(NORRSKEN, 'overview')],
    ['company-balances', company(NORRSKEN, 'balances')],
  ],
};

export async function swedishScreens(browser) {
  mkdirSync(path.join(outDir, 'sv'), { recursive: true });
  for (const who of ['admin', 'auditor']) {
    const context = await screenshotContext(browser, { locale: 'sv-SE' });
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
