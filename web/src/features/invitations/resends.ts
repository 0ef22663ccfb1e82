import type { InvitationResend } from '@ledger/contract';
import { consoleQuery } from '../../lib/data/queryOptions.js';

/**
 * `GET /api/invitation-resends`: the console's last resend of each invitation, when and by whom
 * (the BFF's own record; V1 keeps only when an invitation was made). Refetched after a resend,
 * one at a time or in a bulk run (`CONSOLE_READS_AFTER`).
 */
export function invitationResendsQuery(tenant: string) {
  return consoleQuery<InvitationResend[]>(
    tenant,
    'listInvitationResends',
    '/api/invitation-resends',
  );
}
