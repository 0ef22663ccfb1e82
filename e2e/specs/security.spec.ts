import { test, expect, t, PLATFORM_URL, RUN_PREFIX, TENANT } from '../fixtures/index.js';
import { account, storageStatePath } from '../fixtures/accounts.js';
import { signIn } from '../fixtures/ui.js';
import type { Page, Response } from '@playwright/test';

const SECRET = 'console-demo-secret';
const CSP_DIRECTIVES: Record<string, string> = {
  'default-src': "'self'",
  'script-src': "'self'",
  'style-src': "'self' 'unsafe-inline'",
  'object-src': "'none'",
  'base-uri': "'none'",
  'frame-ancestors': "'none'",
};

interface Seen {
  url: string;
  status: number;
  type: string;
  headers: Record<string, string>;
  body: string;
}

/** Everything the browser receives while `walk` runs. */
function record(page: Page) {
  const seen: Seen[] = [];
  const pending: Promise<void>[] = [];
  const consoleText: string[] = [];
  page.on('console', (m) => consoleText.push(m.text()));
  page.on('pageerror', (e) => consoleText.push(String(e)));
  page.on('response', (r: Response) => {
    pending.push(
      (async () => {
        const headers = await r.allHeaders();
        const body = await r
          .body()
          .then((b) => b.toString('utf8'))
          .catch(() => '');
        seen.push({
          url: r.url(),
          status: r.status(),
          type: r.request().resourceType(),
          headers,
          body,
        });
      })(),
    );
  });
  return { seen, consoleText, settle: () => Promise.all(pending) };
}

const parseCsp = (value: string) =>
  Object.fromEntries(
    value
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const [name, ...rest] = d.split(/\s+/);
        return [name!, rest.join(' ')];
      }),
  );

