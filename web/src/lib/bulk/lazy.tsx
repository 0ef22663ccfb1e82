import { useState } from 'react';
import { lazyDialog } from '../ui/LazyModal.js';

/*
 * The bulk UI's heavier parts, each fetched on first use: the dialog (Modal and the pickers, with
 * floating-ui), the item builders (dayjs, the V1 calls), the runner and the run's panel.
 * `preloadBulk` starts all of them at once, when a screen first shows its bulk actions.
 */

const loadDialog = () => import('./BulkDialog.js');
export const loadActions = () => import('./actions.js');
const loadRunner = () => import('./runner.js');
const loadPanel = () => import('./BulkRunPanel.js');

export function preloadBulk(): void {
  void loadDialog();
  void loadActions();
  void loadRunner();
  void loadPanel();
}

/** The dialog before a bulk action starts (`BulkDialog.tsx`), its code fetched when first opened. */
export const BulkDialog = lazyDialog(() => loadDialog().then((m) => m.BulkDialog));

/** A dialog's open state by name: `open('grant')`, `is('grant')`, `close()`. */
export function useDialogs<K extends string>() {
  const [open, setOpen] = useState<K | null>(null);
  return {
    open: (k: K) => setOpen(k),
    is: (k: K) => open === k,
    close: () => setOpen(null),
  };
}
