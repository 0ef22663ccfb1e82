import { lazy, useState, type ComponentProps, type ComponentType } from 'react';
import { forgetFailedScreenWords } from '../../i18n/index.js';

/*
 * Code that fails to arrive: a screen's chunk or style sheet after a new deployment (the old
 * build's files are gone) or while the network is away. React's `lazy` keeps a failed import
 * for good, so every lazily loaded part of the console goes through `retryingLazy`, whose
 * failures are forgotten by `renewFailedLoads` (the error boundary's "Try again", the network
 * coming back).
 */

/** How the browsers and Vite word a chunk or style sheet that did not load. */
const LOAD_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading (CSS )?chunk .* failed/i;

export function isLoadFailure(error: unknown): boolean {
  return (
    error instanceof Error && (LOAD_FAILURE.test(error.message) || error.name === 'ChunkLoadError')
  );
}

const renewals = new Set<() => void>();

/** A lazily loaded component; `preload` fetches its code ahead of its first render. */
export type RetryingLazy<P> = ComponentType<P> & { preload: () => Promise<void> };

/**
 * `React.lazy` whose failed load is tried again once `renewFailedLoads` has run. Once its code
 * has arrived (`preload`, or an earlier render) it renders at once: through `lazy` it would
 * suspend for a tick, and React holds back content revealed after a loading state until 300 ms
 * after that state appeared (its fallback throttle), so a screen whose code was already here
 * showed a spinner for a third of a second.
 *
 * Each place it is shown keeps the component it first rendered. A render that waited for the
 * code in a transition (a link followed, a deferred view) goes on with `lazy`'s own component
 * once it arrives; switching that place to the loaded component on its next render would be
 * another component to React, which would mount it afresh and lose what was typed in it.
 */
// `any` as in React's own `lazy`: the loaded component's props are whatever it declares.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function retryingLazy<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): RetryingLazy<ComponentProps<T>> {
  let loaded: T | undefined;
  const attempt = () =>
    load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown): never => {
        renewals.add(renew);
        throw error;
      },
    );
  let current = lazy(attempt);
  function renew() {
    current = lazy(attempt);
  }
  function RetryingLazy(props: ComponentProps<T>) {
    const [Shown] = useState(() => (loaded ?? current) as ComponentType<ComponentProps<T>>);
    return <Shown {...props} />;
  }
  RetryingLazy.preload = () => (loaded ? Promise.resolve() : attempt().then(() => undefined));
  return RetryingLazy;
}

/** Every lazily loaded part that failed is loaded afresh when it next renders. */
export function renewFailedLoads(): void {
  for (const renew of renewals) renew();
  renewals.clear();
  forgetFailedScreenWords();
}

/**
 * Vite adds a `<link rel="stylesheet">` for a style sheet a chunk needs and, when one is already
 * there, takes it as loaded: a sheet that failed (a prefetch on a link's hover, offline or after
 * a deployment) would make the screen open later without its styles. The failed link is taken
 * out, so the next load asks again and fails or succeeds for real.
 */
export function forgetFailedStyleSheets(): void {
  window.addEventListener('vite:preloadError', (event) => {
    const failure = (event as Event & { payload?: unknown }).payload;
    const href =
      failure instanceof Error
        ? /Unable to preload CSS for (\S+)/.exec(failure.message)?.[1]
        : undefined;
    if (!href) return;
    for (const link of document.querySelectorAll(`link[href="${CSS.escape(href)}"]`)) link.remove();
  });
}

// ---- Reloading once after a new deployment ----------------------------------------------

const RELOADED_KEY = 'ledger.reloadedForNewVersion';

function session(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * Reloads the page (same address) to fetch the new version, unless this tab already did so for a
 * failed load that has not been followed by a successful one: then false, and the screen says so
 * instead of reloading in a loop.
 */
export function reloadOnceForNewVersion(): boolean {
  const store = session();
  if (!store || store.getItem(RELOADED_KEY)) return false;
  store.setItem(RELOADED_KEY, String(Date.now()));
  window.location.reload();
  return true;
}

/** A screen's code arrived: a later failed load may reload the page once again. */
export function loadSucceeded(): void {
  session()?.removeItem(RELOADED_KEY);
}

/**
 * Whether the console's server answers now: a failed load with the server there is a new
 * deployment (the file is gone), without it the network is away.
 */
export async function serverReachable(): Promise<boolean> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return false;
  try {
    const res = await fetch('/healthz', { cache: 'no-store' });
    return res.ok;
  } catch {
    return false;
  }
}
