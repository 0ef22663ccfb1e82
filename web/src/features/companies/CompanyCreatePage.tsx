import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { Card } from '@mantine/core';
import { useOp, useOpMutation, useTenant } from '../../lib/data/queries.js';
import { groupOption, userOption } from '../../lib/forms/pickers.js';
import { screenFor } from '../../lib/access/access.js';
import { PageHeader } from '../../lib/ui/ui.js';
import { CompanyForm, type CompanyCreateBody } from './CompanyForm.js';
import { tenantPath } from '../../lib/routing/tenantPath.js';
import { useT } from '../../i18n/index.js';

function CreateCompany() {
  const tenant = useTenant();
  const navigate = useNavigate();
  const t = useT();
  const users = useOp('listUsers');
  const groups = useOp('listGroups');
  const create = useOpMutation('createCompany', {
    call: (body: CompanyCreateBody) => ({ body }),
    success: (created) => ({ title: t.companies.create.created, message: created.name }),
    onSuccess: (created) =>
      navigate(tenantPath(tenant, 'companies', created.durableKey, 'overview')),
  });
  const userOptions = useMemo(() => (users.data ?? []).map(userOption), [users.data]);
  const groupOptions = useMemo(() => (groups.data ?? []).map(groupOption), [groups.data]);

  return (
    <>
      <PageHeader title={t.companies.create.title} description={t.companies.create.description} />
      <Card p="lg">
        <CompanyForm
          users={userOptions}
          groups={groupOptions}
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
