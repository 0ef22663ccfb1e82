import { test, expect, t, TENANT } from '../fixtures/index.js';

// Issue #20 (docs/PERFORMANCE.md): what the budgets and the Lighthouse figures rest on, in a real
// browser. The sizes themselves are `pnpm bench`'s.

test.describe('speed', { tag: '@readonly' }, () => {
  test('the sign-in page asks whether anyone is signed in without a failed request or an error', async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(`console: ${m.text()}`);
    });
    page.on('response', (r) => {
      if (r.status() >= 400) problems.push(`${r.status()} ${new URL(r.url()).pathname}`);
    });
    const probe = page.waitForResponse((r) => r.url().includes('/auth/session'));
    await page.goto('/sign-in');
    expect((await probe).status()).toBe(204);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('a pointer over a company’s name fetches the company before the click', async ({
    adminPage: page,
  }) => {
    test.skip(!TENANT, 'needs a tenant to work in: set E2E_TENANT');
    await page.goto(t('/companies'));
    const link = page.getByRole('main').getByRole('table').getByRole('link').first();
    await expect(link).toBeVisible();
    const key = /\/companies\/([^/]+)\//.exec((await link.getAttribute('href')) ?? '')?.[1];
    expect(key, 'a company to open').toBeTruthy();
    const company = page.waitForRequest(
      (r) => new URL(r.url()).pathname === `/api/t/${TENANT}/companies/${key}`,
    );
    await link.hover();
    await company;
    // Fresh in the cache: the click shows the company without asking again.
    let again = 0;
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.endsWith(`/companies/${key}`)) again += 1;
    });
    await link.click();
    await expect(page.getByRole('tab', { name: 'Overview' })).toBeVisible();
    expect(again).toBe(0);
  });
});
