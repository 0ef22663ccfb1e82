import { describe, expect, it } from 'vitest';
import { actionsColumn, confirmDeleteColumn, rowRemoval } from './actionsColumn.js';
import { ActionsHeader } from './ActionsHeader.js';

describe('actionsColumn', () => {
  it("is the unsorted last column under the screen readers' header, a row's buttons in its cell", () => {
    const col = actionsColumn((row: { id: string }) => `buttons of ${row.id}`);
    expect(col).toMatchObject({ id: 'actions', header: ActionsHeader, enableSorting: false });
    expect(col.meta).toBeUndefined();
    const cell = col.cell as (ctx: { row: { original: { id: string } } }) => unknown;
    expect(cell({ row: { original: { id: 'u1' } } })).toBe('buttons of u1');
    expect(actionsColumn(() => null, 60).meta).toEqual({ width: 60 });
  });

  it('holds the one trash icon as wide as one icon', () => {
    const removal = { pending: () => false, remove: () => undefined };
    const col = confirmDeleteColumn('removeGroupMember', removal, (row: { id: string }) => ({
      verb: 'Remove',
      label: `Remove ${row.id}`,
      title: 'Remove member',
      message: 'Sure?',
    }));
    expect(col).toMatchObject({ id: 'actions', enableSorting: false, meta: { width: 60 } });
  });

  it('removes a row by a mutation of its id, pending only for the row it is removing', () => {
    const removed: string[] = [];
    const mutation = { isPending: true, variables: 'u2', mutate: (id: string) => removed.push(id) };
    const removal = rowRemoval(mutation);
    expect(removal.pending('u2')).toBe(true);
    expect(removal.pending('u1')).toBe(false);
    expect(rowRemoval({ ...mutation, isPending: false }).pending('u2')).toBe(false);
    removal.remove('u1');
    expect(removed).toEqual(['u1']);
  });
});
