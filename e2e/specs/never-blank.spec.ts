import type { Page } from '@playwright/test';
import { test, expect, t } from '../fixtures/index.js';
import { nav } from '../fixtures/ui.js';

// The console never goes blank (issue 31): a screen whose code is gone after a new deployment,
// the network away while a screen is opened, and a V1 answer of another shape each leave the
// console's frame on screen with words and a way on. The faults are made in this browser only
// (`page.route`, `setOffline`): nothing changes on the console, so any deployment may run them.

/** How the page was last loaded: 'navigate' at first, 'reload' after the console reloaded it. */
const loadType = (page: Page) =>
  page.evaluate(
    () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type,
  );

/** The frame is there: the navigation and the signed-in header. */
async function expectFrame(page: Page) {
  await expect(nav(page).getByRole('link', { name: 'Overview' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}

test.describe('never a blank page', { tag: ['@readonly'] }, () => {
  test('after a new deployment, a screen whose code is gone reloads once and opens', async ({
    adminPage: page,
  }) => {
    await page.goto(t());
    await expectFrame(page);
    // A new build replaced the old one: every file of the old build the open page asks for now is
    // gone (its style sheets first: `Unable to preload CSS`); the page loaded again gets them.
    let reloads = 0;
    page.on('request', (r) => {
      if (r.isNavigationRequest() && r.frame() === page.mainFrame()) reloads++;
    });
    let refused = 0;
    await page.route(/\/assets\/.+\.(js|css)$/, (route) => {
      if (reloads > 0) return route.continue();
      refused++;
      return route.fulfill({ status: 404, body: 'gone' });
    });
    await nav(page).getByRole('link', { name: 'Companies' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Companies' })).toBeVisible();
    await expect(page).toHaveURL(/\/companies$/);
    expect(await loadType(page)).toBe('reload');
    expect(reloads).toBe(1);
    expect(refused).toBeGreaterThanOrEqual(1);
  });

  test('a screen whose code stays missing says so once, instead of reloading in a loop', async ({
    adminPage: page,
  }) => {
    await page.goto(t());
    await expectFrame(page);
    let asked = 0;
    await page.route(/\/assets\/UsersPage-[\w-]+\.js$/, (route) => {
      asked++;
      return route.fulfill({ status: 404, body: 'gone' });
    });
    let loads = 0;
    page.on('load', () => loads++);
    await nav(page).getByRole('link', { name: 'Users' }).click();
    const notice = page.getByRole('status').filter({ hasText: 'The console has been updated' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('Reload the page to get it.');
    await expectFrame(page);
    expect(loads).toBe(1);
    expect(asked).toBeGreaterThanOrEqual(2);
    await expect(notice.getByRole('button', { name: 'Reload page' })).toBeVisible();
  });

  test('offline, a screen not loaded yet says so and opens by itself when the network is back', async ({
    adminPage: page,
  }) => {
    await page.goto(t());
    await expectFrame(page);
    // Routed requests skip the browser's cache, so the screen's code is really fetched (and
    // fails while offline) rather than taken from the cache.
    await page.route(/\/assets\//, (route) => route.continue());
    await page.context().setOffline(true);
    await nav(page).getByRole('link', { name: 'Groups' }).click();
    // The banner above every screen, and the screen that could not be loaded.
    const banner = page
      .getByRole('status')
      .filter({ hasText: /^No connection\. Nothing you typed is lost/ });
    const screenNotice = page
      .getByRole('status')
      .filter({ hasText: 'This screen could not be loaded' });
    await expect(banner).toBeVisible();
    await expect(screenNotice).toContainText('appears by itself when the connection is back');
    await expectFrame(page);
    await page.context().setOffline(false);
    await expect(page.getByRole('heading', { level: 1, name: 'Groups' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(banner).toHaveCount(0);
    await expect(screenNotice).toHaveCount(0);
    expect(await loadType(page)).toBe('navigate');
  });

  test('a companies list of another shape than V1’s is an error in words, in the frame', async ({
    adminPage: page,
  }) => {
    // What a V1 service of another version might send: the list wrapped in an object.
    await page.route(/\/api\/t\/[^/]+\/companies(\?.*)?$/, (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({ json: { items: [{ id: 1, title: 'Not a company' }] } })
        : route.continue(),
    );
    await page.goto(t('/companies'));
    await expectFrame(page);
    // The answer reached the page unchecked (the BFF checks V1's answers, but this one was made
    // in the browser): the screen's boundary catches what breaks, the frame stays.
    const failed = page.getByRole('alert').filter({ hasText: 'This screen could not be shown' });
    await expect(failed).toBeVisible();
    await expect(failed.getByRole('button', { name: 'Try again' })).toBeVisible();
    // The platform answers as V1 does again: Try again reads it afresh and draws the screen.
    await page.unroute(/\/api\/t\/[^/]+\/companies(\?.*)?$/);
    await failed.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Companies' })).toBeVisible();
    await expect(failed).toHaveCount(0);
  });
});
