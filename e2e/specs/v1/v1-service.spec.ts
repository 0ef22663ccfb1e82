/**
 * The console against a V1 service that does exactly what V1.md says and no more: run where the
 * target says so (E2E_V1_ONLY=1), as `pnpm test`'s deployment run does on our platform in its
 * `v1` profile (no extension operations, token `{access_token}` only) behind a BFF with
 * `V1_EXTENSIONS=auto`. What needs an extension is absent with its one-line explanation, and the
 * main changes work without a failed request. That every screen of both roles loads there
 * without an error or a failed request is the smoke walk's part of the same run (smoke.spec.ts).
 */
import type { Page } from '@playwright/test';
import { test, expect, t, NORRSKEN, RUN_PREFIX, TENANT } from '../../fixtures/index.js';
import { randomOrgNr, siePath } from '../../fixtures/api.js';
import { expectToast, pick, row, signIn } from '../../fixtures/ui.js';
import { findLeftovers, removeLeftovers } from '../../scripts/cleanup-lib.mjs';

/** Every /api or /auth answer of 400 or more the page got (none is expected on these screens). */
function failedRequests(page: Page): string[] {
  const failed: string[] = [];
  page.on('response', (r) => {
    const url = new URL(r.url());
    if (/^\/(api|auth)\//.test(url.pathname) && r.status() >= 400)
      failed.push(`${r.status()} ${r.request().method()} ${url.pathname}`);
  });
  return failed;
}

/** Runs `body`, then removes what carries the run prefix and `tag` (also when `body` failed). */
async function removingAfter(page: Page, tag: string, body: () => Promise<void>) {
  const origin = new URL(page.url()).origin;
  const request = async (method: string, path: string) => {
    const res = await page.request.fetch(path, {
      method,
      headers: { 'x-csrf': '1', origin },
    });
    const text = await res.text();
    return { status: res.status(), body: text ? JSON.parse(text) : undefined };
  };
  try {
    await body();
  } finally {
    const mine = (label: string) => label.includes(RUN_PREFIX) && label.includes(tag);
    const removed = await removeLeftovers(request, await findLeftovers(request, [TENANT], mine));
    expect(removed.filter((r) => !r.removed)).toEqual([]);
  }
}

test(
  'what needs an extension is absent, with its explanation; the rest works',
  { tag: ['@mutating', '@demo-data'] },
  async ({ page }) => {
    test.slow();
    await signIn(page, 'admin');
    await expect(page).toHaveURL(new RegExp(`${t()}$`));
    const failed = failedRequests(page);
    const tag = Math.random().toString(36).slice(2, 8);
    await removingAfter(page, tag, async () => {
      // Files: an upload through V1's own operation, listed from the BFF's record, without a
      // status the platform cannot give.
      const made = await page.request.post(`/api${t('/companies')}`, {
        headers: { 'x-csrf': '1', origin: new URL(page.url()).origin },
        data: {
          authorization: { type: 1, userIds: [], groupIds: [] },
          data: {
            name: `${RUN_PREFIX} V1 Fil ${tag}`,
            organizationNumber: randomOrgNr(),
            country: 'SWEDEN',
            annualReportFramework: 'K2',
          },
        },
      });
      expect(made.status()).toBe(200);
      const company = ((await made.json()) as { durableKey: string }).durableKey;
      await page.goto(`${t()}/companies/${company}/files`);
      await expect(
        page.getByText(/^Processing status is not available from this platform\./),
      ).toBeVisible();
      await expect(page.getByText('No uploads through this console yet')).toBeVisible();
      await expect(page.getByText('No files yet')).toHaveCount(0);
      const chooser = page.waitForEvent('filechooser');
      await page.getByLabel('Drop files to upload').click();
      await (await chooser).setFiles(siePath('typ1.se'));
      await expect(row(page, 'typ1.se')).toBeVisible();
      await expect(row(page, 'typ1.se')).not.toContainText(/Processing/i);
      await expect(page.getByRole('button', { name: 'Report of typ1.se' })).toHaveCount(0);

      // Assignments: read (V1), no create or status change (extensions).
      await page.goto(`${t()}/companies/${NORRSKEN}/assignments`);
      await expect(
        page.getByText(
          'The platform does not offer creating assignments or changing their status; they are read-only here.',
        ),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: /New assignment/ })).toHaveCount(0);
      // The demo's assignments by name with their work materiality (both V1 reads).
      const locked = page.getByRole('row', { name: /^Review 2024/ });
      await expect(locked).toContainText('Locked');
      await expect(locked).toContainText('200,000.00 (75%)');

      // Balances: the chart from V1's monthly balances.
      await page.goto(`${t()}/companies/${NORRSKEN}/balances`);
      await expect(page.locator('.recharts-surface').first()).toBeVisible();

      // The trial balance on paper: its heading says the source files and their checksums
      // cannot be had from this platform (the file operations are extensions), not a blank.
      await page.goto(`${t()}/companies/${NORRSKEN}/balances?view=trial`);
      await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
      await page.emulateMedia({ media: 'print' });
      await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
      const heading = page.locator('.workbench-print-heading');
      await expect(heading).toContainText(
        'Source filesThe files and their SHA-256 checksums are not available from this platform',
      );
      await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
      await page.emulateMedia({ media: 'screen' });
    });
    expect(failed).toEqual([]);
  },
);

