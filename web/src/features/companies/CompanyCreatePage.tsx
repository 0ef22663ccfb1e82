import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { Card } from '@mantine/core';
import type { Company } from 'bff/contract';
import { callOp } from '../../lib/api.js';
import { opKey, useOp, useTenant } from '../../lib/queries.js';
import { RequireOp } from '../../lib/access.js';
import { PageHeader } from '../../lib/ui.js';
import { fullName } from '../../lib/format.js';
import { CompanyForm } from './CompanyForm.js';

function CreateCompany() {
  const tenant = useTenant();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const users = useOp('listUsers');
  const groups = useOp('listGroups');
  const base = `/t/${encodeURIComponent(tenant)}/companies`;

  return (
    <>
      <PageHeader
        title="New company"
        description="Add a company and decide who may work with it."
      />
      <Card p="lg">
        <CompanyForm
          users={(users.data ?? []).map((u) => ({
            value: u.id,
            label: fullName(u) ? `${fullName(u)} (${u.email})` : u.email,
          }))}
          groups={(groups.data ?? []).map((g) => ({ value: g.id, label: g.name }))}
          onCancel={() => navigate(base)}
          onSubmit={async (body) => {
            const created = await callOp(tenant, 'createCompany', { body });
            qc.setQueryData<Company[]>(opKey(tenant, 'listCompanies'), (old) =>
              old ? [...old, created] : old,
            );
            qc.setQueryData(
              opKey(tenant, 'getCompany', { companyDurableKey: created.durableKey }),
              created,
            );
            void qc.invalidateQueries({ queryKey: [tenant, 'listCompanies'] });
            notifications.show({ color: 'teal', title: 'Company created', message: created.name });
            navigate(`${base}/${created.durableKey}/overview`);
          }}
        />
      </Card>
    </>
  );
}

export default function CompanyCreatePage() {
  return (
    <RequireOp op="createCompany" what="creating companies">
      <CreateCompany />
    </RequireOp>
  );
}
