import { test, expect, t } from '../fixtures/index.js';
import { randomOrgNr } from '../fixtures/api.js';
import { confirm, pickMany, row, toast } from '../fixtures/ui.js';

test('creates a company with authorization type and a group, edits it, sets SNI and work materiality, deletes it', async ({
  adminPage: page,
  api,
  unique,
}) => {
  test.slow();
  const name = unique('E2E Bolag AB');
  const group = await api.createGroup(unique('Company group'));
  const orgNr = randomOrgNr();

  await page.goto(t('/companies'));
  await page.getByRole('link', { name: 'New company' }).click();
  await expect(page).toHaveURL(t('/companies/new'));
  const form = page.getByRole('form', { name: 'New company' });
  await form.getByLabel('Name').fill(name);
  // A Swedish number must pass the Luhn check: caught before any request.
  const bad = orgNr.slice(0, 10) + String((Number(orgNr.slice(10)) + 1) % 10);
  await form.getByLabel('Organisation number').fill(bad);
  await form.getByRole('radio', { name: '3 – Groups' }).check();
  await pickMany(page, form.getByLabel('Groups with access'), group.name);
  await form.getByRole('button', { name: 'Create company' }).click();
  await expect(form.getByLabel('Organisation number')).toHaveAttribute('aria-invalid', 'true');
  await expect(
    form.getByText(
      'The last digit, the check digit, does not match the first nine. Look for a typo.',
    ),
  ).toBeVisible();
  await expect(form.getByLabel('Name')).toHaveValue(name);
  // Not ten digits: the format, whose example stays whole in the narrow field.
  await form.getByLabel('Organisation number').fill(orgNr.slice(0, 10));
  await expect(form.getByText('The number is not in the format NNNNNN-NNNN.')).toBeVisible();
  const example = form.getByText('NNNNNN-NNNN', { exact: true });
  expect(await example.evaluate((el) => el.getClientRects().length)).toBe(1);
  await form.getByLabel('Organisation number').fill(orgNr.replace('-', ''));
  await form.getByRole('button', { name: 'Create company' }).click();

  await expect(toast(page, 'Company created')).toBeVisible();
  await expect(page).toHaveURL(/\/companies\/[0-9a-f-]{36}\/overview$/);
  const key = /companies\/([0-9a-f-]{36})\//.exec(page.url())![1]!;
  api.createdCompanies.push(key);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('3 – Groups')).toBeVisible();
  await expect(page.getByText(orgNr, { exact: true })).toBeVisible();
  await expect(page.getByText('BAS2024', { exact: true })).toBeVisible();

  // The group became the company's permission.
  await page.getByRole('tab', { name: 'Permissions' }).click();
  await expect(page.getByRole('heading', { name: 'Groups (1)' })).toBeVisible();
  await expect(row(page, group.name)).toHaveCount(1);
  await page.getByRole('tab', { name: 'Overview' }).click();

  // Edit the name.
  const edit = page.getByRole('form', { name: 'Edit company' });
  await expect(edit.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  await edit.getByLabel('Name').fill(`${name} (ny)`);
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, `${name} (ny) updated`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: `${name} (ny)` })).toBeVisible();

  // SNI code and work materiality.
  const sni = page.getByRole('form', { name: 'SNI code (SNI 2007)' });
  await sni.getByLabel('SNI code (SNI 2007)').fill('1110');
  await sni.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'SNI code 01110')).toBeVisible();
  const wm = page.getByRole('form', { name: 'Work materiality (SEK)' });
  await wm.getByLabel('Work materiality (SEK)').fill('250000');
  await wm.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Work materiality 250 000,00 SEK')).toBeVisible();
  await expect(page.getByText('01110', { exact: true })).toBeVisible();
  await expect(page.getByText('250 000,00 SEK', { exact: true })).toBeVisible();

  // Both shown in the list too, also after a reload.
  await page.goto(t(`/companies?q=${encodeURIComponent(name)}`));
  const listRow = row(page, `${name} (ny)`);
  await expect(listRow).toContainText('01110');
  await expect(listRow).toContainText('250 000,00');
  await expect(listRow).toContainText('Type 3');
  await expect(listRow).toContainText(orgNr);
  // Search by SNI.
  await page.getByLabel('Search companies').fill('01110');
  await expect(page.getByRole('link', { name: `${name} (ny)` })).toBeVisible();

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
  await expect(toast(page, 'Company deleted')).toBeVisible();
  await expect(page).toHaveURL(t('/companies'));
  await page.getByLabel('Search companies').fill(name);
  await expect(page.getByText('No company matches')).toBeVisible();
  await page.goto(t(`/companies/${key}/overview`));
  await expect(page.getByText('No such company')).toBeVisible();
  await api.deleteGroup(group.id);
});

test('a duplicate organisation number is refused and the form keeps its input', async ({
  adminPage: page,
  api,
  unique,
}) => {
  const existing = await api.createCompany({ name: unique('Först AB') });
  const name = unique('Andra AB');
  await page.goto(t('/companies/new'));
  const form = page.getByRole('form', { name: 'New company' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Organisation number').fill(existing.organizationNumber);
  await form.getByRole('button', { name: 'Create company' }).click();
  // The conflict (409) is shown at the form, naming the number.
  await expect(
    form.getByText(new RegExp(`${existing.organizationNumber}.*(exists|already)`)),
  ).toBeVisible();
  await expect(page).toHaveURL(t('/companies/new'));
  await expect(form.getByLabel('Name')).toHaveValue(name);
  await expect(form.getByLabel('Organisation number')).toHaveValue(existing.organizationNumber);
});

test('the demo companies show SNI codes and work materiality in the list', async ({
  adminPage: page,
}) => {
  await page.goto(t('/companies'));
  await expect(page.getByRole('heading', { level: 1, name: 'Companies' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'SNI' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Work materiality (SEK)' })).toBeVisible();
  const norrsken = row(page, 'Norrsken Bygg AB');
  await expect(norrsken).toContainText('41200');
  await expect(norrsken).toContainText('250 000,00');
});
