import { useMemo } from 'react';
import { Anchor, Button, Card, Group } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from '../../lib/routing/Link.js';
import { useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import type { Company } from '@ledger/contract';
import { useOp, useTenant } from '../../lib/data/queries.js';
import { IfCan, screenFor, useCan } from '../../lib/access/access.js';
import { selectionColumn } from '../../lib/tables/selection.js';
import { useBulkRun } from '../../lib/bulk/useBulkRun.js';
import { BulkRunPanel } from '../../lib/bulk/RunPanel.js';
import { CompanyBulkActions } from '../../lib/bulk/BulkActions.js';
import { EmptyState, PageHeader } from '../../lib/ui/ui.js';
import { formatOrgNr } from '../../lib/format/ids.js';
import { codeLabel, countryLabel, legalFormLabel } from '../../lib/format/codeLabels.js';
import { LOCALES, useLanguage, useT } from '../../i18n/index.js';
import { ImportButton } from '../../lib/ui/ImportButton.js';
import { SearchableList } from '../../lib/lists/SearchableList.js';
import { useSearchableList } from '../../lib/lists/useSearchableList.js';
import { tenantPath } from '../../lib/routing/tenantPath.js';
import { prefetchPath } from '../../lib/routing/prefetch.js';

/** Search by name (Swedish letters), organisation number, or the legal form's name on screen. */
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

const companyKey = (c: Company) => c.durableKey;

function CompaniesList() {
  const tenant = useTenant();
  const qc = useQueryClient();
  const companies = useOp('listCompanies');
  const list = useSearchableList(companies.data, matchesCompany, companyKey);
  const { selection } = list;
  const t = useT();
  const lang = useLanguage();
  const f = t.companies.field;
  const bulk = useBulkRun();
  // Who may act on many companies at once: the access and financial-year operations.
  const canGrant = useCan('grantGroupPermission');
  const canAddYear = useCan('createFinancialYear');
  const selectable = canGrant || canAddYear;

  const columns = useMemo<ColumnDef<Company, unknown>[]>(
    () => [
      ...(selectable ? [selectionColumn<Company>(selection, (c) => c.name, t.bulk.selection)] : []),
      {
        id: 'name',
        header: f.name,
        accessorFn: (c) => c.name,
        sortingFn: (a, b) => a.original.name.localeCompare(b.original.name, LOCALES[lang]),
        cell: ({ row }) => {
          const to = tenantPath(tenant, 'companies', row.original.durableKey, 'overview');
          // A pointer over the name, or the focus on it, fetches the company and its page's code.
          const intent = () => prefetchPath(qc, to);
          return (
            <Anchor
              component={Link}
              to={to}
              fw={500}
              onPointerEnter={intent}
              onFocus={intent}
              onTouchStart={intent}
            >
              {row.original.name}
            </Anchor>
          );
        },
      },
      {
        id: 'orgnr',
        header: f.organizationNumber,
        accessorFn: (c) => formatOrgNr(c.organizationNumber),
        meta: { nowrap: true },
      },
      {
        id: 'legalForm',
        header: f.legalForm,
        accessorFn: (c) => legalFormLabel(c.legalForm),
      },
      {
        id: 'framework',
        header: f.frameworkShort,
        accessorFn: (c) => codeLabel(t.codes.framework, c.annualReportFramework),
      },
      {
        id: 'country',
        header: f.country,
        accessorFn: (c) => countryLabel(c.country),
      },
    ],
    [tenant, t, lang, f, qc, selectable, selection],
  );

  return (
    <>
      <PageHeader
        title={t.companies.list.title}
        description={t.companies.list.description}
        actions={
          <IfCan op="createCompany">
            <ImportButton kind="companies" />
            <Button
              component={Link}
              to={tenantPath(tenant, 'companies', 'new')}
              leftSection={<IconPlus size={16} aria-hidden />}
            >
              {t.companies.list.newCompany}
            </Button>
          </IfCan>
        }
      />
      <BulkRunPanel bulk={bulk} />
      <Card p="md">
        <SearchableList
          words={t.companies.list}
          searchBox={{ w: 440 }}
          searchFrame={(box) => <Group mb="md">{box}</Group>}
          query={companies}
          list={list}
          empty={
            <EmptyState title={t.companies.list.empty}>{t.companies.list.createFirst}</EmptyState>
          }
          bulkActions={
            selectable ? (chosen) => <CompanyBulkActions companies={chosen} bulk={bulk} /> : null
          }
          table={{ columns, defaultSort: 'name', getRowId: companyKey }}
        />
      </Card>
    </>
  );
}

export default screenFor({ op: 'listCompanies', what: (t) => t.companies.what }, CompaniesList);
