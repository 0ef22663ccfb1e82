import type { BulkAction, OperationId } from '@ledger/contract';
import { screenFor } from '../../lib/access/access.js';
import { useBulkRun } from '../../lib/bulk/useBulkRun.js';
import { BulkRunPanel } from '../../lib/bulk/BulkRunPanel.js';
import { ImportScreen } from './ImportScreen.js';
import type { ImportKind } from './columns.js';

/** What each import needs of the V1 service, and the bulk run that sends its rows. */
const IMPORTS = {
  invitations: { op: 'createInvitations', action: 'importInvitations' },
  companies: { op: 'createCompany', action: 'importCompanies' },
} as const satisfies Record<ImportKind, { op: OperationId; action: BulkAction }>;

/**
 * The import screen of a kind (`/t/:tenant/<kind>/import`): rows from a CSV file or pasted,
 * checked one by one, then sent as one bulk run whose progress shows under the heading.
 */
export function importPage(kind: ImportKind) {
  const { op, action } = IMPORTS[kind];
  function ImportPage() {
    const bulk = useBulkRun();
    return (
      <ImportScreen
        kind={kind}
        onStart={(items) => void bulk.start(action, items)}
        progress={<BulkRunPanel bulk={bulk} />}
      />
    );
  }
  return screenFor({ op, what: (t) => t.imports[kind].what }, ImportPage);
}
