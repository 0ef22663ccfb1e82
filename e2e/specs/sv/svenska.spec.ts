import type { Page } from '@playwright/test';
import { test, expect, t, TENANT, NORRSKEN } from '../../fixtures/index.js';
import { account, storageStatePath } from '../../fixtures/accounts.js';
import { englishIn } from '../../fixtures/catalogs.js';
import { axeViolations } from '../../fixtures/axe.js';

// The 'svenska' project: a Swedish browser (sv-SE), beside the English suite. Every screen,
// for both roles, must be Swedish throughout (no text of the English catalog, no raw V1 code).
// axe scans a few of them here: its rules read structure, accessible names and colours, which
// the two catalogs share (a missing Swedish word fails the catalog test and the English check
// above), and a11y.spec scans every screen in English. The Swedish scans cover what does differ:
// `lang`, and a form, a list, a dialog-free detail and the workbench's tables with Swedish
// words. With all 28 scanned, the two walks took 96 and 64 s (load 12, `E2E_JSON` report).

async function settled(page: Page) {
  // A screen's heading, or the notice of a screen the role may not open (which has none).
  await expect(page.locator('h1, main [role="alert"]').first()).toBeVisible();
  await expect(page.getByRole('status')).toHaveCount(0);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

async function expectSwedish(page: Page, where: string, { axe = false } = {}) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
  // Text marked translate="no" is a code the person types as it is (V1's field names as CSV
  // column names), the same in every language: left out of the English check.
  const text = await page.evaluate(() => {
    let visible = document.body.innerText;
    document.querySelectorAll<HTMLElement>('[translate="no"]').forEach((el) => {
      visible = visible.replace(el.innerText, ' ');
    });
    return visible;
  });
  expect.soft(englishIn(text), `English on ${where}`).toEqual([]);
  if (!axe) return;
  const violations = await axeViolations(page);
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
  expect.soft(serious, `axe on ${where}`).toEqual([]);
}

async function norrskenKey(page: Page): Promise<string> {
  await page.goto(t('/companies?q=Norrsken'));
  const href = await page.getByRole('link', { name: 'Norrsken Bygg AB' }).getAttribute('href');
  return /companies\/([0-9a-f-]{36})/.exec(href!)![1]!;
}

/** The admin's screens axe scans in Swedish (the others: the language check only). */
const SCANNED = new Set(['', '/companies', '/companies/new']);

const TABS = ['overview', 'permissions', 'financial-years', 'files', 'assignments', 'balances'];

