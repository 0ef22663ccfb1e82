import { queryOptions } from '@tanstack/react-query';
import type { InvitationResend } from '@ledger/contract';
import { request, withQuery, type ApiError } from '../../lib/data/api.js';

/**
 * `GET /api/invitation-resends`: the console's last resend of each invitation, when and by whom
 * (the BFF's own record; V1 keeps only when an invitation was made). Refetched after a resend,
 * one at a time or in a bulk run (`CONSOLE_READS_AFTER`).
 */
export function invitationResendsQuery(tenant: string) {
  return queryOptions<InvitationResend[], ApiError, InvitationResend[], unknown[]>({
    queryKey: [tenant, 'listInvitationResends'],
    queryFn: ({ signal }) =>
      request<InvitationResend[]>(withQuery('/api/invitation-resends', { tenant }), { signal }),
  });
}
