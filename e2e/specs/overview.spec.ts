import { test, expect, t, OTHER_TENANT } from '../fixtures/index.js';
import { Api } from '../fixtures/api.js';
import { row } from '../fixtures/ui.js';

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
    const items = page
      .getByRole('main')
      .getByRole('list', { name: 'Companies', exact: true })
      .getByRole('listitem');
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

test(
  'what needs doing: an unreadable upload and an open assignment without performance materiality, each linked; recent actions to the audit log',
  { tag: ['@mutating', '@extensions'] },
  async ({ adminPage: page, api, unique }) => {
    const company = await api.createCompany({ name: unique('Att göra AB') });
    // A file that does not balance ends unreadable; its status read through the console is kept.
    const file = await api.upload(company.durableKey, 'XE_SIE_4_20151125095119.SE');
    expect((await api.fileSettled(company.durableKey, file.id)).status).toBe('corrupt');
    const year = await api.createYear(company.durableKey, '2025-01-01', '2025-12-31');
    await api.createAssignment(company.durableKey, year.id, 'Bokslut 2025');

    await page.goto(t(''));
    const needs = page.getByRole('list', { name: 'What needs doing' });
    const corrupt = needs
      .getByRole('listitem')
      .filter({ hasText: /unreadable/ })
      .first();
    await expect(corrupt).toContainText(/\d+ uploads? of the last 30 days (is|are) unreadable/);
    const fileLink = corrupt.getByRole('link', { name: `${file.name}, ${company.name}` });
    const open = needs
      .getByRole('listitem')
      .filter({ hasText: /without performance materiality/ })
      .first();
    await expect(open).toContainText(/\d+ open assignments? without performance materiality/);
    await expect(open.getByRole('link', { name: `${company.name}: Audit` })).toHaveAttribute(
      'href',
      t(`/companies/${company.durableKey}/assignments`),
    );
    const recent = page.getByTestId('recent-actions');
    await expect(recent).toContainText(/\d+ actions? in the console in the last 7 days/);

    await fileLink.click();
    await expect(page).toHaveURL(t(`/companies/${company.durableKey}/files`));
    await expect(row(page, file.name)).toContainText('Unreadable');

    await page.goBack();
    await recent.getByRole('link', { name: 'Audit log' }).click();
    await expect(page).toHaveURL(/\/audit\?tenant=[^&]+&from=\d{4}-\d{2}-\d{2}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();

    // The invitations list takes the overview's filter from the URL, and lets it go.
    await page.goto(t('/invitations?pendingDays=14'));
    await expect(
      page.getByText('Showing the invitations pending for more than 14 days.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Show all' }).click();
    await expect(page).toHaveURL(t('/invitations'));
  },
);
