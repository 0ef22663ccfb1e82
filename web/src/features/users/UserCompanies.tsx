import { useMemo } from 'react';
import { Anchor, Card, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '../../lib/routing/Link.js';
import type { ColumnDef } from '@tanstack/react-table';
import { useOp, useTenant } from '../../lib/data/queries.js';
import { DataTable } from '../../lib/tables/DataTable.js';
import { SearchInput, useFilteredRows, useSearch } from '../../lib/tables/SearchInput.js';
import { EmptyState, QueryView } from '../../lib/ui/ui.js';
import { tenantPath } from '../../lib/routing/tenantPath.js';
import { useT } from '../../i18n/index.js';
import {
  matchesSeenCompany,
  seenCompanies,
  userCompaniesQuery,
  type SeenCompany,
} from './userCompanies.js';

/** The companies a user can see, directly or through a group, and what governs it. */
export function UserCompanies({ userId }: { userId: string }) {
  const t = useT();
  const d = t.users.detail;
  const tenant = useTenant();
  const seen = useQuery(userCompaniesQuery(tenant, userId));
  const companies = useOp('listCompanies');
  const groups = useOp('listGroups');
  const rows = useMemo(
    () => seen.data && seenCompanies(seen.data, companies.data, groups.data, t),
    [seen.data, companies.data, groups.data, t],
  );
  const search = useSearch('cq');
  const shown = useFilteredRows(rows, search.query, matchesSeenCompany);
  const columns = useMemo<ColumnDef<SeenCompany, unknown>[]>(
    () => [
      {
        id: 'company',
        header: d.companyColumn,
        accessorFn: (c) => c.name,
        cell: ({ row }) => (
          <Anchor
            component={Link}
            to={tenantPath(tenant, 'companies', row.original.key, 'permissions')}
          >
            {row.original.name}
          </Anchor>
        ),
      },
      { id: 'access', header: d.accessColumn, accessorFn: (c) => c.access },
    ],
    [d, tenant],
  );
  return (
    <Card p="lg">
      <Title order={2} size="h4" mb="xs">
        {rows ? d.companiesCount(rows.length) : d.companies}
      </Title>
      <Text c="dimmed" size="sm" mb="md">
        {d.governs}
      </Text>
      <QueryView
        query={seen}
        loadingLabel={d.loadingCompanies}
        isEmpty={(list) => list.length === 0}
        empty={<EmptyState title={d.noCompanies} />}
      >
        {() => (
          <>
            <SearchInput
              search={search}
              label={d.searchCompanies}
              placeholder={d.searchCompaniesPlaceholder}
              w={320}
              mb="sm"
            />
            <DataTable
              caption={d.companies}
              noun={t.companies.list.noun}
              data={shown}
              total={rows?.length ?? 0}
              columns={columns}
              defaultSort="company"
              sortParam="csort"
              getRowId={(c) => c.key}
              empty={<EmptyState title={d.noCompanyMatches} />}
            />
          </>
        )}
      </QueryView>
    </Card>
  );
}
