import { useCallback, useContext, useLayoutEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { LiveSearchContext } from './leaveGuard.js';

/**
 * React Router's `setSearchParams`, as a function that stays the same across renders: the
 * router's own is made anew with every change of the URL, so a memoized row or control that is
 * handed a setter rendered again on every filter or sort (docs/PERFORMANCE.md). The latest is
 * kept in a ref, set after each commit, before any event can call it.
 */
function useStableSetSearchParams() {
  const [params, setParams] = useSearchParams();
  const latest = useRef(setParams);
  useLayoutEffect(() => {
    latest.current = setParams;
  });
  const set = useCallback<typeof setParams>((...args) => latest.current(...args), []);
  return [params, set] as const;
}

/** One search parameter as state; setting it replaces the history entry, '' removes it. */
export function useSearchParam(
  name: string,
  fallback = '',
): [string, (value: string | null) => void] {
  const [params, setParams] = useStableSetSearchParams();
  const live = useContext(LiveSearchContext);
  const value = params.get(name) ?? fallback;
  const set = useCallback(
    (next: string | null) => {
      setParams(
        (prev) => {
          const p = new URLSearchParams(live ? live() : prev);
          if (next === null || next === '') p.delete(name);
          else p.set(name, next);
          return p;
        },
        { replace: true },
      );
    },
    [name, setParams, live],
  );
  return [value, set];
}

/** Several search parameters at once (e.g. a filter form). */
export function useSearchParamsState(): [
  URLSearchParams,
  (patch: Record<string, string | null | undefined>) => void,
] {
  const [params, setParams] = useStableSetSearchParams();
  const live = useContext(LiveSearchContext);
  const patch = useCallback(
    (changes: Record<string, string | null | undefined>) => {
      setParams(
        (prev) => {
          const p = new URLSearchParams(live ? live() : prev);
          for (const [k, v] of Object.entries(changes)) {
            if (v === null || v === undefined || v === '') p.delete(k);
            else p.set(k, v);
          }
          return p;
        },
        { replace: true },
      );
    },
    [setParams, live],
  );
  return [params, patch];
}
