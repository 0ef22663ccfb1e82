import { useDeferredValue, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { TextInput, type TextInputProps } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useSearchParam } from './url.js';

/** How long typing may pause before the URL follows the text. */
export const URL_FOLLOW_DELAY_MS = 200;

/**
 * Text that an input owns while the URL follows it: `setText` changes the text at once, `commit`
 * gets it once typing has paused for `delay` ms. When `urlValue` changes from outside (back,
 * forward, a link), the text becomes that value.
 *
 * Why: react-router applies URL updates at low priority; an input driven by the URL snaps back
 * to an older value while a large table re-renders, and typed keys are lost.
 */
export function useUrlFollowedText(
  urlValue: string,
  commit: (value: string) => void,
  delay = URL_FOLLOW_DELAY_MS,
): [string, (value: string) => void] {
  const [text, setText] = useState(urlValue);
  // The last value the URL was given or came with: a URL that differs from it changed outside.
  const known = useRef(urlValue);
  const onCommit = useEffectEvent(commit);

  useEffect(() => {
    if (urlValue === known.current) return;
    known.current = urlValue;
    setText(urlValue);
  }, [urlValue]);

  useEffect(() => {
    if (text === known.current) return;
    const timer = setTimeout(() => {
      known.current = text;
      onCommit(text);
    }, delay);
    return () => clearTimeout(timer);
  }, [text, delay]);

  return [text, setText];
}

/**
 * The search text in the URL (`?q=` by default), for filtering: deferred, so a large table
 * re-renders behind typing and never blocks it.
 */
export function useSearchQuery(param = 'q'): string {
  const [value] = useSearchParam(param);
  return useDeferredValue(value);
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

/**
 * A search box whose text lives in the URL parameter `param` (replacing the history entry),
 * following typing after a short pause; read it with `useSearchQuery(param)`.
 * `label` is its accessible name (it should say "Search").
 */
export function SearchInput({
  param = 'q',
  label,
  ...rest
}: { param?: string; label: string } & Omit<TextInputProps, 'value' | 'onChange'>) {
  const [urlValue, setUrlValue] = useSearchParam(param);
  const [text, setText] = useUrlFollowedText(urlValue, setUrlValue);
  return (
    <TextInput
      aria-label={label}
      leftSection={<IconSearch size={16} aria-hidden />}
      {...rest}
      value={text}
      onChange={(e) => setText(e.currentTarget.value)}
    />
  );
}
