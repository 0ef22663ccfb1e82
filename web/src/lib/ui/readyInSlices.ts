import { useDeferredValue } from 'react';

/**
 * `ready`, except that its turning true is drawn by a render React does in slices of a few
 * milliseconds in the background, while the screen keeps what it showed (its loading state).
 *
 * Why: TanStack Query's answers reach React through useSyncExternalStore, whose updates React
 * always renders at once. A large view drawn when its reads answer (the workbench, a long list) is
 * then one long task: on a phone's first load that is most of Lighthouse's total blocking time.
 * A deferred value's render is a transition, which React renders interruptibly, giving the main
 * thread back between slices. Turning false is at once: what `ready` guards is never drawn without
 * its data. Ready already at mount (a prefetched read) draws at once, as before.
 */
export function useReadyInSlices(ready: boolean): boolean {
  const drawn = useDeferredValue(ready);
  return ready && drawn;
}
