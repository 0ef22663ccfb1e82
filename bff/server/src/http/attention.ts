import type { Context, Hono } from 'hono';
import {
  ATTENTION_ACTION_DAYS,
  ATTENTION_UPLOAD_DAYS,
  ATTENTION_UPLOAD_STATUSES,
  AttentionQuery,
  UserCompaniesQuery,
  toIssues,
} from '@ledger/contract';
import type { Attention, OpenAssignmentsAttention, UserCompany } from '@ledger/contract';
import { isScoped } from '../auth/session.js';
import type { FailureAnswer } from '../upstream/relay.js';
import type { AppDeps, AppEnv } from '../types.js';
import { errorResponse } from './errors.js';

const DAY_MS = 24 * 60 * 60_000;
/** Uploads listed with the counts. */
const ATTENTION_ITEMS = 10;
/** A linked auditor's uploads are cut to its companies after reading: read this many at most. */
const SCOPED_READ = 1_000;

/**
 * The overview's "what needs doing" from the BFF's own records (`GET /api/attention`), and the
 * user page's companies (`GET /api/user-companies`, admins: from V1's permissions through the same
 * computation as a linked auditor's scope, `upstream/scope.ts`).
 */
export function addAttentionRoutes(app: Hono<AppEnv>, deps: AppDeps) {
  const { store } = deps;

  const tenantRefused = (c: Context<AppEnv>, tenant: string) => {
    const user = c.get('user')!;
    if (user.tenants.includes(tenant) && deps.tenantName(tenant)) return undefined;
    return errorResponse(c, 403, 'this tenant is not open to you', {
      code: 'tenant_not_allowed',
      params: { tenantId: tenant },
    });
  };

  const scopeFailure = (c: Context<AppEnv>, answer: { failure: FailureAnswer }) => {
    const f = answer.failure;
    const headers: Record<string, string> = {};
    for (let i = 0; i + 1 < f.headers.length; i += 2) headers[f.headers[i]!] = f.headers[i + 1]!;
    return errorResponse(c, f.status, f.message, f.extra, headers);
  };

  /** The signed-in account's own companies: undefined when it is not scoped (it sees them all). */
  const ownScope = async (
    c: Context<AppEnv>,
    tenant: string,
  ): Promise<ReadonlySet<string> | undefined | Response> => {
    const user = c.get('user')!;
    if (!isScoped(user)) return undefined;
    const userId = user.platformUsers[tenant];
    if (userId === undefined) return new Set<string>();
    const answer = await deps.scope.companies(tenant, userId, c.get('requestId'));
    return answer.ok ? answer.keys : scopeFailure(c, answer);
  };

  app.get('/api/attention', async (c) => {
    const user = c.get('user')!;
    const q = AttentionQuery.safeParse(c.req.query());
    if (!q.success)
      return errorResponse(c, 400, 'invalid query', {
        code: 'invalid_request',
        issues: toIssues(q.error, 'query'),
      });
    const tenant = q.data.tenant;
    const refused = tenantRefused(c, tenant);
    if (refused) return refused;
    const scope = await ownScope(c, tenant);
    if (scope instanceof Response) return scope;

    const now = deps.now();
    const uploadsSince = new Date(now - ATTENTION_UPLOAD_DAYS * DAY_MS).toISOString();
    const found = await store.uploadsWithStatus(
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
      recentActions:
        user.role === 'admin'
          ? { since: actionsSince, count: await store.countAudit(tenant, actionsSince) }
          : null,
    };
    c.header('cache-control', 'no-store');
    return c.json(body);
  });

  app.get('/api/attention/assignments', async (c) => {
    const q = AttentionQuery.safeParse(c.req.query());
    if (!q.success)
      return errorResponse(c, 400, 'invalid query', {
        code: 'invalid_request',
        issues: toIssues(q.error, 'query'),
      });
    const tenant = q.data.tenant;
    const refused = tenantRefused(c, tenant);
    if (refused) return refused;
    const scope = await ownScope(c, tenant);
    if (scope instanceof Response) return scope;
    const answer = await deps.openAssignments.check(tenant, c.get('requestId'));
    if (!answer.ok) return scopeFailure(c, answer);
    const { result } = answer;
    const items = scope ? result.items.filter((a) => scope.has(a.companyDurableKey)) : result.items;
    const body: OpenAssignmentsAttention = {
      count: items.length,
      items: items.slice(0, ATTENTION_ITEMS),
      companiesChecked: result.companiesChecked,
      companiesTotal: result.companiesTotal,
    };
    c.header('cache-control', 'no-store');
    return c.json(body);
  });

  app.get('/api/user-companies', async (c) => {
    // Like the user pages it serves (V1's user operations are the admin's).
    if (c.get('user')!.role !== 'admin')
      return errorResponse(c, 403, 'your role may not read the companies of a user', {
        code: 'forbidden_role',
        params: { operation: 'listUserCompanies' },
      });
    const q = UserCompaniesQuery.safeParse(c.req.query());
    if (!q.success)
      return errorResponse(c, 400, 'invalid query', {
        code: 'invalid_request',
        issues: toIssues(q.error, 'query'),
      });
    const { tenant, user: userId } = q.data;
    const refused = tenantRefused(c, tenant);
    if (refused) return refused;
    const answer = await deps.scope.companies(tenant, userId, c.get('requestId'));
    if (!answer.ok) return scopeFailure(c, answer);
    const body: UserCompany[] = [];
    for (const [key, access] of answer.access) {
      body.push({ companyDurableKey: key, direct: access.direct, groupIds: [...access.groupIds] });
    }
    c.header('cache-control', 'no-store');
    return c.json(body);
  });
}
