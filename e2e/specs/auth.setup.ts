import { test as setup, expect, type APIRequestContext } from '@playwright/test';
import { accountsCli } from '../fixtures/accounts-cli.js';
import { accounts, storageStatePath, type AccountName } from '../fixtures/accounts.js';
import { credentialVars, deployed, OTHER_TENANT, TENANT } from '../fixtures/env.js';
import { checkSuite } from '../scripts/check-tags.mjs';

// Before any test: the target answers, every test says what it may do, and each account given
// signs in (its storage state kept for the tests) with the role and tenants the run needs. A
// problem stops the run here with one line naming it; the tests after it do not start.
setup.describe.configure({ mode: 'serial' });

/** An Error whose message is all the report shows: one line, no stack. */
function stop(message: string): never {
  const e = new Error(message);
  e.stack = message;
  throw e;
}

const where = deployed ? `E2E_BASE_URL (${process.env.E2E_BASE_URL})` : 'the console';

setup('the console answers', async ({ playwright, baseURL }) => {
  const ctx = await playwright.request.newContext({ baseURL });
  const res = await ctx.get('/healthz', { timeout: 15_000, maxRetries: 2 }).catch((e: Error) => e);
  await ctx.dispose();
  if (res instanceof Error)
    stop(`${where} cannot be reached: ${res.message.split('\n')[0]!.replace(/^.*?: /, '')}`);
  if (res.status() !== 200)
    stop(`${where} is not a Ledger Console: GET /healthz answered ${res.status()}`);
});

setup('every test has exactly one of @readonly, @mutating, @platform-dev', () => {
  // `pnpm test` checks the tags once, beside its other checks, before its runs of the suite.
  setup.skip(process.env.E2E_TAGS_CHECKED === '1', 'checked before the run (E2E_TAGS_CHECKED)');
  setup.slow(); // lists the whole suite in a child process
  const problems = checkSuite();
  if (problems.length)
    stop(`${problems.length} test(s) with a wrong tag set:\n  ${problems.join('\n  ')}`);
});

/** On a console the suite started: the language test's own account, made with the accounts CLI. */
function makeLanguageAccount() {
  const { username, password } = accounts.language!;
  const run = (...args: string[]) => accountsCli(`${password}\n`, ...args);
  if (run('list').stdout.includes(username)) return;
  const r = run('add', username, '--role', 'admin', '--tenants', TENANT);
  if (r.status !== 0) stop(`accounts add ${username}: ${r.stderr.trim()}`);
}

async function signIn(ctx: APIRequestContext, who: AccountName) {
  const { username, password } = accounts[who]!;
  const res = await ctx.post('/auth/login', { data: { username, password }, timeout: 15_000 });
  const vars = deployed ? credentialVars[who] : `the demo ${who} account`;
  if (res.status() === 401)
    stop(`${vars}: the console refused the sign-in (wrong username or password)`);
  if (res.status() === 429)
    stop(`${vars}: too many failed sign-ins for ${username}; the console refuses more for a while`);
  if (res.status() !== 204) stop(`${vars}: signing in answered ${res.status()}`);
  const session = await ctx.get('/auth/session');
  expect(session.status()).toBe(200);
  return (await session.json()) as {
    user: { username: string; role: string; language: string | null };
    tenants: { id: string }[];
  };
}

for (const who of Object.keys(accounts) as AccountName[]) {
  setup(`sign in as ${who}`, async ({ playwright, baseURL }) => {
    setup.skip(!accounts[who], `no ${who} account given (${credentialVars[who]})`);
    if (who === 'language' && !deployed) makeLanguageAccount();
    const ctx = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { 'x-csrf': '1', origin: baseURL! },
    });
    try {
      const { user, tenants } = await signIn(ctx, who);
      const ids = tenants.map((t) => t.id);
      const vars = deployed ? credentialVars[who] : `the demo ${who} account`;
      const role = who === 'language' ? 'admin' : who;
      // An owner is an admin and more (console access): the demo admin is one.
      const fits = user.role === role || (role === 'admin' && user.role === 'owner');
      if (!fits) stop(`${vars}: ${user.username} is an ${user.role}, not an ${role}`);
      // The English tests read the console in English: an account that chose Swedish shows Swedish.
      if (who !== 'language' && user.language === 'sv')
        stop(`${vars}: ${user.username} has chosen Swedish; the tests need English or no choice`);
      const needed = who === 'admin' ? [TENANT, OTHER_TENANT] : [TENANT];
      for (const [tenant, name] of needed.map((t, i) => [t, i ? 'E2E_OTHER_TENANT' : 'E2E_TENANT']))
        if (tenant && !ids.includes(tenant))
          stop(
            `${name} "${tenant}" is not a tenant of ${user.username} (${who}), whose tenants are: ${ids.join(', ') || 'none'}`,
          );
      await ctx.storageState({ path: storageStatePath(who) });
    } finally {
      await ctx.dispose();
    }
  });
}
