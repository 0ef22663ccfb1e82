import { screenFor } from '../../lib/access/access.js';
import { ImportScreen } from './ImportScreen.js';
import { useBulkRun } from '../../lib/bulk/useBulkRun.js';
import { BulkRunPanel } from '../../lib/bulk/BulkRunPanel.js';

/** Companies from a CSV file or pasted rows (`/t/:tenant/companies/import`). */
function CompaniesImport() {
  const bulk = useBulkRun();
  return (
    <ImportScreen
      kind="companies"
      onStart={(items) => void bulk.start('importCompanies', items)}
      progress={<BulkRunPanel bulk={bulk} />}
    />
  );
}

export default screenFor(
  { op: 'createCompany', what: (t) => t.imports.companies.what },
  CompaniesImport,
);
