import { useNavigate } from 'react-router';
import { Card } from '@mantine/core';
import { useOp, useTenant } from '../../lib/data/queries.js';
import { useOpMutation } from '../../lib/data/mutations.js';
import { screenFor } from '../../lib/access/access.js';
import { useMyGroups } from '../../lib/access/useMyGroups.js';
import { PageHeader } from '../../lib/ui/ui.js';
import { CompanyForm, type CompanyCreateBody } from './CompanyForm.js';
import { tenantPath } from '../../lib/routing/tenantPath.js';
import { useT } from '../../i18n/index.js';

const NONE: [] = [];

function CreateCompany() {
  const tenant = useTenant();
  const navigate = useNavigate();
  const t = useT();
  const users = useOp('listUsers');
  const groups = useOp('listGroups');
  const myGroups = useMyGroups();
  const create = useOpMutation('createCompany', {
    call: (body: CompanyCreateBody) => ({ body }),
    success: (created) => ({ title: t.companies.create.created, message: created.name }),
    onSuccess: (created) =>
      navigate(tenantPath(tenant, 'companies', created.durableKey, 'overview')),
  });

  return (
    <>
      <PageHeader title={t.companies.create.title} description={t.companies.create.description} />
      <Card p="lg">
        <CompanyForm
          users={users.data ?? NONE}
          groups={groups.data ?? NONE}
          myGroups={myGroups}
          onCancel={() => navigate(tenantPath(tenant, 'companies'))}
          onSubmit={(body) => create.mutateAsync(body)}
        />
      </Card>
    </>
  );
}

export default screenFor(
  { op: 'createCompany', what: (t) => t.companies.creatingWhat },
  CreateCompany,
);