test(
  'no token or client secret reaches the browser; cookie flags; CSP on every page',
  { tag: ['@platform-dev', '@demo-data'] },
  async ({ page, platform, baseURL }) => {
    test.slow();
    // The platform does issue tokens to this client: they must never show up in the console.
    const tokenRes = await platform.post('/v1/token', {
      form: { client_id: 'console-demo', client_secret: SECRET, grant_type: 'client_credentials' },
    });
    expect(tokenRes.status()).toBe(200);
    const platformToken = ((await tokenRes.json()) as { access_token: string }).access_token;
    expect(platformToken.length).toBeGreaterThan(20);

    const rec = record(page);
    await signIn(page, 'admin');
    await expect(page).toHaveURL(t());

    // A walk through the main screens.
    const visit = async (path: string, heading: string | RegExp) => {
      await page.goto(t(path));
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('status')).toHaveCount(0); // nothing left loading
    };
    await visit('', 'Revisionsbyrån Nord AB');
    await visit('/users', 'Users');
    await page.getByRole('link', { name: 'Anna Lindqvist' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Anna Lindqvist' })).toBeVisible();
    await visit('/invitations', 'Invitations');
    await visit('/groups', 'Groups');
    await page.getByRole('link', { name: 'Revisorer' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Revisorer' })).toBeVisible();
    await visit('/companies', 'Companies');
    await page.getByRole('link', { name: 'Norrsken Bygg AB' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Norrsken Bygg AB' })).toBeVisible();
    for (const tab of ['Permissions', 'Financial years', 'Files', 'Assignments', 'Balances']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tab', { name: tab, selected: true })).toBeVisible();
      await expect(page.getByRole('status')).toHaveCount(0);
    }
    await expect(page.getByRole('table', { name: 'Balances at month end in SEK' })).toBeVisible();
    await page.getByRole('tab', { name: 'Files' }).click();
    await page
      .getByRole('button', { name: /^Report of / })
      .first()
      .click();
    await expect(
      page
        .getByRole('dialog', { name: /^Processing report/ })
        .getByRole('heading', { name: /^Findings \(\d+\)$/ }),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await visit('/audit', 'Audit log');
    await expect(page.getByRole('table', { name: 'Audit log entries' })).toBeVisible();

    const cookies = await page.context().cookies();
    const storage = await page.evaluate(() =>
      JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage } }),
    );
    const documentCookie = await page.evaluate(() => document.cookie);
    await rec.settle();

    expect(rec.seen.length).toBeGreaterThan(20);
    // Only the console's own origin is ever contacted (never V1 directly).
    for (const s of rec.seen) expect(s.url.startsWith(`${baseURL}/`), s.url).toBe(true);
    expect(rec.seen.some((s) => s.url.startsWith(PLATFORM_URL))).toBe(false);

    const places: [string, string][] = [
      ...rec.seen.flatMap((s): [string, string][] => [
        [`headers of ${s.url}`, JSON.stringify(s.headers)],
        [`body of ${s.url}`, s.body],
      ]),
      ['cookies', JSON.stringify(cookies)],
      ['storage', storage],
      ['document.cookie', documentCookie],
      ['console', rec.consoleText.join('\n')],
    ];
    for (const [where, text] of places) {
      expect(text.includes(SECRET), `client secret in ${where}`).toBe(false);
      expect(text.includes(platformToken), `a platform token in ${where}`).toBe(false);
      // A bearer token or an access_token *value* anywhere.
      expect(/Bearer [A-Za-z0-9._~+/-]{10,}/.test(text), `a bearer token in ${where}`).toBe(false);
      expect(
        /access_token["']?\s*[:=]\s*["']?[A-Za-z0-9._~+/-]{10,}/.test(text),
        `an access_token value in ${where}`,
      ).toBe(false);
    }
    // Not even the words appear: no script, API answer, header, cookie, storage entry or console
    // message mentions tokens (the contract's token schemas stay on the server).
    for (const [where, text] of places) {
      expect(text.includes('access_token'), `"access_token" in ${where}`).toBe(false);
      expect(text.includes('Bearer '), `"Bearer " in ${where}`).toBe(false);
    }

    // The session cookie and its flags.
    const session = cookies.find((c) => c.name === 'ledger_session');
    expect(session).toBeTruthy();
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/', secure: false });
    expect(documentCookie).not.toContain('ledger_session');
    const login = rec.seen.find((s) => s.url.endsWith('/auth/login'));
    expect(login?.status).toBe(204);
    const setCookie = login!.headers['set-cookie'] ?? '';
    expect(setCookie).toMatch(/^ledger_session=/);
    expect(setCookie).toMatch(/;\s*HttpOnly/i);
    expect(setCookie).toMatch(/;\s*SameSite=Strict/i);
    expect(setCookie).toMatch(/;\s*Path=\/(;|$)/i);

    // CSP and the other security headers on every response, pages and API alike.
    const documents = rec.seen.filter((s) => s.type === 'document');
    expect(documents.length).toBeGreaterThan(5);
    for (const s of rec.seen) {
      const csp = s.headers['content-security-policy'];
      expect(csp, `CSP on ${s.url}`).toBeTruthy();
      expect(parseCsp(csp!), `CSP on ${s.url}`).toMatchObject(CSP_DIRECTIVES);
      expect(s.headers['referrer-policy'], s.url).toBe('no-referrer');
      expect(s.headers['x-content-type-options'], s.url).toBe('nosniff');
      expect(s.headers['x-request-id'], s.url).toBeTruthy();
    }
    // The strict CSP costs the console nothing: no violation was reported.
    expect(rec.consoleText.filter((m) => /Content Security Policy/i.test(m))).toEqual([]);
  },
);

test(
  'the API refuses requests without the CSRF header or from another origin',
  { tag: ['@readonly'] },
  async ({ playwright, baseURL }) => {
    account('admin');
    const noHeader = await playwright.request.newContext({
      baseURL,
      storageState: storageStatePath('admin'),
    });
    expect((await noHeader.get(`/api/t/${TENANT}/companies`)).status()).toBe(403);
    await noHeader.dispose();
    const foreign = await playwright.request.newContext({
      baseURL,
      storageState: storageStatePath('admin'),
      extraHTTPHeaders: { 'x-csrf': '1', origin: 'https://evil.example' },
    });
    expect(
      (
        await foreign.post(`/api/t/${TENANT}/groups`, { data: { name: `${RUN_PREFIX} csrf` } })
      ).status(),
    ).toBe(403);
    await foreign.dispose();
  },
);
