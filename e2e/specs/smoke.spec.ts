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

async function walk(page: Page, role: 'admin' | 'auditor') {
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('response', (r) => {
    const url = new URL(r.url());
    if (/^\/(api|auth)\//.test(url.pathname) && r.status() >= 400)
      problems.push(`${r.status()} ${r.request().method()} ${url.pathname}`);
  });

  const res = await page.request.get('/auth/session', { headers: { 'x-csrf': '1' } });
  expect(res.status(), '/auth/session').toBe(200);
  const session = (await res.json()) as Session;
  expect(session.user.role).toBe(role);
  const tenant = TENANT || session.tenants[0]?.id;
  expect(tenant, 'the account has a tenant').toBeTruthy();
  const base = `/t/${tenant}`;
  const api = `/api/t/${tenant}`;

  const screens = [''];
  if (role === 'admin') {
    screens.push('/users', '/invitations', '/groups', '/companies', '/companies/new', '/audit');
    const user = await firstOf<{ id: string }>(page, `${api}/users`);
    if (user) screens.push(`/users/${user.id}`);
    const group = await firstOf<{ id: string }>(page, `${api}/groups`);
    if (group) screens.push(`/groups/${group.id}`);
  } else screens.push('/companies');
  const company = await firstOf<{ durableKey: string }>(page, `${api}/companies`);
  if (company) {
    const tabs = ['overview', 'financial-years', 'files', 'assignments', 'balances'];
    if (role === 'admin') tabs.push('permissions');
    screens.push(...tabs.map((tab) => `/companies/${company.durableKey}/${tab}`));
  } else test.info().annotations.push({ type: 'note', description: 'no company to open' });

  for (const path of screens) {
    await test.step(path || '/', async () => {
      await page.goto(`${base}${path}`);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.getByRole('status')).toHaveCount(0);
      await expect(
        page.getByRole('alert').filter({ hasText: /could not load|went wrong|not available/i }),
        `an error on ${path || '/'}`,
      ).toHaveCount(0);
    });
  }
  expect(problems).toEqual([]);
}

test.describe('smoke', { tag: ['@smoke', '@readonly'] }, () => {
  test('every admin screen renders without errors', async ({ adminPage }) => {
    await walk(adminPage, 'admin');
  });

  test('every auditor screen renders without errors', async ({ auditorPage }) => {
    await walk(auditorPage, 'auditor');
  });
});
