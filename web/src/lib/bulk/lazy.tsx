import { Suspense, useState, type ComponentProps } from 'react';
import { retryingLazy } from '../ui/loadFailures.js';

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

const Dialog = retryingLazy(() => loadDialog().then((m) => ({ default: m.BulkDialog })));

/** The dialog before a bulk action starts (`BulkDialog.tsx`), its code fetched when first opened. */
export function BulkDialog(props: ComponentProps<typeof Dialog>) {
  // Kept mounted once opened, so that closing runs Modal's transition as before.
  const [wanted, setWanted] = useState(props.opened);
  if (props.opened && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}

/** A dialog's open state by name: `open('grant')`, `is('grant')`, `close()`. */
export function useDialogs<K extends string>() {
  const [open, setOpen] = useState<K | null>(null);
  return {
    open: (k: K) => setOpen(k),
    is: (k: K) => open === k,
    close: () => setOpen(null),
  };
}
