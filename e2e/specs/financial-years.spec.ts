import { test, expect, t } from '../fixtures/index.js';
import { confirm, expectToast, row } from '../fixtures/ui.js';

test(
  'creates financial years, refuses an overlap keeping the input, deletes one',
  { tag: ['@mutating'] },
  async ({ adminPage: page, api, unique }) => {
    const company = await api.createCompany({ name: unique('Räkenskapsår AB') });
    await page.goto(t(`/companies/${company.durableKey}/financial-years`));
    await expect(page.getByText('No financial years')).toBeVisible();

    const form = page.getByRole('form', { name: 'New financial year' });
    const start = form.getByRole('textbox', { name: 'Start date' });
    const end = form.getByRole('textbox', { name: 'End date' });
    const add = async (from: string, to: string) => {
      await start.fill(from);
      await start.press('Tab');
      await end.fill(to);
      await end.press('Tab');
      await form.getByRole('button', { name: 'Add year' }).click();
    };

    await add('2024-01-01', '2024-12-31');
    await expectToast(page, '2024-01-01 – 2024-12-31');
    await expect(row(page, '2024-01-01')).toContainText('2024-12-31');
    await expect(row(page, '2024-01-01')).toContainText('12');
    await expect(start).toHaveValue('');

    await add('2025-01-01', '2025-06-30');
    await expect(row(page, '2025-01-01')).toContainText('6');

    // Overlapping the first year: refused by the server (409), the form keeps what was typed.
    await add('2024-07-01', '2024-12-31');
    await expect(form.getByRole('alert')).toHaveText(
      'These dates overlap a financial year the company already has. Choose dates outside the existing years, or delete the year that is in the way first.',
    );
    await expect(start).toHaveValue('2024-07-01');
    await expect(end).toHaveValue('2024-12-31');
    expect(await api.listYears(company.durableKey)).toHaveLength(2);

    // Delete, after confirmation.
    await page
      .getByRole('button', { name: 'Delete financial year 2024-01-01 – 2024-12-31' })
      .click();
    await confirm(page, 'Delete financial year');
    await expectToast(page, 'Financial year 2024-01-01 – 2024-12-31 deleted');
    await expect(row(page, '2024-01-01')).toHaveCount(0);
    await expect(row(page, '2025-01-01')).toHaveCount(1);
    expect((await api.listYears(company.durableKey)).map((y) => y.startDate)).toEqual([
      '2025-01-01',
    ]);
  },
);

test(
  'adding the next financial year says which year it added, and stops one year past today’s',
  { tag: ['@mutating'] },
  async ({ adminPage: page, api, unique }) => {
    const company = await api.createCompany({ name: unique('Nästa år AB') });
    const thisYear = new Date().getFullYear();
    await api.createYear(company.durableKey, `${thisYear - 1}-01-01`, `${thisYear - 1}-12-31`);
    const tag = company.name.split(' ').pop()!;
    await page.goto(t('/companies'));
    await page.getByLabel('Search companies').fill(tag);
    const list = page.getByRole('table', { name: 'Companies' });
    await expect(list.getByRole('row')).toHaveCount(2);

    const results: string[] = [];
    for (let run = 0; run < 3; run++) {
      await list.getByRole('checkbox', { name: `Select ${company.name}` }).check();
      const bar = page.getByRole('toolbar', { name: 'Actions on the selected rows' });
      await bar.getByRole('button', { name: 'Add next financial year' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add the next financial year to 1 company' });
      await expect(dialog).toContainText(
        'no company gets more than one year past the one today falls in',
      );
      await dialog.getByRole('button', { name: 'Start' }).click();
      const panel = page.getByRole('region', { name: 'Bulk action' });
      await expect(panel.getByText('Finished.')).toBeVisible();
      const result = panel.getByRole('table', { name: 'Results' }).getByRole('row').nth(1);
      results.push((await result.innerText()).replace(/\s+/g, ' ').trim());
      await panel.getByRole('button', { name: 'Close' }).click();
    }
    expect(results[2]).toMatch(/skipped/i);
    expect(results[0]).toContain(`added the year ${thisYear}-01-01 – ${thisYear}-12-31`);
    expect(results[1]).toContain(`added the year ${thisYear + 1}-01-01 – ${thisYear + 1}-12-31`);
    expect(results[2]).toContain(
      `already has the year ${thisYear + 1}-01-01 – ${thisYear + 1}-12-31`,
    );
    const years = await api.bff.get(
      `/api/t/${api.tenant}/company/${company.durableKey}/financialyears`,
    );
    expect(((await years.json()) as unknown[]).length).toBe(3);
  },
);
