import { test, expect, t, NORRSKEN } from '../fixtures/index.js';
import { expectToast, pick, row } from '../fixtures/ui.js';

test(
  'creates an assignment, sets its materiality levels, moves its status',
  { tag: ['@mutating', '@extensions'] },
  async ({ adminPage: page, api, unique }) => {
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
    // The types by name with a line of what each is, none chosen for the user.
    const type = dialog.getByRole('combobox', { name: 'Type' });
    await expect(type).toHaveValue('');
    await expect(type).toHaveAttribute('placeholder', 'Choose a type');
    await dialog.getByLabel('Sub-type').fill(subType);
    await dialog.getByRole('button', { name: 'Create assignment' }).click();
    await expect(dialog.getByText('Choose a type', { exact: true })).toBeVisible();
    await type.click();
    await expect(page.getByRole('listbox').getByRole('option')).toHaveText([
      /^Audit\s*Statutory audit of the annual accounts$/,
      /^Review\s*Limited review of the accounts$/,
      /^Analysis/,
    ]);
    await page.getByRole('option', { name: /^Review/ }).click();
    await expect(type).toHaveValue('Review');
    await expect(dialog.getByText('Choose a type', { exact: true })).toHaveCount(0);
    await expect(dialog.getByLabel('Sub-type')).toHaveValue(subType);
    await expect(dialog.getByRole('combobox', { name: 'Financial year' })).toHaveValue(
      '2024-01-01 – 2024-12-31',
    );
    const sent = page.waitForRequest(
      (r) =>
        r.method() === 'POST' && r.url().endsWith(`/company/${company.durableKey}/assignments`),
    );
    await dialog.getByRole('button', { name: 'Create assignment' }).click();
    expect((await sent).postDataJSON()).toEqual({
      type: 'GN',
      subType,
      financialYearId: y2024.id,
    });
    await expectToast(page, `Review · ${subType}`);
    await expect(dialog).toBeHidden();

    const r = row(page, subType);
    await expect(r.getByRole('cell').nth(0)).toHaveText('Review');
    await expect(r.getByRole('cell').nth(1)).toHaveText(subType);
    await expect(r.getByRole('cell').nth(2)).toHaveText('2024-01-01 – 2024-12-31');
    await expect(r.getByRole('cell').nth(3)).toHaveText('Open');
    // None of its own: the company's default applies.
    await expect(r.getByRole('cell').nth(4)).toHaveText('not set: company default');

    // Materiality levels: overall 160 000 at a performance share of 75.5 %; V1's work
    // materiality is that share of it (120 800.00).
    await r.getByRole('button', { name: 'Materiality levels' }).click();
    const wm = page.getByRole('dialog', { name: "Set the assignment's materiality levels" });
    await wm.getByLabel('Overall materiality (SEK)').fill('160000');
    await wm.getByLabel('Performance materiality (% of overall)').fill('75.5');
    await wm.getByRole('button', { name: 'Save materiality levels' }).click();
    await expectToast(page, 'Materiality levels updated');
    await expect(wm).toBeHidden();
    await expect(r).toContainText('120,800.00 (75.5%)');
    // Opening the form again shows the saved values.
    await r.getByRole('button', { name: 'Materiality levels' }).click();
    await expect(wm.getByLabel('Overall materiality (SEK)')).toHaveValue('160,000');
    await page.keyboard.press('Escape');
    await expect(wm).toBeHidden();

    // Status: open -> locked -> open -> locked -> archived (final), by name only.
    const status = page.getByRole('button', { name: `Change status of Review ${subType}` });
    const move = async (item: string, now: string) => {
      await status.click();
      await page.getByRole('menuitem', { name: item, exact: true }).click();
      await expectToast(page, `Assignment status: ${now}`);
      await expect(r).toContainText(now);
    };
    await move('Lock', 'Locked');
    await expect(r.getByRole('button', { name: 'Materiality levels' })).toHaveCount(0);
    await move('Reopen', 'Open');
    await move('Lock', 'Locked');
    await move('Archive', 'Archived');
    await expect(status).toHaveCount(0);
    await expect(r).toContainText('120,800.00 (75.5%)');
    await expect(r).not.toContainText('ARCHIVED');

    // The other two types, in an earlier year: the list names each.
    const ae = unique('Year-end');
    const analysis = unique('Trend');
    await api.createAssignment(company.durableKey, y2023.id, ae, 'AE');
    await api.createAssignment(company.durableKey, y2023.id, analysis, 'ANALYSIS');
    await page.reload();
    await expect(row(page, ae).getByRole('cell').nth(0)).toHaveText('Audit');
    await expect(row(page, ae).getByRole('cell').nth(2)).toHaveText('2023-01-01 – 2023-12-31');
    await expect(row(page, analysis).getByRole('cell').nth(0)).toHaveText('Analysis');
    await expect(row(page, subType).getByRole('cell').nth(0)).toHaveText('Review');

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
    await expect(row(page, subType)).toContainText('Archived');
    await expect(row(page, ae)).toHaveCount(0);
  },
);

test(
  "the demo assignments' sub types are in no language: the year and the months, not Swedish in English",
  { tag: ['@readonly', '@demo-data'] },
  async ({ adminPage: page }) => {
    await page.goto(t(`/companies/${NORRSKEN}/assignments`));
    const table = page.getByRole('table', { name: 'Assignments' });
    await expect(table.getByRole('row', { name: /^Analysis 2025-01 – 2025-12/ })).toBeVisible();
    await expect(table.getByRole('row', { name: /^Audit 2025/ })).toBeVisible();
    await expect(table).not.toContainText(/Räkenskapsår \d|Nyckeltal per månad/);
  },
);
