/**
 * Console access (issue #34): owners only, the last owner kept, one-time set-up links (single use,
 * 24 h), ending sessions, and every change in the audit log without its secrets.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleRoutes } from '@ledger/contract';
import type { AccessAccountCreated, AccessOverview, AuditPage, SetupLink } from '@ledger/contract';
import { startTestBff } from '../test/bff-helpers.js';
import type { Client, TestBff } from '../test/bff-helpers.js';
import { run } from './accounts-cli.js';

let bff: TestBff;
let owner: Client;
const secrets: string[] = [];

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

beforeAll(async () => {
  bff = await startTestBff(
    {},
    {},
    {
      accounts: [
        {
          username: 'plain-admin',
          password: 'plain-admin-pw',
          role: 'admin',
          tenants: ['nordrevision'],
        },
      ],
    },
  );
  owner = bff.client();
  expect((await owner.login('admin', 'admin-demo')).status).toBe(204);
});
afterAll(() => bff?.close());

const tokenOf = (link: SetupLink) => link.url.slice(link.url.indexOf('#') + 1);

async function add(username: string, role = 'auditor'): Promise<AccessAccountCreated> {
  const r = await owner.request<AccessAccountCreated>('POST', '/api/access/accounts', {
    json: { username, role, tenants: ['nordrevision'] },
  });
  expect(r.status, r.text).toBe(201);
  secrets.push(tokenOf(r.body.setupLink));
  return r.body;
}

async function overview(): Promise<AccessOverview> {
  const r = await owner.get<AccessOverview>('/api/access');
  expect(r.status, r.text).toBe(200);
  return r.body;
}

describe('console access', () => {
  it('is the demo admin’s: an owner', async () => {
    const r = await owner.get<{ user: { role: string } }>('/auth/session');
    expect(r.body.user.role).toBe('owner');
    // An owner may do what an admin may.
    expect((await owner.get('/api/t/nordrevision/users')).status).toBe(200);
    expect((await owner.get('/api/audit?tenant=nordrevision')).status).toBe(200);
  });

  it('answers 403 to admins and auditors on every route of it', async () => {
    const admin = bff.client();
    const auditor = bff.client();
    expect((await admin.login('plain-admin', 'plain-admin-pw')).status).toBe(204);
    expect((await auditor.login('auditor', 'auditor-demo')).status).toBe(204);
    const ownerRoutes = consoleRoutes.filter((r) => 'role' in r && r.role === 'owner');
    expect(ownerRoutes.length).toBeGreaterThanOrEqual(6);
    for (const who of [admin, auditor])
      for (const route of ownerRoutes) {
        const json = route.method === 'POST' || route.method === 'PUT';
        const r = await who.request(
          route.method,
          `${route.path}${route.method === 'DELETE' ? '?username=admin' : ''}`,
          json ? { json: { username: 'admin', role: 'auditor', tenants: ['nordrevision'] } } : {},
        );
        expect(r.status, `${route.method} ${route.path}: ${r.text}`).toBe(403);
        expect((r.body as { code: string }).code).toBe('forbidden_role');
      }
    // Nothing was changed: the owner is still there, and still the only one.
    const { accounts } = await overview();
    expect(accounts.find((a) => a.username === 'admin')?.role).toBe('owner');
  });

  it('adds an account with a one-time set-up link, used once', async () => {
    const { account, setupLink } = await add('new-person');
    expect(account).toMatchObject({ username: 'new-person', role: 'auditor', setupPending: true });
    expect(setupLink.url).toMatch(/\/set-up#[A-Za-z0-9_-]{43}$/);
    const hours = (Date.parse(setupLink.expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23);
    expect(hours).toBeLessThanOrEqual(24);

    const person = bff.client();
    // No password signs in before the link is used.
    expect((await person.login('new-person', '!setup-pending')).status).toBe(401);
    const token = tokenOf(setupLink);
    const seen = await person.request('POST', '/auth/setup/inspect', { json: { token } });
    expect(seen.body).toMatchObject({ username: 'new-person' });
    // The repository's password rule.
    const short = await person.request('POST', '/auth/setup', {
      json: { token, password: 'short' },
    });
    expect(short.status).toBe(400);
    // CSRF as the sign-in form has it.
    const noCsrf = await person.request('POST', '/auth/setup', {
      json: { token, password: 'a-good-password' },
      csrf: false,
    });
    expect(noCsrf.status).toBe(403);

    const set = await person.request('POST', '/auth/setup', {
      json: { token, password: 'a-good-password' },
    });
    expect(set.status, set.text).toBe(204);
    const again = await person.request('POST', '/auth/setup', {
      json: { token, password: 'another-password' },
    });
    expect(again.status).toBe(410);
    expect(again.body).toMatchObject({ code: 'setup_link_invalid', params: { reason: 'used' } });
    expect((await person.login('new-person', 'another-password')).status).toBe(401);
    expect((await person.login('new-person', 'a-good-password')).status).toBe(204);
    const unknown = await person.request('POST', '/auth/setup/inspect', {
      json: { token: 'x'.repeat(43) },
    });
    expect(unknown.status).toBe(404);

    const listed = (await overview()).accounts.find((a) => a.username === 'new-person');
    expect(listed).toMatchObject({ setupPending: false, setupExpiresAt: null });
  });

  it('keeps the last owner: neither demoted nor removed', async () => {
    const demote = await owner.request('PUT', '/api/access/accounts', {
      json: { username: 'admin', role: 'admin', tenants: ['nordrevision', 'sydekonomi'] },
    });
    expect(demote.status).toBe(409);
    expect(demote.body).toMatchObject({
      code: 'console_access_conflict',
      params: { reason: 'last_owner' },
    });
    const remove = await owner.request('DELETE', '/api/access/accounts?username=admin');
    expect(remove.status).toBe(409);

    // With a second owner, either may go.
    await add('second-owner', 'owner');
    const now = await owner.request('PUT', '/api/access/accounts', {
      json: { username: 'second-owner', role: 'admin', tenants: ['nordrevision'] },
    });
    expect(now.status, now.text).toBe(200);
    expect(now.body).toMatchObject({ role: 'admin' });
    expect(
      (await owner.request('DELETE', '/api/access/accounts?username=second-owner')).status,
    ).toBe(204);
    expect((await overview()).accounts.map((a) => a.username)).not.toContain('second-owner');
  });

  it('lists sessions with their browser, and ending them ends them', async () => {
    const { setupLink } = await add('sessions-person');
    const p1 = bff.client();
    await p1.request('POST', '/auth/setup', {
      json: { token: tokenOf(setupLink), password: 'sessions-pw-1' },
    });
    const p2 = bff.client();
    const p3 = bff.client();
    for (const p of [p1, p2, p3])
      expect(
        (
          await p.request('POST', '/auth/login', {
            json: { username: 'sessions-person', password: 'sessions-pw-1' },
            headers: { 'user-agent': CHROME_WINDOWS },
          })
        ).status,
      ).toBe(204);
    const mine = (await overview()).sessions.filter((s) => s.username === 'sessions-person');
    expect(mine).toHaveLength(3);
    expect(mine[0]!.userAgent).toBe(CHROME_WINDOWS);
    expect(mine.every((s) => !s.current)).toBe(true);
    const own = (await overview()).sessions.filter((s) => s.current);
    expect(own.map((s) => s.username)).toEqual(['admin']);

    // One: the first client is signed out, the others not.
    const first = (await p1.get<{ user: unknown }>('/auth/session')).status;
    expect(first).toBe(200);
    const ids = new Set(mine.map((s) => s.id));
    const end = await owner.request('DELETE', `/api/access/sessions?session=${mine[0]!.id}`);
    expect(end.status, end.text).toBe(204);
    const statuses = await Promise.all(
      [p1, p2, p3].map(async (p) => (await p.get('/auth/session')).status),
    );
    expect(statuses.filter((s) => s === 401)).toHaveLength(1);
    expect(statuses.filter((s) => s === 200)).toHaveLength(2);
    const left = (await overview()).sessions.filter((s) => s.username === 'sessions-person');
    expect(left).toHaveLength(2);
    expect(left.every((s) => ids.has(s.id))).toBe(true);

    // All of a person's.
    expect(
      (await owner.request('DELETE', '/api/access/sessions?username=sessions-person')).status,
    ).toBe(204);
    for (const p of [p1, p2, p3]) expect((await p.get('/auth/session')).status).toBe(401);
    expect((await overview()).sessions.some((s) => s.username === 'sessions-person')).toBe(false);
  });

  it('resets an account: its password and sessions end, a new link sets one', async () => {
    const { setupLink } = await add('reset-person');
    const person = bff.client();
    await person.request('POST', '/auth/setup', {
      json: { token: tokenOf(setupLink), password: 'reset-pw-old' },
    });
    expect((await person.login('reset-person', 'reset-pw-old')).status).toBe(204);
    const r = await owner.request<SetupLink>('POST', '/api/access/setup-links', {
      json: { username: 'reset-person' },
    });
    expect(r.status, r.text).toBe(201);
    secrets.push(tokenOf(r.body));
    expect((await person.get('/auth/session')).status).toBe(401);
    expect((await person.login('reset-person', 'reset-pw-old')).status).toBe(401);
    expect(
      (
        await person.request('POST', '/auth/setup', {
          json: { token: tokenOf(r.body), password: 'reset-pw-new' },
        })
      ).status,
    ).toBe(204);
    expect((await person.login('reset-person', 'reset-pw-new')).status).toBe(204);
  });

  it('changes role, tenants and the platform-user link', async () => {
    await add('linked-person');
    const r = await owner.request('PUT', '/api/access/accounts', {
      json: {
        username: 'linked-person',
        role: 'auditor',
        tenants: ['nordrevision'],
        platformUser: 'elin.sjoberg@nordrevision.se',
      },
    });
    expect(r.status, r.text).toBe(200);
    expect(Object.keys((r.body as { platformUserIds: object }).platformUserIds)).toEqual([
      'nordrevision',
    ]);
    const unknown = await owner.request('PUT', '/api/access/accounts', {
      json: {
        username: 'linked-person',
        role: 'auditor',
        tenants: ['nordrevision'],
        platformUser: 'nobody@example.se',
      },
    });
    expect(unknown.status).toBe(400);
    const elsewhere = await owner.request('PUT', '/api/access/accounts', {
      json: { username: 'linked-person', role: 'auditor', tenants: ['acme'] },
    });
    expect(elsewhere.status).toBe(403);
    const exists = await owner.request('POST', '/api/access/accounts', {
      json: { username: 'linked-person', role: 'auditor', tenants: ['nordrevision'] },
    });
    expect(exists.body).toMatchObject({ params: { reason: 'account_exists' } });
  });

  it('audits every change, with no token, link or password in it', async () => {
    const r = await owner.get<AuditPage>('/api/audit?limit=500');
    const entries = r.body.entries.filter((e) => e.operation.startsWith('access.'));
    const ops = new Set(entries.map((e) => e.operation));
    for (const op of [
      'access.account.add',
      'access.account.update',
      'access.account.remove',
      'access.account.reset',
      'access.sessions.end',
      'access.setup.complete',
    ])
      expect(ops, op).toContain(op);
    expect(
      entries.some(
        (e) =>
          e.operation === 'access.account.update' && e.outcome === 'denied' && e.status === 409,
      ),
    ).toBe(true);
    const text = JSON.stringify(entries);
    expect(secrets.length).toBeGreaterThan(3);
    for (const s of [...secrets, 'a-good-password', 'reset-pw-new', 'set-up#'])
      expect(text).not.toContain(s);
  });

  it('refuses a link after 24 hours', async () => {
    const { setupLink } = await add('late-person');
    bff.advance(24 * 3_600_000 + 1_000);
    const late = await bff.client().request('POST', '/auth/setup', {
      json: { token: tokenOf(setupLink), password: 'too-late-pw' },
    });
    expect(late.status).toBe(410);
    expect(late.body).toMatchObject({ code: 'setup_link_invalid', params: { reason: 'expired' } });
  });
});

describe('accounts CLI', () => {
  it('makes owners, prints set-up links, and keeps the last owner', async () => {
    const env = { DATA_DIR: path.join(bff.dir, 'cli'), PUBLIC_URL: 'https://console.example.se/' };
    const never = () => Promise.reject(new Error('no password is asked with --setup-link'));
    expect(
      await run(['add', 'olga', '--role', 'owner', '--tenants', 'acme'], env, () =>
        Promise.resolve('olga-password'),
      ),
    ).toMatch(/added olga \(owner; acme\)/);
    const added = await run(
      ['add', 'carl', '--role', 'admin', '--tenants', 'acme', '--setup-link'],
      env,
      never,
    );
    expect(added).toMatch(/^added carl \(admin; acme\)\nset-up link for carl/);
    expect(added).toMatch(/https:\/\/console\.example\.se\/set-up#[A-Za-z0-9_-]{43}$/);
    await expect(run(['role', 'olga', 'admin'], env)).rejects.toThrow(/last owner/);
    await expect(run(['remove', 'olga'], env)).rejects.toThrow(/last owner/);
    expect(await run(['role', 'carl', 'owner'], env)).toBe('carl is now owner');
    expect(await run(['role', 'olga', 'auditor'], env)).toBe('olga is now auditor');
    expect(await run(['setup-link', 'olga'], env)).toMatch(/set-up link for olga/);
    expect(await run(['list'], env)).toMatch(/carl\s+owner/);
  });
});
