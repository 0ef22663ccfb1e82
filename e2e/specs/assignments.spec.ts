import { test, expect, t } from '../fixtures/index.js';
import { pick, row, toast } from '../fixtures/ui.js';

test('creates an assignment, sets work materiality with a percentage, moves its status', async ({
  adminPage: page,
  api,
  unique,
}) => {
  test.slow();
  const company = await api.createCompany({ name: unique('Uppdrag AB') });
  await api.createYear(company.durableKey, '2023-01-01', '2023-12-31');
  const y2024 = await api.createYear(company.durableKey, '2024-01-01', '2024-12-31');
  const subType = unique('Review');

  await page.goto(t(`/companies/${company.durableKey}/assignments`));
  await expect(page.getByText('No assignments yet.')).toBeVisible();
  await page.getByRole('button', { name: 'New assignment' }).click();
  const dialog = page.getByRole('dialog', { name: 'New assignment' });
  await pick(page, dialog.getByRole('combobox', { name: 'Type' }), 'REVIEW');
  await dialog.getByLabel('Sub-type').fill(subType);
  await expect(dialog.getByRole('combobox', { name: 'Financial year' })).toHaveValue(
    '2024-01-01 – 2024-12-31',
  );
  await dialog.getByRole('button', { name: 'Create assignment' }).click();
  await expect(toast(page, `REVIEW · ${subType}`)).toBeVisible();
  await expect(dialog).toBeHidden();

  const r = row(page, subType);
  await expect(r).toContainText('REVIEW');
  await expect(r).toContainText('2024-01-01 – 2024-12-31');
  await expect(r).toContainText('OPEN');
  await expect(r).toContainText('not set');

  // Work materiality with a percentage.
  await r.getByRole('button', { name: 'Work materiality' }).click();
  const wm = page.getByRole('dialog', { name: 'Set work materiality' });
  await wm.getByLabel('Work materiality (SEK)').fill('120000');
  await wm.getByLabel('Percentage of overall materiality').fill('75,5');
  await wm.getByRole('button', { name: 'Save work materiality' }).click();
  await expect(toast(page, 'Work materiality updated')).toBeVisible();
  await expect(wm).toBeHidden();
  await expect(r).toContainText('120 000,00 (75,5 %)');
  // Opening the form again shows the saved values.
  await r.getByRole('button', { name: 'Work materiality' }).click();
  await expect(wm.getByLabel('Work materiality (SEK)')).toHaveValue('120 000');
  await page.keyboard.press('Escape');
  await expect(wm).toBeHidden();

  // Status: OPEN -> LOCKED -> OPEN -> LOCKED -> ARCHIVED (final).
  const status = page.getByRole('button', { name: `Change status of REVIEW ${subType}` });
  const move = async (item: string, now: string) => {
    await status.click();
    await page.getByRole('menuitem', { name: item }).click();
    await expect(toast(page, `Assignment is now ${now}`).first()).toBeVisible();
    await expect(r).toContainText(now);
  };
  await move('Lock (LOCKED)', 'LOCKED');
  await expect(r.getByRole('button', { name: 'Work materiality' })).toHaveCount(0);
  await move('Reopen (OPEN)', 'OPEN');
  await move('Lock (LOCKED)', 'LOCKED');
  await move('Archive (ARCHIVED)', 'ARCHIVED');
  await expect(status).toHaveCount(0);
  await expect(r).toContainText('120 000,00 (75,5 %)');

  // Filter by financial year (kept in the URL).
  await pick(
    page,
    page.getByRole('combobox', { name: 'Financial year' }),
    '2023-01-01 – 2023-12-31',
  );
  await expect(page).toHaveURL(/[?&]fy=[0-9a-f-]{36}/);
  await expect(page.getByText('None in this financial year.')).toBeVisible();
  await page.goto(t(`/companies/${company.durableKey}/assignments?fy=${y2024.id}`));
  await expect(row(page, subType)).toContainText('ARCHIVED');
});
