import { test, expect, t, RUN_PREFIX, TENANT } from '../fixtures/index.js';
import { confirm, expectToast, nav, row } from '../fixtures/ui.js';

/** A browser on Windows, so the owner's list names the person's session in plain words. */
const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

test(
  'an owner adds an account with a set-up link, changes it, ends its session and removes it, each audited',
  { tag: ['@mutating'] },
  async ({ adminPage: page, adminApi, browser, testTag, baseURL }) => {
    test.slow();
    const session = (await (await adminApi.get('/auth/session')).json()) as {
      user: { username: string; role: string };
      tenants: { id: string; name: string }[];
    };
    test.skip(
      session.user.role !== 'owner',
      `needs an owner account: the admin account ${session.user.username} is an ${session.user.role}`,
    );
    const owner = session.user.username;
    const firm = session.tenants.find((x) => x.id === TENANT)!.name;
    const username = `${RUN_PREFIX}.${testTag}`;
    const password = `pw-${testTag}-${testTag}`;

    try {
      // ---- add, with a one-time set-up link -------------------------------------------------
      await page.goto(t());
      await nav(page).getByRole('link', { name: 'Console access' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Console access' })).toBeVisible();
      await page.getByRole('button', { name: 'Add account' }).click();
      const add = page.getByRole('dialog', { name: 'Add account' });
      await add.getByLabel('Username').fill(username);
      await add.getByRole('radio', { name: 'Auditor' }).check();
      await add.getByRole('checkbox', { name: firm }).check();
      await add.getByRole('button', { name: 'Add and make link' }).click();
      await expectToast(page, `${username} was added`);
      const shown = page.getByRole('dialog', { name: `Set-up link for ${username}` });
      const link = await shown.getByLabel('Set-up link').inputValue();
      expect(link).toMatch(/\/set-up#[A-Za-z0-9_-]{43}$/);
      await shown.getByRole('button', { name: 'Done' }).click();
      const accounts = page.getByRole('region', { name: 'Accounts' });
      await expect(row(accounts, username)).toContainText('Waiting for set-up');

      // ---- the person opens the link in a browser of its own --------------------------------
      const person = await browser.newContext({ baseURL, userAgent: CHROME_ON_WINDOWS });
      try {
        const p = await person.newPage();
        await p.goto(link);
        await expect(
          p.getByRole('heading', { level: 1, name: 'Choose your password' }),
        ).toBeVisible();
        await expect(p.getByText(`console account ${username}`)).toBeVisible();
        await p.getByLabel('New password').fill(password);
        await p.getByLabel('The same password again').fill(password);
        await p.getByRole('button', { name: 'Save password' }).click();
        await expect(p.getByText('Your password is saved')).toBeVisible();
        await p.getByRole('link', { name: 'Go to sign-in' }).click();
        await p.getByLabel('Username').fill(username);
        await p.getByLabel('Password').fill(password);
        await p.getByRole('button', { name: 'Sign in' }).click();
        await expect(p).toHaveURL(new RegExp(`/t/${TENANT}`));
        // The link worked once: opened again, it says so.
        const again = await person.newPage();
        await again.goto(link);
        await expect(again.getByText('This set-up link has already been used')).toBeVisible();
        await again.close();

        // ---- the owner sees the session, in plain words ---------------------------------------
        await page.reload();
        await expect(row(accounts, username)).not.toContainText('Waiting for set-up');
        const sessions = page.getByRole('region', { name: 'Signed in now' });
        await expect(row(sessions, username)).toContainText('Chrome on Windows');
        // The owner's own session is marked as such.
        await expect(row(sessions, 'this session')).toContainText(owner);

        // ---- change the role ------------------------------------------------------------------
        await page.getByRole('button', { name: `Change ${username}` }).click();
        const change = page.getByRole('dialog', { name: `Change ${username}` });
        await change.getByRole('radio', { name: 'Administrator' }).check();
        await change.getByRole('button', { name: 'Save' }).click();
        await expectToast(page, `${username} was changed`);
        await expect(row(accounts, username)).toContainText('Administrator');

        // ---- end the person's session: its browser is signed out ------------------------------
        await row(sessions, username)
          .getByRole('button', { name: `End this session of ${username}?` })
          .click();
        await confirm(page, `End this session of ${username}?`, 'End');
        await expectToast(page, 'The session was ended');
        await expect(row(sessions, username)).toHaveCount(0);
        await p.reload();
        await expect(p).toHaveURL(/\/sign-in/);
      } finally {
        await person.close();
      }

      // The person's own entry (its accounts's entries are the owner's to read while it exists).
      await page.goto(t(`/audit?user=${encodeURIComponent(username)}`));
      const log = page.getByRole('table', { name: 'Audit log entries' });
      await expect(row(log, `Set the password of ${username} with a set-up link`)).toHaveCount(1);

      // ---- remove ---------------------------------------------------------------------------
      await page.goto(t('/access'));
      await page.getByRole('button', { name: `Remove ${username}?` }).click();
      await confirm(page, `Remove ${username}?`, 'Remove');
      await expectToast(page, `${username} was removed`);
      await expect(row(accounts, username)).toHaveCount(0);

      // ---- each step is in the audit log ----------------------------------------------------
      // By operation: the owner is every test's admin, so its newest entries are other tests'.
      for (const [operation, sentence] of <[string, string][]>[
        ['access.account.add', `Added the console account ${username} as Auditor`],
        [
          'access.account.update',
          `Changed the console access of ${username}: Auditor → Administrator`,
        ],
        ['access.sessions.end', `Ended a session of ${username}`],
        ['access.account.remove', `Removed the console account ${username}`],
      ]) {
        await page.goto(t(`/audit?user=${encodeURIComponent(owner)}&operation=${operation}`));
        await expect(row(log, sentence)).toHaveCount(1);
      }
    } finally {
      // Whatever happened above, the throwaway account does not stay.
      await adminApi.delete(`/api/access/accounts?username=${encodeURIComponent(username)}`);
    }
  },
);
