import type { Page } from '@playwright/test';
import { test, expect, t, TENANT, OTHER_TENANT } from '../fixtures/index.js';
import { randomOrgNr } from '../fixtures/api.js';
import { expectToast, pick } from '../fixtures/ui.js';

// Who gets access to a new company (issue #35, item 4): chosen explicitly, starting as the
// creator's groups (the platform user the console account is linked to: in the demo, the admin
// is Anna Lindqvist in nordrevision) or nobody, never everyone; said before it is created, and
// the same default for an imported row that names no access.

const headers = { 'x-csrf': '1' };

/** The signed-in account's groups in the tenant, and how many people they hold, as V1 says. */
async function myGroups(page: Page, tenant = TENANT) {
  const session = await page.request.get('/auth/session', { headers });
  const userId = ((await session.json()) as { user: { platformUserIds: Record<string, string> } })
    .user.platformUserIds[tenant];
  test.skip(!userId, 'the admin is not linked to a platform user in this tenant');
  const groups = (await (
    await page.request.get(`/api/t/${tenant}/users/${userId}/groups`, { headers })
  ).json()) as { id: string; name: string }[];
  const people = new Set<string>();
  for (const g of groups) {
    const members = (await (
      await page.request.get(`/api/t/${tenant}/groups/${g.id}/members`, { headers })
    ).json()) as { id: string }[];
    for (const m of members) people.add(m.id);
  }
  return { groups, people: people.size };
}

const list = (names: string[], locale: string) =>
  new Intl.ListFormat(locale, { type: 'conjunction' }).format(names);

test(
  'a new company starts with my groups, says who will see it, and is sent as chosen: nobody yet',
  { tag: ['@mutating', '@demo-data'] },
  async ({ adminPage: page, api, unique }) => {
    const mine = await myGroups(page);
    const names = list(
      mine.groups.map((g) => g.name),
      'en-GB',
    );
    await page.goto(t('/companies/new'));
    const form = page.getByRole('form', { name: 'New company' });
    const reach = form.getByRole('note', { name: 'Who will see it' });
    // The default: my groups, named, with how many people they are. Never everyone.
    await expect(form.getByRole('radio', { name: `Only my groups: ${names}` })).toBeChecked();
    await expect(form.getByRole('radio', { name: 'Everyone in the firm' })).not.toBeChecked();
    await expect(reach).toContainText(`The members of ${names}: ${mine.people} people.`);
    // Everyone says how many users that is today.
    await form.getByRole('radio', { name: 'Everyone in the firm' }).check();
    await expect(reach).toContainText(/Everyone in the firm: \d+ users today\./);
    // Nobody yet.
    await form.getByRole('radio', { name: 'Nobody yet' }).check();
    await expect(reach).toContainText(
      "No user of the platform yet; you give access on the company's Permissions tab.",
    );
    const name = unique('Ingen behörighet AB');
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Organisation number').fill(randomOrgNr());
    await pick(page, form.getByRole('combobox', { name: 'Annual report framework' }), 'K2');
    const sent = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().endsWith(`/api/t/${TENANT}/companies`),
    );
    await form.getByRole('button', { name: 'Create company' }).click();
    expect((await sent).postDataJSON().authorization).toEqual({
      type: 2,
      userIds: [],
      groupIds: [],
    });
    await expectToast(page, 'Company created');
    await expect(page).toHaveURL(/\/companies\/[0-9a-f-]{36}\/overview$/);
    const key = /companies\/([0-9a-f-]{36})\//.exec(page.url())![1]!;
    api.createdCompanies.push(key);
    await page.getByRole('tab', { name: 'Permissions' }).click();
    await expect(page.getByText('No users have access')).toBeVisible();
    await expect(page.getByText('No groups have access')).toBeVisible();
  },
);

test(
  'an account not linked in the tenant: my groups cannot be chosen and say why; nobody is the default',
  { tag: ['@readonly', '@demo-data'] },
  async ({ adminPage: page }) => {
    test.skip(!OTHER_TENANT, 'needs a second tenant (E2E_OTHER_TENANT)');
    await page.goto(t('/companies/new', OTHER_TENANT));
    const form = page.getByRole('form', { name: 'New company' });
    const mine = form.getByRole('radio', { name: 'Only my groups' });
    await expect(mine).toBeDisabled();
    await expect(mine).toHaveAccessibleDescription(
      'Your console account is not linked to a user of the platform in this firm, so the console does not know your groups.',
    );
    await expect(form.getByRole('radio', { name: 'Nobody yet' })).toBeChecked();
    await expect(form.getByRole('note', { name: 'Who will see it' })).toContainText(
      'No user of the platform yet',
    );
    await page.goto(t('/companies/import', OTHER_TENANT));
    await expect(page.getByRole('note', { name: 'Who gets access' })).toContainText(
      'A row that names no access gives it to nobody on the platform yet',
    );
  },
);

test(
  'an imported row that names no access gets my groups, as the import screen says',
  { tag: ['@mutating', '@demo-data'] },
  async ({ adminPage: page, api, unique }) => {
    const mine = await myGroups(page);
    const names = mine.groups.map((g) => g.name);
    const name = unique('Importerad AB');
    await page.goto(t('/companies/import'));
    await expect(page.getByRole('note', { name: 'Who gets access' })).toContainText(
      `A row that names no access gives it only to your groups: ${list(names, 'en-GB')}.`,
    );
    await page.getByRole('tab', { name: 'Paste' }).click();
    await page
      .getByRole('textbox', { name: 'Rows' })
      .fill(`name;organizationNumber;annualReportFramework\n${name};${randomOrgNr()};K2`);
    await page.getByRole('button', { name: 'Check these rows' }).click();
    await page.getByRole('button', { name: 'Create 1 company' }).click();
    let key = '';
    await expect
      .poll(
        async () => {
          const all = (await (
            await page.request.get(`/api/t/${TENANT}/companies`, { headers })
          ).json()) as { durableKey: string; name: string }[];
          key = all.find((c) => c.name === name)?.durableKey ?? '';
          return key;
        },
        { timeout: 30_000 },
      )
      .not.toBe('');
    api.createdCompanies.push(key);
    const permissions = (await (
      await page.request.get(`/api/t/${TENANT}/companies/${key}/permissions`, { headers })
    ).json()) as { users: unknown[]; groups: { name: string }[] };
    expect(permissions.users).toEqual([]);
    expect(permissions.groups.map((g) => g.name).sort()).toEqual([...names].sort());
  },
);