test.describe('in Swedish', () => {
  test(
    'the sign-in page follows the Swedish browser',
    { tag: ['@readonly', '@a11y'] },
    async ({ page }) => {
      await page.goto('/sign-in');
      await expect(page.getByRole('button', { name: 'Logga in' })).toBeVisible();
      await expect(page).toHaveTitle(/^Logga in – /);
      await expectSwedish(page, '/sign-in', { axe: true });
    },
  );

  test(
    'every admin screen is Swedish; the scanned ones are axe clean',
    { tag: ['@readonly', '@demo-data', '@a11y'] },
    async ({ adminPage: page }) => {
      test.slow();
      for (const path of [
        '',
        '/users',
        '/invitations',
        '/groups',
        '/companies',
        '/companies/new',
        '/invitations/import',
        '/companies/import',
        // Sign-ins only: other entries name what other tests made, in whatever words they chose.
        '/audit?operation=auth.login',
      ]) {
        await page.goto(t(path));
        await settled(page);
        await expectSwedish(page, t(path), { axe: SCANNED.has(path) });
      }
      await page.goto(t('/users?q=anna'));
      await page.getByRole('link', { name: 'Anna Lindqvist' }).click();
      await settled(page);
      await expectSwedish(page, 'a user', { axe: true });
      await page.goto(t('/groups'));
      await page.getByRole('link', { name: 'Revisorer' }).click();
      await settled(page);
      await expectSwedish(page, 'a group');
      const key = await norrskenKey(page);
      for (const tab of TABS) {
        await page.goto(t(`/companies/${key}/${tab}`));
        await settled(page);
        if (tab === 'balances') await expect(page.getByRole('table').first()).toBeVisible();
        await expectSwedish(page, `company ${tab}`, { axe: tab === 'balances' });
      }
    },
  );

  test(
    'every auditor screen is Swedish; the scanned ones are axe clean',
    { tag: ['@readonly', '@demo-data', '@a11y'] },
    async ({ auditorPage: page }) => {
      test.slow();
      for (const path of ['', '/companies', '/users']) {
        await page.goto(t(path));
        await settled(page);
        await expectSwedish(page, `auditor ${t(path)}`);
      }
      const key = await norrskenKey(page);
      for (const tab of TABS.filter((x) => x !== 'permissions')) {
        await page.goto(t(`/companies/${key}/${tab}`));
        await settled(page);
        await expectSwedish(page, `auditor company ${tab}`);
      }
      // The workbench's year views, in the words of Swedish accounting: the period's movement
      // and the change against the prior year apart, flags apart from the review.
      await page.goto(t(`/companies/${key}/balances?view=trial`));
      const trial = page.getByRole('table', { name: /^Råbalans i kronor/ });
      await expect(trial).toBeVisible();
      await settled(page);
      const heads = (
        await trial.getByRole('row').first().getByRole('columnheader').allInnerTexts()
      ).map((h) => h.trim());
      for (const word of [
        'Benämning',
        'Period',
        'Förändring mot fg år (%)',
        'Flaggor',
        'Signering',
      ])
        expect(heads).toContain(word);
      await expectSwedish(page, 'auditor workbench trial balance', { axe: true });
      for (const view of ['statements', 'ratios']) {
        await page.goto(t(`/companies/${key}/balances?view=${view}`));
        await expect(page.getByRole('table').first()).toBeVisible();
        await settled(page);
        await expectSwedish(page, `auditor workbench ${view}`, { axe: view === 'statements' });
      }
      await expect(
        page.getByRole('columnheader', { name: 'Förändring (procentenheter)' }),
      ).toBeVisible();
    },
  );

  test(
    'the language menu switches at once, keeps what was typed and says its rule; an open session keeps its language when another switches',
    { tag: ['@mutating'] },
    async ({ browser, baseURL }) => {
      const user = account('language');
      const context = await browser.newContext({
        locale: 'sv-SE',
        baseURL,
        storageState: storageStatePath('language'),
      });
      const page = await context.newPage();
      const setLanguage = (language: 'sv' | 'en') =>
        page.request.put('/api/preferences', {
          data: { language },
          headers: { 'x-csrf': '1', origin: baseURL! },
        });
      // The account's language before: put back at the end, so a real account keeps its choice.
      const before = await page.request.get('/auth/session', { headers: { 'x-csrf': '1' } });
      expect(before.status()).toBe(200);
      const previous = ((await before.json()) as { user: { language: 'sv' | 'en' | null } }).user
        .language;
      expect((await setLanguage('sv')).status()).toBeLessThan(300);
      try {
        await switchAndKeep();
      } finally {
        // An account without a choice (null) cannot be given none again: English, the default.
        expect((await setLanguage(previous ?? 'en')).status(), 'restoring').toBeLessThan(300);
        await context.close();
      }

      async function switchAndKeep() {
        await page.goto(t('/companies/new'));
        await settled(page);
        const name = page.getByRole('textbox', { name: /^Namn/ });
        await name.fill('Språkbytet AB');
        // The menu says its rule over its options, in the language on screen.
        await expect(
          page.getByRole('combobox', { name: 'Språk' }).locator('optgroup'),
        ).toHaveAttribute(
          'label',
          'Sparas i den här webbläsaren; öppna sessioner på andra ställen behåller sitt',
        );
        await page.getByRole('combobox', { name: 'Språk' }).selectOption('en');
        await expect(page.locator('html')).toHaveAttribute('lang', 'en');
        await expect(
          page.getByRole('combobox', { name: 'Language' }).locator('optgroup'),
        ).toHaveAttribute('label', 'Kept in this browser; open sessions elsewhere keep theirs');
        await expect(page.getByRole('textbox', { name: /^Name/ })).toHaveValue('Språkbytet AB');
        await page.getByRole('combobox', { name: 'Language' }).selectOption('sv');
        await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
        await expect(page.getByRole('textbox', { name: /^Namn/ })).toHaveValue('Språkbytet AB');

        // Another browser (English, nothing chosen): its sign-in page follows the browser; the
        // language chosen there is kept through the sign-in, and a link to a company's page is
        // drawn in it (it once crashed here on words not loaded yet, a blank page).
        const other = await browser.newContext({ locale: 'en-US', baseURL });
        const second = await other.newPage();
        await second.goto('/sign-in');
        await expect(second.getByRole('button', { name: 'Sign in' })).toBeVisible();
        await expect(
          second.getByText('Kept in this browser; open sessions elsewhere keep theirs'),
        ).toBeVisible();
        await second.getByRole('combobox', { name: 'Language' }).selectOption('sv');
        await expect(
          second.getByText(
            'Sparas i den här webbläsaren; öppna sessioner på andra ställen behåller sitt',
          ),
        ).toBeVisible();
        await second.getByLabel('Användarnamn').fill(user.username);
        await second.getByLabel('Lösenord').fill(user.password);
        await second.getByRole('button', { name: 'Logga in' }).click();
        await expect(second.getByRole('button', { name: 'Logga ut' })).toBeVisible();
        await expect(second.locator('html')).toHaveAttribute('lang', 'sv');
        const companies = await second.request.get(`/api${t('/companies')}`, {
          headers: { 'x-csrf': '1' },
        });
        expect(companies.status()).toBe(200);
        const [company] = (await companies.json()) as { durableKey: string; name: string }[];
        if (company) {
          for (const tab of ['overview', 'balances']) {
            await second.goto(t(`/companies/${company.durableKey}/${tab}`));
            await expect(
              second.getByRole('heading', { level: 1, name: company.name }),
            ).toBeVisible();
            await expect(second.getByRole('tab', { name: 'Översikt' })).toBeVisible();
            await expect(second.getByText('Den här vyn kunde inte visas')).toHaveCount(0);
          }
        }
        // That session switches to English (the account's stored language is now English):
        // this open session keeps its Swedish, also when it reloads.
        const saved = second.waitForResponse(
          (r) => r.url().endsWith('/api/preferences') && r.request().method() === 'PUT',
        );
        await second.getByRole('combobox', { name: 'Språk' }).selectOption('en');
        await expect(second.locator('html')).toHaveAttribute('lang', 'en');
        expect((await saved).status()).toBeLessThan(300);
        await page.reload();
        await settled(page);
        await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
        await expect(page.getByRole('heading', { level: 1, name: 'Nytt företag' })).toBeVisible();
        await page.goto(t('/companies'));
        await expect(page.getByRole('heading', { level: 1, name: 'Företag' })).toBeVisible();
        await other.close();
      }
    },
  );
});

