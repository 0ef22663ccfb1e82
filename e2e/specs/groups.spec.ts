import { test, expect, t } from '../fixtures/index.js';
import { confirm, pick, row, toast } from '../fixtures/ui.js';

test(
  'creates a group, finds it by exact name, adds and removes a member, deletes it',
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
    await expect(toast(page, 'Group created')).toBeVisible();
    // The toast stays clear of the header (tenant switcher, Sign out).
    const header = await page.getByRole('banner').boundingBox();
    const created = await toast(page, 'Group created').boundingBox();
    expect(created!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
    await expect(create.getByRole('textbox', { name: 'Group name' })).toHaveValue('');

    // The list, filtered.
    await page.getByLabel('Search groups').fill(tag);
    // Exactly this group is left (V1's Group is an id and a name; the members are on its page).
    const list = page.getByRole('table', { name: 'Groups' });
    await expect(list.getByRole('row')).toHaveCount(2); // the header and the group
    await expect(row(list, name).getByRole('link', { name })).toBeVisible();

    // Find by exact name (names compare case-insensitively).
    const find = page.getByRole('form', { name: 'Find a group by name' });
    await find.getByRole('textbox', { name: 'Exact name' }).fill(`${name} nope`);
    await find.getByRole('button', { name: 'Find' }).click();
    await expect(find.getByText(`No group is named “${name} nope”`)).toBeVisible();
    await find.getByRole('textbox', { name: 'Exact name' }).fill(name.toUpperCase());
    await find.getByRole('button', { name: 'Find' }).click();
    await expect(page).toHaveURL(/\/groups\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText('0 members')).toBeVisible();
    await expect(page.getByText('No members yet')).toBeVisible();

    // Add a member.
    const add = page.getByRole('form', { name: 'Add a member' });
    await pick(
      page,
      add.getByRole('combobox', { name: 'Add a member' }),
      `Greta Member${tag} (${email})`,
    );
    await add.getByRole('button', { name: 'Add' }).click();
    await expect(toast(page, 'Member added')).toBeVisible();
    const memberRow = row(page, email);
    await expect(memberRow).toContainText(`Greta Member${tag}`);
    await expect(memberRow).toContainText('Active');
    await expect(page.getByText('1 member', { exact: true })).toBeVisible();

    // The user's detail shows the group.
    await memberRow.getByRole('link', { name: `Greta Member${tag}` }).click();
    await expect(page.getByRole('heading', { name: 'Groups (1)' })).toBeVisible();
    await expect(page.getByRole('link', { name })).toHaveText(name, { useInnerText: true });
    await page.getByRole('link', { name }).click();

    // Remove the member, after confirmation.
    await page.getByRole('button', { name: `Remove ${email} from the group` }).click();
    await confirm(page, 'Remove member', 'Remove');
    await expect(toast(page, 'Member removed')).toBeVisible();
    await expect(page.getByText('No members yet')).toBeVisible();

    // Delete the group.
    await page.getByRole('button', { name: 'Delete group' }).click();
    await confirm(page, 'Delete group');
    await expect(toast(page, 'Group deleted')).toBeVisible();
    await expect(page).toHaveURL(t('/groups'));
    await page.getByLabel('Search groups').fill(tag);
    await expect(page.getByText('No group matches')).toBeVisible();
    await find.getByRole('textbox', { name: 'Exact name' }).fill(name);
    await find.getByRole('button', { name: 'Find' }).click();
    await expect(find.getByText(`No group is named “${name}”`)).toBeVisible();

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
