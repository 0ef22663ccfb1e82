import { test, expect, t } from '../fixtures/index.js';
import { expectToast, row } from '../fixtures/ui.js';

// Faults are injected at the platform for paths only these tests touch (their own company), and
// the `faults` fixture holds a cross-worker lock and clears them afterwards.

test(
  'a company screen shows a clear error while V1 fails, and recovers on retry',
  { tag: ['@platform-dev'] },
  async ({ adminPage: page, api, faults, unique }) => {
    test.slow();
    const company = await api.createCompany({ name: unique('Felsäker AB') });
    await faults.inject({
      rate: 1,
      status: 500,
      methods: ['GET'],
      paths: [`/companies/${company.durableKey}`],
    });
    await page.goto(t(`/companies/${company.durableKey}/overview`));
    const error = page.getByRole('alert').filter({ hasText: 'Could not load' });
    // The web retries server errors twice before showing the error.
    await expect(error).toBeVisible({ timeout: 20_000 });
    await expect(error).toContainText(
      'The platform had a problem answering. Try again in a moment.',
    );
    // The server's reason and the request id are details, folded away until asked for.
    await error.getByText('Technical details').click();
    await expect(error).toContainText(/Request id: [0-9a-f-]{36}/);

    await faults.clear();
    await error.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: company.name })).toBeVisible();
    await expect(error).toHaveCount(0);
  },
);

test(
  'the balances screen shows an error while balances fail, and recovers on retry',
  { tag: ['@platform-dev'] },
  async ({ adminPage: page, api, faults, unique }) => {
    test.slow();
    const company = await api.createCompany({ name: unique('Saldofel AB') });
    await api.createYear(company.durableKey, '2024-01-01', '2024-12-31');
    await faults.inject({
      rate: 1,
      status: 500,
      methods: ['GET'],
      paths: [`/generalledger/balances/${company.durableKey}`],
    });
    await page.goto(t(`/companies/${company.durableKey}/balances`));
    const error = page.getByRole('alert').filter({ hasText: 'Could not load' });
    await expect(error).toBeVisible({ timeout: 20_000 });
    await expect(error).toContainText('The platform had a problem answering');
    await faults.clear();
    await error.getByRole('button', { name: 'Try again' }).click();
    // No files: the honest empty state rather than an error.
    await expect(page.getByText('No balances in this range')).toBeVisible();
    await expect(error).toHaveCount(0);
  },
);

test(
  'a form whose request fails keeps its input and succeeds when sent again',
  { tag: ['@platform-dev'] },
  async ({ adminPage: page, api, faults, unique }) => {
    test.slow();
    const company = await api.createCompany({ name: unique('Formfel AB') });
    await page.goto(t(`/companies/${company.durableKey}/financial-years`));
    await expect(page.getByText('No financial years')).toBeVisible();
    await faults.inject({
      rate: 1,
      status: 503,
      methods: ['POST'],
      paths: [`/company/${company.durableKey}/financialyears`],
    });
    const form = page.getByRole('form', { name: 'New financial year' });
    await form.getByRole('textbox', { name: 'Start date' }).fill('2024-01-01');
    await form.getByRole('textbox', { name: 'Start date' }).press('Tab');
    await form.getByRole('textbox', { name: 'End date' }).fill('2024-12-31');
    await form.getByRole('textbox', { name: 'End date' }).press('Tab');
    await form.getByRole('button', { name: 'Add year' }).click();
    const error = form.getByRole('alert');
    await expect(error).toContainText(/^The platform /);
    await expect(form.getByRole('textbox', { name: 'Start date' })).toHaveValue('2024-01-01');
    await expect(form.getByRole('textbox', { name: 'End date' })).toHaveValue('2024-12-31');
    expect(await api.listYears(company.durableKey)).toEqual([]);

    await faults.clear();
    await form.getByRole('button', { name: 'Add year' }).click();
    await expectToast(page, 'Financial year added');
    await expect(row(page, '2024-01-01')).toContainText('2024-12-31');
    await expect(error).toHaveCount(0);
  },
);

test(
  'an edit that fails keeps the typed value',
  { tag: ['@platform-dev'] },
  async ({ adminPage: page, api, faults, unique }) => {
    const company = await api.createCompany({ name: unique('Redigerfel AB') });
    await page.goto(t(`/companies/${company.durableKey}/overview`));
    const edit = page.getByRole('form', { name: 'Edit company' });
    await expect(edit.getByLabel('Name')).toHaveValue(company.name);
    await faults.inject({
      rate: 1,
      status: 500,
      methods: ['PUT'],
      paths: [`/companies/${company.durableKey}`],
    });
    await edit.getByLabel('Name').fill(`${company.name} nytt`);
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(edit.getByRole('alert')).toContainText(/^The platform /);
    await expect(edit.getByLabel('Name')).toHaveValue(`${company.name} nytt`);
    await expect(page.getByRole('heading', { level: 1, name: company.name })).toBeVisible();
    await faults.clear();
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: `${company.name} nytt` }),
    ).toBeVisible();
  },
);
