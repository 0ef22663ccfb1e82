import { Hono } from 'hono';
import {
  ATTENTION_ACTION_DAYS,
  ATTENTION_UPLOAD_DAYS,
  ATTENTION_UPLOAD_STATUSES,
  AttentionQuery,
  GroupCompaniesQuery,
  roleCovers,
  STALE_INVITATION_DAYS,
  UserCompaniesQuery,
} from '@ledger/contract';
import type {
  Attention,
  GroupCompany,
  InvitationsAttention,
  OpenAssignmentsAttention,
  UserCompany,
} from '@ledger/contract';
import type { AppDeps, AppEnv } from '../types.js';
import { countStaleInvitations } from '../upstream/invitation-resends.js';
import { ownScope } from './company-scope.js';
import { HttpError } from './errors.js';
import { noStore, readQuery, requireAdmin, requireTenant, userOf } from './route-kit.js';
import type { Ctx } from './route-kit.js';

const DAY_MS = 24 * 60 * 60_000;
/** Uploads listed with the counts. */
const ATTENTION_ITEMS = 10;
/** A linked auditor's uploads are cut to its companies after reading: read this many at most. */
const SCOPED_READ = 1_000;

/**
 * The overview's "what needs doing" from the BFF's own records (`GET /api/attention`), the open
 * assignments and the invitations waiting too long (from V1, each its own route), and the
 * user page's companies (`GET /api/user-companies`, admins: from V1's permissions through the same
 * computation as a linked auditor's scope, `upstream/scope.ts`) and the group page's
 * (`GET /api/group-companies`, the same reads).
 */
export function attentionRoutes(deps: AppDeps) {
  const { store } = deps;
  const routes = new Hono<AppEnv>();

  /** The tenant the query names, open to the account, and the account's own companies in it. */
  const scoped = async (c: Ctx) => {
    const { tenant } = readQuery(c, AttentionQuery);
    requireTenant(c, deps, tenant);
    return { tenant, scope: await ownScope(c, deps, tenant) };
  };

  routes.get('/api/attention', async (c) => {
    const user = userOf(c);
    const { tenant, scope } = await scoped(c);
    const now = deps.now();
    const uploadsSince = new Date(now - ATTENTION_UPLOAD_DAYS * DAY_MS).toISOString();
    const found = await store.uploads.withStatus(
      tenant,
      ATTENTION_UPLOAD_STATUSES,
      uploadsSince,
      scope ? SCOPED_READ : ATTENTION_ITEMS,
    );
    let { counts, items } = found;
    if (scope) {
      items = items.filter((u) => scope.has(u.companyDurableKey));
      counts = { corrupt: 0, parsed: 0 };
      for (const u of items) if (u.status in counts) counts[u.status]!++;
      items = items.slice(0, ATTENTION_ITEMS);
    }
    const actionsSince = new Date(now - ATTENTION_ACTION_DAYS * DAY_MS).toISOString();
    const body: Attention = {
      uploads: {
        since: uploadsSince,
        counts: { corrupt: counts.corrupt ?? 0, parsed: counts.parsed ?? 0 },
        items,
      },
      recentActions: roleCovers(user.role, 'admin')
        ? { since: actionsSince, count: await store.audit.count(tenant, actionsSince) }
        : null,
    };
    noStore(c);
    return c.json(body);
  });

  routes.get('/api/attention/assignments', async (c) => {
    const { tenant, scope } = await scoped(c);
    const answer = await deps.openAssignments.check(tenant, c.get('requestId'));
    if (!answer.ok) throw HttpError.of(answer.failure);
    const { result } = answer;
    // A linked auditor's counts are among its own companies: the others are not its to count.
    const own = <T>(list: T[], key: (x: T) => string) =>
      scope ? list.filter((x) => scope.has(key(x))) : list;
    const items = own(result.items, (a) => a.companyDurableKey);
    const body: OpenAssignmentsAttention = {
      count: items.length,
      items: items.slice(0, ATTENTION_ITEMS),
      companiesChecked: own(result.checkedKeys, (k) => k).length,
      companiesTotal: own(result.companyKeys, (k) => k).length,
    };
    noStore(c);
    return c.json(body);
  });

  routes.get('/api/attention/invitations', async (c) => {
    // Like the invitations it counts (V1's invitation operations are the admin's).
    requireAdmin(c, 'your role may not read the invitations', 'getInvitationsAttention');
    const { tenant } = readQuery(c, AttentionQuery);
    requireTenant(c, deps, tenant);
    const answer = await countStaleInvitations(deps, tenant, c.get('requestId'));
    if (!answer.ok) throw HttpError.of(answer.failure);
    const body: InvitationsAttention = { days: STALE_INVITATION_DAYS, count: answer.count };
    noStore(c);
    return c.json(body);
  });

  routes.get('/api/user-companies', async (c) => {
    // Like the user pages it serves (V1's user operations are the admin's).
    requireAdmin(c, 'your role may not read the companies of a user', 'listUserCompanies');
    const { tenant, user: userId } = readQuery(c, UserCompaniesQuery);
    requireTenant(c, deps, tenant);
    const answer = await deps.scope.companies(tenant, userId, c.get('requestId'));
    if (!answer.ok) throw HttpError.of(answer.failure);
    const body: UserCompany[] = [];
    for (const [key, access] of answer.access) {
      body.push({ companyDurableKey: key, direct: access.direct, groupIds: [...access.groupIds] });
    }
    noStore(c);
    return c.json(body);
  });

  routes.get('/api/group-companies', async (c) => {
    // Like the group pages it serves (V1's permission reads are the admin's here).
    requireAdmin(c, 'your role may not read the companies of a group', 'listGroupCompanies');
    const { tenant, group } = readQuery(c, GroupCompaniesQuery);
    requireTenant(c, deps, tenant);
    const answer = await deps.scope.groupCompanies(tenant, group, c.get('requestId'));
    if (!answer.ok) throw HttpError.of(answer.failure);
    const body: GroupCompany[] = answer.keys.map((key) => ({ companyDurableKey: key }));
    noStore(c);
    return c.json(body);
  });
  return routes;
}
