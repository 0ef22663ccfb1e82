import type { Browser, Page } from '@playwright/test';
import { en } from '../../web/src/i18n/en/index.js';
import { sv } from '../../web/src/i18n/sv/index.js';
import { test, expect, t, NORRSKEN, TENANT } from '../fixtures/index.js';
import { PHONE, phonePage } from '../fixtures/phone.js';
import { account, storageStatePath } from '../fixtures/accounts.js';

// A new administrator's first week (issue #35): what a phone showed wrong, the group page, the
// CSV templates' headings and a long company name. Each in both languages: a browser in sv-SE
// shows Swedish to an account that chose no language (the demo admin), one in en-US English.
// The words come from the catalogs, so a test checks what the person reads in that language.

const LANGUAGES = [
  { name: 'English', locale: 'en-US', words: en },
  { name: 'Swedish', locale: 'sv-SE', words: sv },
] as const;

/** The page is no wider than the screen, and `selector`'s box lies inside it, every part of it. */
async function expectWithinScreen(page: Page, selector: string) {
  const over = await page.locator(selector).evaluate((box) => {
    const width = document.documentElement.clientWidth;
    const parts = [box, ...Array.from(box.querySelectorAll('*'))]
      .filter((el) => el.getClientRects().length > 0)
      .map((el) => ({ el, r: el.getBoundingClientRect() }))
      .filter(({ r }) => r.left < -1 || r.right > width + 1)
      .map(({ el, r }) => `${el.tagName} "${el.textContent?.slice(0, 30)}" ${r.left}-${r.right}`);
    return { pageWider: document.documentElement.scrollWidth - width, parts };
  });
  expect(over, `${selector} on a ${PHONE.width} px screen`).toEqual({ pageWider: 0, parts: [] });
}

/** A desktop page (mouse, 1440 px) of the admin in the language. */
async function desktopPage(browser: Browser, locale: string): Promise<Page> {
  account('admin');
  const context = await browser.newContext({
    storageState: storageStatePath('admin'),
    viewport: { width: 1440, height: 900 },
    locale,
  });
  return context.newPage();
}

