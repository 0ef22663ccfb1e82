import { BulkRun, BulkRunCreate, BulkRunUpdate } from './bulk.js';
import { ClientErrorReport } from './client-errors.js';
import { sessionRoutes } from './session-routes.js';
import { accessRoutes } from './access-routes.js';
import { recordRoutes } from './record-routes.js';
import { workpaperRoutes } from './workpaper-routes.js';
import { mfaRoutes } from './mfa-routes.js';
import type { ConsoleRoute } from './route.js';

export type { ConsoleRoute } from './route.js';

/** The BFF's own routes (the proxy's are the V1 operations under `/api/t/{tenantId}`). */
export const consoleRoutes = [
  ...sessionRoutes,
  ...accessRoutes,
  ...recordRoutes,
  ...workpaperRoutes,
  {
    id: 'openBulkRun',
    method: 'POST',
    path: '/api/bulk-runs',
    summary:
      'Open a bulk run (one audit entry for it; each call then sends x-bulk-run: <id>); the role of every operation of the action is needed',
    body: BulkRunCreate,
    status: 201,
    response: BulkRun,
    audit: 'bulk.run',
  },
  {
    id: 'updateBulkRun',
    method: 'PUT',
    path: '/api/bulk-runs',
    summary:
      "End a bulk run (finished or cancelled, for good; the same end again changes nothing): done and failed are the BFF's own counts, skipped the browser's",
    body: BulkRunUpdate,
    status: 200,
    response: BulkRun,
  },
  {
    id: 'reportClientError',
    method: 'POST',
    path: '/api/client-errors',
    summary:
      "A screen of the web failed to render: written to the BFF's log (at most 16 KiB; 10 reports per account in 10 minutes, then 429)",
    body: ClientErrorReport,
    status: 204,
    response: null,
  },
  ...mfaRoutes,
] as const satisfies readonly ConsoleRoute[];
