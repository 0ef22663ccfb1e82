import { useMemo } from 'react';
import { Anchor, Card, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from '../../lib/routing/Link.js';
import { useOp, useTenant } from '../../lib/data/queries.js';
import { DataTable } from '../../lib/tables/DataTable.js';
import { SearchInput, useFilteredRows, useSearch } from '../../lib/tables/SearchInput.js';
import { EmptyState, QueryView } from '../../lib/ui/ui.js';
import { tenantPath } from '../../lib/routing/tenantPath.js';
import { useT } from '../../i18n/index.js';
import {
  groupCompaniesQuery,
  groupCompanyRows,
  matchesGroupCompany,
  type GroupCompanyRow,
} from './groupCompanies.js';

/** The companies a group can see (V1's permissions that list it), each linking to its company. */
export function GroupCompanies({ groupId }: { groupId: string }) {
  const t = useT();
  const d = t.groups.detail;
  const tenant = useTenant();
  const seen = useQuery(groupCompaniesQuery(tenant, groupId));
  const companies = useOp('listCompanies');
  const rows = useMemo(
    () => seen.data && groupCompanyRows(seen.data, companies.data),
    [seen.data, companies.data],
  );
  const search = useSearch('cq');
  const shown = useFilteredRows(rows, search.query, matchesGroupCompany);
  const columns = useMemo<ColumnDef<GroupCompanyRow, unknown>[]>(
    () => [
      {
        id: 'company',
        header: t.companies.field.name,
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
    ],
    [t, tenant],
  );
  return (
    <Card p="lg" mt="lg">
      <Title order={2} size="h4" mb="xs">
        {rows ? d.companiesCount(rows.length) : d.companies}
      </Title>
      <Text c="dimmed" size="sm" mb="md">
        {d.companiesHelp}
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