test(
  'company create, edit, SNI and performance materiality, a year, a permission, an invitation, a group',
  { tag: ['@mutating', '@demo-data'] },
  async ({ page }) => {
    test.slow();
    const tag = Math.random().toString(36).slice(2, 8);
    const name = `${RUN_PREFIX} V1 Bolag ${tag}`;
    await signIn(page, 'admin');
    await expect(page).toHaveURL(new RegExp(`${t()}$`));
    await removingAfter(page, tag, async () => {
      const failed = failedRequests(page);

      // A group, through the console.
      await page.goto(`${t()}/groups`);
      const groupName = `${RUN_PREFIX} V1 grupp ${tag}`;
      const newGroup = page.getByRole('form', { name: 'New group' });
      await newGroup.getByRole('textbox', { name: 'Group name' }).fill(groupName);
      await newGroup.getByRole('button', { name: 'Create' }).click();
      await expectToast(page, groupName);

      // An invitation with both modules.
      await page.goto(`${t()}/invitations`);
      const invite = page.getByRole('form', { name: 'Invite users' });
      const emails = invite.getByLabel('Email addresses');
      await emails.fill(`${RUN_PREFIX}.v1.${tag}@exempel.se`);
      await emails.press('Enter');
      await invite.getByRole('checkbox', { name: 'Analytics' }).check();
      await invite.getByRole('button', { name: 'Send invitation' }).click();
      await expect(row(page, `${RUN_PREFIX}.v1.${tag}@exempel.se`)).toBeVisible();

      // A company with V1's fields, then an edit, SNI and work materiality.
      await page.goto(`${t()}/companies/new`);
      const form = page.getByRole('form', { name: 'New company' });
      await form.getByLabel('Name').fill(name);
      await form.getByLabel('Organisation number').fill(randomOrgNr());
      await pick(page, form.getByRole('combobox', { name: 'Annual report framework' }), 'K2');
      // Nobody yet: the permission given below is then its only one.
      await form.getByRole('radio', { name: 'Nobody yet' }).check();
      await form.getByRole('button', { name: 'Create company' }).click();
      await expectToast(page, 'Company created');
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      const edit = page.getByRole('form', { name: 'Edit company' });
      await edit.getByLabel('Address').fill('Storgatan 1, 901 00 Umeå');
      await edit.getByRole('button', { name: 'Save changes' }).click();
      await expectToast(page, `${name} updated`);
      const sni = page.getByRole('form', { name: 'SNI code (industry)' });
      await sni.getByLabel('SNI code (industry)').fill('62010');
      await sni.getByRole('button', { name: 'Save' }).click();
      await expectToast(page, 'SNI code 62010');
      const wm = page.getByRole('form', { name: 'Performance materiality, default (SEK)' });
      await wm.getByLabel('Performance materiality, default (SEK)').fill('100000');
      await wm.getByRole('button', { name: 'Save' }).click();
      await expectToast(page, 'Performance materiality 100,000.00 SEK');
      const overview = page.getByRole('tabpanel', { name: 'Overview' });
      await expect(overview.getByText('Storgatan 1, 901 00 Umeå')).toBeVisible();

      // A permission for the group, and a financial year.
      await page.getByRole('tab', { name: 'Permissions' }).click();
      await pick(page, page.getByRole('combobox', { name: 'Grant a group access' }), groupName);
      await page.getByRole('button', { name: 'Grant' }).last().click();
      await expect(page.getByRole('heading', { name: 'Groups (1)' })).toBeVisible();
      await page.getByRole('tab', { name: 'Financial years' }).click();
      const year = page.getByRole('form', { name: 'New financial year' });
      await year.getByRole('textbox', { name: 'Start date' }).fill('2024-01-01');
      await year.getByRole('textbox', { name: 'Start date' }).press('Tab');
      await year.getByRole('textbox', { name: 'End date' }).fill('2024-12-31');
      await year.getByRole('textbox', { name: 'End date' }).press('Tab');
      await year.getByRole('button', { name: 'Add year' }).click();
      await expect(row(page, '2024-01-01')).toContainText('2024-12-31');
      expect(failed).toEqual([]);
    });
  },
);
