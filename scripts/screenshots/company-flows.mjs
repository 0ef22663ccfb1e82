// The company flows, as the admin: a new company with an invalid organisation number, created,
// created again (conflict), the delete confirmation; then a SIE upload to it (pending, final,
// its processing report) and its balances (unverified year, bar chart of movements).
import { SIE_COMPANY, SIE_FILE, SIE_NAME, company, t } from './config.mjs';
import { dialogOpen, holdToast, newPage, settle, visible } from './settle.mjs';
import { shot } from './shot.mjs';
import { h1, pickOption, row } from './ui.mjs';

/**
 * Opens the new-company form and fills it in (every V1 field; access for Byråledning, chosen),
 * not yet sent.
 */
async function fillNewCompany(page, organisationNumber) {
  await page.goto(t('/companies/new'));
  const form = page.getByRole('form', { name: 'New company' });
  await visible(form);
  await form.getByLabel('Name').fill(SIE_COMPANY.name);
  await form.getByLabel('Organisation number').fill(organisationNumber);
  await pickOption(
    page,
    form.getByRole('combobox', { name: 'Annual report framework' }),
    new RegExp(`^${SIE_COMPANY.framework}`),
  );
  await pickOption(
    page,
    form.getByRole('combobox', { name: 'Legal form' }),
    SIE_COMPANY.legalForm,
    SIE_COMPANY.legalForm.slice(0, 5),
  );
  await form.getByLabel('Address').fill(SIE_COMPANY.address);
  await form.getByRole('radio', { name: 'Chosen users and groups' }).check();
  const groups = form.getByLabel('Groups with access');
  await groups.click();
  await page.getByRole('option', { name: 'Byråledning' }).click();
  await groups.press('Escape');
  await page.getByRole('listbox').waitFor({ state: 'hidden' });
  return form;
}

/**
 * New company: an invalid organisation number, then created, then the same number again.
 * Returns the new company's key.
 */
export async function companyFlows(context) {
  const page = await newPage(context);
  const form = await fillNewCompany(page, SIE_COMPANY.badOrgNr);
  await form.getByRole('button', { name: 'Create company' }).click();
  await form.getByLabel('Organisation number').and(page.locator('[aria-invalid="true"]')).waitFor();
  await shot(page, 'flow-company-new-invalid');

  await form.getByLabel('Organisation number').fill(SIE_COMPANY.orgNr);
  await form.getByRole('button', { name: 'Create company' }).click();
  await holdToast(page, 'Company created');
  await page.waitForURL(/\/companies\/[0-9a-f-]{36}\/overview$/);
  const key = /companies\/([0-9a-f-]{36})\//.exec(page.url())[1];
  await visible(h1(page, SIE_COMPANY.name), page.getByText('Organisation number'));
  await shot(page, 'flow-company-created');

  const again = await fillNewCompany(page, SIE_COMPANY.orgNr);
  await again.getByRole('button', { name: 'Create company' }).click();
  await visible(again.getByText(/already has this organisation number/));
  await shot(page, 'flow-company-conflict');

  await page.goto(company(key, 'overview'));
  await visible(h1(page, SIE_COMPANY.name), page.getByText('Organisation number'));
  await page.getByRole('button', { name: 'Delete company' }).click();
  const dialog = await dialogOpen(page, 'Delete company');
  await shot(page, 'flow-delete-confirm', { full: false });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await page.close();
  return key;
}

/** Upload of a SIE file that does not reconcile: started, final, its report, the balances. */
export async function uploadFlows(context, key) {
  const page = await newPage(context);
  await page.goto(company(key, 'files'));
  await visible(page.getByRole('heading', { name: 'Upload accounting files' }));
  await settle(page);

  // Hold the file's status polls until the "started" shot is taken, so it shows the pending file.
  let release;
  const released = new Promise((r) => (release = r));
  const isStatusPoll = (url) => /\/files\/[^/]+$/.test(new URL(url).pathname);
  await page.route(isStatusPoll, async (route) => {
    if (route.request().method() === 'GET') await released;
    await route.continue().catch(() => undefined); // the page may be gone by then
  });
  const chooser = page.waitForEvent('filechooser');
  await page.getByLabel('Drop files to upload').click();
  await (await chooser).setFiles(SIE_FILE);
  await holdToast(page, 'Processing…');
  await visible(row(page, SIE_NAME).getByText('Processing', { exact: true }));
  await shot(page, 'flow-upload-started', { full: false, network: false });
  release(); // the route stays, passing every later poll straight through

  await visible(row(page, SIE_NAME).getByText('Read, not verified', { exact: true }));
  await holdToast(page, 'does not reconcile');
  await shot(page, 'flow-upload-final', { full: false });

  await page.goto(company(key, 'files'));
  await page.getByRole('button', { name: `Report of ${SIE_NAME}` }).click();
  const report = await dialogOpen(page, `Processing report: ${SIE_NAME}`);
  await visible(report.getByRole('heading', { name: /^Findings \(\d+\)$/ }));
  await shot(page, 'flow-file-report', { full: false });
  await page.keyboard.press('Escape');
  await report.waitFor({ state: 'hidden' });

  await page.goto(company(key, 'balances'));
  await visible(
    page.getByText(/^Financial year .* is not verified$/),
    page.getByRole('img', { name: /^Line chart of monthly balances for / }),
    page.getByRole('table', { name: 'Balances at month end in SEK' }),
  );
  await shot(page, 'flow-balances-unverified');

  await page.goto(company(key, 'balances?chart=bar&metric=amount'));
  await visible(
    page.getByRole('img', { name: /^Bar chart of monthly movements for / }),
    page.getByRole('table', { name: 'Monthly movements in SEK' }),
  );
  await shot(page, 'flow-balances-bar-movements');
  await page.close();
}
