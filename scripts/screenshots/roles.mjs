// The screens as each demo role sees them: signed out (sign-in, empty and wrong input), the
// admin's every page and company tab, the auditor's pages and the screens its role does not offer.
import { ACCOUNTS, NORRSKEN, TENANT, company, t } from './config.mjs';
import { newPage, visible } from './settle.mjs';
import { shot } from './shot.mjs';
import { h1, newContext, row, signIn } from './ui.mjs';

/** Signed out: the sign-in screen, empty and wrong input; ends signed in as the admin. */
export async function signInScreens(browser) {
  const context = await newContext(browser);
  const page = await newPage(context);
  await page.goto('/sign-in');
  await visible(h1(page, 'Ledger Console'));
  await shot(page, 'admin-sign-in');

  await page.getByRole('button', { name: 'Sign in' }).click();
  await visible(page.getByText('Enter your username'), page.getByText('Enter your password'));
  await shot(page, 'flow-sign-in-empty');

  await page.goto('/sign-in');
  await page.getByLabel('Username').fill(ACCOUNTS.admin.username);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await visible(page.getByRole('alert').filter({ hasText: 'Wrong username or password.' }));
  await shot(page, 'flow-sign-in-wrong');

  // The right password (also resets the account's failure count).
  await page.getByLabel('Password').fill(ACCOUNTS.admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(new RegExp(`/t/${TENANT}$`));
  await page.close();
  return context;
}

export async function adminScreens(context) {
  const page = await newPage(context);

  await page.goto(t());
  await visible(
    h1(page, 'Revisionsbyrån Nord AB'),
    page.getByRole('link', { name: /^Companies: \d+$/ }),
    page.getByRole('link', { name: 'Norrsken Bygg AB' }),
  );
  await shot(page, 'admin-overview');

  await page.goto(t('/users'));
  await visible(h1(page, 'Users'), page.getByRole('link', { name: 'Anna Lindqvist' }));
  await shot(page, 'admin-users');

  await page.getByRole('link', { name: 'Anna Lindqvist' }).click();
  await page.waitForURL(/\/users\/[0-9a-f-]{36}$/);
  await visible(
    h1(page, 'Anna Lindqvist'),
    page.getByRole('heading', { name: /^Groups \(\d+\)$/ }),
  );
  await shot(page, 'admin-user-detail');

  await page.goto(t('/invitations'));
  await visible(
    h1(page, 'Invitations'),
    page.getByRole('heading', { name: 'Pending invitations' }),
    row(page, 'karin.wahlqvist@nordrevision.se'),
  );
  await shot(page, 'admin-invitations');

  await page.goto(t('/groups'));
  await visible(h1(page, 'Groups'), page.getByRole('link', { name: 'Revisorer' }));
  await shot(page, 'admin-groups');

  await page.getByRole('link', { name: 'Revisorer' }).click();
  await page.waitForURL(/\/groups\/[0-9a-f-]{36}$/);
  await visible(h1(page, 'Revisorer'), page.getByText(/^\d+ members?$/));
  await shot(page, 'admin-group-detail');

  await page.goto(t('/companies'));
  await visible(h1(page, 'Companies'), page.getByRole('link', { name: 'Norrsken Bygg AB' }));
  await shot(page, 'admin-companies');

  await page.goto(t('/companies/new'));
  await visible(h1(page, 'New company'), page.getByRole('form', { name: 'New company' }));
  await shot(page, 'admin-company-new');

  await companyTabs(page, 'admin', [
    'overview',
    'permissions',
    'financial-years',
    'files',
    'assignments',
    'balances',
  ]);
  await page.close();
}

/** What shows that a company tab has its content. */
const tabContent = {
  overview: (page) => [page.getByText('Organisation number')],
  permissions: (page) => [page.getByRole('heading', { name: /^Groups \(\d+\)$/ })],
  'financial-years': (page) => [
    page.getByRole('heading', { name: 'Financial years' }),
    page.getByRole('tabpanel').getByRole('row').nth(1),
  ],
  files: (page) => [
    page.getByRole('heading', { name: 'Upload accounting files' }),
    page.getByRole('button', { name: /^Report of / }),
  ],
  assignments: (page) => [
    page.getByRole('heading', { name: 'Assignments' }),
    page.getByRole('tabpanel').getByRole('row').nth(1),
  ],
  balances: (page) => [
    page.getByRole('img', { name: /^Line chart of monthly balances for / }),
    page.getByRole('table', { name: 'Balances at month end in SEK' }),
  ],
};

/** Norrsken Bygg AB's tabs, one picture each: `<who>-company-<tab>`. */
async function companyTabs(page, who, tabs) {
  for (const tab of tabs) {
    await page.goto(company(NORRSKEN, tab));
    await visible(
      h1(page, 'Norrsken Bygg AB'),
      page.getByRole('tab', { selected: true }),
      ...tabContent[tab](page),
    );
    await shot(page, `${who}-company-${tab}`);
  }
}

export async function auditorScreens(browser) {
  const context = await newContext(browser);
  const page = await newPage(context);
  await signIn(page, 'auditor');
  await page.waitForURL(new RegExp(`/t/${TENANT}$`));
  await visible(
    h1(page, 'Revisionsbyrån Nord AB'),
    page.getByRole('link', { name: /^Companies: \d+$/ }),
  );
  await shot(page, 'auditor-overview');

  await page.goto(t('/companies'));
  await visible(h1(page, 'Companies'), page.getByRole('link', { name: 'Norrsken Bygg AB' }));
  await shot(page, 'auditor-companies');

  await companyTabs(page, 'auditor', [
    'overview',
    'financial-years',
    'files',
    'assignments',
    'balances',
  ]);

  // The workbench's trial balance at 1440 px, and the statements as lead schedules with the
  // first line opened to its accounts.
  await page.goto(company(NORRSKEN, 'balances?view=trial'));
  await visible(h1(page, 'Norrsken Bygg AB'), page.getByRole('table').first());
  await shot(page, 'auditor-workbench-trial');
  await page.goto(company(NORRSKEN, 'balances?view=statements'));
  const income = page.getByRole('table', { name: /^Income statement/ });
  await visible(income);
  await income.getByRole('button', { name: 'Net sales', exact: true }).click();
  await visible(income.getByRole('rowheader', { name: /^3\d{3} / }).first());
  await shot(page, 'auditor-workbench-statements');

  // Typed in by hand: screens the role does not offer.
  await page.goto(company(NORRSKEN, 'permissions'));
  await visible(page.getByText('Not available for your role'));
  await shot(page, 'auditor-company-permissions');

  await page.goto(t('/users'));
  await visible(page.getByText('Not available for your role'));
  await shot(page, 'auditor-users-forbidden');
  await context.close();
}
