/**
 * The console's own records a signed-in user reads or writes: the audit log (admins), a company's
 * uploads, the invitations resent (admins), and the account's preferences.
 */
import { Hono } from 'hono';
import {
  AuditQuery,
  InvitationResendsQuery,
  PreferencesRequest,
  UploadsQuery,
} from '@ledger/contract';
import { isOidcUsername } from '../store/index.js';
import type { AppDeps, AppEnv } from '../types.js';
import { companyRefusal } from './company-scope.js';
import {
  audit,
  noStore,
  readBody,
  readQuery,
  requireAdmin,
  requireTenant,
  userOf,
} from './route-kit.js';

export function recordRoutes(deps: AppDeps) {
  const { store, sessions } = deps;
  const routes = new Hono<AppEnv>();

  routes.get('/api/audit', async (c) => {
    requireAdmin(c, 'your role may not read the audit log', 'listAudit');
    const q = readQuery(c, AuditQuery);
    // One firm's administrator reads its own tenants' log, and the sign-ins of its firm's
    // people (the accounts wholly within its tenants, itself included): never another firm's.
    if (q.tenant) requireTenant(c, deps, q.tenant);
    const { tenants, username } = userOf(c);
    const people = (await store.accounts.list())
      .filter((a) => a.tenants.every((t) => tenants.includes(t)))
      .map((a) => a.username);
    // And the people who signed in through the OpenID Provider, on the same terms.
    for (const p of await store.oidc.listPeople())
      if (p.tenants.length && p.tenants.every((t) => tenants.includes(t))) people.push(p.username);
    const result = await store.audit.query({
      ...q,
      visibleTo: { tenants, usernames: [...new Set([username, ...people])] },
      from: dayBound(q.from, false),
      to: dayBound(q.to, true),
    });
    noStore(c);
    return c.json(result);
  });

  routes.get('/api/uploads', async (c) => {
    const q = readQuery(c, UploadsQuery);
    requireTenant(c, deps, q.tenant);
    const refused = await companyRefusal(c, deps, q.tenant, q.company);
    if (refused) throw refused;
    noStore(c);
    return c.json(await store.uploads.list(q.tenant, q.company));
  });

  routes.get('/api/invitation-resends', async (c) => {
    // Like the invitations they are about (V1's invitation operations are the admin's).
    requireAdmin(c, 'your role may not read the invitations', 'listInvitationResends');
    const q = readQuery(c, InvitationResendsQuery);
    requireTenant(c, deps, q.tenant);
    noStore(c);
    return c.json(await store.invitationResends.list(q.tenant));
  });

  routes.put('/api/preferences', async (c) => {
    const user = userOf(c);
    const { language } = await readBody(c, PreferencesRequest, {
      notJson: 'the body must be JSON {language}',
      invalid: 'invalid preferences',
    });
    // A person of the OpenID Provider keeps their language beside their groups' mapping.
    if (isOidcUsername(user.username)) await store.oidc.setLanguage(user.username, language);
    else await store.accounts.setLanguage(user.username, language, deps.now());
    sessions.forgetAccount(user.username);
    await audit(c, deps, {
      tenantId: null,
      operation: 'preferences.language.set',
      targetIds: { language },
      outcome: 'success',
      status: 204,
    });
    return c.body(null, 204);
  });
  return routes;
}

/** A day (`2025-01-31`) as its first or last instant; any other time as ISO. */
function dayBound(s: string | undefined, end: boolean) {
  if (!s) return undefined;
  if (/^\d{4}-\d{2}-\d{2}$/.test(s)) return end ? `${s}T23:59:59.999Z` : `${s}T00:00:00.000Z`;
  return new Date(s).toISOString();
}
