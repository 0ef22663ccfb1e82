import { describe, expect, it } from 'vitest';
import { switchTenantPath, tenantPath } from './tenantPath.js';

describe('tenantPath', () => {
  it('joins the tenant and the segments, each encoded', () => {
    expect(tenantPath('nordrevision')).toBe('/t/nordrevision');
    expect(tenantPath('nordrevision', 'companies', 'k', 'files')).toBe(
      '/t/nordrevision/companies/k/files',
    );
    expect(tenantPath('a b', 'groups', 'x/y')).toBe('/t/a%20b/groups/x%2Fy');
  });
});

describe('switchTenantPath', () => {
  it('keeps list screens and their filters', () => {
    expect(switchTenantPath('/t/a/companies', '?q=nord&sort=-name', 'b')).toBe(
      '/t/b/companies?q=nord&sort=-name',
    );
    expect(switchTenantPath('/t/a', '', 'b')).toBe('/t/b');
    expect(switchTenantPath('/t/a/audit', '?user=admin', 'b')).toBe('/t/b/audit?user=admin');
    // The tenant chosen in the log's filter, a run and a page belong to the tenant left.
    expect(switchTenantPath('/t/a/audit', '?tenant=a&user=admin&bulkRun=r1&cursor=c', 'b')).toBe(
      '/t/b/audit?user=admin',
    );
  });
  it('turns screens of one record into their list (ids belong to one tenant)', () => {
    expect(switchTenantPath('/t/a/companies/k/balances', '?from=2024-01-01', 'b')).toBe(
      '/t/b/companies',
    );
    expect(switchTenantPath('/t/a/groups/g', '', 'b')).toBe('/t/b/groups');
    expect(switchTenantPath('/t/a/companies/new', '', 'b')).toBe('/t/b/companies/new');
  });
  it('keeps an import an import (its rows are checked again in the other tenant)', () => {
    expect(switchTenantPath('/t/a/companies/import', '?q=x', 'b')).toBe('/t/b/companies/import');
    expect(switchTenantPath('/t/a/invitations/import', '', 'b')).toBe('/t/b/invitations/import');
  });
});
