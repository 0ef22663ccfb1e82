import { test, expect, t, OTHER_TENANT, TENANT } from '../fixtures/index.js';
import { account } from '../fixtures/accounts.js';
import { confirm, expectToast, nav, row } from '../fixtures/ui.js';

test(
  'the audit log shows what the test did, filtered by operation',
  { tag: ['@mutating'] },
  async ({ adminPage: page, unique }) => {
    test.slow();
    const admin = account('admin').username;
    const name = unique('Audit Group');

    // Create and delete a group through the console, noting the request ids.
    await page.goto(t('/groups'));
    const create = page.getByRole('form', { name: 'New group' });
    await create.getByLabel('Group name').fill(name);
    const created = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().endsWith(`/api/t/${TENANT}/groups`),
    );
    await create.getByRole('button', { name: 'Create' }).click();
    const createRes = await created;
    expect(createRes.status()).toBe(200); // V1 answers a create with 200
    const createId = (await createRes.headerValue('x-request-id'))!;
    const groupId = ((await createRes.json()) as { id: string }).id;
    await expectToast(page, 'Group created');
    // The created group opens.
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await page.getByRole('button', { name: 'Delete group' }).click();
    await confirm(page, 'Delete group');
    await expectToast(page, 'Group deleted');

    await nav(page).getByRole('link', { name: 'Audit log' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    const log = page.getByRole('table', { name: 'Audit log entries' });
    await expect(log).toBeVisible();

    // Filter by event: the create, by its request id (under Technical details).
    await page.getByRole('combobox', { name: 'Event' }).click();
    await page.getByRole('option', { name: 'Create group', exact: true }).click();
    await expect(page).toHaveURL(/operation=groups\.create/);
    const createRow = row(log, createId);
    await expect(createRow).toHaveCount(1);
    await expect(createRow).toContainText(admin);
    await expect(createRow).toContainText('Success');
    // What was done, in words, the group's name linked to its page.
    await expect(createRow).toContainText(`Created the group ${name}`);
    await expect(createRow.getByRole('link', { name })).toHaveAttribute(
      'href',
      t(`/groups/${groupId}`),
    );
    // The machine details (request, status, the new id) are folded under Technical details.
    await createRow.getByText('Technical details').click();
    await expect(createRow).toContainText(`POST /api/t/${TENANT}/groups`);
    await expect(createRow).toContainText('200');
    await expect(createRow).toContainText(groupId);
    // Every row shown is that event.
    const events = await log.getByRole('row').filter({ hasText: admin }).allInnerTexts();
    expect(events.length).toBeGreaterThan(0);
    for (const r of events) expect(r).toContain('Created the group');

    // The delete names its target: by name where the console still has it, else a short id.
    await page.getByRole('combobox', { name: 'Event' }).click();
    await page.getByRole('option', { name: 'Delete group', exact: true }).click();
    await expect(page).toHaveURL(/operation=groups\.delete/);
    const deleteRow = row(log, groupId);
    await expect(deleteRow).toHaveCount(1);
    await expect(deleteRow).toContainText(
      new RegExp(`Deleted the group (${name}|${groupId.slice(0, 8)}…)`),
    );
    await deleteRow.getByText('Technical details').click();
    await expect(deleteRow).toContainText('DELETE');
    await expect(deleteRow).toContainText('204');

    // Outcome and user filters narrow further; the URL keeps them.
    await page.getByLabel('User', { exact: true }).fill('auditor');
    await expect(page).toHaveURL(/user=auditor/);
    await expect(row(log, `groupId=${groupId}`)).toHaveCount(0);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(t('/audit'));
  },
);

test('sign-ins are in the audit log', { tag: ['@readonly'] }, async ({ adminPage: page }) => {
  const auditor = account('auditor').username;
  await page.goto(t(`/audit?operation=auth.login&user=${encodeURIComponent(auditor)}`));
  const log = page.getByRole('table', { name: 'Audit log entries' });
  // The set-up project signed the auditor in.
  await expect(row(log, 'Signed in').first()).toContainText('Success');
  await expect(page.getByRole('combobox', { name: 'Event' })).toHaveValue('Sign in');
});

test(
  'the log is of the tenant in view, also after a switch of tenant; all tenants on request',
  { tag: ['@readonly'] },
  async ({ adminPage: page }) => {
    test.skip(!OTHER_TENANT, 'needs a second tenant of the admin: set E2E_OTHER_TENANT');
    await page.goto(t('/audit'));
    const filter = page.locator('main').getByRole('combobox', { name: 'Tenant' });
    const here = page.getByRole('banner').getByRole('combobox', { name: 'Tenant' });
    const hereName = await here.locator('option:checked').innerText();
    await expect(filter).toHaveValue(hereName);
    await here.selectOption(OTHER_TENANT);
    await expect(page).toHaveURL(new RegExp(`/t/${OTHER_TENANT}/audit$`));
    const otherName = await here.locator(`option[value="${OTHER_TENANT}"]`).innerText();
    await expect(filter).toHaveValue(otherName);
    const log = page.getByRole('table', { name: 'Audit log entries' });
    await expect(log.getByRole('row').nth(1)).toBeVisible();
    // The other tenant's entries and the account's own without a tenant (sign-ins), never the
    // tenant left behind.
    await expect(log).not.toContainText(hereName);
    // Cleared: every tenant of the account.
    await filter.click();
    await page.getByRole('option', { name: 'All tenants' }).click();
    await expect(page).toHaveURL(/[?&]tenant=all/);
    await expect(filter).toHaveValue('All tenants');
    await expect(log).toContainText(hereName);
  },
);
