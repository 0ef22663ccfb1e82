import { lazy, Suspense } from 'react';
import { Tabs } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import type { OperationId } from 'bff/contract';
import { useOp, useTenant } from '../../lib/data/queries.js';
import { useAccess } from '../../lib/data/session.js';
import { allowed } from '../../lib/access/roles.js';
import { ErrorState, LoadingState, PageHeader } from '../../lib/ui/ui.js';
import { formatOrgNr } from '../../lib/format/format.js';
import { countryLabel } from '../../lib/format/companyLabels.js';
import { Forbidden, screenFor } from '../../lib/access/access.js';
import { NotFound } from './NotFound.js';
import { OverviewTab } from './tabs/OverviewTab.js';
import { PermissionsTab } from './tabs/PermissionsTab.js';
import { FinancialYearsTab } from './tabs/FinancialYearsTab.js';
import { FilesTab } from './tabs/FilesTab.js';
import { AssignmentsTab } from './tabs/AssignmentsTab.js';
import { BackTrail } from '../../lib/ui/BackTrail.js';
import { tenantPath } from '../../lib/routing/tenantPath.js';

const BalancesTab = lazy(() => import('./balances/BalancesTab.js'));

/**
 * A company's tabs and the operation each needs. Files needs only V1's upload: without the
 * upstream's file listing (an extension) it lists the uploads the BFF recorded.
 */
export const COMPANY_TABS: { value: string; label: string; op: OperationId }[] = [
  { value: 'overview', label: 'Overview', op: 'getCompany' },
  { value: 'permissions', label: 'Permissions', op: 'getCompanyPermissions' },
  { value: 'financial-years', label: 'Financial years', op: 'listFinancialYears' },
  { value: 'files', label: 'Files', op: 'uploadFile' },
  { value: 'assignments', label: 'Assignments', op: 'listAssignments' },
  { value: 'balances', label: 'Balances', op: 'getMonthlyBalances' },
];

function Company() {
  const tenant = useTenant();
  const access = useAccess();
  const navigate = useNavigate();
  const { key = '', tab = 'overview' } = useParams();
  const company = useOp('getCompany', { params: { companyDurableKey: key } });
  const tabs = COMPANY_TABS.filter((t) => allowed(access, t.op));
  const known = tabs.some((t) => t.value === tab);

  if (!known)
    return COMPANY_TABS.some((t) => t.value === tab) ? (
      <Forbidden what={`the ${tab.replace('-', ' ')} of a company`} />
    ) : (
      <NotFound what="tab" />
    );
  if (company.isPending) return <LoadingState label="Loading company…" />;
  if (company.isError)
    return company.error.status === 404 || company.error.status === 400 ? (
      <NotFound what="company" />
    ) : (
      <ErrorState error={company.error} onRetry={() => void company.refetch()} />
    );
  const c = company.data;

  return (
    <>
      <BackTrail listLabel="Companies" listPath={tenantPath(tenant, 'companies')} here={c.name} />
      <PageHeader
        title={c.name}
        description={[
          formatOrgNr(c.organizationNumber),
          c.country ? countryLabel(c.country) : null,
          c.defaultAccountPlan,
        ]
          .filter(Boolean)
          .join(' · ')}
      />
      <Tabs
        value={tab}
        onChange={(v) => v && navigate(tenantPath(tenant, 'companies', key, v))}
        keepMounted={false}
        variant="outline"
      >
        <Tabs.List mb="lg">
          {tabs.map((t) => (
            <Tabs.Tab key={t.value} value={t.value}>
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="overview">
          <OverviewTab company={c} />
        </Tabs.Panel>
        <Tabs.Panel value="permissions">
          <PermissionsTab company={c} />
        </Tabs.Panel>
        <Tabs.Panel value="financial-years">
          <FinancialYearsTab company={c} />
        </Tabs.Panel>
        <Tabs.Panel value="files">
          <FilesTab company={c} />
        </Tabs.Panel>
        <Tabs.Panel value="assignments">
          <AssignmentsTab company={c} />
        </Tabs.Panel>
        <Tabs.Panel value="balances">
          <Suspense fallback={<LoadingState label="Loading the balances screen…" />}>
            <BalancesTab company={c} />
          </Suspense>
        </Tabs.Panel>
      </Tabs>
    </>
  );
}

export default screenFor({ op: 'getCompany', what: 'companies' }, Company);
