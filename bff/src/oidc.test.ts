/**
 * Sign-in through an OpenID Provider, end to end: a real provider (oidc-provider, the certified
 * Node implementation) on a port of its own, the BFF as its client, and the browser's part done
 * by hand with fetch and a cookie jar (every redirect followed, the provider's form submitted).
 */
import { describe, expect, it } from 'vitest';
import { MAX_OPEN_LOGINS_PER_ADDRESS } from './http/oidc.js';
import { Client } from '../test/bff-helpers.js';
import { CookieJar } from '../test/oidc-provider.js';
import {
  auditEntries,
  bff,
  csrf,
  endAtProvider,
  logged,
  op,
  publicUrl,
  session,
  signIn,
  useOidc,
  type SessionBody,
} from './oidc.testing.js';

useOidc();

describe('sign-in through an OpenID Provider', () => {
  it('the sign-in page is told the provider\u2019s name', async () => {
    const r = await fetch(`${publicUrl}/auth/session?probe=1`, { headers: csrf });
    expect(r.status).toBe(200);
    expect(await r.json()).toEqual({ signIn: { oidc: { name: 'Firm ID' } } });
  });

  it('code flow with PKCE S256, state and nonce; the groups give the most role and every tenant; no token reaches the browser or the log', async () => {
    const jar = new CookieJar();
    const walk = await signIn(jar, 'sub-boss');
    const q = walk.authUrl.searchParams;
    expect(q.get('response_type')).toBe('code');
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(q.get('state')).toBeTruthy();
    expect(q.get('nonce')).toBeTruthy();
    expect(q.get('redirect_uri')).toBe(`${publicUrl}/auth/oidc/callback`);
    expect(q.get('scope')).toBe('openid email profile groups');
    expect(walk.authUrl.href).not.toContain('console-oidc-secret');
    expect(walk.landing).toBe('/t/nordrevision');

    const s = await session(jar);
    expect(s.status).toBe(200);
    expect(s.body.user).toMatchObject({ username: 'oidc:boss@firm.example', role: 'admin' });
    expect(s.body.tenants.map((t) => t.id)).toEqual(['nordrevision', 'sydekonomi']);
    const companies = await jar.fetch(`${publicUrl}/api/t/sydekonomi/companies`, { headers: csrf });
    expect(companies.status).toBe(200);

    // The provider requires PKCE: the same request without the challenge is refused.
    const bare = new URL(walk.authUrl);
    bare.searchParams.delete('code_challenge');
    bare.searchParams.delete('code_challenge_method');
    const refused = await new CookieJar().fetch(bare.href);
    const to = new URL(refused.headers.get('location') ?? '', op.issuer);
    expect(to.searchParams.get('error')).toBe('invalid_request');
    expect(to.searchParams.get('error_description')).toMatch(/PKCE/);

    // JWTs start with eyJ: none in what the BFF answered or logged.
    expect(walk.seen).not.toMatch(/eyJ[\w-]+\.eyJ/);
    expect(logged.join('')).not.toMatch(/eyJ[\w-]+\.eyJ/);
    expect(logged.join('')).not.toContain('console-oidc-secret');

    const entries = await auditEntries('auth.login');
    expect(entries).toContainEqual(
      expect.objectContaining({
        username: 'oidc:boss@firm.example',
        outcome: 'success',
        targetIds: expect.objectContaining({ via: 'oidc' }),
      }),
    );
    // Its firm's administrator reads it in the console's log too.
    const admin = new Client(publicUrl);
    expect((await admin.login('admin', 'admin-demo')).status).toBe(204);
    const log = await admin.get<{ entries: { username: string }[] }>(
      '/api/audit?operation=auth.login&limit=100',
    );
    expect(log.body.entries.map((e) => e.username)).toContain('oidc:boss@firm.example');
    const people = await bff.store.oidc.listPeople();
    expect(people.find((p) => p.sub === 'sub-boss')).toMatchObject({
      email: 'boss@firm.example',
      name: 'Bo Ss',
      role: 'admin',
      tenants: ['nordrevision', 'sydekonomi'],
    });
  });

  it('linkByEmail: the auditor linked by its verified email sees exactly what the demo auditor linked to the same platform user sees', async () => {
    const jar = new CookieJar();
    await signIn(jar, 'sub-elin');
    const s = await session(jar);
    const local = new Client(publicUrl);
    expect((await local.login('auditor', 'auditor-demo')).status).toBe(204);
    const localSession = await local.get<SessionBody>('/auth/session');
    expect(s.body.user).toMatchObject({ role: 'auditor', scope: 'linked' });
    expect(s.body.user.platformUserIds).toEqual(localSession.body.user.platformUserIds);
    expect(s.body.tenants).toEqual(localSession.body.tenants);

    const path = '/api/t/nordrevision/companies';
    const mine = await jar.fetch(publicUrl + path, { headers: csrf });
    const theirs = await local.get<{ id: string; name: string }[]>(path);
    const names = (list: { name: string }[]) => list.map((c) => c.name).sort();
    const mineList = (await mine.json()) as { id: string; name: string }[];
    expect(mine.status).toBe(200);
    expect(names(mineList)).toEqual(names(theirs.body));
    expect(names(mineList)).toContain('Norrsken Bygg AB');
    expect(names(mineList)).not.toContain('Luleå Hamnlogistik AB');
  });

  it('an unverified email links nobody: only the tenants of the other groups', async () => {
    const jar = new CookieJar();
    await signIn(jar, 'sub-syd', '/t/sydekonomi');
    const s = await session(jar);
    expect(s.body.user).toMatchObject({ role: 'auditor', scope: 'tenant', platformUserIds: {} });
    expect(s.body.tenants.map((t) => t.id)).toEqual(['sydekonomi']);
  });

  it('a person in no mapped group is not signed in, and is told why', async () => {
    const jar = new CookieJar();
    const walk = await signIn(jar, 'sub-nobody');
    expect(walk.landing).toBe('/sign-in?error=oidc_no_access');
    expect((await session(jar)).status).toBe(401);
    const entries = await auditEntries('auth.login');
    expect(entries).toContainEqual(
      expect.objectContaining({
        username: 'oidc:nobody@firm.example',
        outcome: 'denied',
        status: 403,
        targetIds: expect.objectContaining({ via: 'oidc', reason: 'in no mapped group' }),
      }),
    );
  });

  it('a forged state, and a replayed callback, sign nobody in and are audited', async () => {
    // Forged: the browser's login is under way, the callback carries another state.
    const jar = new CookieJar();
    const start = await jar.fetch(`${publicUrl}/auth/oidc/login`);
    expect(start.status).toBe(302);
    const forged = await jar.fetch(`${publicUrl}/auth/oidc/callback?code=abc&state=forged-state`);
    expect(forged.headers.get('location')).toBe('/sign-in?error=oidc_failed');
    expect((await session(jar)).status).toBe(401);

    // Replayed: a callback that signed someone in, sent again with its state cookie.
    const first = new CookieJar();
    const walk = await signIn(first, 'sub-boss');
    expect(walk.landing).toBe('/t/nordrevision');
    const stateCookie = 'ledger_oidc';
    const again = new CookieJar();
    again.set(publicUrl, stateCookie, new URL(walk.callbackUrl).searchParams.get('state')!);
    const replay = await again.fetch(walk.callbackUrl);
    expect(replay.headers.get('location')).toBe('/sign-in?error=oidc_failed');
    expect(again.get(publicUrl, 'ledger_session')).toBeUndefined();
    expect((await session(again)).status).toBe(401);

    const reasons = (await auditEntries('auth.login'))
      .filter((e) => e.outcome === 'failure' && e.targetIds.via === 'oidc')
      .map((e) => e.targetIds.reason);
    expect(reasons).toContain('state does not match');
    expect(reasons).toContain('state unknown, used already or expired');
  });

  it('a session ended at the provider ends in the console within seconds (back-channel logout)', async () => {
    const jar = new CookieJar();
    await signIn(jar, 'sub-boss');
    const other = new CookieJar();
    await signIn(other, 'sub-elin');
    expect((await session(jar)).status).toBe(200);
    const calls = op.backchannelCalls.length;
    await endAtProvider(jar, `${op.issuer}/session/end`);
    const deadline = Date.now() + 10_000;
    while ((await session(jar)).status !== 401 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    expect((await session(jar)).status).toBe(401);
    expect(op.backchannelCalls.length).toBeGreaterThan(calls);
    // Only that person's session ended.
    expect((await session(other)).status).toBe(200);
    const entries = await auditEntries('auth.logout');
    expect(entries).toContainEqual(
      expect.objectContaining({
        username: 'oidc:boss@firm.example',
        outcome: 'success',
        targetIds: expect.objectContaining({ via: 'oidc-backchannel' }),
      }),
    );
  });

  it('a forged logout token ends nothing', async () => {
    const jar = new CookieJar();
    await signIn(jar, 'sub-elin');
    const header = Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url');
    const payload = Buffer.from(
      JSON.stringify({
        iss: op.issuer,
        aud: 'console',
        sub: 'sub-elin',
        iat: Math.floor(Date.now() / 1000),
        jti: 'x',
        events: { 'http://schemas.openid.net/event/backchannel-logout': {} },
      }),
    ).toString('base64url');
    const r = await fetch(`${publicUrl}/auth/oidc/backchannel-logout`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ logout_token: `${header}.${payload}.` }).toString(),
    });
    expect(r.status).toBe(400);
    expect((await session(jar)).status).toBe(200);
  });

  it('Sign out of a provider session goes on to the provider and back to the sign-in page (RP-initiated logout)', async () => {
    const jar = new CookieJar();
    await signIn(jar, 'sub-boss');
    const out = await jar.fetch(`${publicUrl}/auth/logout`, { method: 'POST', headers: csrf });
    expect(out.status).toBe(200);
    const { endSessionUrl } = (await out.json()) as { endSessionUrl: string };
    const end = new URL(endSessionUrl);
    expect(end.origin + end.pathname).toBe(`${op.issuer}/session/end`);
    expect(end.searchParams.get('client_id')).toBe('console');
    expect(end.searchParams.get('post_logout_redirect_uri')).toBe(`${publicUrl}/sign-in`);
    expect((await session(jar)).status).toBe(401);
    const back = await endAtProvider(jar, endSessionUrl);
    expect(back).toBe(`${publicUrl}/sign-in`);
    // Signed out at the provider too: the next sign-in asks for the account again.
    const again = await jar.fetch(`${publicUrl}/auth/oidc/login`);
    const atProvider = await jar.fetch(again.headers.get('location')!);
    expect(new URL(atProvider.headers.get('location')!, op.issuer).pathname).toMatch(
      /^\/interaction\//,
    );
    // A local account's sign-out stays as it was.
    const local = new Client(publicUrl);
    await local.login('admin', 'admin-demo');
    expect((await local.request('POST', '/auth/logout')).status).toBe(204);
  });

  // Last: it fills this address's logins under way.
  it('one address starting login after login is refused in words once it has too many open', async () => {
    const open = async () =>
      Number(
        (
          (await bff.store['opened'].db
            .selectFrom('oidc_logins')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()) as { n: number | string }
        ).n,
      );
    let refused: Response | undefined;
    for (let i = 0; i <= MAX_OPEN_LOGINS_PER_ADDRESS && !refused; i++) {
      const res = await new CookieJar().fetch(`${publicUrl}/auth/oidc/login`);
      if (res.headers.get('location') === '/sign-in?error=oidc_busy') refused = res;
      else expect(new URL(res.headers.get('location')!).origin).toBe(new URL(op.issuer).origin);
    }
    expect(refused?.status).toBe(302);
    expect(refused?.headers.get('retry-after')).toBe('600');
    const stored = await open();
    expect(stored).toBeLessThanOrEqual(MAX_OPEN_LOGINS_PER_ADDRESS);
    await new CookieJar().fetch(`${publicUrl}/auth/oidc/login`);
    expect(await open()).toBe(stored);
  });
});
