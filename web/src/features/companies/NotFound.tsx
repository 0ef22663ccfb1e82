import { Alert, Anchor } from '@mantine/core';
import { Link } from '../../lib/routing/Link.js';
import { useTenant } from '../../lib/data/queries.js';
import { tenantPath } from '../../lib/routing/tenantPath.js';
import { useT } from '../../i18n/index.js';

export function NotFound({ what }: { what: 'company' | 'tab' }) {
  const tenant = useTenant();
  const t = useT().companies.notFound;
  return (
    <Alert color="gray" variant="light" title={t[what]}>
      {t.explanation}{' '}
      <Anchor component={Link} to={tenantPath(tenant, 'companies')} c="dark" underline="always">
        {t.back}
      </Anchor>
    </Alert>
  );
}
