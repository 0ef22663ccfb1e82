import { test, expect, t } from '../fixtures/index.js';
import { siePath } from '../fixtures/api.js';
import { row, toast } from '../fixtures/ui.js';
import type { Page } from '@playwright/test';

/** Uploads a sample through the dropzone's file chooser. */
async function uploadThroughDropzone(page: Page, sample: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByLabel('Drop files to upload').click();
  await (await chooser).setFiles(siePath(sample));
}

test('a real SIE 4 file is uploaded, its year taken from #RAR, and it reaches verified', async ({
  adminPage: page,
  api,
  exclusive,
  unique,
}) => {
  test.slow();
  await exclusive('orgnr-5562651892'); // organisation numbers are unique in the tenant
  const company = await api.createCompany({
    name: unique('SEEE Speak Easy AB'),
    organizationNumber: '556265-1892',
  });
  await page.goto(t(`/companies/${company.durableKey}/files`));
  await expect(page.getByText('No files yet')).toBeVisible();
  await uploadThroughDropzone(page, 'BL0001_typ4.SE');
  await expect(toast(page, 'BL0001_typ4.SE: processing…')).toBeVisible();

  const fileRow = row(page, 'BL0001_typ4.SE');
  await expect(fileRow).toHaveCount(1);
  await expect(fileRow.getByText('verified', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(toast(page, 'BL0001_typ4.SE: verified')).toBeVisible();
  await expect(fileRow).toContainText('2009-07-01 – 2010-06-30');

  await page.getByRole('button', { name: 'Report of BL0001_typ4.SE' }).click();
  const report = page.getByRole('dialog', { name: 'Processing report: BL0001_typ4.SE' });
  await expect(report.getByText('verified', { exact: true })).toBeVisible();
  await expect(report.getByText('2009-07-01 – 2010-06-30')).toBeVisible();
  await expect(report.getByText('556265-1892')).toBeVisible();
  // The period stays on one line: no taller than the organisation number's one line.
  const period = await report.getByText('2009-07-01 – 2010-06-30').boundingBox();
  const orgnr = await report.getByText('556265-1892').boundingBox();
  expect(period!.height).toBeLessThan(orgnr!.height * 1.5);
  await expect(report.getByText('84', { exact: true })).toBeVisible(); // vouchers
  await expect(report.getByText('405', { exact: true })).toBeVisible(); // transactions
  await expect(report.getByText('Everything reconciles.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(report).toBeHidden();

  // The year came from #RAR and the account plan from #KPTYP.
  await page.getByRole('tab', { name: 'Financial years' }).click();
  await expect(row(page, '2009-07-01')).toContainText('2010-06-30');
  await page.reload();
  await page.getByRole('tab', { name: 'Overview' }).click();
  await expect(page.getByText('EUBAS97', { exact: true })).toBeVisible();
});

test('the company’s account plan follows a processed file without a reload', async ({
  adminPage: page,
  api,
  exclusive,
  unique,
}) => {
  test.slow();
  await exclusive('orgnr-5562651892');
  const company = await api.createCompany({
    name: unique('Kontoplan AB'),
    organizationNumber: '556265-1892',
  });
  await page.goto(t(`/companies/${company.durableKey}/overview`));
  await expect(page.getByText('BAS2024', { exact: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Files' }).click();
  await uploadThroughDropzone(page, 'BL0001_typ4.SE');
  await expect(row(page, 'BL0001_typ4.SE').getByText('verified', { exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('tab', { name: 'Overview' }).click();
  await expect(page.getByText('EUBAS97', { exact: true })).toBeVisible();
});

test('a SIE file with an unbalanced voucher reaches corrupt with its finding in the report', async ({
  adminPage: page,
  api,
  exclusive,
  unique,
}) => {
  test.slow();
  await exclusive('orgnr-5560602345');
  const company = await api.createCompany({
    name: unique('XE Export AB'),
    organizationNumber: '5560602345',
    country: 'OTHER',
  });
  await page.goto(t(`/companies/${company.durableKey}/files`));
  await uploadThroughDropzone(page, 'XE_SIE_4_20151125095119.SE');

  const fileRow = row(page, 'XE_SIE_4_20151125095119.SE');
  await expect(fileRow.getByText('corrupt', { exact: true })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Report of XE_SIE_4_20151125095119.SE' }).click();
  const report = page.getByRole('dialog', {
    name: 'Processing report: XE_SIE_4_20151125095119.SE',
  });
  await expect(report.getByText('corrupt', { exact: true })).toBeVisible();
  const finding = report.getByRole('row').filter({ hasText: /does not balance/ });
  await expect(finding).toHaveCount(1);
  await expect(finding).toContainText('error');
});
