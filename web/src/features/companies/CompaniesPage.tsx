import { useMemo } from 'react';
import { Anchor, Button, Card, Group } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import type { Company } from 'bff/contract';
import { useOp, useTenant } from '../../lib/data/queries.js';
import { IfCan, screenFor } from '../../lib/access/access.js';
import { DataTable } from '../../lib/tables/DataTable.js';
import { EmptyState, PageHeader, QueryView } from '../../lib/ui/ui.js';
import { formatOrgNr } from '../../lib/format/format.js';
import { countryLabel, legalFormLabel } from '../../lib/format/companyLabels.js';
import { SearchInput, useFilteredRows, useSearch } from '../../lib/tables/SearchInput.js';
import { tenantPath } from '../../lib/routing/tenantPath.js';

/** Search by name (Swedish letters), organisation number, or the Swedish name of the legal form. */
export function matchesCompany(c: Company, q: string): boolean {
  const needle = q.trim().toLocaleLowerCase('sv-SE');
  if (!needle) return true;
  const digits = needle.replace(/\D/g, '');
  return (
    c.name.toLocaleLowerCase('sv-SE').includes(needle) ||
    (digits.length > 0 && c.organizationNumber.replace(/\D/g, '').includes(digits)) ||
    (c.legalForm !== undefined &&
      legalFormLabel(c.legalForm).toLocaleLowerCase('sv-SE').includes(needle))
  );
}

function CompaniesList() {
  const tenant = useTenant();
  const companies = useOp('listCompanies');
  const search = useSearch();
  const shown = useFilteredRows(companies.data, search.query, matchesCompany);

  const columns = useMemo<ColumnDef<Company, unknown>[]>(
    () => [
      {
        id: 'name',
        header: 'Name',
        accessorFn: (c) => c.name,
        sortingFn: (a, b) => a.original.name.localeCompare(b.original.name, 'sv-SE'),
        cell: ({ row }) => (
          <Anchor
            component={Link}
            to={tenantPath(tenant, 'companies', row.original.durableKey, 'overview')}
            fw={500}
          >
            {row.original.name}
          </Anchor>
        ),
      },
      {
        id: 'orgnr',
        header: 'Organisation number',
        accessorFn: (c) => formatOrgNr(c.organizationNumber),
        meta: { nowrap: true },
      },
      {
        id: 'legalForm',
        header: 'Legal form',
        accessorFn: (c) => legalFormLabel(c.legalForm),
      },
      {
        id: 'framework',
        header: 'Framework',
        accessorFn: (c) => c.annualReportFramework ?? '–',
      },
      {
        id: 'country',
        header: 'Country',
        accessorFn: (c) => countryLabel(c.country),
      },
    ],
    [tenant],
  );

  return (
    <>
      <PageHeader
        title="Companies"
        description="Companies of this tenant. SNI code and work materiality are on each company's overview."
        actions={
          <IfCan op="createCompany">
            <Button
              component={Link}
              to={tenantPath(tenant, 'companies', 'new')}
              leftSection={<IconPlus size={16} aria-hidden />}
            >
              New company
            </Button>
          </IfCan>
        }
      />
      <Card p="md">
        <Group mb="md">
          <SearchInput
            search={search}
            label="Search companies"
            placeholder="Search by name, organisation number or legal form"
            w={440}
          />
        </Group>
        <QueryView
          query={companies}
          isEmpty={(d) => d.length === 0}
          empty={
            <EmptyState title="No companies yet">
              Create the first company to get started.
            </EmptyState>
          }
          loadingLabel="Loading companies…"
        >
          {(data) => (
            <DataTable
              caption="Companies"
              noun={{ one: 'company', other: 'companies' }}
              data={shown}
              total={data.length}
              columns={columns}
              defaultSort="name"
              getRowId={(c) => c.durableKey}
              empty={<EmptyState title="No company matches">Try another search.</EmptyState>}
            />
          )}
        </QueryView>
      </Card>
    </>
  );
}

export default screenFor({ op: 'listCompanies', what: 'companies' }, CompaniesList);
