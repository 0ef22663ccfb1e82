import type { InvitationResend } from '@ledger/contract';
import { consoleRead } from '../../lib/data/consoleRead.js';

/**
 * `GET /api/invitation-resends`: the console's last resend of each invitation, when and by whom
 * (the BFF's own record; V1 keeps only when an invitation was made). Refetched after a resend,
 * one at a time or in a bulk run (`CONSOLE_READS_AFTER`). Asked with the screen's first reads,
 * so that its answer does not draw the list a second time.
 */
export const invitationResendsRead = consoleRead<InvitationResend[], typeof ALL_RESENDS>(
  'listInvitationResends',
  '/api/invitation-resends',
);

/** The read's key: it has no parameters. */
export const ALL_RESENDS = {};
