import { test, expect, t } from '../fixtures/index.js';
import { account, expectToast, nav, signIn } from '../fixtures/ui.js';

/** Any tenant's overview: where a sign-in lands (the account's first tenant). */
const OVERVIEW = /\/t\/[^/?]+$/;
const next = (path: string) => encodeURIComponent(t(path));

test.describe('sign-in and sign-out', { tag: ['@readonly'] }, () => {
  test('a wrong password shows an error and keeps the user on the sign-in screen', async ({
    page,
  }) => {
    const admin = account('admin');
    await page.goto('/sign-in');
    await expect(page.getByRole('heading', { name: 'Ledger Console' })).toBeVisible();
    await page.getByLabel('Username').fill(admin.username);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Wrong username or password.');
    await expect(page).toHaveURL(/\/sign-in$/);
    await expect(page.getByLabel('Password')).toHaveValue('');
    await expect(page.getByLabel('Username')).toHaveValue(admin.username);
    // The right password still works (and resets the failure count for the account).
    await page.getByLabel('Password').fill(admin.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(OVERVIEW);
  });

  test('empty fields are flagged without a request', async ({ page }) => {
    await page.goto('/sign-in');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Enter your username')).toBeVisible();
    await expect(page.getByText('Enter your password')).toBeVisible();
    await expect(page).toHaveURL(/\/sign-in$/);
  });

  test('signs in to the first tenant overview and signs out, revoking the session', async ({
    page,
    playwright,
    baseURL,
  }) => {
    await signIn(page, 'admin');
    await expect(page).toHaveURL(OVERVIEW);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByLabel('Signed in user')).toContainText(/Administrator|Owner/);
    const state = await page.context().storageState();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
    await expectToast(page, 'See you soon.');

    // The old cookie no longer opens anything.
    const old = await playwright.request.newContext({
      baseURL,
      storageState: state,
      extraHTTPHeaders: { 'x-csrf': '1' },
    });
    expect((await old.get('/auth/session')).status()).toBe(401);
    await old.dispose();

    // Screens send a signed-out user to sign-in, remembering where they wanted to go.
    await page.goto(t('/companies'));
    await expect(page).toHaveURL(new RegExp(`/sign-in\\?next=${next('/companies')}$`));
  });

  test('the auditor lands on the overview of its only tenant', async ({ page }) => {
    await signIn(page, 'auditor');
    await expect(page).toHaveURL(OVERVIEW);
    await expect(page.getByLabel('Signed in user')).toContainText('Auditor');
  });
});

test(
  'session expiry: a revoked session sends the next action to sign-in and back',
  { tag: ['@readonly', '@demo-data'] },
  async ({ page, playwright, baseURL }) => {
    await signIn(page, 'admin');
    await expect(page).toHaveURL(OVERVIEW);
    await page.goto(t('/groups?q=rev'));
    await expect(page.getByRole('link', { name: 'Revisorer' })).toBeVisible();
    // The page's own reads done (its member counts shown), so the next read is the action's.
    await expect(page.getByRole('row', { name: /Revisorer/ })).not.toContainText('…');

    // Sign the same session out from a second client holding the same cookie.
    const second = await playwright.request.newContext({
      baseURL,
      storageState: await page.context().storageState(),
      extraHTTPHeaders: { 'x-csrf': '1', origin: baseURL! },
    });
    expect((await second.post('/auth/logout')).status()).toBe(204);
    await second.dispose();

    // The first page still holds the (now revoked) cookie; its next action needs the server.
    await nav(page).getByRole('link', { name: 'Companies' }).click();
    await expect(page).toHaveURL(new RegExp(`/sign-in\\?next=${next('/companies')}`));
    await expectToast(page, 'Your session has expired');
    await expect(page.getByText('Sign in to go back to where you were.')).toBeVisible();

    await signIn(page, 'admin', { goto: false });
    await expect(page).toHaveURL(t('/companies'));
    await expect(page.getByRole('heading', { level: 1, name: 'Companies' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Norrsken Bygg AB' })).toBeVisible();
  },
);

test.describe('tenant switching', { tag: ['@readonly', '@demo-data'] }, () => {
  test('keeps the current screen and its filter, and shows the other tenant’s data', async ({
    adminPage: page,
  }) => {
    await page.goto(t('/companies?q=AB'));
    await expect(page.getByRole('link', { name: 'Norrsken Bygg AB' })).toBeVisible();
    await page.getByLabel('Tenant').selectOption({ label: 'Ekonomikonsult Syd AB' });
    await expect(page).toHaveURL(t('/companies?q=AB', 'sydekonomi'));
    await expect(page.getByRole('link', { name: 'Malmö Designbyrå AB' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Norrsken Bygg AB' })).toHaveCount(0);
    await expect(page.getByLabel('Search companies')).toHaveValue('AB');

    await nav(page).getByRole('link', { name: 'Groups' }).click();
    await expect(page).toHaveURL(t('/groups', 'sydekonomi'));
    await page.getByLabel('Tenant').selectOption({ label: 'Revisionsbyrån Nord AB' });
    await expect(page).toHaveURL(t('/groups'));
    await expect(page.getByRole('link', { name: 'Revisorer' })).toBeVisible();
  });

  test('a company screen becomes the company list of the other tenant', async ({
    adminPage: page,
  }) => {
    await page.goto(t('/companies'));
    await page.getByRole('link', { name: 'Norrsken Bygg AB' }).click();
    await page.getByRole('tab', { name: 'Files' }).click();
    await expect(page).toHaveURL(/\/companies\/[0-9a-f-]{36}\/files$/);
    await page.getByLabel('Tenant').selectOption({ label: 'Ekonomikonsult Syd AB' });
    await expect(page).toHaveURL(t('/companies', 'sydekonomi'));
    await expect(page.getByRole('link', { name: 'Lunds Kafferosteri AB' })).toBeVisible();
  });
});
