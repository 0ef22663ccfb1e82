import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useOp, useTenant } from '../../lib/data/queries.js';
import { useT } from '../../i18n/index.js';
import { SeenCompaniesCard } from '../../lib/access/SeenCompaniesCard.js';
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
  const seen = useQuery(userCompaniesQuery(useTenant(), userId));
  const companies = useOp('listCompanies');
  const groups = useOp('listGroups');
  const rows = useMemo(
    () => seen.data && seenCompanies(seen.data, companies.data, groups.data, t),
    [seen.data, companies.data, groups.data, t],
  );
  const access = useMemo<ColumnDef<SeenCompany, unknown>[]>(
    () => [{ id: 'access', header: d.accessColumn, accessorFn: (c) => c.access }],
    [d],
  );
  return (
    <SeenCompaniesCard
      words={d}
      help={d.governs}
      nameHeader={d.companyColumn}
      query={seen}
      rows={rows}
      matches={matchesSeenCompany}
      columns={access}
    />
  );
}
