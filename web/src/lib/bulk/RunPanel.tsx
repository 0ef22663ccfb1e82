import { Suspense } from 'react';
import { retryingLazy } from '../ui/loadFailures.js';
import type { BulkRun } from './useBulkRun.js';

const Panel = retryingLazy(() =>
  import('./BulkRunPanel.js').then((m) => ({ default: m.BulkRunPanel })),
);

/**
 * `BulkRunPanel` as the screens place it: nothing until the screen has a run, then the panel,
 * its code (Modal, Progress, the results table) fetched with the run.
 */
export function BulkRunPanel({ bulk }: { bulk: BulkRun }) {
  if (!bulk.runner) return null;
  return (
    <Suspense fallback={null}>
      <Panel bulk={bulk} />
    </Suspense>
  );
}
