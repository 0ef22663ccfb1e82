import { Suspense, useEffect, useState } from 'react';
import type { ModalProps } from '@mantine/core';
import { retryingLazy } from './loadFailures.js';

const Loaded = retryingLazy(() => import('./modal.js').then((m) => ({ default: m.Modal })));

/**
 * Mantine's `Modal` for a dialog a screen seldom opens at once: its code (the modal, its overlay,
 * focus trap and scroll lock, about 10 KB gzip) is fetched as it is first opened, or earlier with
 * `LazyModal.preload` (a pointer on the button that opens it), not with the screen's chunk. Once
 * opened it stays mounted, so closing it plays its transition and gives focus back to the button.
 */
export function LazyModal(props: ModalProps) {
  const [wanted, setWanted] = useState(props.opened);
  if (props.opened && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ClosedFirst {...props} />
    </Suspense>
  );
}

/**
 * The modal drawn closed once, then as asked: Mantine notes the focused element (to give focus
 * back on closing) as `opened` changes, not when a modal mounts open.
 */
function ClosedFirst(props: ModalProps) {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => setDrawn(true), []);
  return <Loaded {...props} opened={drawn && props.opened} />;
}

LazyModal.preload = Loaded.preload;
