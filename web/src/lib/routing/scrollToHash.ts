import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Scrolls the element the URL's `#fragment` names to the top of the screen once `ready` (its
 * list has drawn), as a browser does for a page it loads itself: the router draws screens without
 * a page load, so a link such as the overview's "Show them" (`…/invitations?pendingDays=14#pending`)
 * would otherwise land at the top of the page, on a phone two screens above the list. Done once
 * per fragment; scrolling on by hand afterwards is left alone.
 */
export function useScrollToHash(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || hash.length < 2) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView({ block: 'start' });
  }, [hash, ready]);
}
