import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { accountsCli } from '../fixtures/accounts-cli.js';
import { deployed } from '../fixtures/env.js';
import { test, expect, t } from '../fixtures/index.js';

/*
 * A second factor for a local account (LOCAL_MFA=optional, the default): a passkey made with
 * Chromium's virtual authenticator, and an authenticator app whose codes the test computes. Each
 * test makes its own account with the accounts CLI and removes it after, so the demo accounts of
 * the other specs keep signing in with their password alone.
 */
test.use({ storageState: { cookies: [], origins: [] } });

const PASSWORD = 'second-factor-e2e';

function accounts(...args: string[]) {
  const r = accountsCli(`${PASSWORD}\n`, ...args);
  if (r.status !== 0) throw new Error(`accounts ${args.join(' ')}: ${r.stderr.trim()}`);
}

async function withAccount(testTag: string, run: (username: string) => Promise<void>) {
  const username = `e2e-mfa-${testTag}`;
  accounts('add', username, '--role', 'admin', '--tenants', 'nordrevision');
  try {
    await run(username);
  } finally {
    accounts('remove', username);
  }
}

async function password(page: Page, origin: string, username: string) {
  await page.goto(`${origin}/sign-in`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The recovery codes shown once; "I have saved them" closes them. */
async function savedCodes(page: Page): Promise<string[]> {
  const codes = page.getByTestId('recovery-codes').getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const all = await codes.allInnerTexts();
  await page.getByRole('button', { name: 'I have saved them' }).click();
  return all.map((c) => c.trim());
}

test.describe('a second factor for a local account', { tag: ['@mutating'] }, () => {
  test.skip(deployed, 'makes its own account with the accounts CLI: a console the suite started');

  test('a passkey is added on Sign-in security, then the sign-in asks for it', async ({
    page,
    baseURL,
    testTag,
  }) => {
    // WebAuthn needs a domain, not an IP address, as the relying party.
    const origin = baseURL!.replace('127.0.0.1', 'localhost');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });
    await withAccount(testTag, async (username) => {
      // No factor yet: the password is enough.
      await password(page, origin, username);
      await expect(page).toHaveURL(/\/t\/nordrevision$/);

      await page.getByRole('link', { name: 'Sign-in security' }).click();
      await expect(page.getByRole('heading', { name: 'Sign-in security', level: 1 })).toBeVisible();
      await expect(page.getByText('No passkeys yet.')).toBeVisible();
      await page.getByLabel('Name of the passkey').fill('Work laptop');
      await page.getByRole('button', { name: 'Create a passkey' }).click();
      await savedCodes(page);
      await expect(page.getByText('Work laptop', { exact: true })).toBeVisible();
      await expect(page.getByText('10 unused recovery codes left.')).toBeVisible();
      const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
      expect(credentials).toHaveLength(1);

      await page.getByRole('button', { name: 'Sign out' }).click();
      await expect(page).toHaveURL(/\/sign-in/);
      await password(page, origin, username);
      await expect(page.getByRole('heading', { name: 'Confirm that it is you' })).toBeVisible();
      // Half signed in: the API stays closed.
      expect(
        (await page.request.get(`${origin}/auth/session`, { headers: { 'x-csrf': '1' } })).status(),
      ).toBe(401);
      await page.getByRole('button', { name: 'Use a passkey' }).click();
      await expect(page).toHaveURL(/\/t\/nordrevision$/);

      // Its last use is shown; removing it asks the password again.
      await page.goto(`${origin}${t('/security')}`);
      await expect(page.getByText(/last used \d{4}-\d\d-\d\d/)).toBeVisible();
      await page.getByRole('button', { name: 'Remove: Work laptop' }).click();
      const dialog = page.getByRole('dialog', { name: 'Remove the passkey "Work laptop"?' });
      await dialog.getByLabel('Your password, to confirm').fill(PASSWORD);
      await dialog.getByRole('button', { name: 'Remove' }).click();
      await expect(page.getByText('No passkeys yet.')).toBeVisible();
    });
  });

  test('an authenticator app is set up with its key, its codes sign in, a recovery code once', async ({
    page,
    baseURL,
    testTag,
  }) => {
    const origin = baseURL!;
    await withAccount(testTag, async (username) => {
      await password(page, origin, username);
      await expect(page).toHaveURL(/\/t\/nordrevision$/);
      await page.goto(`${origin}${t('/security')}`);
      await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
      await expect(
        page.getByRole('img', { name: 'QR code for the authenticator app' }),
      ).toBeVisible();
      const secret = Secret.fromBase32((await page.getByTestId('totp-key').innerText()).trim());
      const code = (at = Date.now()) => TOTP.generate({ secret, timestamp: at });
      await page.getByLabel('Code from your authenticator app').fill(code());
      await page.getByRole('button', { name: 'Confirm' }).click();
      const codes = await savedCodes(page);
      await expect(page.getByText(/^Set up \d{4}-\d\d-\d\d\.$/)).toBeVisible();

      // Sign-in now asks for a code; a code of the next time step (the set-up used this one).
      await page.getByRole('button', { name: 'Sign out' }).click();
      await password(page, origin, username);
      await expect(page.getByRole('heading', { name: 'Confirm that it is you' })).toBeVisible();
      await page.getByLabel('Code from your authenticator app').fill('000000');
      await page.getByRole('button', { name: 'Confirm' }).click();
      await expect(page.getByRole('alert')).toHaveText(
        'The code or passkey was not accepted. Try again.',
      );
      await page.getByLabel('Code from your authenticator app').fill(code(Date.now() + 30_000));
      await page.getByRole('button', { name: 'Confirm' }).click();
      await expect(page).toHaveURL(/\/t\/nordrevision$/);

      // A recovery code signs in once.
      for (const expected of ['signed in', 'refused'] as const) {
        await page.context().clearCookies();
        await password(page, origin, username);
        await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
        await page.getByLabel('Recovery code').fill(codes[0]!);
        await page.getByRole('button', { name: 'Confirm' }).click();
        if (expected === 'signed in') await expect(page).toHaveURL(/\/t\/nordrevision$/);
        else
          await expect(page.getByRole('alert')).toHaveText(
            'The code or passkey was not accepted. Try again.',
          );
      }
    });
  });
});