test(
  "a new company's access in Swedish: my groups by name, who will see it, the import's default",
  { tag: ['@readonly', '@demo-data'] },
  async ({ adminPage: page }) => {
    const session = await page.request.get('/auth/session', { headers: { 'x-csrf': '1' } });
    const userId = ((await session.json()) as { user: { platformUserIds: Record<string, string> } })
      .user.platformUserIds[TENANT];
    test.skip(!userId, 'the admin is not linked to a platform user in this tenant');
    const groups = (await (
      await page.request.get(`/api${t(`/users/${userId}/groups`)}`, {
        headers: { 'x-csrf': '1' },
      })
    ).json()) as { name: string }[];
    const names = new Intl.ListFormat('sv-SE', { type: 'conjunction' }).format(
      groups.map((g) => g.name),
    );
    await page.goto(t('/companies/new'));
    const form = page.getByRole('form', { name: 'Nytt företag' });
    await expect(form.getByRole('radio', { name: `Bara mina grupper: ${names}` })).toBeChecked();
    await expect(form.getByRole('radio', { name: 'Alla i byrån' })).not.toBeChecked();
    const reach = form.getByRole('note', { name: 'Vem som kommer att se det' });
    await expect(reach).toContainText(new RegExp(`Medlemmarna i ${names}: \\d+ personer\\.`));
    await form.getByRole('radio', { name: 'Ingen än' }).check();
    await expect(reach).toContainText('Ingen användare på plattformen än');
    await expectSwedish(page, 'the new company form');
    await page.goto(t('/companies/import'));
    await expect(page.getByRole('note', { name: 'Vem får behörighet' })).toContainText(
      `En rad som inte anger behörighet ger den bara till dina grupper: ${names}.`,
    );
  },
);

test(
  "the demo assignments' sub types read the same in Swedish: the year, the months",
  { tag: ['@readonly', '@demo-data'] },
  async ({ adminPage: page }) => {
    await page.goto(t(`/companies/${NORRSKEN}/assignments`));
    const table = page.getByRole('table', { name: 'Uppdrag' });
    await expect(table.getByRole('row', { name: /2025-01 – 2025-12/ })).toBeVisible();
    await expect(table).not.toContainText(/Räkenskapsår \d|Nyckeltal per månad/);
  },
);

test(
  'a screen that cannot be drawn says so in Swedish, in the frame, and is tried again',
  { tag: ['@readonly'] },
  async ({ adminPage: page }) => {
    // A companies list of another shape, made in this browser (the BFF stops such an answer
    // from V1): the screen's boundary catches what breaks.
    const companies = /\/api\/t\/[^/]+\/companies(\?.*)?$/;
    await page.route(companies, (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({ json: { items: [] } })
        : route.continue(),
    );
    await page.goto(t('/companies'));
    const failed = page.getByRole('alert').filter({ hasText: 'Den här vyn kunde inte visas' });
    await expect(failed).toBeVisible();
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Företag' })).toBeVisible();
    await expect(failed.getByRole('button', { name: 'Ladda om sidan' })).toBeVisible();
    await failed.getByText('Tekniska detaljer').click();
    await expect(failed).toContainText(/Fel: \S+/);
    await expectSwedish(page, 'a screen that failed', { axe: true });
    await page.unroute(companies);
    await failed.getByRole('button', { name: 'Försök igen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Företag' })).toBeVisible();
  },
);
