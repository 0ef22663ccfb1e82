import { test, expect, t } from '../fixtures/index.js';
import { pick, row, toast } from '../fixtures/ui.js';

test('creates an assignment, sets work materiality with a percentage, moves its status', async ({
  adminPage: page,
  api,
  unique,
}) => {
  test.slow();
  const company = await api.createCompany({ name: unique('Uppdrag AB') });
  const y2023 = await api.createYear(company.durableKey, '2023-01-01', '2023-12-31');
  const y2024 = await api.createYear(company.durableKey, '2024-01-01', '2024-12-31');
  await api.createYear(company.durableKey, '2022-01-01', '2022-12-31');
  const subType = unique('Review');

  await page.goto(t(`/companies/${company.durableKey}/assignments`));
  await expect(page.getByText('No assignments yet.')).toBeVisible();
  await page.getByRole('button', { name: 'New assignment' }).click();
  const dialog = page.getByRole('dialog', { name: 'New assignment' });
  // V1's type codes, none chosen for the user (V1 gives them no meanings).
  const type = dialog.getByRole('combobox', { name: 'Type' });
  await expect(type).toHaveValue('');
  await expect(type).toHaveAttribute('placeholder', 'Choose a type');
  await dialog.getByLabel('Sub-type').fill(subType);
  await dialog.getByRole('button', { name: 'Create assignment' }).click();
  await expect(dialog.getByText('Choose a type', { exact: true })).toBeVisible();
  await type.click();
  await expect(page.getByRole('listbox').getByRole('option')).toHaveText(['AE', 'ANALYSIS', 'GN']);
  await page.getByRole('option', { name: 'GN', exact: true }).click();
  await expect(type).toHaveValue('GN');
  await expect(dialog.getByText('Choose a type', { exact: true })).toHaveCount(0);
  await expect(dialog.getByLabel('Sub-type')).toHaveValue(subType);
  await expect(dialog.getByRole('combobox', { name: 'Financial year' })).toHaveValue(
    '2024-01-01 – 2024-12-31',
  );
  const sent = page.waitForRequest(
    (r) => r.method() === 'POST' && r.url().endsWith(`/company/${company.durableKey}/assignments`),
  );
  await dialog.getByRole('button', { name: 'Create assignment' }).click();
  expect((await sent).postDataJSON()).toEqual({
    type: 'GN',
    subType,
    financialYearId: y2024.id,
  });
  await expect(toast(page, `GN · ${subType}`)).toBeVisible();
  await expect(dialog).toBeHidden();

  const r = row(page, subType);
  await expect(r.getByRole('cell').nth(0)).toHaveText('GN');
  await expect(r.getByRole('cell').nth(1)).toHaveText(subType);
  await expect(r.getByRole('cell').nth(2)).toHaveText('2024-01-01 – 2024-12-31');
  await expect(r.getByRole('cell').nth(3)).toHaveText('OPEN');
  await expect(r.getByRole('cell').nth(4)).toHaveText('not set');

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
  const status = page.getByRole('button', { name: `Change status of GN ${subType}` });
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

  // The other two codes, in an earlier year: the list shows each code as V1 has it.
  const ae = unique('Year-end');
  const analysis = unique('Trend');
  await api.createAssignment(company.durableKey, y2023.id, ae, 'AE');
  await api.createAssignment(company.durableKey, y2023.id, analysis, 'ANALYSIS');
  await page.reload();
  await expect(row(page, ae).getByRole('cell').nth(0)).toHaveText('AE');
  await expect(row(page, ae).getByRole('cell').nth(2)).toHaveText('2023-01-01 – 2023-12-31');
  await expect(row(page, analysis).getByRole('cell').nth(0)).toHaveText('ANALYSIS');
  await expect(row(page, subType).getByRole('cell').nth(0)).toHaveText('GN');

  // Filter by financial year (kept in the URL).
  await pick(
    page,
    page.getByRole('combobox', { name: 'Financial year' }),
    '2023-01-01 – 2023-12-31',
  );
  await expect(page).toHaveURL(new RegExp(`[?&]fy=${y2023.id}`));
  await expect(row(page, ae)).toHaveCount(1);
  await expect(row(page, analysis)).toHaveCount(1);
  await expect(row(page, subType)).toHaveCount(0);
  await pick(
    page,
    page.getByRole('combobox', { name: 'Financial year' }),
    '2022-01-01 – 2022-12-31',
  );
  await expect(page.getByText('None in this financial year.')).toBeVisible();
  await page.goto(t(`/companies/${company.durableKey}/assignments?fy=${y2024.id}`));
  await expect(row(page, subType)).toContainText('ARCHIVED');
  await expect(row(page, ae)).toHaveCount(0);
});
