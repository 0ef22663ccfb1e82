import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** What a person does to scroll or act: after it, the page is theirs to move. */
const PERSON_EVENTS = ['wheel', 'touchmove', 'keydown', 'pointerdown'] as const;

/**
 * Scrolls the element the URL's `#fragment` names to the top of the screen once `ready` (its
 * list has drawn), as a browser does for a page it loads itself: the router draws screens without
 * a page load, so a link such as the overview's "Show them" (`…/invitations?pendingDays=14#pending`)
 * would otherwise land at the top of the page, on a phone two screens above the list. Parts above
 * it that arrive later (a lazily loaded form) would push it down again: it is kept at the top as
 * the page grows, until the person scrolls, types or touches.
 */
export function useScrollToHash(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || hash.length < 2) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    const align = () => target.scrollIntoView({ block: 'start' });
    align();
    const grows = new ResizeObserver(align);
    grows.observe(document.body);
    const stop = () => {
      grows.disconnect();
      for (const e of PERSON_EVENTS) window.removeEventListener(e, stop);
    };
    for (const e of PERSON_EVENTS) window.addEventListener(e, stop, { passive: true });
    return stop;
  }, [hash, ready]);
}
