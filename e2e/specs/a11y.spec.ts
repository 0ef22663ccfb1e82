import { test, expect, t } from '../fixtures/index.js';
import { axeViolations } from '../fixtures/axe.js';
import type { Page } from '@playwright/test';

/** Serious and critical axe violations of the page as it is now, in a readable form. */
async function seriousViolations(page: Page) {
  // A dialog fading in has its colours blended with the overlay: scan what the user ends up
  // seeing, once every transition that ends (not a spinner) has ended.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const violations = await axeViolations(page);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
    }));
}

/** Opens a screen and waits until it has rendered its content (no loading state left). */
async function open(page: Page, path: string, ready: (p: Page) => Promise<void>) {
  await page.goto(path);
  await ready(page);
  await expect(page.getByRole('status')).toHaveCount(0);
}

const heading = (name: string | RegExp) => async (page: Page) =>
  expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
const tab = (name: string) => async (page: Page) =>
  expect(page.getByRole('tab', { name, selected: true })).toBeVisible();

/** The company screens open on Norrsken Bygg AB (demo data with files, years, assignments). */
async function companyKey(page: Page): Promise<string> {
  await page.goto(t('/companies?q=Norrsken'));
  const href = await page.getByRole('link', { name: 'Norrsken Bygg AB' }).getAttribute('href');
  return /companies\/([0-9a-f-]{36})/.exec(href!)![1]!;
}

/** One page, tab after tab (cheaper than a page per tab); every tab is reported. */
async function scanCompanyTabs(page: Page, tabs: readonly (readonly [string, string])[]) {
  test.slow(); // six screens and six axe runs in one test
  const key = await companyKey(page);
  await page.goto(t(`/companies/${key}/overview`));
  for (const [slug, name] of tabs) {
    await page.getByRole('tab', { name }).click();
    await expect(page).toHaveURL(new RegExp(`/${slug}$`));
    await tab(name)(page);
    await expect(page.getByRole('status')).toHaveCount(0);
    if (slug === 'balances')
      await expect(page.getByRole('table', { name: /in SEK$/ })).toBeVisible();
    expect.soft(await seriousViolations(page), `company tab ${slug}`).toEqual([]);
  }
}

const adminScreens: [string, (p: Page) => Promise<void>][] = [
  ['/sign-in', heading('Ledger Console')],
  [t(), heading('Revisionsbyrån Nord AB')],
  [t('/users'), heading('Users')],
  [t('/invitations'), heading('Invitations')],
  [t('/groups'), heading('Groups')],
  [t('/companies'), heading('Companies')],
  [t('/companies/new'), heading('New company')],
  [t('/audit'), heading('Audit log')],
  // Console access is the owner's; the demo admin is one.
  [t('/access'), heading('Console access')],
];
const companyTabs = [
  ['overview', 'Overview'],
  ['permissions', 'Permissions'],
  ['financial-years', 'Financial years'],
  ['files', 'Files'],
  ['assignments', 'Assignments'],
  ['balances', 'Balances'],
] as const;

test.describe('axe: admin', { tag: ['@readonly', '@demo-data', '@a11y'] }, () => {
  for (const [path, ready] of adminScreens)
    if (path === '/sign-in')
      // Scanned signed out, in a page of its own (a signed-in one is not asked for).
      test(`${path} has no serious or critical violations`, async ({ page }) => {
        await open(page, path, ready);
        expect(await seriousViolations(page)).toEqual([]);
      });
    else
      test(`${path} has no serious or critical violations`, async ({ adminPage: page }) => {
        await open(page, path, ready);
        expect(await seriousViolations(page)).toEqual([]);
      });

  test('user and group details have no serious or critical violations', async ({
    adminPage: page,
  }) => {
    await page.goto(t('/users?q=anna'));
    await page.getByRole('link', { name: 'Anna Lindqvist' }).click();
    await heading('Anna Lindqvist')(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(t('/groups'));
    await page.getByRole('link', { name: 'Revisorer' }).click();
    await heading('Revisorer')(page);
    await expect(page.getByRole('status')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('every company tab has no serious or critical violations', async ({ adminPage: page }) => {
    await scanCompanyTabs(page, companyTabs);
  });

  test(
    'dialogs (file report, new assignment) have no serious or critical violations',
    { tag: ['@extensions'] },
    async ({ adminPage: page }) => {
      const key = await companyKey(page);
      await open(page, t(`/companies/${key}/files`), tab('Files'));
      await page
        .getByRole('button', { name: /^Report of / })
        .first()
        .click();
      await expect(
        page.getByRole('dialog').getByRole('heading', { name: /^Findings \(\d+\)$/ }),
      ).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await open(page, t(`/companies/${key}/assignments`), tab('Assignments'));
      await page.getByRole('button', { name: 'New assignment' }).click();
      await expect(page.getByRole('dialog', { name: 'New assignment' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    },
  );
});

test.describe('axe: auditor', { tag: ['@readonly', '@demo-data', '@a11y'] }, () => {
  test('overview and companies have no serious or critical violations', async ({
    auditorPage: page,
  }) => {
    await open(page, t(), heading('Revisionsbyrån Nord AB'));
    expect(await seriousViolations(page)).toEqual([]);
    await open(page, t('/companies'), heading('Companies'));
    expect(await seriousViolations(page)).toEqual([]);
    await open(page, t('/users'), async (p) => {
      await expect(p.getByText('Not available for your role')).toBeVisible();
    });
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('every company tab it sees has no serious or critical violations', async ({
    auditorPage: page,
  }) => {
    await scanCompanyTabs(
      page,
      companyTabs.filter(([s]) => s !== 'permissions'),
    );
  });
});
