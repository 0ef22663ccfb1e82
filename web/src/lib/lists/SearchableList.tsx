import type { ComponentProps, ReactNode } from 'react';
import { DataTable } from '../tables/DataTable.js';
import type { RowNoun } from '../tables/rowCount.js';
import { SearchInput } from '../tables/SearchInput.js';
import { selectedRows, SelectionBar } from '../tables/selection.js';
import { EmptyState, QueryView } from '../ui/ui.js';
import type { SearchableListState } from './useSearchableList.js';

type ListQuery<T> = ComponentProps<typeof QueryView<T[]>>['query'];
type TableProps<T> = Omit<ComponentProps<typeof DataTable<T>>, 'data' | 'total'>;

/**
 * What a list page says about its rows, the same keys in every list's catalog area
 * (`t.users`, `t.groups`, `t.invitations`; the catalogs' `listWords` builds most of them).
 */
export interface ListWords {
  /** The table's caption. */
  title: string;
  noun: RowNoun;
  searchLabel: string;
  searchPlaceholder: string;
  loading: string;
  /** The list has no rows at all. */
  empty: string;
  /** The search leaves no row. */
  noMatch: string;
  /** Said under `noMatch`, where the list says more. */
  tryAnotherSearch?: string;
}

interface Props<T> {
  /** What names its box, its states and its table. */
  words: ListWords;
  /** The search box's props beside its words: width, spacing, help, keys. */
  searchBox?: Omit<ComponentProps<typeof SearchInput>, 'search' | 'label'>;
  /** What stands around the search box (a heading beside it); by default the box alone. */
  searchFrame?: (box: ReactNode) => ReactNode;
  /** Instead of `words.empty` alone (a hint what to do first). */
  empty?: ReactNode;
  table: Omit<TableProps<T>, 'noun' | 'empty' | 'caption'> & { caption?: string };
  /** What stands between the search box and the list (a filter's notice). */
  children?: ReactNode;
  query: ListQuery<T>;
  list: SearchableListState<T>;
  /** What can be done with the chosen rows; none: no selection (no bar, no checkboxes). */
  bulkActions?: ((chosen: T[]) => ReactNode) | null;
}

/**
 * A list page's body: the search box (placed as the page wants it), whatever stands between it
 * and the list (a filter's notice), the loading, error and empty states, the selection bar with
 * the actions on the chosen rows, and the table of the rows the search leaves.
 */
export function SearchableList<T>(props: Props<T>) {
  const { words, list, bulkActions } = props;
  const box = (
    <SearchInput
      search={list.search}
      label={words.searchLabel}
      placeholder={words.searchPlaceholder}
      {...props.searchBox}
    />
  );
  return (
    <>
      {props.searchFrame ? props.searchFrame(box) : box}
      {props.children}
      <QueryView
        query={props.query}
        isEmpty={(d) => d.length === 0}
        empty={props.empty ?? <EmptyState title={words.empty} />}
        loadingLabel={words.loading}
      >
        {(data) => (
          <>
            {bulkActions ? (
              <SelectionBar selection={list.selection} shown={list.shownKeys}>
                {bulkActions(selectedRows(data, list.selection, list.keyOf))}
              </SelectionBar>
            ) : null}
            <DataTable
              caption={words.title}
              noun={words.noun}
              empty={<EmptyState title={words.noMatch}>{words.tryAnotherSearch}</EmptyState>}
              {...props.table}
              data={list.shown}
              total={list.total}
            />
          </>
        )}
      </QueryView>
    </>
  );
}
