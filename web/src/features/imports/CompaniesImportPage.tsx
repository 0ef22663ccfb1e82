import { screenFor } from '../../lib/access/access.js';
import { ImportScreen } from './ImportScreen.js';
import { useStartBulkRun } from './startBulkRun.js';

/** Companies from a CSV file or pasted rows (`/t/:tenant/companies/import`). */
function CompaniesImport() {
  return <ImportScreen kind="companies" onStart={useStartBulkRun()} />;
}

export default screenFor(
  { op: 'createCompany', what: (t) => t.imports.companies.what },
  CompaniesImport,
);
