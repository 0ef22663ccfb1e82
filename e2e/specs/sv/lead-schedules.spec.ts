import type { Locator, Page } from '@playwright/test';
import { test, expect, t, NORRSKEN } from '../../fixtures/index.js';
import { account, storageStatePath } from '../../fixtures/accounts.js';

/**
 * The statements as lead schedules (issue #32), in Swedish on the demo company: a line of the
 * annual report opens to its accounts, which add up to it in both years; the BAS ranges under
 * the line and the whole mapping on request. At 1440 px and on a 390 px phone.
 */

/** A Swedish amount as the table writes it (`1 234 567,50`, `−8 000,00`), in öre. */
const ore = (text: string) =>
  Math.round(
    Number(
      text
        .replace(/[\s\u00a0\u202f]/g, '')
        .replace('−', '-')
        .replace(',', '.'),
    ) * 100,
  );

/** The table row of a cell or of a button in it. */
const rowOf = (inside: Locator) => inside.locator('xpath=ancestor::tr[1]');

/** This year's and the prior year's amounts of a row (the first two figures). */
async function twoYears(row: Locator): Promise<[number, number]> {
  const cells = row.locator('td.num');
  return [ore(await cells.nth(0).innerText()), ore(await cells.nth(1).innerText())];
}

async function openSales(page: Page, how: 'click' | 'keyboard') {
  await page.goto(t(`/companies/${NORRSKEN}/balances?view=statements`));
  const income = page.getByRole('table', { name: 'Resultaträkning' });
  await expect(income).toBeVisible();
  const sales = income.getByRole('button', { name: 'Nettoomsättning', exact: true });
  await expect(sales).toHaveAttribute('aria-expanded', 'false');
  // the mapping under the line's name
  await expect(
    income.getByRole('rowheader', { name: 'Nettoomsättning Konton 3000–3799', exact: true }),
  ).toBeVisible();
  if (how === 'click') await sales.click();
  else {
    await sales.focus();
    await page.keyboard.press('Enter');
  }
  await expect(sales).toHaveAttribute('aria-expanded', 'true');
  const accounts = income.getByRole('rowheader', { name: /^3\d{3} / });
  await expect(accounts.first()).toBeVisible();
  return { income, sales, accounts };
}

test.describe('huvudavstämning: resultaträkning och balansräkning på årsredovisningens poster', () => {
  test(
    'en post öppnas till sina konton, som summerar till posten båda åren; mappningen visas',
    { tag: ['@readonly', '@demo-data'] },
    async ({ auditorPage: page }, testInfo) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      const { income, sales, accounts } = await openSales(page, 'click');
      // the accounts' numbers are in the line's range and they add up to the line
      let sum: [number, number] = [0, 0];
      for (const header of await accounts.all()) {
        const number = Number((await header.innerText()).slice(0, 4));
        expect(number).toBeGreaterThanOrEqual(3000);
        expect(number).toBeLessThanOrEqual(3799);
        const [cur, pri] = await twoYears(rowOf(header));
        sum = [sum[0] + cur, sum[1] + pri];
      }
      const line = await twoYears(rowOf(sales));
      expect(sum).toEqual(line);
      expect(line[0]).toBeGreaterThan(0);
      // the columns: this year, prior year, the change in kronor and in per cent
      for (const name of ['I år', 'Föregående år', 'Förändring (kr)', 'Förändring (%)'])
        await expect(income.getByRole('columnheader', { name, exact: true })).toBeVisible();
      // the result lines and the balance sheet's totals
      await expect(income.getByRole('rowheader', { name: 'Rörelseresultat' })).toBeVisible();
      const balance = page.getByRole('table', { name: 'Balansräkning' });
      const assets = await twoYears(
        rowOf(balance.getByRole('rowheader', { name: 'Summa tillgångar', exact: true })),
      );
      const el = await twoYears(
        rowOf(
          balance.getByRole('rowheader', { name: 'Summa eget kapital och skulder', exact: true }),
        ),
      );
      expect(assets).toEqual(el);
      await page.screenshot({
        path: testInfo.outputPath('statements-sv-1440.png'),
        fullPage: true,
      });

      // the whole mapping, line by line
      await page.getByRole('button', { name: 'Visa mappningen' }).click();
      const map = page.getByRole('table', {
        name: 'Mappning: BAS-konton till årsredovisningens poster: Balansräkning',
      });
      await expect(
        rowOf(map.getByRole('rowheader', { name: 'Kundfordringar', exact: true })),
      ).toContainText('1500–1559, 1580–1599');
      await expect(page.getByText(/Poster enligt ÅRL \(1995:1554\) bilaga 1 och 2/)).toBeVisible();

      // and closed again from the keyboard
      await sales.focus();
      await page.keyboard.press('Enter');
      await expect(sales).toHaveAttribute('aria-expanded', 'false');
      await expect(accounts).toHaveCount(0);
    },
  );

  test(
    'på en telefon (390 px): posten öppnas med tangentbordet, sidan blir inte bredare',
    { tag: ['@readonly', '@demo-data'] },
    async ({ browser }, testInfo) => {
      account('auditor');
      const context = await browser.newContext({
        storageState: storageStatePath('auditor'),
        viewport: { width: 390, height: 844 },
        hasTouch: true,
        isMobile: true,
        locale: 'sv-SE',
      });
      const page = await context.newPage();
      try {
        const { sales, accounts } = await openSales(page, 'keyboard');
        await expect(accounts.first()).toBeInViewport();
        // the line's name stays in view beside its figures
        await expect(sales).toBeInViewport();
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width).toBeLessThanOrEqual(390);
        await page.screenshot({ path: testInfo.outputPath('statements-sv-390.png') });
      } finally {
        await context.close();
      }
    },
  );
});
