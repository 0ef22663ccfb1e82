import { Suspense } from 'react';
import { Tabs } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { OperationId } from '@ledger/contract';
import { useOp, useTenant } from '../../lib/data/queries.js';
import { useAccess } from '../../lib/data/session.js';
import { allowed } from '../../lib/access/roles.js';
import { ErrorState, LoadingState, PageHeader } from '../../lib/ui/ui.js';
import { formatOrgNr } from '../../lib/format/ids.js';
import { countryLabel } from '../../lib/format/codeLabels.js';
import { Forbidden, screenFor } from '../../lib/access/access.js';
import { NotFound } from './NotFound.js';
import { BackTrail } from '../../lib/ui/BackTrail.js';
import { tenantPath } from '../../lib/routing/tenantPath.js';
import { prefetchPath } from '../../lib/routing/prefetch.js';
import { useT, type Catalog } from '../../i18n/index.js';
import { TAB_VIEWS } from './prefetch.js';

type TabName = keyof Catalog['companies']['page']['tabs'];
/**
 * A company's tabs (their names in `t.companies.page.tabs`) and the operation each needs. Files
 * needs only V1's upload: without the upstream's file listing (an extension) it lists the uploads
 * the BFF recorded.
 */
export const COMPANY_TABS: { value: TabName; op: OperationId }[] = [
  { value: 'overview', op: 'getCompany' },
  { value: 'permissions', op: 'getCompanyPermissions' },
  { value: 'financial-years', op: 'listFinancialYears' },
  { value: 'files', op: 'uploadFile' },
  { value: 'assignments', op: 'listAssignments' },
  { value: 'balances', op: 'getMonthlyBalances' },
];

function Company() {
  const tenant = useTenant();
  const access = useAccess();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const t = useT();
  const { key = '', tab = 'overview' } = useParams();
  const company = useOp('getCompany', { params: { companyDurableKey: key } });
  const tabs = COMPANY_TABS.filter((x) => allowed(access, x.op));
  const known = tabs.some((x) => x.value === tab);

  if (!known) {
    const forbidden = COMPANY_TABS.find((x) => x.value === tab);
    return forbidden ? (
      <Forbidden what={t.companies.page.tabOfCompany(t.companies.page.tabs[forbidden.value])} />
    ) : (
      <NotFound what="tab" />
    );
  }
  if (company.isPending) return <LoadingState label={t.companies.page.loading} />;
  if (company.isError)
    return company.error.status === 404 || company.error.status === 400 ? (
      <NotFound what="company" />
    ) : (
      <ErrorState error={company.error} onRetry={() => void company.refetch()} />
    );
  const c = company.data;

  return (
    <>
      <BackTrail
        listLabel={t.companies.list.title}
        listPath={tenantPath(tenant, 'companies')}
        here={c.name}
      />
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
          {tabs.map((x) => {
            // A pointer over a tab, or the focus on it, fetches its code and first reads.
            const intent = () => prefetchPath(qc, tenantPath(tenant, 'companies', key, x.value));
            return (
              <Tabs.Tab
                key={x.value}
                value={x.value}
                onPointerEnter={intent}
                onFocus={intent}
                onTouchStart={intent}
              >
                {t.companies.page.tabs[x.value]}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        {tabs.map((x) => {
          const View = TAB_VIEWS[x.value];
          const loading = x.value === 'balances' ? t.companies.page.loadingBalances : undefined;
          return (
            <Tabs.Panel key={x.value} value={x.value}>
              <Suspense fallback={<LoadingState label={loading} />}>
                <View company={c} />
              </Suspense>
            </Tabs.Panel>
          );
        })}
      </Tabs>
    </>
  );
}

export default screenFor({ op: 'getCompany', what: (t) => t.companies.what }, Company);
