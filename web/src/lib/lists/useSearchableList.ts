import { useMemo } from 'react';
import { useFilteredRows, useSearch, type Search } from '../tables/SearchInput.js';
import { useSelection, type Selection } from '../tables/selection.js';

/** What a searchable list holds between its search box, its table and its selection bar. */
export interface SearchableListState<T> {
  search: Search;
  /** The rows the search leaves. */
  shown: T[];
  /** The rows before the search (the count above the table says "12 of 40"). */
  total: number;
  selection: Selection;
  /** The keys of the rows shown, for the selection bar's "select all shown". */
  shownKeys: string[];
  keyOf: (row: T) => string;
}

/**
 * A list's search (in the URL's `q`), the rows it leaves and a selection over them. `keyOf`
 * and `matches` should be stable (module functions): the shown keys are memoised on them.
 */
export function useSearchableList<T>(
  rows: readonly T[] | undefined,
  matches: (row: T, q: string) => boolean,
  keyOf: (row: T) => string,
): SearchableListState<T> {
  const search = useSearch();
  const shown = useFilteredRows(rows, search.query, matches);
  const selection = useSelection();
  const shownKeys = useMemo(() => shown.map(keyOf), [shown, keyOf]);
  return { search, shown, total: rows?.length ?? 0, selection, shownKeys, keyOf };
}
