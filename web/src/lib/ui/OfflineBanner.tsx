import { useSyncExternalStore } from 'react';
import { useT } from '../../i18n/index.js';
import { Notice } from './ui.js';

function subscribe(changed: () => void): () => void {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
}

/**
 * Says so while the browser is offline: reads wait (TanStack Query pauses them) and go on by
 * themselves when the connection is back, and forms keep what was typed.
 */
export function OfflineBanner() {
  const t = useT();
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  if (online) return null;
  return (
    <div className="offline-banner">
      <Notice tone="warning">{t.errors.offlineBanner}</Notice>
    </div>
  );
}
