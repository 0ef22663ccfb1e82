import { test as setup, expect } from '@playwright/test';
import { accounts, storageStatePath, type AccountName } from '../fixtures/accounts.js';

// Signs each demo account in once through the sign-in screen and keeps its storage state.
for (const who of Object.keys(accounts) as AccountName[]) {
  setup(`sign in as ${who}`, async ({ page }) => {
    const { username, password } = accounts[who];
    await page.goto('/sign-in');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/t\/nordrevision$/);
    await page.context().storageState({ path: storageStatePath(who) });
  });
}