for (const { name, locale, words } of LANGUAGES) {
  test.describe(`in ${name}`, () => {
    test(
      'on a phone the overview’s “Show them” lands on the waiting invitations, their banner within the screen',
      { tag: ['@readonly', '@demo-data'] },
      async ({ browser }) => {
        const page = await phonePage(browser, 'admin', locale);
        await page.goto(t(''));
        await page.getByRole('link', { name: words.overview.needsDoing.showInvitations }).click();
        await expect(page).toHaveURL(/\/invitations\?pendingDays=14#pending$/);
        // The list, not the invite form two screens above it.
        await expect(
          page.getByRole('heading', { level: 2, name: words.invitations.pendingHeading }),
        ).toBeInViewport();
        await expect(
          page.getByRole('heading', { level: 2, name: words.invitations.inviteHeading }),
        ).not.toBeInViewport();
        const banner = page.getByTestId('pending-filter');
        await expect(banner).toContainText(words.invitations.pendingLongerThan(14));
        await expect(banner.getByRole('button').first()).toBeVisible();
        await expectWithinScreen(page, '[data-testid="pending-filter"]');
        // A finger cannot shift-click: the selection bar does not say to.
        await expect(page.getByText(words.bulk.selection.rangeHint)).toBeHidden();
        await page.context().close();
      },
    );

    test(
      'with a mouse the hints to drag and to shift-click are there',
      { tag: ['@readonly', '@demo-data', '@extensions'] },
      async ({ browser }) => {
        const page = await desktopPage(browser, locale);
        await page.goto(t('/invitations'));
        await expect(page.getByText(words.bulk.selection.rangeHint)).toBeVisible();
        await page.goto(t(`/companies/${NORRSKEN}/files`));
        await expect(page.getByText(words.files.upload.dropText)).toBeVisible();
        await expect(page.getByText(words.files.upload.tapText)).toBeHidden();
        await page.context().close();
      },
    );

    test(
      'on a phone the upload boxes say to tap, not to drag or click',
      { tag: ['@readonly', '@demo-data', '@extensions'] },
      async ({ browser }) => {
        const page = await phonePage(browser, 'admin', locale);
        await page.goto(t(`/companies/${NORRSKEN}/files`));
        await expect(page.getByText(words.files.upload.tapText)).toBeVisible();
        await expect(page.getByText(words.files.upload.dropText)).toBeHidden();
        await page.goto(t('/companies/import'));
        await expect(page.getByText(words.imports.drop.tapText)).toBeVisible();
        await expect(page.getByText(words.imports.drop.text)).toBeHidden();
        await page.context().close();
      },
    );

    test(
      'on a phone the company form: a digit keyboard for the organisation number, the groups field above the keyboard',
      { tag: ['@readonly', '@demo-data'] },
      async ({ browser }) => {
        const page = await phonePage(browser, 'admin', locale);
        await page.goto(t('/companies/new'));
        const orgNr = page.getByRole('textbox', {
          name: words.companies.field.organizationNumber,
        });
        await expect(orgNr).toHaveAttribute('inputmode', 'numeric');
        // A digit keyboard has no hyphen: it is put in after the sixth digit.
        await orgNr.pressSequentially('5560360793');
        await expect(orgNr).toHaveValue('556036-0793');

        await page
          .getByRole('radio', { name: words.companies.form.accessChoice.chosen, exact: true })
          .check();
        const groups = page.getByRole('combobox', { name: words.companies.form.groupsWithAccess });
        await page.evaluate(() => window.scrollTo(0, 0));
        await groups.tap();
        // A phone's keyboard covers the lower 45 % of the screen: the field and its options stay
        // above it (the field went to the middle, its options under the keyboard).
        const keyboardTop = PHONE.height * 0.55;
        await expect
          .poll(async () => (await groups.boundingBox())?.y ?? Infinity)
          .toBeLessThan(PHONE.height * 0.25);
        const option = page.getByRole('option', { name: 'Granskare' });
        await expect(option).toBeVisible();
        const box = await option.boundingBox();
        expect(box!.y + box!.height).toBeLessThan(keyboardTop);
        await page.context().close();
      },
    );

    test(
      "a group's page lists its companies; no machine user is offered as a member",
      { tag: ['@readonly', '@demo-data'] },
      async ({ browser, adminApi }) => {
        const d = words.groups.detail;
        const read = async <T>(path: string): Promise<T> =>
          (await (await adminApi.get(`/api/t/${TENANT}${path}`)).json()) as T;
        // The companies V1's permissions give Granskare, asked company by company: the demo's
        // own (tests running beside this one add and delete companies of their own, named
        // e2e-...; one may be gone between the list and its permissions).
        const granskare = await read<{ id: string }>('/groups/Granskare');
        const expected: string[] = [];
        for (const c of await read<{ durableKey: string; name: string }[]>('/companies')) {
          if (c.name.startsWith('e2e-')) continue;
          const p = await read<{ groups: { id: string }[] }>(
            `/companies/${c.durableKey}/permissions`,
          );
          if (p.groups.some((g) => g.id === granskare.id)) expected.push(c.name);
        }
        expect(expected.length).toBeGreaterThan(0);

        const page = await desktopPage(browser, locale);
        await page.goto(t('/groups'));
        // The list's note speaks to the administrator, not of how counts are read.
        await expect(page.getByText(words.groups.footnote)).toBeVisible();
        await page.getByRole('link', { name: 'Granskare', exact: true }).click();
        const table = page.getByRole('table', { name: d.companies });
        for (const company of expected) {
          const link = table.getByRole('link', { name: company, exact: true });
          await expect(link).toHaveAttribute('href', /\/companies\/[0-9a-f-]{36}\/permissions$/);
        }
        await expect(table.getByRole('link').filter({ hasNotText: /^e2e-/ })).toHaveCount(
          expected.length,
        );
        // The heading counts what the table lists (a test beside this one may have given
        // Granskare a company of its own).
        const listed = await table.getByRole('link').count();
        await expect(
          page.getByRole('heading', { level: 2, name: d.companiesCount(listed) }),
        ).toBeVisible();

        // The access dialog names the group.
        await page.getByRole('button', { name: words.bulk.button.giveAccessToCompanies }).click();
        await expect(
          page.getByRole('dialog', { name: words.bulk.dialog.accessTitle.named('Granskare') }),
        ).toBeVisible();
        await page.keyboard.press('Escape');

        // People only: the demo's integration user is not offered; a colleague is.
        const picker = page.getByRole('combobox', { name: d.addLabel });
        await picker.fill('Integration');
        await expect(page.getByRole('option', { name: /Integration System/ })).toHaveCount(0);
        await picker.fill('Anna');
        await expect(page.getByRole('option', { name: /Anna Lindqvist/ })).toBeVisible();
        await page.context().close();
      },
    );

    test(
      'the CSV template heads its columns in words of the language',
      { tag: ['@readonly'] },
      async ({ browser }) => {
        const page = await desktopPage(browser, locale);
        await page.goto(t('/companies/import'));
        const download = page.waitForEvent('download');
        await page.getByRole('button', { name: words.imports.template.download }).click();
        const file = await (await download).path();
        const { readFileSync } = await import('node:fs');
        const header = readFileSync(file, 'utf8')
          .replace(/^\uFEFF/, '')
          .split(/\r?\n/)[0]!;
        const c = words.imports.column;
        expect(header.split(locale === 'sv-SE' ? ';' : ',')).toEqual([
          c.name,
          c.organizationNumber,
          c.annualReportFramework,
          c.legalForm,
          c.country,
          c.address,
          c['authorization.type'],
          c['authorization.userIds'],
          c['authorization.groupIds'],
        ]);
        expect(header).not.toMatch(/organizationNumber|authorization\./);
        await page.context().close();
      },
    );
  });
}

test(
  'a company with a 200-character name: its page on a phone is no wider than the screen',
  { tag: ['@mutating'] },
  async ({ browser, api, unique }) => {
    // Long words too: a name need not break where a line could.
    const name = unique('Norrländska Entreprenad- och Fastighetsförvaltningsaktiebolaget').padEnd(
      200,
      'x',
    );
    const company = await api.createCompany({ name });
    for (const { locale, words } of LANGUAGES) {
      const page = await phonePage(browser, 'admin', locale);
      await page.goto(t(`/companies/${company.durableKey}/overview`));
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(
        page.getByRole('tab', { name: words.companies.page.tabs.overview, selected: true }),
      ).toBeVisible();
      await expectWithinScreen(page, 'main');
      await page.context().close();
    }
  },
);
