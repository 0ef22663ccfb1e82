import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, t } from '../fixtures/index.js';
import { account, storageStatePath } from '../fixtures/accounts.js';
import { expectToast, recordAlerts, row } from '../fixtures/ui.js';

// Issue #31, item 5: an amount typed in the materiality dialog is the amount saved, read in the
// console's language and shown before it is saved; what it cannot take is refused in words. The
// dialog takes overall materiality and shares of it (issue #32): V1's work materiality is the
// performance share of the overall amount, to the öre.
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

test.describe('amounts in the materiality dialog', { tag: ['@mutating', '@extensions'] }, () => {
  test('Swedish: 160 000,50 is saved to the öre; a share of 150 % is refused in words', async ({
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
      await r.getByRole('button', { name: 'Väsentlighetsnivåer' }).click();
      const dialog = page.getByRole('dialog', { name: 'Ange uppdragets väsentlighetsnivåer' });
      const amount = dialog.getByLabel('Väsentlighet (kr)');
      const share = dialog.getByLabel('Arbetsväsentlighet (% av väsentligheten)');
      const save = dialog.getByRole('button', { name: 'Spara väsentlighetsnivåer' });

      // What will be saved, under the field as it is typed.
      await amount.pressSequentially('160 000,50');
      await expect(dialog.getByText(/^Sparas som 160\s000,50\skr$/)).toBeVisible();
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
      // 75,5 % of 160 000,50 is 120 800,3775: to the öre, 120 800,38.
      expect((await sent).postData()).toBe(
        '{"workMateriality":120800.38,"workMaterialityPercentage":75.5}',
      );
      await expectToast(page, 'Väsentlighetsnivåerna har uppdaterats');
      await expect(dialog).toBeHidden();
      await expect(r.getByRole('cell').nth(4)).toHaveText(/^120\s800,38 \(75,5\s%\)$/);

      // What the BFF kept, after a reload: the row and the dialog show it as it was typed.
      await page.reload();
      await expect(row(page, subType).getByRole('cell').nth(4)).toHaveText(
        /^120\s800,38 \(75,5\s%\)$/,
      );
      await row(page, subType).getByRole('button', { name: 'Väsentlighetsnivåer' }).click();
      await expect(amount).toHaveValue('160\u00a0000,50');
      await expect(share).toHaveValue('75,5');
      expect(await stored(adminApi, api.tenant, company.durableKey, assignment.id)).toBe(
        '{"workMateriality":120800.38,"workMaterialityPercentage":75.5}',
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
    await r.getByRole('button', { name: 'Materiality levels' }).click();
    const dialog = page.getByRole('dialog', { name: "Set the assignment's materiality levels" });
    const amount = dialog.getByLabel('Overall materiality (SEK)');
    const share = dialog.getByLabel('Performance materiality (% of overall)');
    const save = dialog.getByRole('button', { name: 'Save materiality levels' });

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
    // 60 % of 777.50 is 466.50.
    expect((await sent).postData()).toBe(
      '{"workMateriality":466.5,"workMaterialityPercentage":60}',
    );
    await expectToast(page, 'Materiality levels updated');
    await expect(dialog).toBeHidden();
    await expect(r.getByRole('cell').nth(4)).toHaveText('466.50 (60%)');

    await page.reload();
    await expect(row(page, subType).getByRole('cell').nth(4)).toHaveText('466.50 (60%)');
    await row(page, subType).getByRole('button', { name: 'Materiality levels' }).click();
    await expect(amount).toHaveValue('777.50');
    await expect(share).toHaveValue('60');
    expect(await stored(adminApi, api.tenant, company.durableKey, assignment.id)).toBe(
      '{"workMateriality":466.5,"workMaterialityPercentage":60}',
    );
    expect(puts()).toBe(1);
  });
});
