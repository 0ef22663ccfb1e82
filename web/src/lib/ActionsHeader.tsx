import { Table } from '@mantine/core';

/**
 * The header of a table's actions column: named for screen readers only. Not in ui.tsx, which
 * the first page load needs: Mantine's Table would bring floating-ui and ScrollArea into the
 * initial bundle (+21 KB gzip, measured with `pnpm bench -- --only=web`).
 */
export function ActionsHeader({ width }: { width?: number }) {
  return (
    <Table.Th style={width === undefined ? undefined : { width }}>
      <span className="sr-only">Actions</span>
    </Table.Th>
  );
}
