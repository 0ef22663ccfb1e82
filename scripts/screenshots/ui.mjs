// Browser contexts and the console's common moves: a context like a Stockholm user's 1440x900
// window, signing in as a demo account, headings and table rows by text, picking a Select option.
import { ACCOUNTS, BASE, VIEWPORT } from './config.mjs';

export async function newContext(browser, storageState) {
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

/** Fills in and sends the sign-in form as a demo account (`who`: admin or auditor). */
export async function signIn(page, who, { goto = true } = {}) {
  if (goto) await page.goto('/sign-in');
  await page.getByLabel('Username').fill(ACCOUNTS[who].username);
  await page.getByLabel('Password').fill(ACCOUNTS[who].password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export const h1 = (page, name) => page.getByRole('heading', { level: 1, name, exact: true });
export const row = (scope, text) => scope.getByRole('row').filter({ hasText: text });

/** Picks an option of a Mantine Select by its label (typing first when it is searchable). */
export async function pickOption(page, field, option, search) {
  if (search) await field.fill(search);
  else await field.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.getByRole('listbox').waitFor({ state: 'hidden' });
}
