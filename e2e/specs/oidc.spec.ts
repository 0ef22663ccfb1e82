import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { bffDir, serverEntry } from '../../scripts/build-servers.mjs';
import { startTestOidcProvider, type TestOidcProvider } from 'bff/testing/oidc-provider';
import { deployed, PLATFORM_URL } from '../fixtures/env.js';

// Sign-in through the firm's identity provider in the browser: a real OpenID Provider (the
// BFF tests' oidc-provider) and a second console with OIDC_* settings of its own, on the suite's
// platform (V1_BASE_URL), started here: a few seconds, and only for this file.
const here = path.dirname(fileURLToPath(import.meta.url));

async function freePort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', () => r()));
  const port = (s.address() as { port: number }).port;
  await new Promise<void>((r) => s.close(() => r()));
  return port;
}

let op: TestOidcProvider | undefined;
let bff: ChildProcess | undefined;
let dataDir: string | undefined;
let consoleUrl = '';

test.describe('sign-in through the identity provider', { tag: ['@readonly'] }, () => {
  test.skip(deployed, 'starts a console of its own with OIDC settings: not against a deployment');

  test.beforeAll(async () => {
    const port = await freePort();
    consoleUrl = `http://127.0.0.1:${port}`;
    op = await startTestOidcProvider(
      { clientId: 'console', clientSecret: 'e2e-oidc-secret', publicUrl: consoleUrl },
      {
        'sub-anna': {
          email: 'anna@firm.example',
          emailVerified: true,
          name: 'Anna',
          groups: ['console-admins'],
        },
        'sub-nobody': { email: 'nobody@firm.example', emailVerified: true, groups: ['sales'] },
      },
    );
    dataDir = mkdtempSync(path.join(tmpdir(), 'ledger-e2e-oidc-'));
    const snapshot = path.join(process.env.E2E_DATA_DIR ?? '', 'web-dist');
    bff = spawn(process.execPath, [serverEntry()], {
      cwd: bffDir,
      stdio: 'ignore',
      env: {
        ...process.env,
        PORT: String(port),
        PUBLIC_URL: consoleUrl,
        DATA_DIR: dataDir,
        WEB_DIST: existsSync(snapshot) ? snapshot : path.join(here, '..', '..', 'web', 'dist'),
        V1_BASE_URL: `${PLATFORM_URL}/v1`,
        V1_CLIENT_ID: 'console-demo',
        V1_CLIENT_SECRET: 'console-demo-secret',
        CONSOLE_TENANTS: JSON.stringify([
          { id: 'nordrevision', name: 'Revisionsbyrån Nord AB' },
          { id: 'sydekonomi', name: 'Ekonomikonsult Syd AB' },
        ]),
        SESSION_SECRET: 'e2e-oidc-session-secret-0123456789abcdef',
        LOG_LEVEL: 'warn',
        OIDC_ISSUER: op.issuer,
        OIDC_CLIENT_ID: 'console',
        OIDC_CLIENT_SECRET: 'e2e-oidc-secret',
        OIDC_NAME: 'Firm ID',
        OIDC_ACCESS: JSON.stringify([
          { group: 'console-admins', role: 'admin', tenants: ['nordrevision'] },
        ]),
      },
    });
    await expect
      .poll(
        () =>
          fetch(`${consoleUrl}/healthz`).then(
            (r) => r.status,
            () => 0,
          ),
        {
          timeout: 60_000,
        },
      )
      .toBe(200);
  });

  test.afterAll(async () => {
    bff?.kill();
    await op?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test('signs in with the provider button, is refused in words without a mapped group, and signs out at the provider too', async ({
    page,
  }) => {
    await page.goto(`${consoleUrl}/sign-in`);
    await page.getByRole('link', { name: 'Sign in with Firm ID' }).click();
    await page.getByLabel('Account').fill('sub-anna');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/t\/nordrevision$/);
    await expect(page.getByLabel('Signed in user')).toContainText('Administrator');

    await page.getByRole('button', { name: 'Sign out' }).click();
    // The provider asks before it ends its own session, then sends the browser back.
    await page.getByRole('button', { name: 'Yes, sign me out' }).click();
    await expect(page).toHaveURL(`${consoleUrl}/sign-in`);
    await expect(page.getByRole('link', { name: 'Sign in with Firm ID' })).toBeVisible();

    // Signed out at the provider: the next sign-in asks for the account again.
    await page.getByRole('link', { name: 'Sign in with Firm ID' }).click();
    await page.getByLabel('Account').fill('sub-nobody');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/sign-in\?error=oidc_no_access$/);
    await expect(
      page.getByText(
        'Your account has not been given access to the console; ask your administrator.',
      ),
    ).toBeVisible();
  });
});
