import { test, expect, t, TENANT } from '../fixtures/index.js';
import { randomOrgNr } from '../fixtures/api.js';
import { confirm, expectToast, pick, pickMany, row } from '../fixtures/ui.js';

test(
  'creates a company with every V1 field and a group, edits it, sets SNI and performance materiality, deletes it',
  { tag: ['@mutating'] },
  async ({ adminPage: page, api, unique }) => {
    test.slow();
    const name = unique('E2E Bolag AB');
    const group = await api.createGroup(unique('Company group'));
    const orgNr = randomOrgNr();
    const address = `Testgatan ${name.split(' ').pop()}, 123 45 Teststad`;

    await page.goto(t('/companies'));
    await page.getByRole('link', { name: 'New company' }).click();
    await expect(page).toHaveURL(t('/companies/new'));
    const form = page.getByRole('form', { name: 'New company' });
    await form.getByLabel('Name').fill(name);
    // A Swedish number must pass the Luhn check: caught before any request.
    const bad = orgNr.slice(0, 10) + String((Number(orgNr.slice(10)) + 1) % 10);
    await form.getByLabel('Organisation number').fill(bad);
    await form.getByRole('radio', { name: 'Chosen users and groups' }).check();
    await pickMany(page, form.getByLabel('Groups with access'), group.name);
    const framework = form.getByRole('combobox', { name: 'Annual report framework' });
    await expect(framework).toHaveValue('');
    await form.getByRole('button', { name: 'Create company' }).click();
    await expect(form.getByLabel('Organisation number')).toHaveAttribute('aria-invalid', 'true');
    await expect(
      form.getByText(
        'The last digit, the check digit, does not match the first nine. Look for a typo.',
      ),
    ).toBeVisible();
    // The framework is required by V1: asked for, not guessed.
    await expect(form.getByText('Choose the annual report framework')).toBeVisible();
    await expect(framework).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Name')).toHaveValue(name);
    // Not ten digits: the format, whose example stays whole in the narrow field.
    await form.getByLabel('Organisation number').fill(orgNr.slice(0, 10));
    await expect(form.getByText('The number is not in the format NNNNNN-NNNN.')).toBeVisible();
    const example = form.getByText('NNNNNN-NNNN', { exact: true });
    expect(await example.evaluate((el) => el.getClientRects().length)).toBe(1);
    // Typed without the hyphen (a phone's digit keyboard has none): the field puts it in.
    await form.getByLabel('Organisation number').fill(orgNr.replace('-', ''));
    await expect(form.getByLabel('Organisation number')).toHaveValue(orgNr);

    // Every other V1 field: framework (by name), legal form (found by its Swedish name too),
    // address; the country is Sweden unless changed.
    await pick(page, framework, /^K3/);
    await expect(framework).toHaveValue('K3');
    await expect(form.getByText('Choose the annual report framework')).toHaveCount(0);
    const legalForm = form.getByRole('combobox', { name: 'Legal form' });
    await legalForm.fill('aktieb');
    await page.getByRole('option', { name: 'Limited company (aktiebolag)', exact: true }).click();
    await expect(legalForm).toHaveValue('Limited company (aktiebolag)');
    await form.getByLabel('Address').fill(address);
    await expect(form.getByRole('combobox', { name: 'Country' })).toHaveValue('Sweden');
    const sent = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().endsWith(`/api/t/${TENANT}/companies`),
    );
    await form.getByRole('button', { name: 'Create company' }).click();
    // V1's CompanyCreate: the codes, not the names shown.
    expect((await sent).postDataJSON()).toEqual({
      authorization: { type: 3, userIds: [], groupIds: [group.id] },
      data: {
        name,
        organizationNumber: orgNr,
        country: 'SWEDEN',
        annualReportFramework: 'K3',
        legalForm: 'LIMITED_LIABILITY_COMPANY',
        address,
      },
    });

    await expectToast(page, 'Company created');
    await expect(page).toHaveURL(/\/companies\/[0-9a-f-]{36}\/overview$/);
    const key = /companies\/([0-9a-f-]{36})\//.exec(page.url())![1]!;
    api.createdCompanies.push(key);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const overview = page.getByRole('tabpanel', { name: 'Overview' });
    // The overview shows every field as stored.
    await expect(overview.getByText(orgNr, { exact: true })).toBeVisible();
    await expect(overview.getByText('K3', { exact: true })).toBeVisible();
    await expect(overview.getByText('Limited company (aktiebolag)', { exact: true })).toBeVisible();
    await expect(overview.getByText(address, { exact: true })).toBeVisible();
    await expect(overview.getByText('Sweden', { exact: true })).toBeVisible();
    await expect(overview.getByText('BAS2024', { exact: true })).toBeVisible();
    await expect(page.getByText(`${orgNr} · Sweden · BAS2024`, { exact: true })).toBeVisible();

    // The group became the company's permission.
    await page.getByRole('tab', { name: 'Permissions' }).click();
    await expect(page.getByRole('heading', { name: 'Groups (1)' })).toBeVisible();
    await expect(row(page, group.name)).toHaveCount(1);
    await page.getByRole('tab', { name: 'Overview' }).click();

    // Edit the name and the legal form.
    const edit = page.getByRole('form', { name: 'Edit company' });
    await expect(edit.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    await expect(edit.getByRole('combobox', { name: 'Annual report framework' })).toHaveValue('K3');
    await expect(edit.getByLabel('Address')).toHaveValue(address);
    await edit.getByLabel('Name').fill(`${name} (ny)`);
    const editLegalForm = edit.getByRole('combobox', { name: 'Legal form' });
    await expect(editLegalForm).toHaveValue('Limited company (aktiebolag)');
    await editLegalForm.fill('handels');
    await page
      .getByRole('option', { name: 'Trading partnership (handelsbolag)', exact: true })
      .click();
    const updated = page.waitForRequest(
      (r) => r.method() === 'PUT' && r.url().endsWith(`/companies/${key}`),
    );
    await edit.getByRole('button', { name: 'Save changes' }).click();
    // Only what changed is sent, as V1's CompanyUpdate.
    expect((await updated).postDataJSON()).toEqual({
      name: `${name} (ny)`,
      legalForm: 'TRADING_PARTNERSHIP',
    });
    await expectToast(page, `${name} (ny) updated`);
    await expect(page.getByRole('heading', { level: 1, name: `${name} (ny)` })).toBeVisible();
    await expect(
      overview.getByText('Trading partnership (handelsbolag)', { exact: true }),
    ).toBeVisible();
    await expect(overview.getByText('Limited company (aktiebolag)', { exact: true })).toHaveCount(
      0,
    );
    await expect(overview.getByText('K3', { exact: true })).toBeVisible();

    // SNI code and work materiality, shown on the overview.
    const sni = page.getByRole('form', { name: 'SNI code (industry)' });
    await sni.getByLabel('SNI code (industry)').fill('1110');
    await sni.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'SNI code 01110');
    const wm = page.getByRole('form', { name: 'Performance materiality, default (SEK)' });
    await wm.getByLabel('Performance materiality, default (SEK)').fill('250000');
    await wm.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Performance materiality 250,000.00 SEK');
    await expect(overview.getByText('01110', { exact: true })).toBeVisible();
    await expect(overview.getByText('250,000.00 SEK', { exact: true })).toBeVisible();
    // ... and still after a reload (the single company carries them).
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: `${name} (ny)` })).toBeVisible();
    await expect(overview.getByText('01110', { exact: true })).toBeVisible();
    await expect(overview.getByText('250,000.00 SEK', { exact: true })).toBeVisible();
    await expect(
      overview.getByText('Trading partnership (handelsbolag)', { exact: true }),
    ).toBeVisible();
    await expect(overview.getByText(address, { exact: true })).toBeVisible();

    // The list shows the legal form by its Swedish name, the framework and the country.
    await page.goto(t(`/companies?q=${encodeURIComponent(name)}`));
    const listRow = row(page, `${name} (ny)`);
    // The first cell is the row's selection box.
    await expect(listRow.getByRole('cell')).toHaveText([
      '',
      `${name} (ny)`,
      orgNr,
      'Trading partnership (handelsbolag)',
      'K3',
      'Sweden',
    ]);
    // Search by the legal form's Swedish name.
    await page.getByLabel('Search companies').fill('handelsbolag');
    await expect(page.getByRole('link', { name: `${name} (ny)` })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Norrsken Bygg AB' })).toHaveCount(0);

    // Delete with confirmation (cancel first).
    await page.getByRole('link', { name: `${name} (ny)` }).click();
    await page.getByRole('button', { name: 'Delete company' }).click();
    await page
      .getByRole('dialog', { name: 'Delete company' })
      .getByRole('button', { name: 'Cancel' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: `${name} (ny)` })).toBeVisible();
    await page.getByRole('button', { name: 'Delete company' }).click();
    await confirm(page, 'Delete company');
    await expectToast(page, 'Company deleted');
    await expect(page).toHaveURL(t('/companies'));
    await page.getByLabel('Search companies').fill(name);
    await expect(page.getByText('No company matches')).toBeVisible();
    await page.goto(t(`/companies/${key}/overview`));
    await expect(page.getByText('No such company')).toBeVisible();
    await api.deleteGroup(group.id);
  },
);

