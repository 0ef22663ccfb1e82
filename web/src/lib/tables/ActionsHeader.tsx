/** The header of a DataTable's actions column (`header: ActionsHeader`): named for screen readers only. */
export function ActionsHeader() {
  return <span className="sr-only">Actions</span>;
}
