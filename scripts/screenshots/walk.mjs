// One demo role's walk through the console in a context of its own, for the Swedish and the phone
// sets: the sign-in page (taken for the admin), every screen by address, then the admin's user
// and group pages through their lists. Only language-neutral locators and the demo's own names
// (Swedish in both languages) are used, so one walk serves every language.
import path from 'node:path';
import { ACCOUNTS, t } from './config.mjs';
import { newPage, visible } from './settle.mjs';
import { shot } from './shot.mjs';

/** What shows that a screen has its content (beyond its loading state, which `shot` waits out). */
async function ready(page, name) {
  // The screen a role may not open has no heading of its own: its notice says why.
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

/**
 * Signs `who` in through the form and takes each of `screens` ([name, address] pairs) as
 * `<dir>/<who>-<name>`; `shotOptions` go to every shot. Returns the signed-in page.
 */
export async function walkScreens(context, { who, dir, screens, shotOptions = {} }) {
  const take = (page, name) => shot(page, path.join(dir, name), shotOptions);
  const page = await newPage(context);
  await page.goto('/sign-in');
  await visible(page.locator('button[type=submit]'));
  if (who === 'admin') await take(page, 'sign-in');
  await page.locator('input[autocomplete=username]').fill(ACCOUNTS[who].username);
  await page.locator('input[type=password]').fill(ACCOUNTS[who].password);
  await page.locator('button[type=submit]').click();
  await page.waitForURL(/\/t\/[^/]+$/);
  for (const [name, address] of screens) {
    await page.goto(address);
    await ready(page, name);
    await take(page, `${who}-${name}`);
  }
  if (who === 'admin') {
    await page.goto(t('/users?q=anna'));
    await page.getByRole('link', { name: 'Anna Lindqvist' }).click();
    await visible(page.getByRole('heading', { level: 1, name: 'Anna Lindqvist' }));
    await take(page, 'admin-user-detail');
    await page.goto(t('/groups'));
    await page.getByRole('link', { name: 'Revisorer' }).click();
    await visible(page.getByRole('heading', { level: 1, name: 'Revisorer' }));
    await take(page, 'admin-group-detail');
  }
  return page;
}
