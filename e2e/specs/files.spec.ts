import { test, expect, t } from '../fixtures/index.js';
import { siePath } from '../fixtures/api.js';
import { expectToast, fact, row } from '../fixtures/ui.js';
import type { Page } from '@playwright/test';
import { statSync } from 'node:fs';

/** A file's size as the English report shows it (`36.67`). */
const kB = (file: string) =>
  new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 }).format(statSync(file).size / 1024);

/** Uploads a sample through the dropzone's file chooser. */
async function uploadThroughDropzone(page: Page, sample: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByLabel('Drop files to upload').click();
  await (await chooser).setFiles(siePath(sample));
}

test(
  'a real SIE 4 file is uploaded, its year taken from #RAR, and it reaches verified',
  { tag: ['@mutating', '@extensions'] },
  async ({ adminPage: page, api, exclusive, unique }) => {
    test.slow();
    await exclusive('orgnr-5562651892'); // organisation numbers are unique in the tenant
    const company = await api.createCompany({
      name: unique('SEEE Speak Easy AB'),
      organizationNumber: '556265-1892',
    });
    await page.goto(t(`/companies/${company.durableKey}/files`));
    await expect(page.getByText('No files yet')).toBeVisible();
    await uploadThroughDropzone(page, 'BL0001_typ4.SE');
    // "Uploaded" may be replaced by "Verified" before it is seen (one notice per file): the
    // final notice is what is asked for, below.

    const fileRow = row(page, 'BL0001_typ4.SE');
    await expect(fileRow).toHaveCount(1);
    await expect(fileRow.getByText('Verified', { exact: true })).toBeVisible({ timeout: 30_000 });
    await expectToast(page, 'BL0001_typ4.SE: Verified');
    // V1's File: name, status, when it was uploaded and when it was parsed.
    await expect(
      page.getByRole('tabpanel', { name: 'Files' }).getByRole('columnheader'),
    ).toHaveText(['Name', 'Status', 'Uploaded', 'Read', 'Actions']);
    await expect(fileRow.getByRole('cell')).toHaveText([
      'BL0001_typ4.SE',
      'Verified',
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/,
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/,
      'Report',
    ]);
    await expect(
      page.getByText('Size, SIE type and financial year of a file are in its report.'),
    ).toBeVisible();

    // The report has what V1's File does not carry: the year it was filed under, size, SIE type.
    await page.getByRole('button', { name: 'Report of BL0001_typ4.SE' }).click();
    const report = page.getByRole('dialog', { name: 'Processing report: BL0001_typ4.SE' });
    await expect(report.getByText('Verified', { exact: true })).toBeVisible();
    await expect(fact(report, 'Period')).toHaveText('2009-07-01 – 2010-06-30');
    await expect(fact(report, 'Financial year')).toHaveText('2009-07-01 – 2010-06-30');
    await expect(fact(report, 'Organisation number')).toHaveText('556265-1892');
    await expect(fact(report, 'SIE type')).toHaveText('4');
    await expect(fact(report, 'Program')).toContainText('BL Administration');
    await expect(fact(report, 'Size')).toHaveText(`${kB(siePath('BL0001_typ4.SE'))}\u00a0kB`);
    // The period and the year stay on one line: no taller than the organisation number's line.
    const orgnr = await fact(report, 'Organisation number').boundingBox();
    for (const label of ['Period', 'Financial year']) {
      const box = await fact(report, label).boundingBox();
      expect(box!.height, label).toBeLessThan(orgnr!.height * 1.5);
    }
    await expect(fact(report, 'Vouchers')).toHaveText('84');
    await expect(fact(report, 'Transactions')).toHaveText('405');
    await expect(report.getByText('Everything reconciles.')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(report).toBeHidden();

    // The year came from #RAR and the account plan from #KPTYP.
    await page.getByRole('tab', { name: 'Financial years' }).click();
    await expect(row(page, '2009-07-01')).toContainText('2010-06-30');
    await page.reload();
    await page.getByRole('tab', { name: 'Overview' }).click();
    await expect(page.getByText('EUBAS97', { exact: true })).toBeVisible();
  },
);

test(
  'the company’s account plan follows a processed file without a reload',
  { tag: ['@mutating', '@extensions'] },
  async ({ adminPage: page, api, exclusive, unique }) => {
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
    await expect(row(page, 'BL0001_typ4.SE').getByText('Verified', { exact: true })).toBeVisible({
      timeout: 30_000,
    });
    await page.getByRole('tab', { name: 'Overview' }).click();
    await expect(page.getByText('EUBAS97', { exact: true })).toBeVisible();
  },
);

test(
  'a SIE file with an unbalanced voucher reaches corrupt with its finding in the report',
  { tag: ['@mutating', '@extensions'] },
  async ({ adminPage: page, api, exclusive, unique }) => {
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
    await expect(fileRow.getByText('Unreadable', { exact: true })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Report of XE_SIE_4_20151125095119.SE' }).click();
    const report = page.getByRole('dialog', {
      name: 'Processing report: XE_SIE_4_20151125095119.SE',
    });
    await expect(report.getByText('Unreadable', { exact: true })).toBeVisible();
    const finding = report.getByRole('row').filter({ hasText: /does not balance/ });
    await expect(finding).toHaveCount(1);
    await expect(finding).toContainText('Error');
  },
);
