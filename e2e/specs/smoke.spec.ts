import type { Page } from '@playwright/test';
import { test, expect, TENANT } from '../fixtures/index.js';

// @smoke: every screen of both roles renders, with no error on the page and no failed request,
// on whatever data the target has (the first company, user and group it lists).

interface Session {
  user: { role: string };
  tenants: { id: string }[];
}

async function firstOf<T>(page: Page, path: string): Promise<T | undefined> {
  const res = await page.request.get(path, { headers: { 'x-csrf': '1' } });
  expect(res.status(), path).toBe(200);
  return ((await res.json()) as T[])[0];
}

type Part = 'lists' | 'details' | 'all';

/** The screens of one part of the walk: an admin's lists, or its detail pages; all an auditor's. */
async function screensOf(page: Page, role: 'admin' | 'auditor', part: Part) {
  const res = await page.request.get('/auth/session', { headers: { 'x-csrf': '1' } });
  expect(res.status(), '/auth/session').toBe(200);
  const session = (await res.json()) as Session;
  // The demo admin is an owner: everything an admin may, and console access.
  expect(role === 'admin' ? ['admin', 'owner'] : [role]).toContain(session.user.role);
  const tenant = TENANT || session.tenants[0]?.id;
  expect(tenant, 'the account has a tenant').toBeTruthy();
  const api = `/api/t/${tenant}`;

  const screens: string[] = [];
  if (part !== 'details') screens.push('');
  if (role === 'admin' && part === 'lists')
    screens.push('/users', '/invitations', '/groups', '/companies', '/companies/new', '/audit');
  if (role === 'auditor') screens.push('/companies');
  if (role === 'admin' && part === 'details') {
    const user = await firstOf<{ id: string }>(page, `${api}/users`);
    if (user) screens.push(`/users/${user.id}`);
    const group = await firstOf<{ id: string }>(page, `${api}/groups`);
    if (group) screens.push(`/groups/${group.id}`);
  }
  if (part !== 'lists') {
    const company = await firstOf<{ durableKey: string }>(page, `${api}/companies`);
    if (company) {
      const tabs = ['overview', 'financial-years', 'files', 'assignments', 'balances'];
      if (role === 'admin') tabs.push('permissions');
      screens.push(...tabs.map((tab) => `/companies/${company.durableKey}/${tab}`));
    } else test.info().annotations.push({ type: 'note', description: 'no company to open' });
  }
  return { base: `/t/${tenant}`, screens };
}

async function walk(page: Page, role: 'admin' | 'auditor', part: Part) {
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('response', (r) => {
    const url = new URL(r.url());
    if (/^\/(api|auth)\//.test(url.pathname) && r.status() >= 400)
      problems.push(`${r.status()} ${r.request().method()} ${url.pathname}`);
  });

  const { base, screens } = await screensOf(page, role, part);
  // A third of a test's time per screen (20 s, scaled with the machine's load as every wait is):
  // a full load of the console on a busy two-core machine takes seconds.
  test.setTimeout((test.info().timeout / 3) * (screens.length + 1));
  for (const path of screens) {
    await test.step(path || '/', async () => {
      await page.goto(`${base}${path}`);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.getByRole('status')).toHaveCount(0);
      await expect(
        page.getByRole('alert').filter({ hasText: /could not load|went wrong|not available/i }),
        `an error on ${path || '/'}`,
      ).toHaveCount(0);
      // A value the screen failed to read, written out as it is.
      await expect(page.getByRole('main'), `"undefined" on ${path || '/'}`).not.toContainText(
        'undefined',
      );
    });
  }
  expect(problems).toEqual([]);
}

// The walk in parts that run side by side, so none needs more than a handful of page loads.
test.describe('smoke', { tag: ['@smoke', '@readonly'] }, () => {
  test('every admin list screen renders without errors', async ({ adminPage }) => {
    await walk(adminPage, 'admin', 'lists');
  });

  test('every admin detail screen renders without errors', async ({ adminPage }) => {
    await walk(adminPage, 'admin', 'details');
  });

  test('every auditor screen renders without errors', async ({ auditorPage }) => {
    await walk(auditorPage, 'auditor', 'all');
  });
});
