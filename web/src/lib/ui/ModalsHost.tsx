import { Suspense, useEffect, useState } from 'react';
import { retryingLazy } from './loadFailures.js';

/*
 * Mantine's dialogs provider (and with it Modal, FocusTrap, ScrollArea and floating-ui, about
 * 25 KB gzip) is fetched the first time a dialog is asked for, not with every screen. `modals.*`
 * only dispatches window events; the provider, mounted here beside the routes, listens for them.
 */

const Provider = retryingLazy(() => import('./ModalsProvider.js'));

let mount: (() => void) | null = null;
let ready: Promise<void> | null = null;
let markReady: () => void = () => undefined;

/** Resolves once the dialogs provider listens: call before `modals.open…`. */
export function ensureModals(): Promise<void> {
  // Without a host (a component test that renders its own provider) there is nothing to wait for.
  if (!mount) return Promise.resolve();
  ready ??= new Promise<void>((resolve) => {
    markReady = resolve;
  });
  mount();
  return ready;
}

/** Mounted once, in the app (app/App.tsx). */
export function ModalsHost() {
  const [on, setOn] = useState(false);
  useEffect(() => {
    mount = () => setOn(true);
    return () => {
      mount = null;
    };
  }, []);
  return on ? (
    <Suspense fallback={null}>
      <Provider onReady={() => markReady()} />
    </Suspense>
  ) : null;
}
