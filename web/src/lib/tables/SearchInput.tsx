import {
  useCallback,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { TextInput, type TextInputProps } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useSearchParam } from '../routing/url.js';

/** How long typing may pause before the URL follows the text. */
export const URL_FOLLOW_DELAY_MS = 200;

/**
 * Text that an input owns while the URL follows it: `setText` changes the text at once, `commit`
 * gets it once typing has paused for `delay` ms, or at once through `flush` (the box lost focus).
 * When `urlValue` changes from outside (back, forward, a link), the text becomes that value.
 *
 * Why: react-router applies URL updates at low priority; an input driven by the URL snaps back
 * to an older value while a large table re-renders, and typed keys are lost.
 */
export function useUrlFollowedText(
  urlValue: string,
  commit: (value: string) => void,
  delay = URL_FOLLOW_DELAY_MS,
): [string, (value: string) => void, () => void] {
  const [text, setText] = useState(urlValue);
  // The values this text gave the URL that it has not reported back yet, oldest first, ending
  // with the last one given (or the value it came with). The router applies them late and in
  // turn: one of them arriving is this text's own write, never a change from outside.
  const written = useRef([urlValue]);
  const lastWritten = () => written.current[written.current.length - 1]!;
  const latest = useRef({ text, commit });
  useLayoutEffect(() => {
    latest.current = { text, commit };
  });
  const flush = useCallback(() => {
    const { text: now, commit: write } = latest.current;
    if (now === written.current[written.current.length - 1]) return;
    written.current.push(now);
    write(now);
  }, []);

  useEffect(() => {
    const own = written.current.indexOf(urlValue);
    if (own >= 0) {
      written.current = written.current.slice(own);
      return;
    }
    written.current = [urlValue];
    setText(urlValue);
  }, [urlValue]);

  useEffect(() => {
    if (text === lastWritten()) return;
    // The page the text was typed on: once the browser is elsewhere (a link was followed while
    // the next screen loads), writing the URL would take the user back to this page.
    const typedOn = window.location.pathname;
    const timer = setTimeout(() => {
      if (window.location.pathname === typedOn) flush();
    }, delay);
    return () => clearTimeout(timer);
  }, [text, delay, flush]);

  return [text, setText, flush];
}

export interface Search {
  /** The text in the box, as typed. */
  text: string;
  setText: (value: string) => void;
  /** Gives the URL the text now (the box lost focus), without waiting for the pause. */
  flush: () => void;
  /**
   * The text to filter by: deferred, so a large table re-renders behind typing, never blocking
   * it, and follows each key without waiting for the URL.
   */
  query: string;
}

/**
 * A list's search: text that starts from and follows the URL parameter `param` (`?q=` by
 * default), and that the URL follows (replacing the history entry) after a pause in typing.
 * Show it with `<SearchInput search={…} />`, filter by `query`.
 */
export function useSearch(param = 'q'): Search {
  const [urlValue, setUrlValue] = useSearchParam(param);
  const [text, setText, flush] = useUrlFollowedText(urlValue, setUrlValue);
  const query = useDeferredValue(text);
  return { text, setText, flush, query };
}

/**
 * The rows that match the search `q` (all of them for an empty search), recomputed only when the
 * rows or the search change. `matches` should be a stable (module-level) function.
 */
export function useFilteredRows<T>(
  rows: readonly T[] | undefined,
  q: string,
  matches: (row: T, q: string) => boolean,
): T[] {
  return useMemo(() => {
    if (!rows) return [];
    if (!q.trim()) return rows as T[];
    return rows.filter((row) => matches(row, q));
  }, [rows, q, matches]);
}

/** The box of a `useSearch`; `label` is its accessible name (it should say "Search"). */
export function SearchInput({
  search,
  label,
  ...rest
}: { search: Search; label: string } & Omit<TextInputProps, 'value' | 'onChange'>) {
  return (
    <TextInput
      aria-label={label}
      leftSection={<IconSearch size={16} aria-hidden />}
      {...rest}
      value={search.text}
      onChange={(e) => search.setText(e.currentTarget.value)}
      onBlur={(e) => {
        search.flush();
        rest.onBlur?.(e);
      }}
    />
  );
}
