import { screenFor } from '../../lib/access/access.js';
import { ImportScreen } from './ImportScreen.js';
import { useStartBulkRun } from './startBulkRun.js';

/** Invitations from a CSV file or a pasted list (`/t/:tenant/invitations/import`). */
function InvitationsImport() {
  return <ImportScreen kind="invitations" onStart={useStartBulkRun()} />;
}

export default screenFor(
  { op: 'createInvitations', what: (t) => t.imports.invitations.what },
  InvitationsImport,
);
