/**
 * Console access (`/api/access`, owners only; issue #34): the accounts of the owner's tenants with
 * their one-time set-up links, and every live session with its browser (the public set-up page's
 * two calls are in `setup-page.ts`). Every change is audited without its secrets (no token, no
 * link, no password); the last owner can be neither demoted nor removed.
 */
import { Hono } from 'hono';
import {
  AccessAccountCreate,
  AccessAccountQuery,
  AccessAccountUpdate,
  AccessSessionsQuery,
  AccessSetupLinkRequest,
  issueText,
  SETUP_LINK_TTL_MS,
} from '@ledger/contract';
import type {
  AccessAccount,
  AccessOverview,
  AccessProviderPerson,
  ConsoleRole,
  SetupLink,
} from '@ledger/contract';
import { ABSOLUTE_TIMEOUT_MS, IDLE_TIMEOUT_MS } from '../auth/session.js';
import type { SessionUser } from '../auth/session.js';
import type { Account, AuditInput } from '../store/index.js';
import { NO_PASSWORD, sessionListId } from '../store/index.js';
import { PlatformUserLookupError, resolvePlatformUser } from '../upstream/platform-users.js';
import type { AppDeps, AppEnv } from '../types.js';
import { HttpError } from './errors.js';
import {
  audit,
  https,
  iso,
  noStore,
  readBody,
  readQuery,
  requireOwner,
  userOf,
} from './route-kit.js';
import type { Ctx } from './route-kit.js';
import { SETUP_PAGE, setupPageRoutes } from './setup-page.js';

