import { test, expect, t } from '../fixtures/index.js';
import { confirm, expectToast, nav, row } from '../fixtures/ui.js';

test(
  'lists the active users, searchable by name or email',
  { tag: ['@readonly', '@demo-data'] },
  async ({ adminPage: page }) => {
    await page.goto(t());
    await nav(page).getByRole('link', { name: 'Users' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Anna Lindqvist' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Jonas Ekström' })).toBeVisible();
    // V1's User: name, email, username, whether the email is verified (groups are on the detail).
    const users = page.getByRole('table', { name: 'Users' });
    // The first column holds the selection's boxes.
    await expect(users.getByRole('columnheader')).toHaveText([
      '',
      /^Name/,
      /^Email/,
      /^Username/,
      /^Email verified/,
      /^Created/,
    ]);
    const anna = row(users, 'anna.lindqvist@nordrevision.se').getByRole('cell');
    await expect(anna).toHaveText([
      '',
      'Anna Lindqvist',
      'anna.lindqvist@nordrevision.se',
      'anna.lindqvist@nordrevision.se',
      'Yes',
      /^\d{4}-\d{2}-\d{2}$/,
    ]);
    // Pending invitations are not users yet.
    await expect(page.getByRole('cell', { name: 'karin.wahlqvist@nordrevision.se' })).toHaveCount(
      0,
    );

    await page.getByLabel('Search users').fill('lindqvist');
    await expect(page).toHaveURL(/\?q=lindqvist$/);
    await expect(page.getByRole('link', { name: 'Anna Lindqvist' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Jonas Ekström' })).toHaveCount(0);
    await page.getByLabel('Search users').fill('no such person');
    await expect(page.getByText('No user matches')).toBeVisible();
  },
);

test(
  'the user detail shows the user and their groups',
  { tag: ['@readonly', '@demo-data'] },
  async ({ adminPage: page }) => {
    await page.goto(t('/users?q=anna.lindqvist'));
    await page.getByRole('link', { name: 'Anna Lindqvist' }).click();
    await expect(page).toHaveURL(/\/users\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Anna Lindqvist' })).toBeVisible();
    await expect(page.getByText('anna.lindqvist@nordrevision.se').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Groups (2)' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Revisorer' })).toBeVisible();
    // Group names show as typed, not in capitals (innerText applies CSS text-transform).
    await expect(page.getByRole('link', { name: 'Revisorer' })).toHaveText('Revisorer', {
      useInnerText: true,
    });
    await expect(page.getByRole('link', { name: 'Byråledning' })).toHaveText('Byråledning', {
      useInnerText: true,
    });
    await page.getByRole('link', { name: 'Byråledning' }).click();
    await expect(page).toHaveURL(/\/groups\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Byråledning' })).toBeVisible();
    await expect(row(page, 'anna.lindqvist@nordrevision.se')).toContainText('Active');
  },
);

test(
  'a user in no group says so on the detail',
  { tag: ['@readonly', '@demo-data'] },
  async ({ adminPage: page }) => {
    await page.goto(t('/users?q=jonas.ekstrom'));
    await page.getByRole('link', { name: 'Jonas Ekström' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Jonas Ekström' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Groups (0)' })).toBeVisible();
    await expect(page.getByText('Not a member of any group.')).toBeVisible();
  },
);

test(
  'deletes a user created for the test, after confirmation',
  { tag: ['@platform-dev'] },
  async ({ adminPage: page, api, unique, email: emailOf, testTag: tag }) => {
    const email = emailOf('delete.me');
    const group = await api.createGroup(unique('Users group'));
    const user = await api.createActiveUser(email, 'Delete', `Me${tag}`, [group.id]);

    await page.goto(t(`/users?q=${encodeURIComponent(email)}`));
    await page.getByRole('link', { name: `Delete Me${tag}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Delete Me${tag}` })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Groups (1)' })).toBeVisible();
    await expect(page.getByRole('link', { name: group.name })).toBeVisible();

    // Cancel keeps the user.
    await page.getByRole('button', { name: 'Delete user' }).click();
    await page
      .getByRole('dialog', { name: 'Delete user' })
      .getByRole('button', { name: 'Cancel' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: `Delete Me${tag}` })).toBeVisible();

    await page.getByRole('button', { name: 'Delete user' }).click();
    await confirm(page, 'Delete user');
    await expectToast(page, 'User deleted');
    await expect(page).toHaveURL(t('/users'));
    await page.getByLabel('Search users').fill(email);
    await expect(page.getByText('No user matches')).toBeVisible();
    expect((await api.getUser(user.id)).status()).toBe(404);
    await api.deleteGroup(group.id);
  },
);
