import { test, expect, t } from '../fixtures/index.js';
import { confirm, nav, row, toast } from '../fixtures/ui.js';

test('the audit log shows what the test did, filtered by operation', async ({
  adminPage: page,
  unique,
}) => {
  test.slow();
  const name = unique('Audit Group');

  // Create and delete a group through the console, noting the request ids.
  await page.goto(t('/groups'));
  const create = page.getByRole('form', { name: 'New group' });
  await create.getByLabel('Group name').fill(name);
  const created = page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().endsWith('/api/t/nordrevision/groups'),
  );
  await create.getByRole('button', { name: 'Create' }).click();
  const createRes = await created;
  expect(createRes.status()).toBe(200); // V1 answers a create with 200
  const createId = (await createRes.headerValue('x-request-id'))!;
  const groupId = ((await createRes.json()) as { id: string }).id;
  await expect(toast(page, 'Group created')).toBeVisible();
  await page.getByLabel('Search groups').fill(name);
  await page.getByRole('link', { name }).click();
  await page.getByRole('button', { name: 'Delete group' }).click();
  await confirm(page, 'Delete group');
  await expect(toast(page, 'Group deleted')).toBeVisible();

  await nav(page).getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  const log = page.getByRole('table', { name: 'Audit log entries' });
  await expect(log).toBeVisible();

  // Filter by operation: the create, by its request id.
  await page.getByRole('combobox', { name: 'Operation' }).fill('groups.create');
  await expect(page).toHaveURL(/operation=groups\.create/);
  const createRow = row(log, createId);
  await expect(createRow).toHaveCount(1);
  await expect(createRow).toContainText('admin');
  await expect(createRow).toContainText('nordrevision');
  await expect(createRow).toContainText('success');
  await expect(createRow).toContainText('200');
  await expect(createRow).toContainText('POST /api/t/nordrevision/groups');
  // The create names what it created: the new id from the answer and its name (quoted, it has
  // spaces).
  await expect(createRow).toContainText(`groupId=${groupId}`);
  await expect(createRow).toContainText(`name="${name}"`);
  // Every row shown is that operation.
  const ops = await log.getByRole('row').filter({ hasText: 'admin' }).allInnerTexts();
  expect(ops.length).toBeGreaterThan(0);
  for (const r of ops) expect(r).toContain('groups.create');

  // The delete names its target.
  await page.getByRole('combobox', { name: 'Operation' }).fill('groups.delete');
  const deleteRow = row(log, `groupId=${groupId}`);
  await expect(deleteRow).toHaveCount(1);
  await expect(deleteRow).toContainText('DELETE');
  await expect(deleteRow).toContainText('204');
  // Long ids show compactly on one line (first characters and an ellipsis); the whole id is
  // still the text (copyable) and the tooltip.
  const ids = deleteRow.getByTitle(groupId, { exact: true });
  await expect(ids).toHaveCount(2); // the target and the id in the request path
  for (const id of await ids.all()) {
    await expect(id).toHaveText(groupId);
    const [lines, clipped] = await id.evaluate((el) => [
      el.getClientRects().length,
      el.scrollWidth > el.clientWidth,
    ]);
    expect([lines, clipped]).toEqual([1, true]);
  }

  // Outcome and user filters narrow further; the URL keeps them.
  await page.getByLabel('User', { exact: true }).fill('auditor');
  await expect(page).toHaveURL(/user=auditor/);
  await expect(row(log, `groupId=${groupId}`)).toHaveCount(0);
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(t('/audit'));
});

test('sign-ins are in the audit log', async ({ adminPage: page }) => {
  await page.goto(t('/audit?operation=auth.login&user=auditor'));
  const log = page.getByRole('table', { name: 'Audit log entries' });
  // The set-up project signed the auditor in.
  await expect(row(log, 'auth.login').first()).toContainText('success');
  await expect(page.getByRole('combobox', { name: 'Operation' })).toHaveValue('auth.login');
});
