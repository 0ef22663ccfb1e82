import type { ComponentProps, ReactNode } from 'react';
import { DataTable } from '../tables/DataTable.js';
import { selectedRows, SelectionBar } from '../tables/selection.js';
import { QueryView } from '../ui/ui.js';
import type { SearchableListState } from './useSearchableList.js';

type ListQuery<T> = ComponentProps<typeof QueryView<T[]>>['query'];
type TableProps<T> = Omit<ComponentProps<typeof DataTable<T>>, 'data' | 'total'>;

/**
 * A list page's body: the search box (placed as the page wants it), whatever stands between it
 * and the list (a filter's notice), the loading, error and empty states, the selection bar with
 * the actions on the chosen rows, and the table of the rows the search leaves.
 */
export function SearchableList<T>(props: {
  search: ReactNode;
  children?: ReactNode;
  query: ListQuery<T>;
  list: SearchableListState<T>;
  loadingLabel: string;
  /** The list has no rows at all (a search that leaves none is the table's `empty`). */
  empty: ReactNode;
  /** What can be done with the chosen rows; none: no selection (no bar, no checkboxes). */
  bulkActions?: ((chosen: T[]) => ReactNode) | null;
  table: TableProps<T>;
}) {
  const { list, bulkActions } = props;
  return (
    <>
      {props.search}
      {props.children}
      <QueryView
        query={props.query}
        isEmpty={(d) => d.length === 0}
        empty={props.empty}
        loadingLabel={props.loadingLabel}
      >
        {(data) => (
          <>
            {bulkActions ? (
              <SelectionBar selection={list.selection} shown={list.shownKeys}>
                {bulkActions(selectedRows(data, list.selection, list.keyOf))}
              </SelectionBar>
            ) : null}
            <DataTable {...props.table} data={list.shown} total={list.total} />
          </>
        )}
      </QueryView>
    </>
  );
}
