import { useQueries } from '@tanstack/react-query';
import type { Company, Group, User } from '@ledger/contract';
import { opQuery } from '../../lib/data/queryOptions.js';
import { fullName } from '../../lib/format/format.js';
import type { AuditEntry } from './auditApi.js';
import type { NameLookup } from './auditEvents.js';

/** The tenants (of those the user has) whose entries on the page name a target of this kind. */
export function tenantsNaming(
  entries: readonly AuditEntry[],
  tenants: readonly string[],
  key: string,
) {
  return [
    ...new Set(entries.filter((e) => e.targetIds?.[key] && e.tenantId).map((e) => e.tenantId!)),
  ].filter((id) => tenants.includes(id));
}

/** Names by tenant and id from the lists there are; undefined for any not (yet) known. */
export function nameLookup(
  companies: ReadonlyMap<string, readonly Company[]>,
  users: ReadonlyMap<string, readonly User[]>,
  groups: ReadonlyMap<string, readonly Group[]>,
): NameLookup {
  return {
    company: (tenant, key) => companies.get(tenant)?.find((x) => x.durableKey === key)?.name,
    user: (tenant, id) => {
      const user = users.get(tenant)?.find((x) => x.id === id);
      return user ? fullName(user) || user.username || user.email : undefined;
    },
    group: (tenant, id) => groups.get(tenant)?.find((x) => x.id === id)?.name,
  };
}

/**
 * Names of the companies, users and groups of the tenants on the page, from their lists (read
 * once and shared with the other screens); while a list is not there, short ids stand in.
 */
export function useAuditNames(entries: AuditEntry[], tenants: string[]): NameLookup {
  const companyTenants = tenantsNaming(entries, tenants, 'companyDurableKey');
  const userTenants = tenantsNaming(entries, tenants, 'userId');
  const groupTenants = tenantsNaming(entries, tenants, 'groupId');
  const companies = useQueries({
    queries: companyTenants.map((id) => ({ ...opQuery(id, 'listCompanies'), staleTime: 60_000 })),
  });
  const users = useQueries({
    queries: userTenants.map((id) => ({ ...opQuery(id, 'listUsers'), staleTime: 60_000 })),
  });
  const groups = useQueries({
    queries: groupTenants.map((id) => ({ ...opQuery(id, 'listGroups'), staleTime: 60_000 })),
  });
  const byTenant = <T>(ids: string[], results: { data?: T[] | undefined }[]) =>
    new Map(ids.map((id, i) => [id, results[i]?.data ?? []]));
  return nameLookup(
    byTenant(companyTenants, companies),
    byTenant(userTenants, users),
    byTenant(groupTenants, groups),
  );
}
