import { test, expect, t } from '../fixtures/index.js';
import { confirm, expectToast, pick, row } from '../fixtures/ui.js';

const ANNA = 'anna.lindqvist@nordrevision.se';

test(
  'grants and revokes access for a user and a group',
  { tag: ['@mutating', '@demo-data'] },
  async ({ adminPage: page, adminApi, api, unique }) => {
    const company = await api.createCompany({
      name: unique('Behörighet AB'),
      authorization: { type: 2, userIds: [], groupIds: [] },
    });
    await page.goto(t(`/companies/${company.durableKey}/permissions`));
    await expect(page.getByRole('tab', { name: 'Permissions', selected: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Users (0)' })).toBeVisible();
    await expect(page.getByText('No users have access')).toBeVisible();
    await expect(page.getByText('No groups have access')).toBeVisible();

    // The two grant forms, in page order: users, then groups.
    const grant = page.getByRole('button', { name: 'Grant' });
    await pick(
      page,
      page.getByRole('combobox', { name: 'Grant a user access' }),
      `Anna Lindqvist (${ANNA})`,
    );
    await grant.first().click();
    await expectToast(page, 'Access granted');
    await expect(page.getByRole('heading', { name: 'Users (1)' })).toBeVisible();
    await expect(row(page, ANNA)).toContainText('Anna Lindqvist');

    await pick(page, page.getByRole('combobox', { name: 'Grant a group access' }), 'Granskare');
    await grant.last().click();
    await expect(page.getByRole('heading', { name: 'Groups (1)' })).toBeVisible();
    await expect(row(page, 'Granskare')).toHaveCount(1);

    const perms = async () =>
      (await (
        await adminApi.get(`/api/t/nordrevision/companies/${company.durableKey}/permissions`)
      ).json()) as { users: { email: string }[]; groups: { name: string }[] };
    expect((await perms()).users.map((u) => u.email)).toEqual([ANNA]);
    expect((await perms()).groups.map((g) => g.name)).toEqual(['Granskare']);

    // Revoke both, after confirmation.
    await page.getByRole('button', { name: `Revoke access of ${ANNA}` }).click();
    await confirm(page, 'Revoke access', 'Revoke');
    await expectToast(page, 'Access revoked');
    await expect(page.getByText('No users have access')).toBeVisible();
    await page.getByRole('button', { name: 'Revoke access of group Granskare' }).click();
    await confirm(page, 'Revoke access', 'Revoke');
    await expect(page.getByText('No groups have access')).toBeVisible();
    expect(await perms()).toMatchObject({ users: [], groups: [] });
  },
);

test(
  'granting without a choice asks for one',
  { tag: ['@mutating'] },
  async ({ adminPage: page, api, unique }) => {
    const company = await api.createCompany({
      name: unique('Behörighet Tom AB'),
      authorization: { type: 4, userIds: [] },
    });
    await page.goto(t(`/companies/${company.durableKey}/permissions`));
    await expect(page.getByRole('heading', { name: 'Users (0)' })).toBeVisible();
    await page.getByRole('button', { name: 'Grant' }).first().click();
    await expect(page.getByText('Choose one first')).toBeVisible();
  },
);
