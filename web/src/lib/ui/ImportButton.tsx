import { Button } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { Link } from '../routing/Link.js';
import { useTenant } from '../data/queries.js';
import { tenantPath } from '../routing/tenantPath.js';
import { useT } from '../../i18n/index.js';

/**
 * A list page's way to its import (`/t/:tenant/<kind>/import`, features/imports): rows from a CSV
 * file or pasted.
 */
export function ImportButton({ kind }: { kind: 'invitations' | 'companies' }) {
  const t = useT();
  const tenant = useTenant();
  return (
    <Button
      component={Link}
      to={tenantPath(tenant, kind, 'import')}
      variant="light"
      leftSection={<IconFileImport size={16} aria-hidden />}
    >
      {t.imports.action}
    </Button>
  );
}
