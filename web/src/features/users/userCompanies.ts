import type { Company, Group, UserCompany } from '@ledger/contract';
import { consoleQuery } from '../../lib/data/queryOptions.js';
import type { Catalog } from '../../i18n/index.js';

/**
 * `GET /api/user-companies?tenant=&user=`: the companies a platform user can see, from V1's
 * permissions, computed by the BFF as for a linked auditor (`upstream/scope.ts`); the web does
 * not compute it again. Stale after the changes `CONSOLE_READS_AFTER` names (cacheEffects.ts).
 */
export function userCompaniesQuery(tenant: string, userId: string) {
  return consoleQuery<UserCompany[]>(tenant, 'listUserCompanies', '/api/user-companies', {
    user: userId,
  });
}

/** A row of the user page's company list: the company's name and how the user has access. */
export interface SeenCompany {
  key: string;
  name: string;
  access: string;
}

/**
 * The rows, by company name: the name from the company list (the key when the list lacks it),
 * the access in words (own permission, through which groups by name).
 */
export function seenCompanies(
  seen: readonly UserCompany[],
  companies: readonly Company[] | undefined,
  groups: readonly Group[] | undefined,
  t: Catalog,
): SeenCompany[] {
  const d = t.users.detail;
  return seen
    .map((s) => {
      const names = s.groupIds
        .map((id) => groups?.find((g) => g.id === id)?.name ?? id)
        .sort((a, b) => a.localeCompare(b, 'sv-SE'))
        .join(', ');
      return {
        key: s.companyDurableKey,
        name:
          companies?.find((c) => c.durableKey === s.companyDurableKey)?.name ?? s.companyDurableKey,
        access: s.direct ? (names ? d.directAndGroups(names) : d.direct) : d.throughGroups(names),
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'sv-SE'));
}

/** A company row matching the search (any part of its name, any case). */
export function matchesSeenCompany(c: SeenCompany, q: string): boolean {
  return c.name.toLocaleLowerCase('sv-SE').includes(q.trim().toLocaleLowerCase('sv-SE'));
}
