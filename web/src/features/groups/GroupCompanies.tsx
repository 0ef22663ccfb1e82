import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useOp, useTenant } from '../../lib/data/queries.js';
import { useT } from '../../i18n/index.js';
import { SeenCompaniesCard } from '../../lib/access/SeenCompaniesCard.js';
import { groupCompaniesQuery, groupCompanyRows, matchesGroupCompany } from './groupCompanies.js';

/** The companies a group can see (V1's permissions that list it), each linking to its company. */
export function GroupCompanies({ groupId }: { groupId: string }) {
  const t = useT();
  const d = t.groups.detail;
  const seen = useQuery(groupCompaniesQuery(useTenant(), groupId));
  const companies = useOp('listCompanies');
  const rows = useMemo(
    () => seen.data && groupCompanyRows(seen.data, companies.data),
    [seen.data, companies.data],
  );
  return (
    <SeenCompaniesCard
      words={d}
      help={d.companiesHelp}
      nameHeader={t.companies.field.name}
      query={seen}
      rows={rows}
      matches={matchesGroupCompany}
      mt="lg"
    />
  );
}
