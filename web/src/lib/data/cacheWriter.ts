import type { QueryClient } from '@tanstack/react-query';
import type { OpResult } from './api.js';
import {
  opQuery,
  ROW_ID,
  type ReadArgs,
  type ReadOperationId,
  type Row,
  type RowListId,
} from './queryOptions.js';

/** The cached reads of one tenant, as a mutation's declared update sees them. */
export interface CacheWriter {
  /** Take the row with this id out of every cached copy of the list (any params). */
  remove<L extends RowListId>(list: L, id: string): void;
  /** Put the row in place of the one with its id, in every cached copy of the list. */
  replace<L extends RowListId>(list: L, row: Row<L>): void;
  /** Add the row to the list cached for exactly these args (replacing one with its id). */
  add<L extends RowListId>(list: L, args: ReadArgs<L>, row: Row<L>, at?: 'start' | 'end'): void;
  /** Change a cached answer (nothing when it is not cached). */
  patch<Id extends ReadOperationId>(
    op: Id,
    args: ReadArgs<Id>,
    change: (old: OpResult<Id>) => OpResult<Id>,
  ): void;
  set<Id extends ReadOperationId>(op: Id, args: ReadArgs<Id>, data: OpResult<Id>): void;
  /** Forget a cached answer (the thing it describes is gone). */
  drop<Id extends ReadOperationId>(op: Id, args: ReadArgs<Id>): void;
  /** A row of a list cached without params (the user a grant names), when cached. */
  find<L extends RowListId>(list: L, id: string): Row<L> | undefined;
}

type AnyRow = Record<string, unknown>;
const rowIdOf = (list: RowListId) => ROW_ID[list] as unknown as (row: AnyRow) => string;

/** The cache writer of one tenant in a query client. */
export function cacheWriter(qc: QueryClient, tenant: string): CacheWriter {
  const keyOf = <Id extends ReadOperationId>(op: Id, args: ReadArgs<Id>) =>
    opQuery(tenant, op, args).queryKey;
  const everyCopy = (list: RowListId, change: (rows: AnyRow[]) => AnyRow[]) =>
    qc.setQueriesData<AnyRow[]>({ queryKey: [tenant, list] }, (old) =>
      Array.isArray(old) ? change(old) : old,
    );
  return {
    remove: (list, id) => {
      const idOf = rowIdOf(list);
      everyCopy(list, (rows) =>
        rows.some((r) => idOf(r) === id) ? rows.filter((r) => idOf(r) !== id) : rows,
      );
    },
    replace: (list, row) => {
      const idOf = rowIdOf(list);
      const id = idOf(row as AnyRow);
      everyCopy(list, (rows) => rows.map((r) => (idOf(r) === id ? (row as AnyRow) : r)));
    },
    add: (list, args, row, at = 'end') => {
      const idOf = rowIdOf(list);
      const id = idOf(row as AnyRow);
      qc.setQueryData<AnyRow[]>(keyOf(list, args), (old) => {
        if (!old) return old;
        const i = old.findIndex((r) => idOf(r) === id);
        if (i >= 0) return old.map((r, j) => (j === i ? (row as AnyRow) : r));
        return at === 'start' ? [row as AnyRow, ...old] : [...old, row as AnyRow];
      });
    },
    patch: (op, args, change) =>
      qc.setQueryData(opQuery(tenant, op, args).queryKey, (old) =>
        old === undefined ? old : change(old),
      ),
    set: (op, args, data) => qc.setQueryData(opQuery(tenant, op, args).queryKey, data),
    drop: (op, args) => qc.removeQueries({ queryKey: keyOf(op, args), exact: true }),
    find: (list, id) => {
      const rows = qc.getQueryData(opQuery(tenant, list).queryKey) as AnyRow[] | undefined;
      const idOf = rowIdOf(list);
      return rows?.find((r) => idOf(r) === id) as never;
    },
  };
}
