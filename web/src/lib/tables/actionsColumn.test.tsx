import { describe, expect, it } from 'vitest';
import { actionsColumn, confirmDeleteColumn } from './actionsColumn.js';
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
    const col = confirmDeleteColumn('removeGroupMember', (row: { id: string }) => ({
      verb: 'Remove',
      label: `Remove ${row.id}`,
      title: 'Remove member',
      message: 'Sure?',
      pending: false,
      onConfirm: () => undefined,
    }));
    expect(col).toMatchObject({ id: 'actions', enableSorting: false, meta: { width: 60 } });
  });
});