export function consoleAccessRoutes(deps: AppDeps) {
  const { store } = deps;
  const routes = new Hono<AppEnv>();
  routes.route('/', setupPageRoutes(deps));

  /** The owner's people: accounts whose tenants are all the owner's (as the audit log reads). */
  const mine = (owner: SessionUser, a: { tenants: readonly string[]; username: string }) =>
    a.username === owner.username || a.tenants.every((t) => owner.tenants.includes(t));

  const account = async (c: Ctx, username: string): Promise<Account> => {
    const a = await store.accounts.find(username);
    if (!a || !mine(userOf(c), a))
      throw new HttpError(404, `no console account ${username}`, { code: 'not_found' });
    return a;
  };

  /** The tenants asked for must be the console's and the owner's own. */
  const checkTenants = (c: Ctx, tenants: readonly string[]) => {
    const { tenants: own } = userOf(c);
    for (const t of tenants)
      if (!own.includes(t) || !deps.tenantName(t))
        throw new HttpError(403, 'this tenant is not open to you', {
          code: 'tenant_not_allowed',
          params: { tenantId: t },
        });
  };

  const platformUsersOf = async (tenants: readonly string[], wanted: string) => {
    let found: Record<string, string>;
    try {
      found = await resolvePlatformUser(deps, tenants, wanted);
    } catch (err) {
      if (err instanceof PlatformUserLookupError)
        throw new HttpError(502, err.message, { code: 'upstream_failed' });
      throw err;
    }
    if (!Object.keys(found).length)
      throw new HttpError(400, 'invalid account', {
        code: 'invalid_request',
        issues: [
          { path: 'body.platformUser', message: issueText('platform_user_unknown', { wanted }) },
        ],
      });
    return found;
  };

  /** Where set-up links point: PUBLIC_URL, else the console's own origin the owner called from. */
  const linkOf = (c: Ctx, token: string, username: string, expiresAt: number): SetupLink => {
    const origin = c.req.header('origin');
    const base =
      deps.config.publicUrl ??
      (origin && deps.allowedOrigins.has(origin)
        ? origin
        : `${https(deps, c) ? 'https' : 'http'}://${c.req.header('host') ?? '127.0.0.1'}`);
    return {
      username,
      url: `${base}${SETUP_PAGE}#${token}`,
      expiresAt: iso(expiresAt),
    };
  };

  const entry = (
    c: Ctx,
    operation: string,
    targetIds: Record<string, string>,
    outcome: AuditInput['outcome'],
    status: number,
  ) => audit(c, deps, { tenantId: null, operation, targetIds, outcome, status });

  /** 409 for the last owner, audited as denied. */
  const lastOwner = async (c: Ctx, operation: string, username: string) => {
    await entry(c, operation, { username, reason: 'last_owner' }, 'denied', 409);
    return new HttpError(409, 'the console must keep at least one owner', {
      code: 'console_access_conflict',
      params: { reason: 'last_owner', username },
    });
  };

  /** Each account's second factors. */
  const factorsOf = async (usernames: readonly string[]) => {
    const states = await Promise.all(usernames.map((u) => store.mfa.secondFactors(u)));
    return new Map(usernames.map((u, i) => [u, states[i]!]));
  };

  /** The people who signed in through the identity provider, of the owner's tenants. */
  const providerPeopleOf = async (owner: SessionUser): Promise<AccessProviderPerson[] | null> => {
    const people = await store.oidc.listPeople();
    // Null: no provider is set up here (and nobody came through one), so no list to show.
    if (!deps.oidc && people.length === 0) return null;
    return people
      .filter((p) => p.tenants.every((t) => owner.tenants.includes(t)))
      .map((p) => ({
        subject: p.sub,
        username: p.username,
        name: p.name,
        email: p.email,
        role: p.role,
        tenants: p.tenants,
        lastSignInAt: iso(p.lastSignInAt),
      }));
  };

  const toAccount = (
    a: Account,
    open: Map<string, number>,
    factors: Map<string, NonNullable<AccessAccount['secondFactor']>> | undefined,
  ): AccessAccount => ({
    username: a.username,
    role: a.role as ConsoleRole,
    tenants: a.tenants,
    platformUserIds: a.platformUsers,
    createdAt: iso(a.createdAt),
    setupPending: a.passwordHash === NO_PASSWORD,
    setupExpiresAt: open.has(a.username) ? iso(open.get(a.username)!) : null,
    secondFactor: factors?.get(a.username) ?? null,
  });

  // ---- the owner's page ------------------------------------------------------------------
  routes.get('/api/access', async (c) => {
    requireOwner(c, 'getAccess');
    const owner = userOf(c);
    const now = deps.now();
    const accounts = (await store.accounts.list()).filter((a) => mine(owner, a));
    const [open, factors, providerPeople, sessions] = await Promise.all([
      store.access.openSetupLinks(now),
      factorsOf(accounts.map((a) => a.username)),
      providerPeopleOf(owner),
      store.sessions.active(IDLE_TIMEOUT_MS, ABSOLUTE_TIMEOUT_MS, now),
    ]);
    // Sessions of the owner's people: its accounts, and the provider's people of its tenants.
    const names = new Set([
      ...accounts.map((a) => a.username),
      ...(providerPeople ?? []).map((p) => p.username),
    ]);
    const body: AccessOverview = {
      accounts: accounts.map((a) => toAccount(a, open, factors)),
      sessions: sessions
        .filter((s) => names.has(s.username))
        .map((s) => ({
          id: sessionListId(s.sid),
          username: s.username,
          userAgent: s.userAgent,
          startedAt: iso(s.createdAt),
          lastSeenAt: iso(s.lastSeen),
          current: s.sid === owner.sid,
        })),
      providerPeople,
    };
    noStore(c);
    return c.json(body);
  });

  routes.post('/api/access/accounts', async (c) => {
    requireOwner(c, 'addAccessAccount');
    const body = await readBody(c, AccessAccountCreate, {
      notJson: 'the body must be JSON {username, role, tenants, platformUser?}',
      invalid: 'invalid account',
    });
    checkTenants(c, body.tenants);
    if (await store.accounts.find(body.username))
      throw new HttpError(409, `account ${body.username} exists`, {
        code: 'console_access_conflict',
        params: { reason: 'account_exists', username: body.username },
      });
    const platformUsers = body.platformUser
      ? await platformUsersOf(body.tenants, body.platformUser)
      : {};
    const now = deps.now();
    await store.accounts.add(
      {
        username: body.username,
        passwordHash: NO_PASSWORD,
        role: body.role,
        tenants: body.tenants,
        platformUsers,
      },
      now,
    );
    const { token, expiresAt } = await store.access.createSetupLink(
      body.username,
      userOf(c).username,
      SETUP_LINK_TTL_MS,
      now,
    );
    await entry(
      c,
      'access.account.add',
      { username: body.username, role: body.role, tenants: body.tenants.join(',') },
      'success',
      201,
    );
    const created = await account(c, body.username);
    noStore(c);
    return c.json(
      {
        account: toAccount(created, new Map([[body.username, expiresAt]]), undefined),
        setupLink: linkOf(c, token, body.username, expiresAt),
      },
      201,
    );
  });

  routes.put('/api/access/accounts', async (c) => {
    requireOwner(c, 'updateAccessAccount');
    const body = await readBody(c, AccessAccountUpdate, {
      notJson: 'the body must be JSON {username, role, tenants, platformUser?}',
      invalid: 'invalid account',
    });
    const before = await account(c, body.username);
    checkTenants(c, body.tenants);
    const platformUsers =
      body.platformUser === undefined
        ? undefined
        : body.platformUser === null
          ? {}
          : await platformUsersOf(body.tenants, body.platformUser);
    const outcome = await store.access.updateAccess(
      body.username,
      { role: body.role, tenants: body.tenants, ...(platformUsers ? { platformUsers } : {}) },
      deps.now(),
    );
    if (outcome === 'last_owner') throw await lastOwner(c, 'access.account.update', body.username);
    deps.sessions.forgetAccount(body.username);
    const after = await account(c, body.username);
    await entry(
      c,
      'access.account.update',
      {
        username: body.username,
        ...(before.role !== after.role ? { role: after.role, was: before.role } : {}),
        tenants: after.tenants.join(','),
        ...(platformUsers
          ? { platformUsers: Object.values(platformUsers).join(',') || 'none' }
          : {}),
      },
      'success',
      200,
    );
    noStore(c);
    return c.json(toAccount(after, await store.access.openSetupLinks(deps.now()), undefined));
  });

  routes.delete('/api/access/accounts', async (c) => {
    requireOwner(c, 'removeAccessAccount');
    const { username } = readQuery(c, AccessAccountQuery, true);
    await account(c, username);
    const outcome = await store.access.removeAccount(username, deps.now());
    if (outcome === 'last_owner') throw await lastOwner(c, 'access.account.remove', username);
    await entry(c, 'access.account.remove', { username }, 'success', 204);
    return c.body(null, 204);
  });

  routes.post('/api/access/setup-links', async (c) => {
    requireOwner(c, 'resetAccessAccount');
    const { username } = await readBody(c, AccessSetupLinkRequest, {
      notJson: 'the body must be JSON {username}',
      invalid: 'invalid reset',
    });
    await account(c, username);
    const now = deps.now();
    // The password stops working and every session ends; the link sets a new one. Its second
    // factors go too (where the store keeps them): the person enrols again after setting it.
    await store.accounts.setPassword(username, NO_PASSWORD, now);
    await store.mfa.reset(username);
    const { token, expiresAt } = await store.access.createSetupLink(
      username,
      userOf(c).username,
      SETUP_LINK_TTL_MS,
      now,
    );
    await entry(c, 'access.account.reset', { username }, 'success', 201);
    noStore(c);
    return c.json(linkOf(c, token, username, expiresAt), 201);
  });

  routes.delete('/api/access/sessions', async (c) => {
    requireOwner(c, 'endAccessSessions');
    const q = readQuery(c, AccessSessionsQuery, true);
    const now = deps.now();
    if (q.username) {
      const person = (await providerPeopleOf(userOf(c)))?.some((p) => p.username === q.username);
      if (!person) await account(c, q.username);
      await store.sessions.revokeUser(q.username, now);
      await entry(
        c,
        'access.sessions.end',
        { username: q.username, sessions: 'all' },
        'success',
        204,
      );
      return c.body(null, 204);
    }
    const owner = userOf(c);
    const live = await store.sessions.active(IDLE_TIMEOUT_MS, ABSOLUTE_TIMEOUT_MS, now);
    const s = live.find((x) => sessionListId(x.sid) === q.session);
    const ofProvider = async (username: string) =>
      !!(await providerPeopleOf(owner))?.some((p) => p.username === username);
    if (
      !s ||
      !(s.tenants ? mine(owner, { ...s, tenants: s.tenants }) : await ofProvider(s.username))
    )
      throw new HttpError(404, 'no such session (it may have ended already)', {
        code: 'not_found',
      });
    await store.sessions.revoke(s.sid, now);
    await entry(
      c,
      'access.sessions.end',
      { username: s.username, session: q.session!, ...(s.sid === owner.sid ? { own: 'yes' } : {}) },
      'success',
      204,
    );
    return c.body(null, 204);
  });

  return routes;
}
