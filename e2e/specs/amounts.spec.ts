import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, t } from '../fixtures/index.js';
import { account, storageStatePath } from '../fixtures/accounts.js';
import { expectToast, recordAlerts, row } from '../fixtures/ui.js';

// Issue #31, item 5: an amount typed in the work materiality dialog is the amount saved, read in
// the console's language and shown before it is saved; what it cannot take is refused in words.
// The Swedish half runs in a Swedish browser signed in as the admin (an account that chose no
// language follows the browser), the English half on the suite's English admin page.

/** Counts the requests that set work materiality, so a refused value is seen never to leave. */
function countPuts(page: Page): () => number {
  let puts = 0;
  page.on('request', (r) => {
    if (r.method() === 'PUT' && r.url().endsWith('/work-materiality')) puts++;
  });
  return () => puts;
}

/** What the BFF keeps for the assignment, read through it as JSON text. */
async function stored(adminApi: APIRequestContext, tenant: string, key: string, id: string) {
  const r = await adminApi.get(
    `/api/t/${tenant}/company/${key}/assignments/${id}/work-materiality`,
  );
  expect(r.status()).toBe(200);
  return r.text();
}

test.describe(
  'amounts in the work materiality dialog',
  { tag: ['@mutating', '@extensions'] },
  () => {
    test('Swedish: 120 000,50 is saved to the öre; a share of 150 % is refused in words', async ({
      browser,
      baseURL,
      api,
      adminApi,
      unique,
    }) => {
      account('admin');
      const company = await api.createCompany({ name: unique('Belopp AB') });
      const year = await api.createYear(company.durableKey, '2024-01-01', '2024-12-31');
      const subType = unique('Årsrevision');
      const assignment = await api.createAssignment(company.durableKey, year.id, subType, 'AE');
      const context = await browser.newContext({
        locale: 'sv-SE',
        baseURL,
        storageState: storageStatePath('admin'),
      });
      await context.addInitScript(recordAlerts);
      const page = await context.newPage();
      try {
        const puts = countPuts(page);
        await page.goto(t(`/companies/${company.durableKey}/assignments`));
        await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
        const r = row(page, subType);
        await expect(r.getByRole('cell').nth(4)).toHaveText('ej angiven: företagets standard');
        await r.getByRole('button', { name: 'Arbetsväsentlighet' }).click();
        const dialog = page.getByRole('dialog', { name: 'Ange uppdragets arbetsväsentlighet' });
        const amount = dialog.getByLabel('Uppdragets arbetsväsentlighet (kr)');
        const share = dialog.getByLabel('Andel av den övergripande väsentligheten');
        const save = dialog.getByRole('button', { name: 'Spara arbetsväsentlighet' });

        // What will be saved, under the field as it is typed.
        await amount.pressSequentially('120 000,50');
        await expect(dialog.getByText(/^Sparas som 120\s000,50\skr$/)).toBeVisible();
        // A share over 100 % is refused in words, and nothing is sent.
        await share.fill('150');
        await share.blur();
        await expect(dialog.getByText('Får vara högst 100\u00a0%.')).toBeVisible();
        await save.click();
        await expect(dialog.getByText('Får vara högst 100\u00a0%.')).toBeVisible();
        await expect(share).toHaveValue('150');
        expect(puts()).toBe(0);

        await share.fill('75,5');
        await expect(dialog.getByText(/^Sparas som 75,5\s%$/)).toBeVisible();
        const sent = page.waitForRequest(
          (q) => q.method() === 'PUT' && q.url().endsWith('/work-materiality'),
        );
        await save.click();
        expect((await sent).postData()).toBe(
          '{"workMateriality":120000.5,"workMaterialityPercentage":75.5}',
        );
        await expectToast(page, 'Arbetsväsentligheten har uppdaterats');
        await expect(dialog).toBeHidden();
        await expect(r.getByRole('cell').nth(4)).toHaveText(/^120\s000,50 \(75,5\s%\)$/);

        // What the BFF kept, after a reload: the row and the dialog show it as it was typed.
        await page.reload();
        await expect(row(page, subType).getByRole('cell').nth(4)).toHaveText(
          /^120\s000,50 \(75,5\s%\)$/,
        );
        await row(page, subType).getByRole('button', { name: 'Arbetsväsentlighet' }).click();
        await expect(amount).toHaveValue('120\u00a0000,50');
        await expect(share).toHaveValue('75,5');
        expect(await stored(adminApi, api.tenant, company.durableKey, assignment.id)).toBe(
          '{"workMateriality":120000.5,"workMaterialityPercentage":75.5}',
        );
        expect(puts()).toBe(1);
      } finally {
        await context.close();
      }
    });

    test('English: 777.5 is saved as 777.50 SEK; what cannot be read is refused in words', async ({
      adminPage: page,
      api,
      adminApi,
      unique,
    }) => {
      const company = await api.createCompany({ name: unique('Amounts AB') });
      const year = await api.createYear(company.durableKey, '2024-01-01', '2024-12-31');
      const subType = unique('Year-end');
      const assignment = await api.createAssignment(company.durableKey, year.id, subType, 'AE');
      const puts = countPuts(page);
      await page.goto(t(`/companies/${company.durableKey}/assignments`));
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      const r = row(page, subType);
      await r.getByRole('button', { name: 'Work materiality' }).click();
      const dialog = page.getByRole('dialog', { name: "Set the assignment's work materiality" });
      const amount = dialog.getByLabel("Assignment's work materiality (SEK)");
      const share = dialog.getByLabel('Percentage of overall materiality');
      const save = dialog.getByRole('button', { name: 'Save work materiality' });

      await amount.fill('12,34,5');
      await share.fill('150');
      await save.click();
      await expect(
        dialog.getByText('Not an amount the console can read: write it like 120,000.50.'),
      ).toBeVisible();
      await expect(dialog.getByText('Must be at most 100%.')).toBeVisible();
      expect(puts()).toBe(0);

      await amount.fill('777.5');
      await expect(dialog.getByText(/^Will be saved as 777\.50\sSEK$/)).toBeVisible();
      await share.fill('60');
      await expect(dialog.getByText('Will be saved as 60%')).toBeVisible();
      const sent = page.waitForRequest(
        (q) => q.method() === 'PUT' && q.url().endsWith('/work-materiality'),
      );
      await save.click();
      expect((await sent).postData()).toBe(
        '{"workMateriality":777.5,"workMaterialityPercentage":60}',
      );
      await expectToast(page, 'Work materiality updated');
      await expect(dialog).toBeHidden();
      await expect(r.getByRole('cell').nth(4)).toHaveText('777.50 (60%)');

      await page.reload();
      await expect(row(page, subType).getByRole('cell').nth(4)).toHaveText('777.50 (60%)');
      await row(page, subType).getByRole('button', { name: 'Work materiality' }).click();
      await expect(amount).toHaveValue('777.50');
      await expect(share).toHaveValue('60');
      expect(await stored(adminApi, api.tenant, company.durableKey, assignment.id)).toBe(
        '{"workMateriality":777.5,"workMaterialityPercentage":60}',
      );
      expect(puts()).toBe(1);
    });
  },
);
