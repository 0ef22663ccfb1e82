import { useMemo, type ReactNode } from 'react';
import { Anchor, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from '../routing/Link.js';
import { useTenant } from '../data/queries.js';
import { DataTable } from '../tables/DataTable.js';
import { SearchInput, useFilteredRows, useSearch } from '../tables/SearchInput.js';
import { EmptyState, QueryView } from '../ui/ui.js';
import { tenantPath } from '../routing/tenantPath.js';
import { useT } from '../../i18n/index.js';
import { SectionCard } from '../ui/SectionCard.js';

/** The words a list of the companies someone can see needs (a user's page, a group's page). */
export interface SeenCompaniesWords {
  companies: string;
  companiesCount: (n: number) => string;
  loadingCompanies: string;
  noCompanies: string;
  searchCompanies: string;
  searchCompaniesPlaceholder: string;
  noCompanyMatches: string;
}

/**
 * The companies a user or a group can see, searchable, each name linking to the company's
 * Permissions tab; `columns` after the name say what the page adds (what governs a user's
 * access).
 */
export function SeenCompaniesCard<Row extends { key: string; name: string }>(p: {
  words: SeenCompaniesWords;
  help: ReactNode;
  nameHeader: string;
  /** The list the rows are made from: its loading, its error, and whether it is empty. */
  query: UseQueryResult<readonly unknown[], unknown>;
  rows: Row[] | undefined;
  matches: (row: Row, query: string) => boolean;
  columns?: ColumnDef<Row, unknown>[];
  mt?: string;
}) {
  const t = useT();
  const d = p.words;
  const tenant = useTenant();
  const search = useSearch('cq');
  const shown = useFilteredRows(p.rows, search.query, p.matches);
  const { nameHeader, columns: more } = p;
  const columns = useMemo<ColumnDef<Row, unknown>[]>(
    () => [
      {
        id: 'company',
        header: nameHeader,
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
      ...(more ?? []),
    ],
    [nameHeader, more, tenant],
  );
  return (
    <SectionCard
      title={p.rows ? d.companiesCount(p.rows.length) : d.companies}
      titleGap="xs"
      mt={p.mt}
    >
      <Text c="dimmed" size="sm" mb="md">
        {p.help}
      </Text>
      <QueryView
        query={p.query}
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
              total={p.rows?.length ?? 0}
              columns={columns}
              defaultSort="company"
              sortParam="csort"
              getRowId={(c) => c.key}
              empty={<EmptyState title={d.noCompanyMatches} />}
            />
          </>
        )}
      </QueryView>
    </SectionCard>
  );
}
