import { Alert, Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { useTenant } from '../../lib/data/queries.js';
import { tenantPath } from '../../lib/routing/tenantPath.js';

export function NotFound({ what }: { what: string }) {
  const tenant = useTenant();
  return (
    <Alert color="gray" variant="light" title={`No such ${what}`}>
      It may have been deleted or belong to another tenant.{' '}
      <Anchor component={Link} to={tenantPath(tenant, 'companies')} c="dark" underline="always">
        Back to companies
      </Anchor>
    </Alert>
  );
}
