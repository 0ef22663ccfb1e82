import { use, type ReactNode } from 'react';
import { screenWordsPending, useScreenWordsLoaded } from '../../i18n/index.js';

/**
 * Renders a lazily loaded screen only once the active language's catalog holds the screens'
 * words: a catalog area not loaded yet suspends the screen (its loading state), never crashes it.
 */
export function ScreenWords({ children }: { children: ReactNode }) {
  const loaded = useScreenWordsLoaded();
  if (!loaded) {
    const pending = screenWordsPending();
    if (pending) use(pending);
  }
  return children;
}
