import type { Attention, InvitationsAttention, OpenAssignmentsAttention } from '@ledger/contract';
import { consoleQuery } from '../../lib/data/queryOptions.js';
import { tenantPath } from '../../lib/routing/tenantPath.js';
import {
  PENDING_DAYS_PARAM,
  PENDING_LIST_ID,
  STALE_INVITATION_DAYS,
} from '../../lib/routing/listFilters.js';

/** `GET /api/attention`: uploads that ended badly, recent actions (the BFF's own records). */
export function attentionQuery(tenant: string) {
  return consoleQuery<Attention>(tenant, 'getAttention', '/api/attention');
}

/** `GET /api/attention/assignments`: open assignments without work materiality (V1, bounded). */
export function openAssignmentsQuery(tenant: string) {
  return consoleQuery<OpenAssignmentsAttention>(
    tenant,
    'getOpenAssignmentsAttention',
    '/api/attention/assignments',
  );
}

/**
 * `GET /api/attention/invitations`: invitations pending longer than 14 days since they were last
 * sent (V1's time or the console's last resend, whichever is later; admins).
 */
export function staleInvitationsQuery(tenant: string) {
  return consoleQuery<InvitationsAttention>(
    tenant,
    'getInvitationsAttention',
    '/api/attention/invitations',
  );
}

/**
 * The invitations list filtered to those pending longer than the overview's limit, scrolled to
 * the list (below the invite form).
 */
export function staleInvitationsPath(tenant: string): string {
  return `${tenantPath(tenant, 'invitations')}?${PENDING_DAYS_PARAM}=${STALE_INVITATION_DAYS}#${PENDING_LIST_ID}`;
}

/** The audit log of the tenant from the day `since` falls on (UTC, as the log's filter reads it). */
export function recentActionsPath(tenant: string, since: string): string {
  const from = since.slice(0, 10);
  return `${tenantPath(tenant, 'audit')}?${new URLSearchParams({ tenant, from }).toString()}`;
}

/** Counts of the items that need doing; `undefined` while unknown (loading, failed, not allowed). */
export interface NeedsDoingCounts {
  staleInvitations: number | undefined;
  uploads: number | undefined;
  openAssignments: number | undefined;
}

/**
 * Nothing needs doing: every item the account can see was checked and is zero. Recent actions are
 * news, not work: they never make the overview say something needs doing.
 */
export function nothingNeedsDoing(
  counts: NeedsDoingCounts,
  checks: readonly (keyof NeedsDoingCounts)[],
) {
  return checks.length > 0 && checks.every((k) => counts[k] === 0);
}
