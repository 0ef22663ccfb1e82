import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import { IconBuilding, IconMail, IconUsers, IconUsersGroup } from '@tabler/icons-react';
import { Link } from '../../lib/routing/Link.js';
import type { OperationId } from '@ledger/contract';
import type { ComponentType } from 'react';
import { useOp, useTenant } from '../../lib/data/queries.js';
import { useRole, useSession } from '../../lib/data/session.js';
import { can } from '../../lib/access/roles.js';
import { PageHeader, QueryView, EmptyState } from '../../lib/ui/ui.js';
import { formatOrgNr } from '../../lib/format/ids.js';
import { legalFormLabel } from '../../lib/format/codeLabels.js';
import { tenantPath } from '../../lib/routing/tenantPath.js';
import { useT } from '../../i18n/index.js';
import { NeedsDoing } from './NeedsDoing.js';
import { IconTile } from '../../lib/ui/IconTile.js';
import './overview.css';

function CountCard(props: {
  label: string;
  value: number | undefined;
  loading: boolean;
  error: boolean;
  to: string;
  icon: ComponentType<{ size?: number }>;
}) {
  const Icon = props.icon;
  return (
    <Card
      component={Link}
      to={props.to}
      p="lg"
      aria-label={`${props.label}: ${props.value ?? '…'}`}
    >
      <Group justify="space-between" align="flex-start">
        <Stack gap={2}>
          <Text size="sm" c="dimmed" fw={500}>
            {props.label}
          </Text>
          {props.loading ? (
            <div className="skeleton" style={{ height: 32, width: 48 }} />
          ) : (
            <Text fz={28} fw={700} lh={1.15}>
              {props.error ? '–' : props.value}
            </Text>
          )}
        </Stack>
        <IconTile variant="light" size={40}>
          <Icon size={22} />
        </IconTile>
      </Group>
    </Card>
  );
}

function useCount(id: OperationId, enabled: boolean) {
  const q = useOp(id as 'listUsers', {}, { enabled });
  return {
    value: Array.isArray(q.data) ? q.data.length : undefined,
    loading: enabled && q.isPending,
    error: q.isError,
  };
}

/** The count of one list the role may read, opening that list; nothing for a role that may not. */
function ListCountCard(props: {
  op: 'listUsers' | 'listInvitations' | 'listGroups';
  label: string;
  list: 'users' | 'invitations' | 'groups';
  icon: ComponentType<{ size?: number }>;
}) {
  const tenant = useTenant();
  const allowed = can(useRole(), props.op);
  const count = useCount(props.op, allowed);
  return allowed ? (
    <CountCard
      label={props.label}
      {...count}
      to={tenantPath(tenant, props.list)}
      icon={props.icon}
    />
  ) : null;
}

const OVERVIEW_COMPANIES = 8;

export function OverviewPage() {
  const tenant = useTenant();
  const role = useRole();
  const session = useSession();
  const tenantName = session.data?.tenants.find((t) => t.id === tenant)?.name ?? tenant;
  const companies = useOp('listCompanies', {}, { enabled: can(role, 'listCompanies') });
  const t = useT();

  // V1's companies carry no created time: the first few by name, the list has them all.
  const shown = [...(companies.data ?? [])]
    .sort((a, b) => a.name.localeCompare(b.name, 'sv-SE'))
    .slice(0, OVERVIEW_COMPANIES);

  return (
    <>
      <PageHeader
        title={tenantName}
        documentTitle={t.overview.pageTitle}
        description={t.overview.description(tenantName, tenant)}
      />
      <div className="overview-counts">
        {can(role, 'listCompanies') ? (
          <CountCard
            label={t.overview.companies}
            value={companies.data?.length}
            loading={companies.isPending}
            error={companies.isError}
            to={tenantPath(tenant, 'companies')}
            icon={IconBuilding}
          />
        ) : null}
        <ListCountCard
          op="listUsers"
          label={t.overview.activeUsers}
          list="users"
          icon={IconUsers}
        />
        <ListCountCard
          op="listInvitations"
          label={t.overview.pendingInvitations}
          list="invitations"
          icon={IconMail}
        />
        <ListCountCard
          op="listGroups"
          label={t.overview.groups}
          list="groups"
          icon={IconUsersGroup}
        />
      </div>
      {/* Below the counts, whose height is fixed: this card grows as its checks answer. */}
      <NeedsDoing companies={companies.data} />

      {can(role, 'listCompanies') ? (
        <Card p="lg">
          <Group justify="space-between" mb="sm">
            <Text fw={600} component="h2" size="lg" m={0}>
              {t.overview.companies}
            </Text>
            <Anchor component={Link} to={tenantPath(tenant, 'companies')} size="sm">
              {t.overview.allCompanies(
                companies.data && companies.data.length > OVERVIEW_COMPANIES
                  ? companies.data.length
                  : null,
              )}
            </Anchor>
          </Group>
          <QueryView
            query={companies}
            isEmpty={(d) => d.length === 0}
            empty={<EmptyState title={t.overview.noCompaniesYet} />}
          >
            {() => (
              <Stack
                gap={0}
                component="ul"
                p={0}
                m={0}
                style={{ listStyle: 'none' }}
                aria-label={t.overview.companies}
              >
                {shown.map((c, i) => (
                  <Group
                    key={c.durableKey}
                    component="li"
                    justify="space-between"
                    wrap="nowrap"
                    py={10}
                    style={{ borderTop: i ? '1px solid var(--mantine-color-gray-2)' : undefined }}
                  >
                    <div>
                      <Anchor
                        component={Link}
                        to={tenantPath(tenant, 'companies', c.durableKey, 'overview')}
                        fw={500}
                      >
                        {c.name}
                      </Anchor>
                      <Text size="sm" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
                        {[
                          formatOrgNr(c.organizationNumber),
                          c.legalForm && legalFormLabel(c.legalForm),
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      </Text>
                    </div>
                    {can(role, 'getMonthlyBalances') ? (
                      <Anchor
                        component={Link}
                        to={tenantPath(tenant, 'companies', c.durableKey, 'balances')}
                        size="sm"
                        aria-label={t.overview.balancesOf(c.name)}
                      >
                        {t.overview.balances}
                      </Anchor>
                    ) : null}
                  </Group>
                ))}
              </Stack>
            )}
          </QueryView>
        </Card>
      ) : null}
    </>
  );
}
