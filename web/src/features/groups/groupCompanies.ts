import type { Company, GroupCompany } from '@ledger/contract';
import { consoleQuery } from '../../lib/data/queryOptions.js';

/**
 * `GET /api/group-companies?tenant=&group=`: the companies whose V1 permissions list the group.
 * V1 has no read of a group's companies, only each company's permissions: the BFF reads them
 * (a few at a time, kept for a while, as for a user's companies), so the browser asks once
 * however many companies the tenant has. Stale after the changes `CONSOLE_READS_AFTER` names.
 */
export function groupCompaniesQuery(tenant: string, groupId: string) {
  return consoleQuery<GroupCompany[]>(tenant, 'listGroupCompanies', '/api/group-companies', {
    group: groupId,
  });
}

/** A row of the group page's company list. */
export interface GroupCompanyRow {
  key: string;
  name: string;
}

/** The rows by name: the name from the company list (the key when the list lacks it). */
export function groupCompanyRows(
  seen: readonly GroupCompany[],
  companies: readonly Company[] | undefined,
): GroupCompanyRow[] {
  const names = new Map((companies ?? []).map((c) => [c.durableKey, c.name]));
  return seen
    .map((s) => ({
      key: s.companyDurableKey,
      name: names.get(s.companyDurableKey) ?? s.companyDurableKey,
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'sv-SE'));
}

/** A row matching the search (any part of the name, any case). */
export function matchesGroupCompany(c: GroupCompanyRow, q: string): boolean {
  return c.name.toLocaleLowerCase('sv-SE').includes(q.trim().toLocaleLowerCase('sv-SE'));
}
