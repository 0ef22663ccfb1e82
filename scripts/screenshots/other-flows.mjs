// The remaining flows: an invalid invitation email, switching tenant, a session signed out
// elsewhere (sign-in, then back), and last the audit log showing what the run did.
import { BASE, TENANT, request, t } from './config.mjs';
import { holdToast, newPage, visible } from './settle.mjs';
import { shot } from './shot.mjs';
import { h1, newContext, row, signIn } from './ui.mjs';

/** As the admin: an invitation to an invalid address, then a switch to the other tenant. */
export async function otherFlows(context) {
  const page = await newPage(context);
  await page.goto(t('/invitations'));
  const form = page.getByRole('form', { name: 'Invite users' });
  await visible(form, row(page, 'karin.wahlqvist@nordrevision.se'));
  const emails = form.getByLabel('Email addresses');
  for (const address of ['åsa.öberg@example.se', 'bad-email']) {
    await emails.fill(address);
    await emails.press('Enter');
  }
  await form.getByRole('button', { name: 'Send 2 invitations' }).click();
  await visible(form.getByText('bad-email: Enter a valid email address, like name@firm.se.'));
  await shot(page, 'flow-invite-invalid');

  await page.goto(t('/groups'));
  await visible(page.getByRole('link', { name: 'Revisorer' }));
  await page.getByLabel('Tenant').selectOption({ label: 'Ekonomikonsult Syd AB' });
  await page.waitForURL(new RegExp(`${t('/groups', 'sydekonomi')}$`));
  await visible(h1(page, 'Groups'), page.getByRole('link', { name: 'Redovisning' }));
  await shot(page, 'flow-tenant-switched');
  await page.close();
}

/** A session signed out elsewhere: the next action leads to sign-in, which leads back. */
export async function sessionExpired(browser) {
  const context = await newContext(browser);
  const page = await newPage(context);
  await signIn(page, 'admin');
  await page.waitForURL(new RegExp(`/t/${TENANT}$`));
  await page.goto(t('/groups?q=rev'));
  await visible(page.getByRole('link', { name: 'Revisorer' }));
  const second = await request.newContext({
    baseURL: BASE,
    storageState: await context.storageState(),
    extraHTTPHeaders: { 'x-csrf': '1', origin: BASE },
  });
  const res = await second.post('/auth/logout');
  await second.dispose();
  if (res.status() !== 204) throw new Error(`sign-out from a second client: ${res.status()}`);
  await page.getByRole('navigation').getByRole('link', { name: 'Companies' }).click();
  await page.waitForURL(/\/sign-in\?next=%2Ft%2Fnordrevision%2Fcompanies/);
  await holdToast(page, 'Your session has expired');
  await visible(page.getByText('Sign in to go back to where you were.'));
  await shot(page, 'flow-session-expired');
  await context.close();
}

/** Last, so it shows what the run did: sign-ins (one failed), the companies, the upload. */
export async function auditScreen(context) {
  const page = await newPage(context);
  await page.goto(t('/audit'));
  const log = page.getByRole('table', { name: 'Audit log entries' });
  await visible(h1(page, 'Audit log'), row(log, /Created the company /));
  await shot(page, 'admin-audit');
  await page.close();
}
