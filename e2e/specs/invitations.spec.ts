import { test, expect, t, PLATFORM_URL, TENANT } from '../fixtures/index.js';
import { accounts, confirm, expectToast, pickMany, row } from '../fixtures/ui.js';
import type { UserResponse } from '../fixtures/api.js';

test(
  'invites two people with a group and the modules AUDIT and ANALYTICS, resends, withdraws, and one accepts',
  { tag: ['@platform-dev', '@demo-data'] },
  async ({ adminPage: page, api, unique, email, testTag: tag }) => {
    test.slow(); // the whole path, through the platform's outbox and accept page
    const first = email('first');
    const second = email('second');
    const group = await api.createGroup(unique('Invited'));

    await page.goto(t('/invitations'));
    await expect(page.getByRole('heading', { level: 1, name: 'Invitations' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Invite users' });
    const emails = form.getByLabel('Email addresses');
    await emails.fill(first);
    await emails.press('Enter');
    await emails.fill(second);
    await emails.press('Enter');
    await pickMany(page, form.getByLabel('Groups (optional)'), group.name);
    // V1's two modules, both offered.
    await expect(form.getByRole('checkbox')).toHaveCount(2);
    await form.getByRole('checkbox', { name: 'Audit' }).check();
    await form.getByRole('checkbox', { name: 'Analytics' }).check();
    const sent = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().endsWith(`/api/t/${TENANT}/invitations`),
    );
    await form.getByRole('button', { name: 'Send 2 invitations' }).click();
    const response = await sent;
    // V1's InviteUserData out, an array of UserResponse (pending, not active) back.
    expect(response.request().postDataJSON()).toEqual({
      emails: [first, second],
      groupIds: [group.id],
      modules: ['AUDIT', 'ANALYTICS'],
    });
    expect(response.status()).toBe(200);
    const invited = (await response.json()) as UserResponse[];
    expect(invited.map((u) => [u.email, u.isActive])).toEqual([
      [first, false],
      [second, false],
    ]);
    await expectToast(page, '2 invitations sent');
    await expect(form.getByRole('button', { name: 'Send invitation' })).toBeVisible();

    // Pending list: both, with the time of the invitation; no name column while no pending
    // invitation has a name (V1 lists invited users without one), and no groups or modules
    // (V1's User does not say what an invitation was sent with).
    for (const email of [first, second]) {
      const r = row(page, email);
      await expect(r).toHaveCount(1);
      await expect(r.getByRole('cell')).toHaveText([
        '', // the selection box
        email,
        /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/,
        '',
      ]);
    }
    // Each got one invitation mail, for the pending user the answer named.
    for (const u of invited) {
      const mails = await api.mailsTo(u.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.userId).toBe(u.id);
      expect(mails[0]!.subject).toBe('Inbjudan till Revisionsbyrån Nord AB');
    }

    // The group already holds both, as invited.
    await page.goto(t(`/groups/${group.id}`));
    await expect(page.getByRole('heading', { level: 1, name: group.name })).toBeVisible();
    await expect(page.getByText('2 members', { exact: true })).toBeVisible();
    await expect(row(page, first)).toContainText('Invited');
    await expect(row(page, second)).toContainText('Invited');
    await page.goto(t('/invitations'));

    // Resend: a second mail.
    await page.getByRole('button', { name: `Resend the invitation to ${first}` }).click();
    await expectToast(page, 'Invitation sent again');
    expect(await api.mailsTo(first)).toHaveLength(2);

    // Withdraw the second, after confirmation.
    await page.getByRole('button', { name: `Withdraw the invitation to ${second}` }).click();
    await confirm(page, 'Withdraw invitation', 'Withdraw');
    await expectToast(page, 'Invitation withdrawn');
    await expect(row(page, second)).toHaveCount(0);
    await expect(row(page, first)).toHaveCount(1);

    // The first accepts through the link of the newest mail (a resend voids earlier links).
    const mail = await api.mailTo(first);
    expect(mail?.link).toBeTruthy();
    const link = new URL(mail!.link);
    expect(link.origin).toBe(PLATFORM_URL);
    await page.goto(mail!.link);
    await expect(page.getByRole('heading', { name: 'Aktivera ditt konto' })).toBeVisible();
    await expect(page.getByText(first)).toBeVisible();
    await page.getByLabel('Förnamn').fill('Ada');
    await page.getByLabel('Efternamn').fill(`Accept${tag}`);
    await page.getByRole('button', { name: 'Aktivera konto' }).click();
    await expect(page.getByRole('heading', { name: 'Välkommen' })).toBeVisible();

    // The link is single-use.
    const again = await page.goto(mail!.link);
    expect(again?.status()).toBe(404);

    // Now an active user, no longer pending, in the group.
    await page.goto(t('/invitations'));
    await expect(page.getByRole('heading', { name: 'Pending invitations' })).toBeVisible();
    await expect(page.getByText('Loading invitations…')).toHaveCount(0);
    await expect(row(page, 'karin.wahlqvist@nordrevision.se')).toHaveCount(1);
    await expect(row(page, first)).toHaveCount(0);
    await page.goto(t(`/users?q=${encodeURIComponent(first)}`));
    const userRow = row(page, first);
    await expect(userRow).toContainText(`Ada Accept${tag}`);
    await userRow.getByRole('link', { name: `Ada Accept${tag}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Ada Accept${tag}` })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Groups (1)' })).toBeVisible();
    await expect(page.getByRole('link', { name: group.name })).toHaveText(group.name, {
      useInnerText: true,
    });
    await page.getByRole('link', { name: group.name }).click();
    await expect(page.getByText('1 member', { exact: true })).toBeVisible();
    await expect(row(page, first)).toContainText('Active');

    // The accepted user is among the active users (V1's User), the invitation answer's id.
    const users = await api.listUsers();
    const created = users.find((u) => u.email === first);
    expect(created?.id).toBe(invited[0]!.id);
    await api.deleteUser(created!.id);
    await api.deleteGroup(group.id);
  },
);

test(
  'a resend of an old invitation says when and by whom, and it no longer waits over 14 days',
  { tag: ['@platform-dev'] },
  async ({ adminPage: page, adminApi, api, email: emailOf }) => {
    // An invitation of the test's own, made 30 days ago (the platform's dev endpoint), so the
    // demo's invitations stay as they are for the other tests.
    const email = emailOf('resent');
    const [invited] = await api.invite([email]);
    const { createdTimestamp } = await api.backdateInvitation(invited!.id, 30);
    const waiting = async () => {
      const res = await adminApi.get(`/api/attention/invitations?tenant=${TENANT}`);
      expect(res.status()).toBe(200);
      return ((await res.json()) as { count: number }).count;
    };
    const before = await waiting();

    await page.goto(t('/invitations?pendingDays=14'));
    await expect(
      page.getByText('Showing the invitations pending for more than 14 days.'),
    ).toBeVisible();
    const r = row(page, email);
    await expect(r).toHaveCount(1);
    await expect(r.getByText(/^sent again/)).toHaveCount(0);
    await r.getByRole('button', { name: `Resend the invitation to ${email}` }).click();
    await expectToast(page, 'Invitation sent again');
    // Sent today: no longer among those waiting over 14 days, here or in the overview's count.
    await expect(r).toHaveCount(0);
    expect(await waiting()).toBe(before - 1);
    expect(await api.mailsTo(email)).toHaveLength(2);

    // The whole list: V1's time of the invitation stays, the resend is said under it.
    await page.getByRole('button', { name: 'Show all' }).click();
    await expect(page).toHaveURL(t('/invitations'));
    const admin = accounts.admin!.username;
    const invitedDay = await page.evaluate((ms) => {
      const d = new Date(ms);
      const two = (n: number) => String(n).padStart(2, '0');
      return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`;
    }, createdTimestamp);
    await expect(r).toContainText(invitedDay);
    const again = r.getByText(/^sent again/);
    await expect(again).toHaveText(/^sent again \d{4}-\d{2}-\d{2} \d{2}:\d{2} by /);
    await expect(again).toContainText(` by ${admin}`);
    // The BFF's record, not the page's memory.
    await page.reload();
    await expect(again).toContainText(` by ${admin}`);

    await r.getByRole('button', { name: `Withdraw the invitation to ${email}` }).click();
    await confirm(page, 'Withdraw invitation', 'Withdraw');
    await expect(r).toHaveCount(0);
  },
);

test(
  'an invitation to ANALYTICS alone is pending and mailed',
  { tag: ['@platform-dev'] },
  async ({ adminPage: page, api, email: emailOf }) => {
    const email = emailOf('analytics');
    await page.goto(t('/invitations'));
    const form = page.getByRole('form', { name: 'Invite users' });
    const emails = form.getByLabel('Email addresses');
    await emails.fill(email);
    await emails.press('Enter');
    await form.getByRole('checkbox', { name: 'Analytics' }).check();
    await expect(form.getByRole('checkbox', { name: 'Audit' })).not.toBeChecked();
    const sent = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().endsWith(`/api/t/${TENANT}/invitations`),
    );
    await form.getByRole('button', { name: 'Send invitation' }).click();
    expect((await sent).postDataJSON()).toMatchObject({ emails: [email], modules: ['ANALYTICS'] });
    await expectToast(page, 'Invitation sent');
    await expect(row(page, email)).toHaveCount(1);
    const mail = await api.mailTo(email);
    expect(mail?.link).toMatch(/^http/);

    await page.getByRole('button', { name: `Withdraw the invitation to ${email}` }).click();
    await confirm(page, 'Withdraw invitation', 'Withdraw');
    await expect(row(page, email)).toHaveCount(0);
  },
);

test(
  'an invalid email is refused at the form, which keeps the input',
  { tag: ['@readonly'] },
  async ({ adminPage: page, email }) => {
    const ok = email('ok');
    await page.goto(t('/invitations'));
    const form = page.getByRole('form', { name: 'Invite users' });
    const emails = form.getByLabel('Email addresses');
    await emails.fill(ok);
    await emails.press('Enter');
    await emails.fill('not-an-email');
    await emails.press('Enter');
    await form.getByRole('button', { name: 'Send 2 invitations' }).click();
    await expect(
      form.getByText('not-an-email: Enter a valid email address, like name@firm.se.'),
    ).toBeVisible();
    // Both addresses are still there as tags.
    await expect(form.getByText('not-an-email', { exact: true })).toBeVisible();
    await expect(form.getByText(ok, { exact: true })).toBeVisible();
    await expect(form.getByRole('button', { name: 'Send 2 invitations' })).toBeVisible();
    await expect(row(page, ok)).toHaveCount(0);
  },
);

test(
  'an address already invited is named before sending, and the new one in the batch is sent',
  { tag: ['@mutating'] },
  async ({ adminPage: page, api, email: emailOf }) => {
    const invited = emailOf('already');
    const fresh = emailOf('fresh');
    await api.invite([invited]);
    await page.goto(t('/invitations'));
    await expect(row(page, invited)).toHaveCount(1);
    const form = page.getByRole('form', { name: 'Invite users' });
    const emails = form.getByLabel('Email addresses');
    for (const address of [invited.toUpperCase(), fresh]) {
      await emails.fill(address);
      await emails.press('Enter');
    }
    // Before anything is sent: the address V1 would refuse the whole batch for is named.
    const notice = form.getByRole('status').filter({ hasText: 'These will not be sent' });
    await expect(notice).toContainText(
      `${invited.toUpperCase()} has already been invited: resend the invitation from the list below`,
    );
    const sent = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().endsWith(`/api/t/${TENANT}/invitations`),
    );
    await form.getByRole('button', { name: 'Send invitation' }).click();
    expect((await sent).postDataJSON()).toMatchObject({ emails: [fresh] });
    await expectToast(page, 'Invitation sent');
    await expect(row(page, fresh)).toHaveCount(1);
    await expect(form.getByRole('status').filter({ hasText: 'Not sent' })).toContainText(
      invited.toUpperCase(),
    );
    for (const address of [invited, fresh]) {
      await page.getByRole('button', { name: `Withdraw the invitation to ${address}` }).click();
      await confirm(page, 'Withdraw invitation', 'Withdraw');
      await expect(row(page, address)).toHaveCount(0);
    }
  },
);