test(
  'a duplicate organisation number is refused and the form keeps its input',
  { tag: ['@mutating'] },
  async ({ adminPage: page, api, unique }) => {
    const existing = await api.createCompany({ name: unique('Först AB') });
    const name = unique('Andra AB');
    await page.goto(t('/companies/new'));
    const form = page.getByRole('form', { name: 'New company' });
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Organisation number').fill(existing.organizationNumber);
    await pick(page, form.getByRole('combobox', { name: 'Annual report framework' }), 'K2');
    await form.getByRole('button', { name: 'Create company' }).click();
    // The conflict (409) is shown at the number, saying what it means and what to do.
    await expect(
      form.getByText(
        'Another company of this tenant already has this organisation number. Check the number, or open that company instead.',
      ),
    ).toBeVisible();
    await expect(page).toHaveURL(t('/companies/new'));
    await expect(form.getByLabel('Name')).toHaveValue(name);
    await expect(form.getByLabel('Organisation number')).toHaveValue(existing.organizationNumber);
  },
);

test(
  'the demo companies show legal form, framework and country in the list, SNI and performance materiality on the overview',
  { tag: ['@readonly', '@demo-data'] },
  async ({ adminPage: page }) => {
    await page.goto(t('/companies'));
    await expect(page.getByRole('heading', { level: 1, name: 'Companies' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Companies' });
    await expect(table.getByRole('columnheader')).toHaveText([
      '',
      /^Name/,
      /^Organisation number/,
      /^Legal form/,
      /^Framework/,
      /^Country/,
    ]);
    await expect(row(table, 'Norrsken Bygg AB').getByRole('cell').nth(3)).toHaveText(
      'Limited company (aktiebolag)',
    );
    await expect(row(table, 'Norrsken Bygg AB').getByRole('cell').nth(4)).toHaveText('K3');
    await expect(row(table, 'Norrsken Bygg AB').getByRole('cell').nth(5)).toHaveText('Sweden');
    // Every demo company has its legal form (Skellefteå Elinstallation AB had none).
    await expect(row(table, 'Skellefteå Elinstallation AB').getByRole('cell').nth(3)).toHaveText(
      'Limited company (aktiebolag)',
    );
    await expect(row(table, 'Skellefteå Elinstallation AB').getByRole('cell').nth(4)).toHaveText(
      'K2',
    );

    // The overview has what the list cannot carry: SNI code, work materiality, address.
    await page.getByRole('link', { name: 'Norrsken Bygg AB' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Norrsken Bygg AB' })).toBeVisible();
    const overview = page.getByRole('tabpanel', { name: 'Overview' });
    await expect(overview.getByText('41200', { exact: true })).toBeVisible();
    await expect(overview.getByText('250,000.00 SEK', { exact: true })).toBeVisible();
    await expect(overview.getByText('Storgatan 12, 972 31 Luleå', { exact: true })).toBeVisible();
    await expect(overview.getByText('Limited company (aktiebolag)', { exact: true })).toBeVisible();
    await expect(overview.getByText('K3', { exact: true })).toBeVisible();
    await expect(
      page.getByRole('form', { name: 'SNI code (industry)' }).getByLabel('SNI code (industry)'),
    ).toHaveValue('41200');
  },
);
