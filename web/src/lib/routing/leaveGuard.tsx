import {
  createContext,
  startTransition,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import {
  Router,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  type Navigator,
  type To,
} from 'react-router';

/**
 * Leaving a page may be held back and asked about first (a bulk run going). Without a data
 * router (its `useBlocker` costs the entry 20 KB), every in-app navigation passes the router
 * below: links and `navigate()` through its navigator, back and forward through its history
 * listener (the browser has moved already; it is moved back while the question is open).
 */

type History = ReturnType<typeof createBrowserHistory>;

/** Whether leaving `from` for `to` (pathnames) should ask first. */
export type LeaveCheck = (move: { from: string; to: string }) => boolean;

interface Guard {
  check: LeaveCheck;
  hold: (proceed: () => void) => void;
}

const guards = new Set<Guard>();

/** The guard that holds this move, if one does: it was given the move to go on with. */
function held(from: string, to: string, go: () => void): boolean {
  for (const guard of guards) {
    if (guard.check({ from, to })) {
      guard.hold(go);
      return true;
    }
  }
  return false;
}

function pathnameOf(to: To, from: string): string {
  if (typeof to !== 'string') return to.pathname ?? from;
  return new URL(to, `http://x${from}`).pathname;
}

/** Like `BrowserRouter` (or over the history given, in tests), each move passing the guards. */
export function GuardedRouter({
  history: given,
  children,
}: {
  history?: History;
  children: ReactNode;
}) {
  const [history] = useState(() => given ?? createBrowserHistory({ v5Compat: true }));
  const [state, setState] = useState({ action: history.action, location: history.location });
  const shown = useRef(state.location.pathname);
  useLayoutEffect(() => {
    shown.current = state.location.pathname;
  }, [state.location.pathname]);

  useLayoutEffect(() => {
    // A move back the guard made itself (undoing a held back/forward) is not reported.
    let undoing = false;
    let letThrough = false;
    const show = (action: typeof state.action) =>
      startTransition(() => setState({ action, location: history.location }));
    return history.listen(({ action, location, delta }) => {
      if (undoing) {
        undoing = false;
        return;
      }
      if (action === 'POP' && !letThrough && delta) {
        const redo = () => {
          letThrough = true;
          history.go(delta);
        };
        if (held(shown.current, location.pathname, redo)) {
          undoing = true;
          history.go(-delta);
          return;
        }
      }
      letThrough = false;
      show(action);
    });
  }, [history]);

  const [navigator] = useState<Navigator>(() => {
    const guarded =
      (move: 'push' | 'replace') =>
      (to: To, state?: unknown): void => {
        const go = () => history[move](to, state);
        if (!held(shown.current, pathnameOf(to, shown.current), go)) go();
      };
    return {
      createHref: (to) => history.createHref(to),
      encodeLocation: (to) => history.encodeLocation(to),
      go: (delta) => history.go(delta),
      push: guarded('push'),
      replace: guarded('replace'),
    };
  });

  const [liveSearch] = useState(() => () => history.location.search);
  return (
    <Router location={state.location} navigationType={state.action} navigator={navigator}>
      <LiveSearchContext.Provider value={liveSearch}>{children}</LiveSearchContext.Provider>
    </Router>
  );
}

/**
 * The address's query as it is now. The router shows a move in a transition, so a screen may
 * still render the query before the last move; a change of one parameter made from a late timer
 * (a search box's) builds on this, not on the query the screen last rendered with, or it would
 * undo a change made in between (a sign choice clicked after typing).
 */
export const LiveSearchContext = createContext<(() => string) | null>(null);

/**
 * Asks before leaving while `check` says so, in the shape of react-router's `useBlocker`:
 * `blocked` while a move waits; `proceed` makes it, `reset` stays.
 */
export function useLeaveGuard(check: LeaveCheck) {
  const [waiting, setWaiting] = useState<(() => void) | null>(null);
  const latest = useRef(check);
  useLayoutEffect(() => {
    latest.current = check;
  });
  useEffect(() => {
    const guard: Guard = {
      check: (move) => latest.current(move),
      hold: (proceed) => setWaiting(() => proceed),
    };
    guards.add(guard);
    return () => {
      guards.delete(guard);
    };
  }, []);
  return {
    state: waiting ? ('blocked' as const) : ('unblocked' as const),
    proceed: () => {
      setWaiting(null);
      waiting?.();
    },
    reset: () => setWaiting(null),
  };
}
