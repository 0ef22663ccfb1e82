import type { BulkItem } from '../../lib/bulk/types.js';

/**
 * THE place where an import hands its items to the bulk runner (`web/src/lib/bulk`, built on
 * another branch): both import pages call this hook and pass what it returns to the screen as
 * `onStart`. Until the runner is merged it returns null, and the screen shows the items as ready
 * to start without sending anything.
 */
export function useStartBulkRun(): ((items: BulkItem[]) => void) | null {
  return null;
}
