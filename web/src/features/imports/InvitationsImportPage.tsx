import { screenFor } from '../../lib/access/access.js';
import { ImportScreen } from './ImportScreen.js';
import { useBulkRun } from '../../lib/bulk/useBulkRun.js';
import { BulkRunPanel } from '../../lib/bulk/BulkRunPanel.js';

/** Invitations from a CSV file or a pasted list (`/t/:tenant/invitations/import`). */
function InvitationsImport() {
  const bulk = useBulkRun();
  return (
    <ImportScreen
      kind="invitations"
      onStart={(items) => void bulk.start('importInvitations', items)}
      progress={<BulkRunPanel bulk={bulk} />}
    />
  );
}

export default screenFor(
  { op: 'createInvitations', what: (t) => t.imports.invitations.what },
  InvitationsImport,
);
