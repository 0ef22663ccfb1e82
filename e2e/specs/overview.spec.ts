import { test, expect, t, OTHER_TENANT } from '../fixtures/index.js';
import { Api } from '../fixtures/api.js';

// The other demo tenant: no other test creates companies there, so its counts are known.
const SYD_COMPANIES = [
  'Helsingborgs Färjeservice AB',
  'Lunds Kafferosteri AB',
  'Malmö Designbyrå AB',
  'Ystads Fiske & Rökeri AB',
  'Österlens Äppelodling AB',
];

test(
  'the overview lists the companies by name with their legal form, and all of them past eight',
  { tag: ['@mutating', '@demo-data'] },
  async ({ adminPage: page, adminApi, platform, unique }) => {
    test.slow();
    await page.goto(t('', OTHER_TENANT));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Ekonomikonsult Syd AB' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Companies: 5' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Companies' })).toBeVisible();
    const items = page.getByRole('main').getByRole('listitem');
    await expect(items).toHaveCount(5);
    // In Swedish order (Ö last), each with its organisation number and legal form's Swedish name.
    for (const [i, name] of SYD_COMPANIES.entries()) {
      await expect(items.nth(i).getByRole('link', { name, exact: true })).toBeVisible();
      await expect(items.nth(i)).toContainText(/\d{6}-\d{4} · Limited company \(aktiebolag\)/);
      await expect(items.nth(i).getByRole('link', { name: `Balances of ${name}` })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'All companies', exact: true })).toBeVisible();

    // Past eight companies the overview shows the first eight and says how many there are.
    const syd = new Api(adminApi, platform, OTHER_TENANT);
    try {
      const added: string[] = [];
      for (const n of ['A', 'B', 'C', 'D']) {
        const c = await syd.createCompany({
          name: unique(`${n}a Översikt AB`),
          legalForm: 'SOLE_TRADER',
          annualReportFramework: 'K1',
        });
        added.push(c.name);
      }
      await page.reload();
      await expect(page.getByRole('link', { name: 'Companies: 9' })).toBeVisible();
      await expect(items).toHaveCount(8);
      for (const name of added)
        await expect(items.filter({ hasText: name })).toContainText(
          'Sole trader (enskild näringsidkare)',
        );
      await expect(items.filter({ hasText: 'Österlens Äppelodling AB' })).toHaveCount(0);
      await page.getByRole('link', { name: 'All 9 companies', exact: true }).click();
      await expect(page).toHaveURL(t('/companies', OTHER_TENANT));
      await expect(page.getByRole('link', { name: 'Österlens Äppelodling AB' })).toBeVisible();
    } finally {
      await syd.cleanup();
    }

    // A company's balances are one click from the overview.
    await page.goto(t('', OTHER_TENANT));
    await page.getByRole('link', { name: 'Balances of Malmö Designbyrå AB' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Malmö Designbyrå AB' }),
    ).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Balances', selected: true })).toBeVisible();
    await expect(
      page.getByRole('img', { name: /^Line chart of monthly balances for / }),
    ).toBeVisible();
    await expect(page.getByRole('table', { name: 'Balances at month end in SEK' })).toBeVisible();
  },
);
