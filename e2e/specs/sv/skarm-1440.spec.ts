import type { Locator, Page } from '@playwright/test';
import { test, expect, t } from '../../fixtures/index.js';

/**
 * Issue #32, item 11: the workbench tried on a 1440 px screen in Swedish. The trial balance fits
 * its box (no sideways scroll) with the change in per cent, the share of materiality, the flags
 * and the sign-off in view; the months table says that it goes on to the right and gets there;
 * the assignments table fits and its status badges are whole. On a phone the trial balance
 * scrolls in its own box with the account column kept.
 */
async function norrskenKey(page: Page): Promise<string> {
  await page.goto(t('/companies?q=Norrsken'));
  const href = await page.getByRole('link', { name: 'Norrsken Bygg AB' }).getAttribute('href');
  return /companies\/([0-9a-f-]{36})/.exec(href!)![1]!;
}

/** The scroll box's content width and its own width. */
const widths = (box: Locator) =>
  box.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));

/** Whether `inner` lies wholly inside `outer` horizontally (on screen, not scrolled away). */
async function within(inner: Locator, outer: Locator): Promise<boolean> {
  const a = (await inner.boundingBox())!;
  const b = (await outer.boundingBox())!;
  return a.x >= b.x - 1 && a.x + a.width <= b.x + b.width + 1;
}

test(
  'at 1440 px the trial balance fits: % change, materiality share, flags and sign-off in view',
  { tag: ['@readonly', '@demo-data'] },
  async ({ auditorPage: page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const key = await norrskenKey(page);
    await page.goto(t(`/companies/${key}/balances?view=trial`));
    const box = page.getByRole('region', { name: 'Råbalans' });
    const table = box.getByRole('table', { name: /^Råbalans i kronor/ });
    await expect(table).toBeVisible();
    await expect(
      table.getByRole('button', { name: /^Öppna månaderna för konto / }).first(),
    ).toBeVisible();
    // This browser hides its scrollbars; a desktop browser shows the page's, up to 17 px wide,
    // and the page is that much narrower there.
    await page.setViewportSize({ width: 1440 - 17, height: 900 });
    const w = await widths(box);
    expect(
      w.scroll,
      `the trial balance is ${w.scroll} px wide in ${w.client} px`,
    ).toBeLessThanOrEqual(w.client);
    for (const head of [
      /^Förändring mot fg år \(%\)$/,
      /^Förändring i % av arbets\u00ad?väsent\u00ad?ligheten$/,
      /^Flaggor$/,
      /^Signering$/,
    ]) {
      const h = table.getByRole('columnheader', { name: head });
      await expect(h).toBeVisible();
      expect(await within(h, box), `${head} on screen`).toBe(true);
    }
    // A flag badge and a long account name: the badge whole, the name cut with its title.
    const badge = table.locator('.workbench-badges .mantine-Badge-root').first();
    await expect(badge).toBeVisible();
    expect(await within(badge, box)).toBe(true);
    expect(await badge.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
    await expect(page.getByTestId('more-columns')).toHaveCount(0);
  },
);

test(
  'at 1440 px the months table says it goes on to the right, and gets there',
  { tag: ['@readonly', '@demo-data'] },
  async ({ auditorPage: page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const key = await norrskenKey(page);
    await page.goto(t(`/companies/${key}/balances?view=months`));
    const box = page.getByRole('region', { name: 'Saldotabell' });
    const table = box.getByRole('table');
    await expect(table).toBeVisible();
    const heads = table.getByRole('columnheader', { name: /^\d{4}-\d{2}$/ });
    const last = heads.last();
    const hint = page.getByTestId('more-columns');
    await expect(hint).toContainText('Fler kolumner till höger');
    expect(await within(last, box)).toBe(false);
    // Scrolled to the end: the last month and the closing column in view, the account kept.
    const atEnd = () => box.evaluate((el) => el.scrollLeft + el.clientWidth >= el.scrollWidth - 1);
    // The button scrolls smoothly: the next click once the box's scroll has ended (its
    // `scrollend`), and none once the box is at its end, where the hint goes away (a click on a
    // button that is going cannot land). A click that moved nothing (a CI run's first click
    // once, at load 5) ends no scroll: after a few seconds the loop looks again and clicks again.
    for (let i = 0; i < 8 && !(await atEnd()); i++) {
      await box.evaluate((el) => {
        (el as HTMLElement & { ended?: Promise<void> }).ended = new Promise((resolve) => {
          el.addEventListener('scrollend', () => resolve(), { once: true });
          setTimeout(resolve, 5_000);
        });
      });
      await hint.getByRole('button', { name: 'Nästa kolumner' }).click();
      await box.evaluate((el) => (el as HTMLElement & { ended?: Promise<void> }).ended);
    }
    await expect(hint).toHaveCount(0);
    await expect.poll(() => within(last, box)).toBe(true);
    expect(await within(table.getByRole('columnheader', { name: 'Konto' }), box)).toBe(true);
  },
);

test(
  'at 1440 px the assignments table fits and its status badges are whole',
  { tag: ['@readonly', '@demo-data'] },
  async ({ adminPage: page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const key = await norrskenKey(page);
    await page.goto(t(`/companies/${key}/assignments`));
    const table = page.getByRole('table', { name: 'Uppdrag' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    const box = table.locator('xpath=..');
    const w = await widths(box);
    expect(
      w.scroll,
      `the assignments are ${w.scroll} px wide in ${w.client} px`,
    ).toBeLessThanOrEqual(w.client);
    const badges = table.locator('.mantine-Badge-label');
    await expect(badges.first()).toBeVisible();
    for (const b of await badges.all())
      expect(
        await b.evaluate((el) => el.scrollWidth <= el.clientWidth + 1),
        `${await b.innerText()} whole`,
      ).toBe(true);
    await expect(table.getByText('Arkiverat', { exact: true }).first()).toBeVisible();
  },
);

test(
  'at 390 px the trial balance scrolls in its box with the account kept, and says so',
  { tag: ['@readonly', '@demo-data'] },
  async ({ auditorPage: page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const key = await norrskenKey(page);
    await page.goto(t(`/companies/${key}/balances?view=trial`));
    const box = page.getByRole('region', { name: 'Råbalans' });
    const table = box.getByRole('table', { name: /^Råbalans i kronor/ });
    await expect(table).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    const hint = page.getByTestId('more-columns');
    await expect(hint).toBeVisible();
    await hint.getByRole('button', { name: 'Nästa kolumner' }).click();
    await expect.poll(() => box.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    const account = table.getByRole('button', { name: /^Öppna månaderna för konto / }).first();
    expect(await within(account, box)).toBe(true);
  },
);
