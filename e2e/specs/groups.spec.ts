import { test, expect, t } from '../fixtures/index.js';
import { confirm, expectToast, pick, row, toast } from '../fixtures/ui.js';

test(
  'creates a group (it opens), finds it in the one search, adds a member, changes the member’s groups on the user page, deletes it',
  { tag: ['@platform-dev'] },
  async ({ adminPage: page, api, unique, email: emailOf }) => {
    const name = unique('E2E Group');
    const tag = name.split(' ').pop()!;
    const email = emailOf('member');
    const member = await api.createActiveUser(email, 'Greta', `Member${tag}`);

    await page.goto(t('/groups'));
    await expect(page.getByRole('heading', { level: 1, name: 'Groups' })).toBeVisible();
    const create = page.getByRole('form', { name: 'New group' });
    await create.getByRole('textbox', { name: 'Group name' }).fill(name);
    await create.getByRole('button', { name: 'Create' }).click();
    // The created group opens, ready for its members.
    await expect(page).toHaveURL(/\/groups\/[0-9a-f-]{36}$/);
    const groupUrl = page.url();
    await expectToast(page, 'Group created');
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    // Toasts stay clear of the header (tenant switcher, Sign out): their column starts below
    // it (the column, not this toast, which may have closed by now on a loaded machine).
    const header = await page.getByRole('banner').boundingBox();
    const toasts = await page
      .locator('.mantine-Notifications-root[data-position="top-right"]')
      .boundingBox();
    expect(toasts!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
    await expect(page.getByText('0 members')).toBeVisible();
    await expect(page.getByText('No members yet')).toBeVisible();

    // The list, filtered by the one search box, with member counts; Enter on the exact name
    // (in any case) opens the group.
    await page.goto(t('/groups'));
    await expect(toast(page, 'Group created')).toBeHidden();
    const search = page.getByLabel('Search groups');
    await search.fill(tag);
    const list = page.getByRole('table', { name: 'Groups' });
    await expect(list.getByRole('row')).toHaveCount(2); // the header and the group
    await expect(row(list, name).getByRole('link', { name })).toBeVisible();
    await expect(row(list, name).getByRole('cell').nth(2)).toHaveText('0'); // after the selection box and the name
    await search.fill(name.toUpperCase());
    await search.press('Enter');
    await expect(page).toHaveURL(groupUrl);

    // Add a member.
    const add = page.getByRole('form', { name: 'Add a member' });
    await pick(
      page,
      add.getByRole('combobox', { name: 'Add a member' }),
      `Greta Member${tag} (${email})`,
    );
    await add.getByRole('button', { name: 'Add' }).click();
    await expectToast(page, 'Member added');
    const memberRow = row(page, email);
    await expect(memberRow).toContainText(`Greta Member${tag}`);
    await expect(memberRow).toContainText('Active');
    await expect(page.getByText('1 member', { exact: true })).toBeVisible();

    // The user's page shows the group; "Member added" stays on the group's page.
    await memberRow.getByRole('link', { name: `Greta Member${tag}` }).click();
    await expect(page.getByRole('heading', { name: 'Groups (1)' })).toBeVisible();
    await expect(toast(page, 'Member added')).toBeHidden();
    await expect(page.getByRole('link', { name })).toHaveText(name, { useInnerText: true });
    // Which companies the user sees, and what governs it, in words.
    await expect(
      page.getByText(/^What governs what: the platform’s permissions govern/),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Companies this user can see/ })).toBeVisible();

    // Remove the user from the group there, after confirmation; then add them back.
    await page.getByRole('button', { name: `Remove from the group ${name}` }).click();
    await confirm(page, 'Remove from group', 'Remove');
    await expectToast(page, `Removed from ${name}`);
    await expect(page.getByRole('heading', { name: 'Groups (0)' })).toBeVisible();
    const addTo = page.getByRole('form', { name: 'Add to a group' });
    await pick(page, addTo.getByRole('combobox', { name: 'Add to a group' }), name);
    await addTo.getByRole('button', { name: 'Add' }).click();
    await expectToast(page, `Added to ${name}`);
    await expect(page.getByRole('heading', { name: 'Groups (1)' })).toBeVisible();
    await page.getByRole('link', { name }).click();

    // Remove the member on the group's page, after confirmation.
    await expect(page.getByText('1 member', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: `Remove ${email} from the group` }).click();
    await confirm(page, 'Remove member', 'Remove');
    await expectToast(page, 'Member removed');
    await expect(page.getByText('No members yet')).toBeVisible();

    // Delete the group.
    await page.getByRole('button', { name: 'Delete group' }).click();
    await confirm(page, 'Delete group');
    await expectToast(page, 'Group deleted');
    await expect(page).toHaveURL(t('/groups'));
    await page.getByLabel('Search groups').fill(tag);
    await expect(page.getByText('No group matches')).toBeVisible();

    await api.deleteUser(member.id);
  },
);

test(
  'a duplicate group name is refused (409) and the form keeps its input',
  { tag: ['@mutating'] },
  async ({ adminPage: page, api, unique }) => {
    const name = unique('Dup Group');
    const existing = await api.createGroup(name);
    await page.goto(t('/groups'));
    const create = page.getByRole('form', { name: 'New group' });
    const input = create.getByRole('textbox', { name: 'Group name' });
    await input.fill(name.toLowerCase());
    await create.getByRole('button', { name: 'Create' }).click();
    await expect(
      create.getByText('A group with this name already exists. Choose another name.'),
    ).toBeVisible();
    await expect(input).toHaveValue(name.toLowerCase());
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await api.deleteGroup(existing.id);
  },
);
