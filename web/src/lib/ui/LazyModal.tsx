import { Suspense, useEffect, useState, type ComponentType } from 'react';
import type { ModalProps } from '@mantine/core';
import { retryingLazy } from './loadFailures.js';

/**
 * A dialog a screen seldom opens at once, its code fetched as it is first opened (or earlier
 * with `preload`: a pointer on the button that opens it), not with the screen's chunk. Once
 * opened it stays mounted, so closing it plays its transition; and it is drawn closed once, then
 * open, because Mantine notes the focused element (to give focus back on closing) as `opened`
 * changes, not when a modal mounts open.
 */
export function lazyDialog<P extends { opened: boolean }>(load: () => Promise<ComponentType<P>>) {
  const Loaded = retryingLazy(async () => ({ default: await load() }));
  function ClosedFirst(props: P) {
    const [drawn, setDrawn] = useState(false);
    useEffect(() => setDrawn(true), []);
    return <Loaded {...props} opened={drawn && props.opened} />;
  }
  function LazyDialog(props: P) {
    const [wanted, setWanted] = useState(props.opened);
    if (props.opened && !wanted) setWanted(true);
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <ClosedFirst {...props} />
      </Suspense>
    );
  }
  LazyDialog.preload = Loaded.preload;
  return LazyDialog;
}

/** Mantine's `Modal` (with its overlay, focus trap and scroll lock, about 10 KB gzip), lazily. */
export const LazyModal = lazyDialog<ModalProps>(() => import('./modal.js').then((m) => m.Modal));
