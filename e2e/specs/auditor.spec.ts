import { test, expect, t, OTHER_TENANT, TENANT } from '../fixtures/index.js';
import { siePath } from '../fixtures/api.js';
import { expectToast, fact, nav, row } from '../fixtures/ui.js';

test.describe('auditor', () => {
  test(
    'the navigation offers only what an auditor may use',
    { tag: ['@readonly', '@demo-data'] },
    async ({ auditorPage: page }) => {
      await page.goto(t());
      await expect(nav(page).getByRole('link', { name: 'Overview' })).toBeVisible();
      await expect(nav(page).getByRole('link', { name: 'Companies' })).toBeVisible();
      for (const name of ['Users', 'Invitations', 'Groups', 'Audit log'])
        await expect(nav(page).getByRole('link', { name })).toHaveCount(0);
      // Overview, Companies, and the account's own Sign-in security.
      await expect(nav(page).getByRole('link', { name: 'Sign-in security' })).toBeVisible();
      await expect(nav(page).getByRole('link')).toHaveCount(3);
      // Overview: companies only, no user/invitation/group counts.
      await expect(page.getByRole('link', { name: /^Companies: \d+$/ })).toBeVisible();
      await expect(page.getByRole('link', { name: /^Active users/ })).toHaveCount(0);
      await expect(page.getByRole('link', { name: /^Groups/ })).toHaveCount(0);
      // The tenant switcher offers the auditor's one tenant.
      await expect(page.getByLabel('Tenant').getByRole('option')).toHaveText([
        'Revisionsbyrån Nord AB',
      ]);
    },
  );

  test(
    'admin screens typed in by hand say they are not available',
    { tag: ['@readonly'] },
    async ({ auditorPage: page }) => {
      for (const [path, what] of [
        ['/users', 'users'],
        ['/invitations', 'invitations'],
        ['/groups', 'groups'],
        ['/audit', 'the audit log'],
        ['/companies/new', 'creating companies'],
      ] as const) {
        await page.goto(t(path));
        await expect(page.getByText('Not available for your role')).toBeVisible();
        await expect(page.getByText(`Your role does not give access to ${what}.`)).toBeVisible();
      }
      // A tenant the auditor does not have (the demo auditor has only the first).
      await page.goto(t('', OTHER_TENANT || 'e2e-no-such-tenant'));
      await expect(page.getByRole('heading', { name: 'Tenant not available' })).toBeVisible();
    },
  );

  test(
    'companies, years, assignments and balances are readable; nothing else is offered',
    { tag: ['@readonly', '@demo-data', '@extensions'] },
    async ({ auditorPage: page }) => {
      await page.goto(t('/companies'));
      await expect(page.getByRole('link', { name: 'Norrsken Bygg AB' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'New company' })).toHaveCount(0);
      await page.getByRole('link', { name: 'Norrsken Bygg AB' }).click();

      const tabs = page.getByRole('tab');
      await expect(tabs).toHaveText([
        'Overview',
        'Financial years',
        'Files',
        'Assignments',
        'Balances',
      ]);
      await expect(page.getByText('Organisation number').first()).toBeVisible();
      // The V1 fields read as the admin sees them: the legal form's name, the framework.
      for (const value of [
        'Limited company (aktiebolag)',
        'K3',
        'Storgatan 12, 972 31 Luleå',
        '41200',
        '250,000.00 SEK',
      ])
        await expect(
          page.getByRole('tabpanel', { name: 'Overview' }).getByText(value, { exact: true }),
        ).toBeVisible();
      for (const name of ['Delete company', 'Save changes', 'Save'])
        await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
      await expect(page.getByRole('form')).toHaveCount(0);

      await page.getByRole('tab', { name: 'Financial years' }).click();
      await expect(page.getByRole('heading', { name: 'Financial years' })).toBeVisible();
      await expect(page.getByRole('row')).not.toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'Add a financial year' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: /^Delete financial year/ })).toHaveCount(0);

      await page.getByRole('tab', { name: 'Files' }).click();
      await expect(page.getByRole('heading', { name: 'Upload accounting files' })).toBeVisible();
      await expect(page.getByText('Verified').first()).toBeVisible();

      await page.getByRole('tab', { name: 'Assignments' }).click();
      await expect(page.getByRole('heading', { name: 'Assignments' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'New assignment' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: /^Change status of/ })).toHaveCount(0);

      await page.getByRole('tab', { name: 'Balances' }).click();
      await expect(page.getByRole('table', { name: 'Balances at month end in SEK' })).toBeVisible();
      await expect(
        page.getByRole('img', { name: /^Line chart of monthly balances/ }),
      ).toBeVisible();
    },
  );

  test(
    'uploads a SIE file and sets an assignment’s performance materiality',
    { tag: ['@mutating', '@extensions'] },
    async ({ auditorPage: page, api, exclusive, unique }) => {
      test.slow();
      await exclusive('orgnr-5555555555');
      const company = await api.createCompany({
        name: unique('Mamut Revision AB'),
        organizationNumber: '555555-5555',
      });
      const year = await api.createYear(company.durableKey, '2010-01-01', '2010-12-31');
      const subType = unique('Auditor review');
      await api.createAssignment(company.durableKey, year.id, subType);

      await page.goto(t(`/companies/${company.durableKey}/files`));
      const chooser = page.waitForEvent('filechooser');
      await page.getByLabel('Drop files to upload').click();
      await (await chooser).setFiles(siePath('MAMUT_SIE4_EXPORT.SE'));
      await expect(
        row(page, 'MAMUT_SIE4_EXPORT.SE').getByText('Verified', { exact: true }),
      ).toBeVisible({ timeout: 30_000 });
      // Filed under the year the file's #RAR names (the report says so; V1's File does not).
      await page.getByRole('button', { name: 'Report of MAMUT_SIE4_EXPORT.SE' }).click();
      const report = page.getByRole('dialog', { name: 'Processing report: MAMUT_SIE4_EXPORT.SE' });
      await expect(fact(report, 'Financial year')).toHaveText('2010-01-01 – 2010-12-31');
      await expect(fact(report, 'Organisation number')).toHaveText('555555-5555');
      await page.keyboard.press('Escape');
      await expect(report).toBeHidden();

      await page.getByRole('tab', { name: 'Assignments' }).click();
      const r = row(page, subType);
      await expect(r).toContainText('not set: company default');
      await r.getByRole('button', { name: 'Materiality levels' }).click();
      const wm = page.getByRole('dialog', { name: "Set the assignment's materiality levels" });
      await wm.getByLabel('Overall materiality (SEK)').fill('133333.34');
      await wm.getByLabel('Performance materiality (% of overall)').fill('60');
      await wm.getByRole('button', { name: 'Save materiality levels' }).click();
      await expectToast(page, 'Materiality levels updated');
      // 60 % of 133 333.34 is 80 000.004: to the öre, 80 000.00.
      await expect(r).toContainText('80,000.00 (60%)');

      await page.getByRole('tab', { name: 'Balances' }).click();
      await expect(page.getByRole('table', { name: 'Balances at month end in SEK' })).toBeVisible();
    },
  );

  test(
    'hand-made requests for forbidden operations are refused',
    { tag: ['@readonly'] },
    async ({ auditorApi, baseURL, unique }) => {
      const post = await auditorApi.post(`/api/t/${TENANT}/groups`, {
        data: { name: unique('Auditor group') },
      });
      expect(post.status()).toBe(403);
      expect(await post.json()).toMatchObject({ status: 403, message: expect.any(String) });
      for (const path of [
        `/api/t/${TENANT}/users`,
        `/api/t/${TENANT}/invitations`,
        `/api/t/${TENANT}/groups`,
        '/api/audit',
        `/api/t/${OTHER_TENANT || 'e2e-no-such-tenant'}/companies`,
      ])
        expect((await auditorApi.get(path)).status(), path).toBe(403);
      const del = await auditorApi.delete(
        `/api/t/${TENANT}/companies/00000000-0000-4000-8000-000000000000`,
      );
      expect(del.status()).toBe(403);
      // ... while what the role may read works.
      expect((await auditorApi.get(`/api/t/${TENANT}/companies`)).status()).toBe(200);
      void baseURL;
    },
  );

  test(
    'a linked auditor sees only the companies of its platform user',
    { tag: ['@readonly', '@demo-data'] },
    async ({ auditorPage: page, auditorApi, adminApi }) => {
      const session = (await (await auditorApi.get('/auth/session')).json()) as {
        user: { scope?: string };
      };
      test.skip(
        session.user.scope !== 'linked',
        'the auditor account is not linked to a platform user',
      );
      // The demo auditor is Elin Sjöberg: Norrsken Bygg (every user), not Älvdalens Trävaru.
      const all = (await (await adminApi.get(`/api/t/${TENANT}/companies`)).json()) as {
        name: string;
        durableKey: string;
      }[];
      const alvdalen = all.find((c) => c.name === 'Älvdalens Trävaru AB')!.durableKey;
      const refused = await auditorApi.get(`/api/t/${TENANT}/companies/${alvdalen}`);
      expect(refused.status()).toBe(403);
      expect(await refused.json()).toMatchObject({ code: 'company_not_allowed' });
      const mine = (await (await auditorApi.get(`/api/t/${TENANT}/companies`)).json()) as {
        name: string;
      }[];
      expect(mine.map((c) => c.name)).toContain('Norrsken Bygg AB');
      expect(mine.map((c) => c.name)).not.toContain('Älvdalens Trävaru AB');
      await page.goto(t('/companies'));
      await expect(page.getByRole('link', { name: 'Norrsken Bygg AB' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Älvdalens Trävaru AB' })).toHaveCount(0);
      await page.goto(t(`/companies/${alvdalen}`));
      await expect(
        page.getByText('You have no access to this company', { exact: false }).first(),
      ).toBeVisible();
    },
  );
});
