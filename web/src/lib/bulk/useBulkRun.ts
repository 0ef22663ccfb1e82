import { useCallback, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import type { BulkAction } from '@ledger/contract';
import { BULK_ACTIONS } from '@ledger/contract/rules';
import { refetchDeclared } from '../data/cacheEffects.js';
import { AUDIT_KEY_ROOT, type MutationOperationId } from '../data/queryOptions.js';
import { useTenant } from '../data/queries.js';
import { currentT } from '../../i18n/index.js';
import type { BulkRunner, RunnerOptions, RunSnapshot } from './runner.js';

import type { BulkItem } from './types.js';

/**
 * The tab's bulk run: one at a time, kept outside the screens so that it outlives them (an ended
 * session sends the person to sign in and back; the run waits there with its place kept).
 */
interface Current {
  runner: BulkRunner;
  /** The screen it was started from: its panel shows there. */
  path: string;
}
let current: Current | null = null;
const currentListeners = new Set<() => void>();
const subscribeCurrent = (fn: () => void) => {
  currentListeners.add(fn);
  return () => currentListeners.delete(fn);
};
const getCurrent = () => current;
function setCurrent(next: Current | null) {
  if (current && current !== next) current.runner.dispose();
  current = next;
  for (const fn of currentListeners) fn();
}

const noSubscription = () => () => {};

/** A run as it stands, rendering again as it changes (at most every 100 ms while it runs). */
export function useRunSnapshot(runner: BulkRunner | null): RunSnapshot | null {
  return useSyncExternalStore(
    runner ? (fn: () => void) => runner.subscribe(fn) : noSubscription,
    () => runner?.getSnapshot() ?? null,
  );
}

export interface BulkRun {
  /**
   * The run started from this screen (null: none). Its progress is read by subscribing to it
   * (`BulkRunPanel`, `useRunSnapshot`), so the screen itself does not render again per item.
   */
  runner: BulkRunner | null;
  /**
   * Starts a run of `items` as `action` (the confirmation has been given): opens it at the BFF,
   * sends the items, then refreshes the lists the action's operations change. Refused with a
   * notice while another run is active.
   */
  start(action: BulkAction, items: BulkItem[], options?: RunnerOptions): Promise<void>;
  cancel(): void;
  /** After signing in again: sends what was not sent. */
  continue(): Promise<void>;
  retryFailed(): Promise<void>;
  /** Closes the panel of an ended run. */
  dismiss(): void;
}

/** The bulk run of this screen and how to start, stop and continue one. */
export function useBulkRun(): BulkRun {
  const tenant = useTenant();
  const location = useLocation();
  const qc = useQueryClient();
  const cur = useSyncExternalStore(subscribeCurrent, getCurrent);
  const mine = cur && cur.path === location.pathname ? cur.runner : null;

  /** The lists the action changes, as its operations declare (lib/data/cacheEffects.ts). */
  const refresh = useCallback(
    async (runner: BulkRunner) => {
      await Promise.all([
        ...(BULK_ACTIONS[runner.action] as readonly MutationOperationId[]).map((op) =>
          refetchDeclared(qc, runner.tenant, op),
        ),
        qc.invalidateQueries({ queryKey: [AUDIT_KEY_ROOT] }),
      ]);
    },
    [qc],
  );

  const start = useCallback(
    async (action: BulkAction, items: BulkItem[], options?: RunnerOptions) => {
      const { BulkRunner } = await import('./runner.js');
      if (current?.runner.isActive()) {
        notifications.show({ color: 'yellow', message: currentT().bulk.run.busy });
        return;
      }
      const runner = new BulkRunner(tenant, action, items, options);
      setCurrent({ runner, path: location.pathname });
      await runner.start();
      await refresh(runner);
    },
    [tenant, location.pathname, refresh],
  );

  return {
    runner: mine,
    start,
    cancel: () => cur?.runner.cancel(),
    continue: async () => {
      if (!cur) return;
      await cur.runner.continue();
      await refresh(cur.runner);
    },
    retryFailed: async () => {
      if (!cur) return;
      await cur.runner.retryFailed();
      await refresh(cur.runner);
    },
    dismiss: () => {
      if (cur && !cur.runner.isActive()) setCurrent(null);
    },
  };
}
