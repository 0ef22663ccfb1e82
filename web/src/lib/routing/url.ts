import { useCallback, useContext } from 'react';
import { useSearchParams } from 'react-router';
import { LiveSearchContext } from './leaveGuard.js';

/** One search parameter as state; setting it replaces the history entry, '' removes it. */
export function useSearchParam(
  name: string,
  fallback = '',
): [string, (value: string | null) => void] {
  const [params, setParams] = useSearchParams();
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
  const [params, setParams] = useSearchParams();
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
