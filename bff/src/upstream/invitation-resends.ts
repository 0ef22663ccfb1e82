/**
 * Invitation resends (issue #35): V1's `User` keeps when an invitation was made, not when its mail
 * last went out. So when V1 accepts a `resendInvitation` proxied for an account, the BFF records
 * when and by whom (`GET /api/invitation-resends`), and an invitation's waiting time counts from
 * the later of the two (`GET /api/attention/invitations`; the web's `?pendingDays=` filter).
 */
import { lastSentAt, STALE_INVITATION_DAYS, waitingLongerThan } from '@ledger/contract';
import type { FailureAnswer } from '../http/errors.js';
import type { SessionUser } from '../auth/session.js';
import type { AppDeps } from '../types.js';
import type { Exchange } from './exchange.js';
import { asList, v1Read } from './v1-read.js';

/** The resend being proxied: in which tenant, by whom. */
interface ResendCall {
  deps: AppDeps;
  x: Exchange;
  user: SessionUser;
  tenant: string;
}

/**
 * After V1 accepted a resend (the proxy's post-success hook): the invitation's last resend is
 * now, by the account. V1 has sent the mail whatever the store does, so a store failure is logged
 * and the resend answered as done (the audit entry is the proxy's, as for every change).
 */
export async function recordResend(
  { deps, x, user, tenant }: ResendCall,
  params: Record<string, string>,
) {
  const { userId } = params;
  if (!userId) return;
  try {
    await deps.store.invitationResends.record(tenant, {
      userId,
      resentAt: new Date(deps.now()).toISOString(),
      resentBy: user.username,
    });
  } catch (err) {
    deps.logger.warn(
      { requestId: x.requestId, tenant, err: err instanceof Error ? err.message : String(err) },
      'could not record the invitation resend',
    );
  }
}

/**
 * How many of the tenant's pending invitations were last sent more than STALE_INVITATION_DAYS
 * ago: V1's list (one call) with the console's resends. An invitation without either time is not
 * counted.
 */
export async function countStaleInvitations(
  deps: AppDeps,
  tenant: string,
  requestId: string,
): Promise<{ ok: true; count: number } | { ok: false; failure: FailureAnswer }> {
  const [listed, resends] = await Promise.all([
    v1Read(deps, tenant, '/invitations', 'listInvitations', requestId),
    deps.store.invitationResends.list(tenant),
  ]);
  if (!listed.ok) return listed;
  const resentAt = new Map(resends.map((r) => [r.userId, r.resentAt]));
  const now = deps.now();
  let count = 0;
  for (const item of asList(listed.json)) {
    const { id, createdTimestamp } = (item ?? {}) as { id?: unknown; createdTimestamp?: unknown };
    const sent = lastSentAt(
      typeof createdTimestamp === 'number' ? createdTimestamp : undefined,
      typeof id === 'string' ? resentAt.get(id) : undefined,
    );
    if (waitingLongerThan(sent, STALE_INVITATION_DAYS, now)) count++;
  }
  return { ok: true, count };
}
