import { AUDIT_FILTERS, auditQuery, type AuditFilters } from '../../lib/data/queryOptions.js';
import { canReadAudit } from '../../lib/access/roles.js';
import type { PrefetchContext } from '../../lib/routing/prefetch.js';

/*
 * The audit log's first read, started with its code (as the route renders, or on intent) rather
 * than after it: on a phone the log's page waited for its thirty-odd chunks to arrive and run
 * before asking for its entries (docs/PERFORMANCE.md, "The audit log's first load"). Kept light:
 * it is part of the first download.
 */

/** Entries per page of the log. */
export const AUDIT_PAGE_SIZE = 50;

/** `?tenant=` of every tenant of the account (the log's own default is the tenant in view). */
export const ALL_TENANTS = 'all';

/**
 * The filters the address bar holds (empty values left out). Without a `tenant`, the log is of
 * the tenant in view (`routeTenant`) and the entries without a tenant: after a switch of tenant
 * it shows that tenant's entries; `tenant=all` shows every tenant of the account.
 */
export function auditFilters(params: URLSearchParams, routeTenant?: string): AuditFilters {
  const filters: AuditFilters = {};
  for (const k of AUDIT_FILTERS) {
    const v = params.get(k);
    if (v) filters[k] = v;
  }
  if (filters.tenant === ALL_TENANTS) delete filters.tenant;
  else if (!filters.tenant && routeTenant) {
    filters.tenant = routeTenant;
    // The account's own entries without a tenant (its sign-ins, its language) belong to every
    // tenant's view of the log.
    filters.withoutTenant = '1';
  }
  return filters;
}

/** Starts the read of the page of the log the address shows (admins: the log is theirs). */
export function prefetchAudit(ctx: PrefetchContext): void {
  if (!canReadAudit(ctx.role)) return;
  const filters = auditFilters(ctx.search, ctx.tenant);
  void ctx.qc.prefetchQuery(auditQuery(filters, ctx.search.get('cursor'), AUDIT_PAGE_SIZE, true));
}
