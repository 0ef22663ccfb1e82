import { useT } from '../../i18n/index.js';

/** The header of a DataTable's actions column (`header: ActionsHeader`): named for screen readers only. */
export function ActionsHeader() {
  const t = useT();
  return <span className="sr-only">{t.common.actions}</span>;
}
